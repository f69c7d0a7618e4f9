import { buildUrl, refreshAccessToken } from './api-client';
import { useAuthStore } from './auth-store';

/** Opens a server-sent event stream under /v1 with the session's token (refreshed once on 401). */
export async function openEventStream(path: string, signal: AbortSignal): Promise<Response | null> {
  const open = (token: string | null) =>
    fetch(buildUrl(path), {
      headers: {
        Accept: 'text/event-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal,
    });
  let res = await open(useAuthStore.getState().accessToken);
  if (res.status === 401) res = await open(await refreshAccessToken());
  return res.ok && res.body ? res : null;
}

/**
 * Reads `data:` lines of a stream's events and hands each parsed JSON value to `onData`; stops
 * when the stream ends or `onData` returns true (a final event).
 */
export async function readEventData(
  res: Response,
  onData: (data: unknown) => boolean,
): Promise<void> {
  if (!res.body) return;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      if (!data) continue;
      if (onData(JSON.parse(data))) {
        await reader.cancel();
        return;
      }
    }
  }
}
