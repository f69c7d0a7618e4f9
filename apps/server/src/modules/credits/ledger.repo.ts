import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, type LedgerRow } from '../../db/schema/credits';
import { users } from '../../db/schema/users';

export interface LedgerEntryInput {
  userId: string;
  type: 'CREDIT' | 'DEBIT';
  kind: LedgerRow['kind'];
  amount: number;
  description: string;
  paymentId?: string | null;
  orderId?: string | null;
  generationId?: string | null;
}

/**
 * Moves a balance and writes its ledger row. Call inside a transaction: the conditional UPDATE
 * locks the user's row (so concurrent entries serialise) and a DEBIT never takes the balance
 * below zero. Returns null when a DEBIT finds too few credits (or the user is gone).
 */
export async function applyLedgerEntry(tx: Db, entry: LedgerEntryInput): Promise<LedgerRow | null> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) {
    throw new Error(`ledger amount must be a positive integer, got ${entry.amount}`);
  }
  const delta = entry.type === 'CREDIT' ? entry.amount : -entry.amount;
  const where =
    entry.type === 'DEBIT'
      ? and(eq(users.id, entry.userId), gte(users.creditBalance, entry.amount))
      : eq(users.id, entry.userId);
  const [updated] = await tx
    .update(users)
    .set({ creditBalance: sql`${users.creditBalance} + ${delta}` })
    .where(where)
    .returning({ balance: users.creditBalance });
  if (!updated) return null;
  const [row] = await tx
    .insert(creditLedger)
    .values({
      userId: entry.userId,
      type: entry.type,
      kind: entry.kind,
      amount: entry.amount,
      balanceBefore: updated.balance - delta,
      balanceAfter: updated.balance,
      description: entry.description,
      paymentId: entry.paymentId ?? null,
      orderId: entry.orderId ?? null,
      generationId: entry.generationId ?? null,
    })
    .returning();
  if (!row) throw new Error('ledger insert returned no row');
  return row;
}

export async function getBalance(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ balance: users.creditBalance })
    .from(users)
    .where(eq(users.id, userId));
  return row?.balance ?? null;
}

/** The balance the ledger sums to (CREDIT minus DEBIT), for invariant checks. */
export async function sumLedger(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(case when ${creditLedger.type} = 'CREDIT' then ${creditLedger.amount} else -${creditLedger.amount} end), 0)`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.total ?? 0);
}
