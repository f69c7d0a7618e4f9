import type { Category } from '../../types';
import type { Body } from '../../local/person/body';
import type { PeopleDetection } from '../../local/person/detect-people';
import { separateWornGarment } from '../../local/garment/garment-mask';
import { wornCategory } from '../../local/plan/detect-garment-kind';
import { localLumaStd, type FloatMap, type RasterImage } from '../../local/raster/raster';
import type { ModelOutfit, OutfitKind } from '../types';
import { isTwoPiece, midriffSkin } from './two-piece';
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

function outfitKind(category: Category, reach: number | undefined): OutfitKind {
  switch (category) {
    case 'saree':
      return 'saree';
    case 'full':
      return 'lehenga';
    case 'lower':
      return 'top-and-bottoms';
    case 'upper':
      if (reach !== undefined && reach > 0.3 && reach < 0.9) return 'kurta';
      return reach !== undefined && reach <= 0.05 ? 'top-and-bottoms' : 'top';
  }
}

/** Midriff bare on the wearer's right only: a pallu covers the left (see midriffSkin). */
function looksLikePallu(image: RasterImage, detection: PeopleDetection, body: Body): boolean {
  const face = [...detection.faces].sort((a, b) => b.score - a.score)[0];
  const skin = findSkin(image, detection.matte, calibrateSkin(image, face), body, face);
  const { left, right } = midriffSkin(skin, body);
  return left > 0.12 && right < left * 0.4;
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
 * What the model wears (the engine's worn-garment detection, with two checks of its own: legs
 * dressed apart make a top and trousers, a pallu across the torso a saree) and whether it is
 * plain. A photo cut above the hem cannot show a garment's length: less certain.
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
    const worn = wornCategory(image, detection, body);
    kind = outfitKind(worn.category, worn.reach);
    certainty = worn.certainty * (cropped ? 0.6 : 1);
    const garment = separateWornGarment(image, detection, body, worn.category);
    if ((kind === 'saree' || kind === 'lehenga') && isTwoPiece(detection.matte, body)) {
      kind = 'top-and-bottoms';
      certainty = 0.7;
    }
    if (kind === 'lehenga' && looksLikePallu(image, detection, body)) kind = 'saree';
    plain = texturedShare(image, garment) < 0.18;
  } catch {
    // No garment could be told from the model: the outfit stays unknown.
  }
  return {
    kind,
    plain,
    label: labelFor(kind, plain, certainty),
    bestFor: BEST_FOR[kind].categories,
    certainty: Math.round(certainty * 100) / 100,
  };
}
