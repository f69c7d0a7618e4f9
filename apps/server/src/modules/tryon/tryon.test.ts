import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TryonError } from '@drape/tryon/errors';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VtonRequestRow } from '../../db/schema/tryon';
import {
  fakeEngine,
  failingEngine,
  flakyEngine,
  hangingEngine,
  switchableEngine,
} from '../../../test/fake-engines';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { multipart, makeJpeg, makePng } from '../../../test/images';
import { expectLedgerConsistent } from '../../../test/ledger-invariant';
import {
  balanceOf,
  drain,
  generate,
  ledgerKinds,
  setBalance,
  status,
  uploadPair,
} from '../../../test/tryon-helpers';
import { runWorker } from '../../worker';
import { createApiKeySecret, hashApiKey } from '../api-keys/api-keys.format';
import { markProcessing } from './tryon.repo';
import { TRYON_JOB } from './tryon.handler';

describe('try-on generations', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const calls = { n: 0 };
  const engines = switchableEngine(fakeEngine(calls));
  const finished: VtonRequestRow[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { PUBLIC_URL: 'http://drape.test', TRYON_TIMEOUT_SECONDS: '1', JOB_MAX_ATTEMPTS: '2' },
      { engine: engines.engine },
    );
    t.app.deps.events.on('generation.finished', (row) => void finished.push(row));
    alice = await t.registerUser();
    bob = await t.registerUser();
    await setBalance(t, alice.id, 100);
  });
  afterAll(async () => {
    await expectLedgerConsistent(t.database);
    await t.close();
  });

  const local = (url: string) => url.replace('http://drape.test', '');

  it('runs a generation end to end: PENDING, charged, worker, COMPLETED with result and thumbnail', async () => {
    engines.use(fakeEngine(calls));
    const pair = await uploadPair(t, alice);
    const before = await balanceOf(t, alice.id);
    const res = await generate(t, alice.headers, pair);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ id: expect.any(String), userId: alice.id, status: 'PENDING' });
    const id = res.body.data.id;
    expect(await balanceOf(t, alice.id)).toBe(before! - 1);
    const pending = await status(t, alice, id);
    expect(pending.body.data).toMatchObject({
      status: 'PENDING',
      stage: 'queued',
      resultImageUrl: null,
    });

    expect(await drain(t)).toBe(1);
    const done = (await status(t, alice, id)).body.data;
    expect(done).toMatchObject({
      status: 'COMPLETED',
      stage: 'done',
      engine: 'local',
      width: 48,
      height: 64,
      errorMessage: null,
      error_message: null,
    });
    expect(done.resultImageUrl).toBe(done.result_url);
    expect(done.result.imageUrl).toBe(done.resultImageUrl);
    expect(done.completed_at).toBe(done.completedAt);
    expect(done.created_at).toBe(done.createdAt);
    const image = await t.app.inject({
      method: 'GET',
      url: local(done.resultImageUrl),
      headers: alice.headers,
    });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(48);
    const thumb = await t.app.inject({
      method: 'GET',
      url: local(done.thumbnailUrl),
      headers: alice.headers,
    });
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(
      (await t.app.inject({ method: 'GET', url: local(done.resultImageUrl), headers: bob.headers }))
        .statusCode,
    ).toBe(404);
    expect(await ledgerKinds(t, id)).toEqual(['usage']);
    expect(finished.map((r) => r.id)).toContain(id);
    expect(t.outbox().some((m) => m.to === alice.email && /ready/.test(m.subject))).toBe(true);
  });

  it('keeps every generation private: another user gets 404 everywhere', async () => {
    const pair = await uploadPair(t, alice);
    const id = (await generate(t, alice.headers, pair)).body.data.id;
    await drain(t);
    expect((await status(t, bob, id)).status).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/v1/vton/${id}/events`, headers: bob.headers })).status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/v1/vton/${id}`, headers: bob.headers })).status,
    ).toBe(404);
    const bulk = await t.call({
      method: 'POST',
      url: '/v1/vton/bulk-delete',
      payload: { ids: [id] },
      headers: bob.headers,
    });
    expect(bulk.body.data).toEqual({ deleted: [], skipped: [{ id, reason: 'not found' }] });
    const list = await t.call({
      method: 'GET',
      url: `/v1/vton/list?search=${id}`,
      headers: bob.headers,
    });
    expect(list.body.data.pagination.total).toBe(0);
    expect((await status(t, alice, id)).body.data.status).toBe('COMPLETED');
    expect((await t.call({ method: 'GET', url: `/v1/vton/status/${id}` })).status).toBe(401);
  });

  it("refuses someone else's image URL (404) and charges nothing", async () => {
    const bobs = await uploadPair(t, bob);
    const mine = await uploadPair(t, alice);
    const before = await balanceOf(t, alice.id);
    const res = await generate(t, alice.headers, {
      personImageUrl: bobs.personImageUrl,
      garmentImageUrl: mine.garmentImageUrl,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/Person image not found/);
    const bad = await generate(t, alice.headers, {
      personImageUrl: 'https://evil.example/x.jpg',
      garmentImageUrl: mine.garmentImageUrl,
    });
    expect(bad.status).toBe(400);
    const traversal = await generate(t, alice.headers, {
      personImageUrl: `/v1/files/u/${alice.id}/../${bob.id}/x.jpg`,
      garmentImageUrl: mine.garmentImageUrl,
    });
    expect(traversal.status).toBe(404);
    expect(await balanceOf(t, alice.id)).toBe(before);
  });

  it('fails with the engine message, refunds once and e-mails only when the user wants it', async () => {
    engines.use(failingEngine(new TryonError('NO_PERSON')));
    const pair = await uploadPair(t, alice);
    const before = await balanceOf(t, alice.id);
    const id = (await generate(t, alice.headers, pair)).body.data.id;
    await drain(t);
    const row = (await status(t, alice, id)).body.data;
    expect(row).toMatchObject({
      status: 'FAILED',
      errorMessage: new TryonError('NO_PERSON').message,
    });
    expect(row.error_message).toBe(row.errorMessage);
    expect(row.resultImageUrl).toBeNull();
    expect(await balanceOf(t, alice.id)).toBe(before);
    expect(await ledgerKinds(t, id)).toEqual(['refund', 'usage']);
    expect(t.outbox().some((m) => m.subject.includes('could not be created'))).toBe(false); // default off

    await t.call({
      method: 'PATCH',
      url: '/v1/users/preferences',
      payload: { notifications: { generationFailed: true } },
      headers: alice.headers,
    });
    const id2 = (await generate(t, alice.headers, pair)).body.data.id;
    await drain(t);
    expect(t.outbox().filter((m) => m.text.includes(id2))).toHaveLength(1);
    engines.use(fakeEngine(calls));
  });

  it('times out a hung engine, retries it (JOB_MAX_ATTEMPTS=2), then fails and refunds', async () => {
    engines.use(hangingEngine());
    const pair = await uploadPair(t, alice);
    const id = (await generate(t, alice.headers, pair)).body.data.id;
    expect(await drain(t)).toBe(2);
    const row = (await status(t, alice, id)).body.data;
    expect(row).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      errorMessage: new TryonError('TIMEOUT').message,
    });
    expect(await ledgerKinds(t, id)).toEqual(['refund', 'usage']);
    engines.use(fakeEngine(calls));
  });

  it('retries a retryable failure and completes, charged once', async () => {
    engines.use(flakyEngine(1));
    const pair = await uploadPair(t, alice);
    const id = (await generate(t, alice.headers, pair)).body.data.id;
    expect(await drain(t)).toBe(2);
    expect((await status(t, alice, id)).body.data).toMatchObject({
      status: 'COMPLETED',
      attempts: 2,
    });
    expect(await ledgerKinds(t, id)).toEqual(['usage']);
    engines.use(fakeEngine(calls));
  });

  describe('a worker that dies mid-job', () => {
    const queue = () => t.ctx.deps.queue;
    async function startAndDie() {
      const pair = await uploadPair(t, alice);
      const id = (await generate(t, alice.headers, pair)).body.data.id as string;
      const job = await queue().claim(TRYON_JOB, 'dead-worker', 300);
      expect(job?.payload.generationId).toBe(id);
      await markProcessing(t.app.deps.db, id, job!.attempts);
      return { id, job: job! };
    }
    const expireLease = (jobId: string) =>
      t.database.query(`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1`, [
        jobId,
      ]);

    it('is not recovered while its lease runs', async () => {
      const { id, job } = await startAndDie();
      expect(await drain(t)).toBe(0);
      expect((await status(t, alice, id)).body.data.status).toBe('PROCESSING');
      await expireLease(job.id);
      expect(await drain(t)).toBe(1);
      expect((await status(t, alice, id)).body.data.status).toBe('COMPLETED');
    });

    it('is retried after the lease expires and completes, charged once', async () => {
      const { id, job } = await startAndDie();
      await expireLease(job.id);
      expect(await drain(t)).toBe(1);
      expect((await status(t, alice, id)).body.data).toMatchObject({
        status: 'COMPLETED',
        attempts: 2,
      });
      expect(await ledgerKinds(t, id)).toEqual(['usage']);
      // The dead worker coming back cannot finish or fail the job any more.
      expect(await queue().complete(job.id, 'dead-worker')).toBe(false);
      expect(await queue().fail(job.id, 'dead-worker', 'x')).toBe(false);
    });

    it('on its last attempt is failed and refunded exactly once, however often recovery runs', async () => {
      const { id, job } = await startAndDie();
      await t.database.query('UPDATE jobs SET attempts = max_attempts WHERE id = $1', [job.id]);
      await expireLease(job.id);
      const before = await balanceOf(t, alice.id);
      await Promise.all([drain(t), drain(t), t.ctx.worker.runOnce(TRYON_JOB)]);
      await drain(t);
      const row = (await status(t, alice, id)).body.data;
      expect(row.status).toBe('FAILED');
      expect(row.errorMessage).toMatch(/stopped unexpectedly.*refunded/);
      expect(await ledgerKinds(t, id)).toEqual(['refund', 'usage']);
      expect(await balanceOf(t, alice.id)).toBe(before! + 1);
      await expectLedgerConsistent(t.database);
    });
  });

  describe('money under concurrency', () => {
    it('accepts exactly 10 of 50 parallel generations with a balance of 10', async () => {
      const carol = await t.registerUser();
      const pair = await uploadPair(t, carol);
      await setBalance(t, carol.id, 10);
      const results = await Promise.all(
        Array.from({ length: 50 }, () => generate(t, carol.headers, pair)),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 402)).toHaveLength(40);
      expect(results.find((r) => r.status === 402)?.body.code).toBe('INSUFFICIENT_CREDITS');
      expect(await balanceOf(t, carol.id)).toBe(0);
      const [reqs] = await t.database.query<{ n: string }>(
        'SELECT count(*) AS n FROM vton_requests WHERE user_id = $1',
        [carol.id],
      );
      expect(Number(reqs?.n)).toBe(10);
      const [jobs] = await t.database.query<{ n: string }>(
        `SELECT count(*) AS n FROM jobs j JOIN vton_requests r ON r.id = (j.payload->>'generationId')::uuid WHERE r.user_id = $1`,
        [carol.id],
      );
      expect(Number(jobs?.n)).toBe(10);
      await expectLedgerConsistent(t.database);
      await drain(t);
    });

    it('charges an Idempotency-Key retry once and returns the same generation', async () => {
      const pair = await uploadPair(t, alice);
      const key = `retry-${randomUUID()}`;
      const before = await balanceOf(t, alice.id);
      const all = await Promise.all(
        Array.from({ length: 5 }, () =>
          generate(t, alice.headers, pair, { 'idempotency-key': key }),
        ),
      );
      const ids = new Set(all.map((r) => r.body.data.id));
      expect(ids.size).toBe(1);
      expect(all.filter((r) => r.status === 201)).toHaveLength(1);
      expect(all.filter((r) => r.status === 200)).toHaveLength(4);
      expect(await balanceOf(t, alice.id)).toBe(before! - 1);
      const other = await uploadPair(t, alice);
      const conflict = await generate(t, alice.headers, other, { 'idempotency-key': key });
      expect(conflict.status).toBe(409);
      await drain(t);
    });
  });

  it('says 402 with the spec message when there are no credits, and leaves nothing behind', async () => {
    const dave = await t.registerUser();
    const pair = await uploadPair(t, dave);
    await setBalance(t, dave.id, 0);
    const res = await generate(t, dave.headers, pair);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: 'You have no credits left. Purchase credits to continue.',
    });
    const [n] = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM vton_requests WHERE user_id = $1',
      [dave.id],
    );
    expect(Number(n?.n)).toBe(0);
  });

  it('accepts multipart generate with both files, and removes the uploads when refused', async () => {
    const erin = await t.registerUser();
    const body = multipart([
      { name: 'personImage', value: await makeJpeg(48, 64), filename: 'p.jpg' },
      { name: 'garmentImage', value: await makePng(), filename: 'g.png' },
    ]);
    const res = await t.call({
      method: 'POST',
      url: '/v1/vton/generate',
      payload: body.payload,
      headers: { ...body.headers, ...erin.headers },
    });
    expect(res.body).toMatchObject({ data: { status: 'PENDING' } });
    await drain(t);
    expect((await status(t, erin, res.body.data.id)).body.data.status).toBe('COMPLETED');

    await setBalance(t, erin.id, 0);
    const again = await t.call({
      method: 'POST',
      url: '/v1/vton/generate',
      payload: body.payload,
      headers: { ...body.headers, ...erin.headers },
    });
    expect(again.status).toBe(402);
    const [n] = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM uploads WHERE user_id = $1',
      [erin.id],
    );
    expect(Number(n?.n)).toBe(2);
  });

  it('works with an API key and counts its usage inside the generate transaction', async () => {
    const frank = await t.registerUser();
    const secret = createApiKeySecret('test');
    const [key] = await t.database.query<{ id: string }>(
      `INSERT INTO api_keys (user_id, name, key_hash, key_prefix, max_usage) VALUES ($1, 'ci', $2, $3, 1) RETURNING id`,
      [frank.id, hashApiKey(secret.key), secret.keyPrefix],
    );
    {
      const apiHeaders = { 'x-api-key': secret.key };
      const person = multipart([
        { name: 'folder', value: 'vton-persons' },
        { name: 'file', value: await makeJpeg(), filename: 'p.jpg' },
      ]);
      const up = await t.call({
        method: 'POST',
        url: '/v1/upload',
        payload: person.payload,
        headers: { ...person.headers, ...apiHeaders },
      });
      expect(up.status).toBe(201);
      const garment = multipart([{ name: 'file', value: await makePng(), filename: 'g.png' }]);
      const up2 = await t.call({
        method: 'POST',
        url: '/v1/upload',
        payload: garment.payload,
        headers: { ...garment.headers, ...apiHeaders },
      });
      const pair = { personImageUrl: up.body.data[0].url, garmentImageUrl: up2.body.data[0].url };
      const ok = await generate(t, apiHeaders, pair);
      expect(ok.status).toBe(201);
      const [row] = await t.database.query<{ api_key_id: string }>(
        'SELECT api_key_id FROM vton_requests WHERE id = $1',
        [ok.body.data.id],
      );
      expect(row?.api_key_id).toBe(key!.id);
      const before = await balanceOf(t, frank.id);
      const limited = await generate(t, apiHeaders, pair);
      expect(limited.status).toBe(429);
      expect(await balanceOf(t, frank.id)).toBe(before);
      const [usage] = await t.database.query<{ usage_count: number }>(
        'SELECT usage_count FROM api_keys WHERE id = $1',
        [key!.id],
      );
      expect(usage?.usage_count).toBe(1);
      // The request log shows what each request spent: the accepted one 1, the refused one 0.
      await t.ctx.apiKeyActivity.flush();
      const logged = await t.database.query<{ status_code: number; credits_spent: number }>(
        `SELECT status_code, credits_spent FROM api_key_requests
          WHERE api_key_id = $1 AND route = '/v1/vton/generate' ORDER BY created_at`,
        [key!.id],
      );
      expect(logged).toEqual([
        { status_code: 201, credits_spent: 1 },
        { status_code: 429, credits_spent: 0 },
      ]);
      await drain(t);
      const st = await t.call({
        method: 'GET',
        url: `/v1/vton/status/${ok.body.data.id}`,
        headers: apiHeaders,
      });
      expect(st.body.data.status).toBe('COMPLETED');
      const file = await t.app.inject({
        method: 'GET',
        url: local(st.body.data.resultImageUrl),
        headers: apiHeaders,
      });
      expect(file.statusCode).toBe(200);
      const list = await t.call({ method: 'GET', url: '/v1/vton/list', headers: apiHeaders });
      expect(list.body.data.pagination.total).toBe(1);
      expect(
        (
          await t.call({
            method: 'DELETE',
            url: `/v1/vton/${ok.body.data.id}`,
            headers: apiHeaders,
          })
        ).status,
      ).toBe(204);
    }
  });

  it('streams status events until the generation is final', async () => {
    const pair = await uploadPair(t, alice);
    const id = (await generate(t, alice.headers, pair)).body.data.id;
    await drain(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/vton/${id}/events`,
      headers: alice.headers,
    });
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    const events = res.body.split('\n\n').filter((b) => b.startsWith('event: status'));
    expect(events).toHaveLength(1);
    const data = JSON.parse(events[0]!.split('\ndata: ')[1]!);
    expect(data).toMatchObject({ id, status: 'COMPLETED' });
  });

  it('pushes live stage changes over SSE from a running worker', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const pair = await uploadPair(t, alice);
    const id = (await generate(t, alice.headers, pair)).body.data.id;
    const res = await fetch(`http://127.0.0.1:${address.port}/v1/vton/${id}/events`, {
      headers: alice.headers,
    });
    const text = res.text();
    await runWorker(t.ctx);
    const seen = (await text)
      .split('\n\n')
      .filter((b) => b.startsWith('event: status'))
      .map((b) => JSON.parse(b.split('\ndata: ')[1]!) as { status: string; stage: string });
    expect(seen[0]).toMatchObject({ status: 'PENDING' });
    expect(seen.at(-1)).toMatchObject({ status: 'COMPLETED' });
    expect(seen.map((e) => e.stage)).toEqual(
      expect.arrayContaining(['analysing-person', 'compositing']),
    );
    await t.ctx.worker.stop();
  });

  describe('list and delete', () => {
    let gina: TestUser;
    const ids: string[] = [];
    beforeAll(async () => {
      gina = await t.registerUser();
      await setBalance(t, gina.id, 10);
      const pair = await uploadPair(t, gina);
      for (let i = 0; i < 5; i += 1) ids.push((await generate(t, gina.headers, pair)).body.data.id);
      await drain(t);
      engines.use(failingEngine(new TryonError('BLANK_GARMENT')));
      ids.push((await generate(t, gina.headers, pair)).body.data.id);
      await drain(t);
      engines.use(fakeEngine(calls));
      ids.push((await generate(t, gina.headers, pair)).body.data.id); // stays PENDING
    });
    const list = (q: string) =>
      t.call({ method: 'GET', url: `/v1/vton/list?${q}`, headers: gina.headers });

    it('filters, sorts, searches and pages with totals', async () => {
      const all = await list('limit=3');
      expect(all.body.data.pagination).toEqual({ page: 1, limit: 3, total: 7, totalPages: 3 });
      expect(all.body.data.requests[0].id).toBe(ids[6]);
      expect(all.body.data.requests[0].thumbnailUrl).toBeNull();
      const oldest = await list('sort=oldest&limit=1');
      expect(oldest.body.data.requests[0].id).toBe(ids[0]);
      expect((await list('status=completed')).body.data.pagination.total).toBe(5);
      expect(
        (await list('status=FAILED')).body.data.requests.map((r: { id: string }) => r.id),
      ).toEqual([ids[5]]);
      expect((await list('status=pending')).body.data.pagination.total).toBe(1);
      expect((await list('status=processing')).body.data.pagination.total).toBe(0);
      expect((await list(`search=${ids[2]!.slice(0, 8)}`)).body.data.requests[0].id).toBe(ids[2]);
      expect((await list('search=%25')).body.data.pagination.total).toBe(0);
      const page3 = await list('limit=3&page=3');
      expect(page3.body.data.requests).toHaveLength(1);
      expect((await list('status=weird')).status).toBe(400);
      expect((await list('limit=101')).status).toBe(400);
      const completed = (await list('status=completed&limit=1')).body.data.requests[0];
      expect(completed.thumbnailUrl).toMatch(/vton-thumbs/);
    });

    it('deletes a finished generation and its files; refuses a running one', async () => {
      const row = (await status(t, gina, ids[0]!)).body.data;
      const [r] = await t.database.query<{ result_key: string; thumbnail_key: string }>(
        'SELECT result_key, thumbnail_key FROM vton_requests WHERE id = $1',
        [ids[0]],
      );
      const file = join(t.dataDir, 'files', r!.result_key);
      expect(existsSync(file)).toBe(true);
      expect(row.status).toBe('COMPLETED');
      expect(
        (await t.call({ method: 'DELETE', url: `/v1/vton/${ids[0]}`, headers: gina.headers }))
          .status,
      ).toBe(204);
      expect(existsSync(file)).toBe(false);
      expect(existsSync(join(t.dataDir, 'files', r!.thumbnail_key))).toBe(false);
      expect((await status(t, gina, ids[0]!)).status).toBe(404);
      const running = await t.call({
        method: 'DELETE',
        url: `/v1/vton/${ids[6]}`,
        headers: gina.headers,
      });
      expect(running.status).toBe(409);
    });

    it('bulk-deletes the finished ones it owns and says what it skipped', async () => {
      const missing = randomUUID();
      const res = await t.call({
        method: 'POST',
        url: '/v1/vton/bulk-delete',
        payload: { ids: [ids[1], ids[5], ids[6], missing] },
        headers: gina.headers,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.deleted.sort()).toEqual([ids[1], ids[5]].sort());
      expect(res.body.data.skipped).toEqual([
        { id: ids[6], reason: expect.stringMatching(/still running/) },
        { id: missing, reason: 'not found' },
      ]);
      expect((await list('')).body.data.pagination.total).toBe(4);
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/v1/vton/bulk-delete',
            payload: { ids: [] },
            headers: gina.headers,
          })
        ).status,
      ).toBe(400);
      await drain(t);
    });
  });
});
