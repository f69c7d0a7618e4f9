import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { startGeneration } from './studio-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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
const started = { id: '00000000-0000-4000-8000-0000000000aa', userId: user.id, status: 'PENDING' };
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let fetchMock: ReturnType<typeof vi.fn>;
const headersOf = (i: number) =>
  (fetchMock.mock.calls[i]![1] as RequestInit).headers as Record<string, string>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.getState().setSession(user, tokens(1));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

describe('startGeneration', () => {
  it('sends the Idempotency-Key, the token and the two URLs', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { data: started }));
    await expect(startGeneration('/v1/files/p.jpg', '/v1/files/g.png', 'key-1')).resolves.toEqual(
      started,
    );
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/v1/vton/generate');
    expect(init.method).toBe('POST');
    expect(headersOf(0)['Idempotency-Key']).toBe('key-1');
    expect(headersOf(0).Authorization).toBe('Bearer access-1');
    expect(JSON.parse(init.body as string)).toEqual({
      personImageUrl: '/v1/files/p.jpg',
      garmentImageUrl: '/v1/files/g.png',
    });
  });

  it('resends once with the SAME key after a dropped connection', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { data: started }));
    await expect(startGeneration('p', 'g')).resolves.toEqual(started);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(0)['Idempotency-Key']).toMatch(UUID_V4);
    expect(headersOf(1)['Idempotency-Key']).toBe(headersOf(0)['Idempotency-Key']);
  });

  it('keeps the key across a token refresh', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'TOKEN_EXPIRED', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { data: { tokens: tokens(2) } }))
      .mockResolvedValueOnce(json(201, { data: started }));
    await startGeneration('p', 'g', 'key-2');
    expect(headersOf(2)['Idempotency-Key']).toBe('key-2');
    expect(headersOf(2).Authorization).toBe('Bearer access-2');
  });

  it('turns a 402 into an ApiError with the server code and message', async () => {
    fetchMock.mockResolvedValueOnce(
      json(402, {
        code: 'INSUFFICIENT_CREDITS',
        message: 'You have no credits left. Purchase credits to continue.',
      }),
    );
    const err = await startGeneration('p', 'g').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: 'You have no credits left. Purchase credits to continue.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after two network failures with a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(startGeneration('p', 'g')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
