import { createFloatMap, morphMask } from '../raster/raster';
import type { FabricRegions } from './fabric-regions';
import type { GarmentFabric } from './garment-fabric';
import { regionLights } from './shading';

/** Radius (× the photo's shoulder width) of the light a fold's shadow is found in. */
const FOLD_RADIUS = 1 / 40;
/** Radius (× the photo's shoulder width) of the light around a fold. */
const AROUND = 1 / 10;
/** A pixel, and its light, under this share of the light around it lie in a fold's shadow. */
const SHADOW = 0.85;
/**
 * A part's colour needs this saturation (HSV) for its shadows to be told: a grey silk's ground
 * between bright zari is as dark beside it as a fold (vton-dev D18's dark green with its silver
 * jaal, a grey-green part, came out pale grey).
 */
const HUED = 0.25;
/** A part with fewer of its pixels in shadow than this is quilted as it is: few blocks hold one. */
const FEW = 0.15;
/** A part whose shadows would leave less than this share of it to copy keeps them. */
const LEFT = 0.4;

/**
 * Where a saree photo's folds cast their shadows (1), found once per garment on the fabric
 * thread: a pixel of a hued part that, and its light (at a fortieth of the shoulders), are darker
 * than SHADOW of the light around it (at a tenth); and a pixel beside one. The photo's light is
 * flattened only at a fifth of the shoulders (garmentFabric), so a pleat's narrow valleys stay in
 * its fabric. A part's light leaves out what lies outside its fabric's range (regionLights): a
 * lone dark line is an object on it, not a shadow.
 */
export function foldShadows(
  rgb: Float32Array,
  regions: FabricRegions,
  unit: number,
  width: number,
  height: number,
): Uint8Array {
  // At half size (a quarter of the work, on the thread the re-dress waits for): a valley is
  // several pixels wide in a photo the garment analysis reads at 800 px.
  const half = halved(rgb, regions, width, height);
  const { w, h } = half;
  const radii = [Math.max(1, (unit / 2) * FOLD_RADIUS), Math.max(2, (unit / 2) * AROUND)];
  const [light, around] = regionLights(half.rgb, 3, w, h, half.regions, radii);
  const out = new Uint8Array(width * height);
  if (!light || !around) return out;
  const hued = regions.colours.map((c) => {
    const max = Math.max(...c);
    return max - Math.min(...c) >= HUED * max;
  });
  const dark = createFloatMap(w, h);
  for (let j = 0; j < w * h; j += 1) {
    const part = half.regions.labels[j] ?? -1;
    if (part < 0 || !hued[part]) continue;
    const limit = SHADOW * (around.smooth[j] ?? 0);
    if ((light.smooth[j] ?? 0) >= limit || (light.luma[j] ?? 0) >= limit) continue;
    dark.data[j] = 1;
  }
  const near = morphMask(dark, 1);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if ((regions.labels[i] ?? -1) >= 0 && (near.data[(y >> 1) * w + (x >> 1)] ?? 0) > 0.5)
        out[i] = 1;
    }
  return out;
}

/**
 * The fabric at half size: each cell in the part of its top-left pixel, coloured by the mean of
 * its pixels in that part (no colour mixed across a part's edge).
 */
function halved(rgb: Float32Array, regions: FabricRegions, width: number, height: number) {
  const w = Math.ceil(width / 2);
  const h = Math.ceil(height / 2);
  const labels = new Int8Array(w * h).fill(-1);
  const small = new Float32Array(w * h * 3);
  for (let cy = 0; cy < h; cy += 1)
    for (let cx = 0; cx < w; cx += 1) {
      const part = regions.labels[2 * cy * width + 2 * cx] ?? -1;
      if (part < 0) continue;
      const j = cy * w + cx;
      labels[j] = part;
      let n = 0;
      for (let y = 2 * cy; y < Math.min(height, 2 * cy + 2); y += 1)
        for (let x = 2 * cx; x < Math.min(width, 2 * cx + 2); x += 1) {
          const i = y * width + x;
          if (regions.labels[i] !== part) continue;
          n += 1;
          for (let c = 0; c < 3; c += 1)
            small[j * 3 + c] = (small[j * 3 + c] ?? 0) + (rgb[i * 3 + c] ?? 0);
        }
      for (let c = 0; c < 3; c += 1) small[j * 3 + c] = (small[j * 3 + c] ?? 0) / n;
    }
  return { rgb: small, regions: { ...regions, labels }, w, h };
}

const cache = new WeakMap<GarmentFabric, GarmentFabric>();

/**
 * The fabric to quilt a saree from less its folds' shadows (decision 162), per part unless too
 * little of it would be left. Copied with them, vton-dev D09's blue Kanjivaram (photographed with
 * its pleats fanned out) laid the pleats' dark valleys in fans over whole sarees, on top of the
 * worn saree's own folds. Cached per fabric.
 */
export function withoutShadows(g: GarmentFabric): GarmentFabric {
  const hit = cache.get(g);
  if (hit) return hit;
  const made = shadowFree(g) ?? g;
  cache.set(g, made);
  return made;
}

function shadowFree(g: GarmentFabric): GarmentFabric | undefined {
  const { shadows, regions } = g;
  if (!shadows) return undefined;
  const k = regions.colours.length;
  const all = new Array<number>(k).fill(0);
  const dark = new Array<number>(k).fill(0);
  regions.labels.forEach((part, i) => {
    if (part < 0) return;
    all[part] = (all[part] ?? 0) + 1;
    if (shadows[i]) dark[part] = (dark[part] ?? 0) + 1;
  });
  const clear = all.map((n, part) => {
    const share = (dark[part] ?? 0) / Math.max(1, n);
    return share >= FEW && share <= 1 - LEFT;
  });
  if (!clear.some(Boolean)) return undefined;
  const labels = regions.labels.map((part, i) =>
    part >= 0 && clear[part] && shadows[i] ? -1 : part,
  );
  return { ...g, regions: { ...regions, labels }, starts: new Map(), insides: new Map() };
}
