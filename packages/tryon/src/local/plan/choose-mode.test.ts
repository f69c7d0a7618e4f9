import { describe, expect, it } from 'vitest';
import type { PersonAnalysis } from '../person/person-analysis';
import { drawDrapedPerson, drawDrapeGarment } from '../../../test/synthetic-drape';
import { createFloatMap, type FloatMap } from '../raster/raster';
import { W } from '../../../test/synthetic-figure';
import type { GarmentKind } from './detect-garment-kind';
import { findWornDrape } from '../redress/redress';
import {
  chooseMode,
  garmentPalette,
  longerThanWornTop,
  measureOutfit,
  sameKind,
  SAREE_WORN_LOWER_MESSAGE,
  SAREE_WORN_MESSAGE,
} from './choose-mode';

type Rgb = [number, number, number];
const PALLU: Rgb = [90, 40, 140];
const GOLD: Rgb = [200, 160, 70];
const PINK: Rgb = [225, 30, 120];
// The synthetic figure's hips are at y 160: its chest band runs to y 152, its thighs from 172.
const HIP = 160;

/**
 * A saree photographed from the waist up (cut off at the thighs): a wide purple pallu with a
 * gold border covers the chest, the saree's pink body shows there only in a small patch and
 * fills the pleats below the hips.
 */
function sareeWorn(x: number, y: number): Rgb {
  if (y >= HIP) return PINK;
  if (x > 124 && y > 140) return PINK;
  return Math.abs(x - 0.4 * y - 60) < 4 ? GOLD : PALLU;
}

/** The cropped outfit's measurement, as wornCategory gives it for such a photo. */
const CUT_OFF: GarmentKind = {
  photoType: 'on-model',
  category: 'upper',
  certainty: 0.9,
  reach: 0.35,
  cutOff: true,
};

