import type { Body } from './body';
import type { FaceBox } from './detect-people';
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

/** Normalised convolution of luminance over the old garment: its folds' light, never its print. */
export function measureShading(image: RasterImage, oldGarment: FloatMap, radius: number): FloatMap {
  const luma = createFloatMap(image.width, image.height);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < luma.data.length; i += 1) {
    const o = i * 3;
    const l =
      0.299 * (image.data[o] ?? 0) +
      0.587 * (image.data[o + 1] ?? 0) +
      0.114 * (image.data[o + 2] ?? 0);
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
 * takes the nearest kept pixel below it, within reach; pull-push fills the rest.
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
      const from = (lastY * width + x) * 3;
      for (let c = 0; c < 3; c += 1) out[i * 3 + c] = image.data[from + c] ?? 0;
    }
  }
  return out;
}
