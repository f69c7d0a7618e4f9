import type { Category } from '../../types';
import { FACE_CORE, separateWornGarment } from '../garment/garment-mask';
import { isInsideFace } from '../person/detect-people';
import type { PersonAnalysis } from '../person/person-analysis';
import { hypotBelow } from '../raster/geometry';
import { imageDetail } from '../raster/local-std';
import { calibrateSkin, skinScore } from '../person/skin';
import { createFloatMap, morphMask, type FloatMap } from '../raster/raster';
import { labelComponents } from '../raster/components';
import { growSheerFabric } from './sheer-fabric';

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
    return !hypotBelow(cb, cr, minChroma) && skinScore(model, r, g, b) > 0.5;
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
/** …and at least this share of the face's brightness: dark maroon velvet has a skin hue too. */
const SKIN_PATCH_LUMA = 0.5;

const chromaOf = (rgb: ArrayLike<number>, o: number): [number, number] => {
  const [r, g, b] = [rgb[o] ?? 0, rgb[o + 1] ?? 0, rgb[o + 2] ?? 0];
  return [-0.168736 * r - 0.331264 * g + 0.5 * b, 0.5 * r - 0.418688 * g - 0.081312 * b];
};

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
): FloatMap {
  const out = createFloatMap(mask.width, mask.height);
  if (!person.face) return out;
  // The face's skin, not the skin mask's: a flood from a hand can run into a maroon border.
  const model = calibrateSkin(person.image, person.face);
  const reference: [number, number] = [model.cb - 128, model.cr - 128];
  const [fr, fg, fb] = person.skinColour;
  const faceLuma = 0.299 * fr + 0.587 * fg + 0.114 * fb;
  const candidates = createFloatMap(mask.width, mask.height);
  for (let i = 0; i < mask.data.length; i += 1)
    if ((mask.data[i] ?? 0) > 0 && (std[i] ?? 0) < SKIN_PIXEL_STD && looksSkin(i))
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
    return (
      n >= minArea &&
      (sums[l * 4] ?? 0) / n < SKIN_PATCH_STD &&
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
    if ((grown.data[i] ?? 0) > 0 && looksSkin(i)) out.data[i] = 1;
  return out;
}

/**
 * The person's own garment of this category: their matte minus skin, head and hair in front.
 * A cream or beige garment passes the skin colour test, so skin here must also be smooth.
 */
export function findWornFabric(person: PersonAnalysis, category: Category): FloatMap {
  const { image } = person;
  const mask = separateWornGarment(image, person.detection, person.body, category, {
    collar: true,
  });
  const { width } = mask;
  const std = imageDetail(image);
  const looksSkin = faceSkinTest(person);
  const isSkin = (i: number) =>
    (std[i] ?? 0) < SKIN_MAX_STD && ((person.skin.data[i] ?? 0) > 0.5 || looksSkin(i));
  const skinToned = isSkinToned(mask, isSkin);
  const patches = skinToned ? undefined : skinPatches(person, mask, std, looksSkin);
  // A top's cut-out keeps only its collar's colours under the face's middle (garment-mask.ts):
  // there the face box's ellipse past its core is the collar, not the chin.
  const faceMid = person.face ? person.face.y + person.face.height / 2 : 0;
  const grow = (i: number) => (category === 'upper' && i / width >= faceMid ? FACE_CORE : 1.05);
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
  // Opening: stray specks (a textured knuckle, an earring) are not fabric. Its dilation also
  // closes pinholes, but must not grow back over a hand found whole.
  const opened = morphMask(morphMask(mask, -2), 2);
  if (patches)
    for (let i = 0; i < opened.data.length; i += 1)
      if ((patches.data[i] ?? 0) > 0) opened.data[i] = 0;
  // A chiffon pallu the person matte leaves out (the backdrop shows through it).
  if (category === 'saree') growSheerFabric(person, opened);
  return opened;
}
