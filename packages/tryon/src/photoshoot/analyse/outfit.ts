import type { Category } from '../../types';
import type { Body } from '../../local/person/body';
import { bestFace, type PeopleDetection } from '../../local/person/detect-people';
import { separateWornGarment } from '../../local/garment/garment-mask';
import { wornCategory } from '../../local/plan/detect-garment-kind';
import { localLumaStd, type FloatMap, type RasterImage } from '../../local/raster/raster';
import type { ModelOutfit, OutfitKind } from '../types';
import { classifyOutfit, type OutfitGuess } from './outfit-kind';
import { measureOutfit } from './outfit-signals';
import { calibrateSkin } from '../../local/person/skin';
import { findSkin } from '../../local/person/skin-mask';

const NOUNS: Record<OutfitKind, string> = {
  saree: 'saree',
  lehenga: 'lehenga',
  kurta: 'kurta',
  'top-and-bottoms': 'top and trousers',
  top: 'top',
  unknown: 'outfit',
};

const BEST_FOR: Record<OutfitKind, { categories: Category[]; text: string }> = {
  saree: { categories: ['saree'], text: 'sarees' },
  lehenga: { categories: ['full'], text: 'lehengas and long dresses' },
  kurta: { categories: ['upper'], text: 'kurtas and long tops' },
  'top-and-bottoms': { categories: ['upper', 'lower'], text: 'tops and trousers' },
  top: { categories: ['upper'], text: 'tops' },
  unknown: { categories: [], text: 'any garment, re-dressed less cleanly' },
};

/** Share of the garment's pixels with strong local texture (print, embroidery, a busy border). */
function texturedShare(image: RasterImage, garment: FloatMap): number {
  const std = localLumaStd(image, 2);
  let textured = 0;
  let n = 0;
  for (let i = 0; i < garment.data.length; i += 3) {
    if ((garment.data[i] ?? 0) <= 0.5) continue;
    n += 1;
    if ((std.data[i] ?? 0) > 10) textured += 1;
  }
  return n ? textured / n : 1;
}

function labelFor(kind: OutfitKind, plain: boolean, certainty: number): string {
  if (kind === 'unknown')
    return 'Outfit not recognised: a plain saree, lehenga or kurta photo re-dresses best';
  const best = BEST_FOR[kind];
  const noun = `${plain ? 'plain' : 'patterned'} ${NOUNS[kind]}`;
  const what = certainty < 0.6 ? `Looks like a ${noun}` : noun[0]!.toUpperCase() + noun.slice(1);
  return `${what}: best for ${best.text}${plain ? '' : ' (a plain one re-dresses more cleanly)'}`;
}

/**
 * The outfit's kind (outfit-kind.ts) and the share of its fabric that is textured, given the
 * wearer's skin mask (the person analysis has one). Throws when no garment can be told apart.
 */
export function classifyWornOutfit(
  image: RasterImage,
  detection: PeopleDetection,
  body: Body,
  skin: FloatMap,
): OutfitGuess & { textured: number } {
  const worn = wornCategory(image, detection, body);
  const garment = separateWornGarment(image, detection, body, worn.category);
  const textured = texturedShare(image, garment);
  return { ...classifyOutfit(measureOutfit(image, detection, body, skin, textured)), textured };
}

/**
 * What the model wears, from where the outfit's fabric sits on the body (outfit-kind.ts), and
 * whether it is plain. A photo cut above the hem cannot show a garment's length: less certain.
 */
export function describeOutfit(
  image: RasterImage,
  detection: PeopleDetection,
  body: Body,
  cropped: boolean,
): ModelOutfit {
  let kind: OutfitKind = 'unknown';
  let plain = false;
  let certainty = 0;
  try {
    const face = bestFace(detection);
    const skin = findSkin(image, detection.matte, calibrateSkin(image, face), body, face);
    const guess = classifyWornOutfit(image, detection, body, skin);
    kind = guess.kind;
    certainty = guess.certainty * (cropped ? 0.8 : 1);
    plain = guess.textured < 0.18;
  } catch {
    // No garment could be told from the model: the outfit stays unknown.
  }
  return {
    kind,
    plain: kind !== 'unknown' && plain,
    label: labelFor(kind, plain, certainty),
    bestFor: BEST_FOR[kind].categories,
    certainty: Math.round(certainty * 100) / 100,
  };
}
