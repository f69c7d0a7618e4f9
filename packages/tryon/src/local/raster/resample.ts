/**
 * Box-average downsampling and bilinear upsampling of interleaved float planes: low-frequency maps
 * (shading, colour fills) are computed at a quarter of the resolution at a sixteenth of the cost.
 */
export interface Plane {
  data: Float32Array;
  width: number;
  height: number;
  channels: number;
}

export function downsamplePlane(
  src: Plane | { data: ArrayLike<number>; width: number; height: number; channels: number },
  factor: number,
): Plane {
  const width = Math.max(1, Math.ceil(src.width / factor));
  const height = Math.max(1, Math.ceil(src.height / factor));
  const { channels } = src;
  const data = new Float32Array(width * height * channels);
  const counts = new Float32Array(width * height);
  const column = new Int32Array(src.width);
  for (let x = 0; x < src.width; x += 1) column[x] = Math.floor(x / factor);
  const source = src.data;
  for (let y = 0; y < src.height; y += 1) {
    const row = Math.floor(y / factor) * width;
    let i = y * src.width * channels;
    if (channels === 3) {
      // The same sums as below, unrolled for RGB (the common case).
      for (let x = 0; x < src.width; x += 1, i += 3) {
        const o = row + (column[x] as number);
        counts[o] = (counts[o] as number) + 1;
        const base = o * 3;
        data[base] = (data[base] as number) + (source[i] as number);
        data[base + 1] = (data[base + 1] as number) + (source[i + 1] as number);
        data[base + 2] = (data[base + 2] as number) + (source[i + 2] as number);
      }
      continue;
    }
    for (let x = 0; x < src.width; x += 1) {
      const o = row + (column[x] as number);
      counts[o] = (counts[o] as number) + 1;
      const base = o * channels;
      for (let c = 0; c < channels; c += 1) {
        data[base + c] = (data[base + c] as number) + (source[i] as number);
        i += 1;
      }
    }
  }
  for (let o = 0; o < counts.length; o += 1) {
    const n = (counts[o] as number) || 1;
    for (let c = 0; c < channels; c += 1)
      data[o * channels + c] = (data[o * channels + c] as number) / n;
  }
  return { data, width, height, channels };
}

export function upsamplePlane(src: Plane, width: number, height: number): Plane {
  const { channels } = src;
  const data = new Float32Array(width * height * channels);
  const sx = src.width / width;
  const sy = src.height / height;
  // Each column's source pixels and weight, the same for every row.
  const xs0 = new Int32Array(width);
  const xs1 = new Int32Array(width);
  const wxs = new Float64Array(width);
  for (let x = 0; x < width; x += 1) {
    const fx = Math.min(src.width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
    const x0 = Math.floor(fx);
    xs0[x] = x0;
    xs1[x] = Math.min(src.width - 1, x0 + 1);
    wxs[x] = fx - x0;
  }
  for (let y = 0; y < height; y += 1) {
    const fy = Math.min(src.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(src.height - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x += 1) {
      const x0 = xs0[x] as number;
      const x1 = xs1[x] as number;
      const wx = wxs[x] as number;
      const i00 = (y0 * src.width + x0) * channels;
      const i01 = (y0 * src.width + x1) * channels;
      const i10 = (y1 * src.width + x0) * channels;
      const i11 = (y1 * src.width + x1) * channels;
      const o = (y * width + x) * channels;
      for (let c = 0; c < channels; c += 1) {
        const top = (src.data[i00 + c] ?? 0) * (1 - wx) + (src.data[i01 + c] ?? 0) * wx;
        const bottom = (src.data[i10 + c] ?? 0) * (1 - wx) + (src.data[i11 + c] ?? 0) * wx;
        data[o + c] = top * (1 - wy) + bottom * wy;
      }
    }
  }
  return { data, width, height, channels };
}
