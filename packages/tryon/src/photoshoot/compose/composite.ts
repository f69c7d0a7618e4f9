import { blurMap } from '../../local/raster/raster';
import type { RasterImage } from '../../local/raster/raster';
import type { Layer } from './layer';

/** How strongly the backdrop's colour cast tints the model (bounce light), and the edge wrap. */
const CAST = 0.08;
const WRAP = 0.35;

/** Per-channel gains that tint the model toward the backdrop's cast at equal luminance. */
export function castGains(backdrop: RasterImage): [number, number, number] {
  const acc = [0, 0, 0];
  const n = backdrop.width * backdrop.height;
  for (let i = 0; i < n; i += 7)
    for (let c = 0; c < 3; c += 1) acc[c]! += backdrop.data[i * 3 + c] ?? 0;
  const mean = acc.map((v) => Math.max(1, v));
  const luma = 0.299 * mean[0]! + 0.587 * mean[1]! + 0.114 * mean[2]!;
  const g = mean.map((m) => Math.pow(m / luma, CAST)) as [number, number, number];
  const norm = 0.299 * g[0] + 0.587 * g[1] + 0.114 * g[2];
  return [g[0] / norm, g[1] / norm, g[2] / norm];
}

/** Deterministic film grain (so the clean rendered backdrop matches a photographed model). */
function grain(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return (u - 0.5) * 3.46; // uniform with unit variance
  };
}

function blurredBackdrop(backdrop: RasterImage, radius: number): Float32Array[] {
  const n = backdrop.width * backdrop.height;
  return [0, 1, 2].map((c) => {
    const plane = new Float32Array(n);
    for (let i = 0; i < n; i += 1) plane[i] = backdrop.data[i * 3 + c] ?? 0;
    return blurMap({ data: plane, width: backdrop.width, height: backdrop.height }, radius, 2).data;
  });
}

export interface ComposeOptions {
  shadow: Float32Array;
  /** Grain standard deviation in 8-bit levels. */
  noise: number;
}

/**
 * The model over the backdrop: the backdrop darkened by the contact shadow and given the photo's
 * grain; the model's colours nudged toward the backdrop's cast and, along the silhouette, wrapped
 * in a little of the backdrop's light, as a lens and a real set would do.
 */
export function composite(
  layer: Layer,
  backdrop: RasterImage,
  options: ComposeOptions,
): Uint8Array {
  const { width, height, alpha, rgb } = layer;
  const n = width * height;
  const r = Math.max(2, Math.round(height / 160));
  const edge = blurMap({ data: alpha, width, height }, r, 2).data;
  const bgBlur = blurredBackdrop(backdrop, r * 2);
  const gains = castGains(backdrop);
  const noise = grain(0x5eed);
  const out = new Uint8Array(n * 3);
  for (let i = 0; i < n; i += 1) {
    const a = alpha[i] ?? 0;
    const shade = 1 - (options.shadow[i] ?? 0);
    const wrap = a * Math.max(0, 1 - (edge[i] ?? 1)) * 2 * WRAP;
    const g = noise() * options.noise;
    for (let c = 0; c < 3; c += 1) {
      const bg = (backdrop.data[i * 3 + c] ?? 0) * shade + g;
      const fg0 = (rgb[i * 3 + c] ?? 0) * gains[c]!;
      const fg = fg0 + ((bgBlur[c]![i] ?? 0) - fg0) * Math.min(0.5, wrap);
      out[i * 3 + c] = Math.max(0, Math.min(255, Math.round(a * fg + (1 - a) * bg)));
    }
  }
  return out;
}
