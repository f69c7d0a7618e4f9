import { growBox } from './geometry';
/** Interleaved 8-bit image (RGB or RGBA). */
export interface RasterImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** One float per pixel, usually 0..1 (masks, mattes, luminance). */
export interface FloatMap {
  data: Float32Array;
  width: number;
  height: number;
}

export function createFloatMap(width: number, height: number, fill = 0): FloatMap {
  const data = new Float32Array(width * height);
  if (fill !== 0) data.fill(fill);
  return { data, width, height };
}

/**
 * Running-sum box blur along one row segment (`n` values from `start`), window 2r+1. The window
 * gains the value r ahead while one is left (i < n − r) and loses the one r + 1 behind once past
 * it (i > r); the loops below take those phases one at a time, without a test per value.
 */
function blurLine(src: Float32Array, dst: Float32Array, start: number, n: number, r: number): void {
  let acc = 0;
  let count = 0;
  for (let i = 0; i < Math.min(r, n); i += 1) {
    acc += src[start + i] as number;
    count += 1;
  }
  const addEnd = Math.max(0, n - r);
  const dropStart = r + 1;
  let i = 0;
  for (const end = Math.min(addEnd, dropStart); i < end; i += 1) {
    acc += src[start + i + r] as number;
    count += 1;
    dst[start + i] = acc / count;
  }
  if (addEnd > dropStart) {
    for (; i < addEnd; i += 1) {
      acc += src[start + i + r] as number;
      acc -= src[start + i - r - 1] as number;
      dst[start + i] = acc / count;
    }
  } else {
    for (const end = Math.min(dropStart, n); i < end; i += 1) dst[start + i] = acc / count;
  }
  for (; i < n; i += 1) {
    acc -= src[start + i - r - 1] as number;
    count -= 1;
    dst[start + i] = acc / count;
  }
}

/** A band of rows, inclusive. */
export interface Rows {
  y0: number;
  y1: number;
}

/** A rectangle of pixels, inclusive. */
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The vertical pass of blurLine for the box's columns at once, row by row (the same sums in the
 * same order, but reading memory in order: a column walk strides a whole row per step).
 */
function blurColumns(
  src: Float32Array,
  dst: Float32Array,
  width: number,
  box: Box,
  r: number,
  acc: Float64Array,
): void {
  const { x0, x1, y0, y1 } = box;
  acc.fill(0);
  let count = 0;
  for (let y = y0; y < Math.min(y0 + r, y1 + 1); y += 1, count += 1)
    for (let x = x0, o = y * width; x <= x1; x += 1)
      acc[x] = (acc[x] as number) + (src[o + x] as number);
  for (let y = y0; y <= y1; y += 1) {
    // Each column's sum gains the row entering the window, then loses the row leaving it.
    const add = y + r <= y1 ? (y + r) * width : -1;
    const drop = y - r - 1 >= y0 ? (y - r - 1) * width : -1;
    count += (add >= 0 ? 1 : 0) - (drop >= 0 ? 1 : 0);
    const o = y * width;
    if (add >= 0 && drop >= 0)
      for (let x = x0; x <= x1; x += 1) {
        const a = (acc[x] as number) + (src[add + x] as number) - (src[drop + x] as number);
        acc[x] = a;
        dst[o + x] = a / count;
      }
    else if (add >= 0)
      for (let x = x0; x <= x1; x += 1) {
        const a = (acc[x] as number) + (src[add + x] as number);
        acc[x] = a;
        dst[o + x] = a / count;
      }
    else if (drop >= 0)
      for (let x = x0; x <= x1; x += 1) {
        const a = (acc[x] as number) - (src[drop + x] as number);
        acc[x] = a;
        dst[o + x] = a / count;
      }
    else for (let x = x0; x <= x1; x += 1) dst[o + x] = (acc[x] as number) / count;
  }
}

/**
 * The box holding a map's non-zero values, grown by `margin` within the map; undefined if none.
 * `rows`, when given, are the only rows that can hold non-zero values (the others are skipped).
 */
function nonZeroBox(map: FloatMap, margin: number, rows?: Rows): Box | undefined {
  const { data, width, height } = map;
  const box = { x0: width, y0: height, x1: -1, y1: -1 };
  const [from, to] = rows ? [Math.max(0, rows.y0), Math.min(height - 1, rows.y1)] : [0, height - 1];
  for (let y = from; y <= to; y += 1) {
    const o = y * width;
    let first = -1;
    for (let x = 0; x < width; x += 1)
      if (data[o + x] !== 0) {
        first = x;
        break;
      }
    if (first < 0) continue;
    let last = width - 1;
    while (data[o + last] === 0) last -= 1;
    box.x0 = Math.min(box.x0, first);
    box.x1 = Math.max(box.x1, last);
    box.y0 = Math.min(box.y0, y);
    box.y1 = y;
  }
  if (box.x1 < 0) return undefined;
  return growBox(box, margin, width, height);
}

