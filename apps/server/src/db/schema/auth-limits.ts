import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './users';

/** Durable (WAL-logged) counters for the auth limits; migration 0010, lib/rate-limiter.ts. */
export const authLimits = pgTable(
  'auth_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: ts('reset_at').notNull(),
  },
  (t) => [index('auth_limits_reset_idx').on(t.resetAt)],
);
