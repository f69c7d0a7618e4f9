import { seenFromBehind, type GarmentModel } from '../garment/garment-analysis';
import { mid } from '../raster/geometry';
import { isSkinLike } from './place-garment';
import { wearerHands } from './wearer-hands';
import type { Rgb } from '../raster/palette';
import { blurMapInPlace, createFloatMap } from '../raster/raster';
import { synthesiseFabric } from '../redress/fabric-synthesis';
import { inOtherLight } from '../redress/fabric-regions';
import { garmentFabric, type GarmentFabric } from '../redress/garment-fabric';
import { garmentFrame, PLEATS, zoneShares } from '../redress/roles';

/** Person labels the drape lays fabric into (indexes into the roles below). */
export const SKIRT = 0;
export const PALLU = 1;
export const HEM_BORDER = 2;
export const PALLU_BORDER = 3;
export const BLOUSE = 4;

/** Quilting sources made here, keyed past any fabric region index (k ≤ 4). */
const BODY_SOURCE = 100;
const PALLU_SOURCE = 101;
const BORDER_SOURCE = 102;
const BLOUSE_SOURCE = 103;

/** What of the garment photo dresses each part of the drape. */
export interface SareeFabric {
  fabric: GarmentFabric;
  /** Per source key: where the garment photo shows that part (1). */
  sources: Map<number, Uint8Array>;
  /** Source key per drape label (SKIRT … BLOUSE); BLOUSE maps to -1 without a blouse fabric. */
  map: number[];
  /** Mean colour per drape label (where a part is too thin in the photo to quilt). */
  colours: Rgb[];
  /** The blouse's tone: the garment's own blouse, else its border, else its body darkened. */
  blouse: Rgb;
  /** Border width in the garment photo (pixels), when a border was found. */
  borderWidth: number | undefined;
}

const luma = (rgb: ArrayLike<number>, o: number) =>
  0.299 * (rgb[o] ?? 0) + 0.587 * (rgb[o + 1] ?? 0) + 0.114 * (rgb[o + 2] ?? 0);

function argmax(v: number[], skip: (j: number) => boolean = () => false): number {
  let best = -1;
  for (let j = 0; j < v.length; j += 1)
    if (!skip(j) && (best < 0 || (v[j] ?? 0) > (v[best] ?? 0))) best = j;
  return best;
}

/** Chromaticity (r, g over their sum) this near: one cloth in two lights (a silk's sheen). */
const ONE_CLOTH = 0.05;

/**
 * Whether two regions' mean colours are one cloth in different light: near in chromaticity, at
 * most 1.6 times as bright. The clustering splits a sheeny silk by its light (vton-dev D08's grey
 * body in two regions), and the one on its wearer's arms is not a blouse of another fabric. The
 * clustering's own merge (sameFabric) is stricter: loosened, it would join a pallu to its body.
 */
const oneCloth = (a: Rgb, b: Rgb) => inOtherLight(a, b, ONE_CLOTH, 1.6);

/** Whether region j is the body fabric: the body's region or one cloth with it (oneCloth). */
function bodyCloth(colours: Rgb[], body: number): (j: number) => boolean {
  const own = colours[body];
  return (j) => j === body || (own !== undefined && oneCloth(colours[j] ?? own, own));
}

function meanRgb(rgb: Float32Array, mask: Uint8Array): Rgb | undefined {
  const acc = [0, 0, 0];
  let n = 0;
  for (let i = 0; i < mask.length; i += 1) {
    if (!mask[i]) continue;
    for (let c = 0; c < 3; c += 1) acc[c] = (acc[c] ?? 0) + (rgb[i * 3 + c] ?? 0);
    n += 1;
  }
  return n ? [(acc[0] ?? 0) / n, (acc[1] ?? 0) / n, (acc[2] ?? 0) / n] : undefined;
}

