import { localStd } from '../local/raster/local-std';
import type { RasterImage } from '../local/raster/raster';

/** Rec. 601 luma of an RGB image (bytes or floats), as floats. */
export function lumaOf(
  image: Pick<RasterImage, 'width' | 'height' | 'channels'> & { data: ArrayLike<number> },
): Float32Array {
  const { data, channels } = image;
  const n = image.width * image.height;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const o = i * channels;
    out[i] = 0.299 * (data[o] ?? 0) + 0.587 * (data[o + 1] ?? 0) + 0.114 * (data[o + 2] ?? 0);
  }
  return out;
}

const GAUSS = (() => {
  const k = Array.from({ length: 11 }, (_, i) => Math.exp(-((i - 5) ** 2) / (2 * 1.5 * 1.5)));
  const s = k.reduce((a, b) => a + b, 0);
  return k.map((v) => v / s);
})();

/** Separable 11-tap Gaussian (σ = 1.5), edges clamped. */
function gauss(src: Float32Array, width: number, height: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let acc = 0;
      for (let k = -5; k <= 5; k += 1) {
        const xx = Math.min(width - 1, Math.max(0, x + k));
        acc += (GAUSS[k + 5] ?? 0) * (src[y * width + xx] ?? 0);
      }
      tmp[y * width + x] = acc;
    }
  }
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let acc = 0;
      for (let k = -5; k <= 5; k += 1) {
        const yy = Math.min(height - 1, Math.max(0, y + k));
        acc += (GAUSS[k + 5] ?? 0) * (tmp[yy * width + x] ?? 0);
      }
      out[y * width + x] = acc;
    }
  }
  return out;
}

/** Mean SSIM (Wang et al. 2004) of the luma of two same-size images, Gaussian window σ = 1.5. */
export function ssim(a: RasterImage, b: RasterImage): number {
  const { width, height } = a;
  const x = lumaOf(a);
  const y = lumaOf(b);
  const n = width * height;
  const prod = (p: Float32Array, q: Float32Array) => {
    const out = new Float32Array(p.length);
    for (let i = 0; i < out.length; i += 1) out[i] = (p[i] ?? 0) * (q[i] ?? 0);
    return out;
  };
  const mx = gauss(x, width, height);
  const my = gauss(y, width, height);
  const sxx = gauss(prod(x, x), width, height);
  const syy = gauss(prod(y, y), width, height);
  const sxy = gauss(prod(x, y), width, height);
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  for (let i = 0; i < n; i += 1) {
    const ux = mx[i] ?? 0;
    const uy = my[i] ?? 0;
    const vx = (sxx[i] ?? 0) - ux * ux;
    const vy = (syy[i] ?? 0) - uy * uy;
    const cxy = (sxy[i] ?? 0) - ux * uy;
    total += ((2 * ux * uy + c1) * (2 * cxy + c2)) / ((ux * ux + uy * uy + c1) * (vx + vy + c2));
  }
  return total / n;
}

/** Per-pixel change: mean absolute difference over the RGB channels. */
export function changeMap(a: RasterImage, b: RasterImage): Float32Array {
  const n = a.width * a.height;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    let d = 0;
    for (let c = 0; c < 3; c += 1)
      d += Math.abs((a.data[i * 3 + c] ?? 0) - (b.data[i * 3 + c] ?? 0));
    out[i] = d / 3;
  }
  return out;
}

/** A pixel counts as changed when its channels moved by more than this on average. */
export const CHANGED = 8;
/** A pixel counts as flat (textureless) when its 5×5 luma standard deviation is below this. */
export const FLAT_STD = 1.5;

/** Shares of flat pixels in the changed region: in the input, in the result. */
function flatShares(
  input: RasterImage,
  result: RasterImage,
  change: Float32Array,
): { before: number; after: number } {
  const { width, height } = input;
  const before = localStd(lumaOf(input), width, height);
  const after = localStd(lumaOf(result), width, height);
  let changed = 0;
  let flatBefore = 0;
  let flatAfter = 0;
  for (let i = 0; i < change.length; i += 1) {
    if ((change[i] ?? 0) <= CHANGED) continue;
    changed += 1;
    if ((before[i] ?? 0) < FLAT_STD) flatBefore += 1;
    if ((after[i] ?? 0) < FLAT_STD) flatAfter += 1;
  }
  return changed
    ? { before: flatBefore / changed, after: flatAfter / changed }
    : { before: 0, after: 0 };
}

/**
 * Flat excess (percentage points): share of flat pixels in the changed region of the result minus
 * that share in the same region of the input. Slabs of uniform colour score high.
 */
export function flatExcess(input: RasterImage, result: RasterImage, change: Float32Array): number {
  const { before, after } = flatShares(input, result, change);
  return (after - before) * 100;
}

/** The garment as its photo shows it: RGB floats and where it is (alpha > 0.5). */
interface GarmentSurface {
  texture: Float32Array;
  alpha: { data: Float32Array };
  width: number;
  height: number;
}

/**
 * The garment's luma and cut-out brought to the person's scale (`scale` < 1: area-averaged,
 * each output pixel the mean of the garment pixels it covers; ≥ 1: as it is, since enlarging
 * adds no detail the photo lacks).
 */
function atPersonScale(garment: GarmentSurface, scale: number) {
  const { width, height, texture, alpha } = garment;
  const luma = lumaOf({ data: texture, width, height, channels: 3 });
  if (scale >= 1) return { luma, inside: alpha.data.map((a) => (a > 0.5 ? 1 : 0)), width, height };
  const w = Math.max(1, Math.floor(width * scale));
  const h = Math.max(1, Math.floor(height * scale));
  const out = new Float32Array(w * h);
  const inside = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const [x0, x1] = [Math.floor(x / scale), Math.min(width, Math.floor((x + 1) / scale))];
      const [y0, y1] = [Math.floor(y / scale), Math.min(height, Math.floor((y + 1) / scale))];
      let sum = 0;
      let n = 0;
      let all = 1;
      for (let gy = y0; gy < y1; gy += 1)
        for (let gx = x0; gx < x1; gx += 1) {
          sum += luma[gy * width + gx] ?? 0;
          n += 1;
          if ((alpha.data[gy * width + gx] ?? 0) <= 0.5) all = 0;
        }
      out[y * w + x] = n ? sum / n : 0;
      inside[y * w + x] = n ? all : 0;
    }
  return { luma: out, inside, width: w, height: h };
}

/**
 * The flat excess a result would score if its changed region were exactly as flat as the
 * garment's own photo brought to the person's scale (`scale`: person pixels per garment pixel),
 * in percentage points: the share of flat pixels on the garment (its cut-out less two pixels
 * along the edge, where the window sees the backdrop) minus the input's share in the changed
 * region. A plain black jacket's photo is itself mostly flat: copying it faithfully over a
 * velvet one scores high.
 */
export function garmentFlatFloor(
  input: RasterImage,
  result: RasterImage,
  change: Float32Array,
  garment: GarmentSurface,
  scale: number,
): number {
  const { luma, inside: mask, width, height } = atPersonScale(garment, scale);
  const std = localStd(luma, width, height);
  const inside = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && (mask[y * width + x] ?? 0) > 0;
  let n = 0;
  let flat = 0;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      if (!inside(x, y) || !inside(x - 2, y) || !inside(x + 2, y)) continue;
      if (!inside(x, y - 2) || !inside(x, y + 2)) continue;
      n += 1;
      if ((std[y * width + x] ?? 0) < FLAT_STD) flat += 1;
    }
  if (!n) return 0;
  return (flat / n - flatShares(input, result, change).before) * 100;
}
