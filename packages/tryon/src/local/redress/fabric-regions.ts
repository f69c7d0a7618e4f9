import type { Rgb } from '../raster/palette';
import { blurMap, blurMapInPlace, createFloatMap, type FloatMap } from '../raster/raster';

/**
 * A garment's fabric split into a few regions of distinct colour (body fabric, border, blouse or
 * pallu): k-means on a smoothed copy, so a small print counts as its ground's colour.
 */
export interface FabricRegions {
  /** Region index per pixel, -1 outside the garment. */
  labels: Int8Array;
  /** Mean colour per region (of the smoothed image). */
  colours: Rgb[];
  /** Pixels per region. */
  sizes: number[];
  /**
   * Set by cleanRegions: per colour cluster, the region it was merged into (itself when it is
   * one); a merged cluster keeps its colour but holds no pixels.
   */
  alias?: number[];
}

/** Per-channel blur restricted to the mask (normalised convolution), RGB floats in 0..255. */
export function smoothInside(
  rgb: ArrayLike<number>,
  channels: number,
  mask: FloatMap,
  radius: number,
): Float32Array {
  const { width, height } = mask;
  const n = width * height;
  const weight = blurMap(mask, radius, 2);
  const out = new Float32Array(n * 3);
  const plane = createFloatMap(width, height);
  for (let c = 0; c < 3; c += 1) {
    for (let i = 0; i < n; i += 1)
      plane.data[i] = (rgb[i * channels + c] ?? 0) * (mask.data[i] ?? 0);
    const blurred = blurMapInPlace(plane, radius, 2); // refilled for the next channel
    for (let i = 0; i < n; i += 1) {
      const w = weight.data[i] ?? 0;
      out[i * 3 + c] = w > 1e-3 ? (blurred.data[i] ?? 0) / w : (rgb[i * channels + c] ?? 0);
    }
  }
  return out;
}

const distance2 = (a: Rgb, r: number, g: number, b: number) =>
  (a[0] - r) ** 2 + (a[1] - g) ** 2 + (a[2] - b) ** 2;

function nearest(centres: Rgb[], r: number, g: number, b: number): number {
  let best = 0;
  let bestD = Infinity;
  for (let j = 0; j < centres.length; j += 1) {
    const d = distance2(centres[j] as Rgb, r, g, b);
    if (d < bestD) {
      bestD = d;
      best = j;
    }
  }
  return best;
}

/** k-means (k ≤ 4) over the masked smoothed colours; regions under 3% of the garment merge away. */
export function splitFabric(smooth: Float32Array, mask: FloatMap, k = 4): FabricRegions {
  const n = mask.width * mask.height;
  const inside: number[] = [];
  for (let i = 0; i < n; i += 1) if ((mask.data[i] ?? 0) > 0.5) inside.push(i);
  const step = Math.max(1, Math.floor(inside.length / 4000));
  const sample = inside.filter((_, j) => j % step === 0);
  // Seeds spread over the luminance range: dark border, mid body, light pallu.
  const byLuma = [...sample].sort(
    (a, b) =>
      (smooth[a * 3] ?? 0) +
      (smooth[a * 3 + 1] ?? 0) -
      (smooth[b * 3] ?? 0) -
      (smooth[b * 3 + 1] ?? 0),
  );
  let centres: Rgb[] = Array.from({ length: k }, (_, j) => {
    const i = byLuma[Math.floor(((j + 0.5) / k) * byLuma.length)] ?? 0;
    return [smooth[i * 3] ?? 0, smooth[i * 3 + 1] ?? 0, smooth[i * 3 + 2] ?? 0] as Rgb;
  });
  for (let iter = 0; iter < 8; iter += 1) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const i of sample) {
      const r = smooth[i * 3] ?? 0;
      const g = smooth[i * 3 + 1] ?? 0;
      const b = smooth[i * 3 + 2] ?? 0;
      const acc = sums[nearest(centres, r, g, b)] as number[];
      acc[0] = (acc[0] ?? 0) + r;
      acc[1] = (acc[1] ?? 0) + g;
      acc[2] = (acc[2] ?? 0) + b;
      acc[3] = (acc[3] ?? 0) + 1;
    }
    centres = sums
      .filter((s) => (s[3] ?? 0) > sample.length * 0.03)
      .map((s) => [
        (s[0] ?? 0) / (s[3] ?? 1),
        (s[1] ?? 0) / (s[3] ?? 1),
        (s[2] ?? 0) / (s[3] ?? 1),
      ]);
    if (centres.length === 0) centres = [[128, 128, 128]];
  }
  const labels = new Int8Array(n).fill(-1);
  const sizes = centres.map(() => 0);
  for (const i of inside) {
    const j = nearest(centres, smooth[i * 3] ?? 0, smooth[i * 3 + 1] ?? 0, smooth[i * 3 + 2] ?? 0);
    labels[i] = j;
    sizes[j] = (sizes[j] ?? 0) + 1;
  }
  return { labels, colours: centres, sizes };
}

