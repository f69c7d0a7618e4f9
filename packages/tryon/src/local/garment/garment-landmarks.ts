import type { Category } from '../../types';
import type { Body } from '../person/body';
import { add, dist, lerp, scale, sub, type Point, type Quad } from '../raster/geometry';
import type { FloatMap } from '../raster/raster';

/** Where the garment sits on an (actual or virtual) wearer, in garment-image pixels. */
export interface GarmentAnchors {
  /** Shoulder and hip joints for upper/full; hip and ankle joints for lower. */
  quad: Quad;
  /** Shoulder → elbow → wrist of each sleeve, when the garment has sleeves. */
  armL?: [Point, Point, Point];
  armR?: [Point, Point, Point];
  /** A worn garment's wearer: knee and ankle heights where the pose found them (for the length). */
  legs?: { kneeY?: number; ankleY?: number };
  /** A worn garment's wearer's hands (wrist, pinky, index, thumb) and forearms (elbow, wrist),
   * where BlazePose found them: hands over the fabric to remove. */
  hands?: [Point, Point, Point, Point][];
  forearms?: [Point, Point][];
  /** Shoulder → elbow → wrist with BlazePose's elbows and wrists (sleeves, replace path). */
  fineArms?: { L?: [Point, Point, Point]; R?: [Point, Point, Point] };
}

type Extent = Record<'x0' | 'x1' | 'y0' | 'y1', number>;

function maskExtent(mask: FloatMap): Extent {
  const e = { x0: mask.width, x1: 0, y0: mask.height, y1: 0 };
  for (let y = 0; y < mask.height; y += 1) {
    for (let x = 0; x < mask.width; x += 1) {
      if ((mask.data[y * mask.width + x] ?? 0) <= 0.5) continue;
      e.x0 = Math.min(e.x0, x);
      e.x1 = Math.max(e.x1, x);
      e.y0 = Math.min(e.y0, y);
      e.y1 = Math.max(e.y1, y);
    }
  }
  return e;
}

/** Median left/right edge over a band of rows: the garment body without its sleeves. */
function rowEdges(mask: FloatMap, y0: number, y1: number): { left: number; right: number } {
  const lefts: number[] = [];
  const rights: number[] = [];
  for (let y = Math.round(y0); y < Math.round(y1); y += 1) {
    const row = y * mask.width;
    let l = -1;
    let r = -1;
    for (let x = 0; x < mask.width; x += 1) {
      if ((mask.data[row + x] ?? 0) > 0.5) {
        if (l < 0) l = x;
        r = x;
      }
    }
    if (l >= 0) {
      lefts.push(l);
      rights.push(r);
    }
  }
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
  return { left: med(lefts), right: med(rights) };
}

/** Farthest sleeve pixel from the shoulder on one side of the garment body, above the armpit. */
function sleeveTip(
  mask: FloatMap,
  shoulder: Point,
  side: 'L' | 'R',
  bodyEdge: number,
  armpitY: number,
): Point | undefined {
  let best: Point | undefined;
  let bestD = 0;
  for (let y = 0; y < Math.round(armpitY); y += 2) {
    for (let x = 0; x < mask.width; x += 2) {
      const outside = side === 'L' ? x < bodyEdge - 4 : x > bodyEdge + 4;
      if (!outside || (mask.data[y * mask.width + x] ?? 0) <= 0.5) continue;
      const d = dist({ x, y }, shoulder);
      if (d > bestD) {
        bestD = d;
        best = { x, y };
      }
    }
  }
  return best;
}

/** Shoulder to hip on a wearer, in armhole depths (shoulder seam to armpit): ~2.2 on shirts. */
const HIP_PER_ARMHOLE = 2.2;
/**
 * A top's length over its armhole depth: a tee or shirt is ~2.8–3.3, a kurta to the knee ~4–5.
 * Both lie along the photo's height, so a flat-lay stretched to fill its frame keeps the ratio.
 */
const LONG_TOP_LENGTH_PER_ARMHOLE = 3.8;
/** A hem this many times the chest's width is flared (an anarkali or a dress), not a kurta's. */
const FLARED_HEM = 1.5;

function maskRow(mask: FloatMap, y: number): { runs: number; width: number } {
  let runs = 0;
  let inside = false;
  let left = -1;
  let right = -1;
  for (let x = 0; x < mask.width; x += 1) {
    const on = (mask.data[y * mask.width + x] ?? 0) > 0.5;
    if (on && !inside) runs += 1;
    if (on) {
      if (left < 0) left = x;
      right = x;
    }
    inside = on;
  }
  return { runs, width: left < 0 ? 0 : right - left };
}

