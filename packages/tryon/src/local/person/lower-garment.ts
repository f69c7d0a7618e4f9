import { legEnd, type Body } from './body';
import { lerp, mid, type Point } from '../raster/geometry';
import { hueStep, paletteDistance, samplePalette, type Rgb } from '../raster/palette';
import {
  createFloatMap,
  localLumaStd,
  morphMask,
  type FloatMap,
  type RasterImage,
} from '../raster/raster';
import { keepComponentsTouching } from '../raster/components';

/** What a lower garment replaces on a person, and what stays in front of it. */
export interface LowerGarmentSplit {
  /** The trousers, skirt or shorts the new lower garment replaces (0/1). */
  oldGarment: FloatMap;
  /** The top over the waist and thighs (a jacket's or kurta's hem): kept in front (0/1). */
  topOver: FloatMap;
  /**
   * The legs at the knees are under one piece of the top's clothing (a long kurta, a saree, a
   * dress): a lower garment cannot be shown on them.
   */
  legsCovered: boolean;
}

/** Colour distance within which a pixel is in a palette (as for any old garment). */
const IN_PALETTE = 48;
/** A pixel is the top's when it is this much nearer the top's colours than the legs'. */
const TOP_MARGIN = 16;

function distance(palette: Rgb[], image: RasterImage, i: number): number {
  if (palette.length === 0) return Infinity;
  const o = i * image.channels;
  return paletteDistance(
    palette,
    image.data[o] ?? 0,
    image.data[o + 1] ?? 0,
    image.data[o + 2] ?? 0,
  );
}

/** Every colour of `a` lies within IN_PALETTE of one of `b`'s. */
function palettesAlike(a: Rgb[], b: Rgb[]): boolean {
  return a.length > 0 && b.length > 0 && a.every((c) => paletteDistance(b, ...c) < IN_PALETTE);
}

type Box = { x0: number; x1: number; y0: number; y1: number };

/** Median local luma spread (weave, print, embroidery) of the clothing in a box. */
function medianTexture(texture: FloatMap, clothing: (i: number) => boolean, box: Box): number {
  const values: number[] = [];
  for (let y = Math.max(0, Math.round(box.y0)); y < Math.min(texture.height, box.y1); y += 2) {
    for (let x = Math.max(0, Math.round(box.x0)); x < Math.min(texture.width, box.x1); x += 2) {
      const i = y * texture.width + x;
      if (clothing(i)) values.push(texture.data[i] ?? 0);
    }
  }
  values.sort((a, b) => a - b);
  return values[values.length >> 1] ?? 0;
}

/**
 * The chest's and the knees' clothing have alike texture: one fabric (a saree's pleats and pallu),
 * not an embroidered jacket over plain trousers of the same cream (D14: 7.4 against 1.9).
 */
function texturesAlike(
  image: RasterImage,
  clothing: (i: number) => boolean,
  chest: Box,
  knees: Box,
): boolean {
  const texture = localLumaStd(image, 2);
  const a = medianTexture(texture, clothing, chest) + 1;
  const b = medianTexture(texture, clothing, knees) + 1;
  return Math.max(a, b) / Math.min(a, b) < 2;
}

/**
 * Torso lengths below the lower ankle that the lower garment may still reach: full-length
 * trousers break over the shoes (person_03's navy hem lies ~30 px below his ankle keypoint, and
 * showed under the new jeans).
 */
const BELOW_ANKLE = 0.12;
/** Distance in a*b* (hueStep) of a row below the ankle from the leg's colour above it: a shoe. */
const SHOE_STEP = 5;

/**
 * Below its leg's ankle a column keeps the lower garment only down from the ankle without a
 * break (`mask` edited): the hem hangs over the shoe, and the shoe's sole in the trousers'
 * colour (person_03's navy rim), joined to them at its side, is not fabric. A leg stops at the
 * first row whose colour steps SHOE_STEP from its own just above the ankle: a cream slipper under
 * cream trousers (vton-dev D14) is in their palette and joined to them, and not fabric either.
 */
