import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLedgerEntry } from '../../src/modules/credits/ledger.repo';
import { createTestApp, testDbKind, type TestApp, type TestUser } from '../helpers';

// Issue 12 design item: the history was sorted by created_at (the transaction's start time), so
// after concurrent debits it came out of order. It is now sorted by the ledger's commit sequence.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const debit = (userId: string, n: number) => ({
  userId,
  type: 'DEBIT' as const,
  kind: 'adjustment' as const,
  amount: 1,
  description: `debit ${n}`,
});

type Balances = { balanceBefore: number; balanceAfter: number }[];

/** Newest first: each row's "before" is the next (older) row's "after". */
function expectLinked(rows: Balances, where: string) {
  for (let i = 0; i + 1 < rows.length; i++) {
    expect(rows[i]?.balanceBefore, `${where}, row ${i}`).toBe(rows[i + 1]?.balanceAfter);
  }
}

/** The transaction CSV export and the account's data export, as balances newest first. */
async function exportedHistories(user: TestUser): Promise<[Balances, Balances]> {
  const csv = await t.call({
    method: 'GET',
    url: '/v1/transactions/export.csv',
    headers: user.headers,
  });
  expect(csv.status).toBe(200);
  const [head, ...lines] = String(csv.body).trim().split('\r\n');
  const cols = head!.split(',');
  const [before, after] = [cols.indexOf('balanceBefore'), cols.indexOf('balanceAfter')];
  const fromCsv = lines
    .map((l) => l.split(','))
    .map((c) => ({
      balanceBefore: Number(c[before]),
      balanceAfter: Number(c[after]),
    }));
  const data = await t.call({ method: 'GET', url: '/v1/users/export', headers: user.headers });
  expect(data.status).toBe(200);
  return [fromCsv, (data.body as { ledger: Balances }).ledger];
}

/** The history, its CSV and the data export, newest first, each in commit order. */
async function expectChained(user: TestUser) {
  const res = await t.call({
    method: 'GET',
    url: '/v1/transactions/my?limit=50',
    headers: user.headers,
  });
  expect(res.status).toBe(200);
  const rows = res.body.data.results as Balances;
  expectLinked(rows, 'history');
  const [csv, exported] = await exportedHistories(user);
  expectLinked(csv, 'CSV export');
  expectLinked(exported, 'data export');
  expect(exported[0]).toMatchObject(rows[0]!);
  return rows;
}

describe('transaction history order', () => {
  it('follows the order entries committed, not their transactions’ start times', async () => {
    const user = await t.registerUser();
    const db = t.ctx.deps.db;
    await db.transaction((tx) => applyLedgerEntry(tx, debit(user.id, 1)));
    await db.transaction((tx) => applyLedgerEntry(tx, debit(user.id, 2)));
    // What a transaction that started first and committed last leaves: the later entry carries
    // the earlier timestamp (reproduced with real transactions on PostgreSQL below).
    await db.execute(sql`UPDATE credit_ledger SET created_at = created_at - interval '1 minute'
      WHERE user_id = ${user.id} AND description = 'debit 2'`);
    const rows = await expectChained(user);
    expect(rows[0]).toMatchObject({ balanceAfter: 1 });
  });

  it.skipIf(testDbKind === 'pglite')(
    'with real interleaved transactions (PostgreSQL)',
    async () => {
      const user = await t.registerUser();
      const db = t.ctx.deps.db;
      let started!: () => void;
      let go!: () => void;
      const isStarted = new Promise<void>((r) => (started = r));
      const gate = new Promise<void>((r) => (go = r));
      const first = db.transaction(async (tx) => {
        await tx.execute(sql`SELECT now()`); // fixes this transaction's now()
        started();
        await gate;
        await applyLedgerEntry(tx, debit(user.id, 1));
      });
      await isStarted;
      await new Promise((r) => setTimeout(r, 20)); // the second transaction starts later
      await db.transaction((tx) => applyLedgerEntry(tx, debit(user.id, 2)));
      go();
      await first;
      const rows = await expectChained(user);
      expect(rows[0]).toMatchObject({ balanceAfter: 1 });
    },
  );
});
