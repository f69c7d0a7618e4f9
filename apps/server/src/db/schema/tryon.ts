import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { QualityReport } from '@drape/shared/tryon-options.contract';
import { ts } from './users';

export const VTON_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;

export const vtonRequests = pgTable('vton_requests', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  apiKeyId: uuid('api_key_id'),
  personUploadId: uuid('person_upload_id'),
  garmentUploadId: uuid('garment_upload_id'),
  personImageKey: text('person_image_key').notNull(),
  garmentImageKey: text('garment_image_key').notNull(),
  category: text('category'),
  mode: text('mode'),
  garmentPhotoType: text('garment_photo_type'),
  title: text('title'),
  sku: text('sku'),
  quality: jsonb('quality').$type<QualityReport>(),
  isFree: boolean('is_free').notNull().default(false),
  regeneratedFromId: uuid('regenerated_from_id'),
  reportedAt: ts('reported_at'),
  status: text('status', { enum: VTON_STATUSES }).notNull().default('PENDING'),
  stage: text('stage'),
  resultKey: text('result_key'),
  thumbnailKey: text('thumbnail_key'),
  resultWidth: integer('result_width'),
  resultHeight: integer('result_height'),
  engine: text('engine'),
  errorMessage: text('error_message'),
  webhookUrl: text('webhook_url'),
  idempotencyKey: text('idempotency_key'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  startedAt: ts('started_at'),
  completedAt: ts('completed_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type VtonRequestRow = typeof vtonRequests.$inferSelect;

export const generationReports = pgTable('generation_reports', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  generationId: uuid('generation_id').notNull(),
  reason: text('reason', {
    enum: ['wrong-fit', 'wrong-length', 'face-or-hands-changed', 'colours-wrong', 'other'],
  }).notNull(),
  details: text('details'),
  regenerationId: uuid('regeneration_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type GenerationReportRow = typeof generationReports.$inferSelect;
