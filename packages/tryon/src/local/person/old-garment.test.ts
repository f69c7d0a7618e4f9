import { describe, expect, it } from 'vitest';
import { bandhgala, body, drawPerson, SKIN, W } from '../../../test/synthetic-figure';
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

/** A top's old clothing found on the person (the skin model calibrated on its face): a lookup. */
function topClothing(person: ReturnType<typeof drawPerson>) {
  const model = calibrateSkin(person.image, person.face);
  const { image, matte, skin, face } = person;
  const mask = findOldGarment(image, matte, skin, body, face, 'upper', model);
  return (x: number, y: number) => (mask.data[y * W + x] ?? 0) > 0.5;
}

describe('old clothing: a white top beside lit skin', () => {
  const at = topClothing(whiteTop());

  it("leaves out a highlight in skin's hue on the chest, which is near the top's white", () => {
    for (let y = 75; y < 79; y += 1) for (let x = 91; x < 97; x += 1) expect(at(x, y)).toBe(false);
  });

  it('keeps the white top itself, and a highlight on the arm, where a sleeve may lie beside it', () => {
    expect(at(100, 120)).toBe(true);
    expect(at(80, 100)).toBe(true);
    expect(at(66, 83)).toBe(true);
  });
});

describe('old clothing: a white sleeve beside a lit forearm (vton S05)', () => {
  // The white top with a long left sleeve down to row 139, and below its cuff the forearm's lit
  // skin (x 55–63, y 140–146) that the skin map missed.
  const person = whiteTop();
  const { data } = person.image;
  for (let y = 78; y < 147; y += 1)
    for (let x = 52; x < 74; x += 1) {
      const i = y * W + x;
      const lit = y >= 140 && x >= 55 && x < 64;
      if (y >= 140 && !lit) continue;
      data.set(lit ? LIT_SKIN : WHITE, i * 3);
      person.skin.data[i] = 0;
    }
  const at = topClothing(person);

  it("keeps the sleeve, and leaves out the forearm's highlight in skin's hue", () => {
    expect(at(62, 120)).toBe(true);
    for (let y = 141; y < 146; y += 1)
      for (let x = 56; x < 63; x += 1) expect(at(x, y)).toBe(false);
  });
});

const YELLOW: [number, number, number] = [230, 205, 90];

/**
 * The synthetic figure in a top over a bare band across the torso (y 112–126: a midriff, or an
 * arm across the body), and below it `below` down to y = 230 (a high-waisted skirt's waistband
 * lies above the hips at y = 160, where the chest's lower seeds reach).
 */
function twoPieces(below: [number, number, number]) {
  const person = drawPerson();
  const { data } = person.image;
  for (let y = 72; y < 230; y += 1)
    for (let x = 74; x <= 126; x += 1) {
      const i = y * W + x;
      const bare = y >= 112 && y < 126;
      data.set(bare ? SKIN : y < 112 ? YELLOW : below, i * 3);
      person.skin.data[i] = bare ? 1 : 0;
      person.matte.data[i] = 1;
    }
  return topClothing(person);
}

describe("old clothing of a top: what lies below the torso's middle", () => {
  it('leaves out a skirt in another colour that begins below the middle, and keeps the top', () => {
    const at = twoPieces(WHITE);
    expect(at(100, 90)).toBe(true);
    for (const y of [130, 150, 200]) expect(at(100, y), `skirt at ${y}`).toBe(false);
  });

  it('keeps both pieces of a top of one colour (an arm across it)', () => {
    const at = twoPieces(YELLOW);
    expect(at(100, 90)).toBe(true);
    expect(at(100, 140)).toBe(true);
  });
});

describe("old clothing: a stand collar in the face box's ellipse (vton S08)", () => {
  const at = topClothing(bandhgala());

  it('is the top, as is its edge half mixed with the neck', () => {
    expect(at(94, 64)).toBe(true);
    expect(at(106, 66)).toBe(true);
    expect(at(100, 64)).toBe(true);
    // The mixed edge above the collar's top (row 64 at x = 100).
    expect(at(100, 63)).toBe(true);
  });

  it("leaves the chin and the face's core alone", () => {
    expect(at(100, 56)).toBe(false);
    expect(at(100, 45)).toBe(false);
    expect(at(92, 52)).toBe(false);
  });
});

const LIGHT_GREY: [number, number, number] = [198, 200, 204];
const DARK_DENIM: [number, number, number] = [48, 44, 52];
const DARK_HAIR: [number, number, number] = [44, 30, 28];

/**
 * The synthetic figure in a light-grey top and dark jeans, against its grey backdrop (178, 180,
 * 184, within the top's palette distance), with the person matte reaching 6 px past the
 * shoulders' line onto that backdrop (rows 66–71, as a matte made at a fraction of the photo's
 * size does); a lock of dark hair over the top's shoulder (x 76–88, y 76–88) and dark piping
 * along the top's neckline edge (row 72, x 74–90), both within the jeans' palette distance.
 */
function greyTopOverJeans() {
  const person = drawPerson();
  const { data } = person.image;
  const paint = (x: number, y: number, rgb: readonly number[]) => {
    const i = y * W + x;
    data.set(
      rgb.map((v, c) => v + (((x * 7 + y * 3 + c) % 5) - 2)),
      i * 3,
    );
    person.skin.data[i] = 0;
    person.matte.data[i] = 1;
  };
  for (let y = 66; y < 292; y += 1)
    for (let x = 74; x <= 126; x += 1) {
      if (y < 72 && x > 92 && x < 108) continue; // the neck
      if (y < 72)
        person.matte.data[y * W + x] = 1; // the matte past the photo's edge
      else if (y < 165) paint(x, y, LIGHT_GREY);
      else if (x >= 76 && x <= 124) paint(x, y, DARK_DENIM);
    }
  for (let y = 76; y <= 88; y += 1) for (let x = 76; x <= 88; x += 1) paint(x, y, DARK_HAIR);
  for (let x = 74; x <= 90; x += 1) paint(x, 72, DARK_DENIM);
  const model = calibrateSkin(person.image, person.face);
  const { image, matte, skin, face } = person;
  const mask = findOldGarment(image, matte, skin, body, face, 'full', model);
  return (x: number, y: number) => (mask.data[y * W + x] ?? 0) > 0.5;
}

describe('old clothing: what only looks like it (vton-dev D16, vton S05)', () => {
  const at = greyTopOverJeans();

  it('keeps the top and the jeans', () => {
    expect(at(100, 100)).toBe(true);
    expect(at(100, 200)).toBe(true);
  });

  it("leaves out the backdrop the matte reaches over, in the backdrop's colour", () => {
    for (const x of [78, 84, 112, 122]) for (const y of [66, 68, 71]) expect(at(x, y)).toBe(false);
  });

  it("leaves out hair over the top's shoulder in the jeans' colours, above the torso's middle", () => {
    for (const [x, y] of [
      [82, 82],
      [80, 80],
      [85, 84],
    ] as const)
      expect(at(x, y), `hair at ${x},${y}`).toBe(false);
  });

  it("keeps the top's piping in the jeans' colours beside it", () => {
    for (const x of [76, 84, 90]) expect(at(x, 72), `piping at ${x}`).toBe(true);
  });
});
