import { describe, expect, it } from 'vitest';
import {
  DRAPE,
  drawDrapedPerson,
  drawDrapeGarment,
  pleatLight,
} from '../../../test/synthetic-drape';
import { W } from '../../../test/synthetic-figure';
import { redressLayer } from './redress';

describe('the worn fabric', () => {
  it('re-dresses a smooth beige outfit that the skin mask has grown over', () => {
    // A skin-coloured, smooth outfit: the skin mask (grown from the face) takes all of it.
    const person = drawDrapedPerson((x, y) => {
      const v = 1 + (pleatLight(x, y) - 1) * 0.2;
      return [224 * v, 188 * v, 160 * v];
    });
    for (let y = DRAPE.y0; y <= DRAPE.y1; y += 1)
      for (let x = DRAPE.x0; x <= DRAPE.x1; x += 1) person.skin.data[y * W + x] = 1;
    const garment = drawDrapeGarment((x) =>
      Math.floor(x / 3) % 2 ? [31, 63, 191] : [242, 194, 0],
    );
    const { coverage } = redressLayer(person, garment, 'saree', { keepSameFabric: false });
    let covered = 0;
    let all = 0;
    for (let y = DRAPE.y0; y <= DRAPE.y1; y += 1)
      for (let x = DRAPE.x0; x <= DRAPE.x1; x += 1) {
        all += 1;
        if ((coverage.data[y * W + x] ?? 0) > 0.5) covered += 1;
      }
    expect(covered / all).toBeGreaterThan(0.8);
  });
});
