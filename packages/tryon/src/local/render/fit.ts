import type { Category } from '../../types';
import { PART_SLEEVE_L, PART_SLEEVE_R, type GarmentModel } from '../garment/garment-analysis';
import {
  bilinear,
  distanceToSegment,
  inverseBilinear,
  pointsBox,
  type Point,
} from '../raster/geometry';
import type { PersonAnalysis } from '../person/person-analysis';
import { blurMap, createFloatMap, morphMask, type FloatMap } from '../raster/raster';
import { fillOutsideMask } from '../raster/fill';

export const ZONE_NONE = 0;
export const ZONE_UPPER_ARM = 1;
export const ZONE_FOREARM = 2;

/** The garment warped onto the person, before compositing rules. */
export interface FitLayer {
  /** Garment colour where it lands, else the body mapping's (extended) texture colour. */
  rgb: Float32Array;
  /** Garment silhouette after warping, 0..1. */
  alpha: FloatMap;
  /** Arm zones of the person (ZONE_*), to keep arms in front and fill uncovered arms with skin. */
  zones: Uint8Array;
  /** 1 where an arm pixel lies within the garment's sleeve length (old sleeve → new sleeve). */
  sleeveCovers: Uint8Array;
  /** 1 where the body mapping lands below the garment's hem. */
  belowHem: Uint8Array;
  /** The garment has sleeves to map (not a lower garment): the old top's sleeves are replaced. */
  sleeves?: boolean;
  /** 1 on the torso between the old garment's sides (torsoInterior), for a top. */
  torso?: Uint8Array;
}

/** Lowest body-fabric row of each garment column (-1 where the column has none). */
function measureHem(garment: GarmentModel): Int32Array {
  const bottom = new Int32Array(garment.width).fill(-1);
  for (let y = 0; y < garment.height; y += 1) {
    for (let x = 0; x < garment.width; x += 1)
      if (garment.parts[y * garment.width + x]) bottom[x] = y;
  }
  return bottom;
}

export interface Sample {
  alpha: number;
  part: number;
}

function mirror(v: number, size: number): number {
  const period = 2 * (size - 1);
  const m = ((v % period) + period) % period;
  return m > size - 1 ? period - m : m;
}

/**
 * Bilinear texture/alpha sample; writes RGB into `out` at `o`. Runs per pixel: the four taps are
 * written out (no arrays), each channel summed into `out` in the taps' order.
 */
export function sample(g: GarmentModel, p: Point, out: Float32Array, o: number): Sample {
  const x = g.tiles ? mirror(p.x, g.width) : Math.min(g.width - 1.001, Math.max(0, p.x));
  const y = g.tiles ? mirror(p.y, g.height) : Math.min(g.height - 1.001, Math.max(0, p.y));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * g.width + x0;
  const a = g.alpha.data;
  const tex = g.texture;
  const w0 = (1 - fx) * (1 - fy);
  const w1 = fx * (1 - fy);
  const w2 = (1 - fx) * fy;
  const w3 = fx * fy;
  const j2 = i + g.width;
  let alpha = (a[i] ?? 0) * w0;
  alpha += (a[i + 1] ?? 0) * w1;
  alpha += (a[j2] ?? 0) * w2;
  alpha += (a[j2 + 1] ?? 0) * w3;
  for (let c = 0; c < 3; c += 1) {
    out[o + c] = (tex[i * 3 + c] ?? 0) * w0;
    out[o + c] = (out[o + c] as number) + (tex[(i + 1) * 3 + c] ?? 0) * w1;
    out[o + c] = (out[o + c] as number) + (tex[j2 * 3 + c] ?? 0) * w2;
    out[o + c] = (out[o + c] as number) + (tex[(j2 + 1) * 3 + c] ?? 0) * w3;
  }
  const outside = !g.tiles && (p.x < 0 || p.y < 0 || p.x > g.width - 1 || p.y > g.height - 1);
  const part = outside ? 0 : (g.parts[Math.round(y) * g.width + Math.round(x)] ?? 0);
  return { alpha: outside ? 0 : alpha, part };
}

