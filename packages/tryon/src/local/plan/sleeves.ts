import type { Point } from '../raster/geometry';
import { measureSleeveReach, type GarmentModel } from '../garment/garment-analysis';
import type { PersonAnalysis } from '../person/person-analysis';
import { createFloatMap, type FloatMap } from '../raster/raster';
import { torsoShare } from './detect-garment-kind';

/** Sleeves to the elbow or further: a kurta's, a shirt's, a sherwani's. */
const SLEEVED = 1;
/** Clothing ends within the first third of the upper arm: a tank top, a strappy or strapless top. */
const BARE = 0.3;

/** The person's clothing: inside the matte and not skin. */
function clothingMap({ matte, skin }: PersonAnalysis): FloatMap {
  const clothing = createFloatMap(matte.width, matte.height);
  for (let i = 0; i < clothing.data.length; i += 1)
    clothing.data[i] = (matte.data[i] ?? 0) > 0.5 && (skin.data[i] ?? 0) <= 0.5 ? 1 : 0;
  return clothing;
}

/**
 * How far the person's clothing runs down their arms (0 bare … 1 elbow … 2 wrist), the longer
 * arm's (a hand on the hip or in a pocket hides one sleeve's end; `pick` Math.min: the shorter
 * arm's, where a forearm lying on trousers or a tattoo reads as sleeve), measured as the garment
 * photo's sleeves are; undefined when no arm was found whole.
 */
function personSleeveReach(
  person: PersonAnalysis,
  clothing: FloatMap,
  pick: (...reach: number[]) => number = Math.max,
): number | undefined {
  const { body } = person;
  const arm = (s: 'L' | 'R'): [Point, Point, Point] | undefined => {
    const elbow = body[`elbow${s}`];
    const wrist = body[`wrist${s}`];
    return elbow && wrist ? [body[`shoulder${s}`], elbow, wrist] : undefined;
  };
  const arms = [arm('L'), arm('R')].filter((a) => a !== undefined);
  if (arms.length === 0) return undefined;
  return pick(...arms.map((a) => measureSleeveReach(clothing, a)));
}

/**
 * The garment has sleeves (to the elbow or longer) and the person's arms are bare: re-dressing
 * the person's top in its fabric would make a sleeveless kurta, so its own silhouette must be
 * put on. Only said when the person's torso reads as clothing.
 */
export function sleevesMissing(person: PersonAnalysis, garment: GarmentModel): boolean {
  const garmentSleeves = Math.max(garment.sleeveReach.L, garment.sleeveReach.R);
  if (garmentSleeves < SLEEVED) return false;
  const clothing = clothingMap(person);
  const personSleeves = personSleeveReach(person, clothing);
  // A cream or beige outfit is often taken for skin as a whole (torso and arms alike): then
  // bare-looking arms say nothing about its sleeves.
  return (
    personSleeves !== undefined && personSleeves <= BARE && torsoShare(clothing, person.body) >= 0.5
  );
}

/** The person's sleeves, on both arms, run on towards the wrists at least this far (2 at the wrist)… */
const LONG_SLEEVES = 1.5;
/** …and this much further down the arm than the garment's. */
const SLEEVES_LONGER = 0.8;

/**
 * The person's sleeves run to the wrists and the garment's are short: re-dressing the person's
 * top would keep its long sleeves in the garment's fabric (person_03's sweatshirt given the
 * short-sleeved tee became a black sweatshirt), so the garment's own cut is put on and the arms
 * its sleeves leave bare are made.
 */
export function sleevesLonger(person: PersonAnalysis, garment: GarmentModel): boolean {
  const garmentSleeves = Math.max(garment.sleeveReach.L, garment.sleeveReach.R);
  // No sleeve reaches past the wrist (2): a garment's sleeves this long are never outrun, and
  // the person's clothing need not be mapped.
  if (garmentSleeves > 2 - SLEEVES_LONGER) return false;
  const personSleeves = personSleeveReach(person, clothingMap(person), Math.min);
  return (
    personSleeves !== undefined &&
    personSleeves >= LONG_SLEEVES &&
    personSleeves - garmentSleeves >= SLEEVES_LONGER
  );
}
