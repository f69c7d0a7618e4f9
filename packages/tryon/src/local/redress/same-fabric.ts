import { toLab, type Rgb } from '../raster/palette';
import { blurMap, createFloatMap, type RasterImage } from '../raster/raster';
import type { FabricRegions } from './fabric-regions';
import { regionLight } from './shading';

/** Mean colours closer than this (CIE76 ΔE) can be one fabric: dark maroon and black are not. */
const SAME_COLOUR = 12;
/** …and only when their print is as busy (texture energies within this ratio). */
const SAME_TEXTURE = 1.6;

const distance = (a: Rgb, b: Rgb) => {
  const p = toLab(a);
  const q = toLab(b);
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};

/**
 * ΔE says little between dark colours (maroon velvet and black wool are 5 apart): the same
 * fabric also keeps its chromaticity and, in photos lit alike, its brightness within a ratio.
 */
function sameHue(a: Rgb, b: Rgb): boolean {
  const sa = a[0] + a[1] + a[2] + 3;
  const sb = b[0] + b[1] + b[2] + 3;
  const chroma = Math.hypot((a[0] + 1) / sa - (b[0] + 1) / sb, (a[1] + 1) / sa - (b[1] + 1) / sb);
  return chroma < 0.045 && Math.max(sa, sb) / Math.min(sa, sb) < 1.6;
}

/**
 * Person regions already in a garment region's fabric: same colour and as busy a print. The
 * region is then mapped to that garment region and keeps its own weave (colour matched only):
 * re-dressing a saree with the same saree changes nothing it need not. Returns per person region
 * whether it is kept; `map` is updated in place.
 */
export function keepSameFabric(
  person: FabricRegions,
  personTexture: { own: number[]; far: number[] },
  garment: FabricRegions,
  garmentTexture: number[],
  map: number[],
): boolean[] {
  // As busy a print as the worn part, seen at the person photo's resolution or the garment's. A
  // colour cluster merged into another part of the garment (a pallu's lighter zari merged with
  // the body it is woven into) has that part's print: it holds no pixels of its own to measure.
  const asBusy = (k: number, g: number) => {
    const b = Math.max(0.005, garmentTexture[garment.alias?.[g] ?? g] ?? 0);
    return [personTexture.own, personTexture.far].some((t) => {
      const a = Math.max(0.005, t[k] ?? 0);
      return Math.max(a, b) / Math.min(a, b) < SAME_TEXTURE;
    });
  };
  return person.colours.map((pc, k) => {
    let best = -1;
    let bestD = SAME_COLOUR;
    garment.colours.forEach((gc, g) => {
      const d = distance(pc, gc);
      if (d < bestD && sameHue(pc, gc) && asBusy(k, g)) {
        bestD = d;
        best = g;
      }
    });
    if (best < 0) return false;
    map[k] = best;
    return true;
  });
}

/**
 * A top's main worn part keeps its own weave only as the garment's main part (`kept` and `known`
 * edited): a white top in cool light lies within the same-fabric rule's reach of a colour-block
 * polo's pale blue yoke (vton S02, once its neckline's skin was left out of the cut-out), and the
 * whole top was kept as the yoke, pale blue without the polo's navy body.
 */
export function keepMainAsMain(
  wornSizes: number[],
  garmentSizes: number[],
  kept: boolean[],
  known: number[],
): void {
  const main = wornSizes.indexOf(Math.max(...wornSizes));
  const garmentMain = garmentSizes.indexOf(Math.max(...garmentSizes));
  if (!kept[main] || known[main] === garmentMain) return;
  kept[main] = false;
  known[main] = -1;
}

/** Per-channel gain taking a kept region's colour to the garment region's (within ±40%). */
export function colourGain(from: Rgb, to: Rgb): Rgb {
  const g = (c: 0 | 1 | 2) => Math.min(1.4, Math.max(0.7, (to[c] + 1) / (from[c] + 1)));
  return [g(0), g(1), g(2)];
}

/**
 * The worn parts' print energy as the garment photo resolves it: a photo taken from afar
 * (`scale` garment pixels per person pixel, well under 1) blurs a fine print, so the worn fabric
 * is blurred to that resolution before its energy is compared with the garment's.
 */
export function wornTextureAtScale(
  image: RasterImage,
  regions: FabricRegions,
  own: number[],
  scale: number,
  radius: number,
): number[] {
  if (scale >= 0.7) return own;
  const { width, height } = image;
  const blurred = new Float32Array(width * height * 3);
  const plane = createFloatMap(width, height);
  for (let c = 0; c < 3; c += 1) {
    for (let i = 0; i < plane.data.length; i += 1) plane.data[i] = image.data[i * 3 + c] ?? 0;
    // Two box passes: about the anti-aliasing of a downsampling to that resolution.
    const b = blurMap(plane, 0.5 / scale, 2);
    for (let i = 0; i < plane.data.length; i += 1) blurred[i * 3 + c] = b.data[i] ?? 0;
  }
  return regionLight(blurred, 3, width, height, regions, Math.max(2, radius)).texture;
}
