import type { Category } from '../../types';
import {
  PART_NONE,
  PART_SLEEVE_L,
  PART_SLEEVE_R,
  OCCLUDED_BY_JEWELLERY,
  type GarmentModel,
} from '../garment/garment-analysis';
import { calibrateSkin, skinScore, toYCbCr } from '../person/skin';
import { hypotBelow } from '../raster/geometry';
import { localStd } from '../raster/local-std';
import { createFloatMap, morphMask, type FloatMap } from '../raster/raster';
import {
  cleanRegions,
  smoothInside,
  splitFabric,
  splitShadeFree,
  type FabricRegions,
} from './fabric-regions';
import { flattenLight, regionLights, type RegionLight } from './shading';
import { garmentFrame, ZONES, zoneShares } from './roles';
import { wearerHands } from '../replace/wearer-hands';
import { isSkinLike } from '../replace/place-garment';
import { smoothGround } from './smooth-ground';

/** The garment's fabric as the re-dress copies it; depends on the garment alone (cached). */
export interface GarmentFabric {
  regions: FabricRegions;
  /** RGB floats, the garment photo's own light flattened. */
  rgb: Float32Array;
  width: number;
  height: number;
  /** The garment's width unit in its photo: its wearer's shoulders (hips for lower garments). */
  unit: number;
  /** Texture energy per region at the print's scale (see regionLight). */
  texture: number[];
  /** Quilting block corners per region and block size. */
  starts: Map<string, Int32Array>;
  /** Per region: where the garment photo shows it. */
  insides: Map<number, Uint8Array>;
  /** Per zone of its wearer's body, the share of each region (see roles.ts). */
  zones: number[][];
}

const cache = new WeakMap<GarmentModel, GarmentFabric>();

/** The garment's fabric if it was already made (here or on the fabric thread). */
export const findGarmentFabric = (garment: GarmentModel): GarmentFabric | undefined =>
  cache.get(garment);

/** Keeps a fabric made elsewhere (the fabric thread) as this garment's; returns the one kept. */
export function keepGarmentFabric(garment: GarmentModel, fabric: GarmentFabric): GarmentFabric {
  const made = cache.get(garment);
  if (made) return made;
  cache.set(garment, fabric);
  return fabric;
}

/**
 * Whether a pixel is in a sleeve that reaches down the forearm (past half of it): an elbow-length
 * blouse sleeve ends where the forearm, and the wearer's hands' reach, begins.
 */
function inLongSleeve(garment: GarmentModel, i: number): boolean {
  const part = garment.parts[i] ?? PART_NONE;
  const reach =
    part === PART_SLEEVE_L
      ? garment.sleeveReach.L
      : part === PART_SLEEVE_R
        ? garment.sleeveReach.R
        : 0;
  return reach >= LONG_SLEEVE;
}

/** A sleeve reaching this far (0 none, 1 elbow, 2 wrist) covers the forearm. */
const LONG_SLEEVE = 1.5;

/** A hand's local luminance spread (2 px) stays under this; embroidery's is far above it. */
const SMOOTH_SKIN = 12;

/**
 * Where the garment photo shows fabric to copy from: its cut-out (a swatch's alpha is 1
 * everywhere: less the backdrop around a folded saree, which the analysis filled with smeared
 * fabric colours), less smooth skin-coloured areas a worn photo's cut-out can keep (a bare back
 * seen from behind), eroded off the edges. A worn photo's fill where the wearer's necklace was
 * is not a source (decision 046): a blur quilted into a flat pallu. Nor, for a top, is its fill
 * behind the wearer's hands and arms (decision 153): smeared from the skin and fabric round it,
 * D14's kurta photo gave the quilt pale peach blotches. A saree's fill stays a source: left out,
 * the colour the same-fabric rule matches moved (D01's distance to its garment 2.7 to 6.7).
 */
