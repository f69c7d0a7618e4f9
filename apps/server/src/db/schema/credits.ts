import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './users';

export const creditLedger = pgTable('credit_ledger', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id'),
  type: text('type', { enum: ['CREDIT', 'DEBIT'] }).notNull(),
  kind: text('kind', { enum: ['purchase', 'usage', 'refund', 'bonus', 'adjustment'] }).notNull(),
  amount: integer('amount').notNull(),
  balanceBefore: integer('balance_before').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  status: text('status', { enum: ['COMPLETED', 'PENDING', 'FAILED'] })
    .notNull()
    .default('COMPLETED'),
  paymentId: text('payment_id'),
  orderId: text('order_id'),
  generationId: uuid('generation_id'),
  description: text('description').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** Commit order of a user's rows (migration 0020): the history is sorted by it. */
  seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
});
export type LedgerRow = typeof creditLedger.$inferSelect;

export const paymentOrders = pgTable('payment_orders', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id'),
  packId: text('pack_id').notNull(),
  credits: integer('credits').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
  providerOrderId: text('provider_order_id').notNull(),
  status: text('status', { enum: ['created', 'paid', 'failed'] })
    .notNull()
    .default('created'),
  paymentId: text('payment_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  paidAt: ts('paid_at'),
});

export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
