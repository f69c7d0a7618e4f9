import { describe, expect, it } from 'vitest';
import { drawDrapedPerson, drawDrapeGarment } from '../../../test/synthetic-drape';
import type { GarmentKind } from './detect-garment-kind';
import { garmentPalette, sameKind } from './choose-mode';

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
  });
});
