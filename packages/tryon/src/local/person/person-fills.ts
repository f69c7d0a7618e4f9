import type { Body } from './body';
import { isInsideFace, type FaceBox } from './detect-people';
import { fillOutsideMaskCoarse } from '../raster/fill';
import type { Rgb } from '../raster/palette';
import {
  blurMap,
  createFloatMap,
  morphMask,
  type FloatMap,
  type RasterImage,
} from '../raster/raster';
import { downsamplePlane, upsamplePlane } from '../raster/resample';
import { skinScore, type SkinModel } from './skin';

// Colour fills and light measured on the person: what the compositor paints where the old garment
// must disappear and the new one does not reach.

/** The head (the face's ellipse; above the neck when no face is found): never clothing. */
export function isHead(face: FaceBox | undefined, body: Body, x: number, y: number): boolean {
  const neckY = Math.min(body.shoulderL.y, body.shoulderR.y) - body.shoulderWidth * 0.12;
  if (!face) return y < neckY - body.shoulderWidth * 0.1;
  // An ellipse, not the box or a neck line: a tilted head's box corners and a raised shoulder's
  // fabric reach above the other shoulder's joint. Hair is found separately (findHair).
  return isInsideFace(face, x, y, 1.0);
}

/** What the person's continuation and shading are made from: the analysis's maps as it left them. */
export interface FillInputs {
  image: RasterImage;
  matte: FloatMap;
  oldGarment: FloatMap;
  skin: FloatMap;
  body: Body;
  face: FaceBox | undefined;
}

/** The person's continuation and shading (see PersonAnalysis), made together on another thread. */
export interface PersonFills {
  continuation: Float32Array;
  shading: FloatMap;
}

export const continuationOf = (p: FillInputs): Float32Array =>
  fillContinuation(p.image, p.matte, p.oldGarment, p.skin, p.body, (x, y) =>
    isHead(p.face, p.body, x, y),
  );

export const shadingOf = (p: FillInputs): FloatMap =>
  measureShading(p.image, p.oldGarment, p.body.shoulderWidth / 10, p.body);

/**
 * Normalised convolution of luminance over the old garment: its folds' light, never its print.
 * With the body, an outfit of two pieces in different colours (a white top over blue jeans) has
 * each piece's luminance taken over its own mean (outfitPieces): measured over one mean, the
 * jeans read as a deep shadow and the top as a highlight, and a kurta over both took a dark band
 * across the hips.
 */
export function measureShading(
  image: RasterImage,
  oldGarment: FloatMap,
  radius: number,
  body?: Body,
): FloatMap {
  const luma = createFloatMap(image.width, image.height);
  const pieces = body ? outfitPieces(image, oldGarment, body) : undefined;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < luma.data.length; i += 1) {
    const o = i * 3;
    let l =
      0.299 * (image.data[o] ?? 0) +
      0.587 * (image.data[o + 1] ?? 0) +
      0.114 * (image.data[o + 2] ?? 0);
    if (pieces) l /= pieces[i] ?? 1;
    const m = oldGarment.data[i] ?? 0;
    luma.data[i] = l * m;
    sum += l * m;
    count += m;
  }
  const mean = count > 0 ? sum / count : 128;
  // Low-frequency by definition: computed at a quarter of the resolution.
  const factor = 4;
  const num = downsamplePlane(
    { data: luma.data, width: image.width, height: image.height, channels: 1 },
    factor,
  );
  const den = downsamplePlane(
    { data: oldGarment.data, width: image.width, height: image.height, channels: 1 },
    factor,
  );
  const numBlur = blurMap(
    { data: num.data, width: num.width, height: num.height },
    radius / factor,
  );
  const denBlur = blurMap(
    { data: den.data, width: den.width, height: den.height },
    radius / factor,
  );
  const small = new Float32Array(num.data.length).fill(1);
  for (let i = 0; i < small.length; i += 1) {
    const d = denBlur.data[i] ?? 0;
    if (d > 0.05) small[i] = Math.min(1.2, Math.max(0.6, (numBlur.data[i] ?? 0) / d / mean));
  }
  const full = upsamplePlane(
    { data: small, width: num.width, height: num.height, channels: 1 },
    image.width,
    image.height,
  );
  return { data: full.data, width: image.width, height: image.height };
}

/**
 * Median colour of the skin in the middle of the face (beard, lips and eyes fail the skin test),
 * for arms that a shorter sleeve uncovers.
 */
