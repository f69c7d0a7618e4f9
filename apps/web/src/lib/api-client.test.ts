import { STORAGE_KEYS } from '@drape/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from './api-client';
import { ApiError } from './api-error';
import { useAuthStore } from './auth-store';

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const Balance = z.object({ data: z.object({ balance: z.number() }) });
const Ok = z.object({ data: z.object({ ok: z.boolean() }) });

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
    await expect(api.get('/credits/balance', Balance)).resolves.toEqual({ balance: 7 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/credits/balance');
    expect(authHeader(fetchMock.mock.calls[0]!)).toBe('Bearer access-1');
  });

  it('on 401 refreshes once, stores the new tokens and retries once', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'TOKEN_EXPIRED', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { data: { tokens: tokens(2) } }))
      .mockResolvedValueOnce(json(200, { data: { ok: true } }));
    await expect(api.get('/users/profile', Ok)).resolves.toEqual({ ok: true });
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
    await expect(api.get('/users/profile', Ok)).rejects.toMatchObject({ status: 401 });
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
        api.get('/users/profile', Ok),
        api.get('/dashboard/stats', Ok),
        api.get('/credits/balance', Balance),
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
    await expect(api.get('/x', Ok)).rejects.toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection.',
    });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500, statusText: '' }));
    await expect(api.get('/x', Ok)).rejects.toMatchObject({
      status: 500,
      message: 'An error occurred',
    });
  });
});

describe('answers parsed with the contract', () => {
  it('rejects a body that does not match the schema with a clear INVALID_RESPONSE error', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { balance: 'seven' } }));
    const err = await api.get('/credits/balance', Balance).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: 'Invalid response format from server',
    });
    expect((err as ApiError).cause).toBeInstanceOf(z.ZodError);
  });

  it('rejects a body that is not JSON the same way', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>proxy error</html>', { status: 200 }));
    await expect(api.get('/credits/balance', Balance)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('ignores the body of a request that expects none (204)', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.delete('/vton/1')).resolves.toBeUndefined();
  });

  it('expires the session when the refreshed token is refused too', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'TOKEN_EXPIRED', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { data: { tokens: tokens(2) } }))
      .mockResolvedValueOnce(json(401, { code: 'TOKEN_EXPIRED', message: 'expired' }));
    await expect(api.get('/users/profile', Ok)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
