import type { Human } from '@vladmandic/human';
import { TryonError } from '../../errors';
import type { Category, GarmentPhotoType } from '../../types';
import { buildBody, countPeople, seenFromBehindBy, type Body } from '../person/body';
import { runExclusive } from '../person/human-runtime';
import {
  bestFace,
  detectPeople,
  type FaceBox,
  type Keypoint,
  type PeopleDetection,
} from '../person/detect-people';
import { fillOutsideMask } from '../raster/fill';
import { medianSkinColour } from '../person/person-fills';
import { calibrateSkin } from '../person/skin';
import { synthesiseFill } from '../raster/synthesise';
import { dist, inverseBilinear, lerp, segmentDistance, type Point } from '../raster/geometry';
import { flatAnchors, swatchAnchors, wornAnchors, type GarmentAnchors } from './garment-landmarks';
import {
  findWornJewellery,
  foundWornSkin,
  isBlank,
  keepWornSkin,
  separateFlatGarment,
  separateWornGarment,
} from './garment-mask';
import { findWearerHands } from './wearer-pose';
import { collarShare, COLLAR_SHARE, necklineShape, type NecklineShape } from './collar';
import { isSkinLikeRgb, meanColour, type Rgb } from '../raster/palette';
import {
  blurMap,
  countMask,
  createFloatMap,
  morphMask,
  type FloatMap,
  type RasterImage,
} from '../raster/raster';
import { fillHoles } from '../raster/components';

export type GarmentKind = 'flat' | 'worn' | 'swatch';

/** @public Not part of the garment (named for readers of the part map; never compared). */
export const PART_NONE = 0;
export const PART_BODY = 1;
export const PART_SLEEVE_L = 2;
export const PART_SLEEVE_R = 3;

/** `occluded`'s mark for fabric a necklace hid: the re-dress copies no fabric from there. */
export const OCCLUDED_BY_JEWELLERY = 2;

/** Everything the fit needs about one garment photo; cached by the photo's content hash. */
export interface GarmentModel {
  kind: GarmentKind;
  width: number;
  height: number;
  /** RGB floats, filled past the silhouette (pull-push) so edges never sample background. */
  texture: Float32Array;
  /** Soft silhouette 0..1. */
  alpha: FloatMap;
  /** PART_* label per pixel. */
  parts: Uint8Array;
  anchors: GarmentAnchors;
  colour: Rgb;
  /** How far each sleeve reaches along its arm: 0 none, 1 to the elbow, 2 to the wrist. */
  sleeveReach: { L: number; R: number };
  /** Sample by mirrored tiling instead of clamping (fabric swatches). */
  tiles: boolean;
  /**
   * A worn top whose wearer's neck front is covered above the shoulders (a band collar, a crew
   * neck: see collarShare); undefined when not measured (flat photos, no face).
   */
  highNeck?: boolean;
  /** A worn one-piece's (lehenga's) choli neckline, read on its wearer (necklineShape). */
  neckline?: NecklineShape;
  /** Worn photos: the median colour of the wearer's face skin (dropWearerSkin reads its hue). */
  wearerSkin?: Rgb;
  /**
   * Worn photos: the wearer's head is seen in profile, the eyes on one spot (headInProfile): in a
   * shop's saree photo, a back view with the head turned to the camera, which the pose can read
   * as a front view (vton-dev D01, D02; see seenFromBehind).
   */
  headInProfile?: boolean;
  /**
   * 1 where the photo did not show the fabric and the analysis synthesised it: on worn photos the
   * wearer's hands or arms in front of it (see fillOccluded; replace makes those pixels again
   * from the fabric the photo does show, at the person's scale); on a swatch, whose alpha is 1
   * everywhere, the backdrop around a folded saree (the texture's pull-push fill).
   * 2 where the wearer's necklace hid it (OCCLUDED_BY_JEWELLERY).
   */
  occluded?: Uint8Array;
}

interface Separation {
  kind: GarmentKind;
  mask: FloatMap;
  /** The wearer's matte (worn photos). */
  matte?: FloatMap;
  /** The necklace the wearer wears over the garment (worn photos). */
  jewellery?: FloatMap;
  anchors: GarmentAnchors;
}

/**
 * What the models see on a garment photo: its people (pose, faces, matte) and, on a photo of one
 * wearer, that wearer's hands. Everything the analysis needs from Human; the rest
 * (`finishGarment`) is plain JS on these and the image, so it can run on another thread.
 */
