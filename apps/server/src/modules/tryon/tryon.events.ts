import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VtonRequestRow } from '../../db/schema/tryon';
import type { AppDeps } from '../../lib/deps';
import * as repo from './tryon.repo';
import type { TryonRuntime } from './tryon.runtime';
import { present } from './tryon.service';

const isFinal = (row: VtonRequestRow) => row.status === 'COMPLETED' || row.status === 'FAILED';

/**
 * Streams `status` events for one generation until it is final. Changes made in this process
 * arrive at once through the runtime bus; changes made by workers in other processes are picked
 * up by a 1 s database check. A comment line every 15 s keeps proxies from closing the stream.
 */
export async function streamGenerationEvents(
  deps: AppDeps,
  runtime: TryonRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  first: VtonRequestRow,
  pollMs = 1000,
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
  let stopAll = () => undefined as void;
  const finished = new Promise<void>((resolve) => {
    const send = (row: VtonRequestRow) => {
      if (closed) return;
      const stamp = `${row.status}|${row.stage}|${row.updatedAt.toISOString()}`;
      if (stamp === lastSent) return;
      lastSent = stamp;
      res.write(`event: status\nid: ${stamp}\ndata: ${JSON.stringify(present(deps, row))}\n\n`);
      if (isFinal(row)) stopAll();
    };
    const unwatch = runtime.watch(first.id, send);
    const poll = setInterval(() => {
      repo
        .findRequestById(deps.db, first.id)
        .then((row) => (row ? send(row) : stopAll()))
        .catch((err: unknown) => request.log.error({ err }, 'event stream poll failed'));
    }, pollMs);
    const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
    stopAll = () => {
      if (closed) return;
      closed = true;
      unwatch();
      clearInterval(poll);
      clearInterval(ping);
      res.end();
      resolve();
    };
    request.raw.on('close', stopAll);
    res.write('retry: 2000\n\n');
    send(first);
  });
  await finished;
}