describe('auto mode: does the person already wear a garment of the garment kind', () => {
  it('a saree cut off at the thighs whose body colour is a minority on the chest is a saree', () => {
    const person = drawDrapedPerson(sareeWorn);
    const saree = drawDrapeGarment((x, y) => (y < 120 ? (x % 20 < 3 ? GOLD : PALLU) : PINK));
    expect(sameKind(CUT_OFF, person, 'full', () => garmentPalette(saree))).toBe(true);
    expect(sameKind(CUT_OFF, person, 'saree', () => garmentPalette(saree))).toBe(true);
  });

  it('a white top over light jeans, cut off, does not wear a navy saree', () => {
    const person = drawDrapedPerson((_x, y) => (y < HIP ? [232, 232, 236] : [170, 195, 222]));
    const navy = drawDrapeGarment((x) => (x % 16 < 3 ? [150, 100, 60] : [40, 40, 90]));
    expect(sameKind(CUT_OFF, person, 'full', () => garmentPalette(navy))).toBe(false);
  });

  it('a white tank top over white shorts, bare shins below, is no full-length outfit', () => {
    // The outfit's length measure runs on down to the white shoes (vton-dev D13): a long
    // outfit of one fabric, by colour. His shins are bare skin.
    const WHITE: Rgb = [236, 232, 224];
    const shins = (y: number) => y >= 238 && y < 282;
    const person = drawDrapedPerson((_x, y) => (shins(y) ? [205, 150, 120] : WHITE));
    const skin = { ...person.skin, data: Float32Array.from(person.skin.data) };
    for (let y = 238; y < 282; y += 1) for (let x = 66; x <= 134; x += 1) skin.data[y * W + x] = 1;
    const long: GarmentKind = { ...CUT_OFF, category: 'saree', reach: 1.2, cutOff: false };
    const lehenga = drawDrapeGarment(() => [230, 140, 150]);
    expect(sameKind(long, person, 'full', () => garmentPalette(lehenga))).toBe(true);
    expect(sameKind(long, { ...person, skin }, 'full', () => garmentPalette(lehenga))).toBe(false);
    expect(sameKind(long, { ...person, skin }, 'saree', () => garmentPalette(lehenga))).toBe(false);
  });

  it('a white tee over khaki trousers that the length measure ran into is a top', () => {
    // A seated man's tee and trousers measured as one long outfit; chest and thighs unlike. Its
    // mirror image was replaced ("does not wear a top"), the photo re-dressed, by chance.
    const person = drawDrapedPerson((_x, y) => (y < HIP ? [236, 234, 230] : [196, 174, 140]));
    const long: GarmentKind = { ...CUT_OFF, category: 'saree', reach: 1.1, cutOff: true };
    const tee = drawDrapeGarment(() => [20, 20, 24]);
    expect(sameKind(long, person, 'upper', () => garmentPalette(tee))).toBe(true);
  });

  it('a man in a long kurta of one fabric does not wear a saree or a lehenga', () => {
    const kurta = drawDrapedPerson(() => [230, 215, 190]);
    const saree = drawDrapeGarment(() => [225, 30, 120]);
    const long: GarmentKind = { ...CUT_OFF, category: 'saree', reach: 0.9, cutOff: false };
    const described = (gender: 'male' | 'female') => ({
      ...kurta,
      detection: {
        ...kurta.detection,
        faces: [
          {
            x: 82,
            y: 21,
            width: 36,
            height: 48,
            score: 0.9,
            gender: { value: gender, score: 0.9 },
          },
        ],
      },
    });
    expect(sameKind(long, described('female'), 'saree', () => garmentPalette(saree))).toBe(true);
    expect(sameKind(long, described('male'), 'saree', () => garmentPalette(saree))).toBe(false);
    expect(sameKind(long, described('male'), 'full', () => garmentPalette(saree))).toBe(false);
    expect(sameKind(long, described('male'), 'upper', () => garmentPalette(saree))).toBe(true);
    // A top tried on him re-dresses the whole kurta: his gender, read to refuse a top on a
    // saree, does not turn his kurta into a top of another length than the garment's.
    const top = { category: 'upper' as const, reach: 0.2, garment: saree };
    expect(chooseMode('auto', described('male'), top).mode).toBe('redress');
  });

  it('a woman’s saree cut off at the thighs is a saree by its pallu, whatever saree is tried on', () => {
    const navy = drawDrapeGarment((x) => (x % 16 < 3 ? [150, 100, 60] : [40, 40, 90]));
    const draped = cutOffSaree((x, y) => x > 100 + (y - 74) * 0.1);
    expect(measureOutfit(draped)?.category).toBe('saree');
    expect(chooseMode('auto', draped, { category: 'saree', garment: navy }).mode).toBe('redress');
    expect(chooseMode('auto', draped, { category: 'full', garment: navy }).mode).toBe('redress');
    // The same photo of a man (a long kurta with a stole): not re-dressed as a saree.
    const man = withFace(draped, 'male');
    expect(chooseMode('auto', man, { category: 'saree', garment: navy }).mode).toBe('replace');
    // A top whose halves are alike (no pallu) over other colours below stays a top.
    const top = cutOffSaree(() => false);
    expect(measureOutfit(top)?.category).toBe('upper');
  });

  it('refuses a top on a woman in a saree, saying why, unless a mode is chosen', () => {
    const tee = drawDrapeGarment(() => [20, 20, 24]);
    const draped = cutOffSaree((x, y) => x > 100 + (y - 74) * 0.1);
    expect(() => chooseMode('auto', draped, { category: 'upper', garment: tee })).toThrow(
      expect.objectContaining({ code: 'LOW_QUALITY', message: SAREE_WORN_MESSAGE }),
    );
    expect(chooseMode('redress', draped, { category: 'upper', garment: tee }).mode).toBe('redress');
    // A man's long kurta with a stole is re-dressed as before; so is a woman's top.
    const man = withFace(draped, 'male');
    expect(chooseMode('auto', man, { category: 'upper', garment: tee }).mode).toBe('redress');
    const top = cutOffSaree(() => false);
    expect(chooseMode('auto', top, { category: 'upper', garment: tee }).mode).toBe('redress');
  });

  it('refuses trousers or a skirt on a woman in a saree, saying why, unless a mode is chosen', () => {
    const jeans = drawDrapeGarment(() => [70, 100, 150]);
    const draped = cutOffSaree((x, y) => x > 100 + (y - 74) * 0.1);
    expect(() => chooseMode('auto', draped, { category: 'lower', garment: jeans })).toThrow(
      expect.objectContaining({ code: 'LOW_QUALITY', message: SAREE_WORN_LOWER_MESSAGE }),
    );
    expect(chooseMode('replace', draped, { category: 'lower', garment: jeans }).mode).toBe(
      'replace',
    );
    // A man's long kurta with a stole, and a woman's top, are not refused.
    const man = withFace(draped, 'male');
    expect(() => chooseMode('auto', man, { category: 'lower', garment: jeans })).not.toThrow();
    const top = cutOffSaree(() => false);
    expect(() => chooseMode('auto', top, { category: 'lower', garment: jeans })).not.toThrow();
  });
});

