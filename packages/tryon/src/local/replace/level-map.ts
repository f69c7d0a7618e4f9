import type { Category } from '../../types';
import type { GarmentModel } from '../garment/garment-analysis';
import { legEnd, type Body } from '../person/body';
import { mid, type Point } from '../raster/geometry';

/**
 * Maps a person pixel to the garment photo's pixel that lands there, level by level: shoulders to
 * shoulders and hips to hips (the torso), then hips to hem by the leg's proportions. Rows map
 * monotonically (no fold-overs); each row is scaled about the body's centre line.
 */
export interface LevelMap {
  toGarment(x: number, y: number): Point;
  /** Person row where the garment's hem lands. */
  hemY: number;
  /** True when the length came from a category default rather than the garment's wearer. */
  lengthEstimated: boolean;
}

interface Levels {
  topY: number;
  hipY: number;
  topX: number;
  hipX: number;
  topW: number;
  hipW: number;
}

function personLevels(body: Body, category: Category): Levels & { kneeY: number; ankleY: number } {
  const ankleL = legEnd(body, 'L');
  const ankleR = legEnd(body, 'R');
  const hip = mid(body.hipL, body.hipR);
  const shoulder = mid(body.shoulderL, body.shoulderR);
  const ankleY = Math.max(ankleL.y, ankleR.y);
  const knees = [body.kneeL, body.kneeR].filter((k): k is Point => k !== undefined);
  const kneeY = knees.length ? Math.max(...knees.map((k) => k.y)) : (hip.y + ankleY) / 2;
  if (category === 'lower') {
    // A lower garment's frame is hips to ankles (as its anchors' quad is).
    const ankle = mid(ankleL, ankleR);
    return {
      topY: hip.y,
      hipY: ankle.y,
      topX: hip.x,
      hipX: ankle.x,
      topW: Math.abs(body.hipR.x - body.hipL.x),
      hipW: Math.abs(ankleR.x - ankleL.x),
      kneeY,
      ankleY,
    };
  }
  return {
    topY: shoulder.y,
    hipY: hip.y,
    topX: shoulder.x,
    hipX: hip.x,
    topW: body.shoulderWidth,
    hipW: Math.abs(body.hipR.x - body.hipL.x),
    kneeY,
    ankleY,
  };
}

function garmentLevels(garment: GarmentModel): Levels {
  const { quad } = garment.anchors;
  const top = mid(quad.tl, quad.tr);
  const bottom = mid(quad.bl, quad.br);
  return {
    topY: top.y,
    hipY: bottom.y,
    topX: top.x,
    hipX: bottom.x,
    topW: Math.max(4, Math.hypot(quad.tr.x - quad.tl.x, quad.tr.y - quad.tl.y)),
    hipW: Math.max(4, Math.abs(quad.br.x - quad.bl.x)),
  };
}

/** Lowest garment row (the hem) and whether the photo cuts the garment off there. */
export function garmentBottom(garment: GarmentModel): { y: number; cropped: boolean } {
  let bottom = 0;
  for (let y = garment.height - 1; y >= 0 && bottom === 0; y -= 1) {
    for (let x = 0; x < garment.width; x += 1)
      if (garment.parts[y * garment.width + x]) {
        bottom = y;
        break;
      }
  }
  return { y: bottom, cropped: bottom >= garment.height * 0.985 };
}

/** Where a garment of this category ends when its photo does not tell: floor, knee or hips. */
function defaultHemY(category: Category, p: { hipY: number; kneeY: number; ankleY: number }) {
  if (category === 'saree' || category === 'full' || category === 'lower')
    return p.ankleY + (p.ankleY - p.hipY) * 0.05;
  return p.kneeY + (p.ankleY - p.kneeY) * 0.1;
}

export function buildLevelMap(body: Body, garment: GarmentModel, category: Category): LevelMap {
  const p = personLevels(body, category);
  const g = garmentLevels(garment);
  const bottom = garmentBottom(garment);
  // Garment pixels per person pixel along the torso (hips to ankles for a lower garment).
  const lower = category === 'lower';
  const torsoScale = (g.hipY - g.topY) / Math.max(1, p.hipY - p.topY);
  let legScale = torsoScale;
  let lengthEstimated = false;
  const legs = garment.anchors.legs;
  if (lower) {
    legScale = torsoScale;
  } else if (garment.kind === 'worn' && !bottom.cropped && legs?.ankleY !== undefined) {
    legScale = (legs.ankleY - g.hipY) / Math.max(1, p.ankleY - p.hipY);
  } else if (garment.kind === 'worn' && !bottom.cropped && legs?.kneeY !== undefined) {
    legScale = (legs.kneeY - g.hipY) / Math.max(1, p.kneeY - p.hipY);
  } else if (bottom.cropped || (garment.kind !== 'worn' && category !== 'upper')) {
    // The photo does not show where the garment ends: the category's usual length.
    legScale = (bottom.y - g.hipY) / Math.max(1, defaultHemY(category, p) - p.hipY);
    lengthEstimated = true;
  }
  legScale = Math.max(torsoScale * 0.35, Math.min(torsoScale * 3, legScale));
  const sTop = p.topW / g.topW;
  const sHip = Math.max(sTop * 0.75, Math.min(sTop * 1.33, p.hipW / g.hipW));
  const sBelow = (sHip + 1 / legScale) / 2;
  const toGarment = (x: number, y: number): Point => {
    if (y <= p.hipY || lower) {
      const t = Math.max(0, (y - p.topY) / Math.max(1, p.hipY - p.topY));
      const tc = lower ? t : Math.min(1, t);
      const gy = g.topY + (y - p.topY) * torsoScale;
      const sx = sTop + (sHip - sTop) * tc;
      const pcx = p.topX + (p.hipX - p.topX) * tc;
      const gcx = g.topX + (g.hipX - g.topX) * tc;
      return { x: gcx + (x - pcx) / sx, y: gy };
    }
    const scaleY = lower ? torsoScale : legScale;
    const sx = lower ? (sHip + 1 / torsoScale) / 2 : sBelow;
    const refY = lower ? p.topY : p.hipY;
    const grefY = lower ? g.topY : g.hipY;
    return { x: g.hipX + (x - p.hipX) / sx, y: grefY + (y - refY) * scaleY };
  };
  const hemY = lower
    ? p.topY + (bottom.y - g.topY) / torsoScale
    : p.hipY + (bottom.y - g.hipY) / legScale;
  const map = category === 'upper' ? uniformToGarment(p, g, torsoScale) : toGarment;
  return { toGarment: map, hemY, lengthEstimated };
}

/**
 * A long top's fabric at one scale, the same across as down (the torso's): its shape is made
 * from the person's frame (decision 015), so the photo only gives fabric, and a print stretched
 * across the torso (a turned wearer's narrow shoulders) or down the legs (their proportions)
 * met the quilted fabric beside it at another scale, a seam at the hips.
 */
function uniformToGarment(p: Levels, g: Levels, scale: number): LevelMap['toGarment'] {
  return (x: number, y: number): Point => {
    const t = Math.max(0, Math.min(1, (y - p.topY) / Math.max(1, p.hipY - p.topY)));
    const pcx = p.topX + (p.hipX - p.topX) * t;
    const gcx = g.topX + (g.hipX - g.topX) * t;
    return { x: gcx + (x - pcx) * scale, y: g.topY + (y - p.topY) * scale };
  };
}
