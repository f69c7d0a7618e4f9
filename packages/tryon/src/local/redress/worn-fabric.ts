import type { Category } from '../../types';
import { separateWornGarment } from '../garment/garment-mask';
import { isInsideFace } from '../person/detect-people';
import type { PersonAnalysis } from '../person/person-analysis';
import { localStd } from '../raster/local-std';
import { morphMask, type FloatMap } from '../raster/raster';

/** Skin is smooth at this scale; embroidery and woven prints in skin tones are not. */
const SKIN_MAX_STD = 5;

/**
 * The person's own garment of this category: their matte minus skin, head and hair in front.
 * A cream or beige garment passes the skin colour test, so skin here must also be smooth.
 */
export function findWornFabric(person: PersonAnalysis, category: Category): FloatMap {
  const { image } = person;
  const mask = separateWornGarment(image, person.detection, person.body, category);
  const { width, height } = mask;
  const luma = Float32Array.from({ length: width * height }, (_, i) => {
    const o = i * 3;
    return (
      0.299 * (image.data[o] ?? 0) +
      0.587 * (image.data[o + 1] ?? 0) +
      0.114 * (image.data[o + 2] ?? 0)
    );
  });
  const std = localStd(luma, width, height, 2);
  for (let i = 0; i < mask.data.length; i += 1) {
    const skin = (person.skin.data[i] ?? 0) > 0.5 && (std[i] ?? 0) < SKIN_MAX_STD;
    if ((person.hair.data[i] ?? 0) > 0.5 || skin) mask.data[i] = 0;
    else if (person.face && isInsideFace(person.face, i % width, Math.floor(i / width), 1.05))
      mask.data[i] = 0;
  }
  // Opening: stray specks (a textured knuckle, an earring) are not fabric.
  return morphMask(morphMask(mask, -2), 2);
}
