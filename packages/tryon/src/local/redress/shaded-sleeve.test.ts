import { describe, expect, it } from 'vitest';
import { drawPerson, H, shareIn, SKIN, W } from '../../../test/synthetic-figure';
import { distanceToSegment } from '../raster/geometry';
import { createFloatMap } from '../raster/raster';
import { shadedSleeves } from './shaded-sleeve';

type Rgb = [number, number, number];
/** Cream cloth in shade: the face's hue, under half its saturation (D14's far sleeve). */
const SHADED_CREAM: Rgb = [150, 135, 120];
const CREAM: Rgb = [225, 210, 190];

// The synthetic figure's arms (shoulders 80, wrists 165), as drawn by synthetic-figure.ts.
const inLeftArm = (x: number, y: number) => y >= 78 && y < 175 && x >= 52 && x < 74;
const inRightArm = (x: number, y: number) => y >= 78 && y < 175 && x > 126 && x <= 148;
const inTorso = (x: number, y: number) => y >= 72 && y < 165 && x >= 74 && x <= 126;

/**
 * A figure in a long-sleeved top: its cut-out holds torso and both sleeves; the skin tests took
 * the right sleeve (`right` coloured) and, unless `leftSleeved`, the left one (lit skin).
 */
function scene(right: Rgb, leftSleeved: boolean) {
  const person = drawPerson();
  const cutOut = createFloatMap(W, H);
  const fabric = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const left = inLeftArm(x, y);
      const rightArm = inRightArm(x, y);
      if (!inTorso(x, y) && !left && !rightArm) continue;
      cutOut.data[i] = 1;
      const colour = rightArm ? right : left ? (leftSleeved ? CREAM : SKIN) : CREAM;
      for (let c = 0; c < 3; c += 1) person.image.data[i * 3 + c] = colour[c] ?? 0;
      const bare = rightArm || (left && !leftSleeved);
      person.skin.data[i] = bare ? 1 : 0;
      fabric.data[i] = bare ? 0 : 1;
    }
  return { person, cutOut, fabric };
}

describe('a far sleeve in shade that the skin tests took', () => {
  it('is given back to the worn fabric when the other sleeve is fabric', () => {
    const { person, cutOut, fabric } = scene(SHADED_CREAM, true);
    const back = shadedSleeves(person, cutOut, fabric);
    // Along the arm's keypoints, from the shoulder to near the wrist.
    const { shoulderR, elbowR } = person.body;
    const nearLine = (x: number, y: number) =>
      y <= 150 &&
      Math.min(
        distanceToSegment(x, y, shoulderR, elbowR!),
        distanceToSegment(x, y, elbowR!, { x: 141, y: 150 }),
      ) < 5;
    expect(shareIn(back, (x, y) => inRightArm(x, y) && nearLine(x, y))).toBeGreaterThan(0.95);
    expect(shareIn(back, (x, y) => !inRightArm(x, y))).toBe(0);
  });

  it("is given back whole where its shade alternates with panels as saturated as skin (D14's outer half)", () => {
    // 2 px bands: the shaded cream, and a peach of the same brightness with skin's saturation
    // (smooth: not embroidery). One by one only the cream passes.
    const peach = SKIN.map((v) => v * (138 / 163)) as Rgb;
    const { person, cutOut, fabric } = scene(SHADED_CREAM, true);
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) {
        if (!inRightArm(x, y) || Math.floor(y / 2) % 2 === 0) continue;
        for (let c = 0; c < 3; c += 1) person.image.data[(y * W + x) * 3 + c] = peach[c] ?? 0;
      }
    const back = shadedSleeves(person, cutOut, fabric);
    const { shoulderR, elbowR } = person.body;
    const nearLine = (x: number, y: number) =>
      y >= 90 && y <= 120 && distanceToSegment(x, y, shoulderR, elbowR!) < 5;
    expect(shareIn(back, (x, y) => inRightArm(x, y) && nearLine(x, y))).toBeGreaterThan(0.95);
    expect(shareIn(back, (x, y) => !inRightArm(x, y))).toBe(0);
  });

  it("reaches the sleeve's side its keypoints miss (D14's, found along the outer edge)", () => {
    const { person, cutOut, fabric } = scene(SHADED_CREAM, true);
    const { shoulderR, elbowR } = person.body;
    // 9 px from the upper arm's line: within a sleeve, beyond a sixth of the shoulders' width.
    const side = (x: number, y: number) =>
      y >= 90 && y <= 120 && distanceToSegment(x, y, shoulderR, elbowR!) < 9;
    expect(
      shareIn(shadedSleeves(person, cutOut, fabric), (x, y) => inRightArm(x, y) && side(x, y)),
    ).toBeGreaterThan(0.95);
  });

  it('stays skin when it is as saturated as the face (a bare arm)', () => {
    const { person, cutOut, fabric } = scene(SKIN, true);
    expect(shareIn(shadedSleeves(person, cutOut, fabric), () => true)).toBe(0);
  });

  it("is given back where it is embroidered, however saturated its panels (D14's peach)", () => {
    const { person, cutOut, fabric } = scene(SKIN, true);
    // Beads over the peach panel: 2 px checks a fifth lighter and darker than skin.
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) {
        if (!inRightArm(x, y)) continue;
        const f = (Math.floor(x / 2) + Math.floor(y / 2)) % 2 ? 1.2 : 0.8;
        for (let c = 0; c < 3; c += 1)
          person.image.data[(y * W + x) * 3 + c] = Math.min(255, (SKIN[c] ?? 0) * f);
      }
    const back = shadedSleeves(person, cutOut, fabric);
    const { shoulderR, elbowR } = person.body;
    const nearLine = (x: number, y: number) =>
      y >= 90 && y <= 140 && distanceToSegment(x, y, shoulderR, elbowR!) < 5;
    // All but the 3 px by the torso's edge (an outline is busy whatever it is).
    expect(shareIn(back, (x, y) => inRightArm(x, y) && nearLine(x, y))).toBeGreaterThan(0.85);
  });

  it('stays skin where a bare arm has only skin grain (±6 levels)', () => {
    const { person, cutOut, fabric } = scene(SKIN, true);
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) {
        if (!inRightArm(x, y)) continue;
        const grain = ((x * 7 + y * 13) % 13) - 6;
        for (let c = 0; c < 3; c += 1)
          person.image.data[(y * W + x) * 3 + c] = (SKIN[c] ?? 0) + grain;
      }
    expect(shareIn(shadedSleeves(person, cutOut, fabric), () => true)).toBe(0);
  });

  it('stays skin when the other arm is bare too (a sleeveless top)', () => {
    const { person, cutOut, fabric } = scene(SHADED_CREAM, false);
    expect(shareIn(shadedSleeves(person, cutOut, fabric), () => true)).toBe(0);
  });

  it('is not judged without a face to calibrate skin on', () => {
    const { person, cutOut, fabric } = scene(SHADED_CREAM, true);
    Object.assign(person, { face: undefined });
    expect(shareIn(shadedSleeves(person, cutOut, fabric), () => true)).toBe(0);
  });
});
