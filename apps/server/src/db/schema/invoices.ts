import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { paymentOrders } from './credits';
import { ts } from './users';

export const billingProfiles = pgTable('billing_profiles', {
  userId: uuid('user_id').primaryKey(),
  legalName: text('legal_name'),
  gstin: text('gstin'),
  address: text('address'),
  stateCode: text('state_code'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Who sold or bought, as printed on the invoice. */
export interface InvoiceParty {
  name: string;
  address: string | null;
  gstin: string | null;
  stateCode: string | null;
  email?: string;
}

export const invoices = pgTable('invoices', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  number: text('number').notNull().unique(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => paymentOrders.id),
  userId: uuid('user_id'),
  issuedAt: ts('issued_at').notNull().defaultNow(),
  seller: jsonb('seller').$type<InvoiceParty>().notNull(),
  buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
  placeOfSupply: text('place_of_supply').notNull(),
  sac: text('sac').notNull(),
  description: text('description').notNull(),
  credits: integer('credits').notNull(),
  taxablePaise: integer('taxable_paise').notNull(),
  cgstPaise: integer('cgst_paise').notNull(),
  sgstPaise: integer('sgst_paise').notNull(),
  igstPaise: integer('igst_paise').notNull(),
  totalPaise: integer('total_paise').notNull(),
});
export type InvoiceRow = typeof invoices.$inferSelect;
