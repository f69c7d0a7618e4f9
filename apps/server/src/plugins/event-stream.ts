import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EventStreamSource<T> {
  first: T;
  /**
   * The resource's changes (LiveUpdates.follow): published in this process at once, found in
   * the database by the process's one shared poller otherwise; null once it is gone. Returns
   * the unsubscribe.
   */
  follow(listener: (row: T | null) => void): () => void;
  /** Identifies a state, so an unchanged one is not sent twice. */
  stampOf(row: T): string;
  isFinal(row: T): boolean;
  present(row: T): unknown;
}

/**
 * Streams `status` events until the resource is final. Changes made in this process arrive at
 * once; changes made by workers in other processes are picked up by the shared poll (no query of
 * its own per stream). A comment line every 15 s keeps proxies from closing the stream.
 */
export async function streamStatusEvents<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  source: EventStreamSource<T>,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  let lastSent = '';
  let closed = false;
  await new Promise<void>((resolve) => {
    const send = (row: T) => {
      const stamp = source.stampOf(row);
      if (closed || stamp === lastSent) return;
      lastSent = stamp;
      res.write(`event: status\nid: ${stamp}\ndata: ${JSON.stringify(source.present(row))}\n\n`);
      if (source.isFinal(row)) stop();
    };
    const unfollow = source.follow((row) => (row ? send(row) : stop()));
    const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
    function stop() {
      if (closed) return;
      closed = true;
      unfollow();
      clearInterval(ping);
      res.end();
      resolve();
    }
    request.raw.on('close', stop);
    res.write('retry: 2000\n\n');
    send(source.first);
  });
}
