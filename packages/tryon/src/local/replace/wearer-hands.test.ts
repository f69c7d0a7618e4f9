import { describe, expect, it } from 'vitest';
import { drawGarment } from '../../../test/synthetic-figure';
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
