import type { Category, GarmentPhotoType } from '../../types';
import { buildBody, countPeople, legEnd, type Body } from '../person/body';
import type { PeopleDetection } from '../person/detect-people';
import { separateFlatGarment, separateWornGarment } from '../garment/garment-mask';
import { flatLongTop } from '../garment/garment-landmarks';
import { countMask, rowExtent, type FloatMap, type RasterImage } from '../raster/raster';
import { findOutfitSplit } from './outfit-split';

/** What the garment photo shows, as detected (used when an option is `auto`). */
export interface GarmentKind {
  photoType: GarmentPhotoType;
  category: Category;
  /** 0..1: how clearly the photo matched the detected category. */
  certainty: number;
  /** On-model: how far down the legs the garment reaches (0 hips … 1 ankles); undefined flat. */
  reach?: number;
  /** On-model: the garment runs off the bottom of the photo, so its length is unknown. */
  cutOff?: boolean;
}

/** A photo is on-model when one person with a face, or a clear body pose, is in it. */
export function detectPhotoType(detection: PeopleDetection): GarmentPhotoType {
  const hasFace = detection.faces.some((f) => f.score >= 0.6);
  const body = buildBody(detection.keypoints);
  if (!body || countPeople(detection) > 1) return 'flat-lay';
  if (hasFace) return 'on-model';
  // A flat product shot can fool the pose model; it does not fool the person matte.
  const matteShare = countMask(detection.matte) / Math.max(1, detection.matte.data.length);
  return detection.bodyScore >= 0.5 && matteShare >= 0.05 ? 'on-model' : 'flat-lay';
}

/** Share of mask pixels in a rectangle. */
function shareIn(mask: FloatMap, x0: number, x1: number, y0: number, y1: number): number {
  let inside = 0;
  let total = 0;
  const xa = Math.max(0, Math.round(x0));
  const xb = Math.min(mask.width, Math.round(x1));
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(mask.height, y1); y += 1) {
    for (let x = xa; x < xb; x += 1) {
      total += 1;
      if ((mask.data[y * mask.width + x] ?? 0) > 0.5) inside += 1;
    }
  }
  return total ? inside / total : 0;
}

/**
 * Share of mask pixels on the torso: between the outermost shoulder and hip joints, from a fifth of
 * the torso below the higher shoulder down to the hips (the neckline and collar left out).
 */
export function torsoShare(mask: FloatMap, body: Body): number {
  const xs = [body.shoulderL.x, body.shoulderR.x, body.hipL.x, body.hipR.x];
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  return shareIn(mask, Math.min(...xs), Math.max(...xs), shoulderY + body.torsoLength * 0.2, hipY);
}

/** The largest face's gender call when the face model is sure of it. */
export function wearerGender(detection: PeopleDetection): 'female' | 'male' | undefined {
  const face = [...detection.faces].sort((a, b) => b.width * b.height - a.width * a.height)[0];
  return face?.gender && face.gender.score >= 0.6 ? face.gender.value : undefined;
}

/**
 * A lehenga's (or anarkali's) skirt is a bell: it widens from the hips to the hem on both sides
 * of the body alike. A saree's lower part hangs close to the legs: what widens its outline is the
 * pallu, held out or hanging on one side (in a back view it is spread out for the camera, wide
 * but barely growing downwards). Widths in hip widths, measured from the hips' centre.
 */
export function isBellSkirt(
  mask: FloatMap,
  body: Body,
  hipY: number,
  ankleY: number,
  hipWidth: number,
): boolean {
  const hipX = (body.hipL.x + body.hipR.x) / 2;
  const [a0, a1] = rowExtent(mask, hipY + (ankleY - hipY) * 0.3);
  const [b0, b1] = rowExtent(mask, hipY + (ankleY - hipY) * 0.85);
  if (a0 < 0 || b0 < 0) return false;
  const flare = (b1 - b0 + 1) / hipWidth;
  const growth = (b1 - b0 + 1) / Math.max(1, a1 - a0 + 1);
  const left = hipX - b0;
  const right = b1 - hipX;
  const symmetry = Math.min(left, right) / Math.max(1, left, right);
  return flare > 2.1 && growth >= 1.33 && symmetry >= 0.72;
}

