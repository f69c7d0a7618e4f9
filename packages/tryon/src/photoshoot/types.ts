// Public types of the photoshoot stage (`@drape/tryon/photoshoot`). Kept stable for the server.
import type { Category } from '../types';

/** Catalogue shots: head-to-toe, knee up, and a detail crop chosen from the pose. */
export type ShotKind = 'full' | 'three-quarter' | 'close-up';
export const SHOT_KINDS: readonly ShotKind[] = ['full', 'three-quarter', 'close-up'];

/** What a close-up shows; `auto` picks from the outfit (saree: pallu/border, else neckline). */
export type CloseUpDetail = 'neckline' | 'border' | 'pallu' | 'sleeve';
export type CloseUpDetailOption = CloseUpDetail | 'auto';

/** Rectangle in pixels of the image it refers to. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How much of the model the photo shows. */
export type Framing = 'full-length' | 'three-quarter' | 'half-length';

export type ModelPhotoProblemCode =
  | 'invalid-image'
  | 'no-person'
  | 'several-people'
  | 'facing-away'
  | 'cropped-head'
  | 'cropped-feet'
  | 'seated'
  | 'small-person';

/** A problem with a model photo; `error` makes the photo unusable, `warning` limits it. */
export interface ModelPhotoProblem {
  code: ModelPhotoProblemCode;
  /** Written for the brand, shown before the photo is saved. */
  message: string;
  severity: 'error' | 'warning';
}

export type OutfitKind = 'saree' | 'lehenga' | 'kurta' | 'top-and-bottoms' | 'top' | 'unknown';

/** What the model wears, and which garments re-dress well onto that drape. */
export interface ModelOutfit {
  kind: OutfitKind;
  /** One colour without a strong print: the engine re-dresses plain drapes best. */
  plain: boolean;
  /** e.g. "Plain saree: best for sarees". */
  label: string;
  /** Garment categories this photo suits best (re-dress within the drape). */
  bestFor: Category[];
  /** 0..1: how sure the detection is; below 0.6 the label says "Looks like a …". */
  certainty: number;
}

export interface Keypoint {
  x: number;
  y: number;
  score: number;
}

export interface ModelPose {
  facing: 'front' | 'away';
  stance: 'standing' | 'seated';
  /** Pose model confidence 0..1. */
  score: number;
  /** The person's extent (matte) in source pixels. */
  box: Box;
  /** MoveNet keypoints by name (e.g. `leftAnkle`), source pixels. */
  keypoints: Record<string, Keypoint>;
}

export interface ModelPhotoAnalysis {
  /** False when any problem is an `error`: do not save the photo as a model. */
  usable: boolean;
  width: number;
  height: number;
  framing: Framing | null;
  pose: ModelPose | null;
  outfit: ModelOutfit | null;
  /** Shots this photo can make (full needs the feet in the photo). */
  shots: ShotKind[];
  problems: ModelPhotoProblem[];
}

/** A built-in backdrop (rendered procedurally; not deletable). */
export interface BuiltInBackdrop {
  id: string;
  name: string;
  kind: 'studio' | 'heritage';
  description: string;
}

/** A built-in backdrop by id, or a brand's own photo (JPEG/PNG/WebP bytes). */
export type BackdropSource = { builtIn: string } | { image: Buffer };

export type ShotFormat = 'jpeg' | 'png' | 'webp';

export interface RenderShotInput {
  /** The dressed model: a try-on result or a model photo (JPEG/PNG/WebP bytes). */
  image: Buffer;
  backdrop: BackdropSource;
  shot: ShotKind;
  /** Close-ups only; default `auto` (saree: pallu, lehenga: border, otherwise neckline). */
  detail?: CloseUpDetailOption;
  /** The garment's category (e.g. the try-on's `quality.category`): picks the auto close-up. */
  category?: Category;
  /** Default `jpeg` (quality 90). */
  format?: ShotFormat;
  quality?: number;
  /** Long side cap in pixels (downscale only; never upscaled). Default 2048. */
  maxSide?: number;
  /**
   * Share cut-outs between processes: `stored` is one an earlier render returned as `cutOut`
   * (reused when its algorithm version and size match). With this object present and no usable
   * `stored`, the result carries the fresh cut-out for the caller to store.
   */
  cutOut?: { stored?: Buffer };
  signal?: AbortSignal;
}

export interface RenderShotResult {
  image: Buffer;
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp';
  /** 3:4 (width:height), at most the source's own resolution. */
  width: number;
  height: number;
  shot: ShotKind;
  /** The detail a close-up shows. */
  detail?: CloseUpDetail;
  /** The shot's rectangle in the source image's pixels (may extend past its edges). */
  crop: Box;
  /** Milliseconds per step plus `total`. */
  timings: Record<string, number>;
  /** The cut-out this render made (only when asked with `cutOut`): store it for other processes. */
  cutOut?: Buffer;
}
