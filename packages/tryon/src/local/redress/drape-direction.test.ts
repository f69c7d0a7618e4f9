import { describe, expect, it } from 'vitest';
import {
  drawDrapedPerson,
  drawDrapeGarment,
  lineDirection,
  pleatLight,
  PLEAT_ANGLE,
} from '../../../test/synthetic-drape';
import { redressLayer } from './redress';

const BLUE = [31, 63, 191] as const;
const YELLOW = [242, 194, 0] as const;
// Inside the drape, away from its edges and the shoulders.
const MIDDLE = [78, 110, 122, 280] as const;

describe('prints follow the drape', () => {
  it('runs upright stripes along diagonal pleats', () => {
    const person = drawDrapedPerson((x, y) => {
      const v = 215 * pleatLight(x, y);
      return [v, v, v - 6];
    });
    // Fine upright stripes, blue and yellow: a print, not parts of the garment.
    const garment = drawDrapeGarment((x) => [...(Math.floor(x / 3) % 2 ? BLUE : YELLOW)]);
    const { image } = redressLayer(person, garment, 'saree', { keepSameFabric: false });
    const at = (x: number, y: number) => (y * image.width + x) * 3;
    // Blue minus red: the stripes, whatever the pleats' light does to their brightness.
    const stripes = (x: number, y: number) =>
      (image.data[at(x, y) + 2] ?? 0) - (image.data[at(x, y)] ?? 0);
    const { angle, coherence } = lineDirection(stripes, MIDDLE);
    expect(coherence).toBeGreaterThan(0.5);
    expect(Math.abs(angle - PLEAT_ANGLE)).toBeLessThan(0.15);
  });

  it('keeps a print upright on straight pleats', () => {
    const person = drawDrapedPerson((x) => {
      const v = 215 * (1 + 0.22 * Math.sin((2 * Math.PI * x) / 18));
      return [v, v, v - 6];
    });
    const garment = drawDrapeGarment((x) => [...(Math.floor(x / 3) % 2 ? BLUE : YELLOW)]);
    const { image } = redressLayer(person, garment, 'saree', { keepSameFabric: false });
    const at = (x: number, y: number) => (y * image.width + x) * 3;
    const stripes = (x: number, y: number) =>
      (image.data[at(x, y) + 2] ?? 0) - (image.data[at(x, y)] ?? 0);
    const { angle } = lineDirection(stripes, MIDDLE);
    expect(Math.abs(angle)).toBeLessThan(0.1);
  });
});
