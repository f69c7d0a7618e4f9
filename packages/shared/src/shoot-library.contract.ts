import { z } from 'zod';
import { dataOf, safeText } from './common.contract';
import { CATEGORY_OPTIONS } from './tryon-options.contract';
import {
  CatalogIdSchema,
  exactlyOneImage,
  imageRef,
  PHOTOSHOOT_LIMITS,
  PHOTOSHOOT_MESSAGES,
  requiredName as name,
  ShotSchema,
} from './photoshoots-common.contract';

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
