import { describe, expect, it } from 'vitest';
import { body, drawPerson, inTorso, W } from '../../../test/synthetic-figure';
import { measureShading, outfitPieces } from './person-fills';

/** The synthetic figure in a white top over its blue trousers (one even light on both). */
function twoTone() {
  const person = drawPerson();
  const { data } = person.image;
  for (let i = 0; i < W * 320; i += 1) {
    const x = i % W;
    const y = (i - x) / W;
    if (!inTorso(x, y) || (person.oldGarment.data[i] ?? 0) < 0.5) continue;
    for (let c = 0; c < 3; c += 1) data[i * 3 + c] = 228 + ((x + y) % 4);
  }
  return person;
}

describe('the light on an outfit of two colours', () => {
  const person = twoTone();
  const at = (map: { data: Float32Array }, x: number, y: number) => map.data[y * W + x] ?? 0;

  it('finds the two pieces, each with its own mean', () => {
    const pieces = outfitPieces(person.image, person.oldGarment, body);
    expect(pieces).toBeDefined();
    // The top's mean over the outfit's is well above the trousers'.
    expect(at({ data: pieces! }, 100, 120)).toBeGreaterThan(1.5 * at({ data: pieces! }, 100, 250));
  });

  it('does not read the darker trousers as a shadow, nor the top as a highlight', () => {
    const one = measureShading(person.image, person.oldGarment, body.shoulderWidth / 10);
    const two = measureShading(person.image, person.oldGarment, body.shoulderWidth / 10, body);
    // Over one mean the trousers are deep in shadow and the top lit (the map's bounds).
    expect(at(one, 100, 250)).toBeLessThan(0.7);
    expect(at(one, 100, 120)).toBeGreaterThan(1.15);
    // Each over its own: even light on both, and across the waist.
    for (const y of [120, 160, 170, 250])
      expect(Math.abs(at(two, 100, y) - 1), `row ${y}`).toBeLessThan(0.08);
  });

  it('leaves an outfit of one colour to the one mean', () => {
    const plain = drawPerson();
    expect(outfitPieces(plain.image, plain.oldGarment, body)).toBeUndefined();
  });
});