function fabricSource(garment: GarmentModel, category?: Category): FloatMap {
  const { width, height, texture } = garment;
  const backdrop = garment.kind === 'swatch' ? garment.occluded : undefined;
  const shown = (i: number) => (garment.alpha.data[i] ?? 0) > 0.5 && !backdrop?.[i];
  const filled = (i: number) => garment.kind === 'worn' && garment.occluded?.[i] === 1;
  const mask = createFloatMap(width, height);
  const skin = calibrateSkin({ data: new Uint8Array(0), width, height, channels: 3 }, undefined);
  const minChroma = 0.6 * Math.hypot(skin.cb - 128, skin.cr - 128);
  const luma = new Float32Array(width * height);
  for (let i = 0; i < luma.length; i += 1)
    luma[i] =
      0.299 * (texture[i * 3] ?? 0) +
      0.587 * (texture[i * 3 + 1] ?? 0) +
      0.114 * (texture[i * 3 + 2] ?? 0);
  const std = localStd(luma, width, height, 2);
  // The wearer's hands over the fabric (a bride's mehndi, bangles) are not fabric to copy.
  // Computed once per cut-out pixel: the fallback below reads it again.
  const handAt = wearerHands(garment);
  const bareArm = (i: number) =>
    garment.kind === 'worn' &&
    category === 'upper' &&
    (garment.parts[i] ?? PART_NONE) === PART_NONE &&
    isSkinLike(texture, i);
  const hands = new Uint8Array(width * height);
  for (let i = 0; i < hands.length; i += 1) {
    if (!shown(i)) continue;
    const x = i % width;
    if (garment.occluded?.[i] === OCCLUDED_BY_JEWELLERY || (category === 'upper' && filled(i)))
      hands[i] = 1;
    // A top's wearer's bare arms below short sleeves lie in the cut-out but in no part of the
    // garment (vton garment_01: the forearms quilted onto a tattoo as orange blocks).
    if (bareArm(i)) {
      hands[i] = 1;
      continue;
    }
    const hand = handAt({ x, y: (i - x) / width });
    if (hand === 0) continue;
    // A long sleeve covers the forearm the hand capsules carry on from: there only smooth skin is
    // hand (a cuff's embroidery is fabric, its beige threads skin-coloured but busy).
    const skinLike = isSkinLike(texture, i);
    const isHand =
      category === 'upper' && inLongSleeve(garment, i)
        ? skinLike && (std[i] ?? 0) < SMOOTH_SKIN
        : hand === 2 || skinLike;
    if (isHand) hands[i] = 1;
  }
  let kept = 0;
  let total = 0;
  for (let i = 0; i < mask.data.length; i += 1) {
    if (!shown(i)) continue;
    total += 1;
    if (hands[i]) continue;
    const o = i * 3;
    const r = texture[o] ?? 0;
    const g = texture[o + 1] ?? 0;
    const b = texture[o + 2] ?? 0;
    // Grey and beige silk is as smooth as skin and near its hue, but far less saturated.
    const [, cb, cr] = toYCbCr(r, g, b);
    // A folded saree has no wearer, and its zari in a fold's shade is smooth and skin-toned.
    const isSkin =
      garment.kind !== 'swatch' &&
      (std[i] ?? 0) < 4 &&
      !hypotBelow(cb - 128, cr - 128, minChroma) &&
      skinScore(skin, r, g, b) > 0.6;
    if (isSkin) continue;
    mask.data[i] = 1;
    kept += 1;
  }
  if (kept < total * 0.5)
    for (let i = 0; i < mask.data.length; i += 1) mask.data[i] = shown(i) && !hands[i] ? 1 : 0;
  return morphMask(morphMask(mask, -3), 1);
}

/**
 * Where each region sits on the garment's wearer. A fabric swatch (a folded saree, a bolt of
 * cloth) has no wearer: where its border or motifs lie in the photo says nothing of the body,
 * so only the regions' sizes count (the body fabric is the largest).
 */
function fabricZones(garment: GarmentModel, regions: FabricRegions): number[][] {
  const zones = zoneShares(regions, garment.width, garmentFrame(garment.anchors));
  if (garment.kind !== 'swatch') return zones;
  return zones.map((row, z) => (z === ZONES - 1 ? row : row.map(() => 0)));
}

const largestPart = (regions: FabricRegions) => regions.sizes.indexOf(Math.max(...regions.sizes));

/**
 * Mean luminance swing (levels) of a fabric's fine detail under which it is a plain cloth: its
 * photo's detail is sheen and creases, not print. Measured on the fixtures' body fabrics: black
 * sherwani 3.1, black tee 3.7, flat polo 2.7; the plainest printed or woven ones 5.6 (navy
 * saree with gold buttis), 7.8, then 9.5 and up.
 */
const PLAIN_SWING = 5;

/**
 * Whether a part's fabric is plain: its texture energy (relative to its mean) in levels. A dark
 * cloth's sheen is a large share of its own low level; in levels it is as small as a pale one's.
 */
const plainGround = (fine: RegionLight, part: number) =>
  (fine.texture[part] ?? 1) * Math.max(4, fine.mean[part] ?? 0) < PLAIN_SWING;

/**
 * Splits the garment's fabric into parts and flattens its light, once per garment. `category`:
 * for a top ('upper') a long sleeve's forearm is fabric; a saree's pallu over the arm and a
 * bride's hands are not.
 */
export function garmentFabric(garment: GarmentModel, category?: Category): GarmentFabric {
  const hit = cache.get(garment);
  if (hit) return hit;
  const { tl, tr } = garment.anchors.quad;
  const unit = Math.max(8, Math.hypot(tr.x - tl.x, tr.y - tl.y));
  const mask = fabricSource(garment, category);
  // A swatch's light is its folds' (see splitShadeFree); a worn photo's parts keep the split
  // the person's worn fabric gets, so a saree re-dressed with itself matches part for part.
  const split = garment.kind === 'swatch' ? splitShadeFree : splitFabric;
  const regions = cleanRegions(
    split(smoothInside(garment.texture, 3, mask, Math.max(2, unit / 12)), mask),
    garment.width,
    garment.height,
    unit / 10,
  );
  const [light, fine] = regionLights(garment.texture, 3, garment.width, garment.height, regions, [
    Math.max(4, unit / 5),
    Math.max(2, unit / 16),
  ]) as [RegionLight, RegionLight];
  const rgb = flattenLight(garment.texture, light, regions.labels);
  const body = largestPart(regions);
  if (garment.kind === 'swatch' || plainGround(fine, body))
    smoothGround(rgb, regions.labels, [body]);
  const fabric: GarmentFabric = {
    regions,
    texture: fine.texture,
    rgb,
    width: garment.width,
    height: garment.height,
    unit,
    starts: new Map(),
    insides: new Map(),
    zones: fabricZones(garment, regions),
  };
  cache.set(garment, fabric);
  return fabric;
}
