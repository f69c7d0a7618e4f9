/** Which part of the body the garment dresses. `saree` is draped best effort as a full-length garment. */
export type Category = 'upper' | 'lower' | 'full' | 'saree';

export const CATEGORIES: readonly Category[] = ['upper', 'lower', 'full', 'saree'];

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
  category?: Category;
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
}

export type EngineName = 'local' | 'fashn' | 'fal' | 'replicate' | 'http';

export const ENGINE_NAMES: readonly EngineName[] = ['local', 'fashn', 'fal', 'replicate', 'http'];

export interface TryonEngine {
  readonly name: EngineName;
  generate(input: GenerateInput): Promise<GenerateResult>;
}