export function medianSkinColour(
  image: RasterImage,
  model: SkinModel,
  face: FaceBox | undefined,
): Rgb | undefined {
  if (!face) return undefined;
  const channels: number[][] = [[], [], []];
  for (
    let y = Math.max(0, Math.round(face.y + face.height * 0.3));
    y < Math.min(image.height, face.y + face.height * 0.8);
    y += 1
  ) {
    for (
      let x = Math.max(0, Math.round(face.x + face.width * 0.2));
      x < Math.min(image.width, face.x + face.width * 0.8);
      x += 1
    ) {
      const o = (y * image.width + x) * 3;
      const r = image.data[o] ?? 0;
      const g = image.data[o + 1] ?? 0;
      const b = image.data[o + 2] ?? 0;
      if (skinScore(model, r, g, b) < 0.5) continue;
      channels[0]?.push(r);
      channels[1]?.push(g);
      channels[2]?.push(b);
    }
  }
  if ((channels[0]?.length ?? 0) < 50) return undefined;
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
  return [med(channels[0] ?? []), med(channels[1] ?? []), med(channels[2] ?? [])];
}

/** Median colour under a mask (the hands' skin when no face is visible). */
export function medianColour(image: RasterImage, mask: FloatMap): Rgb | undefined {
  const channels: number[][] = [[], [], []];
  for (let i = 0; i < mask.data.length; i += 1) {
    if ((mask.data[i] ?? 0) < 0.5) continue;
    for (let c = 0; c < 3; c += 1) channels[c]?.push(image.data[i * 3 + c] ?? 0);
  }
  if ((channels[0]?.length ?? 0) < 50) return undefined;
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
  return [med(channels[0] ?? []), med(channels[1] ?? []), med(channels[2] ?? [])];
}

/**
 * What lies beyond a shorter new garment: the person's own surroundings on the body (usually the
 * lower garment), spread by pull-push from pixels that are neither old garment, skin nor head.
 */
export function fillContinuation(
  image: RasterImage,
  matte: FloatMap,
  oldGarment: FloatMap,
  skin: FloatMap,
  body: Body,
  isHead: (x: number, y: number) => boolean,
): Float32Array {
  const keep = createFloatMap(image.width, image.height);
  for (let i = 0; i < keep.data.length; i += 1) {
    const x = i % image.width;
    const y = (i - x) / image.width;
    const isKept =
      (matte.data[i] ?? 0) > 0.5 &&
      (oldGarment.data[i] ?? 0) < 0.5 &&
      (skin.data[i] ?? 0) < 0.5 &&
      !isHead(x, y);
    keep.data[i] = isKept ? 1 : 0;
  }
  const eroded = morphMask(keep, -2);
  const fallback = fillOutsideMaskCoarse(image, eroded, 4);
  return pullUpFromBelow(image, eroded, fallback, Math.round(body.torsoLength * 0.6));
}

/**
 * Below a shorter top, what continues is what is directly underneath (the trousers): each column
 * takes, within reach, the kept pixel as far below the first kept one as it is above it (the
 * trousers mirrored about their top, so their folds and grain go on), or the first kept one where
 * that is not kept; pull-push fills the rest. Drawing the first kept row up made vertical streaks
 * (person_05 given the tee: his white trousers in bands where the bandhgala's skirt was).
 */
function pullUpFromBelow(
  image: RasterImage,
  keep: FloatMap,
  fallback: Float32Array,
  reach: number,
): Float32Array {
  const { width, height } = image;
  const out = Float32Array.from(fallback);
  for (let x = 0; x < width; x += 1) {
    let lastY = -1;
    for (let y = height - 1; y >= 0; y -= 1) {
      const i = y * width + x;
      if ((keep.data[i] ?? 0) > 0.5) {
        lastY = y;
        continue;
      }
      if (lastY < 0 || lastY - y > reach) continue;
      // Mirrored about the first kept row (its folds and grain go on), while what lies there
      // is kept; past it, that row's own colour.
      const mirror = 2 * lastY - y;
      const sy = mirror < height && (keep.data[mirror * width + x] ?? 0) > 0.5 ? mirror : lastY;
      const from = (sy * width + x) * 3;
      for (let c = 0; c < 3; c += 1) out[i * 3 + c] = image.data[from + c] ?? 0;
    }
  }
  return out;
}

