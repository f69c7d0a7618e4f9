import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Shot } from '@drape/shared/photoshoots-common.contract';
import type { ModelAnalysis } from '@drape/shared/shoot-library.contract';
import type { PhotoshootStatus } from '@drape/shared/photoshoots.contract';
import { ts } from './users';

/** A brand's model photo (migration 0030); consent is required to create one. */
export const shootModels = pgTable('shoot_models', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  labels: jsonb('labels').$type<string[]>().notNull(),
  imageKey: text('image_key').notNull(),
  thumbnailKey: text('thumbnail_key').notNull(),
  analysis: jsonb('analysis').$type<ModelAnalysis>().notNull(),
  consentAt: ts('consent_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type ShootModelRow = typeof shootModels.$inferSelect;

/** A brand's own backdrop photo; built-in backdrops are code, not rows. */
export const shootBackdrops = pgTable('shoot_backdrops', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  imageKey: text('image_key').notNull(),
  thumbnailKey: text('thumbnail_key').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type ShootBackdropRow = typeof shootBackdrops.$inferSelect;

/** What a shoot was started with, frozen: later edits to the library do not change it. */
export interface ShootGarment {
  index: number;
  name: string | null;
  sku: string;
  category: string | null;
  imageKey: string;
}
/** How an AI-generated model is made (FASHN, docs/decisions/022); frozen with the shoot. */
export interface AiCast {
  seed: number;
  prompt: string | null;
  /** product-to-model for each garment, instead of one model-create person tried on each. */
  perGarment: boolean;
  mode: 'performance' | 'balanced' | 'quality' | null;
  garmentPhotoType: 'auto' | 'flat-lay' | 'on-model' | null;
}
export interface ShootCast {
  id: string;
  name: string;
  /** Storage key of the photo; null for built-ins (read from the code) and AI models. */
  imageKey: string | null;
  /** Unique within the shoot, safe in a file name (archive paths). */
  slug: string;
  /** Set on AI-generated models (ids `ai-1` … `ai-4`): no photo, FASHN makes them. */
  ai?: AiCast;
}

export const photoshoots = pgTable('photoshoots', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id').notNull(),
  apiKeyId: uuid('api_key_id'),
  name: text('name'),
  status: text('status').$type<PhotoshootStatus>().notNull().default('PENDING'),
  shots: jsonb('shots').$type<Shot[]>().notNull(),
  garments: jsonb('garments').$type<ShootGarment[]>().notNull(),
  models: jsonb('models').$type<ShootCast[]>().notNull(),
  backdrops: jsonb('backdrops').$type<ShootCast[]>().notNull(),
  imageCount: integer('image_count').notNull(),
  creditCost: integer('credit_cost').notNull(),
  /** Idempotency-Key of the POST that started it, and a hash of that request (migration 0070). */
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash'),
  createdAt: ts('created_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type PhotoshootRow = typeof photoshoots.$inferSelect;

export const IMAGE_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;

/** One image of a shoot: garment × model × backdrop × shot; one queued job, one credit. */
export const photoshootImages = pgTable('photoshoot_images', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  photoshootId: uuid('photoshoot_id').notNull(),
  userId: uuid('user_id').notNull(),
  garmentIndex: integer('garment_index').notNull(),
  modelId: text('model_id').notNull(),
  backdropId: text('backdrop_id').notNull(),
  shot: text('shot').$type<Shot>().notNull(),
  status: text('status', { enum: IMAGE_STATUSES }).notNull().default('PENDING'),
  /** The ledger's generation id of the current charge: new on each retry, refunded at most once. */
  chargeId: uuid('charge_id').notNull(),
  resultKey: text('result_key'),
  thumbnailKey: text('thumbnail_key'),
  width: integer('width'),
  height: integer('height'),
  errorMessage: text('error_message'),
  attempts: integer('attempts').notNull().default(0),
  /** The stored cut-out its render used or made (decisions 023, 030); null before migration 0090. */
  cutOutKey: text('cut_out_key'),
  createdAt: ts('created_at').notNull().defaultNow(),
  completedAt: ts('completed_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type PhotoshootImageRow = typeof photoshootImages.$inferSelect;
