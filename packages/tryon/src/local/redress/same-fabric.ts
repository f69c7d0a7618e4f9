import type { Rgb } from '../raster/palette';
import type { FabricRegions } from './fabric-regions';

/** Mean colours closer than this (CIE76 ΔE) can be one fabric: dark maroon and black are not. */
const SAME_COLOUR = 12;
/** …and only when their print is as busy (texture energies within this ratio). */
const SAME_TEXTURE = 1.6;

function lab([r, g, b]: Rgb): Rgb {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (841 / 108) * t + 4 / 29);
  const x = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

const distance = (a: Rgb, b: Rgb) => {
  const p = lab(a);
  const q = lab(b);
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};

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
