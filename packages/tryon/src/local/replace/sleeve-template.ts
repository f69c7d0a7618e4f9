import type { Category } from '../../types';
import type { GarmentModel } from '../garment/garment-analysis';
import type { PersonAnalysis } from '../person/person-analysis';
import { distanceToSegment, type Point } from '../raster/geometry';
import type { FloatMap } from '../raster/raster';
import { personArm } from '../render/fit';
import { bodyOutline } from './long-top';
import { isSkinLike, type Placement } from './place-garment';

/** Sleeve half-widths (× shoulder width): a little wider than the limb, as cloth is. */
export const SLEEVE_UPPER = 0.2;
export const SLEEVE_FORE = 0.16;

/**
 * A long top's sleeves (kurta, sherwani) follow the arm closely: an upper arm is about 0.13, a
 * forearm about 0.1 shoulder widths from its bone to its edge. The wider sleeves stood out from
 * arms hanging at the sides like a paper cut-out's.
 */
export const LONG_SLEEVE_UPPER = 0.17;
export const LONG_SLEEVE_FORE = 0.14;
/** A long top's sleeve at the elbow and at the wrist, × its width at the shoulder and the elbow. */
export const LONG_SLEEVE_TAPER = 0.8;

/** Pixel → (distance from the arm's bones, position along it: 0 shoulder, 1 elbow, 2 wrist). */
function armCoords(
  arm: [Point, Point, Point],
  x: number,
  y: number,
  out: { d: number; t: number },
): void {
  const up = distanceToSegment(x, y, arm[0], arm[1]);
  const fore = distanceToSegment(x, y, arm[1], arm[2]);
  const [a, b] = up <= fore ? [arm[0], arm[1]] : [arm[1], arm[2]];
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const t = Math.max(
    0,
    Math.min(1, ((x - a.x) * abx + (y - a.y) * aby) / (abx * abx + aby * aby || 1)),
  );
  out.d = Math.min(up, fore);
  out.t = up <= fore ? t : 1 + t;
}

/**
 * How far along the arm the garment's sleeve really shows (mapped sleeve fabric, not the wearer's
 * skin): the sleeve ends at the first tenth of the arm where fabric is mostly missing.
 */
function sleeveEnd(
  person: PersonAnalysis,
  placement: Placement,
  arm: [Point, Point, Point],
  reach: number,
): number {
  const { width, height } = person.image;
  const r = SLEEVE_UPPER * person.body.shoulderWidth;
  const total = new Float64Array(20);
  const c = { d: 0, t: 0 };
  const fabric = new Float64Array(20);
  const xs = arm.map((p) => p.x);
  const ys = arm.map((p) => p.y);
  for (
    let y = Math.max(0, Math.floor(Math.min(...ys) - r));
    y <= Math.min(height - 1, Math.max(...ys) + r);
    y += 1
  ) {
    for (
      let x = Math.max(0, Math.floor(Math.min(...xs) - r));
      x <= Math.min(width - 1, Math.max(...xs) + r);
      x += 1
    ) {
      armCoords(arm, x, y, c);
      if (c.d > r * 0.7) continue;
      const bin = Math.min(19, Math.floor(c.t * 10));
      const i = y * width + x;
      total[bin] = (total[bin] ?? 0) + 1;
      if (
        placement.sleeve[i] &&
        (placement.alpha.data[i] ?? 0) > 0.6 &&
        !isSkinLike(placement.rgb, i)
      )
        fabric[bin] = (fabric[bin] ?? 0) + 1;
    }
  }
  for (let bin = 1; bin < Math.ceil(reach * 10); bin += 1)
    if ((fabric[bin] ?? 0) < (total[bin] ?? 0) * 0.45) return bin / 10;
  return reach;
}

/** Capsules along the person's arms, as far as the garment's sleeves show. */
export function sleeveTemplate(
  person: PersonAnalysis,
  garment: GarmentModel,
  category: Category,
  placement: Placement,
): Uint8Array {
  const { width, height } = person.image;
  const out = new Uint8Array(width * height);
  if (category === 'lower') return out;
  const sw = person.body.shoulderWidth;
  // A long top's sleeve widens over the person's own outline, not the matte's soft rim (it made
  // the sleeves stand out from the arms).
  const cover = (category === 'upper' && bodyOutline(person, 0)) || person.matte;
  for (const side of ['L', 'R'] as const) {
    const arm = personArm(person, side);
    if (!arm) continue;
    // A long top's sleeves are made of its body's fabric, as long as its wearer's sleeves reach
    // (their mapped pixels are unreliable: arms folded or turned away, a dupatta over one).
    const garmentReach = garment.sleeveReach[side];
    const reach =
      category === 'upper' ? garmentReach : sleeveEnd(person, placement, arm, garmentReach);
    if (reach < 0.25) continue;
    const end =
      reach >= 1 ? lerpArm(arm[1], arm[2], Math.min(1, reach - 1)) : lerpArm(arm[0], arm[1], reach);
    const upper = (category === 'upper' ? LONG_SLEEVE_UPPER : SLEEVE_UPPER) * sw;
    const fore = (category === 'upper' ? LONG_SLEEVE_FORE : SLEEVE_FORE) * sw;
    // A long top's sleeve tapers as the arm does: a fifth narrower at the elbow than at the
    // shoulder, a fifth narrower again at the wrist than at the elbow.
    const taper = category === 'upper' ? LONG_SLEEVE_TAPER : 1;
    const segments: [Point, Point, number, number][] =
      reach >= 1
        ? [
            [arm[0], arm[1], upper, upper * taper],
            [arm[1], end, fore, fore * (1 - (1 - taper) * Math.min(1, reach - 1))],
          ]
        : [[arm[0], end, upper, upper * (1 - (1 - taper) * reach)]];
    // A long top's close sleeves still cover an arm wider than they are (the person's matte).
    const over = category === 'upper' ? 1.3 : 1;
    for (const [a, b, r, r1] of segments)
      drawCapsule(out, cover, { a, b, r, r1, over }, width, height);
  }
  return out;
}

const lerpArm = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

/**
 * A capsule (its radius going from r at a to r1 at b), trimmed to the arm where the matte says the
 * arm is narrower than the sleeve: within 0.8 r always, within r × over where the matte shows the
 * person.
 */
function drawCapsule(
  out: Uint8Array,
  matte: FloatMap,
  c: { a: Point; b: Point; r: number; r1: number; over: number },
  width: number,
  height: number,
): void {
  const { a, b } = c;
  const r = Math.max(c.r, c.r1) * c.over;
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const len2 = abx * abx + aby * aby || 1;
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - r));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + r));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - r));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + r));
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const d = distanceToSegment(x, y, a, b);
      const t = Math.max(0, Math.min(1, ((x - a.x) * abx + (y - a.y) * aby) / len2));
      const here = c.r + (c.r1 - c.r) * t;
      const i = y * width + x;
      if (d < here * 0.8 || (d < here * c.over && (matte.data[i] ?? 0) > 0.4)) out[i] = 1;
    }
  }
}
