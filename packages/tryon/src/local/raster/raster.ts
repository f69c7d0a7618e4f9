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

/** Running-sum box blur along one axis; three passes approximate a Gaussian. */
function blurLine(
  src: Float32Array,
  dst: Float32Array,
  start: number,
  step: number,
  n: number,
  r: number,
): void {
  let acc = 0;
  let count = 0;
  for (let i = 0; i < Math.min(r, n); i += 1) {
    acc += src[start + i * step] ?? 0;
    count += 1;
  }
  for (let i = 0; i < n; i += 1) {
    const add = i + r;
    if (add < n) {
      acc += src[start + add * step] ?? 0;
      count += 1;
    }
    const drop = i - r - 1;
    if (drop >= 0) {
      acc -= src[start + drop * step] ?? 0;
      count -= 1;
    }
    dst[start + i * step] = acc / count;
  }
}

/**
 * The vertical pass of blurLine for every column at once, row by row (the same sums in the same
 * order, but reading memory in order: a column walk strides a whole row per step).
 */
function blurColumns(
  src: Float32Array,
  dst: Float32Array,
  width: number,
  height: number,
  r: number,
  acc: Float64Array,
): void {
  acc.fill(0);
  let count = 0;
  const addRow = (y: number, sign: number) => {
    const o = y * width;
    for (let x = 0; x < width; x += 1) acc[x] = (acc[x] as number) + sign * (src[o + x] as number);
  };
  for (let y = 0; y < Math.min(r, height); y += 1, count += 1) addRow(y, 1);
  for (let y = 0; y < height; y += 1) {
    if (y + r < height) {
      addRow(y + r, 1);
      count += 1;
    }
    if (y - r - 1 >= 0) {
      addRow(y - r - 1, -1);
      count -= 1;
    }
    const o = y * width;
    for (let x = 0; x < width; x += 1) dst[o + x] = (acc[x] as number) / count;
  }
}

export function blurMap(map: FloatMap, radius: number, passes = 2): FloatMap {
  const { width, height } = map;
  const r = Math.max(1, Math.round(radius));
  const src = Float32Array.from(map.data);
  const tmp = new Float32Array(src.length);
  const acc = new Float64Array(width);
  for (let p = 0; p < passes; p += 1) {
    for (let y = 0; y < height; y += 1) blurLine(src, tmp, y * width, 1, width, r);
    blurColumns(tmp, src, width, height, r, acc);
  }
  return { data: src, width, height };
}

/** Grows (radius > 0) or shrinks (radius < 0) a 0..1 mask by roughly |radius| pixels. */
export function morphMask(mask: FloatMap, radius: number): FloatMap {
  const blurred = blurMap(mask, Math.abs(radius), 1);
  const threshold = radius > 0 ? 0.02 : 0.98;
  const out = createFloatMap(mask.width, mask.height);
  for (let i = 0; i < out.data.length; i += 1)
    out.data[i] = (blurred.data[i] ?? 0) > threshold ? 1 : 0;
  return out;
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
