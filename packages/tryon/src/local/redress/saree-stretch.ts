import { seenFromBehind, type GarmentModel } from '../garment/garment-analysis';
import type { GarmentFabric } from './garment-fabric';
import { createFloatMap, morphMask } from '../raster/raster';
import { componentBoxes, labelComponents } from '../raster/components';

/** The stretch above the hips holds at least this share of the photo's fabric to be used alone. */
const STRETCH_SHARE = 0.25;

const cache = new WeakMap<GarmentFabric, GarmentFabric>();

/**
 * The fabric to quilt a saree from when its photo shows its wearer from behind and its fabric is
 * one part (the colour clustering chained its body and its pallu's decorated end together, as on
 * vton-dev D06's purple with its zari end): what lies above the wearer's hips, the pallu's first
 * stretch over the back, which is the body fabric (as decision 082 takes it for the drape).
 * Quilted from the whole photo, a worn saree came out in patches of the body and the zari end
 * (decision 159). Less the zari bands in that stretch (withoutBands, decision 161). Otherwise the
 * fabric as it is. Cached per fabric.
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
  withoutBands(out, g, garment);
  return { ...g, regions: { ...g.regions, labels: out }, starts: new Map(), insides: new Map() };
}

/** Pixels this much brighter (luma) than the stretch's mean are zari… */
const ZARI_LUMA = 45;
/** …zari pixels this close (px) are one piece… */
const ZARI_GAP = 3;
/** …and a piece longer than this (its box's diagonal, × the wearer's shoulders) is a band. */
const BAND_LENGTH = 0.6;
/** Bands are left in when they would take more than this share of the stretch. */
const BANDS_MOST = 0.5;

/**
 * Leaves the zari bands out of a stretch (labels, -1 outside): pieces of bright thread longer
 * than BAND_LENGTH, with ZARI_GAP around them. On D06's photo the pallu's border runs diagonally
 * down the back beside the purple, one part with it, and was quilted into the body as strips;
 * its buttis are pieces a fifth of the shoulders long and stay (those that touch the band go
 * with it).
 */
function withoutBands(labels: Int8Array, g: GarmentFabric, garment: GarmentModel): void {
  const { width, height } = g;
  const luma = (i: number) =>
    0.299 * (garment.texture[i * 3] ?? 0) +
    0.587 * (garment.texture[i * 3 + 1] ?? 0) +
    0.114 * (garment.texture[i * 3 + 2] ?? 0);
  let sum = 0;
  let n = 0;
  for (let i = 0; i < labels.length; i += 1)
    if ((labels[i] ?? -1) >= 0) {
      sum += luma(i);
      n += 1;
    }
  const ground = n ? sum / n : 128;
  const bright = createFloatMap(width, height);
  for (let i = 0; i < labels.length; i += 1)
    if ((labels[i] ?? -1) >= 0 && luma(i) > ground + ZARI_LUMA) bright.data[i] = 1;
  const grown = morphMask(bright, ZARI_GAP);
  const { labels: pieces, sizes } = labelComponents(grown);
  const band = componentBoxes(pieces, sizes.length, width).map(
    (b) => Math.hypot(b.x1 - b.x0, b.y1 - b.y0) > BAND_LENGTH * g.unit,
  );
  const drop = morphMask(
    { ...grown, data: grown.data.map((v, i) => (v > 0.5 && band[(pieces[i] ?? 0) - 1] ? 1 : 0)) },
    ZARI_GAP,
  );
  const dropped = (i: number) => (labels[i] ?? -1) >= 0 && (drop.data[i] ?? 0) > 0.5;
  let lost = 0;
  for (let i = 0; i < labels.length; i += 1) if (dropped(i)) lost += 1;
  // A stretch that is mostly bands (a zari-woven saree) keeps them: its bands are its fabric.
  if (lost > n * BANDS_MOST) return;
  for (let i = 0; i < labels.length; i += 1) if (dropped(i)) labels[i] = -1;
}