export interface GarmentObservation {
  image: RasterImage;
  category: Category;
  photoType: GarmentPhotoType | undefined;
  detection: PeopleDetection;
  /** The single wearer's body and hands (worn photos). */
  wearer?: { body: Body; hands: Pick<GarmentAnchors, 'hands' | 'forearms' | 'fineArms'> };
  /**
   * The wearer's smooth skin, when the garment's kind detection has cut the wearer out already:
   * the analysis (on the fabric thread) does not find it again.
   */
  skin?: FloatMap;
}

/** The garment photo's model calls (see GarmentObservation); throws BLANK_GARMENT. */
export async function observeGarment(
  human: Human,
  image: RasterImage,
  category: Category,
  photoType?: GarmentPhotoType,
  detected?: PeopleDetection,
): Promise<GarmentObservation> {
  if (isBlank(image)) throw new TryonError('BLANK_GARMENT');
  const detection = detected ?? (await runExclusive(() => detectPeople(human, image)));
  const hasFace = detection.faces.some((f) => f.score >= 0.6);
  // Worn when a face is seen, or when the caller says so and a body is seen (a back view).
  const isWorn = photoType === 'on-model' || (photoType === undefined && hasFace);
  const body = isWorn ? buildBody(detection.keypoints) : undefined;
  const observed = { image, category, photoType, detection };
  if (!body || countPeople(detection) > 1) return observed;
  const hands = await findWearerHands(human, image, detection.keypoints, body);
  const skin = foundWornSkin(image, detection, body);
  return { ...observed, wearer: { body, hands }, ...(skin ? { skin } : {}) };
}

function separate(observed: GarmentObservation): Separation {
  const { image, category, detection, wearer } = observed;
  if (wearer) {
    const { body, hands } = wearer;
    if (observed.skin) keepWornSkin(image, detection, body, observed.skin);
    // A saree's model wears her necklace over its pallu (decision 046).
    const mask = separateWornGarment(image, detection, body, category, {
      jewellery: category === 'saree',
    });
    const anchors = { ...wornAnchors(body, category), ...hands };
    const jewellery = findWornJewellery(image, detection, body);
    return { kind: 'worn', mask, anchors, matte: detection.matte, ...(jewellery && { jewellery }) };
  }
  const mask = separateFlatGarment(image);
  const share = countMask(mask) / mask.data.length;
  if (category === 'saree' && share >= 0.02) {
    // An unworn saree is a length of fabric, not a shape: drape its texture (holes filled by pull-push).
    return { kind: 'swatch', mask, anchors: swatchAnchors(image.width, image.height) };
  }
  if (share > 0.9) {
    if (category !== 'saree' && category !== 'full') {
      throw new TryonError(
        'GARMENT_NOT_SEPARABLE',
        'The garment fills the whole photo, so its shape cannot be seen. Please use a photo that shows the whole garment on a plain background.',
      );
    }
    return {
      kind: 'swatch',
      mask: createFloatMap(image.width, image.height, 1),
      anchors: swatchAnchors(image.width, image.height),
    };
  }
  if (share < 0.02) throw new TryonError('GARMENT_NOT_SEPARABLE');
  return { kind: 'flat', mask, anchors: flatAnchors(mask, category) };
}

type ArmAnchor = NonNullable<GarmentAnchors['armL']>;

function alongArm(p: { x: number; y: number }, arm: ArmAnchor): number {
  const upper = segmentDistance(p, arm[0], arm[1]);
  const fore = segmentDistance(p, arm[1], arm[2]);
  return upper.d <= fore.d ? upper.t : 1 + fore.t;
}

/**
 * How far the sleeve runs down its arm (0..2, elbow = 1): walk the arm's centre line until it
 * leaves the garment (bare skin on a model, background on a flat shot).
 */
function isMostlyInside(
  mask: FloatMap,
  p: { x: number; y: number },
  r: number,
  isSkin?: (i: number) => boolean,
): boolean {
  let inside = 0;
  let total = 0;
  for (let dy = -r; dy <= r; dy += 2) {
    for (let dx = -r; dx <= r; dx += 2) {
      const x = Math.round(p.x + dx);
      const y = Math.round(p.y + dy);
      total += 1;
      if (
        x >= 0 &&
        y >= 0 &&
        x < mask.width &&
        y < mask.height &&
        (mask.data[y * mask.width + x] ?? 0) > 0.5 &&
        !isSkin?.(y * mask.width + x)
      )
        inside += 1;
    }
  }
  return inside >= total * 0.3;
}

