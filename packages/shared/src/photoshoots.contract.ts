import { z } from 'zod';
import { dataOf, PageQuerySchema, PaginationSchema } from './common.contract';
import { CATEGORY_OPTIONS } from './tryon-options.contract';
import { VtonStatusSchema } from './tryon.contract';
import {
  AiModelsInputSchema,
  CatalogIdSchema,
  exactlyOneImage,
  imageRef,
  optionalText,
  PHOTOSHOOT_LIMITS,
  PHOTOSHOOT_MESSAGES,
  ShotSchema,
} from './photoshoots-common.contract';

// Shoots of garments × models × backdrops × shots (issue 11). The shared vocabulary is in
// photoshoots-common.contract.ts, models and backdrops in shoot-library.contract.ts.

// ── Shoots ──────────────────────────────────────────────────────────────
export const ShootGarmentInputSchema = z
  .object({
    ...imageRef,
    name: optionalText(120),
    sku: optionalText(64),
    category: z.enum(CATEGORY_OPTIONS).optional(),
  })
  .refine(exactlyOneImage, { message: PHOTOSHOOT_MESSAGES.imageRequired, path: ['imageUrl'] });

const unique = (list: readonly string[]) => new Set(list).size === list.length;

export const CreatePhotoshootInputSchema = z
  .object({
    name: optionalText(PHOTOSHOOT_LIMITS.nameMax),
    garments: z
      .array(ShootGarmentInputSchema)
      .min(1, PHOTOSHOOT_MESSAGES.garmentsMin)
      .max(PHOTOSHOOT_LIMITS.garmentsMax, PHOTOSHOOT_MESSAGES.garmentsMax),
    /** May be empty when the shoot asks for AI models. */
    modelIds: z
      .array(CatalogIdSchema)
      .max(PHOTOSHOOT_LIMITS.modelsMax, PHOTOSHOOT_MESSAGES.modelsMax)
      .refine(unique, PHOTOSHOOT_MESSAGES.duplicates),
    backdropIds: z
      .array(CatalogIdSchema)
      .min(1, PHOTOSHOOT_MESSAGES.backdropsMin)
      .max(PHOTOSHOOT_LIMITS.backdropsMax, PHOTOSHOOT_MESSAGES.backdropsMax)
      .refine(unique, PHOTOSHOOT_MESSAGES.duplicates),
    shots: z
      .array(ShotSchema)
      .min(1, PHOTOSHOOT_MESSAGES.shotsMin)
      .refine(unique, PHOTOSHOOT_MESSAGES.duplicates),
    aiModels: AiModelsInputSchema.optional(),
  })
  .refine((v) => v.modelIds.length > 0 || v.aiModels, {
    message: PHOTOSHOOT_MESSAGES.modelsMin,
    path: ['modelIds'],
  });
export type CreatePhotoshootInput = z.input<typeof CreatePhotoshootInputSchema>;

/** What the confirm step shows: images = garments × models × backdrops × shots. */
export function photoshootImageCount(input: {
  garments: readonly unknown[];
  modelIds: readonly unknown[];
  backdropIds: readonly unknown[];
  shots: readonly unknown[];
  aiModels?: { count: number };
}): number {
  const models = input.modelIds.length + (input.aiModels?.count ?? 0);
  return input.garments.length * models * input.backdropIds.length * input.shots.length;
}

export const CreatePhotoshootResponseSchema = dataOf(
  z.object({ id: z.uuid(), imageCount: z.number().int(), creditCost: z.number().int() }),
);

export const PHOTOSHOOT_STATUSES = [
  'PENDING',
  'PROCESSING',
  'COMPLETED',
  'PARTIAL',
  'FAILED',
] as const;
export const PhotoshootStatusSchema = z.enum(PHOTOSHOOT_STATUSES);
export type PhotoshootStatus = z.infer<typeof PhotoshootStatusSchema>;

export const PhotoshootImageSchema = z
  .object({
    id: z.uuid(),
    /** The garment's SKU, or `garment-<n>` (1-based) when none was given: the album groups by it. */
    sku: z.string(),
    garmentIndex: z.number().int(),
    modelId: z.string(),
    backdropId: z.string(),
    shot: ShotSchema,
    status: VtonStatusSchema,
    /** Signed URL of the JPEG when COMPLETED; add `&download=1` for an attachment. */
    url: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    error: z.string().nullable(),
    attempts: z.number().int(),
    completedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PhotoshootImage' });
export type PhotoshootImage = z.infer<typeof PhotoshootImageSchema>;

export const PhotoshootCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  processing: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
});

export const PhotoshootSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable(),
    status: PhotoshootStatusSchema,
    imageCount: z.number().int(),
    creditCost: z.number().int(),
    counts: PhotoshootCountsSchema,
    shots: z.array(ShotSchema),
    coverUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PhotoshootSummary' });
export type PhotoshootSummary = z.infer<typeof PhotoshootSummarySchema>;

export const PhotoshootGarmentSchema = z.object({
  index: z.number().int(),
  name: z.string().nullable(),
  sku: z.string(),
  category: z.string().nullable(),
  imageUrl: z.string(),
});

export const PhotoshootDetailSchema = PhotoshootSummarySchema.extend({
  garments: z.array(PhotoshootGarmentSchema),
  /** Names as they were when the shoot started (a model may be deleted later). */
  models: z.array(z.object({ id: z.string(), name: z.string() })),
  backdrops: z.array(z.object({ id: z.string(), name: z.string() })),
  images: z.array(PhotoshootImageSchema),
}).meta({ id: 'Photoshoot' });
export type PhotoshootDetail = z.infer<typeof PhotoshootDetailSchema>;
export const PhotoshootResponseSchema = dataOf(PhotoshootDetailSchema);

export const PhotoshootListQuerySchema = PageQuerySchema;
export const PhotoshootListResponseSchema = dataOf(
  z.object({ photoshoots: z.array(PhotoshootSummarySchema), pagination: PaginationSchema }),
);

/** SSE `status` event of /photoshoots/{id}/events: the summary and the images that changed. */
export const PhotoshootEventSchema = z.object({
  photoshoot: PhotoshootSummarySchema,
  images: z.array(PhotoshootImageSchema),
});
export type PhotoshootEvent = z.infer<typeof PhotoshootEventSchema>;

export const RetryResponseSchema = dataOf(
  z.object({ retried: z.number().int(), creditCost: z.number().int() }),
);

/** Columns of manifest.csv in the archive, in order. */
export const MANIFEST_COLUMNS = [
  'file',
  'sku',
  'garment_name',
  'model',
  'backdrop',
  'shot',
  'status',
  'width',
  'height',
  'image_id',
] as const;
