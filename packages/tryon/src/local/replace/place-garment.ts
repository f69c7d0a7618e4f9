import type { Category } from '../../types';
import {
  PART_BODY,
  PART_SLEEVE_L,
  PART_SLEEVE_R,
  type GarmentModel,
} from '../garment/garment-analysis';
import type { PersonAnalysis } from '../person/person-analysis';
import type { Point } from '../raster/geometry';
import { wearerHands } from './wearer-hands';
import { createFloatMap, type FloatMap } from '../raster/raster';
import { isSkinLikeRgb } from '../raster/palette';
import { ZONE_NONE, mapAlongArm, personArm, sample, type Arm } from '../render/fit';
import type { LevelMap } from './level-map';

/** The new garment laid onto the person's body: its own silhouette, not the old outfit's. */
export interface Placement {
  /** Garment colour where it lands (RGB floats). */
  rgb: Float32Array;
  /** The garment's coverage, 0..1, anywhere in the frame (a skirt may flare over background). */
  alpha: FloatMap;
  /** ZONE_* of the person's arms. */
  zones: Uint8Array;
  /** 1 where a new sleeve covers the person's arm. */
  sleeve: Uint8Array;
  /** 1 where the garment photo shows its wearer's hands over the fabric: to be synthesised. */
  suspect: Uint8Array;
}

/** Sleeves are sampled this far (× shoulder width) from the arm's bones: wide enough for a cuff. */
const SLEEVE_RADIUS = 0.42;

/**
 * A wearer's forearm pointing at the camera (hands clasped in front) is foreshortened: its sleeve
 * cannot be unrolled along a hanging arm, so the sleeve is taken to the elbow only.
 */
function forearmLimit(arm: [Point, Point, Point]): number {
  const upper = Math.hypot(arm[1].x - arm[0].x, arm[1].y - arm[0].y);
  const fore = Math.hypot(arm[2].x - arm[1].x, arm[2].y - arm[1].y);
  return fore < upper * 0.55 ? 1 : 2;
}

export function placeGarment(
  person: PersonAnalysis,
  garment: GarmentModel,
  category: Category,
  levels: LevelMap,
): Placement {
  const { width, height } = person.image;
  const n = width * height;
  const rgb = new Float32Array(n * 3);
  const alpha = createFloatMap(width, height);
  const zones = new Uint8Array(n);
  const sleeve = new Uint8Array(n);
  const sw = person.body.shoulderWidth;
  const garmentSw = Math.hypot(
    garment.anchors.quad.tr.x - garment.anchors.quad.tl.x,
    garment.anchors.quad.tr.y - garment.anchors.quad.tl.y,
  );
  const across = garmentSw / Math.max(1, sw);
  const arms = (['L', 'R'] as const).map((side) => {
    const g = garment.anchors.fineArms?.[side] ?? garment.anchors[side === 'L' ? 'armL' : 'armR'];
    return {
      person: personArm(person, side),
      garment: g,
      part: side === 'L' ? PART_SLEEVE_L : PART_SLEEVE_R,
      reach: Math.min(garment.sleeveReach[side], g ? forearmLimit(g) : 2),
    };
  });
  const placement: Placement = { rgb, alpha, zones, sleeve, suspect: new Uint8Array(n) };
  for (const arm of arms) {
    if (arm.person)
      placeSleeve(placement, garment, { ...arm, person: arm.person }, sw, across, category);
  }
  // A long top's wearer's forearms across the waist are sleeves as wide as a third of the
  // shoulders, cuffs included: all of it is left out of the body and quilted from its fabric.
  placeBody(placement, garment, levels, category === 'upper' ? 0.32 : 0.2);
  return placement;
}

interface ArmPlan {
  person: Arm;
  garment: Arm | undefined;
  part: number;
  reach: number;
}

