import { z } from 'zod';
import { safeText } from './common.contract';

/**
 * What a generate request may choose beyond its two images (engine v2 contract): each option
 * defaults to `auto` (the engine decides), plus a title and SKU so a brand can find the result.
 */
export const CATEGORY_OPTIONS = ['auto', 'upper', 'lower', 'full', 'saree'] as const;
export type CategoryOption = (typeof CATEGORY_OPTIONS)[number];
export const MODE_OPTIONS = ['auto', 'redress', 'replace'] as const;
export type ModeOption = (typeof MODE_OPTIONS)[number];
export const GARMENT_PHOTO_TYPE_OPTIONS = ['auto', 'flat-lay', 'on-model'] as const;
export type GarmentPhotoTypeOption = (typeof GARMENT_PHOTO_TYPE_OPTIONS)[number];

/** The studio's words for each option (issue 13 §1). */
export const CATEGORY_LABELS: Record<CategoryOption, string> = {
  auto: 'Auto',
  upper: 'Top / kurta',
  lower: 'Bottom',
  full: 'Full length / dress / lehenga',
  saree: 'Saree',
};
export const GARMENT_PHOTO_TYPE_LABELS: Record<GarmentPhotoTypeOption, string> = {
  auto: 'Auto',
  'flat-lay': 'Flat lay',
  'on-model': 'On a model',
};
export const MODE_LABELS: Record<ModeOption, string> = {
  auto: 'Auto',
  redress: 'Re-dress (keep the drape)',
  replace: 'Replace the garment',
};

export const GENERATION_TITLE_MAX = 120;
export const GENERATION_SKU_MAX = 64;

/** Blank text (or null) counts as not given: a multipart form sends empty fields. */
const optionalText = (max: number, label: string) =>
  safeText(max, { tooLong: `${label} must be ${max} characters or less` })
    .nullish()
    .transform((v) => v || undefined);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(''), z.enum(values)])
    .nullish()
    .transform((v) => (v ? (v as T[number]) : undefined));

export const GenerateOptionsSchema = z.object({
  mode: optionalEnum(MODE_OPTIONS),
  category: optionalEnum(CATEGORY_OPTIONS),
  garmentPhotoType: optionalEnum(GARMENT_PHOTO_TYPE_OPTIONS),
  title: optionalText(GENERATION_TITLE_MAX, 'Title'),
  sku: optionalText(GENERATION_SKU_MAX, 'SKU'),
});
export type GenerateOptions = z.infer<typeof GenerateOptionsSchema>;

export const QualityFindingSchema = z.object({
  code: z.string(),
  message: z.string(),
  severity: z.enum(['info', 'warning']),
});
export type QualityFinding = z.infer<typeof QualityFindingSchema>;

/** The engine's own judgement of a result: what it chose and what may be wrong with it. */
export const QualityReportSchema = z
  .object({
    confidence: z.number().min(0).max(1),
    mode: z.enum(['redress', 'replace']),
    category: z.enum(['upper', 'lower', 'full', 'saree']),
    garmentPhotoType: z.enum(['flat-lay', 'on-model']),
    findings: z.array(QualityFindingSchema),
  })
  .meta({ id: 'QualityReport' });
export type QualityReport = z.infer<typeof QualityReportSchema>;
