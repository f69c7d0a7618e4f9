import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Toaster, useToastStore } from '@/components/ui/toast';
import { useAuthStore } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';

export const TEST_USER = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Asha Rao',
  email: 'asha@example.com',
  avatarUrl: null,
  role: 'user' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Signs the test user in (no server involved). */
export function signInTestUser(): void {
  useAuthStore.setState({
    user: TEST_USER,
    accessToken: 'test-access',
    isAuthenticated: true,
    hasHydrated: true,
  });
}

type Handler = (url: URL, init: RequestInit) => unknown;

export const jsonResponse = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Replaces fetch with a route table: keys are `METHOD /v1/path` (no query string); a handler
 * returns a Response, or any other value which is sent as `{ data: value }` with status 200.
 * Unlisted requests answer 404, so a test sees what it forgot.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { key: string; url: URL; init: RequestInit }[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, url, init });
    const handler = routes[key];
    if (!handler) return Promise.resolve(jsonResponse(404, { code: 'NOT_FOUND', message: key }));
    const out = handler(url, init);
    return Promise.resolve(out instanceof Response ? out : jsonResponse(200, { data: out }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders a screen inside a fresh query cache, a memory router and the toaster. */
export function renderScreen(ui: ReactElement, path = '/') {
  useToastStore.setState({ toasts: [] });
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
