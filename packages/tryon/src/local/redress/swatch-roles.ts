import type { Rgb } from '../raster/palette';
import type { FabricRegions } from './fabric-regions';

const luma = ([r, g, b]: Rgb) => Math.max(1, 0.299 * r + 0.587 * g + 0.114 * b);
const argmax = (values: number[]) => values.indexOf(Math.max(...values));

/** Each part's tone: the log of its brightness over the ground part's. */
function relativeTones(regions: FabricRegions, ground: number): number[] {
  const base = luma(regions.colours[ground] ?? [128, 128, 128]);
  return regions.colours.map((c) => Math.log(luma(c) / base));
}

/**
 * Which garment part dresses each worn part when the garment is a swatch (a folded saree): its
 * parts' place in the photo says nothing of the body, and matching by size alone gave S04's
 * red body the zari and its gold border the silk. Each saree has a ground: the swatch's largest
 * part, the worn part ruling the pleats (`pleats`: the worn parts' shares there; the largest
 * part when the photo shows none). Every worn part takes the garment part whose brightness
 * stands off the garment's ground as the worn part's stands off the worn ground: zari brighter
 * than the silk, a shaded fold of the silk a little darker. Saturation was tried too: a dull
 * purple silk (vton-dev D02) is as dull as zari, so its gold border took the silk.
 */
export function matchSwatchParts(
  worn: FabricRegions,
  garment: FabricRegions,
  pleats: number[],
): number[] {
  const wornTones = relativeTones(worn, argmax(pleats.some((v) => v > 0) ? pleats : worn.sizes));
  const garmentTones = relativeTones(garment, argmax(garment.sizes));
  return wornTones.map((tone) => {
    let best = 0;
    let bestD = Infinity;
    garmentTones.forEach((t, g) => {
      const d = Math.abs(tone - t);
      if ((garment.sizes[g] ?? 0) > 0 && d < bestD) [best, bestD] = [g, d];
    });
    return best;
  });
}