export function measureSleeveReach(
  mask: FloatMap,
  arm: ArmAnchor | undefined,
  isSkin?: (i: number) => boolean,
): number {
  if (!arm) return 0;
  // Keypoints sit near the silhouette's edge at elbows: look at a small disc, not one pixel.
  const r = Math.max(2, Math.round(dist(arm[0], arm[1]) * 0.08));
  let misses = 0;
  let entered = false;
  for (let along = 0.05; along <= 2; along += 0.02) {
    const p = along <= 1 ? lerp(arm[0], arm[1], along) : lerp(arm[1], arm[2], along - 1);
    const inside = isMostlyInside(mask, p, r, isSkin);
    entered ||= inside;
    if (!entered) {
      if (along > 0.5) return 0;
      continue;
    }
    misses = inside ? 0 : misses + 1;
    if (misses >= 4) return Math.max(0, along - 0.08);
  }
  return 2;
}

/**
 * A worn top's cut-out keeps its wearer's bare arms when their skin fails the strict test (not as
 * saturated or smooth as the face): on a top that is mostly not skin-coloured, skin-coloured
 * pixels are that wearer's skin, so a short sleeve ends where the arm turns to skin.
 */
function wearerSkinTest(
  image: RasterImage,
  mask: FloatMap,
  anchors: GarmentAnchors,
): ((i: number) => boolean) | undefined {
  const isSkin = (i: number) => {
    const r = image.data[i * 3] ?? 0;
    const g = image.data[i * 3 + 1] ?? 0;
    const b = image.data[i * 3 + 2] ?? 0;
    // Or skin in the shadow along an arm: darker, the same warm hue.
    return isSkinLikeRgb(r, g, b) || (r > 45 && r > g + 8 && g > b - 8 && r - b > 18);
  };
  // The torso between the shoulders and the hips: the fabric itself.
  let total = 0;
  let skin = 0;
  const { quad } = anchors;
  for (let i = 0; i < mask.data.length; i += 3) {
    if ((mask.data[i] ?? 0) <= 0.5) continue;
    const x = i % mask.width;
    const { s, t } = inverseBilinear(quad, { x, y: (i - x) / mask.width });
    if (s < 0.15 || s > 0.85 || t < 0.1 || t > 0.9) continue;
    total += 1;
    if (isSkin(i)) skin += 1;
  }
  return total > 0 && skin < total * 0.15 ? isSkin : undefined;
}

/**
 * The wearer's bare arms past the sleeve's end are not the garment: skin-coloured pixels along an
 * arm from near its sleeve's end (the sleeves' reach is the longer one's) are no part of it, so
 * they are no part of it (part none inside the cut-out), and the fit leaves them out of the
 * silhouette it maps (`withoutBareArms`). The cut-out itself keeps them: the re-dress reads it.
 */
function dropBareArms(
  mask: FloatMap,
  anchors: GarmentAnchors,
  sleeveReach: { L: number; R: number },
  isSkin: (i: number) => boolean,
  parts: Uint8Array,
): void {
  const reach = dist(anchors.quad.tl, anchors.quad.tr) * 0.3;
  const arms = [
    [anchors.fineArms?.L ?? anchors.armL, sleeveReach.L],
    [anchors.fineArms?.R ?? anchors.armR, sleeveReach.R],
  ] as const;
  for (let i = 0; i < mask.data.length; i += 1) {
    if ((mask.data[i] ?? 0) <= 0.5 || !isSkin(i)) continue;
    const x = i % mask.width;
    const p = { x, y: (i - x) / mask.width };
    for (const [arm, limit] of arms) {
      if (!arm) continue;
      const d = Math.min(
        segmentDistance(p, arm[0], arm[1]).d,
        segmentDistance(p, arm[1], arm[2]).d,
      );
      if (d < reach && alongArm(p, arm) > limit - 0.15) {
        parts[i] = PART_NONE;
        break;
      }
    }
  }
}

