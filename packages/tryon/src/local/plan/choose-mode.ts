import { TryonError } from '../../errors';
import type { Category, ModeOption, TryonMode } from '../../types';
import type { GarmentModel } from '../garment/garment-analysis';
import type { PersonAnalysis } from '../person/person-analysis';
import { samplePalette, type Rgb } from '../raster/palette';
import { wearerGender, wornCategory, type GarmentKind } from './detect-garment-kind';
import { hasBareMidriff, hasBareShins, oneFabricShare, wornFabricShare } from './one-piece';
import { sleevesLonger, sleevesMissing } from './sleeves';
import { classifyWornOutfit } from '../../photoshoot/analyse/outfit';
import { garmentHemReach, SHORT_TOP_REACH, wornReach } from '../redress/top-length';

export interface ModeChoice {
  mode: TryonMode;
  /**
   * The person's own outfit as measured (undefined when it could not be told, or when a mode was
   * requested: then nothing reads it, and its cut-out of the person costs ~0.1 s).
   */
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

/**
 * The person's current outfit, measured like an on-model garment photo. With the face described
 * (a saree or lehenga is tried on), a woman's outfit cut off by the photo is a saree when a pallu
 * makes the torso's halves unlike: the colours of the saree being tried on play no part.
 */
export function measureOutfit(person: PersonAnalysis, readGender = true): GarmentKind | undefined {
  const gender = readGender ? wearerGender(person.detection) : undefined;
  try {
    return wornCategory(person.image, person.detection, person.body, gender);
  } catch {
    return undefined;
  }
}

/** A garment that reaches the feet: a saree, or a one-piece (lehenga, anarkali, gown). */
export const isLong = (c: Category) => c === 'saree' || c === 'full';

/** The garment's fabric colours: its shown pixels (not the fill behind the wearer's hands). */
export function garmentPalette(garment: GarmentModel): Rgb[] {
  const { width, height, texture, alpha, occluded } = garment;
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.round(texture[i] ?? 0);
  const shown = (i: number) => (alpha.data[i] ?? 0) > 0.5 && !occluded?.[i];
  return samplePalette(
    { data, width, height, channels: 3 },
    shown,
    { x0: 0, x1: width, y0: 0, y1: height },
    6,
  );
}

/**
 * Whether the person's outfit is of the garment's kind. A saree or lehenga over a full-length
 * outfit of one fabric (the pallu crosses the chest: a long white dress under a white top is
 * not one); a photo that cuts the outfit off counts when chest and thighs are clearly one fabric.
 * A top over a top of its length, over a long kurta or sherwani whose trousers the length
 * measurement merged with it, or over a top that measurement ran on from into the trousers
 * (whether chest and thighs are one fabric is no test of that: the mirror image of vton
 * person_01 was replaced, the photo re-dressed, by 0.0005 against 0.35 of one fabric). A man
 * (by the face model, when it is sure) wears no saree or lehenga, whatever his long kurta or
 * sherwani looks like.
 */
export function sameKind(
  outfit: GarmentKind,
  person: PersonAnalysis,
  category: Category,
  fabric: () => Rgb[],
): boolean {
  const long = isLong(outfit.category);
  if (isLong(category)) {
    const one = oneFabricShare(person);
    if (wearerGender(person.detection) === 'male') return false;
    if (long && one >= 0.3 && !hasBareShins(person)) return true;
    if (outfit.cutOff !== true || hasBareMidriff(person)) return false; // not a crop top
    // Cut off: chest and thighs one fabric, by the chest's own colours or by the garment's (a
    // patterned saree's body colour under a wide pallu is a minority on the chest).
    return one >= 0.8 || wornFabricShare(person, fabric()) >= 0.6;
  }
  // A long kurta or sherwani (one fabric from the chest to the thighs) is re-dressed whole; a
  // top over trousers the length measure ran on into (a seated man's white tee over khaki
  // trousers, chest and thighs unlike) is a top too.
  if (category === 'upper' && long) return true;
  return outfit.category === category;
}

/**
 * Re-dress when the person already wears a garment of the garment's kind and length (a saree
 * over a saree, a kurta over a kurta); replace the silhouette otherwise. `wornLabels` gives the
 * worn top's fabric regions as the re-dress would find them (findWornDrape), read only to
 * measure a top's length against a long top's.
 */
export function chooseMode(
  option: ModeOption,
  person: PersonAnalysis,
  garment: { category: Category; reach?: number; garment?: GarmentModel },
  wornLabels?: () => Int8Array,
): ModeChoice {
  if (option !== 'auto')
    return { mode: option, outfit: undefined, reason: `mode ${option} was requested` };
  const outfit = measureOutfit(person, readsGender(person, garment.category));
  const upper = garment.category === 'upper';
  if ((upper || garment.category === 'lower') && wearsSaree(person, outfit))
    throw new TryonError('LOW_QUALITY', upper ? SAREE_WORN_MESSAGE : SAREE_WORN_LOWER_MESSAGE);
  const model = garment.garment;
  const fabric = () => (model ? garmentPalette(model) : []);
  if (!outfit || !sameKind(outfit, person, garment.category, fabric))
    return {
      mode: 'replace',
      outfit,
      reason: `the person does not wear a ${NAMES[garment.category]} already`,
    };
  if (garment.category === 'upper' && model && sleevesMissing(person, model))
    return {
      mode: 'replace',
      outfit,
      reason: "the garment has sleeves and the person's arms are bare: its own cut is put on",
    };
  if (garment.category === 'upper' && model && sleevesLonger(person, model))
    return {
      mode: 'replace',
      outfit,
      reason: "the person's sleeves are longer than the garment's: its own cut is put on",
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
  if (
    garment.category === 'upper' &&
    model &&
    wornLabels &&
    longerThanWornTop(person, model, wornLabels())
  )
    return {
      mode: 'replace',
      outfit,
      reason: "the garment is longer than the person's top: its own length is put on",
    };
  return {
    mode: 'redress',
    outfit,
    reason: `the person already wears a ${NAMES[garment.category]}: its drape is kept`,
  };
}

export const SAREE_WORN_MESSAGE =
  'The person wears a saree in the photo, so a top or kurta cannot be put on her: re-dressing would make a saree of its fabric, and the pallu cannot be taken away. Please use a photo of her in a top or kurta, or choose Re-dress (keep the drape) for a saree in this fabric.';

/**
 * Trousers or a skirt on a woman in a saree: the replace painted the garment as one wide slab over
 * the saree's pleats, with the pallu and the border still beside and below it (vton person_04 ×
 * the jeans), and a re-dress would make a saree of its fabric.
 */
export const SAREE_WORN_LOWER_MESSAGE =
  "The person wears a saree in the photo, so trousers or a skirt cannot be put on her: the saree's pleats and pallu cannot be taken away. Please use a photo of her in a top with trousers or a skirt, or choose Re-dress (keep the drape) for a saree in this fabric.";

/**
 * Whether the outfit is measured with the face's gender. For a top a man's is not read (his face
 * is described only to refuse a top on a saree): his long kurta stays one long outfit,
 * re-dressed whole, and not a top whose length the length rule would compare with the garment's.
 */
const readsGender = (person: PersonAnalysis, category: Category) =>
  category !== 'upper' || wearerGender(person.detection) !== 'male';

/**
 * A woman (by the face model) whose outfit measures as a saree. Neither mode gives a top on her:
 * the re-dress paints the saree's drape (a black block with a straight hem for a tee, a saree of
 * kurta fabric for a kurta) and the replace leaves the pallu's place to smeared fills. A man's
 * long kurta measures as a saree too when his face is not described, hence the face. The length
 * measure misses a saree cut off at the thighs whose pallu is of its body's colour (no unlike
 * halves), or a full-length one it takes for a lehenga: unless the outfit is surely a short
 * top, the model-photo classifier has the last word (a pallu baring the midriff on one side
 * only, or a long wide woven drape; decision 073), also where no face tells a woman.
 */
function wearsSaree(person: PersonAnalysis, outfit: GarmentKind | undefined): boolean {
  const gender = wearerGender(person.detection);
  if (gender === 'male') return false;
  if (gender === 'female' && outfit?.category === 'saree') return true;
  if (outfit?.category === 'upper' && outfit.certainty >= 0.8) return false;
  try {
    const guess = classifyWornOutfit(person.image, person.detection, person.body, person.skin);
    // With no face to tell a woman, only a sure answer (a pallu seen, a long drape) counts.
    return guess.kind === 'saree' && (gender === 'female' || guess.certainty >= 0.55);
  } catch {
    return false;
  }
}

/**
 * A long top's hem this far (torso lengths) below the worn top's is another garment's length:
 * vton person_03's sweatshirt and garment_06's kurta are 0.59 apart (re-dressed at 0.6, the
 * kurta was a sweatshirt of its fabric with the old print's ghost on the chest), person_05's
 * bandhgala and the same kurta 0.52 (re-dressed, as decision 057 wants).
 */
const LONGER_TOP = 0.55;

/**
 * A long top (a kurta, a sherwani: hem past SHORT_TOP_REACH) over a short worn top (a tee, a
 * tank top): re-dressing the worn top's drape would cut the kurta to a tee's length, so auto
 * puts the garment's own silhouette on instead. `labels` are the worn top's fabric regions as
 * the re-dress found them (findWornDrape), down to its hem. The worn top is short only when the
 * person's clothing to change (its old garment, cut at the top's hem by colour) is short too:
 * the re-dress's regions end where a long outfit's colour changes (an anarkali's bodice under
 * a dupatta), the outfit does not.
 */
export function longerThanWornTop(
  person: PersonAnalysis,
  garment: GarmentModel,
  labels: Int8Array,
): boolean {
  const reach = garmentHemReach(garment);
  const regions = wornReach(person, (i) => (labels[i] ?? -1) >= 0);
  const outfit = wornReach(person, (i) => (person.oldGarment.data[i] ?? 0) > 0.5);
  if (reach === undefined || regions === undefined) return false;
  const worn = Math.max(regions, outfit ?? regions);
  return reach >= SHORT_TOP_REACH && worn < SHORT_TOP_REACH && reach - worn > LONGER_TOP;
}
