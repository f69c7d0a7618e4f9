import { sql } from 'drizzle-orm';
import { bigserial, boolean, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './users';

export const apiKeys = pgTable('api_keys', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull(),
  keyPrefix: text('key_prefix').notNull(),
  mode: text('mode', { enum: ['live', 'test'] })
    .notNull()
    .default('live'),
  usageCount: integer('usage_count').notNull().default(0),
  maxUsage: integer('max_usage').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  webhookUrl: text('webhook_url'),
  webhookSecret: text('webhook_secret'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at'),
  expiryTimeZone: text('expiry_time_zone'),
  lastUsedAt: ts('last_used_at'),
  revokedAt: ts('revoked_at'),
});
export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const apiKeyRequests = pgTable('api_key_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  apiKeyId: uuid('api_key_id').notNull(),
  method: text('method').notNull(),
  route: text('route').notNull(),
  statusCode: integer('status_code').notNull(),
  durationMs: real('duration_ms').notNull(),
  creditsSpent: integer('credits_spent').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});
