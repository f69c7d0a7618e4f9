import { z } from 'zod';
import { dataOf, safeText } from './common.contract';
import { GARMENT_PHOTO_TYPE_OPTIONS } from './tryon-options.contract';

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
  aiModelsMax: 4,
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
    'This deployment uses your model library. AI-generated models need a GPU engine (FASHN).',
  aiModelsNeedFashn: (engine: string) =>
    `AI-generated models need the FASHN engine (TRYON_ENGINE=fashn). This deployment runs the ${engine} engine, which uses your model library: choose models from it instead.`,
  noFailedImages: 'No failed images to retry',
  imageNotFailed: 'Only a failed image can be retried',
} as const;

export const requiredName = safeText(PHOTOSHOOT_LIMITS.nameMax).min(
  1,
  PHOTOSHOOT_MESSAGES.nameRequired,
);
export const optionalText = (max: number) =>
  safeText(max)
    .nullish()
    .transform((v) => v || undefined);
/** An image given by URL (http(s) or a storage key of the user's upload) or by upload id. */
export const imageRef = {
  imageUrl: safeText(2048).min(1).optional(),
  uploadId: z.uuid().optional(),
};
export const exactlyOneImage = (v: { imageUrl?: string; uploadId?: string }) =>
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

// ── AI-generated models (docs/decisions/022) ─────────────────────────────
/**
 * AI-generated models (TRYON_ENGINE=fashn only; any other engine answers 400). Each AI model is
 * one more model of the shoot: every garment × backdrop × shot is made on it, one credit each.
 */
export const AiModelsInputSchema = z
  .object({
    count: z.number().int().min(1).max(PHOTOSHOOT_LIMITS.aiModelsMax),
    /** Appearance and styling, e.g. "South Indian woman in her thirties, warm studio light". */
    prompt: optionalText(300),
    /** FASHN's seed (0 … 2^32 − 1); AI model n uses seed + n − 1. Random when left out. */
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1 - PHOTOSHOOT_LIMITS.aiModelsMax)
      .optional(),
    /**
     * false (default): each AI model is created once (FASHN model-create) and every garment is
     * tried on it, so the same faces run through the catalogue. true: FASHN's product-to-model
     * makes a new model for each garment.
     */
    perGarment: z.boolean().optional(),
    /** FASHN try-on `mode` (default: TRYON_FASHN_MODE, else balanced). */
    quality: z.enum(['performance', 'balanced', 'quality']).optional(),
    /** FASHN try-on `garment_photo_type`. */
    garmentPhotoType: z.enum(GARMENT_PHOTO_TYPE_OPTIONS).optional(),
  })
  .meta({ id: 'AiModelsInput' });
export type AiModelsInput = z.input<typeof AiModelsInputSchema>;

export const PhotoshootCapabilitiesSchema = dataOf(
  z.object({
    engine: z.string(),
    aiModels: z.boolean(),
    /** Shown beside the model picker (e.g. PHOTOSHOOT_MESSAGES.localEngineModels). */
    note: z.string().nullable(),
    /** The most AI models one shoot may ask for (0 when aiModels is false). */
    aiModelsMax: z.number().int(),
  }),
);
