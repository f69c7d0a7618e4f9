/**
 * Image quilting (Efros & Freeman 2001): more of a fabric than its photo shows, without seams.
 * Blocks of the source are laid on an overlapping grid; each is the candidate that best matches
 * what is already laid in the overlap, and is cut in along the minimum-error boundary.
 */
export interface QuiltSource {
  /** RGB floats. */
  rgb: Float32Array;
  width: number;
  /** Top-left corners (x, y pairs) of source blocks that lie wholly inside the fabric. */
  starts: Int32Array;
  /** Source pixels per target pixel. */
  scale: number;
  /** Where the source is fabric (1), to continue a block's neighbour only inside it. */
  inside: Uint8Array;
  height: number;
}

/** Whether a block of the source at (sx, sy) stays inside the fabric (corners and centre). */
function fits(src: QuiltSource, sx: number, sy: number, block: number): boolean {
  const size = Math.ceil(block * src.scale);
  if (sx < 0 || sy < 0 || sx + size >= src.width || sy + size >= src.height) return false;
  const at = (x: number, y: number) => src.inside[Math.floor(y) * src.width + Math.floor(x)] === 1;
  const h = size / 2;
  return (
    at(sx, sy) &&
    at(sx + size, sy) &&
    at(sx, sy + size) &&
    at(sx + size, sy + size) &&
    at(sx + h, sy + h)
  );
}

/** Corners of all `size`² windows (on a `step` grid) lying wholly inside `inside`. */
export function blockStarts(
  inside: Uint8Array,
  width: number,
  height: number,
  size: number,
  step: number,
): Int32Array {
  const w1 = width + 1;
  const sum = new Int32Array(w1 * (height + 1));
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const o = (y + 1) * w1 + x + 1;
      sum[o] =
        (inside[y * width + x] ?? 0) +
        (sum[o - 1] ?? 0) +
        (sum[o - w1] ?? 0) -
        (sum[o - w1 - 1] ?? 0);
    }
  const out: number[] = [];
  const full = size * size;
  for (let y = 0; y + size <= height; y += step)
    for (let x = 0; x + size <= width; x += step) {
      const s =
        (sum[(y + size) * w1 + x + size] ?? 0) -
        (sum[y * w1 + x + size] ?? 0) -
        (sum[(y + size) * w1 + x] ?? 0) +
        (sum[y * w1 + x] ?? 0);
      if (s >= full) out.push(x, y);
    }
  return Int32Array.from(out);
}

/** Deterministic pseudo-random numbers (mulberry32), so a result is reproducible. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Canvas {
  rgb: Float32Array;
  filled: Uint8Array;
  width: number;
  height: number;
}

function sampleOffset(src: QuiltSource, sx: number, sy: number, dx: number, dy: number): number {
  return (Math.floor(sy + dy * src.scale) * src.width + Math.floor(sx + dx * src.scale)) * 3;
}

/** Squared colour error per block pixel against what is laid (-1 where nothing is). */
function overlapError(
  c: Canvas,
  src: QuiltSource,
  bx: number,
  by: number,
  b: number,
  sx: number,
  sy: number,
  limit: number,
): Float32Array | number {
  const err = new Float32Array(b * b).fill(-1);
  let total = 0;
  for (let dy = 0; dy < b; dy += 1) {
    const y = by + dy;
    if (y >= c.height) break;
    for (let dx = 0; dx < b; dx += 1) {
      const x = bx + dx;
      if (x >= c.width || !c.filled[y * c.width + x]) continue;
      const o = (y * c.width + x) * 3;
      const s = sampleOffset(src, sx, sy, dx, dy);
      let e = 0;
      for (let k = 0; k < 3; k += 1) e += ((c.rgb[o + k] ?? 0) - (src.rgb[s + k] ?? 0)) ** 2;
      err[dy * b + dx] = e;
      total += e;
    }
    if (total > limit) return total;
  }
  return err;
}

