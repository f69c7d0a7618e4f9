import type { Rgb } from '../raster/palette';
import type { FabricRegions } from './fabric-regions';

/** Mean colours closer than this (RGB distance) can be one fabric. */
const SAME_COLOUR = 30;
/** …and only when their print is as busy (texture energies within this ratio). */
const SAME_TEXTURE = 1.6;

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/**
 * Person regions already in a garment region's fabric: same colour and as busy a print. The
 * region is then mapped to that garment region and keeps its own weave (colour matched only):
 * re-dressing a saree with the same saree changes nothing it need not. Returns per person region
 * whether it is kept; `map` is updated in place.
 */
export function keepSameFabric(
  person: FabricRegions,
  personTexture: number[],
  garment: FabricRegions,
  garmentTexture: number[],
  map: number[],
): boolean[] {
  return person.colours.map((pc, k) => {
    let best = -1;
    let bestD = SAME_COLOUR;
    garment.colours.forEach((gc, g) => {
      const d = distance(pc, gc);
      const a = Math.max(0.005, personTexture[k] ?? 0);
      const b = Math.max(0.005, garmentTexture[g] ?? 0);
      if (d < bestD && Math.max(a, b) / Math.min(a, b) < SAME_TEXTURE) {
        bestD = d;
        best = g;
      }
    });
    if (best < 0) return false;
    map[k] = best;
    return true;
  });
}

/** Per-channel gain taking a kept region's colour to the garment region's (within ±40%). */
export function colourGain(from: Rgb, to: Rgb): Rgb {
  const g = (c: 0 | 1 | 2) => Math.min(1.4, Math.max(0.7, (to[c] + 1) / (from[c] + 1)));
  return [g(0), g(1), g(2)];
}