/** Labels sleeves: pixels beside the shoulder-hip lines, hugging that side's arm, within its reach. */
function labelParts(
  mask: FloatMap,
  anchors: GarmentAnchors,
  isSkin?: (i: number) => boolean,
): { parts: Uint8Array; sleeveReach: { L: number; R: number } } {
  const parts = new Uint8Array(mask.data.length);
  const { quad } = anchors;
  const armL = anchors.fineArms?.L ?? anchors.armL;
  const armR = anchors.fineArms?.R ?? anchors.armR;
  const measured = {
    L: measureSleeveReach(mask, armL, isSkin),
    R: measureSleeveReach(mask, armR, isSkin),
  };
  // Sleeves come in pairs: a hand in a pocket or a bent arm makes one look shorter than it is.
  // A missing sleeve (one-shoulder designs) stays missing.
  const pair = Math.max(measured.L, measured.R);
  const sleeveReach = measured.L > 0 && measured.R > 0 ? { L: pair, R: pair } : measured;
  // A sleeve hugs its arm; body fabric beside the hips is further away even when the arm hangs down.
  const reach = dist(quad.tl, quad.tr) * 0.3;
  const isSleeve = (p: { x: number; y: number }, arm: ArmAnchor | undefined, limit: number) =>
    arm !== undefined &&
    limit > 0 &&
    Math.min(segmentDistance(p, arm[0], arm[1]).d, segmentDistance(p, arm[1], arm[2]).d) < reach &&
    alongArm(p, arm) <= limit + 0.05;
  for (let y = 0; y < mask.height; y += 1) {
    for (let x = 0; x < mask.width; x += 1) {
      const i = y * mask.width + x;
      if ((mask.data[i] ?? 0) <= 0.5) continue;
      parts[i] = PART_BODY;
      if (!armL && !armR) continue;
      const p = { x, y };
      const { s } = inverseBilinear(quad, p);
      if (s < 0 && isSleeve(p, armL, sleeveReach.L)) parts[i] = PART_SLEEVE_L;
      else if (s > 1 && isSleeve(p, armR, sleeveReach.R)) parts[i] = PART_SLEEVE_R;
    }
  }
  return { parts, sleeveReach };
}

/**
 * Holes inside a worn garment are where the wearer's hands or arms were in front of it: they
 * become fabric synthesised from the garment's own visible texture.
 */
function fillOccluded(
  image: RasterImage,
  mask: FloatMap,
  matte: FloatMap,
): { mask: FloatMap; hole: Uint8Array; rgb: Float32Array } | undefined {
  const closed = fillHoles(mask);
  const between = betweenInRow(mask);
  const hole = new Uint8Array(mask.data.length);
  let count = 0;
  // Only where the wearer is (hands, arms): a gap between arm and body shows the backdrop.
  for (let i = 0; i < hole.length; i += 1) {
    const isHole = ((closed.data[i] ?? 0) > 0.5 || between[i] === 1) && (mask.data[i] ?? 0) <= 0.5;
    hole[i] = isHole && (matte.data[i] ?? 0) > 0.5 ? 1 : 0;
    closed.data[i] = (mask.data[i] ?? 0) > 0.5 || hole[i] ? 1 : 0;
    count += hole[i] ?? 0;
  }
  if (count === 0) return undefined;
  const inner = morphMask(mask, -2).data;
  const source = new Uint8Array(inner.length);
  for (let i = 0; i < inner.length; i += 1) source[i] = (inner[i] ?? 0) > 0.5 ? 1 : 0;
  return { mask: closed, hole, rgb: synthesiseFill({ image, hole, source, seed: 5 }) };
}

/** 1 where a pixel has garment on both sides in its row, within a short reach. */
function betweenInRow(mask: FloatMap): Uint8Array {
  const { width, height } = mask;
  const out = new Uint8Array(width * height);
  const reach = Math.round(width * 0.12);
  for (let y = 0; y < height; y += 1) {
    let last = -Infinity;
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if ((mask.data[i] ?? 0) > 0.5) {
        if (x - last > 1 && x - last <= reach)
          for (let k = last + 1; k < x; k += 1) out[y * width + k] = 1;
        last = x;
      }
    }
  }
  return out;
}

/** Where the texture is the pull-push fill, not the photo: outside `inner` (1). */
function unshown(inner: FloatMap): Uint8Array | undefined {
  const out = new Uint8Array(inner.data.length);
  let any = false;
  for (let i = 0; i < out.length; i += 1)
    if ((inner.data[i] ?? 0) <= 0.5) [out[i], any] = [1, true];
  return any ? out : undefined;
}

function markJewellery(hole: Uint8Array, jewellery: FloatMap): void {
  for (let i = 0; i < hole.length; i += 1)
    if (hole[i] && (jewellery.data[i] ?? 0) > 0.5) hole[i] = OCCLUDED_BY_JEWELLERY;
}

function withOccludedFill(
  texture: Float32Array,
  filled: { hole: Uint8Array; rgb: Float32Array } | undefined,
): Float32Array {
  if (!filled) return texture;
  for (let i = 0; i < filled.hole.length; i += 1) {
    if (!filled.hole[i]) continue;
    for (let c = 0; c < 3; c += 1) texture[i * 3 + c] = filled.rgb[i * 3 + c] ?? 0;
  }
  return texture;
}

/**
 * The analysis after the model calls: separation, the fill behind the wearer's hands, parts,
 * texture. Plain JS (no model); throws GARMENT_NOT_SEPARABLE.
 */