export type Arm = [Point, Point, Point];

/** Maps a point near a person's arm segment onto the same spot of the garment's sleeve. */
interface ArmMapping {
  g: Point;
  /** The same spot with its distance from the bone shrunk: inside the sleeve when the arm is wider. */
  gNarrow: Point;
  /** ZONE_* when p lies on the limb itself (not just near it). */
  zone: number;
  along: number;
}

/** Limb half-widths as a share of shoulder width: narrower than any sleeve. */
const UPPER_ARM_RADIUS = 0.17;
const FOREARM_RADIUS = 0.13;

export function mapAlongArm(
  p: Point,
  person: Arm,
  garment: Arm,
  radius: number,
  shoulderWidth: number,
  /** Garment px per person px across the arm; by default the segment's own length ratio. */
  acrossScale?: number,
): ArmMapping | undefined {
  const upperD = distanceToSegment(p.x, p.y, person[0], person[1]);
  const foreD = distanceToSegment(p.x, p.y, person[1], person[2]);
  const useUpper = upperD <= foreD;
  const d = useUpper ? upperD : foreD;
  if (d > radius) return undefined;
  const [a, b] = useUpper ? [person[0], person[1]] : [person[1], person[2]];
  const [ga, gb] = useUpper ? [garment[0], garment[1]] : [garment[1], garment[2]];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy || 1;
  const u = ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2;
  const v = ((p.x - a.x) * -dy + (p.y - a.y) * dx) / len2;
  const gx = gb.x - ga.x;
  const gy = gb.y - ga.y;
  // Across the arm the scale is the body's, not the segment's: a foreshortened garment forearm
  // must not squeeze the sleeve's width into a few pixels.
  const across =
    acrossScale === undefined ? 1 : (acrossScale * Math.sqrt(len2)) / (Math.hypot(gx, gy) || 1);
  const w = v * across;
  const g = { x: ga.x + u * gx - w * gy, y: ga.y + u * gy + w * gx };
  const gNarrow = { x: ga.x + u * gx - w * 0.4 * gy, y: ga.y + u * gy + w * 0.4 * gx };
  const limb = useUpper ? UPPER_ARM_RADIUS : FOREARM_RADIUS;
  const zone = d > limb * shoulderWidth ? ZONE_NONE : useUpper ? ZONE_UPPER_ARM : ZONE_FOREARM;
  return { g, gNarrow, zone, along: useUpper ? u : 1 + u };
}

export function personArm(person: PersonAnalysis, side: 'L' | 'R'): Arm | undefined {
  const b = person.body;
  const s = side === 'L' ? b.shoulderL : b.shoulderR;
  const e = side === 'L' ? b.elbowL : b.elbowR;
  if (!e) return undefined;
  const w = (side === 'L' ? b.wristL : b.wristR) ?? { x: 2 * e.x - s.x, y: 2 * e.y - s.y };
  return [s, e, w];
}

const fitViews = new WeakMap<GarmentModel, GarmentModel>();

/**
 * The garment as the fit maps it: the cut-out of a worn top keeps its wearer's bare arms (part
 * none inside the silhouette, see the analysis); here they leave the silhouette, and the texture
 * under them is pulled in from the fabric around, so a sleeve's end never samples skin.
 */
