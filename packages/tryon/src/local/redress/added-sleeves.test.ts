import { describe, expect, it } from 'vitest';
import { drawGarment, drawPerson, NEW, SKIN, W } from '../../../test/synthetic-figure';
import { distance, meanRgb } from '../../../test/synthetic-drape';
import type { GarmentModel } from '../garment/garment-analysis';
import type { PersonAnalysis } from '../person/person-analysis';
import { createFloatMap } from '../raster/raster';
import { wornRegions } from './person-regions';
import { findWornDrape, redressLayer } from './redress';

// The synthetic figure wears a blue sleeveless top over blue trousers; its arms are bare skin
// (x 52–74 and 126–148, shoulders at y 80, elbows at y 125). The tee is red, its sleeves reaching
// 0.6 of the way to the elbow (to y ≈ 107).
const tee = { ...drawGarment(), sleeveReach: { L: 0.6, R: 0.6 } };

/**
 * The figure re-dressed with its worn top given as its torso (the cut-out's skin tests take the
 * figure's flat arms for a skin-toned outfit: a photo's arms are told by the face's skin).
 */
function redress(person: PersonAnalysis, garment: GarmentModel) {
  const fabric = createFloatMap(W, person.image.height);
  for (let i = 0; i < fabric.data.length; i += 1) {
    const isTop = i < 165 * W && (person.oldGarment.data[i] ?? 0) > 0.5;
    fabric.data[i] = isTop && (person.skin.data[i] ?? 0) < 0.5 ? 1 : 0;
  }
  const drape = findWornDrape(person, garment, 'upper', wornRegions(person, fabric));
  return redressLayer(person, garment, 'upper', { keepSameFabric: false }, drape);
}

/** Share of pixels in a box within `tolerance` of `rgb`. */
function shareNear(
  data: ArrayLike<number>,
  [x0, y0, x1, y1]: number[],
  rgb: number[],
  tolerance: number,
) {
  let near = 0;
  let n = 0;
  for (let y = y0 ?? 0; y < (y1 ?? 0); y += 1)
    for (let x = x0 ?? 0; x < (x1 ?? 0); x += 1) {
      const o = (y * W + x) * 3;
      const d = Math.hypot(
        (data[o] ?? 0) - (rgb[0] ?? 0),
        (data[o + 1] ?? 0) - (rgb[1] ?? 0),
        (data[o + 2] ?? 0) - (rgb[2] ?? 0),
      );
      if (d < tolerance) near += 1;
      n += 1;
    }
  return near / n;
}

describe('a tee re-dressed onto a sleeveless top', () => {
  it('covers the upper arms below the shoulders in the sleeves, and leaves forearms and hands', () => {
    const person = drawPerson();
    const before = new Uint8Array(person.image.data);
    const { image } = redress(person, tee);
    const upperArms = [
      [58, 86, 70, 100],
      [130, 86, 142, 100],
    ];
    for (const box of upperArms) {
      expect(shareNear(before, box, SKIN, 40)).toBeGreaterThan(0.9);
      expect(shareNear(image.data, box, NEW, 70)).toBeGreaterThan(0.8);
    }
    // Past the sleeves' hem (y ≈ 107) the arms are the photo's, to the byte.
    for (const box of [
      [52, 114, 74, 175],
      [127, 114, 148, 175],
    ] as const)
      expect(distance(meanRgb(before, box), meanRgb(image.data, box))).toBe(0);
  });

  it('adds no sleeves for a sleeveless garment', () => {
    const person = drawPerson();
    const before = new Uint8Array(person.image.data);
    const { image } = redress(person, drawGarment());
    expect(
      distance(meanRgb(before, [58, 86, 70, 100]), meanRgb(image.data, [58, 86, 70, 100])),
    ).toBe(0);
  });
});
