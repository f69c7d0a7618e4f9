import { describe, expect, it } from 'vitest';
import { body, H, W } from '../../../test/synthetic-figure';
import { drawDrapedPerson } from '../../../test/synthetic-drape';
import { findTopHem } from './top-hem';

const HIPS = (body.hipL.y + body.hipR.y) / 2;
const LIMIT = HIPS + body.torsoLength * 0.9;

/** Cream embroidery (fine light and dark specks) above `embroideredTo`, plain white below. */
function outfit(embroideredFrom: number, embroideredTo: number) {
  const person = drawDrapedPerson((x, y) => {
    const speck = y >= embroideredFrom && y < embroideredTo && (x * 7 + y * 13) % 5 < 2;
    const v = speck ? 150 : 232;
    return [v, v - 4, v - 12];
  });
  const labels = new Int8Array(W * H).fill(-1);
  person.matte.data.forEach((m, i) => {
    if (m > 0.5 && person.skin.data[i] === 0) labels[i] = 0;
  });
  return { person, labels };
}

describe("a top's hem over trousers of its colour", () => {
  it('is where the embroidery ends below the hips', () => {
    const hem = HIPS + 30;
    const { person, labels } = outfit(0, hem);
    expect(Math.abs(findTopHem(person, labels, LIMIT) - hem)).toBeLessThan(8);
  });

  it('is not the end of an embroidered yoke above the hips', () => {
    const { person, labels } = outfit(0, HIPS - 30);
    expect(findTopHem(person, labels, LIMIT)).toBe(LIMIT);
  });
});