function hangFromAnkles(
  mask: FloatMap,
  image: RasterImage,
  ends: [Point, Point],
  /** Rows above each ankle whose colour is the leg's own. */
  above: number,
): void {
  const { width, height } = mask;
  const side = Array.from({ length: width }, (_, x) =>
    Math.abs(x - ends[0].x) <= Math.abs(x - ends[1].x) ? 0 : 1,
  );
  const meanColour = (leg: number, y0: number, y1: number, keep: (i: number) => boolean) => {
    const sum = [0, 0, 0];
    let n = 0;
    for (let y = Math.max(0, y0); y <= Math.min(height - 1, y1); y += 1)
      for (let x = 0; x < width; x += 1) {
        const i = y * width + x;
        if (side[x] !== leg || !keep(i)) continue;
        for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (image.data[i * 3 + c] ?? 0);
        n += 1;
      }
    return n > 0 ? (sum.map((v) => v / n) as Rgb) : undefined;
  };
  const on = (i: number) => (mask.data[i] ?? 0) > 0.5;
  ends.forEach((ankle, leg) => {
    const start = Math.max(1, Math.ceil(ankle.y));
    const own = meanColour(leg, Math.round(ankle.y - above), start - 1, on);
    const hanging = new Uint8Array(width).fill(1);
    let stopped = false;
    for (let y = start; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        if (side[x] !== leg) continue;
        const i = y * width + x;
        hanging[x] = hanging[x] && !stopped && on(i) ? 1 : 0;
      }
      const row = meanColour(leg, y, y, (i) => hanging[i % width] === 1);
      if (own && row && hueStep(own, row) > SHOE_STEP) {
        stopped = true;
        hanging.fill(0);
      }
      for (let x = 0; x < width; x += 1)
        if (side[x] === leg && !hanging[x]) mask.data[y * width + x] = 0;
    }
  });
}

/**
 * Splits the clothing below the waist into the lower garment and the top that hangs over it.
 * The lower garment's colours are sampled at the lower thighs and knees, below any short top's hem
 * (a bandhgala's or short kurta's skirt covers the upper thighs); the top's at the chest. A pixel
 * nearer the top's colours is the top's: the new trousers go behind it, not over it. When the top
 * (or a one-piece in the top's colours) spans both legs at the knees, the legs are covered.
 */
