import { describe, expect, it } from 'vitest';
import {
  DRAPE,
  drawDrapedPerson,
  drawDrapeGarment,
  pleatLight,
} from '../../../test/synthetic-drape';
import { W } from '../../../test/synthetic-figure';
import { redressLayer } from './redress';

type Box = readonly [number, number, number, number];
const luma = (d: ArrayLike<number>, i: number) =>
  0.299 * (d[i * 3] ?? 0) + 0.587 * (d[i * 3 + 1] ?? 0) + 0.114 * (d[i * 3 + 2] ?? 0);

/** Mean luminance over a box (x0, y0, x1, y1 exclusive). */
function meanLuma(data: ArrayLike<number>, [x0, y0, x1, y1]: Box): number {
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      sum += luma(data, y * W + x);
      n += 1;
    }
  return sum / n;
}

const inBox = (x: number, y: number, [x0, y0, x1, y1]: Box) =>
  x >= x0 && x < x1 && y >= y0 && y < y1;

describe('re-dress faults', () => {
  it('does not turn a pocket square or buttons on a dark jacket into glowing light', () => {
    // A navy jacket with a white pocket square and a column of brass buttons on it.
    const square: Box = [108, 110, 122, 120];
    const isButton = (x: number, y: number) =>
      Math.abs(x - 100) <= 2 && [100, 130, 160, 190].some((b) => Math.abs(y - b) <= 2);
    const person = drawDrapedPerson((x, y) => {
      if (inBox(x, y, square)) return [235, 225, 230];
      if (isButton(x, y)) return [190, 160, 90];
      const v = 1 + (pleatLight(x, y) - 1) * 0.3;
      return [22 * v, 28 * v, 48 * v];
    });
    const garment = drawDrapeGarment(() => [150, 170, 190]);
    const { image } = redressLayer(person, garment, 'upper', { keepSameFabric: false });
    const ring: Box = [square[0] - 8, square[1] - 8, square[2] + 8, square[3] + 8];
    const far: Box = [DRAPE.x0 + 4, 85, 90, 150];
    const reference = meanLuma(image.data, far);
    // Where the square was, and around it, the new fabric is as light as elsewhere (within 20%).
    expect(meanLuma(image.data, square) / reference).toBeLessThan(1.2);
    expect(meanLuma(image.data, ring) / reference).toBeLessThan(1.2);
    expect(meanLuma(image.data, [96, 96, 105, 105]) / reference).toBeLessThan(1.2);
  });
});
