import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, paymentOrders } from '../../db/schema/credits';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export async function insertOrder(db: Db, values: typeof paymentOrders.$inferInsert) {
  const [row] = await db.insert(paymentOrders).values(values).returning();
  if (!row) throw new Error('insert payment order returned no row');
  return row;
}

export async function findOrderByProviderId(
  db: Db,
  providerOrderId: string,
): Promise<PaymentOrderRow | null> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row ?? null;
}

/**
 * Marks an order paid unless it already is. The conditional UPDATE is the gate: of any number
 * of concurrent callers exactly one gets the row back (the others wait on its lock, then see
 * status = 'paid').
 */
export async function markOrderPaid(
  tx: Db,
  orderId: string,
  paymentId: string,
): Promise<PaymentOrderRow | null> {
  const [row] = await tx
    .update(paymentOrders)
    .set({ status: 'paid', paymentId, paidAt: sql`now()` })
    .where(and(eq(paymentOrders.id, orderId), ne(paymentOrders.status, 'paid')))
    .returning();
  return row ?? null;
}

/** Orders still waiting for a payment, created in the window (oldest first). */
export async function listUnpaidOrders(
  db: Db,
  opts: { createdAfter: Date; createdBefore: Date; limit: number },
) {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'created'),
        gt(paymentOrders.createdAt, opts.createdAfter),
        lt(paymentOrders.createdAt, opts.createdBefore),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .limit(opts.limit);
}

/** Unpaid orders older than `before` are given up on (a late webhook can still credit them). */
export async function expireUnpaidOrders(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(paymentOrders)
    .set({ status: 'failed' })
    .where(and(eq(paymentOrders.status, 'created'), lt(paymentOrders.createdAt, before)))
    .returning({ id: paymentOrders.id });
  return rows.length;
}

export async function hasEvent(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, id));
  return Boolean(row);
}

/** Records a processed webhook event; false when it was already recorded. */
export async function recordEvent(
  db: Db,
  values: { id: string; event: string; payload: unknown },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
