/** Local standard deviation of luma in a (2r+1)² box, via integral images. */
export function localStd(luma: Float32Array, width: number, height: number, r = 2): Float32Array {
  const w1 = width + 1;
  const s = new Float64Array(w1 * (height + 1));
  const s2 = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const v = luma[y * width + x] ?? 0;
      const o = (y + 1) * w1 + x + 1;
      s[o] = v + (s[o - 1] ?? 0) + (s[o - w1] ?? 0) - (s[o - w1 - 1] ?? 0);
      s2[o] = v * v + (s2[o - 1] ?? 0) + (s2[o - w1] ?? 0) - (s2[o - w1 - 1] ?? 0);
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const a1 = y1 * w1 + x1;
      const a2 = y0 * w1 + x1;
      const a3 = y1 * w1 + x0;
      const a4 = y0 * w1 + x0;
      const count = (x1 - x0) * (y1 - y0);
      const mean = ((s[a1] ?? 0) - (s[a2] ?? 0) - (s[a3] ?? 0) + (s[a4] ?? 0)) / count;
      const sq = ((s2[a1] ?? 0) - (s2[a2] ?? 0) - (s2[a3] ?? 0) + (s2[a4] ?? 0)) / count;
      out[y * width + x] = Math.sqrt(Math.max(0, sq - mean * mean));
    }
  }
  return out;
}

const detailOf = new WeakMap<Uint8Array, Float32Array>();

/**
 * Local luminance spread (r = 2) of a 3-channel image: the fine detail that tells skin from
 * fabric and an embroidered top from the plainer cloth below it. Computed once per image data
 * (the re-dress asks for it more than once per generation) and only read by its callers.
 */
export function imageDetail(image: { data: Uint8Array; width: number; height: number }) {
  const known = detailOf.get(image.data);
  if (known) return known;
  const { width, height } = image;
  const luma = new Float32Array(width * height);
  for (let i = 0, o = 0; i < luma.length; i += 1, o += 3)
    luma[i] =
      0.299 * (image.data[o] ?? 0) +
      0.587 * (image.data[o + 1] ?? 0) +
      0.114 * (image.data[o + 2] ?? 0);
  const std = localStd(luma, width, height, 2);
  detailOf.set(image.data, std);
  return std;
}