/** The lowest row with a real amount of garment (more than a fifth of the hip width). */
function hemRow(mask: FloatMap, minRun: number): number {
  for (let y = mask.height - 1; y >= 0; y -= 1) {
    let n = 0;
    for (let x = 0; x < mask.width; x += 1) if ((mask.data[y * mask.width + x] ?? 0) > 0.5) n += 1;
    if (n >= minRun) return y;
  }
  return 0;
}

/**
 * How unlike the two halves of the torso are: the mean absolute channel difference (0..255)
 * between garment pixels mirrored about the body's centre line (mid-shoulders to mid-hips), from
 * a tenth of the way down the torso to the hips. A top or kurta, plain or printed, measures
 * 10–40 on the development photos; a saree, whose pallu crosses one shoulder, 52–77.
 */
export function torsoAsymmetry(image: RasterImage, mask: FloatMap, body: Body): number {
  const { width } = image;
  const sy = (body.shoulderL.y + body.shoulderR.y) / 2;
  const hy = (body.hipL.y + body.hipR.y) / 2;
  const sx = (body.shoulderL.x + body.shoulderR.x) / 2;
  const hx = (body.hipL.x + body.hipR.x) / 2;
  const half = Math.abs(body.shoulderL.x - body.shoulderR.x) / 2;
  let sum = 0;
  let n = 0;
  for (let y = Math.round(sy + (hy - sy) * 0.1); y < Math.min(image.height, hy); y += 2) {
    const cx = sx + (hx - sx) * ((y - sy) / Math.max(1, hy - sy));
    for (let d = half * 0.15; d < half * 0.9; d += 2) {
      const l = y * width + Math.round(cx - d);
      const r = y * width + Math.round(cx + d);
      if (Math.round(cx - d) < 0 || Math.round(cx + d) >= width) continue;
      if ((mask.data[l] ?? 0) <= 0.5 || (mask.data[r] ?? 0) <= 0.5) continue;
      for (let c = 0; c < 3; c += 1)
        sum += Math.abs((image.data[l * 3 + c] ?? 0) - (image.data[r * 3 + c] ?? 0)) / 3;
      n += 1;
    }
  }
  return n ? sum / n : 0;
}

/**
 * Category of a garment worn by a model, from where its fabric is on the wearer's body: torso
 * covered or not, how far down the legs it runs, and how much it flares (a lehenga's skirt flares,
 * a draped saree stays close to the legs). `gender` is the wearer's, for a garment photo: there
 * a long garment on a man is a kurta or sherwani. A person's own outfit is measured by its shape
 * alone (the mode choice weighs the gender itself).
 */
export function wornCategory(
  image: RasterImage,
  detection: PeopleDetection,
  body: Body,
  gender?: 'female' | 'male',
): GarmentKind {
  const mask = separateWornGarment(image, detection, body, 'full');
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const ankleY = Math.max(legEnd(body, 'L').y, legEnd(body, 'R').y);
  const torso = torsoShare(mask, body);
  const hipWidth = Math.max(8, Math.abs(body.hipR.x - body.hipL.x) * 1.6);
  const hem = hemRow(mask, hipWidth * 0.2);
  const reach = (hem - hipY) / Math.max(1, ankleY - hipY);
  const base = { photoType: 'on-model' as const, reach, cutOff: hem >= mask.height - 4 };
  // A model's torso is nearly always dressed, often in skin-toned fabric the skin test takes for
  // skin: call the garment a lower one only when the torso is bare and the legs are dressed.
  const torsoMatte = torsoShare(detection.matte, body);
  if (torso < 0.15 && torsoMatte > 0.8 && reach > 0.3)
    return { ...base, category: 'lower', certainty: 0.5 };
  const split = findOutfitSplit(image, mask, body, hem);
  if (split !== undefined)
    return { ...base, reach: Math.max(0, split), category: 'upper', certainty: 0.8 };
  if (reach < 0.75) {
    // Cut off by the photo, a woman's garment may as well be a saree seen from the waist up: its
    // pallu over one shoulder makes the two halves of the torso unlike (a top's are mirror images).
    // Only for a face the model is sure is a woman's: a headless shirt or kurta photo stays a top.
    if (base.cutOff && gender === 'female' && torsoAsymmetry(image, mask, body) >= 48)
      return { ...base, category: 'saree', certainty: 0.5 };
    const unsure = reach >= 0.6 || (base.cutOff && gender !== 'male');
    return { ...base, category: 'upper', certainty: unsure ? 0.5 : 0.9 };
  }
  // A long garment on a man is a kurta, sherwani or achkan over trousers of a similar colour.
  if (gender === 'male') return { ...base, category: 'upper', certainty: 0.6 };
  if (isBellSkirt(mask, body, hipY, ankleY, hipWidth))
    return { ...base, category: 'full', certainty: 0.7 };
  return { ...base, category: 'saree', certainty: 0.7 };
}

