import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentOrders } from '../../db/schema/credits';
import {
  billingProfiles,
  invoiceCounters,
  invoices,
  type InvoiceRow,
} from '../../db/schema/invoices';

export async function findBillingProfile(db: Db, userId: string) {
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.userId, userId));
  return row ?? null;
}

export async function upsertBillingProfile(
  db: Db,
  values: Omit<typeof billingProfiles.$inferInsert, 'updatedAt'>,
) {
  const [row] = await db
    .insert(billingProfiles)
    .values(values)
    .onConflictDoUpdate({
      target: billingProfiles.userId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert billing profile returned no row');
  return row;
}

/** The owner's paid order, locked until the transaction ends (one invoice per order). */
export async function lockPaidOrder(tx: Db, userId: string, providerOrderId: string) {
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.providerOrderId, providerOrderId),
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.status, 'paid'),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function findInvoiceByOrder(db: Db, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}

/**
 * The next number of a financial year's series. The counter row is locked until the transaction
 * ends, so concurrent invoices get consecutive numbers, and a rolled-back one leaves no gap.
 */
export async function nextInvoiceNumber(tx: Db, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ n: invoiceCounters.lastNumber });
  if (!row) throw new Error('invoice counter returned no row');
  return row.n;
}

export async function insertInvoice(tx: Db, values: typeof invoices.$inferInsert) {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('insert invoice returned no row');
  return row;
}

/** The user's paid orders, newest first, with the invoice number where one was issued. */
export async function listPaidOrders(db: Db, userId: string, limit: number) {
  return db
    .select({
      orderId: paymentOrders.providerOrderId,
      paymentId: paymentOrders.paymentId,
      packId: paymentOrders.packId,
      credits: paymentOrders.credits,
      amountPaise: paymentOrders.amountPaise,
      currency: paymentOrders.currency,
      paidAt: paymentOrders.paidAt,
      invoiceNumber: invoices.number,
    })
    .from(paymentOrders)
    .leftJoin(invoices, eq(invoices.orderId, paymentOrders.id))
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid')))
    .orderBy(desc(paymentOrders.paidAt))
    .limit(limit);
}