/** A fabric's ground colour: the mean of its darker half (zari and highlights left out). */
function groundColour(rgb: Float32Array, mask: Uint8Array): Rgb | undefined {
  const lumas: number[] = [];
  for (let i = 0; i < mask.length; i += 1) if (mask[i]) lumas.push(luma(rgb, i * 3));
  if (lumas.length < 16) return undefined;
  const median = lumas.sort((a, b) => a - b)[Math.floor(lumas.length / 2)] ?? 0;
  const dark = mask.map((v, i) => (v && luma(rgb, i * 3) <= median ? 1 : 0));
  return meanRgb(rgb, dark);
}

const count = (m: Uint8Array) => m.reduce((s, v) => s + v, 0);

/**
 * A zari border: a band dense with bright metallic thread against the body fabric (a woven
 * motif scattered over the body is sparse). Where the photo has one, its pixels; else the garment
 * region that is not the body fabric and lies below its wearer's hips (a border of its own colour).
 */
function borderMask(g: GarmentFabric, garment: GarmentModel, body: number): Uint8Array {
  const { width, height, regions } = g;
  const n = width * height;
  let sum = 0;
  let m = 0;
  for (let i = 0; i < n; i += 1)
    if (regions.labels[i] === body) {
      sum += luma(garment.texture, i * 3);
      m += 1;
    }
  const bodyLuma = m ? sum / m : 128;
  const bright = createFloatMap(width, height);
  const inside = createFloatMap(width, height);
  for (let i = 0; i < n; i += 1) {
    if ((regions.labels[i] ?? -1) < 0) continue;
    inside.data[i] = 1;
    if (luma(garment.texture, i * 3) > bodyLuma + 45) bright.data[i] = 1;
  }
  const r = Math.max(2, g.unit / 12);
  blurMapInPlace(bright, r, 2);
  blurMapInPlace(inside, r, 2);
  const zari = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    const w = inside.data[i] ?? 0;
    if ((regions.labels[i] ?? -1) >= 0 && w > 0.5 && (bright.data[i] ?? 0) / w > 0.45) zari[i] = 1;
  }
  if (count(zari) > n * 0.004 && bodyLuma < 170) return zari;
  const q = garment.anchors.quad;
  const hipY = mid(q.bl, q.br).y;
  const k = regions.colours.length;
  const below = new Array<number>(k).fill(0);
  for (let i = 0; i < n; i += 1) {
    const l = regions.labels[i] ?? -1;
    if (l >= 0 && Math.floor(i / width) > hipY) below[l] = (below[l] ?? 0) + 1;
  }
  const total = below.reduce((a, v) => a + v, 0) || 1;
  const other = argmax(below, bodyCloth(regions.colours, body));
  const out = new Uint8Array(n);
  if (other < 0 || (below[other] ?? 0) < total * 0.08) return out;
  for (let i = 0; i < n; i += 1)
    if (regions.labels[i] === other && Math.floor(i / width) > hipY) out[i] = 1;
  return out;
}

/** Share of a mask's pixels much brighter than the mask's median (zari, highlights). */
function zariShare(garment: GarmentModel, mask: Uint8Array): number {
  const lumas: number[] = [];
  for (let i = 0; i < mask.length; i += 1) if (mask[i]) lumas.push(luma(garment.texture, i * 3));
  if (lumas.length === 0) return 0;
  const sorted = [...lumas].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return lumas.filter((l) => l > median + 45).length / lumas.length;
}

/** Width of a band mask: its area over half its outline. */
function bandWidth(mask: Uint8Array, width: number): number {
  let area = 0;
  let edge = 0;
  for (let i = 0; i < mask.length; i += 1) {
    if (!mask[i]) continue;
    area += 1;
    if (!mask[i - 1] || !mask[i + 1] || !mask[i - width] || !mask[i + width]) edge += 1;
  }
  return edge ? (2 * area) / edge : 0;
}

/**
 * Roles of the garment photo's fabric for a drape: the body fabric (the region most present below
 * its wearer's hips at the centre, where the pleats are), the pallu (the fabric across its
 * wearer's chest that is not the blouse, when it is worn), the border (see borderMask) and the
 * blouse's tone.
 */
export function sareeFabric(garment: GarmentModel): SareeFabric {
  const hit = cache.get(garment);
  if (hit) return hit;
  const made = findRoles(garment);
  cache.set(garment, made);
  return made;
}

