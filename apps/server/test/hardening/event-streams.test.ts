import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEngine } from '../fake-engines';
import { createTestApp, type TestApp, type TestUser } from '../helpers';
import { fakeShootRenderer, startShoot, upload } from '../photoshoot-helpers';
import { generate, setBalance, uploadPair } from '../tryon-helpers';

// Issue 12: "300 open SSE streams raised profile p95 from 16 ms to 347 ms" — every stream read
// the database every second. Now one poller per process reads every followed resource in one
// round; changes made outside this process's publish path (another process's worker) still
// reach every stream. The cost under load is in the README (bench/sse-streams.bench.ts).
let t: TestApp;
let user: TestUser;
let base: string;
const STREAMS = 12;

beforeAll(async () => {
  t = await createTestApp({}, { engine: fakeEngine(), shootRenderer: fakeShootRenderer() });
  user = await t.registerUser();
  await setBalance(t, user.id, 20);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Counts the statements sent to the database whose text matches `pattern`. */
function countQueries(pattern: RegExp) {
  const client = (t.ctx.deps.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
    .$client;
  const original = client.query;
  let n = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    if (text && pattern.test(text)) n += 1;
    return original.apply(this, args);
  };
  return { count: () => n, restore: () => void (client.query = original) };
}

interface Stream {
  events: { status?: string; stage?: string | null; images?: { status: string }[] }[];
  ended: Promise<void>;
  close(): void;
}

async function openStream(path: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${base}${path}`, { headers: user.headers, signal: abort.signal });
  expect(res.status).toBe(200);
  const stream: Stream = { events: [], ended: Promise.resolve(), close: () => abort.abort() };
  const decoder = new TextDecoder();
  let buffer = '';
  stream.ended = (async () => {
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const b of blocks.filter((x) => x.startsWith('event: status')))
          stream.events.push(JSON.parse(b.split('\ndata: ')[1]!));
      }
    } catch {
      // aborted by the test
    }
  })();
  return stream;
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 300 && !check(); i += 1) await new Promise((r) => setTimeout(r, 50));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe('event streams share one database poll per process', () => {
  it('reads a generation once per round for all its streams, and still delivers outside changes', async () => {
    const id = (await generate(t, user.headers, await uploadPair(t, user))).body.data.id;
    const reads = countQueries(/from "vton_requests"/i);
    try {
      const streams = await Promise.all(
        Array.from({ length: STREAMS }, () => openStream(`/v1/vton/${id}/events`)),
      );
      await until(() => streams.every((s) => s.events.length === 1), 'the first events');
      const atStart = reads.count();
      await new Promise((r) => setTimeout(r, 2500));
      // Each round reads the generation once for all streams (it was once per stream: 12 a round).
      expect(reads.count() - atStart).toBeLessThan(STREAMS / 2);

      // Another process's worker: the row changes in the database, nothing is published here.
      await t.database.query(
        `UPDATE vton_requests SET status = 'PROCESSING', stage = 'compositing', updated_at = now() + interval '1 second' WHERE id = $1`,
        [id],
      );
      await until(() => streams.every((s) => s.events.length === 2), 'the outside change');
      expect(streams[0]!.events[1]).toMatchObject({ status: 'PROCESSING', stage: 'compositing' });

      await t.database.query('DELETE FROM vton_requests WHERE id = $1', [id]);
      await Promise.all(streams.map((s) => s.ended)); // a deleted generation ends its streams
    } finally {
      reads.restore();
    }
  });

  it('reads photoshoot progress in one round for all streams and sends outside changes', async () => {
    const garment = await upload(t, user);
    const shoot = await startShoot(t, user.headers, {
      garments: [{ uploadId: garment.id }],
      modelIds: ['builtin-starter'],
      backdropIds: ['builtin-studio-ivory'],
      shots: ['three-quarter', 'close-up'],
    });
    expect(shoot.status).toBe(202);
    const shootId = shoot.body.data.id as string;
    const reads = countQueries(/from "photoshoot_images"/i);
    try {
      const streams = await Promise.all(
        Array.from({ length: STREAMS }, () => openStream(`/v1/photoshoots/${shootId}/events`)),
      );
      await until(() => streams.every((s) => s.events.length === 1), 'the first events');
      const atStart = reads.count();
      await new Promise((r) => setTimeout(r, 2500));
      expect(reads.count() - atStart).toBeLessThan(STREAMS / 2);

      await t.database.query(
        `UPDATE photoshoot_images SET status = 'FAILED', error_message = 'x', updated_at = now() WHERE photoshoot_id = $1`,
        [shootId],
      );
      await until(() => streams.every((s) => s.events.length >= 2), 'the outside change');
      const last = streams[0]!.events.at(-1)!;
      expect(last.images?.map((i) => i.status)).toEqual(['FAILED', 'FAILED']);
      streams.forEach((s) => s.close());
    } finally {
      reads.restore();
    }
  });
});
