import { blurMapInPlace, createFloatMap } from '../raster/raster';
import type { FabricRegions } from './fabric-regions';

const luma = (rgb: ArrayLike<number>, o: number) =>
  0.299 * (rgb[o] ?? 0) + 0.587 * (rgb[o + 1] ?? 0) + 0.114 * (rgb[o + 2] ?? 0);

export interface RegionLight {
  /** Per pixel: the fabric's luminance smoothed within its own region (print removed). */
  smooth: Float32Array;
  /** Per pixel luminance. */
  luma: Float32Array;
  /** Mean luminance per region. */
  mean: number[];
  /** Texture energy per region: mean |L − smooth| / mean (0 for plain fabric). */
  texture: number[];
}

/** First and last pixel index of each region (-1 … -1 for none), as pairs. */
function regionSpans(labels: Int8Array, k: number): Int32Array {
  const spans = new Int32Array(2 * k).fill(-1);
  for (let i = 0; i < labels.length; i += 1) {
    const r = labels[i] ?? -1;
    if (r < 0 || r >= k) continue;
    if (spans[2 * r] === -1) spans[2 * r] = i;
    spans[2 * r + 1] = i;
  }
  return spans;
}

/** Luminance of each region blurred within that region only (normalised convolution). */
export function regionLight(
  rgb: ArrayLike<number>,
  channels: number,
  width: number,
  height: number,
  regions: FabricRegions,
  radius: number,
): RegionLight {
  const n = width * height;
  const l = new Float32Array(n);
  for (let i = 0; i < n; i += 1) l[i] = luma(rgb, i * channels);
  const smooth = new Float32Array(n);
  const k = regions.colours.length;
  const mean = new Array<number>(k).fill(0);
  const texture = new Array<number>(k).fill(0);
  const spans = regionSpans(regions.labels, k);
  // One pair of maps for all regions, cleared between them (each blurs only around its region).
  const w = createFloatMap(width, height);
  const v = createFloatMap(width, height);
  for (let r = 0; r < k; r += 1) {
    const [first, last] = [spans[2 * r] ?? 0, spans[2 * r + 1] ?? -1];
    let sum = 0;
    let count = 0;
    for (let i = first; i <= last; i += 1) {
      if (regions.labels[i] !== r) continue;
      w.data[i] = 1;
      v.data[i] = l[i] ?? 0;
      sum += l[i] ?? 0;
      count += 1;
    }
    if (!count) continue;
    mean[r] = Math.max(4, sum / count);
    blurMapInPlace(w, radius, 2);
    blurMapInPlace(v, radius, 2);
    let energy = 0;
    for (let i = first; i <= last; i += 1) {
      if (regions.labels[i] !== r) continue;
      const s = (v.data[i] ?? 0) / Math.max(1e-3, w.data[i] ?? 0);
      smooth[i] = s;
      energy += Math.abs((l[i] ?? 0) - s);
    }
    texture[r] = energy / count / (mean[r] ?? 1);
    w.data.fill(0);
    v.data.fill(0);
  }
  return { smooth, luma: l, mean, texture };
}

/** Texture energy above which a worn fabric's own fine detail counts as print, not light. */
const PRINTED = 0.07;

/**
 * Light on the worn fabric, ~1 on average per region: the smoothed luminance (the print taken
 * out), times the fine detail in proportion to how plain the fabric is (for a plain or white
 * fabric its luminance is the shading, folds and creases included).
 */
export function wornShading(light: RegionLight, labels: Int8Array): Float32Array {
  const out = new Float32Array(labels.length).fill(1);
  const keep = light.texture.map((t) => Math.min(1, Math.max(0, 1 - t / PRINTED)));
  for (let i = 0; i < labels.length; i += 1) {
    const r = labels[i] ?? -1;
    if (r < 0) continue;
    const m = light.mean[r] ?? 128;
    const s = Math.max(1, light.smooth[i] ?? m);
    const detail = Math.max(0.2, (light.luma[i] ?? 0) / s) ** (keep[r] ?? 0);
    out[i] = Math.min(2.5, (s / m) * detail);
  }
  return out;
}

/**
 * The garment's fabric without the light of its own photo: each pixel divided by its region's
 * smoothed luminance relative to the region's mean (folds in the garment photo flattened).
 */
export function flattenLight(
  rgb: Float32Array,
  light: RegionLight,
  labels: Int8Array,
): Float32Array {
  const out = Float32Array.from(rgb);
  for (let i = 0; i < labels.length; i += 1) {
    const r = labels[i] ?? -1;
    if (r < 0) continue;
    const m = light.mean[r] ?? 128;
    const f = Math.min(2, Math.max(0.5, m / Math.max(1, light.smooth[i] ?? m)));
    for (let c = 0; c < 3; c += 1) out[i * 3 + c] = Math.min(255, (rgb[i * 3 + c] ?? 0) * f);
  }
  return out;
}
