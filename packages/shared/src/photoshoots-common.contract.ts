import { z } from 'zod';
import { safeText } from './common.contract';

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
