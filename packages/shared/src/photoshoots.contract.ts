import { z } from 'zod';
import { dataOf, PageQuerySchema, PaginationSchema, safeText } from './common.contract';
import { CATEGORY_OPTIONS, GARMENT_PHOTO_TYPE_OPTIONS } from './tryon-options.contract';
import { VtonStatusSchema } from './tryon.contract';

// Photoshoots (issue 11): a brand's model library, backdrops, and shoots of
// garments × models × backdrops × shots, one credit an image. Routes under /v1:
//   POST/GET /photoshoots, GET /photoshoots/capabilities, GET/DELETE /photoshoots/{id},
//   GET /photoshoots/{id}/events (SSE), GET /photoshoots/{id}/archive (ZIP),
//   POST /photoshoots/{id}/retry, POST /photoshoots/{id}/images/{imageId}/retry,
//   POST/GET /models, POST /models/analyse, DELETE /models/{id},
//   POST/GET /backdrops, DELETE /backdrops/{id}.

export const SHOTS = ['full', 'three-quarter', 'close-up'] as const;
export const ShotSchema = z.enum(SHOTS);
export type Shot = z.infer<typeof ShotSchema>;
export const SHOT_LABELS: Record<Shot, string> = {
  full: 'Full length',
  'three-quarter': 'Three-quarter (knee up)',
  'close-up': 'Close-up',
};

export const PHOTOSHOOT_LIMITS = {
  garmentsMax: 50,
  modelsMax: 10,
  backdropsMax: 5,
  nameMax: 120,
  labelsMax: 10,
  labelMax: 32,
} as const;
export const PHOTOSHOOT_CREDITS_PER_IMAGE = 1;

export const PHOTOSHOOT_MESSAGES = {
  consentLabel: "I have this person's permission to use their likeness",
  consentRequired: "Please confirm you have this person's permission to use their likeness",
  uploadGuidance:
    'Upload a clear, well-lit photo of one person, head to feet for full-length shots. A model photographed once in a plain saree, lehenga or kurta gets the best results: the engine re-dresses within that drape.',
  imageRequired: 'Provide exactly one of imageUrl or uploadId (or a file)',
  garmentsMin: 'Add at least one garment',
  garmentsMax: `A shoot can have at most ${PHOTOSHOOT_LIMITS.garmentsMax} garments`,
  modelsMin: 'Choose at least one model',
  modelsMax: `A shoot can have at most ${PHOTOSHOOT_LIMITS.modelsMax} models`,
  backdropsMin: 'Choose at least one backdrop',
  backdropsMax: `A shoot can have at most ${PHOTOSHOOT_LIMITS.backdropsMax} backdrops`,
  shotsMin: 'Choose at least one shot',
  duplicates: 'Each item can be chosen only once',
  nameRequired: 'Name is required',
  unknownModel: (id: string) => `Model not found: ${id}`,
  unknownBackdrop: (id: string) => `Backdrop not found: ${id}`,
  builtInBackdrop: 'Built-in backdrops cannot be deleted',
  starterModel: 'The starter model cannot be deleted',
  inUse: 'In use by a photoshoot that is still running; try again when it has finished',
  notEnoughCredits: (cost: number, balance: number) =>
    `This shoot needs ${cost} credits and you have ${balance}. Purchase credits to continue.`,
  shootRunning: 'This photoshoot is still running; delete it when it has finished',
  localEngineModels:
    'The local engine uses your model library. AI-generated models need a GPU deployment (TRYON_ENGINE=fashn).',
  noFailedImages: 'No failed images to retry',
  imageNotFailed: 'Only a failed image can be retried',
} as const;

const name = safeText(PHOTOSHOOT_LIMITS.nameMax).min(1, PHOTOSHOOT_MESSAGES.nameRequired);
const optionalText = (max: number) =>
  safeText(max)
    .nullish()
    .transform((v) => v || undefined);
/** An image given by URL (http(s) or a storage key of the user's upload) or by upload id. */
const imageRef = {
  imageUrl: safeText(2048).min(1).optional(),
  uploadId: z.uuid().optional(),
};
const exactlyOneImage = (v: { imageUrl?: string; uploadId?: string }) =>
  (v.imageUrl === undefined) !== (v.uploadId === undefined);

