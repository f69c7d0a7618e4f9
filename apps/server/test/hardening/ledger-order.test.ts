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

/** The history as the API returns it, newest first; each row's "before" is the next's "after". */
async function expectChained(user: TestUser) {
  const res = await t.call({
    method: 'GET',
    url: '/v1/transactions/my?limit=50',
    headers: user.headers,
  });
  expect(res.status).toBe(200);
  const rows = res.body.data.results as { balanceBefore: number; balanceAfter: number }[];
  for (let i = 0; i + 1 < rows.length; i++) {
    expect(rows[i]?.balanceBefore, `row ${i}`).toBe(rows[i + 1]?.balanceAfter);
  }
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
