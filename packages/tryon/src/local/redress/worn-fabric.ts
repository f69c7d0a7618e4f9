import type { Category } from '../../types';
import { separateWornGarment, torsoColumns, WORN_CUT } from '../garment/garment-mask';
import { FACE_CORE } from '../person/collar-under-face';
import { isInsideFace } from '../person/detect-people';
import type { PersonAnalysis } from '../person/person-analysis';
import { distanceToSegment, hypotBelow, type Point } from '../raster/geometry';
import { isNearHand, legEnd, type Body } from '../person/body';
import { imageDetail } from '../raster/local-std';
import { calibrateSkin, hasSkinSaturation, skinScore } from '../person/skin';
import { createFloatMap, morphMask, type FloatMap } from '../raster/raster';
import { labelComponents } from '../raster/components';
import { hueGap } from '../raster/palette';
import { growSheerFabric } from './sheer-fabric';
import { shadedSleeves } from './shaded-sleeve';
import { shadedPanels } from './shaded-panel';

/** Skin is smooth at this scale; embroidery and woven prints in skin tones are not. */
const SKIN_MAX_STD = 5;

/**
 * Skin the person's skin mask missed (it grows from face and hands, and a seed on a ring or an
 * earring fails): as close to the face's own skin colour and as saturated. Without a face, none.
 */
function faceSkinTest(person: PersonAnalysis): (i: number) => boolean {
  const { face, image } = person;
  if (!face) return () => false;
  // Arms are paler and less red than a made-up face: twice the face's usual spread of hue.
  const own = calibrateSkin(image, face);
  const model = { ...own, spread: Math.max(own.spread, 14) };
  const minChroma = 0.6 * Math.hypot(model.cb - 128, model.cr - 128);
  return (i) => {
    const r = image.data[i * 3] ?? 0;
    const g = image.data[i * 3 + 1] ?? 0;
    const b = image.data[i * 3 + 2] ?? 0;
    // Inline YCbCr chroma (runs per pixel of the worn fabric).
    const cb = -0.168736 * r - 0.331264 * g + 0.5 * b;
    const cr = 0.5 * r - 0.418688 * g - 0.081312 * b;
    return (
      !hypotBelow(cb, cr, minChroma) &&
      hasSkinSaturation(model, r, g, b) &&
      skinScore(model, r, g, b) > 0.5
    );
  };
}

/**
 * A cream, beige or peach outfit is skin-coloured and as smooth as skin from collar to hem: when
 * the skin tests take most of the garment, they are telling its colour, not bare skin (the face
 * and hands are left out of the garment already).
 */
function isSkinToned(garment: FloatMap, isSkin: (i: number) => boolean): boolean {
  let inside = 0;
  let skin = 0;
  for (let i = 0; i < garment.data.length; i += 4) {
    if ((garment.data[i] ?? 0) <= 0) continue;
    inside += 1;
    if (isSkin(i)) skin += 1;
  }
  return skin > inside * 0.3;
}

/** A skin-coloured patch this smooth on average is a hand or an arm, not embroidery. */
const SKIN_PATCH_STD = 9;
/** …and no pixel of it as busy as zari (which would join a hand to the border it holds). */
const SKIN_PIXEL_STD = 16;
/** …and its mean chroma this close (Cb, Cr) to the person's own visible skin: pink silk is not. */
const SKIN_PATCH_CHROMA = 12;
/**
 * …and on average at least this share of the face's saturation (chroma over luma): a hand, a
 * bare shoulder or a forearm keeps 0.6–1.2 of it on the eval's persons, a sheer cream pallu over
 * an arm in warm light half of it or less (D18's: 0.42–0.51), the arm seen through it.
 */
const SKIN_PATCH_SATURATION = 0.55;
/** …and at least this share of the face's brightness: dark maroon velvet has a skin hue too. */
const SKIN_PATCH_LUMA = 0.5;

