import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './users';

export const uploads = pgTable('uploads', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  storageKey: text('storage_key').notNull(),
  folder: text('folder').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type UploadRow = typeof uploads.$inferSelect;
