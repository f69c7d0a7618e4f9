import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Category } from '../types';

export interface EvalPair {
  id: string;
  dir: string;
  person: string;
  garment: string;
  category: Category;
  /** Same-category pairs the engine should re-dress (kept drape). */
  sameCategory: boolean;
  groundTruth?: string;
}

const SMOKE: [string, string, Category][] = [
  ['person_01_fashn_model.jpg', 'garment_01_fashn_top.webp', 'upper'],
  ['person_02_woman_offshoulder.jpg', 'garment_02_flat_top.jpg', 'upper'],
  ['person_03_man_sweatshirt.jpg', 'garment_03_flat_jeans.jpg', 'lower'],
  ['person_04_woman_red_saree.webp', 'garment_04_folded_saree.webp', 'saree'],
  ['person_02_woman_offshoulder.jpg', 'garment_05_lehenga_onmodel.jpg', 'full'],
  ['person_05_man_bandhgala.jpg', 'garment_06_kurta_onmodel.jpg', 'upper'],
  ['person_03_man_sweatshirt.jpg', 'garment_01_fashn_top.webp', 'upper'],
  ['person_05_man_bandhgala.jpg', 'garment_02_flat_top.jpg', 'upper'],
];

/** pairs.csv names garments; the engine takes one of four categories. */
const CATEGORY: Record<string, Category> = {
  saree: 'saree',
  lehenga: 'full',
  kurta: 'upper',
  sherwani: 'upper',
};

export function smokePairs(dir: string): EvalPair[] {
  if (!existsSync(dir)) return [];
  return SMOKE.map(([person, garment, category], i) => ({
    id: `S${String(i + 1).padStart(2, '0')}`,
    dir,
    person,
    garment,
    category,
    sameCategory: false,
  }));
}

/** vton-dev's pairs.csv: id, person, garment, category, photo type (quoted), ground truth. */
export function devPairs(dir: string): EvalPair[] {
  const file = join(dir, 'pairs.csv');
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').trim().split('\n').slice(1);
  return lines.map((line) => {
    const cells = line.match(/("[^"]*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, '')) ?? [];
    const [id = '', person = '', garment = '', kind = '', type = '', truth = ''] = cells;
    return {
      id,
      dir,
      person,
      garment,
      category: CATEGORY[kind] ?? 'full',
      sameCategory: /same saree|another saree|already wears/.test(type),
      groundTruth: truth || undefined,
    };
  });
}