const chromaOf = (rgb: ArrayLike<number>, o: number): [number, number] => {
  const r = rgb[o] ?? 0;
  const g = rgb[o + 1] ?? 0;
  const b = rgb[o + 2] ?? 0;
  return [-0.168736 * r - 0.331264 * g + 0.5 * b, 0.5 * r - 0.418688 * g - 0.081312 * b];
};

/** The face's skin chroma (Cb, Cr about 0), not the skin mask's: a flood from a hand can run into a maroon border. */
function faceChroma(person: PersonAnalysis): [number, number] {
  const model = calibrateSkin(person.image, person.face);
  return [model.cb - 128, model.cr - 128];
}

/** Hue (degrees) of a chroma (Cb, Cr about 0). */
const hueOf = (cb: number, cr: number) => (Math.atan2(cr, cb) * 180) / Math.PI;
/** A worn fabric's hue this near the skin's (a pink, coral or peach saree) is told apart by it… */
const NEAR_SKIN_HUE = 45;
/** …unless nearer than this: then it is the skin's own hue, and nothing is told by it. */
const SAME_HUE = 8;
/** Hue histogram bins (degrees). */
const HUE_BIN = 4;

/**
 * Pixels in the worn fabric's own hue where that hue is near, but not, the skin's (a pink saree
 * on brown skin). Skin seen through the sheer fabric and the fabric's pale embroidery are
 * shifted or faded towards that hue but keep it, while bare skin (a hand, its knuckles and
 * highlights) keeps the face's hue: a pixel nearer the fabric's hue than the skin's is fabric.
 * The fabric's hue is the commonest hue among the garment's coloured pixels within
 * NEAR_SKIN_HUE of the skin's; without one, nothing is.
 */
function fabricHueTest(
  image: { data: ArrayLike<number> },
  mask: FloatMap,
  reference: [number, number],
  minChroma: number,
): (i: number) => boolean {
  const skinHue = hueOf(reference[0], reference[1]);
  const bins = new Float64Array(Math.ceil(360 / HUE_BIN));
  let inside = 0;
  for (let i = 0; i < mask.data.length; i += 1) {
    if ((mask.data[i] ?? 0) <= 0) continue;
    inside += 1;
    const [cb, cr] = chromaOf(image.data, i * 3);
    if (hypotBelow(cb, cr, minChroma)) continue;
    const h = hueOf(cb, cr);
    if (hueGap(h, skinHue) > NEAR_SKIN_HUE) continue;
    const b = Math.floor((h + 180) / HUE_BIN) % bins.length;
    bins[b] = (bins[b] ?? 0) + 1;
  }
  let best = -1;
  let count = 0;
  for (let b = 0; b < bins.length; b += 1) {
    const n = windowCount(bins, b);
    if (n > count) [best, count] = [b, n];
  }
  if (best < 0) return () => false;
  const fabricHue = (best + 0.5) * HUE_BIN - 180;
  if (count < inside * 0.1 || hueGap(fabricHue, skinHue) < SAME_HUE) return () => false;
  return (i) => {
    const [cb, cr] = chromaOf(image.data, i * 3);
    // Grey and white (threads, highlights) have no hue to tell.
    if (hypotBelow(cb, cr, 4)) return false;
    const h = hueOf(cb, cr);
    return hueGap(h, fabricHue) < hueGap(h, skinHue);
  };
}

/** Pixels in bin `b` and its two neighbours: a fabric's hue spreads over its folds. */
function windowCount(bins: Float64Array, b: number): number {
  const n = bins.length;
  return (bins[(b + n - 1) % n] ?? 0) + (bins[b] ?? 0) + (bins[(b + 1) % n] ?? 0);
}

