import type { Category } from '../../types';
import {
  PART_NONE,
  PART_SLEEVE_L,
  PART_SLEEVE_R,
  OCCLUDED_BY_JEWELLERY,
  type GarmentModel,
} from '../garment/garment-analysis';
import { calibrateSkin, skinScore, toYCbCr } from '../person/skin';
import { distanceToSegment, hypotBelow, type Point } from '../raster/geometry';
import { labelComponents } from '../raster/components';
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
import { foldShadows } from './fold-shadows';

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
  /** A saree photo's: where its folds cast their shadows (1; fold-shadows.ts). */
  shadows?: Uint8Array;
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
 * The garment photo's pixels of its wearer's bare skin, not fabric to copy: smooth and
 * skin-coloured, less saturated than grey and beige silk. Where the wearer's face was seen, a
 * pixel far from its colour (FACE_CHROMA) is skin only beside the wearer's arms or in a patch
 * that reaches the cut-out's outline (a bare back below the neck, an arm at the side): grey-gold
 * silk and shaded zari pass the colour test in flecks inside the fabric.
 */
function bareSkin(
  garment: GarmentModel,
  shown: (i: number) => boolean,
  hands: Uint8Array,
  std: Float32Array,
): { coloured: Float32Array; skin: Uint8Array } {
  const { width, height, texture } = garment;
  const out = new Uint8Array(width * height);
  // Pixels of skin's colour and smoothness (what the colour test alone takes for skin).
  const candidates = createFloatMap(width, height);
  const coloured = candidates.data;
  // A folded saree has no wearer, and its zari in a fold's shade is smooth and skin-toned.
  if (garment.kind === 'swatch') return { coloured, skin: out };
  const model = calibrateSkin({ data: new Uint8Array(0), width, height, channels: 3 }, undefined);
  const minChroma = 0.6 * Math.hypot(model.cb - 128, model.cr - 128);
  const face = garment.wearerSkin && toYCbCr(...garment.wearerSkin);
  const faceLike = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i += 1) {
    if (!shown(i) || hands[i] || (std[i] ?? 0) >= 4) continue;
    const r = texture[i * 3] ?? 0;
    const g = texture[i * 3 + 1] ?? 0;
    const b = texture[i * 3 + 2] ?? 0;
    // Grey and beige silk is as smooth as skin and near its hue, but far less saturated.
    const [, cb, cr] = toYCbCr(r, g, b);
    if (hypotBelow(cb - 128, cr - 128, minChroma) || skinScore(model, r, g, b) <= 0.6) continue;
    coloured[i] = 1;
    if (!face || hypotBelow(cb - face[1], cr - face[2], FACE_CHROMA)) faceLike[i] = 1;
  }
  // Patches a few pixels apart are one (a blouse's ties cross a bare back).
  const { labels, sizes } = labelComponents(morphMask(candidates, PATCH_GAP));
  // Per patch (label), 1 when it reaches the cut-out's outline.
  const outline = new Uint8Array(sizes.length + 1);
  for (let i = 0; i < out.length; i += 1) {
    const label = labels[i] ?? 0;
    if (label === 0 || outline[label]) continue;
    const x = i % width;
    const edge =
      x === 0 ||
      x === width - 1 ||
      i < width ||
      i >= out.length - width ||
      !shown(i - 1) ||
      !shown(i + 1) ||
      !shown(i - width) ||
      !shown(i + width);
    if (edge) outline[label] = 1;
  }
  const nearArm = besideArms(garment);
  for (let i = 0; i < out.length; i += 1) {
    const label = labels[i] ?? 0;
    if (coloured[i] && (faceLike[i] || outline[label] || nearArm(i))) out[i] = 1;
  }
  return { coloured, skin: out };
}

/**
 * Skin-coloured smooth pixels further than this (CbCr) from the garment wearer's face are skin
 * only beside the wearer's arms. Measured on vton-dev's saree photos, the pixels the colour test
 * alone took for skin: a bare back or arm 3 to 5 from the face (median), in a pink-lit photo 10
 * to 13 (arms); grey-gold silk 12, shaded zari 13, a cream net dupatta 20. D08's silk taken out
 * left the quilt its pleats' shadows to copy, as dark ridges down the re-dressed saree.
 */
const FACE_CHROMA = 8;

/** Skin-coloured pixels this close (px) are one patch of skin. */
const PATCH_GAP = 3;

/** How far from the garment wearer's arm bones (× shoulder width) skin still counts as arm. */
const ARM_REACH = 0.15;

