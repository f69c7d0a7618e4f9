import type { Category } from '../../types';
import type { Body } from '../../local/person/body';
import type { PeopleDetection } from '../../local/person/detect-people';
import { separateWornGarment } from '../../local/garment/garment-mask';
import { wornCategory } from '../../local/plan/detect-garment-kind';
import { localLumaStd, type FloatMap, type RasterImage } from '../../local/raster/raster';
import type { ModelOutfit, OutfitKind } from '../types';

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

/** What the model wears (the engine's own worn-garment detection) and whether it is plain. */
export function describeOutfit(
  image: RasterImage,
  detection: PeopleDetection,
  body: Body,
): ModelOutfit {
  let kind: OutfitKind = 'unknown';
  let plain = false;
  try {
    const worn = wornCategory(image, detection, body);
    kind = outfitKind(worn.category, worn.reach);
    const garment = separateWornGarment(image, detection, body, worn.category);
    plain = texturedShare(image, garment) < 0.18;
  } catch {
    // No garment could be told from the model: the outfit stays unknown.
  }
  const best = BEST_FOR[kind];
  const noun = NOUNS[kind];
  const label =
    kind === 'unknown'
      ? 'Outfit not recognised: best for a plain saree, lehenga or kurta photo instead'
      : `${plain ? 'Plain' : 'Patterned'} ${noun}: best for ${best.text}${plain ? '' : ' (a plain one re-dresses more cleanly)'}`;
  return { kind, plain, label, bestFor: best.categories };
}