/** Per row (or column) the boundary position that minimises the summed error (dynamic programming). */
function minCut(err: Float32Array, b: number, overlap: number, vertical: boolean): Int32Array {
  const at = (i: number, j: number) =>
    Math.max(0, vertical ? (err[i * b + j] ?? 0) : (err[j * b + i] ?? 0));
  const cost = new Float32Array(b * overlap);
  for (let i = 0; i < b; i += 1)
    for (let j = 0; j < overlap; j += 1) {
      let prev = 0;
      if (i > 0) {
        prev = cost[(i - 1) * overlap + j] ?? 0;
        if (j > 0) prev = Math.min(prev, cost[(i - 1) * overlap + j - 1] ?? 0);
        if (j < overlap - 1) prev = Math.min(prev, cost[(i - 1) * overlap + j + 1] ?? 0);
      }
      cost[i * overlap + j] = at(i, j) + prev;
    }
  const path = new Int32Array(b);
  let j = 0;
  for (let k = 1; k < overlap; k += 1)
    if ((cost[(b - 1) * overlap + k] ?? 0) < (cost[(b - 1) * overlap + j] ?? 0)) j = k;
  for (let i = b - 1; i >= 0; i -= 1) {
    path[i] = j;
    if (i === 0) break;
    let best = j;
    for (const k of [j - 1, j + 1])
      if (
        k >= 0 &&
        k < overlap &&
        (cost[(i - 1) * overlap + k] ?? 0) < (cost[(i - 1) * overlap + best] ?? 0)
      )
        best = k;
    j = best;
  }
  return path;
}

function layBlock(
  c: Canvas,
  src: QuiltSource,
  bx: number,
  by: number,
  b: number,
  overlap: number,
  sx: number,
  sy: number,
): void {
  const err = overlapError(c, src, bx, by, b, sx, sy, Infinity) as Float32Array;
  const cutV = minCut(err, b, overlap, true);
  const cutH = minCut(err, b, overlap, false);
  for (let dy = 0; dy < b && by + dy < c.height; dy += 1)
    for (let dx = 0; dx < b && bx + dx < c.width; dx += 1) {
      const i = (by + dy) * c.width + bx + dx;
      const keepOld = c.filled[i] && (dx < (cutV[dy] ?? 0) || dy < (cutH[dx] ?? 0));
      if (keepOld) continue;
      const s = sampleOffset(src, sx, sy, dx, dy);
      for (let k = 0; k < 3; k += 1) c.rgb[i * 3 + k] = src.rgb[s + k] ?? 0;
      c.filled[i] = 1;
    }
}

/**
 * A `width`×`height` canvas quilted from `src` with `block`-pixel blocks; blocks for which
 * `wanted(x0, y0, x1, y1)` is false are skipped (left unfilled).
 */
export function quilt(
  src: QuiltSource,
  width: number,
  height: number,
  block: number,
  wanted: (x0: number, y0: number, x1: number, y1: number) => boolean,
  seed = 1,
  candidates = 24,
): Canvas {
  const c: Canvas = {
    rgb: new Float32Array(width * height * 3),
    filled: new Uint8Array(width * height),
    width,
    height,
  };
  const overlap = Math.max(2, Math.round(block / 4));
  const stride = block - overlap;
  const rand = random(seed);
  const count = src.starts.length / 2;
  const cols = Math.ceil(width / stride);
  const chosen = new Map<number, [number, number]>();
  const step = stride * src.scale;
  for (let by = 0, row = 0; by < height; by += stride, row += 1)
    for (let bx = 0, col = 0; bx < width; bx += stride, col += 1) {
      if (!wanted(bx, by, bx + block, by + block)) continue;
      // The source continuing the left and the upper neighbour (a print runs on), then random.
      const left = chosen.get(row * cols + col - 1);
      const up = chosen.get((row - 1) * cols + col);
      const options: [number, number][] = [];
      if (left && fits(src, left[0] + step, left[1], block))
        options.push([left[0] + step, left[1]]);
      if (up && fits(src, up[0], up[1] + step, block)) options.push([up[0], up[1] + step]);
      for (let k = 0; k < candidates; k += 1) {
        const j = Math.floor(rand() * count);
        options.push([src.starts[j * 2] ?? 0, src.starts[j * 2 + 1] ?? 0]);
      }
      let best = options[0] as [number, number];
      let bestCost = Infinity;
      for (const [sx, sy] of options) {
        const e = overlapError(c, src, bx, by, block, sx, sy, bestCost);
        const cost = typeof e === 'number' ? e : e.reduce((a, v) => a + Math.max(0, v), 0);
        if (cost < bestCost) {
          bestCost = cost;
          best = [sx, sy];
        }
      }
      chosen.set(row * cols + col, best);
      layBlock(c, src, bx, by, block, overlap, best[0], best[1]);
    }
  return c;
}
