import { TryonError } from '@drape/tryon/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failingEngine, fakeEngine, switchableEngine } from '../../../test/fake-engines';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
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
import { runReportsCommand } from './reports.cli';

describe('Not happy with this result? (POST /v1/vton/:id/report)', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const engines = switchableEngine(fakeEngine());

  beforeAll(async () => {
    t = await createTestApp(
      { REPORT_DAILY_LIMIT: '2', REPORT_MAX_SHARE_PERCENT: '50' },
      { engine: engines.engine },
    );
    alice = await t.registerUser();
    bob = await t.registerUser();
    await setBalance(t, alice.id, 40);
    await setBalance(t, bob.id, 40);
  });
  afterAll(async () => {
    await expectLedgerConsistent(t.database);
    await t.close();
  });

  async function completed(user: TestUser, extra: object = {}) {
    const res = await t.call({
      method: 'POST',
      url: '/v1/vton/generate',
      headers: user.headers,
      payload: { ...(await uploadPair(t, user)), ...extra },
    });
    await drain(t);
    return res.body.data.id as string;
  }
  const report = (user: TestUser, id: string, payload: object) =>
    t.call({ method: 'POST', url: `/v1/vton/${id}/report`, headers: user.headers, payload });

  it('refunds the credit as a refund row and queues a free regeneration with adjusted options', async () => {
    const carol = await t.registerUser();
    await setBalance(t, carol.id, 10);
    const id = await completed(carol, { title: 'Jeans', sku: 'J-1', category: 'upper' });
    const before = await balanceOf(t, carol.id);
    const res = await report(carol, id, {
      reason: 'wrong-length',
      options: { category: 'lower', mode: 'replace' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.balance).toBe(before! + 1);
    expect(res.body.data.report).toMatchObject({
      generationId: id,
      reason: 'wrong-length',
      details: null,
      regenerationId: res.body.data.regeneration.id,
    });
    expect(await ledgerKinds(t, id)).toEqual(['refund', 'usage']);
    expect((await status(t, carol, id)).body.data.reportedAt).not.toBeNull();

    const againId = res.body.data.regeneration.id;
    await drain(t);
    const again = (await status(t, carol, againId)).body.data;
    expect(again).toMatchObject({
      status: 'COMPLETED',
      regeneratedFromId: id,
      category: 'lower',
      mode: 'replace',
      garmentPhotoType: 'auto',
      title: 'Jeans',
      sku: 'J-1',
    });
    expect(await ledgerKinds(t, againId)).toEqual([]);
    expect(await balanceOf(t, carol.id)).toBe(before! + 1);

    const twice = await report(carol, id, { reason: 'wrong-fit' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This result has already been reported');
    const ofFree = await report(carol, againId, { reason: 'wrong-fit' });
    expect(ofFree.status).toBe(409);
  });

  it('refunds exactly once when the same result is reported many times at once', async () => {
    const dave = await t.registerUser();
    await setBalance(t, dave.id, 10);
    const id = await completed(dave);
    const before = await balanceOf(t, dave.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => report(dave, id, { reason: 'colours-wrong' })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await ledgerKinds(t, id)).toEqual(['refund', 'usage']);
    expect(await balanceOf(t, dave.id)).toBe(before! + 1);
    const [n] = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM vton_requests WHERE regenerated_from_id = $1',
      [id],
    );
    expect(Number(n?.n)).toBe(1);
    await drain(t);
  });

  it('refuses what cannot be reported, with nothing refunded', async () => {
    const id = await completed(alice);
    expect((await report(bob, id, { reason: 'wrong-fit' })).status).toBe(404);
    const other = await report(alice, id, { reason: 'other' });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('Please tell us what went wrong');
    expect((await report(alice, id, { reason: 'shoes' })).status).toBe(400);
    const pending = await generate(t, alice.headers, await uploadPair(t, alice));
    const notDone = await report(alice, pending.body.data.id, { reason: 'wrong-fit' });
    expect(notDone.status).toBe(409);
    expect(notDone.body.message).toBe('Only a finished result can be reported');
    await drain(t);
    expect(await ledgerKinds(t, id)).toEqual(['usage']);
  });

  it('does not refund a free regeneration that fails (it was never charged)', async () => {
    const erin = await t.registerUser();
    await setBalance(t, erin.id, 10);
    const id = await completed(erin);
    const res = await report(erin, id, { reason: 'other', details: 'Sleeves vanished' });
    expect(res.status).toBe(201);
    const balance = await balanceOf(t, erin.id);
    engines.use(failingEngine(new TryonError('NO_PERSON')));
    await drain(t);
    engines.use(fakeEngine());
    const again = (await status(t, erin, res.body.data.regeneration.id)).body.data;
    expect(again.status).toBe('FAILED');
    expect(await ledgerKinds(t, again.id)).toEqual([]);
    expect(await balanceOf(t, erin.id)).toBe(balance);
  });

  it('caps reports per day and as a share of the generations made', async () => {
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await completed(bob));
    expect((await report(bob, ids[0]!, { reason: 'wrong-fit', regenerate: false })).status).toBe(
      201,
    );
    expect((await report(bob, ids[1]!, { reason: 'wrong-fit', regenerate: false })).status).toBe(
      201,
    );
    const third = await report(bob, ids[2]!, { reason: 'wrong-fit' });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('REPORT_LIMIT_REACHED');
    expect(third.body.message).toMatch(/at most 2 results a day/);
    expect(third.headers['retry-after']).toBe('86400');
    expect(await ledgerKinds(t, ids[2]!)).toEqual(['usage']);

    const frank = await t.registerUser();
    await setBalance(t, frank.id, 10);
    const first = await completed(frank);
    const second = await completed(frank);
    expect((await report(frank, first, { reason: 'wrong-fit', regenerate: false })).status).toBe(
      201,
    );
    const share = await report(frank, second, { reason: 'wrong-fit' });
    expect(share.status).toBe(429);
    expect(share.body.message).toMatch(/limited to 50% of your generations/);
  });

  it('lists the reports for the operator as a table, CSV and JSON', async () => {
    const json = JSON.parse(await runReportsCommand(t.database.db, ['list', '--format', 'json']));
    expect(json.length).toBeGreaterThanOrEqual(4);
    expect(json[0]).toHaveProperty('reason');
    const detailed = json.find((r: { details: string | null }) => r.details === 'Sleeves vanished');
    expect(detailed.regenerationStatus).toBe('FAILED');
    const csv = await runReportsCommand(t.database.db, ['list', '--format', 'csv', '--limit', '2']);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,email,userId,generationId,reason,details,regenerationId,regenerationStatus',
    );
    expect(lines).toHaveLength(3);
    expect(await runReportsCommand(t.database.db, ['list'])).toContain(bob.email);
    await expect(runReportsCommand(t.database.db, ['list', '--format', 'xml'])).rejects.toThrow(
      /--format/,
    );
  });
});
