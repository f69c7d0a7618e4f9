import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { findBalanceLedgerMismatches } from '../src/modules/credits/ledger.repo';

/**
 * The money invariant (ARCHITECTURE.md): for every user, the balance equals the sum of the
 * ledger, and no balance or ledger row is ever negative. Call it at the end of every scenario.
 */
export async function expectLedgerConsistent(database: Database): Promise<void> {
  expect(await findBalanceLedgerMismatches(database.db)).toEqual([]);
  const [negatives] = await database.query<{ n: string }>(
    `SELECT count(*) AS n FROM credit_ledger WHERE balance_after < 0 OR balance_before < 0`,
  );
  expect(Number(negatives?.n)).toBe(0);
  const [chains] = await database.query<{ n: string }>(
    `SELECT count(*) AS n FROM credit_ledger
      WHERE balance_after <> balance_before + CASE WHEN type = 'CREDIT' THEN amount ELSE -amount END`,
  );
  expect(Number(chains?.n)).toBe(0);
}
