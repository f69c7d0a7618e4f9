import type { PersonAnalysis } from '../person/person-analysis';
import type { Point } from '../raster/geometry';
import { blurMap, createFloatMap, morphMask } from '../raster/raster';
import { personArm } from '../render/fit';

/** Bins across a sleeve (its light profile from one edge to the other). */
const ACROSS = 12;
/** Share of the bare arm's width, about its middle, whose light a sleeve takes (its rim mixes with the backdrop). */
const INNER = 0.8;

interface Segment {
  a: Point;
  b: Point;
  /** The sleeve's half-width here (px). */
  half: number;
  /** Light profiles along the segment: `along` rows of ACROSS values (NaN where unknown). */
  rows: Float32Array[];
}

/**
 * The light across each bare arm a long sleeve covers, carried onto the sleeve: at points along
 * the arm, the skin's luminance across the arm (its inner part, the rim mixing with the backdrop)
 * over the arms' mean, stretched to the sleeve's width. The sleeve is then lit as the photo lights
 * that arm: brighter on the side the key light comes from, falling off round the far side, the
 * forearm as light as the photo shows it (decision 058). Returns a lookup: the light at a sleeve
 * pixel, or undefined where no bare arm was measured (the caller keeps its generic roundness).
 */
export function armLight(
  person: PersonAnalysis,
  halves: { upper: number; fore: number },
): (x: number, y: number) => { light: number; sure: number } | undefined {
  const { image, skin } = person;
  const { width, height } = image;
  const inner = morphMask(skin, -1);
  const num = createFloatMap(width, height);
  for (let i = 0; i < num.data.length; i += 1) {
    const o = i * 3;
    const l =
      0.299 * (image.data[o] ?? 0) +
      0.587 * (image.data[o + 1] ?? 0) +
      0.114 * (image.data[o + 2] ?? 0);
    num.data[i] = l * (inner.data[i] ?? 0);
  }
  const nb = blurMap(num, 2);
  const db = blurMap(inner, 2);
  const lum = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= width || yi >= height) return NaN;
    const i = yi * width + xi;
    return (inner.data[i] ?? 0) > 0.5 ? (nb.data[i] ?? 0) / Math.max(1e-3, db.data[i] ?? 0) : NaN;
  };
  const segments: Segment[] = [];
  for (const side of ['L', 'R'] as const) {
    const arm = personArm(person, side);
    if (!arm) continue;
    const [s, e, w] = arm;
    segments.push(measure(s, e, halves.upper, lum), measure(e, w, halves.fore, lum));
  }
  if (segments.every((g) => g.rows.every((r) => r.every((v) => Number.isNaN(v)))))
    return () => undefined;
  return (x, y) => lookup(segments, x, y);
}

/** The light profile across the bare arm at points along one segment. */
function measure(a: Point, b: Point, half: number, lum: (x: number, y: number) => number): Segment {
  const len = Math.max(1, Math.hypot(b.x - a.x, b.y - a.y));
  const [nx, ny] = [-(b.y - a.y) / len, (b.x - a.x) / len];
  const along = Math.max(3, Math.round(len / Math.max(4, half * 0.8)));
  const rows: Float32Array[] = [];
  for (let k = 0; k < along; k += 1) {
    const t = (k + 0.5) / along;
    const [cx, cy] = [a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t];
    const at = (d: number) => lum(cx + nx * d, cy + ny * d);
    const run = skinRun(at, half);
    const row = new Float32Array(ACROSS).fill(NaN);
    if (run) {
      const mid = (run[0] + run[1]) / 2;
      const r = ((run[1] - run[0]) / 2) * INNER;
      for (let j = 0; j < ACROSS; j += 1) {
        const u = ((j + 0.5) / ACROSS) * 2 - 1;
        // Averaged along the arm over a few pixels: pores and hairs are not light.
        let sum = 0;
        let n = 0;
        for (let s = -2; s <= 2; s += 1) {
          const v = lum(
            cx + nx * (mid + u * r) + (b.x - a.x) * (s / len),
            cy + ny * (mid + u * r) + (b.y - a.y) * (s / len),
          );
          if (!Number.isNaN(v)) {
            sum += v;
            n += 1;
          }
        }
        if (n > 0) row[j] = sum / n;
      }
    }
    rows.push(acrossOnly(row));
  }
  return { a, b, half, rows };
}

