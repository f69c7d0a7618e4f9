import { describe, expect, it } from 'vitest';
import { drawPerson, H, inTorso, shareIn, SKIN, W } from '../../../test/synthetic-figure';
import { createFloatMap } from '../raster/raster';
import { shadedPanels } from './shaded-panel';

type Rgb = [number, number, number];
/** Cream cloth in shade: the face's hue, 0.4 of its saturation (D14's fold by his far arm). */
const SHADED_CREAM: Rgb = [150, 135, 120];
const CREAM: Rgb = [225, 210, 190];

type Box = { x0: number; x1: number; y0: number; y1: number };
const inBox = (b: Box) => (x: number, y: number) =>
  x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1;
/** A fold down the torso's right, between the body and the far arm. */
const FOLD: Box = { x0: 108, x1: 114, y0: 90, y1: 140 };

/**
 * The synthetic figure in a cream top over the torso; the skin map took `piece` (painted
 * `colour`), which the worn fabric left out.
 */
function scene(piece: Box, colour: Rgb) {
  const person = drawPerson();
  const fabric = createFloatMap(W, H);
  const inPiece = inBox(piece);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      if (!inTorso(x, y)) continue;
      const taken = inPiece(x, y);
      const paint = taken ? colour : CREAM;
      for (let c = 0; c < 3; c += 1) person.image.data[i * 3 + c] = paint[c] ?? 0;
      person.skin.data[i] = taken ? 1 : 0;
      fabric.data[i] = taken ? 0 : 1;
    }
  return { person, fabric };
}

describe("a top's shaded fold that the skin flood took", () => {
  it('is given back to the worn fabric', () => {
    const { person, fabric } = scene(FOLD, SHADED_CREAM);
    const given = shadedPanels(person, fabric);
    expect(shareIn(fabric, inBox(FOLD))).toBe(1);
    expect(given).toBe((FOLD.x1 - FOLD.x0 + 1) * (FOLD.y1 - FOLD.y0 + 1));
  });

  it("stays skin when as saturated as the face's (a hand or forearm across the top)", () => {
    const { person, fabric } = scene(FOLD, SKIN);
    expect(shadedPanels(person, fabric)).toBe(0);
    expect(shareIn(fabric, inBox(FOLD))).toBe(0);
  });

  it("stays skin when it is a hand as pale as itself, paler than the face (S02's on her white top)", () => {
    const hand: Box = { x0: 104, x1: 122, y0: 120, y1: 142 };
    const { person, fabric } = scene(hand, SHADED_CREAM);
    // The right hand lies on the torso: wrist (118, 130), its centre (113, 131).
    Object.assign(person.body, { wristR: { x: 118, y: 130 } });
    expect(shadedPanels(person, fabric)).toBe(0);
  });

  it('stays skin where it runs on up into the neck (the neckline, whatever its light)', () => {
    const neckline: Box = { x0: 96, x1: 104, y0: 72, y1: 88 };
    const { person, fabric } = scene(neckline, SHADED_CREAM);
    for (let y = 60; y < 72; y += 1)
      for (let x = neckline.x0; x <= neckline.x1; x += 1) person.skin.data[y * W + x] = 1;
    expect(shadedPanels(person, fabric)).toBe(0);
  });

  it('is not judged without a face to calibrate skin on', () => {
    const { person, fabric } = scene(FOLD, SHADED_CREAM);
    Object.assign(person, { face: undefined });
    expect(shadedPanels(person, fabric)).toBe(0);
  });
});
