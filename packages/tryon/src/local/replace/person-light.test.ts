import { describe, expect, it } from 'vitest';
import { drawGarment, drawPerson, SKIN, W } from '../../../test/synthetic-figure';
import { measureShading } from '../person/person-fills';
import { createFloatMap } from '../raster/raster';
import { applyPersonLight } from './person-light';
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
    // Green across the row's middle (the fabric's ~28, the skin's ~145): one pixel's is as
    // grainy as the made skin below.
    const green = (y: number) => {
      let sum = 0;
      for (let x = 84; x < 117; x += 1) sum += result.image.data[(y * W + x) * 3 + 1] ?? 0;
      return sum / 33;
    };
    expect(green(160)).toBeGreaterThan(36);
    expect(green(155)).toBeLessThan(32);
  });
});

/**
 * A plain grey garment over the figure from row 70 to 280, lit by the person photo's light as
 * measured from its (repainted) old outfit; the red level at (x, y) after.
 */
function plainGarmentLit(person: ReturnType<typeof drawPerson>) {
  Object.defineProperty(person, 'shading', {
    value: measureShading(person.image, person.oldGarment, person.body.shoulderWidth / 10),
  });
  const n = W * 320;
  const alpha = createFloatMap(W, 320);
  alpha.data.fill(1, 70 * W, 280 * W);
  const rgb = new Float32Array(n * 3).fill(150);
  const placement = {
    rgb,
    alpha,
    zones: new Uint8Array(n),
    sleeve: new Uint8Array(n),
    suspect: new Uint8Array(n),
  };
  applyPersonLight(person, placement);
  return (x: number, y: number) => rgb[(y * W + x) * 3] ?? 0;
}

describe('replace path: the light of a long top over bare skin', () => {
  it('does not take a knee below white shorts for a shadow on the new garment', () => {
    // White shorts (part of the old outfit) over the thighs, bare knees below them inside
    // the old outfit's map; the new garment is one plain colour over all of it.
    const person = drawPerson();
    const { data } = person.image;
    const isKnee = (x: number, y: number) => y >= 215 && y < 240 && x >= 78 && x <= 122;
    for (let i = 0; i < W * 320; i += 1) {
      if ((person.oldGarment.data[i] ?? 0) < 0.5) continue;
      const x = i % W;
      const y = (i - x) / W;
      const colour = isKnee(x, y) ? SKIN : ([236, 234, 228] as const);
      for (let c = 0; c < 3; c += 1) data[i * 3 + c] = colour[c] ?? 0;
    }
    const at = plainGarmentLit(person);
    // On the knee and just above it the garment keeps the light of the cloth around it.
    expect(at(100, 228) / at(100, 190)).toBeGreaterThan(0.95);
    expect(at(100, 212) / at(100, 190)).toBeGreaterThan(0.95);
  });

  it('keeps the light of an outfit that is itself of the skin’s hue', () => {
    // A beige outfit, its right half in shade: it cannot be told from skin by hue.
    const person = drawPerson();
    const { data } = person.image;
    for (let i = 0; i < W * 320; i += 1) {
      if ((person.oldGarment.data[i] ?? 0) < 0.5) continue;
      const k = i % W > 100 ? 0.75 : 1;
      for (let c = 0; c < 3; c += 1) data[i * 3 + c] = Math.round((SKIN[c] ?? 0) * k);
    }
    const at = plainGarmentLit(person);
    expect(at(115, 120) / at(85, 120)).toBeLessThan(0.9);
  });
});
