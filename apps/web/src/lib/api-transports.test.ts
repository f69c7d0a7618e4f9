import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expired, FakeXhr, json, refreshed, testUser, tokens } from '@/test/api-fixtures';
import { api } from './api-client';
import { ApiError } from './api-error';
import { useAuthStore } from './auth-store';
import { openEventStream, readEventData } from './sse';

// Every transport of the one client (JSON, XHR upload, event stream) shares the session logic:
// bearer token, one refresh and one retry on 401, a lost session expired.

const Files = z.object({ data: z.array(z.object({ id: z.string(), url: z.string() })) });
const file = { id: 'f1', url: '/v1/files/f1.png' };

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.replies = [];
  FakeXhr.sent = [];
  useAuthStore.getState().setSession(testUser, tokens(1));
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearSession();
});

const upload = (onProgress?: (p: number) => void) => {
  const formData = new FormData();
  formData.append('file', new Blob(['x']), 'x.png');
  return api.upload('/upload', formData, { schema: Files, onProgress });
};

describe('upload with progress', () => {
  it('sends the bearer token, reports progress and parses the answer', async () => {
    FakeXhr.replies.push({ status: 201, body: { data: [file] } });
    const progress: number[] = [];
    await expect(upload((p) => progress.push(p))).resolves.toEqual([file]);
    expect(FakeXhr.sent[0]).toMatchObject({ method: 'POST', url: '/v1/upload' });
    expect(FakeXhr.sent[0]!.headers.Authorization).toBe('Bearer access-1');
    expect(FakeXhr.sent[0]!.body).toBeInstanceOf(FormData);
    expect(progress).toEqual([50, 100]);
  });

  it('on 401 refreshes once and resends the upload with the new token', async () => {
    FakeXhr.replies.push({ status: 401, body: { code: 'TOKEN_EXPIRED', message: 'expired' } });
    FakeXhr.replies.push({ status: 201, body: { data: [file] } });
    fetchMock.mockResolvedValueOnce(refreshed(2));
    await expect(upload()).resolves.toEqual([file]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/auth/refresh-tokens');
    expect(FakeXhr.sent.map((s) => s.headers.Authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('ends the session when the refresh fails', async () => {
    FakeXhr.replies.push({ status: 401, body: { code: 'TOKEN_EXPIRED', message: 'expired' } });
    fetchMock.mockResolvedValueOnce(json(401, { code: 'INVALID_TOKEN', message: 'reused' }));
    await expect(upload()).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('rejects an answer that breaks the contract with INVALID_RESPONSE', async () => {
    FakeXhr.replies.push({ status: 201, body: { data: [{ id: 'f1' }] } });
    const err = await upload().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

const sse = (...events: unknown[]) =>
  new Response(events.map((e) => `event: status\ndata: ${JSON.stringify(e)}\n\n`).join(''), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });

describe('event stream', () => {
  it('on 401 refreshes once and reopens the stream with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(refreshed(2))
      .mockResolvedValueOnce(sse({ n: 1 }, { n: 2 }));
    const res = await openEventStream('/vton/1/events', new AbortController().signal);
    const seen: unknown[] = [];
    await readEventData(res, (d) => (seen.push(d), false));
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    const auth = (i: number) =>
      ((fetchMock.mock.calls[i]![1] as RequestInit).headers as Record<string, string>)
        .Authorization;
    expect([auth(0), auth(2)]).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect((fetchMock.mock.calls[2]![1] as RequestInit).headers).toMatchObject({
      Accept: 'text/event-stream',
    });
  });

  it('fails with an ApiError (the caller falls back to polling) when refused', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { code: 'NOT_FOUND', message: 'Not found' }));
    const opened = openEventStream('/vton/1/events', new AbortController().signal);
    await expect(opened).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