/**
 * Trousers: in most rows of the outline's lower third the fabric is two runs, each a fifth of the
 * outline's width or more, with the gap between them near the middle.
 */
function twoLegs(mask: FloatMap, minX: number, w: number, minY: number, h: number): boolean {
  let rows = 0;
  let legs = 0;
  for (let y = Math.round(minY + h * 0.65); y < minY + h * 0.95; y += 1) {
    rows += 1;
    const runs: [number, number][] = [];
    let start = -1;
    for (let x = minX; x <= minX + w; x += 1) {
      const on = x < minX + w && (mask.data[y * mask.width + x] ?? 0) > 0.5;
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        if (x - start >= w * 0.2) runs.push([start, x]);
        start = -1;
      }
    }
    const [a, b] = runs;
    if (runs.length !== 2 || !a || !b) continue;
    const gap = (a[1] + b[0]) / 2;
    if (b[0] - a[1] >= 2 && Math.abs(gap - (minX + w / 2)) <= w * 0.15) legs += 1;
  }
  return rows > 0 && legs / rows >= 0.7;
}

/**
 * Category of a garment photographed flat: a length of fabric filling its frame is a saree;
 * two legs at the bottom make trousers; a tall outline is a dress; otherwise a top.
 */
function flatCategory(image: RasterImage): GarmentKind {
  const mask = separateFlatGarment(image);
  const area = countMask(mask);
  let minX = mask.width;
  let maxX = 0;
  let minY = mask.height;
  let maxY = 0;
  for (let y = 0; y < mask.height; y += 1) {
    for (let x = 0; x < mask.width; x += 1) {
      if ((mask.data[y * mask.width + x] ?? 0) <= 0.5) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  const base = { photoType: 'flat-lay' as const };
  const w = Math.max(1, maxX - minX + 1);
  const h = Math.max(1, maxY - minY + 1);
  const fill = area / (w * h);
  // Two legs first: straight jeans fill their bounding box nearly as fully as a swatch does.
  if (twoLegs(mask, minX, w, minY, h)) return { ...base, category: 'lower', certainty: 0.8 };
  if (area / mask.data.length > 0.85 || fill > 0.88)
    return { ...base, category: 'saree', certainty: 0.6 };
  // A tall outline is a dress, unless it is a kurta: sleeves, long for its armholes, no flare.
  if (h / w > 1.6 && flatLongTop(mask)) return { ...base, category: 'upper', certainty: 0.6 };
  if (h / w > 1.6) return { ...base, category: 'full', certainty: 0.5 };
  return { ...base, category: 'upper', certainty: 0.7 };
}

/** Detects photo type and category from the garment photo and its people detection. */
export function detectGarmentKind(
  image: RasterImage,
  detection: PeopleDetection,
  photoType: GarmentPhotoType = detectPhotoType(detection),
): GarmentKind {
  const body = buildBody(detection.keypoints);
  if (photoType === 'on-model' && body) {
    try {
      return wornCategory(image, detection, body, wearerGender(detection));
    } catch {
      // No garment could be told from the model: judge the photo's outline instead.
    }
  }
  return { ...flatCategory(image), photoType };
}
