import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './users';

export const JOB_STATUSES = ['queued', 'active', 'failed'] as const;

/** Queue jobs (migration 0002). Finished jobs are deleted; failed ones stay for inspection. */
export const jobs = pgTable('jobs', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  queue: text('queue').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(1),
  runAfter: ts('run_after').notNull().defaultNow(),
  lockedBy: text('locked_by'),
  lockedUntil: ts('locked_until'),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type JobRow = typeof jobs.$inferSelect;
