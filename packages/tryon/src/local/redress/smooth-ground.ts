import { clamp } from '../raster/geometry';

const luma = (d: ArrayLike<number>, o: number) =>
  0.299 * (d[o] ?? 0) + 0.587 * (d[o + 1] ?? 0) + 0.114 * (d[o + 2] ?? 0);

/**
 * The k-th smallest value of `v` (0-based; `v` is reordered): Hoare's selection, the value a
 * sort would put at index k.
 */
function kthSmallest(v: Float32Array, k: number): number {
  let lo = 0;
  let hi = v.length - 1;
  while (lo < hi) {
    const pivot = v[(lo + hi) >> 1] ?? 0;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((v[i] ?? 0) < pivot) i += 1;
      while ((v[j] ?? 0) > pivot) j -= 1;
      if (i <= j) {
        const t = v[i] ?? 0;
        v[i] = v[j] ?? 0;
        v[j] = t;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return v[k] ?? 0;
  }
  return v[k] ?? 0;
}

/**
 * A plain silk's ground seen at the drape's distance: the garment photo's crinkle and streaks,
 * magnified by quilting at the print's scale, are kept at a quarter of their swing; motifs and
 * zari (far from the ground's chromaticity or brightness) stay whole. The drape's own folds give
 * the broad light. Used on the saree drape's quilted skirt and pallu, and on a folded saree's
 * or a plain garment's body fabric before it is quilted (its fold shadows and sheen are the
 * photo's, not the fabric's; decision 093).
 */
export function smoothGround(rgb: Float32Array, labels: Int8Array, parts: number[]): void {
  for (const part of parts) {
    const inPart = (i: number) => labels[i] === part && (rgb[i * 3] ?? -1) >= 0;
    let count = 0;
    for (let i = 0; i < labels.length; i += 1) if (inPart(i)) count += 1;
    if (count < 16) continue;
    const idx = new Int32Array(count);
    for (let i = 0, k = 0; i < labels.length; i += 1) if (inPart(i)) idx[k++] = i;
    // The median by selection, not a sort: a folded saree's or a plain garment's body is a
    // third of a million pixels, and this runs once per garment on the uncached path.
    const ground = [0, 1, 2].map((c) => {
      const v = new Float32Array(count);
      for (let k = 0; k < count; k += 1) v[k] = rgb[(idx[k] ?? 0) * 3 + c] ?? 0;
      return kthSmallest(v, Math.floor(count / 2));
    });
    const [g0, g1, g2] = [ground[0] ?? 0, ground[1] ?? 0, ground[2] ?? 0];
    const gSum = Math.max(1, g0 + g1 + g2);
    const gLuma = Math.max(1, luma(ground, 0));
    const [c0, c1, c2] = [g0 / gSum, g1 / gSum, g2 / gSum];
    // Indexed, with the pixel's channels in locals: this runs per pixel of the body.
    for (let k = 0; k < count; k += 1) {
      const o = (idx[k] ?? 0) * 3;
      const r = rgb[o] ?? 0;
      const g = rgb[o + 1] ?? 0;
      const b = rgb[o + 2] ?? 0;
      const sum = Math.max(1, r + g + b);
      const chroma = Math.max(
        Math.abs(r / sum - c0),
        Math.abs(g / sum - c1),
        Math.abs(b / sum - c2),
      );
      const ratio = (0.299 * r + 0.587 * g + 0.114 * b) / gLuma;
      // Motif weight: 0 for the ground's own streaks, 1 for a motif or zari.
      // Zari is brighter than the ground; darker is the ground's own shade (a crease, a streak).
      const m = Math.max(
        // A darker streak is redder too (a silk's shade): only a strongly other hue is a motif.
        clamp((chroma - (ratio < 1 ? 0.2 : 0.14)) / 0.06, 0, 1),
        clamp((Math.log(ratio) - 0.15) / 0.2, 0, 1),
      );
      const keep = 0.25 + 0.75 * m;
      rgb[o] = g0 + (r - g0) * keep;
      rgb[o + 1] = g1 + (g - g1) * keep;
      rgb[o + 2] = g2 + (b - g2) * keep;
    }
  }
}