/** Sleeve pixels around one arm (a box around its bones), and the arm's zones. */
function placeSleeve(
  out: Placement,
  garment: GarmentModel,
  arm: ArmPlan,
  sw: number,
  across: number,
  category: Category,
): void {
  const { width, height } = out.alpha;
  const r = SLEEVE_RADIUS * sw;
  const xs = arm.person.map((p) => p.x);
  const ys = arm.person.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - r));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...xs) + r));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - r));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...ys) + r));
  const tmp = new Float32Array(3);
  const withSleeve = category !== 'lower' && arm.garment !== undefined;
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const i = y * width + x;
      const mapped = mapAlongArm({ x, y }, arm.person, arm.garment ?? arm.person, r, sw, across);
      if (!mapped) continue;
      out.zones[i] = Math.max(out.zones[i] ?? 0, mapped.zone);
      if (!withSleeve || mapped.along > arm.reach + 0.08) continue;
      let s = sample(garment, mapped.g, tmp, 0);
      // On the limb itself, within the sleeve's length, the sleeve is at least as wide as the arm
      // (the wearer's arm may be slimmer or turned): its own fabric closer to the bone.
      if (mapped.zone !== ZONE_NONE && (s.part !== arm.part || s.alpha < 0.5))
        s = sample(garment, mapped.gNarrow, tmp, 0);
      const a = s.part === arm.part ? s.alpha : 0;
      if (a <= (out.alpha.data[i] ?? 0)) continue;
      out.alpha.data[i] = a;
      out.sleeve[i] = 1;
      out.rgb.set(tmp, i * 3);
    }
  }
}

/** Whether the garment photo hid the fabric at p (its analysis synthesised it there). */
function occludedAt(garment: GarmentModel, p: Point): boolean {
  if (!garment.occluded) return false;
  const x = Math.round(p.x);
  const y = Math.round(p.y);
  if (x < 0 || y < 0 || x >= garment.width || y >= garment.height) return false;
  return garment.occluded[y * garment.width + x] === 1;
}

/** Garment rows' extent (body fabric only), in garment pixels. */
function bodyExtent(garment: GarmentModel): { x0: number; x1: number; y0: number; y1: number } {
  const e = { x0: garment.width, x1: -1, y0: garment.height, y1: -1 };
  for (let y = 0; y < garment.height; y += 1) {
    for (let x = 0; x < garment.width; x += 1) {
      if (garment.parts[y * garment.width + x] !== PART_BODY) continue;
      if (x < e.x0) e.x0 = x;
      if (x > e.x1) e.x1 = x;
      if (y < e.y0) e.y0 = y;
      e.y1 = y;
    }
  }
  return e;
}

/** Skin-like colour (a garment photo's wearer's arms seen where a sleeve was expected). */
export function isSkinLike(rgb: Float32Array, i: number): boolean {
  return isSkinLikeRgb(rgb[i * 3] ?? 0, rgb[i * 3 + 1] ?? 0, rgb[i * 3 + 2] ?? 0);
}

/** The garment's body, row by row; each row's mapping is affine in x, so only its span is visited. */
function placeBody(
  out: Placement,
  garment: GarmentModel,
  levels: LevelMap,
  forearmRadius: number,
): void {
  const { width, height } = out.alpha;
  const e = bodyExtent(garment);
  if (e.x1 < 0) return;
  const handAt = wearerHands(garment, forearmRadius);
  const tmp = new Float32Array(3);
  for (let y = 0; y < height; y += 1) {
    const left = levels.toGarment(0, y);
    if (left.y < e.y0 - 2 || left.y > e.y1 + 2) continue;
    const slope = (levels.toGarment(width - 1, y).x - left.x) / Math.max(1, width - 1);
    if (slope <= 0) continue;
    const x0 = Math.max(0, Math.floor((e.x0 - 2 - left.x) / slope));
    const x1 = Math.min(width - 1, Math.ceil((e.x1 + 2 - left.x) / slope));
    for (let x = x0; x <= x1; x += 1) {
      const i = y * width + x;
      const best = out.alpha.data[i] ?? 0;
      if (best > 0.5) continue;
      const g = { x: left.x + slope * x, y: left.y };
      const s = sample(garment, g, tmp, 0);
      const hand = s.alpha > 0.3 ? handAt(g) : 0;
      if (hand === 2 || (hand === 1 && isSkinLike(tmp, 0)) || occludedAt(garment, g))
        out.suspect[i] = 1;
      // The garment's body; its sleeves follow the person's arms above, not the wearer's.
      const bodyAlpha = s.part === PART_BODY ? s.alpha : 0;
      // The texture continues past the silhouette: enclosed gaps can still be closed with it.
      if (best === 0 && bodyAlpha === 0) out.rgb.set(tmp, i * 3);
      if (bodyAlpha <= best) continue;
      out.alpha.data[i] = bodyAlpha;
      out.rgb.set(tmp, i * 3);
    }
  }
}