export function splitLowerGarment(
  image: RasterImage,
  /** Clothing pixels: in the person's matte and not skin. */
  clothing: (i: number) => boolean,
  isHead: (x: number, y: number) => boolean,
  body: Body,
): LowerGarmentSplit {
  const { width, height } = image;
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const endL = legEnd(body, 'L');
  const endR = legEnd(body, 'R');
  const kneeL = body.kneeL ?? lerp(body.hipL, endL, 0.5);
  const kneeR = body.kneeR ?? lerp(body.hipR, endR, 0.5);
  const knee = mid(kneeL, kneeR);
  const xs = [body.shoulderL.x, body.shoulderR.x, body.hipL.x, body.hipR.x, kneeL.x, kneeR.x];
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const chest = {
    x0,
    x1,
    y0: shoulderY + body.torsoLength * 0.15,
    y1: hipY - body.torsoLength * 0.1,
  };
  const topPalette = samplePalette(image, clothing, chest);
  const lowerThighs = {
    x0,
    x1,
    y0: lerp({ x: 0, y: hipY }, knee, 0.55).y,
    y1: knee.y + body.torsoLength * 0.1,
  };
  const thighs = {
    x0,
    x1,
    y0: hipY + body.torsoLength * 0.15,
    y1: (hipY + knee.y) / 2 + body.torsoLength * 0.3,
  };
  let legPalette = samplePalette(image, clothing, lowerThighs);
  if (legPalette.length === 0) legPalette = samplePalette(image, clothing, thighs);
  const bandY0 = Math.max(0, Math.round(hipY - body.torsoLength * 0.3));
  const bandY1 = Math.min(height, Math.max(endL.y, endR.y) + body.torsoLength * BELOW_ANKLE);
  const lower = createFloatMap(width, height);
  const top = createFloatMap(width, height);
  for (let y = Math.max(0, Math.round(chest.y0)); y < bandY1; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (!clothing(i) || isHead(x, y)) continue;
      const dLeg = distance(legPalette, image, i);
      const dTop = distance(topPalette, image, i);
      const isTop = dTop < IN_PALETTE && dTop + TOP_MARGIN < dLeg;
      if (isTop) top.data[i] = 1;
      else if (dLeg < IN_PALETTE && y >= bandY0) lower.data[i] = 1;
    }
  }
  // Closing fills the small gaps that folds' shadows leave (they miss the palette) but not hands.
  const seeds = (t: number): Point[] => [lerp(body.hipL, endL, t), lerp(body.hipR, endR, t)];
  const oldGarment = keepComponentsTouching(morphMask(morphMask(lower, 3), -3), [
    ...seeds(0.25),
    ...seeds(0.4),
  ]);
  hangFromAnkles(oldGarment, image, [endL, endR], body.torsoLength * 0.1);
  const chestSeeds = [0.5, 0.7].flatMap((t) => [
    lerp(body.shoulderL, body.hipL, t),
    lerp(body.shoulderR, body.hipR, t),
  ]);
  const topAll = keepComponentsTouching(morphMask(morphMask(top, 3), -3), chestSeeds);
  // The top hangs from above: in each column it is in front down to where the lower garment
  // begins; the top's colours further down (a white print on white shorts) are the lower garment's.
  const topOver = createFloatMap(width, height);
  for (let x = 0; x < width; x += 1) {
    for (let y = bandY0; y < bandY1; y += 1) {
      const i = y * width + x;
      if ((oldGarment.data[i] ?? 0) > 0.5) break;
      if ((topAll.data[i] ?? 0) > 0.5) topOver.data[i] = 1;
    }
  }
  return {
    oldGarment,
    topOver,
    legsCovered: coversKnees(
      oldGarment,
      topOver,
      kneeL,
      kneeR,
      body,
      palettesAlike(legPalette, topPalette) && texturesAlike(image, clothing, chest, lowerThighs),
    ),
  };
}

/**
 * Between the knees (the middle third of the span), trousers show a gap or two separate legs; a
 * long kurta, saree or dress is one piece across. Covered when that middle is mostly the top's, or
 * mostly clothing of the top's own fabric (`lowerLikeTop`: its colours and texture).
 */
function coversKnees(
  oldGarment: FloatMap,
  topOver: FloatMap,
  kneeL: Point,
  kneeR: Point,
  body: Body,
  lowerLikeTop: boolean,
): boolean {
  const { width, height } = oldGarment;
  const [a, b] = kneeL.x < kneeR.x ? [kneeL, kneeR] : [kneeR, kneeL];
  const span = b.x - a.x;
  const xa = Math.round(a.x + span / 3);
  const xb = Math.round(b.x - span / 3);
  const yc = (a.y + b.y) / 2;
  const half = Math.max(2, Math.round(body.torsoLength * 0.08));
  let total = 0;
  let topCount = 0;
  let clothCount = 0;
  for (let y = Math.round(yc) - half; y <= yc + half; y += 1) {
    if (y < 0 || y >= height) continue;
    for (let x = Math.max(0, xa); x <= Math.min(width - 1, xb); x += 1) {
      const i = y * width + x;
      total += 1;
      if ((topOver.data[i] ?? 0) > 0.5) topCount += 1;
      else if ((oldGarment.data[i] ?? 0) > 0.5) clothCount += 1;
    }
  }
  if (total === 0 || span < body.shoulderWidth * 0.15) return false;
  return topCount / total > 0.5 || (lowerLikeTop && (topCount + clothCount) / total > 0.8);
}
