import { apiResponse } from './api-client';

/** Opens a server-sent event stream under /v1 through the API client (auth, refresh on 401). */
export async function openEventStream(path: string, signal: AbortSignal): Promise<Response> {
  const res = await apiResponse(path, {
    headers: { Accept: 'text/event-stream' },
    signal,
    timeoutMs: null,
  });
  if (!res.body) throw new Error('The event stream has no body');
  return res;
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
