import type { FloatMap } from './raster';
import { boxMean } from './box-filter';
import { downsamplePlane, upsamplePlane, type Plane } from './resample';

/** Box mean over a (2r+1)² window (edge-normalised). */
const box = (data: Float32Array, width: number, height: number, r: number): Float32Array =>
  boxMean(data, width, height, r);

/** Colour planes 0..1 of an interleaved RGB float or byte image. */
export function toPlanes(
  rgb: ArrayLike<number>,
  n: number,
  channels: number,
  max = 255,
): [Float32Array, Float32Array, Float32Array] {
  const planes: [Float32Array, Float32Array, Float32Array] = [
    new Float32Array(n),
    new Float32Array(n),
    new Float32Array(n),
  ];
  for (let i = 0; i < n; i += 1) {
    for (let c = 0; c < 3; c += 1) planes[c]![i] = (rgb[i * channels + c] ?? 0) / max;
  }
  return planes;
}

/** What depends on the guide alone: its local means and colour covariances. */
export interface GuideStats {
  guide: Float32Array[];
  width: number;
  height: number;
  radius: number;
  mI: Float32Array[];
  cov: Float32Array[]; // rr rg rb gg gb bb
}

interface Stats {
  mI: Float32Array[];
  mP: Float32Array;
  cov: Float32Array[];
  cIp: Float32Array[];
}

const PAIRS: [number, number][] = [
  [0, 0],
  [0, 1],
  [0, 2],
  [1, 1],
  [1, 2],
  [2, 2],
];

function product(a: Float32Array, b: Float32Array) {
  const out = new Float32Array(a.length);
  for (let i = 0; i < out.length; i += 1) out[i] = a[i]! * b[i]!;
  return out;
}

/** The guide's statistics, computed once and shared by every filtering with that guide. */
export function guideStats(guide: Float32Array[], w: number, h: number, r: number): GuideStats {
  const mI = guide.map((c) => box(c, w, h, r));
  const cov = PAIRS.map(([a, b]) => {
    const m = box(product(guide[a]!, guide[b]!), w, h, r);
    for (let i = 0; i < m.length; i += 1) m[i] = m[i]! - mI[a]![i]! * mI[b]![i]!;
    return m;
  });
  return { guide, width: w, height: h, radius: r, mI, cov };
}

function gatherStats(g: GuideStats, p: Float32Array): Stats {
  const { width: w, height: h, radius: r, mI } = g;
  const mP = box(p, w, h, r);
  const cIp = g.guide.map((c, k) => {
    const m = box(product(c, p), w, h, r);
    for (let i = 0; i < m.length; i += 1) m[i] = m[i]! - mI[k]![i]! * mP[i]!;
    return m;
  });
  return { mI, mP, cov: g.cov, cIp };
}

/** Solves (Σ + εI) a = cov(I, p) per pixel (3×3, by cofactors); returns a (3 planes) and b. */
function solveCoefficients(s: Stats, eps: number): { a: Float32Array[]; b: Float32Array } {
  const n = s.mP.length;
  const a = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  const b = new Float32Array(n);
  const [rr, rg, rb, gg, gb, bb] = s.cov as [Float32Array, ...Float32Array[]];
  for (let i = 0; i < n; i += 1) {
    const m00 = (rr[i] ?? 0) + eps;
    const m01 = rg![i] ?? 0;
    const m02 = rb![i] ?? 0;
    const m11 = (gg![i] ?? 0) + eps;
    const m12 = gb![i] ?? 0;
    const m22 = (bb![i] ?? 0) + eps;
    const i00 = m11 * m22 - m12 * m12;
    const i01 = m02 * m12 - m01 * m22;
    const i02 = m01 * m12 - m02 * m11;
    const i11 = m00 * m22 - m02 * m02;
    const i12 = m01 * m02 - m00 * m12;
    const i22 = m00 * m11 - m01 * m01;
    const det = m00 * i00 + m01 * i01 + m02 * i02;
    const c0 = s.cIp[0]![i] ?? 0;
    const c1 = s.cIp[1]![i] ?? 0;
    const c2 = s.cIp[2]![i] ?? 0;
    const a0 = (i00 * c0 + i01 * c1 + i02 * c2) / det;
    const a1 = (i01 * c0 + i11 * c1 + i12 * c2) / det;
    const a2 = (i02 * c0 + i12 * c1 + i22 * c2) / det;
    a[0]![i] = a0;
    a[1]![i] = a1;
    a[2]![i] = a2;
    b[i] =
      (s.mP[i] ?? 0) - a0 * (s.mI[0]![i] ?? 0) - a1 * (s.mI[1]![i] ?? 0) - a2 * (s.mI[2]![i] ?? 0);
  }
  return { a, b };
}

/** The coefficients' window means ā (3 planes) and b̄, interleaved as 4 channels per pixel. */
function meanCoefficients(g: GuideStats, p: Float32Array, eps: number): Plane {
  const { width: w, height: h, radius } = g;
  const { a, b } = solveCoefficients(gatherStats(g, p), eps);
  const planes = [...a.map((c) => box(c, w, h, radius)), box(b, w, h, radius)];
  const data = new Float32Array(w * h * 4);
  for (let i = 0; i < w * h; i += 1)
    for (let c = 0; c < 4; c += 1) data[i * 4 + c] = planes[c]![i] ?? 0;
  return { data, width: w, height: h, channels: 4 };
}

/** ā·I + b̄ per pixel, from interleaved mean coefficients and the guide's planes. */
function apply(coefficients: Float32Array, guide: Float32Array[], w: number, h: number): FloatMap {
  const out = new Float32Array(w * h);
  for (let i = 0; i < out.length; i += 1) {
    const o = i * 4;
    out[i] =
      (coefficients[o] ?? 0) * (guide[0]![i] ?? 0) +
      (coefficients[o + 1] ?? 0) * (guide[1]![i] ?? 0) +
      (coefficients[o + 2] ?? 0) * (guide[2]![i] ?? 0) +
      (coefficients[o + 3] ?? 0);
  }
  return { data: out, width: w, height: h };
}

/**
 * Colour guided filter (He, Sun & Tang, ECCV 2010): the output is locally a linear function of the
 * guide's colour, so a coarse matte snaps to the photo's own edges, hair strands included.
 */
export function guidedFilter(g: GuideStats, p: FloatMap, eps: number): FloatMap {
  const { width: w, height: h, guide } = g;
  return apply(meanCoefficients(g, p.data, eps).data, guide, w, h);
}

/**
 * Fast guided filter (He & Sun 2015): the coefficients found on a guide and input `factor` times
 * smaller (`low`: the small guide's statistics), upsampled bilinearly and applied to the
 * full-size guide, so the edges still follow the full-size photo; about factor² cheaper.
 */
export function fastGuidedFilter(
  low: GuideStats,
  guide: Float32Array[],
  p: FloatMap,
  eps: number,
  factor: number,
): FloatMap {
  const { width, height } = p;
  const small = downsamplePlane({ data: p.data, width, height, channels: 1 }, factor);
  const coefficients = upsamplePlane(meanCoefficients(low, small.data, eps), width, height);
  return apply(coefficients.data, guide, width, height);
}
