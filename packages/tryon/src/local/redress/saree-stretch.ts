import type { GarmentModel } from '../garment/garment-analysis';
import { seenFromBehind } from '../replace/saree-fabric';
import type { GarmentFabric } from './garment-fabric';

/** The stretch above the hips holds at least this share of the photo's fabric to be used alone. */
const STRETCH_SHARE = 0.25;

const cache = new WeakMap<GarmentFabric, GarmentFabric>();

/**
 * The fabric to quilt a saree from when its photo shows its wearer from behind and its fabric is
 * one part (the colour clustering chained its body and its pallu's decorated end together, as on
 * vton-dev D06's purple with its zari end): what lies above the wearer's hips, the pallu's first
 * stretch over the back, which is the body fabric (as decision 082 takes it for the drape).
 * Quilted from the whole photo, a worn saree came out in patches of the body and the zari end
 * (decision 159). Otherwise the fabric as it is. Cached per fabric.
 */
export function backStretch(g: GarmentFabric, garment: GarmentModel): GarmentFabric {
  const hit = cache.get(g);
  if (hit) return hit;
  const made = aboveHips(g, garment) ?? g;
  cache.set(g, made);
  return made;
}

function aboveHips(g: GarmentFabric, garment: GarmentModel): GarmentFabric | undefined {
  const { labels, sizes } = g.regions;
  if (!seenFromBehind(garment) || sizes.filter((n) => n > 0).length !== 1) return undefined;
  const { bl, br } = garment.anchors.quad;
  const hipRow = Math.max(bl.y, br.y);
  const out = Int8Array.from(labels);
  let total = 0;
  let above = 0;
  for (let i = 0; i < out.length; i += 1) {
    if ((out[i] ?? -1) < 0) continue;
    total += 1;
    if (i / g.width < hipRow) above += 1;
    else out[i] = -1;
  }
  if (above < total * STRETCH_SHARE) return undefined;
  return { ...g, regions: { ...g.regions, labels: out }, starts: new Map(), insides: new Map() };
}