export function withoutBareArms(garment: GarmentModel): GarmentModel {
  if (garment.tiles || garment.kind !== 'worn') return garment;
  const cached = fitViews.get(garment);
  if (cached) return cached;
  const { width, height } = garment;
  const n = width * height;
  const bare = createFloatMap(width, height);
  let count = 0;
  for (let i = 0; i < n; i += 1) {
    if ((garment.alpha.data[i] ?? 0) > 0.9 && garment.parts[i] === 0) {
      bare.data[i] = 1;
      count += 1;
    }
  }
  let view = garment;
  if (count > 200) {
    const grown = morphMask(bare, 1);
    const mask = createFloatMap(width, height);
    const image = { data: new Uint8Array(n * 3), width, height, channels: 3 as const };
    for (let i = 0; i < n; i += 1) {
      mask.data[i] = (garment.alpha.data[i] ?? 0) > 0.5 && !(grown.data[i] ?? 0) ? 1 : 0;
      for (let c = 0; c < 3; c += 1)
        image.data[i * 3 + c] = Math.round(garment.texture[i * 3 + c] ?? 0);
    }
    view = {
      ...garment,
      alpha: blurMap(mask, 1, 1),
      texture: fillOutsideMask(image, morphMask(mask, -2)),
    };
  }
  fitViews.set(garment, view);
  return view;
}

/** `rgb.set(src, o)` for one pixel, without set's per-call overhead (it runs per pixel). */
function copyRgb(rgb: Float32Array, o: number, src: Float32Array): void {
  rgb[o] = src[0] as number;
  rgb[o + 1] = src[1] as number;
  rgb[o + 2] = src[2] as number;
}

export function fitGarment(
  person: PersonAnalysis,
  worn: GarmentModel,
  category: Category,
): FitLayer {
  const garment = withoutBareArms(worn);
  const { width, height } = person.image;
  const rgb = new Float32Array(width * height * 3);
  const alpha = createFloatMap(width, height);
  const zones = new Uint8Array(width * height);
  const sleeveCovers = new Uint8Array(width * height);
  const belowHem = new Uint8Array(width * height);
  const hem = garment.tiles ? undefined : measureHem(garment);
  const withSleeves = category !== 'lower';
  const torso = withSleeves ? torsoInterior(person) : undefined;
  const radius = person.body.shoulderWidth * 0.3;
  const arms = (['L', 'R'] as const).map((side) => {
    const joints = personArm(person, side);
    return {
      person: joints,
      garment: side === 'L' ? garment.anchors.armL : garment.anchors.armR,
      part: side === 'L' ? PART_SLEEVE_L : PART_SLEEVE_R,
      reach: garment.sleeveReach[side],
      // Outside it a pixel is farther than `radius` from both bones: no mapping there
      // (mapAlongArm would say so after two distances per pixel).
      box: joints ? pointsBox(joints, radius) : undefined,
    };
  });
  const tmp = new Float32Array(3);
  const armRgb = new Float32Array(3);
  const bodyRgb = new Float32Array(3);
  const narrowRgb = new Float32Array(3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if ((person.matte.data[i] ?? 0) < 0.05 && torso?.[i] !== 1) continue;
      const p = { x, y };
      let hit = false;
      // The garment's body under the sleeve's mapping: a sleeved top's shoulder and armhole.
      let bodyUnder = 0;
      for (let k = 0; k < arms.length; k += 1) {
        const arm = arms[k] as (typeof arms)[number];
        const box = arm.box;
        if (!arm.person || !box || x < box.x0 || x > box.x1 || y < box.y0 || y > box.y1) continue;
        const mapped = mapAlongArm(
          p,
          arm.person,
          arm.garment ?? arm.person,
          radius,
          person.body.shoulderWidth,
        );
        if (!mapped) continue;
        zones[i] = Math.max(zones[i] ?? 0, mapped.zone);
        if (!withSleeves || !arm.garment || mapped.along > arm.reach + 0.05) continue;
        const s = sample(garment, mapped.g, armRgb, 0);
        // Past the sleeve's end on the limb (its outer half along the arm, off the garment there
        // and closer to the bone too), the arm is uncovered: its texture carried on there was a
        // pale cuff below the polo's navy band on person_05's arms (vton S08).
        if (
          mapped.zone !== ZONE_NONE &&
          mapped.along > arm.reach * 0.5 &&
          s.part === 0 &&
          sample(garment, mapped.gNarrow, narrowRgb, 0).part !== arm.part
        )
          continue;
        sleeveCovers[i] = 1;
        if (s.part === arm.part && s.alpha > 0.3) {
          copyRgb(rgb, i * 3, armRgb);
          alpha.data[i] = s.alpha;
          hit = true;
        } else if (s.part !== 0 && s.alpha > 0.3 && arm.reach > 0) {
          bodyUnder = Math.max(bodyUnder, s.alpha);
          copyRgb(bodyRgb, 0, armRgb);
        }
      }
      if (hit) continue;
      const inArm = zones[i] !== ZONE_NONE;
      const st = inverseBilinear(person.quad, p);
      const g = bilinear(garment.anchors.quad, st.s, st.t);
      const s = sample(garment, g, tmp, 0);
      const hemY = hem?.[Math.min(garment.width - 1, Math.max(0, Math.round(g.x)))] ?? Infinity;
      if (g.y > (hemY < 0 ? -Infinity : hemY)) belowHem[i] = 1;
      // The arm is in front of the garment's body: the body never draws over it. A fabric swatch
      // has no silhouette of its own, so it takes the shape of the clothing it replaces.
      const swatchAlpha = garment.tiles ? (person.oldGarment.data[i] ?? 0) : s.alpha;
      if (!inArm && s.part !== 0) alpha.data[i] = swatchAlpha;
      // Old sleeve within the new sleeve's length: extend the sleeve's texture rather than the body's.
      // Fabric (a saree) drapes over arms too, so an old sleeve becomes fabric, not bare skin.
      if (garment.tiles && inArm) sleeveCovers[i] = 1;
      copyRgb(rgb, i * 3, inArm && sleeveCovers[i] && !garment.tiles ? armRgb : tmp);
      // Beside the arm, where the sleeve's mapping lands on the garment's body, a sleeved top
      // covers the shoulder and the armhole (its body, mapped as the rest of it where it can be).
      if (inArm && bodyUnder > 0 && !garment.tiles) {
        const own = s.part !== 0 && s.alpha > 0.3;
        alpha.data[i] = own ? s.alpha : bodyUnder;
        copyRgb(rgb, i * 3, own ? tmp : bodyRgb);
      }
    }
  }
  return { rgb, alpha, zones, sleeveCovers, belowHem, sleeves: withSleeves, torso };
}

