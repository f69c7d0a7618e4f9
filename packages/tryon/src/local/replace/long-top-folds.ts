import type { PersonAnalysis } from '../person/person-analysis';
import type { Point } from '../raster/geometry';
import { personArm } from '../render/fit';
import type { BodyFrame } from './row-spans';

/**
 * How deep a long top's folds are (a fraction of the light), from its photo: the light its own
 * folds make on the plain fabric (measured before it is divided out), within bounds: a silk
 * sherwani's soft folds still show, a crumpled sleeve does not make the whole garment crumpled.
 */
export const FOLD_DEPTH = { min: 0.08, max: 0.15 };

/**
 * The folds of a long top as it hangs on the person (kurta, sherwani): the light the garment
 * photo's own folds gave is divided out before its fabric is quilted (blocks of folds read as
 * blotches), so the garment would hang without any. Below the waist, soft vertical folds fan
 * out with the flare to the hem, deepening towards it, each starting at its own height; on each
 * sleeve, a few creases across the inside of the elbow and the fabric bunching above the wrist.
 * A multiplier per pixel (1 outside the garment), deterministic for a given person.
 */
export function longTopFolds(
  person: PersonAnalysis,
  f: BodyFrame,
  shape: Uint8Array,
  sleeves: Uint8Array,
  depth: number,
): Float32Array {
  const { width, height } = person.image;
  const light = new Float32Array(width * height).fill(1);
  bodyFolds(light, f, shape, sleeves, depth, width, height);
  for (const side of ['L', 'R'] as const) {
    const arm = personArm(person, side);
    if (arm) sleeveCreases(light, arm, sleeves, f.sw, depth, width, height);
  }
  return light;
}

/** A body fold's and a sleeve crease's depth at their deepest, × the garment's fold depth. */
const BODY_FOLD = 2.2;
const SLEEVE_CREASE = 0.7;

/** A small deterministic generator (the same person gives the same folds). */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** A fold across its width (v = 0 its deepest line, ±1 its width): a valley with lit rims. */
const foldProfile = (v: number) => Math.exp(-v * v) - 0.35 * Math.exp(-((Math.abs(v) - 1.7) ** 2));

interface Fold {
  /** Position across the body at the hem, −1 left side … 1 right side. */
  at: number;
  /** Where it starts, 0 the waist … 1 the hem. */
  start: number;
  /** Width at the hem (× shoulder width) and depth (× the garment's fold depth). */
  width: number;
  depth: number;
  /** A fold wanders a little from side to side along its length. */
  phase: number;
}

function bodyFolds(
  light: Float32Array,
  f: BodyFrame,
  shape: Uint8Array,
  sleeves: Uint8Array,
  depth: number,
  width: number,
  height: number,
): void {
  const waistY = f.hipY - f.sw * 0.45;
  const hemY = Math.min(height - 1, f.hemY);
  if (hemY - waistY < f.sw * 0.5) return;
  const spans = rowExtents(shape, width, height);
  const hem = spans[Math.round(hemY)] ?? spans.findLast((s) => s !== undefined);
  if (!hem) return;
  const rand = random(Math.round(f.sw * 131 + hemY * 7));
  // Folds about a quarter of the shoulders apart across the hem, jittered.
  const count = Math.max(3, Math.round((hem[1] - hem[0]) / (f.sw * 0.26)));
  const folds: Fold[] = [];
  for (let k = 0; k < count; k += 1)
    folds.push({
      at: -0.9 + (1.8 * (k + 0.5 + (rand() - 0.5) * 0.6)) / count,
      start: rand() * 0.45,
      width: f.sw * (0.06 + rand() * 0.05),
      depth: 0.7 + rand() * 0.7,
      phase: rand() * Math.PI * 2,
    });
  for (let y = Math.max(0, Math.ceil(waistY)); y <= hemY; y += 1) {
    const span = spans[y];
    if (!span) continue;
    const t = (y - waistY) / (hemY - waistY);
    const c = f.centreAt(y);
    const halfL = c - span[0];
    const halfR = span[1] - c;
    for (let x = span[0]; x <= span[1]; x += 1) {
      const i = y * width + x;
      if (!shape[i] || sleeves[i]) continue;
      let k = 0;
      for (const fold of folds) {
        if (t <= fold.start) continue;
        // Each fold grows in over the first stretch below its start and spreads with the flare.
        const grow = Math.min(1, (t - fold.start) / 0.3);
        const along = grow * grow * (3 - 2 * grow) * (0.55 + 0.45 * t);
        const fx =
          c +
          fold.at * (fold.at < 0 ? halfL : halfR) * 0.92 +
          Math.sin(y / (f.sw * 0.7) + fold.phase) * f.sw * 0.02;
        const w = fold.width * (0.6 + 0.4 * t);
        k += fold.depth * along * foldProfile((x - fx) / w);
      }
      light[i] = Math.max(0.65, Math.min(1.1, 1 - BODY_FOLD * depth * k));
    }
  }
}