/** The two pieces' colours must differ by this (YCbCr, luma weighted by PIECE_LUMA_WEIGHT). */
const PIECE_DISTANCE = 14;
/** Luma counts less than chroma: a white top's shadow is grey, not the black trousers' colour. */
const PIECE_LUMA_WEIGHT = 0.3;
/** Each piece's sample must hold at least this share of the old garment's pixels. */
const PIECE_SHARE = 0.05;

/**
 * An outfit of a top and a lower garment in different colours: each old-garment pixel's piece's
 * mean luminance (1 elsewhere), or undefined for an outfit of one colour. The pieces' colours
 * are sampled on the torso (shoulders to just above the hips) and on the thighs (below the hips
 * to the knees); each pixel goes to the nearer colour, chroma counting more than luma.
 */
export function outfitPieces(
  image: RasterImage,
  oldGarment: FloatMap,
  body: Body,
): Float32Array | undefined {
  const { width, height } = image;
  const shoulderY = (body.shoulderL.y + body.shoulderR.y) / 2;
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const kneeY = body.kneeL?.y ?? body.kneeR?.y ?? hipY + body.torsoLength;
  const ycc = (i: number, out: number[]) => {
    const r = image.data[i * 3] ?? 0;
    const g = image.data[i * 3 + 1] ?? 0;
    const b = image.data[i * 3 + 2] ?? 0;
    out[0] = (0.299 * r + 0.587 * g + 0.114 * b) * PIECE_LUMA_WEIGHT;
    out[1] = -0.168736 * r - 0.331264 * g + 0.5 * b;
    out[2] = 0.5 * r - 0.418688 * g - 0.081312 * b;
  };
  const sample = (y0: number, y1: number) => {
    const sum = [0, 0, 0];
    const p = [0, 0, 0];
    let n = 0;
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(height, Math.round(y1)); y += 2)
      for (let x = 0; x < width; x += 2) {
        const i = y * width + x;
        if ((oldGarment.data[i] ?? 0) <= 0.5) continue;
        ycc(i, p);
        for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (p[c] ?? 0);
        n += 1;
      }
    return { mean: sum.map((v) => v / Math.max(1, n)), n };
  };
  const top = sample(shoulderY, hipY - body.torsoLength * 0.15);
  const bottom = sample(hipY + body.torsoLength * 0.15, kneeY);
  let total = 0;
  for (let i = 0; i < oldGarment.data.length; i += 4)
    if ((oldGarment.data[i] ?? 0) > 0.5) total += 1;
  // Samples every second row and column (a quarter of the pixels), as the total counts.
  if (Math.min(top.n, bottom.n) < total * PIECE_SHARE) return undefined;
  const apart = Math.hypot(...top.mean.map((v, c) => v - (bottom.mean[c] ?? 0)));
  if (apart < PIECE_DISTANCE) return undefined;
  const piece = new Uint8Array(width * height);
  const sums = [0, 0];
  const counts = [0, 0];
  const p = [0, 0, 0];
  // Squared distances, written out: this runs per pixel.
  const [t0, t1, t2] = top.mean as [number, number, number];
  const [b0, b1, b2] = bottom.mean as [number, number, number];
  for (let i = 0; i < piece.length; i += 1) {
    if ((oldGarment.data[i] ?? 0) <= 0) continue;
    ycc(i, p);
    const p0 = p[0] ?? 0;
    const p1 = p[1] ?? 0;
    const p2 = p[2] ?? 0;
    const toTop = (p0 - t0) ** 2 + (p1 - t1) ** 2 + (p2 - t2) ** 2;
    const toBottom = (p0 - b0) ** 2 + (p1 - b1) ** 2 + (p2 - b2) ** 2;
    const k = toTop <= toBottom ? 0 : 1;
    piece[i] = k + 1;
    sums[k] = (sums[k] ?? 0) + (p[0] ?? 0) / PIECE_LUMA_WEIGHT;
    counts[k] = (counts[k] ?? 0) + 1;
  }
  const means = sums.map((v, k) => Math.max(1, v / Math.max(1, counts[k] ?? 0)));
  const all = (sums[0]! + sums[1]!) / Math.max(1, counts[0]! + counts[1]!);
  const out = new Float32Array(width * height).fill(1);
  // Each piece's luminance over its own mean, brought back to the outfit's overall scale.
  for (let i = 0; i < out.length; i += 1)
    if (piece[i]) out[i] = (means[(piece[i] ?? 1) - 1] ?? all) / all;
  return out;
}