/**
 * The torso between the old garment's own sides, row by row: pixels within the torso's joints
 * (shoulder to hip lines, carried on below the hips) with old garment both to their left and to
 * their right there. What shows through an open jacket's front (the trousers between its flaps)
 * is the body, however unsure the matte is of it: a cream trouser before a beige wall left the
 * new top half see-through there, in the matte's coarse squares (vton S08).
 */
export function torsoInterior(person: PersonAnalysis): Uint8Array {
  const { oldGarment, body } = person;
  const { width, height } = oldGarment;
  const inside = new Uint8Array(width * height);
  const edgeAt = (a: Point, b: Point, y: number) =>
    a.x + ((b.x - a.x) * (y - a.y)) / (Math.abs(b.y - a.y) < 1 ? 1 : b.y - a.y);
  const top = Math.max(0, Math.ceil(Math.min(body.shoulderL.y, body.shoulderR.y)));
  for (let y = top; y < height; y += 1) {
    const l = edgeAt(body.shoulderL, body.hipL, y);
    const r = edgeAt(body.shoulderR, body.hipR, y);
    const x0 = Math.max(0, Math.ceil(Math.min(l, r)));
    const x1 = Math.min(width - 1, Math.floor(Math.max(l, r)));
    let first = -1;
    let last = -1;
    for (let x = x0; x <= x1; x += 1) {
      if ((oldGarment.data[y * width + x] ?? 0) <= 0.5) continue;
      if (first < 0) first = x;
      last = x;
    }
    for (let x = first + 1; first >= 0 && x < last; x += 1) inside[y * width + x] = 1;
  }
  return inside;
}