/**
 * A front view's body fabric: the region most present below the hips at the centre, unless the
 * pleat side holds another (pleatSide): a shop's front view spreads the pallu down the wearer's
 * left side, over the other half of the skirt (vton-dev D08's red pallu end beside grey pleats,
 * D09's gold beside teal, D07's gold beside green), so the centre below the hips is half pallu.
 * The pleat side's own region does not win when it is not at the waist (a border running down the
 * pleats' edge), nor when it is under SIDE_SIZE of the fabric.
 */
function frontBody(g: GarmentFabric, garment: GarmentModel, pleatZone: number[]): number {
  const centre = Math.max(0, argmax(pleatZone));
  const side = pleatSide(g, garment);
  if (!side || !g.zones[3]?.some((v) => v > 0)) return centre;
  const best = argmax(side);
  if (best < 0 || best === centre || (g.zones[5]?.[best] ?? 0) < SIDE_SIZE) return centre;
  // A body fabric wraps the waist too; a border running down the pleats does not.
  return (g.zones[2]?.[best] ?? 0) < WAIST_SHARE ? centre : best;
}

/** The pleat side's own region must be at least this share of the photo's fabric to win… */
const SIDE_SIZE = 0.1;
/** …and of its waist (vton-dev D08's pleats' grey holds 0.18 of it, the same grey lit 0.26). */
const WAIST_SHARE = 0.15;

/**
 * Per region, its share of a worn front view's pleats: the role match's pleats zone (roles.ts)
 * on the side of the centre line towards the wearer's right hip (the anchors' bottom-left, from
 * body.hipL), above the hem's border. Undefined for other photos, or when under 2 % of the
 * fabric lies there.
 */
function pleatSide(g: GarmentFabric, garment: GarmentModel): number[] | undefined {
  if (garment.kind !== 'worn') return undefined;
  const { tl, tr, bl, br } = garment.anchors.quad;
  const c = (tl.x + tr.x + bl.x + br.x) / 4;
  // The pallu hangs on the other side.
  const pallu = bl.x < c ? 1 : -1;
  const pleats = zoneShares(g.regions, g.width, garmentFrame(garment.anchors), pallu)[PLEATS];
  return pleats?.some((v) => v > 0) ? pleats : undefined;
}

/** Depends on the garment alone: kept with it, like its fabric. */
const cache = new WeakMap<GarmentModel, SareeFabric>();

