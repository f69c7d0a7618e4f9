import { fillOutsideMask } from './fill';
import type { FloatMap, RasterImage } from './raster';
import { downsamplePlane } from './resample';

/**
 * Fills a hole with believable content taken from the same photo (the person's own skin, the real
 * background): "texture by numbers" in the spirit of PatchMatch (Barnes et al. 2009).
 *
 * 1. Base: the hole's low-frequency colour and light, pulled in from the source around it
 *    (pull-push at 1/FACTOR resolution), so shading continues across the hole.
 * 2. A nearest-neighbour field at 1/FACTOR resolution (random init, propagation, random search)
 *    picks for each hole cell a source cell whose low-pass colour matches the base there.
 * 3. At full resolution each hole pixel gets base + the high-frequency detail of its matched source
 *    pixel: real pores, grain and noise, coherent over patches, never a flat colour.
 */
const FACTOR = 4;
const ITERATIONS = 4;

export interface SynthesisInput {
  image: RasterImage;
  /** 1 where content must be made. */
  hole: Uint8Array;
  /** 1 where content may be taken from. */
  source: Uint8Array;
  /** Optional per-pixel multiplier on the base (the light of what covered the hole). */
  light?: FloatMap;
  /** Deterministic random seed. */
  seed?: number;
  /** Share of the source's fine detail carried over (1 by default; skin: less, so cells do not show). */
  detailGain?: number;
  /** A multiplier applied after `light` however dark the base (a body's round form). */
  form?: FloatMap;
  /**
   * The source's luminance in full light. With it, a shadow in `light` and the base's own (its
   * luminance below this) combine as the darker of the two, not their product: a base pulled in
   * from skin in a shadow, under the light of cloth in the same shadow, counted it twice.
   */
  litLuma?: number;
}

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/**
 * Summed-area tables of the source's colour and count: the local mean of source pixels around any
 * pixel in O(1), so detail is computed only where it is used.
 */
interface SourceMeans {
  detailAt(j: number, out: Float32Array): boolean;
}

function sourceMeans(image: RasterImage, source: Uint8Array, radius: number): SourceMeans {
  const { width, height } = image;
  const pixels = image.data;
  const w1 = width + 1;
  // Sums of whole numbers (8-bit values and counts): exact in any order.
  const sums = new Float64Array(w1 * (height + 1) * 4);
  for (let y = 0; y < height; y += 1) {
    let r = 0;
    let g = 0;
    let b = 0;
    let count = 0;
    let o = ((y + 1) * w1 + 1) * 4;
    let up = (y * w1 + 1) * 4;
    for (let x = 0, i = y * width; x < width; x += 1, i += 1, o += 4, up += 4) {
      if (source[i]) {
        r += pixels[i * 3] as number;
        g += pixels[i * 3 + 1] as number;
        b += pixels[i * 3 + 2] as number;
        count += 1;
      }
      sums[o] = (sums[up] as number) + r;
      sums[o + 1] = (sums[up + 1] as number) + g;
      sums[o + 2] = (sums[up + 2] as number) + b;
      sums[o + 3] = (sums[up + 3] as number) + count;
    }
  }
  return {
    detailAt(j, out) {
      const x = j % width;
      const y = (j - x) / width;
      const x0 = Math.max(0, x - radius);
      const y0 = Math.max(0, y - radius);
      const x1 = Math.min(width, x + radius + 1);
      const y1 = Math.min(height, y + radius + 1);
      // The box's four corners in the table; channel k is at corner + k.
      const a = (y1 * w1 + x1) * 4;
      const b = (y0 * w1 + x1) * 4;
      const c = (y1 * w1 + x0) * 4;
      const d = (y0 * w1 + x0) * 4;
      const count =
        (sums[a + 3] as number) -
        (sums[b + 3] as number) -
        (sums[c + 3] as number) +
        (sums[d + 3] as number);
      if (count < 1) return false;
      for (let k = 0; k < 3; k += 1) {
        const sum =
          (sums[a + k] as number) -
          (sums[b + k] as number) -
          (sums[c + k] as number) +
          (sums[d + k] as number);
        out[k] = (pixels[j * 3 + k] as number) - sum / count;
      }
      return true;
    },
  };
}

interface Small {
  width: number;
  height: number;
  low: Float32Array;
  base: Float32Array;
  hole: Uint8Array;
  source: Uint8Array;
}

function shrink(input: SynthesisInput): Small {
  const { image } = input;
  const plane = (m: Uint8Array) =>
    downsamplePlane({ data: m, width: image.width, height: image.height, channels: 1 }, FACTOR);
  const rgb = downsamplePlane(image, FACTOR);
  const src = plane(input.source);
  const hol = plane(input.hole);
  const { width, height } = src;
  const n = width * height;
  const source = new Uint8Array(n);
  const hole = new Uint8Array(n);
  for (let k = 0; k < n; k += 1) {
    source[k] = (src.data[k] ?? 0) > 0.99 ? 1 : 0;
    hole[k] = (hol.data[k] ?? 0) > 0 ? 1 : 0;
  }
  const rounded = new Uint8Array(n * 3);
  for (let k = 0; k < n * 3; k += 1) rounded[k] = Math.round(rgb.data[k] ?? 0);
  const smallImage: RasterImage = {
    data: rounded,
    width,
    height,
    channels: 3,
  };
  const base = fillOutsideMask(smallImage, { data: Float32Array.from(source), width, height });
  return { width, height, low: rgb.data, base, hole, source };
}

