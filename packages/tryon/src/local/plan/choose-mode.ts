import type { Category, ModeOption, TryonMode } from '../../types';
import type { PersonAnalysis } from '../person/person-analysis';
import { wornCategory, type GarmentKind } from './detect-garment-kind';
import { hasBareMidriff, oneFabricShare } from './one-piece';

export interface ModeChoice {
  mode: TryonMode;
  /** The person's own outfit as measured (undefined when it could not be told). */
  outfit: GarmentKind | undefined;
  /** Why auto picked this mode, for the quality report. */
  reason: string;
}

const NAMES: Record<Category, string> = {
  upper: 'top',
  lower: 'lower garment',
  full: 'full-length garment',
  saree: 'saree',
};

/** The person's current outfit, measured like an on-model garment photo. */
export function measureOutfit(person: PersonAnalysis): GarmentKind | undefined {
  try {
    return wornCategory(person.image, person.detection, person.body);
  } catch {
    return undefined;
  }
}

const isLong = (c: Category) => c === 'saree' || c === 'full';

/**
 * Whether the person's outfit is of the garment's kind. A saree or lehenga over a full-length
 * outfit of one fabric (the pallu crosses the chest: a long white dress under a white top is
 * not one); a photo that cuts the outfit off counts when chest and thighs are clearly one fabric.
 * A top over a top of its length, or over a long kurta or sherwani whose trousers the length
 * measurement merged with it.
 */
function sameKind(outfit: GarmentKind, person: PersonAnalysis, category: Category): boolean {
  const long = isLong(outfit.category);
  const one = oneFabricShare(person);
  if (isLong(category))
    return (
      (long && one >= 0.3) || (outfit.cutOff === true && one >= 0.8 && !hasBareMidriff(person)) // not a crop top
    );
  if (category === 'upper' && long) return one >= 0.3;
  return outfit.category === category;
}

/**
 * Re-dress when the person already wears a garment of the garment's kind and length (a saree
 * over a saree, a kurta over a kurta); replace the silhouette otherwise.
 */
export function chooseMode(
  option: ModeOption,
  person: PersonAnalysis,
  garment: { category: Category; reach?: number },
): ModeChoice {
  const outfit = measureOutfit(person);
  if (option !== 'auto') return { mode: option, outfit, reason: `mode ${option} was requested` };
  if (!outfit || !sameKind(outfit, person, garment.category))
    return {
      mode: 'replace',
      outfit,
      reason: `the person does not wear a ${NAMES[garment.category]} already`,
    };
  const lengthGap =
    outfit.category === garment.category &&
    outfit.reach !== undefined &&
    garment.reach !== undefined
      ? Math.abs(outfit.reach - garment.reach)
      : 0;
  if (lengthGap > 0.3 && !isLong(garment.category))
    return {
      mode: 'replace',
      outfit,
      reason: `the person's ${NAMES[garment.category]} is of another length`,
    };
  return {
    mode: 'redress',
    outfit,
    reason: `the person already wears a ${NAMES[garment.category]}: its drape is kept`,
  };
}