/**
 * Hands and forearms in front of the garment that the skin mask missed (no wrist keypoint, or
 * bangles cutting the arm off from the hand): connected patches of skin colour, smooth on
 * average (their outline and knuckles make single pixels look textured), large enough to be
 * part of a hand and, on average, of the face's skin chroma. Zari motifs in skin tones
 * are far busier, a pink or peach fabric is off the skin's chroma; returns a 0/1 map.
 */
function skinPatches(
  person: PersonAnalysis,
  mask: FloatMap,
  std: ArrayLike<number>,
  looksSkin: (i: number) => boolean,
  fabricHued: (i: number) => boolean,
): FloatMap {
  const out = createFloatMap(mask.width, mask.height);
  if (!person.face) return out;
  const reference = faceChroma(person);
  const faceSaturation = calibrateSkin(person.image, person.face).saturation;
  const [fr, fg, fb] = person.skinColour;
  const faceLuma = 0.299 * fr + 0.587 * fg + 0.114 * fb;
  const candidates = createFloatMap(mask.width, mask.height);
  for (let i = 0; i < mask.data.length; i += 1)
    if ((mask.data[i] ?? 0) > 0 && (std[i] ?? 0) < SKIN_PIXEL_STD && looksSkin(i) && !fabricHued(i))
      candidates.data[i] = 1;
  const { labels, sizes } = labelComponents(candidates);
  // Per patch: summed texture, Cb, Cr and luminance.
  const sums = new Float64Array((sizes.length + 1) * 4);
  for (let i = 0; i < labels.length; i += 1) {
    const l = labels[i] ?? 0;
    if (l === 0) continue;
    const [cb, cr] = chromaOf(person.image.data, i * 3);
    const o = i * 3;
    const { data } = person.image;
    const y = 0.299 * (data[o] ?? 0) + 0.587 * (data[o + 1] ?? 0) + 0.114 * (data[o + 2] ?? 0);
    sums[l * 4] = (sums[l * 4] ?? 0) + (std[i] ?? 0);
    sums[l * 4 + 1] = (sums[l * 4 + 1] ?? 0) + cb;
    sums[l * 4 + 2] = (sums[l * 4 + 2] ?? 0) + cr;
    sums[l * 4 + 3] = (sums[l * 4 + 3] ?? 0) + y;
  }
  const minArea = (person.body.shoulderWidth * 0.12) ** 2;
  const isHand = sizes.map((n, j) => {
    const l = j + 1;
    const offChroma = Math.hypot(
      (sums[l * 4 + 1] ?? 0) / n - reference[0],
      (sums[l * 4 + 2] ?? 0) / n - reference[1],
    );
    const meanLuma = Math.max(1, (sums[l * 4 + 3] ?? 0) / n);
    const saturation =
      Math.hypot((sums[l * 4 + 1] ?? 0) / n, (sums[l * 4 + 2] ?? 0) / n) / meanLuma;
    return (
      n >= minArea &&
      (sums[l * 4] ?? 0) / n < SKIN_PATCH_STD &&
      (faceSaturation === undefined || saturation >= faceSaturation * SKIN_PATCH_SATURATION) &&
      offChroma < SKIN_PATCH_CHROMA &&
      (sums[l * 4 + 3] ?? 0) / n >= faceLuma * SKIN_PATCH_LUMA
    );
  });
  for (let i = 0; i < labels.length; i += 1) {
    const l = labels[i] ?? 0;
    if (l > 0 && isHand[l - 1] === true) out.data[i] = 1;
  }
  // A hand's outline is as busy as zari (fabric on one side): it joins the hand where its
  // colour is skin's.
  const grown = morphMask(out, 2);
  for (let i = 0; i < out.data.length; i += 1)
    if ((grown.data[i] ?? 0) > 0 && looksSkin(i) && !fabricHued(i)) out.data[i] = 1;
  return out;
}

/** Share of a piece's outline on the fabric for it to lie on the fabric (a motif, a hand). */
const ENCLOSED = 0.8;