/** The body's width without the sleeves: median over rows 55–80 % down the garment. */
function bodyWidth(mask: FloatMap, e: Extent): number {
  const h = e.y1 - e.y0;
  const torso = rowEdges(mask, e.y0 + h * 0.55, e.y0 + h * 0.8);
  return torso.right - torso.left;
}

/**
 * A flat top's armhole depth (its top to the armpit: the first row below the sleeves where the
 * body stands alone, or a hanging sleeve parts from it). Undefined when no sleeve stands out.
 */
function armholeDepth(mask: FloatMap, e: Extent, width: number): number | undefined {
  let sleeves = false;
  for (let y = e.y0; y < e.y1; y += 1) {
    const row = maskRow(mask, y);
    if (!sleeves) {
      sleeves = row.width > width * 1.15;
      continue;
    }
    if (row.runs < 3 && row.width > width * 1.15) continue;
    return y - e.y0;
  }
  return undefined;
}

/**
 * A flat-lay long top (a kurta or sherwani to the knee): sleeves, a body over 3.8 armhole depths
 * long and a hem not flared past 1.5 chests (a flared one is an anarkali or a dress). Returns its
 * armhole depth, or undefined for anything else (a tee, a sleeveless or flared dress).
 */
export function flatLongTop(mask: FloatMap): { armhole: number } | undefined {
  const e = maskExtent(mask);
  const h = e.y1 - e.y0;
  const armhole = armholeDepth(mask, e, bodyWidth(mask, e));
  if (armhole === undefined || h / Math.max(1, armhole) < LONG_TOP_LENGTH_PER_ARMHOLE)
    return undefined;
  const chest = rowEdges(mask, e.y0 + armhole + h * 0.03, e.y0 + armhole + h * 0.08);
  const hem = rowEdges(mask, e.y1 - h * 0.06, e.y1 - h * 0.01);
  const flare = (hem.right - hem.left) / Math.max(1, chest.right - chest.left);
  return flare <= FLARED_HEM ? { armhole } : undefined;
}

/**
 * Virtual wearer for a flat shot, with body proportions measured on typical people: shoulder joints
 * sit ~11% inside the garment's shoulder edges, hip joints ~1.45 shoulder widths lower.
 */
export function flatAnchors(mask: FloatMap, category: Category): GarmentAnchors {
  const e = maskExtent(mask);
  const h = e.y1 - e.y0;
  if (category === 'lower') {
    const waist = rowEdges(mask, e.y0, e.y0 + h * 0.05);
    const hem = rowEdges(mask, e.y1 - h * 0.04, e.y1);
    const waistW = waist.right - waist.left;
    const cx = (waist.left + waist.right) / 2;
    const hipY = e.y0 + h * 0.1;
    const ankleY = e.y1 - h * 0.03;
    const legW = (hem.right - hem.left) * 0.22;
    return {
      quad: {
        tl: { x: cx - waistW / 3.2, y: hipY },
        tr: { x: cx + waistW / 3.2, y: hipY },
        bl: { x: hem.left + legW, y: ankleY },
        br: { x: hem.right - legW, y: ankleY },
      },
    };
  }
  const torso = rowEdges(mask, e.y0 + h * 0.55, e.y0 + h * 0.8);
  const w = torso.right - torso.left;
  const cx = (torso.left + torso.right) / 2;
  const sw = w * 0.78;
  // Shoulder joints sit a little below where the fabric starts above them (the collar rises higher).
  const topAt = (x: number) => {
    for (let y = e.y0; y <= e.y1; y += 1)
      if ((mask.data[y * mask.width + Math.round(x)] ?? 0) > 0.5) return y;
    return e.y0;
  };
  const shoulderY = (topAt(cx - sw / 2) + topAt(cx + sw / 2)) / 2 + sw * 0.06;
  // Flat-lay proportions are unreliable (photos are cropped and stretched to fill the frame), so a
  // top's hem is placed just below the hips, unless its armholes say it is a long top (a kurta):
  // then the hips sit where its armholes put them and the hem falls where the photo has it.
  // Full-length garments keep their photo's proportions.
  const armhole = category === 'upper' ? flatLongTop(mask)?.armhole : undefined;
  const hipY =
    category !== 'upper'
      ? shoulderY + sw * 1.45
      : armhole !== undefined
        ? shoulderY + armhole * HIP_PER_ARMHOLE
        : shoulderY + (e.y1 - shoulderY) / 1.1;
  const shoulderL = { x: cx - sw / 2, y: shoulderY };
  const shoulderR = { x: cx + sw / 2, y: shoulderY };
  const quad = {
    tl: shoulderL,
    tr: shoulderR,
    bl: { x: cx - w / 3.2, y: hipY },
    br: { x: cx + w / 3.2, y: hipY },
  };
  const armpitY = e.y0 + h * 0.45;
  const arm = (shoulder: Point, side: 'L' | 'R'): [Point, Point, Point] | undefined => {
    const tip = sleeveTip(mask, shoulder, side, side === 'L' ? torso.left : torso.right, armpitY);
    if (!tip || dist(tip, shoulder) < sw * 0.25) return undefined;
    // Sleeve length relative to body length survives the flat-lay's stretching better than widths:
    // a tee's sleeve is ~0.3 of its body length, a full sleeve ~0.85; on a person the body length
    // (to just below the hips) is ~2.1 upper-arm lengths.
    const length = dist(tip, shoulder);
    const bodyLength = armhole === undefined ? e.y1 - shoulderY : (hipY - shoulderY) * 1.1;
    const alongAtTip = Math.max(0.3, ((length - sw * 0.1) / Math.max(1, bodyLength)) * 2.1);
    const unit = length / alongAtTip;
    const dir = scale(sub(tip, shoulder), 1 / length);
    const elbow = add(shoulder, scale(dir, unit));
    return [shoulder, elbow, add(elbow, scale(dir, unit))];
  };
  const anchors: GarmentAnchors = { quad };
  const armL = arm(shoulderL, 'L');
  const armR = arm(shoulderR, 'R');
  if (armL) anchors.armL = armL;
  if (armR) anchors.armR = armR;
  return anchors;
}

