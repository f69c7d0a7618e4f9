/**
 * Image quilting (Efros & Freeman 2001): more of a fabric than its photo shows, without seams.
 * Blocks of the source are laid on an overlapping grid; each is the candidate that best matches
 * what is already laid in the overlap, and is cut in along the minimum-error boundary.
 */
import { boundingBox } from './geometry';

export interface QuiltSource {
  /** RGB floats. */
  rgb: Float32Array;
  width: number;
  /** Top-left corners (x, y pairs) of source windows that lie wholly inside the fabric. */
  starts: Int32Array;
  /** Source pixels per target pixel. */
  scale: number;
  /** Where the source is fabric (1), to continue a block's neighbour only inside it. */
  inside: Uint8Array;
  height: number;
  /**
   * Source window side per block side and unit of scale: 1 for upright blocks, more (≤ √2)
   * when blocks turn, so a turned block still samples inside its window.
   */
  span?: number;
}

/** Source window side for `block`-pixel target blocks. */
export const windowSize = (block: number, scale: number, span = 1): number =>
  Math.ceil(block * scale * span) + 1;

/** Where a block samples: its source window's centre and the turn from target to source. */
interface Placed {
  cx: number;
  cy: number;
  cos: number;
  sin: number;
}

type MaskCount = ReturnType<typeof maskCounter>;

/**
 * Counts the set pixels of `mask` in any rectangle [x0, x1) × [y0, y1) in constant time, from a
 * summed-area table ((width + 1) × (height + 1)) built once.
 */
export function maskCounter(
  mask: Uint8Array,
  width: number,
  height: number,
): (x0: number, y0: number, x1: number, y1: number) => number {
  const w1 = width + 1;
  const sum = new Int32Array(w1 * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += mask[y * width + x] ?? 0;
      sum[(y + 1) * w1 + x + 1] = (sum[y * w1 + x + 1] ?? 0) + row;
    }
  }
  return (x0, y0, x1, y1) =>
    (sum[y1 * w1 + x1] ?? 0) -
    (sum[y0 * w1 + x1] ?? 0) -
    (sum[y1 * w1 + x0] ?? 0) +
    (sum[y0 * w1 + x0] ?? 0);
}

function fits(src: QuiltSource, count: MaskCount, cx: number, cy: number, block: number): boolean {
  const size = windowSize(block, src.scale, src.span) - 1;
  const sx = cx - size / 2;
  const sy = cy - size / 2;
  if (sx < 0 || sy < 0 || sx + size >= src.width || sy + size >= src.height) return false;
  const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
  const [x1, y1] = [Math.floor(sx + size) + 1, Math.floor(sy + size) + 1];
  return count(x0, y0, x1, y1) === (x1 - x0) * (y1 - y0);
}

/**
 * Corners of all `size`² windows (on a `step` grid from the origin) lying wholly inside
 * `inside`. Such a window lies within the mask's bounding box: only the box is counted and
 * searched, so a narrow region (a border) costs its own size, not the photo's.
 */