describe('auto mode: a long top over a short worn top', () => {
  const TEE: Rgb = [236, 236, 232];
  const NAVY: Rgb = [30, 35, 70];
  /** A figure in a worn top of the hips' length (a tee, hem at y 166) over navy trousers, or in
   * a worn top to `hem`. */
  const wearing = (hem: number) =>
    drawDrapedPerson((x, y) => (y < hem ? TEE : x > 97 && x < 103 ? [150, 152, 156] : NAVY));
  /** A printed top of the figure's build whose hem is at `hem` (the hips at y 160). */
  const top = (hem: number) => {
    const garment = drawDrapeGarment((x, y) => ((x + y) % 12 < 6 ? GOLD : MAROON));
    for (let i = hem * garment.width; i < garment.alpha.data.length; i += 1)
      garment.alpha.data[i] = 0;
    return garment;
  };
  const longer = (person: PersonAnalysis, hem: number) => {
    const garment = top(hem);
    const drape = findWornDrape(person, garment, 'upper');
    return longerThanWornTop(person, garment, drape.regions.labels);
  };

  it('a kurta to the knee over a tee is put on with its own length, not cut to the tee', () => {
    expect(longer(wearing(166), 240)).toBe(true);
    // A kurta to mid-thigh over a top at the hips (vton person_03's sweatshirt and
    // garment_06: 0.10 and 0.69 torso lengths below the hips).
    expect(longer(wearing(166), 212)).toBe(true);
  });

  it('a top of the worn top’s length, or a kurta over a kurta, is re-dressed', () => {
    expect(longer(wearing(166), 172)).toBe(false);
    expect(longer(wearing(236), 240)).toBe(false);
    // A kurta a little longer than a long worn top (a bandhgala's hem below the hips) keeps the
    // worn drape: the difference is under another garment's length.
    expect(longer(wearing(180), 220)).toBe(false);
  });

  it('a long outfit whose re-dressed part ends at a colour change is not a short top', () => {
    // An anarkali under a dupatta: the re-dress's regions end where the tee-white part does,
    // the person's clothing to change (its old garment) runs on to the knees.
    const person = wearing(166);
    for (let y = 74; y < 240; y += 1)
      for (let x = 66; x <= 134; x += 1) person.oldGarment.data[y * person.image.width + x] = 1;
    expect(longer(person, 240)).toBe(false);
    // Cut at the tee's hem, the old garment is as short as the regions: the kurta replaces.
    person.oldGarment.data.fill(0, 166 * person.image.width);
    expect(longer(person, 240)).toBe(true);
  });
});

