import { and, desc, eq, gte, sql } from 'drizzle-orm';
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

/**
 * Users whose balance differs from the sum of their ledger (CREDIT minus DEBIT): the money
 * invariant of ARCHITECTURE.md, which must always be empty.
 */
export async function findBalanceLedgerMismatches(
  db: Db,
): Promise<{ id: string; balance: number; ledger: number }[]> {
  const ledger = sql<string>`coalesce(sum(case when ${creditLedger.type} = 'CREDIT' then ${creditLedger.amount} else -${creditLedger.amount} end), 0)`;
  const rows = await db
    .select({ id: users.id, balance: users.creditBalance, ledger })
    .from(users)
    .leftJoin(creditLedger, eq(creditLedger.userId, users.id))
    .groupBy(users.id, users.creditBalance)
    .having(sql`${users.creditBalance} <> ${ledger}`);
  return rows.map((r) => ({ ...r, ledger: Number(r.ledger) }));
}

export interface LedgerFilter {
  userId: string;
  type?: 'CREDIT' | 'DEBIT';
}

function whereOf(filter: LedgerFilter) {
  return filter.type
    ? and(eq(creditLedger.userId, filter.userId), eq(creditLedger.type, filter.type))
    : eq(creditLedger.userId, filter.userId);
}

/** One page of a user's ledger, newest first (by commit order, `seq`), and how many rows match. */
export async function listLedger(
  db: Db,
  filter: LedgerFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: LedgerRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(creditLedger)
    .where(where)
    .orderBy(desc(creditLedger.seq))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<string>`count(*)` })
    .from(creditLedger)
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function ledgerStats(db: Db, userId: string) {
  const [row] = await db
    .select({
      total: sql<string>`count(*)`,
      added: sql<string>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.type} = 'CREDIT'), 0)`,
      used: sql<string>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.type} = 'DEBIT'), 0)`,
      purchased: sql<string>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.kind} = 'purchase'), 0)`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return {
    totalTransactions: Number(row?.total ?? 0),
    totalCreditsAdded: Number(row?.added ?? 0),
    totalCreditsUsed: Number(row?.used ?? 0),
    totalCreditsPurchased: Number(row?.purchased ?? 0),
  };
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row?.id ?? null;
}

/** Generations the user has paid for: one `usage` row each, kept when a result is deleted. */
export async function countUsageRows(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'usage')));
  return Number(row?.n ?? 0);
}

/** `usage` rows per UTC day since `since`; days without any are absent. */
export async function countUsageRowsByDay(db: Db, userId: string, since: Date) {
  const day = sql<string>`to_char(${creditLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, n: sql<string>`count(*)` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.kind, 'usage'),
        gte(creditLedger.createdAt, since),
      ),
    )
    .groupBy(day);
  return rows.map((r) => ({ date: r.date, generations: Number(r.n) }));
}
