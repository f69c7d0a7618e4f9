import type { Category, GarmentPhotoType } from '../../types';
import { buildBody, countPeople, legEnd, type Body } from '../person/body';
import type { PeopleDetection } from '../person/detect-people';
import { separateFlatGarment, separateWornGarment } from '../garment/garment-mask';
import { countMask, type FloatMap, type RasterImage } from '../raster/raster';
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

/** Width of the mask's widest run of rows around y, in pixels. */
function spanAt(mask: FloatMap, y: number): number {
  const row = Math.min(mask.height - 1, Math.max(0, Math.round(y)));
  let x0 = -1;
  let x1 = -1;
  for (let x = 0; x < mask.width; x += 1) {
    if ((mask.data[row * mask.width + x] ?? 0) > 0.5) {
      if (x0 < 0) x0 = x;
      x1 = x;
    }
  }
  return x0 < 0 ? 0 : x1 - x0 + 1;
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
 * Category of a garment worn by a model, from where its fabric is on the wearer's body: torso
 * covered or not, how far down the legs it runs, and how much it flares (a lehenga's skirt flares,
 * a draped saree stays close to the legs).
 */
export function wornCategory(
  image: RasterImage,
  detection: PeopleDetection,
  body: Body,
): GarmentKind {
  const mask = separateWornGarment(image, detection, body, 'full');
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const ankleY = Math.max(legEnd(body, 'L').y, legEnd(body, 'R').y);
  const xs = [body.shoulderL.x, body.shoulderR.x, body.hipL.x, body.hipR.x];
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const torso = shareIn(mask, x0, x1, shoulderY + body.torsoLength * 0.2, hipY);
  const hipWidth = Math.max(8, Math.abs(body.hipR.x - body.hipL.x) * 1.6);
  const hem = hemRow(mask, hipWidth * 0.2);
  const reach = (hem - hipY) / Math.max(1, ankleY - hipY);
  const base = { photoType: 'on-model' as const, reach, cutOff: hem >= mask.height - 4 };
  // A model's torso is nearly always dressed, often in skin-toned fabric the skin test takes for
  // skin: call the garment a lower one only when the torso is bare and the legs are dressed.
  const torsoMatte = shareIn(detection.matte, x0, x1, shoulderY + body.torsoLength * 0.2, hipY);
  if (torso < 0.15 && torsoMatte > 0.8 && reach > 0.3)
    return { ...base, category: 'lower', certainty: 0.5 };
  const split = findOutfitSplit(image, mask, body, hem);
  if (split !== undefined)
    return { ...base, reach: Math.max(0, split), category: 'upper', certainty: 0.8 };
  if (reach < 0.75) {
    return { ...base, category: 'upper', certainty: reach < 0.6 ? 0.9 : 0.6 };
  }
  const flare = spanAt(mask, hipY + (ankleY - hipY) * 0.85) / hipWidth;
  if (flare > 2.1) return { ...base, category: 'full', certainty: Math.min(1, flare / 3) };
  return { ...base, category: 'saree', certainty: flare < 1.7 ? 0.8 : 0.55 };
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
  if (area / mask.data.length > 0.85 || fill > 0.88)
    return { ...base, category: 'saree', certainty: 0.6 };
  // Two legs: the bottom fifth's middle column is empty while both sides are fabric.
  const y = minY + h * 0.9;
  const mid = shareIn(mask, minX + w * 0.45, minX + w * 0.55, y - h * 0.1, y);
  const sides =
    shareIn(mask, minX, minX + w * 0.4, y - h * 0.1, y) +
    shareIn(mask, minX + w * 0.6, maxX, y - h * 0.1, y);
  if (mid < 0.2 && sides > 0.5) return { ...base, category: 'lower', certainty: 0.8 };
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
      return wornCategory(image, detection, body);
    } catch {
      // No garment could be told from the model: judge the photo's outline instead.
    }
  }
  return { ...flatCategory(image), photoType };
}