/** Chromaticity counts this much more than brightness when telling the parts of a swatch apart. */
const CHROMA_WEIGHT = 600;
const SHADE_WEIGHT = 40;

/**
 * Like splitFabric, but the parts are told apart by chromaticity far more than by brightness, and
 * each part's colour is the mean of its pixels. A folded saree's photo is lit across its folds:
 * split by colour alone, a shadowed zari border and the magenta in a fold's shadow were one
 * "dark" part, the lit border another, and neither was the border.
 */
export function splitShadeFree(smooth: Float32Array, mask: FloatMap): FabricRegions {
  const n = mask.width * mask.height;
  const features = new Float32Array(n * 3);
  for (let i = 0; i < n; i += 1) {
    const r = smooth[i * 3] ?? 0;
    const g = smooth[i * 3 + 1] ?? 0;
    const b = smooth[i * 3 + 2] ?? 0;
    // The offset keeps near-black pixels' chromaticity (noise) from counting.
    const sum = r + g + b + 30;
    features[i * 3] = (CHROMA_WEIGHT * r) / sum;
    features[i * 3 + 1] = (CHROMA_WEIGHT * g) / sum;
    features[i * 3 + 2] = SHADE_WEIGHT * Math.log1p((r + g + b) / 3);
  }
  const split = splitFabric(features, mask);
  const sums = split.colours.map(() => [0, 0, 0]);
  for (let i = 0; i < n; i += 1) {
    const l = split.labels[i] ?? -1;
    if (l < 0) continue;
    const acc = sums[l] as number[];
    for (let c = 0; c < 3; c += 1) acc[c] = (acc[c] ?? 0) + (smooth[i * 3 + c] ?? 0);
  }
  const colours = sums.map((acc, l) => acc.map((v) => v / Math.max(1, split.sizes[l] ?? 0)) as Rgb);
  return { ...split, colours };
}

/**
 * Two mean colours of one fabric: close, or the same chromaticity at a brightness a fold's light
 * explains (a sunlit and a shaded stretch of the same pink), not a dark border of the same hue.
 */
function sameFabric(a: Rgb, b: Rgb): boolean {
  return distance2(a, b[0], b[1], b[2]) < 40 * 40 || inOtherLight(a, b, 0.025, 1.5);
}

/**
 * Two mean colours as one colour in two lights: their chromaticities (r, g over the sum) under
 * `chroma` apart and their brightnesses (the sums) under `ratio` times each other.
 */
export function inOtherLight(a: Rgb, b: Rgb, chroma: number, ratio: number): boolean {
  const sa = a[0] + a[1] + a[2] + 1;
  const sb = b[0] + b[1] + b[2] + 1;
  const gap = Math.hypot(a[0] / sa - b[0] / sb, a[1] / sa - b[1] / sb);
  return gap < chroma && Math.max(sa, sb) / Math.min(sa, sb) < ratio;
}

/**
 * Regions as parts of the garment, not blobs of its print: each pixel takes the region most
 * present around it (indicators blurred over `radius`), so patches smaller than the radius join
 * the fabric around them; regions of one fabric in different light merge first.
 */
export function cleanRegions(
  regions: FabricRegions,
  width: number,
  height: number,
  radius: number,
): FabricRegions {
  const k = regions.colours.length;
  // Each region votes as the first region of its fabric. A chain (the light pallu like the mid
  // pink, the mid pink like the dark pink) is followed to its root: a region aliased to one that
  // is itself aliased voted for no part, and where only it lay every vote was 0.
  const alias: number[] = [];
  regions.colours.forEach((c, j) => {
    let root = j;
    for (let m = 0; m < j; m += 1)
      if (sameFabric(regions.colours[m] as Rgb, c)) {
        root = alias[m] ?? m;
        break;
      }
    alias.push(root);
  });
  const votes = Array.from({ length: k }, (_, j) => {
    if (alias[j] !== j) return undefined;
    const map = createFloatMap(width, height);
    for (let i = 0; i < map.data.length; i += 1) {
      const l = regions.labels[i] ?? -1;
      if (l >= 0 && alias[l] === j) map.data[i] = 1;
    }
    return blurMapInPlace(map, radius, 2);
  });
  const labels = new Int8Array(regions.labels.length).fill(-1);
  const sizes = new Array<number>(k).fill(0);
  for (let i = 0; i < labels.length; i += 1) {
    const own = regions.labels[i] ?? -1;
    if (own < 0) continue;
    // An exact tie keeps the pixel in its own fabric.
    let best = alias[own] ?? own;
    let bestV = votes[best]?.data[i] ?? -1;
    for (let j = 0; j < k; j += 1) {
      const value = votes[j]?.data[i] ?? -1;
      if (value > bestV) {
        bestV = value;
        best = j;
      }
    }
    labels[i] = best;
    sizes[best] = (sizes[best] ?? 0) + 1;
  }
  return { labels, colours: regions.colours, sizes, alias };
}