describe('a requested mode', () => {
  it('is taken without measuring the outfit (nothing reads it then)', () => {
    const person = drawDrapedPerson(() => [230, 215, 190]);
    const auto = chooseMode('auto', person, { category: 'full' });
    // The figure's drape is measurable: auto mode measures it.
    expect(auto.outfit).toBeDefined();
    const requested = chooseMode('redress', person, { category: 'full' });
    expect(requested).toEqual({
      mode: 'redress',
      outfit: undefined,
      reason: 'mode redress was requested',
    });
  });

  it('refuses a top on a woman whose one-colour saree bares her midriff on one side only', () => {
    // The pallu is of the saree's body colour, so the torso's halves are alike and the length
    // measure calls the outfit a top; the waist bared beside the pallu tells it (decision 073).
    const tee = drawDrapeGarment(() => [20, 20, 24]);
    const plain = cutOffSaree(() => false);
    expect(measureOutfit(plain)?.category).toBe('upper');
    const bared = withMidriffSkin(plain, 72, 100);
    expect(() => chooseMode('auto', bared, { category: 'upper', garment: tee })).toThrow(
      expect.objectContaining({ code: 'LOW_QUALITY', message: SAREE_WORN_MESSAGE }),
    );
    // With no face found (the head cut off), a pallu this plain is enough to say so too.
    const faceless = { ...bared, detection: { ...bared.detection, faces: [] } };
    expect(() => chooseMode('auto', faceless, { category: 'upper', garment: tee })).toThrow(
      expect.objectContaining({ code: 'LOW_QUALITY' }),
    );
    // A man's photo is never a saree; a midriff bare on both sides is a crop top's or a choli's.
    const man = withFace(bared, 'male');
    expect(chooseMode('auto', man, { category: 'upper', garment: tee }).mode).toBe('redress');
    const both = withMidriffSkin(bared, 100, 128);
    expect(chooseMode('auto', both, { category: 'upper', garment: tee }).mode).toBe('redress');
  });
});

const MAROON: Rgb = [120, 20, 50];

/**
 * A woman's saree cut off below the thighs: pink body with purple pleats below the hips; over
 * the chest, where `pallu` holds, a gold-striped maroon pallu (the torso's halves unlike).
 */
function cutOffSaree(pallu: (x: number, y: number) => boolean): PersonAnalysis {
  const PLEAT: Rgb = [70, 30, 130];
  const weave = (x: number, y: number, c: Rgb): Rgb =>
    c.map((v) => v + ((x * 7 + y * 13) % 11) - 5) as Rgb;
  const pick = (x: number, y: number): Rgb => {
    if (y >= HIP) return x % 12 < 6 ? PINK : PLEAT;
    if (!pallu(x, y)) return PINK;
    return x % 15 < 3 ? GOLD : MAROON;
  };
  return cutOff(
    drawDrapedPerson((x, y) => weave(x, y, pick(x, y))),
    200,
  );
}

/** The photo's rows from `rows` down cut away; the face described as a woman's. */
function cutOff(person: PersonAnalysis, rows: number): PersonAnalysis {
  const { width } = person.image;
  const cut = (m: FloatMap) => {
    const out = createFloatMap(width, rows);
    out.data.set(m.data.subarray(0, width * rows));
    return out;
  };
  const image = {
    ...person.image,
    data: person.image.data.slice(0, width * rows * 3),
    height: rows,
  };
  const matte = cut(person.matte);
  return withFace(
    { ...person, image, matte, skin: cut(person.skin), detection: { ...person.detection, matte } },
    'female',
  );
}

/** Bare skin (image and skin mask) at the waist, from x0 to x1, above the hips. */
function withMidriffSkin(person: PersonAnalysis, x0: number, x1: number): PersonAnalysis {
  const { width } = person.image;
  const data = Uint8Array.from(person.image.data);
  const skin = { ...person.skin, data: Float32Array.from(person.skin.data) };
  for (let y = 128; y < 156; y += 1)
    for (let x = x0; x < x1; x += 1) {
      data.set([205, 150, 120], (y * width + x) * 3);
      skin.data[y * width + x] = 1;
    }
  return { ...person, image: { ...person.image, data }, skin };
}

function withFace(person: PersonAnalysis, gender: 'male' | 'female'): PersonAnalysis {
  const face = {
    x: 82,
    y: 21,
    width: 36,
    height: 48,
    score: 0.9,
    gender: { value: gender, score: 0.9 },
  };
  return { ...person, detection: { ...person.detection, faces: [face] } };
}