export function finishGarment(observed: GarmentObservation): GarmentModel {
  const { image, category } = observed;
  const separation = separate(observed);
  const { kind, anchors } = separation;
  let { mask } = separation;
  const filled = separation.matte ? fillOccluded(image, mask, separation.matte) : undefined;
  if (filled) mask = filled.mask;
  if (filled && separation.jewellery) markJewellery(filled.hole, separation.jewellery);
  const wearerSkin =
    kind === 'worn' && category === 'upper' ? wearerSkinTest(image, mask, anchors) : undefined;
  const { parts, sleeveReach } = labelParts(mask, anchors, wearerSkin);
  if (wearerSkin) dropBareArms(mask, anchors, sleeveReach, wearerSkin, parts);
  const alpha =
    kind === 'swatch' ? createFloatMap(image.width, image.height, 1) : blurMap(mask, 1, 1);
  const inner = morphMask(mask, -2);
  const highNeck = measureHighNeck(observed, separation.matte);
  const neckline = measureNeckline(observed, separation.matte);
  const face = kind === 'worn' ? bestFace(observed.detection) : undefined;
  const faceSkin = face ? medianSkinColour(image, calibrateSkin(image, face), face) : undefined;
  const profile = face !== undefined && headInProfile(observed.detection.keypoints, face);
  const occluded = filled?.hole ?? (kind === 'swatch' ? unshown(inner) : undefined);
  return {
    kind,
    width: image.width,
    height: image.height,
    // Edge pixels carry backdrop halo (JPEG, anti-aliasing): fill from slightly inside the garment.
    texture: withOccludedFill(fillOutsideMask(image, inner), filled),
    alpha,
    parts: kind === 'swatch' ? new Uint8Array(parts.length).fill(PART_BODY) : parts,
    sleeveReach,
    anchors,
    colour: meanColour(image, mask),
    tiles: kind === 'swatch',
    ...(highNeck !== undefined ? { highNeck } : {}),
    ...(faceSkin ? { wearerSkin: faceSkin } : {}),
    ...(profile ? { headInProfile: true } : {}),
    ...(neckline ? { neckline } : {}),
    ...(occluded ? { occluded } : {}),
  };
}

/** A face's eyes closer than this share of its width (across the image) lie on one spot. */
const PROFILE_EYES = 0.12;

/**
 * Whether a wearer's head is seen in profile: both eyes found (score 0.4 or more) and closer
 * across than PROFILE_EYES of the face's width. Measured on vton-dev's saree photos: 0–0.04 on
 * the back views with the head turned (D01, D02, D03, D05), 0.16 on one looking down (D06), and
 * 0.33–0.40 on the front views (D07–D09).
 */
export function headInProfile(keypoints: Record<string, Keypoint>, face: FaceBox): boolean {
  const { leftEye, rightEye } = keypoints;
  if (!leftEye || !rightEye || leftEye.score < 0.4 || rightEye.score < 0.4) return false;
  return Math.abs(leftEye.x - rightEye.x) < PROFILE_EYES * face.width;
}

/**
 * Whether a worn garment photo shows its wearer from behind: their right shoulder (the anchors'
 * top-left, from body.shoulderL) lies on the image's right, as saree-plan.ts tells it of a person;
 * or their head is seen in profile (decision 160): a shop's back view with the head turned to the
 * camera, whose shoulders the pose reads as a front view's (vton-dev D01, D02).
 */
export function seenFromBehind(garment: GarmentModel): boolean {
  const { tl, tr } = garment.anchors.quad;
  const sw = Math.hypot(tr.x - tl.x, tr.y - tl.y);
  return (
    garment.kind === 'worn' && (garment.headInProfile === true || seenFromBehindBy(tl, tr, sw))
  );
}

/** Whether a worn top has a high neckline (collarShare), where its wearer's face is seen. */
function measureHighNeck(observed: GarmentObservation, matte: FloatMap | undefined) {
  const { image, category, wearer, detection } = observed;
  if (category !== 'upper' || !wearer || !matte) return undefined;
  const share = collarShare(
    image,
    matte,
    [wearer.body.shoulderL, wearer.body.shoulderR],
    bestFace(detection),
  );
  return share === undefined ? undefined : share >= COLLAR_SHARE;
}

/** A worn one-piece's choli neckline (necklineShape), where its wearer's face is seen. */
function measureNeckline(observed: GarmentObservation, matte: FloatMap | undefined) {
  const { image, category, wearer, detection } = observed;
  if (category !== 'full' || !wearer || !matte) return undefined;
  const shoulders: [Point, Point] = [wearer.body.shoulderL, wearer.body.shoulderR];
  return necklineShape(image, matte, shoulders, bestFace(detection));
}
