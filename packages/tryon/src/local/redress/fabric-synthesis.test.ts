import { describe, expect, it } from 'vitest';
import {
  DRAPE,
  drawDrapedPerson,
  drawDrapeGarment,
  pleatLight,
} from '../../../test/synthetic-drape';
import { redressLayer } from './redress';

// A white saree with a plain gold border down its edge (a kasavu), re-dressed with a purple saree
// whose border is zari: fine gold and brown threads. The border is a tenth of the drape wide.
const BORDER = 10;
const inBorder = (x: number) => x > DRAPE.x1 - BORDER;
const zari = (x: number, y: number): [number, number, number] =>
  ((x >> 1) + (y >> 1)) % 2 ? [236, 196, 96] : [96, 62, 28];

/** Mean 3×3 luminance standard deviation inside the border, away from its edges. */
function borderContrast(rgb: ArrayLike<number>, width: number): number {
  const luma = (x: number, y: number) => {
    const o = (y * width + x) * 3;
    return 0.299 * (rgb[o] ?? 0) + 0.587 * (rgb[o + 1] ?? 0) + 0.114 * (rgb[o + 2] ?? 0);
  };
  let sum = 0;
  let n = 0;
  for (let y = DRAPE.y0 + 16; y < DRAPE.y1 - 10; y += 1)
    for (let x = DRAPE.x1 - BORDER + 3; x < DRAPE.x1 - 2; x += 1) {
      const v: number[] = [];
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) v.push(luma(x + dx, y + dy));
      const mean = v.reduce((a, b) => a + b, 0) / v.length;
      sum += Math.sqrt(v.reduce((a, b) => a + (b - mean) ** 2, 0) / v.length);
      n += 1;
    }
  return sum / n;
}

describe('a metallic border', () => {
  it('keeps its zari threads, not a flat gold, where the worn border was', () => {
    const person = drawDrapedPerson((x, y) => {
      const v = 215 * pleatLight(x, y);
      return inBorder(x) ? [v * 0.95, v * 0.75, v * 0.4] : [v, v, v - 6];
    });
    const garment = drawDrapeGarment((x, y) => (inBorder(x) ? zari(x, y) : [110, 40, 120]));
    const { image } = redressLayer(person, garment, 'saree', { keepSameFabric: false });
    const photographed = borderContrast(garment.texture, garment.width);
    expect(borderContrast(image.data, image.width)).toBeGreaterThan(photographed * 0.6);
  });
});
