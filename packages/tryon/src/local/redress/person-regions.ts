import type { PersonAnalysis } from '../person/person-analysis';
import { createFloatMap, type FloatMap } from '../raster/raster';
import { cleanRegions, smoothInside, splitFabric, type FabricRegions } from './fabric-regions';
import { offChroma } from '../raster/palette';
import { PRINT_GROUND, regionLight, type PrintRule, type RegionLight } from './shading';
import { upsampleLabels } from './soft-edges';
import { absorbShadedPieces } from './stray-parts';
import type { Category } from '../../types';

export interface WornRegions {
  regions: FabricRegions;
  light: RegionLight;
}

/** Half-size copy: colours averaged, the mask kept wherever any of the four pixels is in it. */
function halve(rgb: Uint8Array, mask: FloatMap) {
  const w = Math.ceil(mask.width / 2);
  const h = Math.ceil(mask.height / 2);
  const small = new Float32Array(w * h * 3);
  const inside = createFloatMap(w, h);
  const count = new Float32Array(w * h);
  for (let y = 0; y < mask.height; y += 1)
    for (let x = 0; x < mask.width; x += 1) {
      const i = y * mask.width + x;
      const j = (y >> 1) * w + (x >> 1);
      count[j] = (count[j] ?? 0) + 1;
      for (let c = 0; c < 3; c += 1)
        small[j * 3 + c] = (small[j * 3 + c] ?? 0) + (rgb[i * 3 + c] ?? 0);
      if ((mask.data[i] ?? 0) > 0.5) inside.data[j] = 1;
    }
  for (let j = 0; j < w * h; j += 1)
    for (let c = 0; c < 3; c += 1) small[j * 3 + c] = (small[j * 3 + c] ?? 0) / (count[j] || 1);
  return { small, inside, w, h };
}

/** The half-size cell at (cx, cy), or a neighbour of it in part `l` when it is in another. */
function cellOf(labels: Int8Array, w: number, h: number, cx: number, cy: number, l: number) {
  const j = cy * w + cx;
  if (labels[j] === l) return j;
  for (let dy = -1; dy <= 1; dy += 1)
    for (let dx = -1; dx <= 1; dx += 1) {
      const x = cx + dx;
      const y = cy + dy;
      if (x >= 0 && y >= 0 && x < w && y < h && labels[y * w + x] === l) return y * w + x;
    }
  return j;
}

/**
 * A top's pixel further than this in chromaticity from its part's colour is print in another
 * colour (a graphic), not the part's light; so is a saree's (its zari buttis).
 */
const PRINT_CHROMA = 0.03;
/**
 * A saree's part this light (luma) or more has a chromaticity to tell its print by: a purple
 * silk's (vton-dev D06, 87) is clear of noise, a navy's (D04, about 40) is not.
 */
const SAREE_PRINT_GROUND = 50;

/**
 * The worn fabric's parts (body, border, blouse, pallu) and its light, found at half size (the
 * parts and the light are broad; the fine detail is taken at full size).
 */
export function wornRegions(
  person: PersonAnalysis,
  fabric: FloatMap,
  category?: Category,
): WornRegions {
  const { image, body } = person;
  const { width, height } = image;
  const sw = body.shoulderWidth / 2;
  const { small, inside, w, h } = halve(image.data, fabric);
  const half = cleanRegions(
    splitFabric(smoothInside(small, 3, inside, Math.max(2, sw / 12)), inside),
    w,
    h,
    sw / 10,
  );
  // A saree's or lehenga's blouse colour in the pleats' shade is the skirt's fold, not blouse.
  if (category === 'saree' || category === 'full') absorbShadedPieces(half, w, body, 2);
  // A top's print in other colours (a graphic on a sweatshirt) is not its light, nor a saree's
  // (gold buttis on purple silk: the light taken through them left the new saree dark between
  // where they had been, in blotches a motif apart).
  const saree = category === 'saree';
  const print: PrintRule | undefined =
    category === 'upper'
      ? { chroma: PRINT_CHROMA, ground: PRINT_GROUND }
      : saree
        ? { chroma: PRINT_CHROMA, ground: SAREE_PRINT_GROUND, dense: true }
        : undefined;
  const radius = Math.max(2, sw / 16);
  const halfLight = regionLight(small, 3, w, h, half, radius, print);
  // A saree's texture, which tells whether it is the garment's fabric already (same-fabric.ts)
  // and how plain it is, is its print's as it was: the buttis are its print.
  const texture = saree ? regionLight(small, 3, w, h, half, radius).texture : halfLight.texture;
  // Parts at full size: seams in single-pixel steps, not the half-size cells' 2×2 blocks.
  const labels = upsampleLabels(
    half.labels,
    w,
    h,
    width,
    height,
    (i) => (fabric.data[i] ?? 0) > 0.5,
  );
  const smooth = new Float32Array(width * height);
  const luma = new Float32Array(width * height);
  const objects = print ? new Uint8Array(width * height) : undefined;
  // Each part's ground (halfLight's) and the rule's limit: pixels off it are print.
  const chromas = halfLight.grounds ?? [];
  const offLimit = print?.chroma ?? 0;
  const sizes = half.colours.map(() => 0);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const o = i * 3;
      luma[i] =
        0.299 * (image.data[o] ?? 0) +
        0.587 * (image.data[o + 1] ?? 0) +
        0.114 * (image.data[o + 2] ?? 0);
      if ((fabric.data[i] ?? 0) <= 0.5) continue;
      const l = labels[i] ?? -1;
      smooth[i] = halfLight.smooth[cellOf(half.labels, w, h, x >> 1, y >> 1, l)] ?? 0;
      if (l >= 0) sizes[l] = (sizes[l] ?? 0) + 1;
      const own = chromas[l];
      if (
        objects &&
        own &&
        offChroma(image.data[o] ?? 0, image.data[o + 1] ?? 0, image.data[o + 2] ?? 0, own, offLimit)
      )
        objects[i] = 1;
    }
  return {
    regions: { labels, colours: half.colours, sizes },
    light: {
      smooth,
      luma,
      mean: halfLight.mean,
      texture,
      range: halfLight.range,
      ...(objects ? { objects } : {}),
    },
  };
}