/** Built-in models and backdrops have `builtin-…` ids; the brand's own have UUIDs. */
export const CatalogIdSchema = z
  .string()
  .max(64)
  .regex(
    /^(builtin-[a-z0-9-]{1,48}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
    'Not a model or backdrop id',
  );
export const CatalogIdParamSchema = z.object({ id: CatalogIdSchema });
export const STARTER_MODEL_ID = 'builtin-starter';

// ── Models ──────────────────────────────────────────────────────────────
export const FRAMINGS = ['full-length', 'three-quarter', 'upper-body', 'unknown'] as const;
export const FRAMING_LABELS: Record<(typeof FRAMINGS)[number], string> = {
  'full-length': 'Full length',
  'three-quarter': 'Three-quarter',
  'upper-body': 'Upper body',
  unknown: 'Unknown framing',
};
export const ModelProblemSchema = z.object({
  /** NO_PERSON, SEVERAL_PEOPLE, CROPPED_FEET, CROPPED_HEAD, TOO_SMALL, … */
  code: z.string(),
  message: z.string(),
  /** `error` makes the photo unusable (refused with 422); `warning` is shown and allowed. */
  severity: z.enum(['error', 'warning']),
});
export type ModelProblem = z.infer<typeof ModelProblemSchema>;

export const ModelAnalysisSchema = z
  .object({
    framing: z.enum(FRAMINGS),
    /** What the model wears, e.g. `plain saree`, `printed kurta`, `unknown`. */
    wearing: z.string(),
    /** Garment categories this photo suits best (re-dress within the drape). */
    bestFor: z.array(z.enum(CATEGORY_OPTIONS)),
    /** One line for the card, e.g. "plain saree: best for sarees". */
    summary: z.string(),
    /** Shots this photo can make (a three-quarter photo cannot make a full-length shot). */
    shots: z.array(ShotSchema),
    problems: z.array(ModelProblemSchema),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'ModelAnalysis' });
export type ModelAnalysis = z.infer<typeof ModelAnalysisSchema>;

export const ShootModelSchema = z
  .object({
    id: CatalogIdSchema,
    name: z.string(),
    labels: z.array(z.string()),
    isBuiltIn: z.boolean(),
    /** Signed URL of the photo (send your token or API key). */
    imageUrl: z.string(),
    thumbnailUrl: z.string(),
    analysis: ModelAnalysisSchema,
    consentAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ShootModel' });
export type ShootModel = z.infer<typeof ShootModelSchema>;

const labels = z
  .array(safeText(PHOTOSHOOT_LIMITS.labelMax).min(1))
  .max(PHOTOSHOOT_LIMITS.labelsMax)
  .default([]);

/** JSON body; multipart sends `file`, `name`, `labels` (comma-separated) and `consent=true`. */
export const CreateModelInputSchema = z
  .object({
    ...imageRef,
    name,
    labels,
    consent: z.literal(true, { message: PHOTOSHOOT_MESSAGES.consentRequired }),
  })
  .refine(exactlyOneImage, { message: PHOTOSHOOT_MESSAGES.imageRequired, path: ['imageUrl'] });
export type CreateModelInput = z.input<typeof CreateModelInputSchema>;

/** Analyse a photo before saving it (nothing stored): POST /v1/models/analyse. */
export const AnalyseModelInputSchema = z
  .object(imageRef)
  .refine(exactlyOneImage, { message: PHOTOSHOOT_MESSAGES.imageRequired, path: ['imageUrl'] });
export const ModelAnalysisResponseSchema = dataOf(ModelAnalysisSchema);
export const ShootModelResponseSchema = dataOf(ShootModelSchema);
export const ShootModelListResponseSchema = dataOf(z.array(ShootModelSchema));

// ── Backdrops ───────────────────────────────────────────────────────────
export const BACKDROP_KINDS = ['studio', 'heritage', 'photo'] as const;
export const BackdropSchema = z
  .object({
    id: CatalogIdSchema,
    name: z.string(),
    /** studio sweeps and heritage scenes are built in; `photo` is the brand's own upload. */
    kind: z.enum(BACKDROP_KINDS),
    isBuiltIn: z.boolean(),
    imageUrl: z.string(),
    thumbnailUrl: z.string(),
    createdAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Backdrop' });
export type Backdrop = z.infer<typeof BackdropSchema>;

/** JSON body; multipart sends `file` and `name`. */
export const CreateBackdropInputSchema = z
  .object({ ...imageRef, name })
  .refine(exactlyOneImage, { message: PHOTOSHOOT_MESSAGES.imageRequired, path: ['imageUrl'] });
export type CreateBackdropInput = z.input<typeof CreateBackdropInputSchema>;
export const BackdropResponseSchema = dataOf(BackdropSchema);
export const BackdropListResponseSchema = dataOf(z.array(BackdropSchema));

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

/** AI-generated models (TRYON_ENGINE=fashn only; the local engine answers 400). */
export const AiModelsInputSchema = z.object({
  count: z.number().int().min(1).max(4),
  /** e.g. "South Indian woman in her thirties, studio light". */
  description: optionalText(300),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  /** FASHN try-on parameters: mode and garment_photo_type. */
  quality: z.enum(['performance', 'balanced', 'quality']).optional(),
  garmentPhotoType: z.enum(GARMENT_PHOTO_TYPE_OPTIONS).optional(),
});

export const CreatePhotoshootInputSchema = z.object({
  name: optionalText(PHOTOSHOOT_LIMITS.nameMax),
  garments: z
    .array(ShootGarmentInputSchema)
    .min(1, PHOTOSHOOT_MESSAGES.garmentsMin)
    .max(PHOTOSHOOT_LIMITS.garmentsMax, PHOTOSHOOT_MESSAGES.garmentsMax),
  modelIds: z
    .array(CatalogIdSchema)
    .min(1, PHOTOSHOOT_MESSAGES.modelsMin)
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

export const PhotoshootCapabilitiesSchema = dataOf(
  z.object({
    engine: z.string(),
    aiModels: z.boolean(),
    /** Shown beside the model picker (e.g. PHOTOSHOOT_MESSAGES.localEngineModels). */
    note: z.string().nullable(),
  }),
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

/** The body POSTed to an API key's webhook when a shoot it started finishes. */
export const PhotoshootWebhookPayloadSchema = z
  .object({
    id: z.string().meta({ description: 'Unique delivery id (same on retries)' }),
    type: z.literal('photoshoot.completed'),
    createdAt: z.iso.datetime(),
    data: z.object({
      id: z.uuid(),
      status: z.enum(['COMPLETED', 'PARTIAL', 'FAILED']),
      imagesCompleted: z.number().int(),
      imagesFailed: z.number().int(),
      finishedAt: z.iso.datetime(),
      statusUrl: z.string(),
      archiveUrl: z.string(),
    }),
  })
  .meta({ id: 'PhotoshootWebhookPayload' });
export type PhotoshootWebhookPayload = z.infer<typeof PhotoshootWebhookPayloadSchema>;
