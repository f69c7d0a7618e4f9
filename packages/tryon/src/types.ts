/** Which part of the body the garment dresses. `saree` is draped best effort as a full-length garment. */
export type Category = 'upper' | 'lower' | 'full' | 'saree';

export const CATEGORIES: readonly Category[] = ['upper', 'lower', 'full', 'saree'];

/** A category, or `auto`: detected from the garment photo (the default). */
export type CategoryOption = Category | 'auto';
export const CATEGORY_OPTIONS: readonly CategoryOption[] = ['auto', ...CATEGORIES];

/**
 * `redress`: the person already wears a garment of this kind; keep their drape, folds and shading
 * and replace the fabric. `replace`: swap the silhouette (cross-category).
 */
export type TryonMode = 'redress' | 'replace';
/** A mode, or `auto`: chosen from the person's outfit and the garment's kind (the default). */
export type ModeOption = TryonMode | 'auto';
export const MODE_OPTIONS: readonly ModeOption[] = ['auto', 'redress', 'replace'];

/** How the garment was photographed: laid flat / folded, or worn by a model. */
export type GarmentPhotoType = 'flat-lay' | 'on-model';
export type GarmentPhotoTypeOption = GarmentPhotoType | 'auto';
export const GARMENT_PHOTO_TYPE_OPTIONS: readonly GarmentPhotoTypeOption[] = [
  'auto',
  'flat-lay',
  'on-model',
];

/** One named observation about a result, e.g. `length-estimated`; the message is for the user. */
export interface QualityFinding {
  code: string;
  message: string;
  severity: 'info' | 'warning';
}

/** How much the engine trusts its own result, and why. */
export interface QualityReport {
  /** 0..1; below the engine's floor the generation fails with LOW_QUALITY instead. */
  confidence: number;
  /** What was actually done (auto options resolved). */
  mode: TryonMode;
  category: Category;
  garmentPhotoType: GarmentPhotoType;
  findings: readonly QualityFinding[];
}

/** Progress stages reported through `onProgress`; remote engines use the provider stages. */
export type Stage =
  | 'loading-models'
  | 'analysing-garment'
  | 'analysing-person'
  | 'fitting'
  | 'compositing'
  | 'uploading'
  | 'waiting-for-provider'
  | 'downloading'
  | 'done';

export interface GenerateInput {
  /** Person photo, JPEG/PNG/WebP bytes. */
  person: Buffer;
  /** Garment photo (flat product shot or worn by a model), JPEG/PNG/WebP bytes. */
  garment: Buffer;
  /** Default `auto`. */
  category?: CategoryOption;
  /** Default `auto`. */
  mode?: ModeOption;
  /** Default `auto`. */
  garmentPhotoType?: GarmentPhotoTypeOption;
  signal?: AbortSignal;
  onProgress?: (stage: Stage) => void;
}

export interface GenerateResult {
  /** Encoded result image (see `mimeType`), same size as the person photo for the local engine. */
  image: Buffer;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  /** Milliseconds per stage plus `total`. */
  timings: Record<string, number>;
  /** Name of the engine that made the image, e.g. `local` or `fashn`. */
  engine: EngineName;
  /** Set by the local engine on every result; remote engines do not report one. */
  quality?: QualityReport;
}

export type EngineName = 'local' | 'fashn' | 'fal' | 'replicate' | 'http';

export const ENGINE_NAMES: readonly EngineName[] = ['local', 'fashn', 'fal', 'replicate', 'http'];

export interface TryonEngine {
  readonly name: EngineName;
  generate(input: GenerateInput): Promise<GenerateResult>;
}