function wearerLegs(body: Body): { kneeY?: number; ankleY?: number } {
  const lowest = (a: Point | undefined, b: Point | undefined) =>
    a && b ? Math.max(a.y, b.y) : (a ?? b)?.y;
  const legs: { kneeY?: number; ankleY?: number } = {};
  const kneeY = lowest(body.kneeL, body.kneeR);
  const ankleY = lowest(body.ankleL, body.ankleR);
  if (kneeY !== undefined) legs.kneeY = kneeY;
  if (ankleY !== undefined) legs.ankleY = ankleY;
  return legs;
}

/** A worn garment's anchors are its model's joints. */
export function wornAnchors(body: Body, category: Category): GarmentAnchors {
  if (category === 'lower') {
    const ankle = (side: 'L' | 'R') => {
      const hip = side === 'L' ? body.hipL : body.hipR;
      const a = side === 'L' ? body.ankleL : body.ankleR;
      const k = side === 'L' ? body.kneeL : body.kneeR;
      return a ?? (k ? lerp(hip, k, 2) : add(hip, { x: 0, y: body.torsoLength * 1.6 }));
    };
    return { quad: { tl: body.hipL, tr: body.hipR, bl: ankle('L'), br: ankle('R') } };
  }
  const anchors: GarmentAnchors = {
    quad: { tl: body.shoulderL, tr: body.shoulderR, bl: body.hipL, br: body.hipR },
    legs: wearerLegs(body),
  };
  const arm = (s: Point, e?: Point, w?: Point): [Point, Point, Point] | undefined =>
    e ? [s, e, w ?? add(e, sub(e, s))] : undefined;
  const armL = arm(body.shoulderL, body.elbowL, body.wristL);
  const armR = arm(body.shoulderR, body.elbowR, body.wristR);
  if (armL) anchors.armL = armL;
  if (armR) anchors.armR = armR;
  return anchors;
}

/** A fabric photo with no background (a folded saree): drape the whole image from the shoulders. */
export function swatchAnchors(width: number, height: number): GarmentAnchors {
  const sw = width * 0.35;
  return {
    quad: {
      tl: { x: width / 2 - sw / 2, y: height * 0.05 },
      tr: { x: width / 2 + sw / 2, y: height * 0.05 },
      bl: { x: width / 2 - sw / 3, y: height * 0.05 + sw * 1.45 },
      br: { x: width / 2 + sw / 3, y: height * 0.05 + sw * 1.45 },
    },
  };
}