/**
 * The pieces (connected components) of `found` whose outline lies for ENCLOSED of its length on
 * the fabric (`mask`): a motif within the fabric, a hand resting on it, not a bangle or a forearm
 * that runs off the garment. Neighbours for which `ignore` holds do not count.
 */
function enclosedPieces(
  found: FloatMap,
  mask: FloatMap,
  ignore: (i: number) => boolean = () => false,
): FloatMap {
  const { width } = found;
  const { labels, sizes } = labelComponents(found);
  const edge = new Float64Array(sizes.length + 1);
  const onFabric = new Float64Array(sizes.length + 1);
  for (let i = 0; i < labels.length; i += 1) {
    const l = labels[i] ?? 0;
    if (l === 0) continue;
    const x = i % width;
    for (const j of [i - width, i + width, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1]) {
      if (j < 0 || j >= labels.length || labels[j] === l || ignore(j)) continue;
      edge[l] = (edge[l] ?? 0) + 1;
      if ((mask.data[j] ?? 0) > 0) onFabric[l] = (onFabric[l] ?? 0) + 1;
    }
  }
  const out = createFloatMap(width, found.height);
  for (let i = 0; i < labels.length; i += 1) {
    const l = labels[i] ?? 0;
    if (l > 0 && (onFabric[l] ?? 0) >= ENCLOSED * (edge[l] ?? 0)) out.data[i] = 1;
  }
  return out;
}

/** A found hand reaches this far (shoulder widths) into paler or shaded skin: its fingers. */
const FINGER_REACH = 0.15;
/** …but not within this (shoulder widths) of an upper arm, where a sleeve's hem is. */
const UPPER_ARM = 0.25;
/** Gaps this narrow (shoulder widths, radius) within a hand are its rings, not fabric. */
const RING_GAP = 0.05;

/**
 * The whole of each found hand (`patches`, edited): the vetting keeps its smooth back, while
 * pale or shaded fingers fail the patch's chroma floor and their outlines its texture limit.
 * From the patches, pixels of the face's skin colour (its loose test, as for a hand by a wrist
 * keypoint) not in the fabric's hue are taken within FINGER_REACH; then gaps the hand closes
 * round (a ring between the fingers) are taken too, unless in the fabric's hue.
 */