function patchCost(s: Small, q: number, c: number, best: number): number {
  const { width, height } = s;
  const qx = q % width;
  const qy = (q - qx) / width;
  const cx = c % width;
  const cy = (c - cx) / width;
  let cost = 0;
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      const ax = qx + dx;
      const ay = qy + dy;
      const bx = cx + dx;
      const by = cy + dy;
      if (ax < 0 || ay < 0 || ax >= width || ay >= height) continue;
      if (bx < 0 || by < 0 || bx >= width || by >= height) continue;
      const a = (ay * width + ax) * 3;
      const b = (by * width + bx) * 3;
      for (let k = 0; k < 3; k += 1) {
        const d = (s.base[a + k] ?? 0) - (s.low[b + k] ?? 0);
        cost += d * d;
      }
      if (cost >= best) return cost;
    }
  }
  return cost;
}

/** Nearest-neighbour field: source cell index per hole cell (-1 elsewhere). */
function matchCells(s: Small, random: () => number): Int32Array {
  const n = s.width * s.height;
  const sources: number[] = [];
  for (let k = 0; k < n; k += 1) if (s.source[k]) sources.push(k);
  const nnf = new Int32Array(n).fill(-1);
  const cost = new Float64Array(n);
  if (sources.length === 0) return nnf;
  const holes: number[] = [];
  for (let k = 0; k < n; k += 1) {
    if (!s.hole[k]) continue;
    holes.push(k);
    nnf[k] = sources[Math.floor(random() * sources.length)] ?? 0;
    cost[k] = patchCost(s, k, nnf[k] ?? 0, Infinity);
  }
  const tryCandidate = (q: number, c: number) => {
    if (c < 0 || c >= n || !s.source[c]) return;
    const value = patchCost(s, q, c, cost[q] ?? Infinity);
    if (value < (cost[q] ?? Infinity)) {
      cost[q] = value;
      nnf[q] = c;
    }
  };
  for (let it = 0; it < ITERATIONS; it += 1) {
    const step = it % 2 === 0 ? 1 : -1;
    for (let h = 0; h < holes.length; h += 1) {
      const q = holes[step > 0 ? h : holes.length - 1 - h] ?? 0;
      const qx = q % s.width;
      // Propagation: a neighbour's match, shifted by one, continues its patch.
      for (const d of [step, step * s.width]) {
        const nb = q - d;
        if (d === step && (qx - step < 0 || qx - step >= s.width)) continue;
        const m = nnf[nb] ?? -1;
        if (m >= 0) tryCandidate(q, m + d);
      }
      // Random search around the current match, then anywhere in the source.
      let radius = Math.max(s.width, s.height);
      const cur = nnf[q] ?? 0;
      while (radius >= 1) {
        const x = (cur % s.width) + Math.round((random() * 2 - 1) * radius);
        const y = Math.floor(cur / s.width) + Math.round((random() * 2 - 1) * radius);
        if (x >= 0 && y >= 0 && x < s.width && y < s.height) tryCandidate(q, y * s.width + x);
        radius = Math.floor(radius / 2);
      }
      tryCandidate(q, sources[Math.floor(random() * sources.length)] ?? 0);
    }
  }
  return nnf;
}

/** Bilinear sample of a small RGB plane at full-resolution pixel (x, y). */
function baseAt(s: Small, x: number, y: number, out: Float32Array): void {
  const fx = Math.min(s.width - 1, Math.max(0, (x + 0.5) / FACTOR - 0.5));
  const fy = Math.min(s.height - 1, Math.max(0, (y + 0.5) / FACTOR - 0.5));
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(s.width - 1, x0 + 1);
  const y1 = Math.min(s.height - 1, y0 + 1);
  const ax = fx - x0;
  const ay = fy - y0;
  const tl = (y0 * s.width + x0) * 3;
  const tr = (y0 * s.width + x1) * 3;
  const bl = (y1 * s.width + x0) * 3;
  const br = (y1 * s.width + x1) * 3;
  for (let c = 0; c < 3; c += 1) {
    const top = (s.base[tl + c] ?? 0) * (1 - ax) + (s.base[tr + c] ?? 0) * ax;
    const bottom = (s.base[bl + c] ?? 0) * (1 - ax) + (s.base[br + c] ?? 0) * ax;
    out[c] = top * (1 - ay) + bottom * ay;
  }
}

/** Returns RGB floats for the whole image; only hole pixels are meaningful. */
export function synthesiseFill(input: SynthesisInput): Float32Array {
  const { image, hole, source } = input;
  const { width, height } = image;
  const small = shrink(input);
  const nnf = matchCells(small, rng(input.seed ?? 7));
  const means = sourceMeans(image, source, FACTOR);
  const out = new Float32Array(width * height * 3);
  const base = new Float32Array(3);
  const detail = new Float32Array(3);
  for (let i = 0; i < hole.length; i += 1) {
    if (!hole[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    const m = nnf[Math.floor(y / FACTOR) * small.width + Math.floor(x / FACTOR)] ?? -1;
    detail.fill(0);
    if (m >= 0) {
      const sx = Math.min(width - 1, (m % small.width) * FACTOR + (x % FACTOR));
      const sy = Math.min(height - 1, Math.floor(m / small.width) * FACTOR + (y % FACTOR));
      const j = sy * width + sx;
      if (!source[j] || !means.detailAt(j, detail)) detail.fill(0);
    }
    baseAt(small, x, y, base);
    let light = input.light?.data[i] ?? 1;
    if (input.litLuma && light < 1) {
      const own =
        (0.299 * (base[0] ?? 0) + 0.587 * (base[1] ?? 0) + 0.114 * (base[2] ?? 0)) / input.litLuma;
      if (own < 1) light = Math.min(1, light / Math.max(own, 1e-3));
    }
    light *= input.form?.data[i] ?? 1;
    const gain = input.detailGain ?? 1;
    for (let c = 0; c < 3; c += 1)
      out[i * 3 + c] = (base[c] ?? 0) * light + (detail[c] ?? 0) * gain;
  }
  return out;
}
