import { describe, expect, it } from 'vitest';
import { drawGarment } from '../../../test/synthetic-figure';
import { distanceToSegment } from '../raster/geometry';
import { wearerHands } from './wearer-hands';

// A long top's wearer with a forearm folded across the waist: the whole sleeve (a third of the
// shoulders wide, its cuff included) is not the body's fabric, not just an arm's width of it.
describe("the garment photo's wearer's forearm across the body", () => {
  const garment = drawGarment(); // shoulders (72, 80)–(128, 80): 56 px
  garment.anchors = {
    ...garment.anchors,
    forearms: [
      [
        { x: 126, y: 140 },
        { x: 86, y: 146 },
      ],
    ],
  };
  // 16 px (0.29 of the shoulders) below the forearm's bone, at its middle: the sleeve's lower edge.
  const cuffEdge = { x: 106, y: 159 };

  it('is left out as wide as a long sleeve when asked (an arm wide by default)', () => {
    expect(wearerHands(garment, 0.32)(cuffEdge)).toBe(2);
    expect(wearerHands(garment)(cuffEdge)).not.toBe(2);
  });
});

describe("the wearer's hands, pixel by pixel", () => {
  it('are where the capsules and discs put them, at and around every edge', () => {
    const garment = drawGarment();
    garment.anchors = {
      ...garment.anchors,
      hands: [
        [
          { x: 70, y: 150 },
          { x: 64, y: 168 },
          { x: 72, y: 170 },
          { x: 78, y: 160 },
        ],
      ],
      forearms: [
        [
          { x: 126, y: 140 },
          { x: 86, y: 146 },
        ],
      ],
    };
    const handAt = wearerHands(garment);
    // The definition, with no box around the capsules: wrist past the knuckles, forearm past the
    // wrist (radii as wearer-hands.ts takes them); discs beyond the wrist.
    const gsw = 56;
    const knuckles = { x: 68, y: 169 };
    const span = Math.max(Math.hypot(8, 2), Math.hypot(10, 9), Math.hypot(2, 19) * 0.6);
    const capsules = [
      {
        a: { x: 70, y: 150 },
        b: { x: 70 + 2.2 * -2, y: 150 + 2.2 * 19 },
        r: span * 0.9 + gsw * 0.05,
      },
      { a: { x: 126, y: 140 }, b: { x: 126 + 1.7 * -40, y: 140 + 1.7 * 6 }, r: gsw * 0.2 },
    ];
    expect(knuckles).toEqual({ x: (64 + 72) / 2, y: (168 + 170) / 2 });
    let inside = 0;
    const wrong: { x: number; y: number }[] = [];
    for (let y = 100; y < 220; y += 0.5)
      for (let x = 20; x < 160; x += 0.5) {
        const inCapsule = capsules.some((c) => distanceToSegment(x, y, c.a, c.b) < c.r);
        if (inCapsule) inside += 1;
        if (inCapsule !== (handAt({ x, y }) === 2)) wrong.push({ x, y });
      }
    expect(wrong).toEqual([]);
    expect(inside).toBeGreaterThan(500);
  });
});