function wholeHands(
  person: PersonAnalysis,
  mask: FloatMap,
  patches: FloatMap,
  fabricHued: (i: number) => boolean,
): void {
  const { image, body } = person;
  const { width, height } = mask;
  const own = calibrateSkin(image, person.face);
  const model = { ...own, spread: Math.max(own.spread, 14) };
  const reach = Math.max(2, Math.round(body.shoulderWidth * FINGER_REACH));
  const [fr, fg, fb] = person.skinColour;
  const minLuma = (0.299 * fr + 0.587 * fg + 0.114 * fb) * SKIN_PATCH_LUMA;
  const bright = (i: number) =>
    0.299 * (image.data[i * 3] ?? 0) +
      0.587 * (image.data[i * 3 + 1] ?? 0) +
      0.114 * (image.data[i * 3 + 2] ?? 0) >=
    minLuma;
  const arms = [
    [body.shoulderL, body.elbowL],
    [body.shoulderR, body.elbowR],
  ].filter((a): a is [Point, Point] => a[1] !== undefined);
  const onUpperArm = (x: number, y: number) =>
    arms.some(([a, b]) => distanceToSegment(x, y, a, b) < body.shoulderWidth * UPPER_ARM);
  // Fingers and rings lie on the garment; the shaded rim along an arm the cut-out already left
  // out (its edge against the garment) is not taken.
  const inGarment = (i: number) =>
    [i, i - width, i + width, i - 1, i + 1].every(
      (j) => (mask.data[j] ?? 0) > 0 && (person.skin.data[j] ?? 0) <= 0.5,
    );
  const open = (i: number) => {
    if ((mask.data[i] ?? 0) <= 0 || (patches.data[i] ?? 0) > 0 || fabricHued(i)) return false;
    // A sleeve's embroidered hem is as busy as fingers and as golden: not up the upper arm.
    const x = i % width;
    if (onUpperArm(x, (i - x) / width)) return false;
    if (!inGarment(i)) return false;
    const o = i * 3;
    const r = image.data[o] ?? 0;
    const g = image.data[o + 1] ?? 0;
    const b = image.data[o + 2] ?? 0;
    // Dark maroon silk has a skin hue too (as in skinPatches).
    if (!bright(i)) return false;
    return skinScore(model, r, g, b) > 0.3;
  };
  // Only hands lying on the garment: an arm found this way runs off it, and its sleeve's hem
  // (shaded, skin-toned) is not to be taken.
  const hands = enclosedPieces(patches, mask);
  let front: number[] = [];
  for (let i = 0; i < hands.data.length; i += 1) if ((hands.data[i] ?? 0) > 0) front.push(i);
  for (let step = 0; step < reach && front.length > 0; step += 1) {
    const next: number[] = [];
    for (const i of front) {
      const x = i % width;
      for (const j of [i - width, i + width, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1])
        if (j >= 0 && j < width * height && open(j) && (hands.data[j] ?? 0) <= 0) {
          hands.data[j] = 1;
          next.push(j);
        }
    }
    front = next;
  }
  const gap = Math.max(1, Math.round(body.shoulderWidth * RING_GAP));
  const closed = morphMask(morphMask(hands, gap), -gap);
  for (let i = 0; i < closed.data.length; i += 1)
    if (
      (hands.data[i] ?? 0) > 0 ||
      ((closed.data[i] ?? 0) > 0 && inGarment(i) && bright(i) && !fabricHued(i))
    )
      patches.data[i] = 1;
}

/**
 * What the cut-out left out as a hand by a wrist keypoint but is in the fabric's own hue (`mask`
 * edited): a pose model can place a wrist on the fabric (D09's on the pallu, beside the real
 * hand), and a pink motif there passes the loose skin test the keypoint's disc applies. Pixels
 * without a hue (white threads) inside such a motif follow their neighbours.
 */
function fabricByWrist(
  person: PersonAnalysis,
  mask: FloatMap,
  fabricHued: (i: number) => boolean,
): void {
  const { width, height } = mask;
  const { body, matte } = person;
  const left = (i: number) => {
    if ((mask.data[i] ?? 0) > 0 || (matte.data[i] ?? 0) <= 0.5) return false;
    if ((person.skin.data[i] ?? 0) > 0.5 || (person.hair.data[i] ?? 0) > 0.5) return false;
    const x = i % width;
    const y = (i - x) / width;
    return isNearHand(body, x, y, 0.3) && !(person.face && isInsideFace(person.face, x, y, 1.05));
  };
  // Taken a motif at a time, and only one the fabric surrounds: bangles in the fabric's colour
  // touch the arm and the backdrop.
  const found = createFloatMap(width, height);
  for (let i = 0; i < mask.data.length; i += 1) if (fabricHued(i) && left(i)) found.data[i] = 1;
  // A neighbour left out like it (its white threads) says nothing.
  const motifs = enclosedPieces(found, mask, (j) => (mask.data[j] ?? 0) <= 0 && left(j));
  let any = false;
  for (let i = 0; i < motifs.data.length; i += 1)
    if ((motifs.data[i] ?? 0) > 0) {
      mask.data[i] = 1;
      any = true;
    }
  if (!any) return;
  for (let pass = 0; pass < 2; pass += 1) {
    const fill: number[] = [];
    for (let y = 1; y < height - 1; y += 1)
      for (let x = 1; x < width - 1; x += 1) {
        const i = y * width + x;
        if (!left(i)) continue;
        let n = 0;
        for (let dy = -1; dy <= 1; dy += 1)
          for (let dx = -1; dx <= 1; dx += 1) if ((mask.data[i + dy * width + dx] ?? 0) > 0) n += 1;
        if (n >= 5) fill.push(i);
      }
    for (const i of fill) mask.data[i] = 1;
  }
}

