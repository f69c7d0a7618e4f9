import { labelComponents } from '../raster/components';
import { createFloatMap } from '../raster/raster';

/** A hole this much filled by the skirt below it is continued; a lesser share is left to quilt. */
const MIN_SHARE = 0.9;

/** Each labelled component's pixels (index = label − 1), in raster order. */
function componentPixels(labels: Int32Array, count: number): number[][] {
  const pixels = Array.from({ length: count }, (): number[] => []);
  for (let i = 0; i < labels.length; i += 1) pixels[(labels[i] ?? 0) - 1]?.push(i);
  return pixels;
}

/**
 * Holes in a skirt from `fromY` down, no taller than `maxHeight` (the hands an on-model lehenga
 * photo clasps at the waist), are filled with the skirt just below them, moved up by the hole's
 * height: a lehenga's panels, borders and floral columns run down the skirt, so they continue
 * through the hole unbroken, where quilted blocks from elsewhere in the print leave a patchwork
 * (vton-dev D11). The skirt's own pixels up to `feather` rows below the hole fade into the moved
 * copy, so no hard edge is left where it ends. `rgb` is written; filled pixels are cleared from
 * `hole`. Returns the pixels filled.
 */
export function continueFromBelow(
  rgb: Float32Array,
  hole: Uint8Array,
  keep: Uint8Array,
  width: number,
  height: number,
  opts: { fromY: number; maxHeight: number; feather: number },
): number {
  const below = createFloatMap(width, height);
  for (let i = Math.max(0, Math.ceil(opts.fromY)) * width; i < hole.length; i += 1)
    below.data[i] = hole[i] ? 1 : 0;
  const { labels, sizes } = labelComponents(below);
  const components = componentPixels(labels, sizes.length);
  const source = (i: number, shift: number) => {
    const s = i + shift * width;
    return s < hole.length && keep[s] && !hole[s] ? s : -1;
  };
  let filled = 0;
  for (const [k, pixels] of components.entries()) {
    const label = k + 1;
    // Raster order: the first pixel is on the component's top row, the last on its bottom row.
    const top = Math.floor((pixels[0] ?? 0) / width);
    const bottom = Math.floor((pixels[pixels.length - 1] ?? 0) / width);
    const shift = bottom - top + 1;
    if (shift > opts.maxHeight || bottom + shift >= height) continue;
    const reachable = pixels.filter((i) => source(i, shift) >= 0);
    if (reachable.length < pixels.length * MIN_SHARE) continue;
    for (const i of reachable) {
      const s = source(i, shift);
      rgb.copyWithin(i * 3, s * 3, s * 3 + 3);
      hole[i] = 0;
    }
    // The rows below fade into the copy; they read the skirt further down (at most `shift`
    // rows, so never a row this fade has written).
    const feather = Math.min(opts.feather, shift);
    for (const i of reachable) {
      if (labels[i + width] === label || !keep[i + width] || hole[i + width]) continue;
      for (let d = 1; d <= feather; d += 1) {
        const p = i + d * width;
        const s = source(p, shift);
        if (p >= hole.length || !keep[p] || hole[p] || s < 0) break;
        const w = 1 - d / (feather + 1);
        for (let c = 0; c < 3; c += 1)
          rgb[p * 3 + c] = w * (rgb[s * 3 + c] ?? 0) + (1 - w) * (rgb[p * 3 + c] ?? 0);
      }
    }
    filled += reachable.length;
  }
  return filled;
}