export function blockStarts(
  inside: Uint8Array,
  width: number,
  height: number,
  size: number,
  step: number,
): Int32Array {
  const box = boundingBox(width * height, width, (i) => (inside[i] ?? 0) !== 0);
  if (!box) return new Int32Array(0);
  const [bw, bh] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
  const part = new Uint8Array(bw * bh);
  for (let y = 0; y < bh; y += 1)
    part.set(
      inside.subarray((box.y0 + y) * width + box.x0, (box.y0 + y) * width + box.x1 + 1),
      y * bw,
    );
  const count = maskCounter(part, bw, bh);
  const out: number[] = [];
  const full = size * size;
  const first = (v: number) => Math.ceil(v / step) * step;
  for (let y = first(box.y0); y + size <= box.y1 + 1; y += step)
    for (let x = first(box.x0); x + size <= box.x1 + 1; x += step)
      if (count(x - box.x0, y - box.y0, x - box.x0 + size, y - box.y0 + size) >= full)
        out.push(x, y);
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

function sampleOffset(src: QuiltSource, p: Placed, half: number, dx: number, dy: number): number {
  const u = (dx - half) * src.scale;
  const v = (dy - half) * src.scale;
  const x = Math.floor(p.cx + p.cos * u - p.sin * v);
  const y = Math.floor(p.cy + p.sin * u + p.cos * v);
  return (y * src.width + x) * 3;
}

/**
 * The source's colour at a block pixel, bilinear between its four nearest source pixels (written
 * to `out` at `o`): a print enlarged onto the body (fewer garment pixels than person pixels, vton-dev
 * D08's at 0.6) was laid in squares of one colour. A print shrunk keeps its nearest pixel's: a
 * blend of four would soften it.
 */
function sampleBilinear(
  src: QuiltSource,
  p: Placed,
  half: number,
  dx: number,
  dy: number,
  out: Float32Array,
  o: number,
): void {
  const u = (dx - half) * src.scale;
  const v = (dy - half) * src.scale;
  const x = p.cx + p.cos * u - p.sin * v - 0.5;
  const y = p.cy + p.sin * u + p.cos * v - 0.5;
  const x0 = Math.min(src.width - 2, Math.max(0, Math.floor(x)));
  const y0 = Math.min(src.height - 2, Math.max(0, Math.floor(y)));
  const fx = Math.min(1, Math.max(0, x - x0));
  const fy = Math.min(1, Math.max(0, y - y0));
  const a = (y0 * src.width + x0) * 3;
  const d = src.width * 3;
  for (let k = 0; k < 3; k += 1) {
    const top = (src.rgb[a + k] ?? 0) * (1 - fx) + (src.rgb[a + 3 + k] ?? 0) * fx;
    const bottom = (src.rgb[a + d + k] ?? 0) * (1 - fx) + (src.rgb[a + d + 3 + k] ?? 0) * fx;
    out[o + k] = top * (1 - fy) + bottom * fy;
  }
}

/** Squared colour error per block pixel against what is laid (-1 where nothing is). */
function overlapError(
  c: Canvas,
  src: QuiltSource,
  bx: number,
  by: number,
  b: number,
  p: Placed,
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
      const s = sampleOffset(src, p, b / 2, dx, dy);
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
  p: Placed,
): void {
  const err = overlapError(c, src, bx, by, b, p, Infinity) as Float32Array;
  const cutV = minCut(err, b, overlap, true);
  const cutH = minCut(err, b, overlap, false);
  for (let dy = 0; dy < b && by + dy < c.height; dy += 1)
    for (let dx = 0; dx < b && bx + dx < c.width; dx += 1) {
      const i = (by + dy) * c.width + bx + dx;
      const keepOld = c.filled[i] && (dx < (cutV[dy] ?? 0) || dy < (cutH[dx] ?? 0));
      if (keepOld) continue;
      if (src.scale < 1) sampleBilinear(src, p, b / 2, dx, dy, c.rgb, i * 3);
      else {
        const s = sampleOffset(src, p, b / 2, dx, dy);
        for (let k = 0; k < 3; k += 1) c.rgb[i * 3 + k] = src.rgb[s + k] ?? 0;
      }
      c.filled[i] = 1;
    }
}

/** A block's turn, and the source continuing a laid neighbour `dx`, `dy` target pixels away. */
function turned(angle: number, cx: number, cy: number): Placed {
  return { cx, cy, cos: Math.cos(angle), sin: Math.sin(angle) };
}

function continuing(src: QuiltSource, n: Placed, dx: number, dy: number, angle: number): Placed {
  const u = dx * src.scale;
  const v = dy * src.scale;
  return turned(angle, n.cx + n.cos * u - n.sin * v, n.cy + n.sin * u + n.cos * v);
}

interface Layout {
  block: number;
  stride: number;
  cols: number;
  chosen: Map<number, Placed>;
  rand: () => number;
  candidates: number;
  /** Summed-area table of the source's fabric (see fits). */
  sums: MaskCount;
}

/** The candidate source for the block at (bx, by) that best matches what is already laid. */
function chooseSource(
  c: Canvas,
  src: QuiltSource,
  l: Layout,
  bx: number,
  by: number,
  angle: number,
) {
  const row = Math.round(by / l.stride);
  const col = Math.round(bx / l.stride);
  // The source continuing the left and the upper neighbour (a print runs on), then random.
  const left = l.chosen.get(row * l.cols + col - 1);
  const up = l.chosen.get((row - 1) * l.cols + col);
  const options: Placed[] = [];
  if (left) options.push(continuing(src, left, l.stride, 0, angle));
  if (up) options.push(continuing(src, up, 0, l.stride, angle));
  const half = (windowSize(l.block, src.scale, src.span) - 1) / 2;
  const count = src.starts.length / 2;
  for (let k = 0; k < l.candidates; k += 1) {
    const j = Math.floor(l.rand() * count);
    options.push(
      turned(angle, (src.starts[j * 2] ?? 0) + half, (src.starts[j * 2 + 1] ?? 0) + half),
    );
  }
  let best = options[options.length - 1] as Placed;
  let bestCost = Infinity;
  for (const p of options) {
    if (!fits(src, l.sums, p.cx, p.cy, l.block)) continue;
    const e = overlapError(c, src, bx, by, l.block, p, bestCost);
    const cost = typeof e === 'number' ? e : e.reduce((a, v) => a + Math.max(0, v), 0);
    if (cost < bestCost) {
      bestCost = cost;
      best = p;
    }
  }
  l.chosen.set(row * l.cols + col, best);
  return best;
}

/**
 * A `width`×`height` canvas quilted from `src` with `block`-pixel blocks; blocks for which
 * `wanted(x0, y0, x1, y1)` is false are skipped (left unfilled). `angleAt(x, y)` turns the block
 * centred there (radians, from target to source: a print follows the drape); upright without it.
 * `laid`: canvas pixels already there (RGB floats and a 0/1 map, canvas-sized, taken over and
 * written to): blocks match them and may cut into them.
 */
export function quilt(
  src: QuiltSource,
  width: number,
  height: number,
  block: number,
  wanted: (x0: number, y0: number, x1: number, y1: number) => boolean,
  seed = 1,
  angleAt: (x: number, y: number) => number = () => 0,
  laid?: { rgb: Float32Array; filled: Uint8Array },
): Canvas {
  const c: Canvas = {
    rgb: laid?.rgb ?? new Float32Array(width * height * 3),
    filled: laid?.filled ?? new Uint8Array(width * height),
    width,
    height,
  };
  const overlap = Math.max(2, Math.round(block / 4));
  const stride = block - overlap;
  const layout: Layout = {
    block,
    stride,
    cols: Math.ceil(width / stride),
    chosen: new Map(),
    rand: random(seed),
    candidates: 24,
    sums: maskCounter(src.inside, src.width, src.height),
  };
  for (let by = 0; by < height; by += stride)
    for (let bx = 0; bx < width; bx += stride) {
      if (!wanted(bx, by, bx + block, by + block)) continue;
      const p = chooseSource(c, src, layout, bx, by, angleAt(bx + block / 2, by + block / 2));
      layBlock(c, src, bx, by, block, overlap, p);
    }
  return c;
}