/**
 * Box blur, `passes` times each way (two approximate a Gaussian). Zeros blur to zero, so only the
 * box around the map's non-zero values is blurred, grown well past the blur's reach: inside it
 * every sum covers the same pixels in the same order as over the whole map (the box's edges sit
 * where all values are zero, so shorter edge windows change nothing there).
 */
export function blurMap(map: FloatMap, radius: number, passes = 2): FloatMap {
  return blurMapInPlace({ ...map, data: new Float32Array(map.data) }, radius, passes);
}

/** The first pass's output, kept between calls (a blur runs synchronously, start to end). */
let scratch = new Float32Array(0);

/**
 * blurMap over the map's own values, for a map its caller no longer needs unblurred. A caller
 * that knows the map is zero outside some rows passes them (`rows`): the same blur, found sooner.
 */
export function blurMapInPlace(map: FloatMap, radius: number, passes = 2, rows?: Rows): FloatMap {
  blurInBox(map, radius, passes, rows);
  return map;
}

/** blurMapInPlace, telling the box it blurred: every value outside it is zero, as it was. */
function blurInBox(map: FloatMap, radius: number, passes: number, rows?: Rows): Box | undefined {
  const { width, data } = map;
  const r = Math.max(1, Math.round(radius));
  const box = nonZeroBox(map, (passes + 1) * r, rows);
  if (!box) return undefined;
  if (scratch.length < data.length) scratch = new Float32Array(data.length);
  const acc = new Float64Array(width);
  const n = box.x1 - box.x0 + 1;
  for (let p = 0; p < passes; p += 1) {
    for (let y = box.y0; y <= box.y1; y += 1) blurLine(data, scratch, y * width + box.x0, n, r);
    blurColumns(scratch, data, width, box, r, acc);
  }
  return box;
}

/**
 * Grows (radius > 0) or shrinks (radius < 0) a 0..1 mask by roughly |radius| pixels. Only the
 * blurred box is thresholded: outside it every value is zero and stays zero.
 */
export function morphMask(mask: FloatMap, radius: number): FloatMap {
  const out: FloatMap = { ...mask, data: new Float32Array(mask.data) };
  const box = blurInBox(out, Math.abs(radius), 1);
  if (!box) return out;
  const threshold = radius > 0 ? 0.02 : 0.98;
  const { data, width } = out;
  for (let y = box.y0; y <= box.y1; y += 1)
    for (let i = y * width + box.x0, end = y * width + box.x1; i <= end; i += 1)
      data[i] = (data[i] as number) > threshold ? 1 : 0;
  return out;
}

/** The leftmost and rightmost pixel of row y (clamped) above 0.5; [-1, -1] when the row has none. */
export function rowExtent(mask: FloatMap, y: number): [number, number] {
  const row = Math.min(mask.height - 1, Math.max(0, Math.round(y))) * mask.width;
  let x0 = -1;
  let x1 = -1;
  for (let x = 0; x < mask.width; x += 1) {
    if ((mask.data[row + x] ?? 0) <= 0.5) continue;
    if (x0 < 0) x0 = x;
    x1 = x;
  }
  return [x0, x1];
}

export function countMask(mask: FloatMap, threshold = 0.5): number {
  let n = 0;
  for (const v of mask.data) if (v > threshold) n += 1;
  return n;
}

/** Standard deviation of luminance over a (2r+1)² window, per pixel (texture strength). */
export function localLumaStd(image: RasterImage, radius: number): FloatMap {
  const { width, height } = image;
  const luma = createFloatMap(width, height);
  const sq = createFloatMap(width, height);
  for (let i = 0; i < luma.data.length; i += 1) {
    const o = i * image.channels;
    const l =
      0.299 * (image.data[o] ?? 0) +
      0.587 * (image.data[o + 1] ?? 0) +
      0.114 * (image.data[o + 2] ?? 0);
    luma.data[i] = l;
    sq.data[i] = l * l;
  }
  const mean = blurMap(luma, radius, 1);
  const meanSq = blurMap(sq, radius, 1);
  const out = createFloatMap(width, height);
  for (let i = 0; i < out.data.length; i += 1) {
    const m = mean.data[i] ?? 0;
    out.data[i] = Math.sqrt(Math.max(0, (meanSq.data[i] ?? 0) - m * m));
  }
  return out;
}