/**
 * A profile over its own mean: only the light across the arm (its roundness, the side the light
 * comes from) is carried. How light the arm is along its length is not: where only the forearm
 * is bare, its light over its own mean would make a lighter band of the sleeve's lower half.
 * A profile that misses a third of its bins is dropped.
 */
function acrossOnly(row: Float32Array): Float32Array {
  const known = [...row].filter((v) => !Number.isNaN(v));
  if (known.length < (ACROSS * 2) / 3) return row.fill(NaN);
  const mean = known.reduce((p, v) => p + v, 0) / known.length;
  return row.map((v) => v / mean);
}

/** The run of skin across the arm through its axis (or nearest it), in px from the axis; undefined if too narrow. */
function skinRun(at: (d: number) => number, half: number): [number, number] | undefined {
  const reach = Math.ceil(half * 1.6);
  let start = NaN;
  for (let d = 0; d <= half * 0.5; d += 1) {
    if (!Number.isNaN(at(d))) {
      start = d;
      break;
    }
    if (!Number.isNaN(at(-d))) {
      start = -d;
      break;
    }
  }
  if (Number.isNaN(start)) return undefined;
  let lo = start;
  while (lo - 1 >= -reach && !Number.isNaN(at(lo - 1))) lo -= 1;
  let hi = start;
  while (hi + 1 <= reach && !Number.isNaN(at(hi + 1))) hi += 1;
  return hi - lo >= Math.max(4, half * 0.4) ? [lo, hi] : undefined;
}

/**
 * The light at (x, y): each segment whose sleeve holds it gives its profile's value, blended by
 * how deep inside that sleeve the pixel lies, so upper arm and forearm meet at the elbow without
 * a seam.
 */
function lookup(
  segments: Segment[],
  x: number,
  y: number,
): { light: number; sure: number } | undefined {
  let sum = 0;
  let wsum = 0;
  let sure = 0;
  for (const g of segments) {
    const { a, b } = g;
    const len2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2 || 1;
    const t = Math.max(0, Math.min(1, ((x - a.x) * (b.x - a.x) + (y - a.y) * (b.y - a.y)) / len2));
    const d = ((x - a.x) * -(b.y - a.y) + (y - a.y) * (b.x - a.x)) / Math.sqrt(len2);
    const u = Math.hypot(x - (a.x + (b.x - a.x) * t), y - (a.y + (b.y - a.y) * t)) / g.half;
    if (u >= 1.3) continue;
    const v = sample(g, t, Math.max(-1, Math.min(1, d / g.half)));
    if (v === undefined) continue;
    const w = (1.3 - u) ** 2;
    sum += v.light * w;
    sure += v.sure * w;
    wsum += w;
  }
  return wsum > 1e-6 ? { light: sum / wsum, sure: sure / wsum } : undefined;
}

/**
 * Interpolated in the profiles (a tent over 2.5 rows along, linear across), skipping unknown
 * values; `sure` falls from 1 to 0 over the rows where the known profiles end, so the caller
 * fades into its generic light instead of leaving an edge.
 */
function sample(g: Segment, t: number, u: number): { light: number; sure: number } | undefined {
  const fk = t * g.rows.length - 0.5;
  const fj = ((u + 1) / 2) * ACROSS - 0.5;
  let sum = 0;
  let wsum = 0;
  let full = 0;
  for (let dk = -2; dk <= 3; dk += 1)
    for (let dj = 0; dj <= 1; dj += 1) {
      const k = Math.floor(fk) + dk;
      const j = Math.max(0, Math.min(ACROSS - 1, Math.floor(fj) + dj));
      const w = Math.max(0, 2.5 - Math.abs(fk - k)) * Math.max(0, 1 - Math.abs(fj - j));
      full += w;
      const v = g.rows[Math.max(0, Math.min(g.rows.length - 1, k))]?.[j];
      if (v === undefined || Number.isNaN(v)) continue;
      sum += v * w;
      wsum += w;
    }
  return wsum > 1e-3 ? { light: sum / wsum, sure: full > 0 ? wsum / full : 0 } : undefined;
}
