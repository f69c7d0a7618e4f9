import { describe, expect, it } from 'vitest';
import { body, drawPerson, SKIN, W } from '../../../test/synthetic-figure';
import { calibrateSkin } from './skin';
import { findOldGarment } from './person-analysis';

const WHITE: [number, number, number] = [240, 240, 244];
/** Lit skin, pale enough to be near the white top's colour (within its palette distance). */
const LIT_SKIN: [number, number, number] = [246, 222, 208];

/**
 * The synthetic figure in a white top with a scoop neck (bare skin above y = 90 in the middle),
 * a collarbone's highlight in it (x 90–98, y 74–80) that the skin map missed, as it misses
 * vton-dev D10's; and the same highlight on the left shoulder, beside the sleeve.
 */
function whiteTop() {
  const person = drawPerson();
  const { data } = person.image;
  for (let y = 72; y < 165; y += 1)
    for (let x = 74; x <= 126; x += 1) {
      const i = y * W + x;
      const neck = y < 90 && Math.abs(x - 100) < 14;
      data.set(neck ? SKIN : WHITE, i * 3);
      person.skin.data[i] = neck ? 1 : 0;
    }
  for (const [x0, x1, y0, y1] of [
    [90, 98, 74, 80],
    [62, 70, 80, 86],
  ] as const)
    for (let y = y0; y < y1; y += 1)
      for (let x = x0; x < x1; x += 1) {
        data.set(LIT_SKIN, (y * W + x) * 3);
        person.skin.data[y * W + x] = 0;
      }
  return person;
}

describe('old clothing: a white top beside lit skin', () => {
  const person = whiteTop();
  const model = calibrateSkin(person.image, person.face);
  const mask = findOldGarment(
    person.image,
    person.matte,
    person.skin,
    body,
    person.face,
    'upper',
    model,
  );
  const at = (x: number, y: number) => (mask.data[y * W + x] ?? 0) > 0.5;

  it("leaves out a highlight in skin's hue on the chest, which is near the top's white", () => {
    for (let y = 75; y < 79; y += 1) for (let x = 91; x < 97; x += 1) expect(at(x, y)).toBe(false);
  });

  it('keeps the white top itself, and a highlight on the arm, where a sleeve may lie beside it', () => {
    expect(at(100, 120)).toBe(true);
    expect(at(80, 100)).toBe(true);
    expect(at(66, 83)).toBe(true);
  });
});
