import type { Category } from '../../types';
import { separateWornGarment } from '../garment/garment-mask';
import { isInsideFace } from '../person/detect-people';
import type { PersonAnalysis } from '../person/person-analysis';
import { imageDetail } from '../raster/local-std';
import { calibrateSkin, skinScore } from '../person/skin';
import { morphMask, type FloatMap } from '../raster/raster';

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
    return Math.hypot(cb, cr) >= minChroma && skinScore(model, r, g, b) > 0.5;
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

/**
 * The person's own garment of this category: their matte minus skin, head and hair in front.
 * A cream or beige garment passes the skin colour test, so skin here must also be smooth.
 */
export function findWornFabric(person: PersonAnalysis, category: Category): FloatMap {
  const { image } = person;
  const mask = separateWornGarment(image, person.detection, person.body, category);
  const { width } = mask;
  const std = imageDetail(image);
  const looksSkin = faceSkinTest(person);
  const isSkin = (i: number) =>
    (std[i] ?? 0) < SKIN_MAX_STD && ((person.skin.data[i] ?? 0) > 0.5 || looksSkin(i));
  const skinToned = isSkinToned(mask, isSkin);
  for (let i = 0; i < mask.data.length; i += 1) {
    if ((mask.data[i] ?? 0) <= 0) continue;
    const skin = !skinToned && isSkin(i);
    if ((person.hair.data[i] ?? 0) > 0.5 || skin) mask.data[i] = 0;
    else if (person.face && isInsideFace(person.face, i % width, Math.floor(i / width), 1.05))
      mask.data[i] = 0;
  }
  // Opening: stray specks (a textured knuckle, an earring) are not fabric.
  return morphMask(morphMask(mask, -2), 2);
}