/** A row across the torso at least this much bare skin… */
const MIDRIFF_SKIN = 0.6;
/** …and at most this much of the top is its bare midriff: the top ends above it. */
const MIDRIFF_TOP = 0.2;
/** Skin within this many shoulder widths of a hand (its fingers) is the hand's, not a midriff. */
const MIDRIFF_HAND = 0.45;

/**
 * A worn crop top ends at a bare midriff: nothing of it lies below the first row, from 0.4 torso
 * lengths below the shoulders down to the hips, where, over the middle half of the torso's
 * columns away from the hands (MIDRIFF_HAND), at least MIDRIFF_SKIN are the person's skin and at
 * most MIDRIFF_TOP the top's (its hem curves down at the sides). vton-dev D10 wears a white crop
 * top over pale blue jeans, within the top's grey shade in colour; with her hips low on the
 * jeans, their waistband and pockets above the hips were cut out as the top's (the cut-out's own
 * skin test misses her midriff) and re-dressed black. A hand in front of the belly is skin too
 * (vton person_02: her top was cut off under it); a deep neckline lies above the rows looked at.
 * Edits `mask` in place.
 */
export function cutAtMidriff(mask: FloatMap, skin: FloatMap, body: Body): void {
  const { width, height } = mask;
  const [c0, c1] = torsoColumns(width, body);
  // The middle half of the torso: a crop top's hem curves down at the sides.
  const x0 = Math.round(c0 + (c1 - c0) / 4);
  const x1 = Math.round(c1 - (c1 - c0) / 4);
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const from = Math.max(0, Math.round(shoulderY + body.torsoLength * 0.4));
  for (let y = from; y < Math.min(height, hipY); y += 1) {
    let skinned = 0;
    let top = 0;
    let n = 0;
    for (let x = x0; x < x1; x += 1) {
      // A hand in front of the belly is skin too, but no midriff (vton person_02).
      if (isNearHand(body, x, y, MIDRIFF_HAND)) continue;
      const i = y * width + x;
      n += 1;
      if ((skin.data[i] ?? 0) > 0.5) skinned += 1;
      if ((mask.data[i] ?? 0) > 0.5) top += 1;
    }
    if (n < (x1 - x0) / 2 || skinned < n * MIDRIFF_SKIN || top > n * MIDRIFF_TOP) continue;
    mask.data.fill(0, y * width);
    return;
  }
}

/**
 * The person's own garment of this category: their matte minus skin, head and hair in front.
 * A cream or beige garment passes the skin colour test, so skin here must also be smooth.
 */
