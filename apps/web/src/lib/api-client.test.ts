import { STORAGE_KEYS } from '@drape/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { ApiError } from './api-error';
import { useAuthStore } from './auth-store';

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Asha',
  email: 'a@x.in',
  avatarUrl: null,
  role: 'user' as const,
  createdAt: new Date().toISOString(),
};
const tokens = (n: number) => ({
  access: { token: `access-${n}`, expires: new Date().toISOString() },
  refresh: { token: `refresh-${n}`, expires: new Date().toISOString() },
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.getState().setSession(user, tokens(1));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

const authHeader = (call: unknown[]) =>
  ((call[1] as RequestInit).headers as Record<string, string>).Authorization;

describe('api client', () => {
  it('sends the bearer token and returns the data of {data: …}', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { balance: 7 } }));
    await expect(api.get('/credits/balance')).resolves.toEqual({ balance: 7 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/credits/balance');
    expect(authHeader(fetchMock.mock.calls[0]!)).toBe('Bearer access-1');
  });

  it('on 401 refreshes once, stores the new tokens and retries once', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'TOKEN_EXPIRED', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { data: { tokens: tokens(2) } }))
      .mockResolvedValueOnce(json(200, { data: { ok: true } }));
    await expect(api.get('/users/profile')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[1]![0]).toBe('/v1/auth/refresh-tokens');
    expect(JSON.parse((fetchMock.mock.calls[1]![1] as RequestInit).body as string)).toEqual({
      refreshToken: 'refresh-1',
    });
    expect(authHeader(fetchMock.mock.calls[2]!)).toBe('Bearer access-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('signs out when the refresh fails', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'TOKEN_EXPIRED', message: 'expired' }))
      .mockResolvedValueOnce(json(401, { code: 'INVALID_TOKEN', message: 'reused' }));
    await expect(api.get('/users/profile')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('announces an expired session once when several requests fail together', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(401, { code: 'TOKEN_EXPIRED', message: 'expired' })),
    );
    const onExpired = vi.fn();
    window.addEventListener('drape:session-expired', onExpired);
    try {
      const results = await Promise.allSettled([
        api.get('/users/profile'),
        api.get('/dashboard/stats'),
        api.get('/credits/balance'),
      ]);
      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      expect(onExpired).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('drape:session-expired', onExpired);
    }
  });

  it('turns error bodies into a typed ApiError with field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        code: 'VALIDATION_ERROR',
        message: 'Invalid input',
        details: { fieldErrors: { email: ['Invalid email address'] } },
      }),
    );
    const err = await api.patch('/users/profile', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid input',
      fieldErrors: { email: ['Invalid email address'] },
    });
  });

  it('says the spec’s network message when no response arrives, and the fallback for empty errors', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection.',
    });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500, statusText: '' }));
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 500,
      message: 'An error occurred',
    });
  });
});
