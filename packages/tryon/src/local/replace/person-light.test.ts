import { describe, expect, it } from 'vitest';
import { drawGarment, drawPerson, W } from '../../../test/synthetic-figure';
import { replaceLayer } from './replace-layer';

describe('replace path: the person photo’s light', () => {
  // The old outfit is lit from the figure's left: its right half is in shade (0.8).
  const person = drawPerson();
  for (let i = 0; i < person.shading.data.length; i += 1) {
    const x = i % W;
    if ((person.oldGarment.data[i] ?? 0) > 0.5 && x > 100) person.shading.data[i] = 0.8;
  }
  const result = replaceLayer(person, drawGarment(), 'full');
  const red = (x: number, y: number) => result.image.data[(y * W + x) * 3] ?? 0;
  const mean = (x0: number, x1: number) => {
    let sum = 0;
    let n = 0;
    for (let y = 100; y < 140; y += 1)
      for (let x = x0; x < x1; x += 1) {
        sum += red(x, y);
        n += 1;
      }
    return sum / n;
  };

  it('falls on the new garment where the old outfit was in shade', () => {
    expect(mean(106, 120) / mean(80, 94)).toBeLessThan(0.9);
  });

  it('feathers the garment’s hem over what lies below instead of cutting it', () => {
    // The top ends at row 161; below it the old outfit becomes skin. Two rows inside the hem
    // the fabric still blends with the skin; five rows inside it is the fabric alone.
    const green = (y: number) => result.image.data[(y * W + 100) * 3 + 1] ?? 0;
    expect(green(160)).toBeGreaterThan(48);
    expect(green(155)).toBeLessThan(45);
  });
});