/** Leftmost and rightmost pixel of each row of a mask. */
function rowExtents(
  mask: Uint8Array,
  width: number,
  height: number,
): ([number, number] | undefined)[] {
  const out: ([number, number] | undefined)[] = [];
  for (let y = 0; y < height; y += 1) {
    let x0 = -1;
    let x1 = -1;
    for (let x = 0; x < width; x += 1)
      if (mask[y * width + x]) {
        if (x0 < 0) x0 = x;
        x1 = x;
      }
    out.push(x0 < 0 ? undefined : [x0, x1]);
  }
  return out;
}

/**
 * Creases across a sleeve: three at the inside of the elbow, two bunched above the wrist, each
 * a soft band across the arm, slightly oblique, fading towards the sleeve's sides.
 */
function sleeveCreases(
  light: Float32Array,
  arm: [Point, Point, Point],
  sleeves: Uint8Array,
  sw: number,
  depth: number,
  width: number,
  height: number,
): void {
  const creases = [
    { t: 0.86, d: 0.6 },
    { t: 1.0, d: 1 },
    { t: 1.16, d: 0.7 },
    { t: 1.72, d: 0.6 },
    { t: 1.86, d: 0.8 },
  ];
  const reach = sw * 0.3;
  const x0 = Math.max(0, Math.floor(Math.min(arm[0].x, arm[1].x, arm[2].x) - reach));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(arm[0].x, arm[1].x, arm[2].x) + reach));
  const y0 = Math.max(0, Math.floor(Math.min(arm[0].y, arm[1].y, arm[2].y) - reach));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(arm[0].y, arm[1].y, arm[2].y) + reach));
  const upper = Math.hypot(arm[1].x - arm[0].x, arm[1].y - arm[0].y) || 1;
  const fore = Math.hypot(arm[2].x - arm[1].x, arm[2].y - arm[1].y) || 1;
  const band = sw * 0.035;
  for (let y = y0; y <= y1; y += 1)
    for (let x = x0; x <= x1; x += 1) {
      const i = y * width + x;
      if (!sleeves[i]) continue;
      const a = onArm(arm, x, y);
      if (a.across > sw * 0.2) continue;
      // Distance along the arm in pixels from the shoulder, tilted a little across it.
      const along = (a.t <= 1 ? a.t * upper : upper + (a.t - 1) * fore) + a.side * 0.35;
      const fade = Math.max(0, 1 - (a.across / (sw * 0.18)) ** 2);
      let k = 0;
      for (const c of creases) {
        const at = c.t <= 1 ? c.t * upper : upper + (c.t - 1) * fore;
        k += c.d * foldProfile((along - at) / band);
      }
      light[i] = Math.max(
        0.7,
        Math.min(1.08, (light[i] ?? 1) * (1 - SLEEVE_CREASE * depth * k * fade)),
      );
    }
}

/** A pixel's place on an arm: t along it (0 shoulder, 1 elbow, 2 wrist), distance from its bone (signed: side). */
function onArm(
  arm: [Point, Point, Point],
  x: number,
  y: number,
): { t: number; across: number; side: number } {
  const seg = (a: Point, b: Point) => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy || 1;
    const u = Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / len2));
    const px = a.x + dx * u;
    const py = a.y + dy * u;
    const side = ((x - a.x) * dy - (y - a.y) * dx) / Math.sqrt(len2);
    return { u, d: Math.hypot(x - px, y - py), side };
  };
  const up = seg(arm[0], arm[1]);
  const fo = seg(arm[1], arm[2]);
  return up.d <= fo.d
    ? { t: up.u, across: up.d, side: up.side }
    : { t: 1 + fo.u, across: fo.d, side: fo.side };
}