/** Whether a garment photo's pixel lies beside its wearer's arms (shoulder, elbow, wrist). */
function besideArms(garment: GarmentModel): (i: number) => boolean {
  const { quad, armL, armR, fineArms, forearms = [] } = garment.anchors;
  const reach = ARM_REACH * Math.hypot(quad.tr.x - quad.tl.x, quad.tr.y - quad.tl.y);
  const bones: [Point, Point][] = [...forearms];
  for (const arm of [fineArms?.L ?? armL, fineArms?.R ?? armR])
    if (arm) bones.push([arm[0], arm[1]], [arm[1], arm[2]]);
  const { width } = garment;
  return (i) => {
    const x = i % width;
    const y = (i - x) / width;
    return bones.some(([a, b]) => distanceToSegment(x, y, a, b) < reach);
  };
}

/**
 * Where the garment photo shows fabric to copy from: its cut-out (a swatch's alpha is 1
 * everywhere: less the backdrop around a folded saree, which the analysis filled with smeared
 * fabric colours), less smooth skin-coloured areas a worn photo's cut-out can keep (a bare back
 * seen from behind), eroded off the edges. A worn photo's fill where the wearer's necklace was
 * is not a source (decision 046): a blur quilted into a flat pallu. Nor, for a top, is its fill
 * behind the wearer's hands and arms (decision 153): smeared from the skin and fabric round it,
 * D14's kurta photo gave the quilt pale peach blotches. A saree's fill stays a source: left out,
 * the colour the same-fabric rule matches moved (D01's distance to its garment 2.7 to 6.7).
 * The garment's parts are found without anything of skin's colour (`parts`); the quilt copies
 * from the pixels bareSkin does not take for the wearer's skin (`quilt`, decision 156).
 */
function fabricSource(
  garment: GarmentModel,
  category?: Category,
): { parts: FloatMap; quilt: FloatMap } {
  const { width, height, texture } = garment;
  const backdrop = garment.kind === 'swatch' ? garment.occluded : undefined;
  const shown = (i: number) => (garment.alpha.data[i] ?? 0) > 0.5 && !backdrop?.[i];
  const filled = (i: number) => garment.kind === 'worn' && garment.occluded?.[i] === 1;
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
  const { coloured, skin } = bareSkin(garment, shown, hands, std);
  const without = (left: ArrayLike<number>) => {
    const mask = createFloatMap(width, height);
    let kept = 0;
    let total = 0;
    for (let i = 0; i < mask.data.length; i += 1) {
      if (!shown(i)) continue;
      total += 1;
      if (hands[i] || left[i]) continue;
      mask.data[i] = 1;
      kept += 1;
    }
    if (kept < total * 0.5)
      for (let i = 0; i < mask.data.length; i += 1) mask.data[i] = shown(i) && !hands[i] ? 1 : 0;
    return morphMask(morphMask(mask, -3), 1);
  };
  return { parts: without(coloured), quilt: without(skin) };
}

/**
 * The quilt's source pixels the parts were found without (silk the colour test alone took for
 * bare skin, see bareSkin) each take the part nearest them, the fabric round them: grown in from
 * the labelled pixels beside them (breadth first, through those pixels only).
 */
function withFlecks(regions: FabricRegions, quilt: FloatMap, width: number): void {
  const { labels, sizes } = regions;
  const fleck = (i: number) => (labels[i] ?? -1) < 0 && (quilt.data[i] ?? 0) > 0.5;
  const beside = (i: number) => {
    const x = i % width;
    const four = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
    return four.filter((j) => j >= 0 && j < labels.length);
  };
  // Fleck pixels beside a labelled one take its label; the rest are reached from them.
  const seeds: [number, number][] = [];
  for (let i = 0; i < labels.length; i += 1) {
    if (!fleck(i)) continue;
    const from = beside(i).find((j) => (labels[j] ?? -1) >= 0);
    if (from !== undefined) seeds.push([i, labels[from] ?? -1]);
  }
  const queue = seeds.map(([i, label]) => {
    labels[i] = label;
    return i;
  });
  for (let head = 0; head < queue.length; head += 1) {
    const i = queue[head] ?? 0;
    const label = labels[i] ?? 0;
    sizes[label] = (sizes[label] ?? 0) + 1;
    for (const j of beside(i))
      if (fleck(j)) {
        labels[j] = label;
        queue.push(j);
      }
  }
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
  const { parts: mask, quilt } = fabricSource(garment, category);
  // A swatch's light is its folds' (see splitShadeFree); a worn photo's parts keep the split
  // the person's worn fabric gets, so a saree re-dressed with itself matches part for part.
  const split = garment.kind === 'swatch' ? splitShadeFree : splitFabric;
  const regions = cleanRegions(
    split(smoothInside(garment.texture, 3, mask, Math.max(2, unit / 12)), mask),
    garment.width,
    garment.height,
    unit / 10,
  );
  withFlecks(regions, quilt, garment.width);
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
    ...(category === 'saree'
      ? { shadows: foldShadows(rgb, regions, unit, garment.width, garment.height) }
      : {}),
  };
  cache.set(garment, fabric);
  return fabric;
}