function findRoles(garment: GarmentModel): SareeFabric {
  const g = garmentFabric(garment);
  const { regions, width } = g;
  const n = regions.labels.length;
  const zones = g.zones;
  const q = garment.anchors.quad;
  const back = seenFromBehind(garment);
  // Seen from behind, a saree shows no pleats: below its wearer's hips hangs the pallu's
  // decorated end (vton-dev D03, D05, D06). Its body fabric is the one most at the waist.
  // From the front, the pleats may lie on the wearer's right of the centre (frontBody).
  const bodyZone = back && zones[2]?.some((v) => v > 0) ? zones[2] : zones[3];
  const pleatZone = bodyZone?.some((v) => v > 0) ? bodyZone : (zones[5] ?? []);
  const body = back ? Math.max(0, argmax(pleatZone)) : frontBody(g, garment, pleatZone);
  const border = borderMask(g, garment, body);
  const borderPixels = count(border);
  const sleeves = zones[0]?.some((v) => v > 0) ? (zones[0] ?? []) : undefined;
  const blouseRegion =
    sleeves && garment.kind === 'worn' ? argmax(sleeves, bodyCloth(regions.colours, body)) : -1;
  const bodyMask = new Uint8Array(n);
  const pallu = new Uint8Array(n);
  const [x0, x1] = [Math.min(q.tl.x, q.bl.x), Math.max(q.tr.x, q.br.x)];
  const [y0, y1] = [Math.min(q.tl.y, q.tr.y), Math.max(q.bl.y, q.br.y)];
  // The photo's wearer's hands over the fabric are not fabric (see wearer-hands.ts).
  const handAt = wearerHands(garment);
  for (let i = 0; i < n; i += 1) {
    const l = regions.labels[i] ?? -1;
    if (l < 0 || border[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    const hand = handAt({ x, y });
    if (hand === 2 || (hand === 1 && isSkinLike(garment.texture, i))) continue;
    if (l === body) bodyMask[i] = 1;
    const chest = y > y0 + (y1 - y0) * 0.2 && y < y1 && x > x0 && x < x1;
    if (garment.kind === 'worn' && chest && (l !== blouseRegion || sleeves?.[l] === 0))
      pallu[i] = 1;
  }
  // A worn photo's skirt (below its wearer's hips) shows the body fabric as it hangs; above, the
  // pallu's pleats run across it. The skirt's fabric comes from there when the photo shows enough.
  // From behind it is the other way round: the pallu's end hangs below the hips, and above them
  // the pallu's first stretch is the body fabric (one region, when the clustering joined the two).
  const hipRow = Math.max(q.bl.y, q.br.y);
  const skirtOnly = bodyMask.map((v, i) => (v && i / width > hipRow !== back ? 1 : 0));
  if (count(skirtOnly) > count(bodyMask) * 0.25) bodyMask.set(skirtOnly);
  const usePallu = count(pallu) > count(bodyMask) * 0.08;
  const sources = new Map<number, Uint8Array>([[BODY_SOURCE, bodyMask]]);
  if (usePallu) sources.set(PALLU_SOURCE, pallu);
  if (borderPixels > 0) sources.set(BORDER_SOURCE, border);
  const palluKey = usePallu ? PALLU_SOURCE : BODY_SOURCE;
  const borderKey = borderPixels > 0 ? BORDER_SOURCE : BODY_SOURCE;
  const colourOf = (key: number) =>
    meanRgb(g.rgb, sources.get(key) ?? bodyMask) ?? regions.colours[body] ?? [128, 128, 128];
  const bodyColour = colourOf(BODY_SOURCE);
  const blouseMask =
    blouseRegion >= 0 ? regions.labels.map((l) => (l === blouseRegion ? 1 : 0)) : border;
  // The blouse's own fabric: its region above its wearer's hips, off the border.
  const blouseFabric = new Uint8Array(n);
  if (blouseRegion >= 0)
    for (let i = 0; i < n; i += 1)
      if (blouseMask[i] && !border[i] && i / width < hipRow) blouseFabric[i] = 1;
  // A blouse region that is mostly zari is the border's colour, not a blouse fabric: a plain
  // blouse in its ground colour reads better than a blouse of border.
  const quiltBlouse =
    count(blouseFabric) > count(bodyMask) * 0.05 && zariShare(garment, blouseFabric) < 0.2;
  if (quiltBlouse) sources.set(BLOUSE_SOURCE, blouseFabric);
  const blouse: Rgb = groundColour(g.rgb, Uint8Array.from(blouseMask)) ?? [
    bodyColour[0] * 0.7,
    bodyColour[1] * 0.7,
    bodyColour[2] * 0.7,
  ];
  return {
    fabric: g,
    sources,
    map: [BODY_SOURCE, palluKey, borderKey, borderKey, quiltBlouse ? BLOUSE_SOURCE : -1],
    colours: [bodyColour, colourOf(palluKey), colourOf(borderKey), colourOf(borderKey), blouse],
    blouse,
    borderWidth: borderPixels > 0 ? bandWidth(border, width) : undefined,
  };
}

/**
 * Quilts each drape label from its source at the print's scale (`scale` garment pixels per person
 * pixel); `turn` per pixel turns the blocks (the pallu runs diagonally). RGB floats, -1 where a
 * source was too thin to quilt.
 */
export function quiltDrape(
  s: SareeFabric,
  labels: Int8Array,
  width: number,
  height: number,
  scale: number,
  block: number,
  turn: Float32Array,
): Float32Array {
  const g = s.fabric;
  // Sources made here live beside the garment's cached ones for this call only.
  const insides = new Map(g.insides);
  for (const [key, mask] of s.sources) insides.set(key, mask);
  const src = { ...g, scale, insides, starts: new Map(g.starts) };
  return synthesiseFabric(
    { labels, colours: [], sizes: [] },
    width,
    height,
    s.map,
    src,
    block,
    turn,
  );
}