export function findWornFabric(person: PersonAnalysis, category: Category): FloatMap {
  const { image } = person;
  const mask = separateWornGarment(image, person.detection, person.body, category, WORN_CUT);
  const { width } = mask;
  const std = imageDetail(image);
  const looksSkin = faceSkinTest(person);
  const isSkin = (i: number) =>
    (std[i] ?? 0) < SKIN_MAX_STD && ((person.skin.data[i] ?? 0) > 0.5 || looksSkin(i));
  const skinToned = isSkinToned(mask, isSkin);
  const reference = faceChroma(person);
  const fabricHued = person.face
    ? fabricHueTest(image, mask, reference, 0.6 * Math.hypot(reference[0], reference[1]))
    : () => false;
  if (!skinToned) fabricByWrist(person, mask, fabricHued);
  const patches = skinToned ? undefined : skinPatches(person, mask, std, looksSkin, fabricHued);
  if (patches) wholeHands(person, mask, patches, fabricHued);
  // A top's cut-out keeps only its collar's colours under the face's middle (garment-mask.ts):
  // there the face box's ellipse past its core is the collar, not the chin.
  const faceMid = person.face ? person.face.y + person.face.height / 2 : 0;
  const grow = (i: number) => (category === 'upper' && i / width >= faceMid ? FACE_CORE : 1.05);
  const cutOut =
    category === 'upper' && !skinToned ? { ...mask, data: mask.data.slice() } : undefined;
  for (let i = 0; i < mask.data.length; i += 1) {
    if ((mask.data[i] ?? 0) <= 0) continue;
    // Skin by the face's colour alone counts in vetted patches only: smooth pink silk
    // passes that test pixel by pixel (D09's speckles of the old saree).
    const masked = (std[i] ?? 0) < SKIN_MAX_STD && (person.skin.data[i] ?? 0) > 0.5;
    const skin = !skinToned && (masked || (patches?.data[i] ?? 0) > 0);
    if ((person.hair.data[i] ?? 0) > 0.5 || skin) mask.data[i] = 0;
    else if (person.face && isInsideFace(person.face, i % width, Math.floor(i / width), grow(i)))
      mask.data[i] = 0;
  }
  if (category === 'upper') cutAtMidriff(mask, person.skin, person.body);
  // A far sleeve in shade that the skin tests took (shaded-sleeve.ts).
  const sleeves = cutOut && shadedSleeves(person, cutOut, mask);
  if (sleeves)
    for (let i = 0; i < mask.data.length; i += 1) if ((sleeves.data[i] ?? 0) > 0) mask.data[i] = 1;
  // A shaded fold of a cream top the skin flood ran up from a hand (shaded-panel.ts).
  if (cutOut) shadedPanels(person, mask);
  // Opening: stray specks (a textured knuckle, an earring) are not fabric. Its dilation also
  // closes pinholes, but must not grow back over a hand found whole.
  const opened = morphMask(morphMask(mask, -2), 2);
  if (patches)
    for (let i = 0; i < opened.data.length; i += 1)
      if ((patches.data[i] ?? 0) > 0 && (sleeves?.data[i] ?? 0) <= 0) opened.data[i] = 0;
  // A chiffon pallu (or a lehenga's dupatta) the person matte leaves out (the backdrop shows
  // through it): re-dressed as a lehenga, a saree's pallu kept its old colour.
  if (category === 'saree' || category === 'full') growSheerFabric(person, opened);
  dropFootwear(opened, midShin(person.body));
  return opened;
}

/**
 * Half-way down the shins: the higher knee the pose found (else half-way from hips to ankles)
 * and the lower ankle. Below the knees alone would take a seated person's top (S01's knees are
 * as high as his hips).
 */
function midShin(body: Body): number {
  const ankleY = Math.max(legEnd(body, 'L').y, legEnd(body, 'R').y);
  const knees = [body.kneeL, body.kneeR].filter((k) => k !== undefined).map((k) => k.y);
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const kneeY = knees.length > 0 ? Math.min(...knees) : (hipY + ankleY) / 2;
  return (kneeY + ankleY) / 2;
}

/**
 * Pieces of the worn garment that begin below `fromY` (mid-shin), apart from the rest of it, are shoes
 * (or socks), not the garment: a man in shorts re-dressed as a lehenga (forced `redress`) had
 * his trainers printed with its fabric. A hem that reaches the feet joins the garment above it,
 * and stays.
 */
export function dropFootwear(mask: FloatMap, fromY: number): void {
  const { labels, sizes } = labelComponents(mask);
  const top = sizes.map(() => Infinity);
  const { width } = mask;
  for (let i = 0; i < labels.length; i += 1) {
    const label = labels[i] ?? 0;
    if (label) top[label - 1] = Math.min(top[label - 1] ?? Infinity, Math.floor(i / width));
  }
  for (let i = 0; i < labels.length; i += 1) {
    const label = labels[i] ?? 0;
    if (label && (top[label - 1] ?? 0) > fromY) mask.data[i] = 0;
  }
}
