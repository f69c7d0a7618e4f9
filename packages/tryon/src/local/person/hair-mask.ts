import type { Body } from './body';
import type { FaceBox } from './detect-people';
import { colourDistance, paletteDistance, samplePalette, type Rgb } from '../raster/palette';
import { createFloatMap, morphMask, type FloatMap, type RasterImage } from '../raster/raster';
import { labelComponents } from '../raster/components';

/** A strip down the chest's centre, where clothing is and hair rarely falls. */
function chestStrip(body: Body, width: number, height: number) {
  const centre = (body.shoulderL.x + body.shoulderR.x + body.hipL.x + body.hipR.x) / 4;
  const top = Math.min(body.shoulderL.y, body.shoulderR.y);
  return {
    x0: Math.max(0, Math.round(centre - body.shoulderWidth * 0.2)),
    x1: Math.min(width - 1, Math.round(centre + body.shoulderWidth * 0.2)),
    y0: Math.max(0, Math.round(top + body.torsoLength * 0.15)),
    y1: Math.min(height - 1, Math.round(top + body.torsoLength * 0.5)),
  };
}

/**
 * Whether the hair's component runs into clothing of its colour: hair falls over the shoulders
 * and down the sides, a black blouse fills the middle of the chest. True when the component
 * holds most of the hair-coloured pixels in a strip down the chest's centre.
 */
function runsIntoClothing(
  raw: FloatMap,
  labels: Int32Array,
  keep: Set<number>,
  body: Body,
): boolean {
  const { width } = raw;
  const { x0, x1, y0, y1 } = chestStrip(body, width, raw.height);
  let coloured = 0;
  let reached = 0;
  for (let y = y0; y <= y1; y += 1)
    for (let x = x0; x <= x1; x += 1) {
      const i = y * width + x;
      if ((raw.data[i] ?? 0) <= 0) continue;
      coloured += 1;
      if (keep.has(labels[i] ?? 0)) reached += 1;
    }
  return coloured > 0 && reached > coloured * 0.3;
}

/**
 * Locks of hair cut off from the head by a hand raised to it: components of the hair's colours
 * within a tenth of the shoulders of the hair found, that begin above the shoulders and do not
 * reach the chest's centre. Hair falls from the head down the sides; clothing of the hair's
 * colour (a blouse, joined to hair behind the neck) lies lower and across the chest.
 */
function cutOffLocks(labels: Int32Array, keep: Set<number>, body: Body, width: number): number[] {
  const height = labels.length / width;
  const kept = createFloatMap(width, height);
  for (let i = 0; i < labels.length; i += 1) if (keep.has(labels[i] ?? 0)) kept.data[i] = 1;
  const near = morphMask(kept, Math.max(2, Math.round(body.shoulderWidth * 0.1)));
  const startBy = Math.min(body.shoulderL.y, body.shoulderR.y);
  const strip = chestStrip(body, width, height);
  const begun = new Set<number>();
  const ruledOut = new Set<number>();
  const touching = new Set<number>();
  for (let i = 0; i < labels.length; i += 1) {
    const label = labels[i] ?? 0;
    if (label === 0 || keep.has(label) || ruledOut.has(label)) continue;
    const x = i % width;
    const y = (i - x) / width;
    const inStrip = x >= strip.x0 && x <= strip.x1 && y >= strip.y0 && y <= strip.y1;
    // Labels are met in row order: a component's first pixel is its top.
    if (inStrip || (!begun.has(label) && y > startBy)) ruledOut.add(label);
    begun.add(label);
    if ((near.data[i] ?? 0) > 0.5) touching.add(label);
  }
  return [...touching].filter((label) => !ruledOut.has(label));
}

/**
 * Hair (or a hat) that falls in front of the clothing: pixels in the colours found just above the
 * face, connected to that spot, above the hips. When the hair's colours are also the clothing's
 * (black hair, a black blouse), the hair is kept only if it does not run into that clothing
 * (runsIntoClothing); otherwise the mask is empty, as the two cannot be told apart by colour.
 */
export function findHair(
  image: RasterImage,
  matte: FloatMap,
  skin: FloatMap,
  body: Body,
  face: FaceBox | undefined,
  clothing: Rgb[],
): FloatMap {
  const out = createFloatMap(image.width, image.height);
  if (!face) return out;
  const isCandidate = (i: number) => (matte.data[i] ?? 0) > 0.5 && (skin.data[i] ?? 0) < 0.5;
  const seed = {
    x0: face.x + face.width * 0.15,
    x1: face.x + face.width * 0.85,
    y0: face.y - face.height * 0.2,
    y1: face.y + face.height * 0.1,
  };
  const hair = samplePalette(image, isCandidate, seed, 3);
  if (hair.length === 0) return out;
  const likeClothing = hair.some((h) => clothing.some((c) => colourDistance(h, c) < 45));
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const raw = createFloatMap(image.width, image.height);
  for (let y = 0; y < Math.min(image.height, hipY); y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const i = y * image.width + x;
      const o = i * 3;
      if (
        isCandidate(i) &&
        paletteDistance(hair, image.data[o] ?? 0, image.data[o + 1] ?? 0, image.data[o + 2] ?? 0) <
          30
      )
        raw.data[i] = 1;
    }
  }
  const { labels } = labelComponents(raw);
  const keep = new Set<number>();
  for (let y = Math.max(0, Math.round(seed.y0)); y < Math.min(image.height, seed.y1); y += 1) {
    for (let x = Math.max(0, Math.round(seed.x0)); x < Math.min(image.width, seed.x1); x += 1)
      keep.add(labels[y * image.width + x] ?? 0);
  }
  keep.delete(0);
  for (const label of cutOffLocks(labels, keep, body, image.width)) keep.add(label);
  if (likeClothing && runsIntoClothing(raw, labels, keep, body)) return out;
  for (let i = 0; i < labels.length; i += 1) if (keep.has(labels[i] ?? 0)) out.data[i] = 1;
  return out;
}
