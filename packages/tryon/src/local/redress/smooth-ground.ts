import { clamp } from '../raster/geometry';

const luma = (d: ArrayLike<number>, o: number) =>
  0.299 * (d[o] ?? 0) + 0.587 * (d[o + 1] ?? 0) + 0.114 * (d[o + 2] ?? 0);

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
    const idx: number[] = [];
    for (let i = 0; i < labels.length; i += 1)
      if (labels[i] === part && (rgb[i * 3] ?? -1) >= 0) idx.push(i);
    if (idx.length < 16) continue;
    // A typed array sorts numerically, far faster than a comparator (a folded saree's body is
    // a third of a million pixels).
    const ground = [0, 1, 2].map((c) => {
      const v = new Float32Array(idx.length);
      for (let k = 0; k < idx.length; k += 1) v[k] = rgb[(idx[k] ?? 0) * 3 + c] ?? 0;
      v.sort();
      return v[Math.floor(v.length / 2)] ?? 0;
    });
    const gSum = Math.max(1, (ground[0] ?? 0) + (ground[1] ?? 0) + (ground[2] ?? 0));
    const gLuma = Math.max(1, luma(ground, 0));
    for (const i of idx) {
      const o = i * 3;
      const sum = Math.max(1, (rgb[o] ?? 0) + (rgb[o + 1] ?? 0) + (rgb[o + 2] ?? 0));
      let chroma = 0;
      for (let c = 0; c < 3; c += 1)
        chroma = Math.max(chroma, Math.abs((rgb[o + c] ?? 0) / sum - (ground[c] ?? 0) / gSum));
      const ratio = luma(rgb, o) / gLuma;
      // Motif weight: 0 for the ground's own streaks, 1 for a motif or zari.
      // Zari is brighter than the ground; darker is the ground's own shade (a crease, a streak).
      const m = Math.max(
        // A darker streak is redder too (a silk's shade): only a strongly other hue is a motif.
        clamp((chroma - (ratio < 1 ? 0.2 : 0.14)) / 0.06, 0, 1),
        clamp((Math.log(ratio) - 0.15) / 0.2, 0, 1),
      );
      const keep = 0.25 + 0.75 * m;
      for (let c = 0; c < 3; c += 1) {
        const g = ground[c] ?? 0;
        rgb[o + c] = g + ((rgb[o + c] ?? 0) - g) * keep;
      }
    }
  }
}
