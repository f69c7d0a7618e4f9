import { describe, expect, it } from 'vitest';
import { sleevesShown } from './clean-shape';
import {
  clipCholiArmholes,
  fitCholiSidesAbove,
  fitCholiToTorso,
  mirrorCholi,
  trimCholiSides,
} from './one-piece-shape';
import type { BodyFrame } from './row-spans';

const W = 100;
const H = 120;
const frame: BodyFrame = { centreAt: () => 50, sw: 40, neckY: 20, hipY: 80, hemY: 118 };

/** A choli from row 10 to 60, 20 px each side of the centre, with a neckline hole at the top. */
function choli(): Uint8Array {
  const shape = new Uint8Array(W * H);
  for (let y = 10; y < 60; y += 1)
    for (let x = 30; x <= 70; x += 1) if (!(y < 20 && Math.abs(x - 50) < 8)) shape[y * W + x] = 1;
  return shape;
}

describe('lehenga replace: the choli is cut alike on both sides', () => {
  it('a side the photo cut away (a hand on the hip, a dupatta) is mirrored back', () => {
    const shape = choli();
    // The photo's wearer's arm cut the right side diagonally from the shoulder to the bust.
    for (let y = 10; y < 40; y += 1)
      for (let x = 70 - (40 - y); x <= 70; x += 1) shape[y * W + x] = 0;
    mirrorCholi(shape, frame, W, 60);
    expect(shape[15 * W + 68]).toBe(1);
    expect(shape[30 * W + 65]).toBe(1);
    // The neckline stays open, and nothing is added past the wider side.
    expect(shape[15 * W + 50]).toBe(0);
    expect(shape[30 * W + 75]).toBe(0);
  });

  it('only rows above the last choli row are mirrored', () => {
    const shape = new Uint8Array(W * H);
    shape[70 * W + 30] = 1;
    mirrorCholi(shape, frame, W, 60);
    expect(shape[70 * W + 70]).toBe(0);
  });
});

describe("lehenga replace: the choli's sides below its widest row", () => {
  /** Each side's outermost column in row y (from the centre, 50), or -1 where the row is empty. */
  const reach = (shape: Uint8Array, y: number) => {
    const row = shape.subarray(y * W, (y + 1) * W);
    return [50 - row.indexOf(1), row.lastIndexOf(1) - 50];
  };

  it("a wing at the hem (the photo's wearer's hands on her hips) is trimmed to the side above", () => {
    const shape = choli();
    // Hands at rows 52–59 reach 12 px out on both sides.
    for (let y = 52; y < 60; y += 1) for (let x = 18; x <= 82; x += 1) shape[y * W + x] = 1;
    trimCholiSides(shape, frame, W, 20, 60);
    // Trimmed to the sides above (20 px) and at most CHOLI_FLARE (0.8 px here) past them.
    for (const y of [52, 56, 59]) expect(reach(shape, y), `row ${y}`).toEqual([20, 20]);
    // The choli's fabric up to its sides is left.
    expect(shape[56 * W + 31]).toBe(1);
  });

  it('a choli tapering to the waist, and its armholes above the widest row, are left as they are', () => {
    const shape = new Uint8Array(W * H);
    for (let y = 10; y < 60; y += 1) {
      // The armhole widens from 12 px at row 10 to 22 px at row 30, then tapers to 16 px.
      const half = y < 30 ? 12 + (y - 10) / 2 : 22 - (y - 30) / 5;
      for (let x = Math.ceil(50 - half); x <= 50 + half; x += 1) shape[y * W + x] = 1;
    }
    const before = Uint8Array.from(shape);
    trimCholiSides(shape, frame, W, 10, 60);
    expect(shape).toEqual(before);
  });
});

describe("lehenga replace: a sleeveless choli's armholes", () => {
  it('end its straps inside the shoulder joints and open out to them below', () => {
    // Shoulder joints at x 25 and 75, row 20; the shape covers rows 0–59 across the image.
    const shape = new Uint8Array(W * H);
    shape.fill(1, 0, 60 * W);
    clipCholiArmholes(
      shape,
      frame,
      [
        { x: 25, y: 20 },
        { x: 75, y: 20 },
      ],
      W,
    );
    const reach = (y: number) => {
      const row = shape.subarray(y * W, (y + 1) * W);
      return [row.indexOf(1), row.lastIndexOf(1)];
    };
    // Above the joints: STRAP_INSET (0.12 × 40 = 4.8 px) inside them.
    expect(reach(5)).toEqual([30, 70]);
    expect(reach(20)).toEqual([30, 70]);
    // Half-way down the armhole (ARMHOLE_DEPTH 0.25 × 40 = 10 rows): half the inset.
    expect(reach(25)).toEqual([28, 72]);
    // Below the armhole the shape is as it was.
    expect(reach(31)).toEqual([0, W - 1]);
    expect(reach(59)).toEqual([0, W - 1]);
  });
});

describe('lehenga replace: sleeves come in pairs', () => {
  /** Sleeve masks: 1 on the given sides (x 10–20 left of the centre, 80–90 right), rows 20–60. */
  function sleeves(left: boolean, right: boolean): Uint8Array {
    const mask = new Uint8Array(W * H);
    for (let y = 20; y < 60; y += 1)
      for (let x = 0; x < W; x += 1)
        if ((left && x >= 10 && x < 20) || (right && x >= 80 && x < 90)) mask[y * W + x] = 1;
    return mask;
  }

  it('fabric on both arms is a pair of sleeves', () => {
    expect(sleevesShown(sleeves(true, true), sleeves(true, true), frame, W, true)).toBe(true);
  });

  it('fabric on one arm only, the other arm bare, is a dupatta: no sleeves', () => {
    expect(sleevesShown(sleeves(true, false), sleeves(true, false), frame, W, true)).toBe(false);
  });

  it('one arm hidden in the person photo: the sleeve that shows is kept', () => {
    expect(sleevesShown(sleeves(true, false), sleeves(true, false), frame, W, false)).toBe(true);
  });

  it('a sleeve the photo mostly shows as another fabric is left off', () => {
    expect(sleevesShown(sleeves(true, true), sleeves(true, false), frame, W, true)).toBe(false);
  });
});

describe('lehenga replace: the choli hugs the torso', () => {
  /** The person's old top from row 15 to 70, `half` px each side of the centre. */
  function oldTop(half: number): { data: Float32Array; width: number } {
    const data = new Float32Array(W * H);
    for (let y = 15; y < 70; y += 1)
      for (let x = 50 - half; x <= 50 + half; x += 1) data[y * W + x] = 1;
    return { data, width: W };
  }

  /** A choli narrower than the torso: 14 px each side, rows 10–60. */
  function narrowCholi(): Uint8Array {
    const shape = new Uint8Array(W * H);
    for (let y = 10; y < 60; y += 1) for (let x = 36; x <= 64; x += 1) shape[y * W + x] = 1;
    return shape;
  }

  it("reaches out to the old top's sides below the neckline", () => {
    const shape = narrowCholi();
    fitCholiToTorso(shape, oldTop(20), frame, 20, 60);
    for (const y of [25, 40, 55]) {
      expect(shape[y * W + 31]).toBe(1);
      expect(shape[y * W + 69]).toBe(1);
      // Not past the old top's edge.
      expect(shape[y * W + 72]).toBe(0);
    }
    // Above the neckline and below the choli's end the shape is the photo's.
    expect(shape[15 * W + 31]).toBe(0);
    expect(shape[65 * W + 50]).toBe(0);
  });

  it('leaves a side alone where the old top runs on into a sleeve', () => {
    const shape = narrowCholi();
    fitCholiToTorso(shape, oldTop(36), frame, 20, 60);
    expect(shape[40 * W + 31]).toBe(0);
    expect(shape[40 * W + 69]).toBe(0);
  });

  /** The old top with a round neck opening: skin at the centre in rows 15–24. */
  function openNeckTop(half: number): { data: Float32Array; width: number } {
    const top = oldTop(half);
    for (let y = 15; y < 25; y += 1) for (let x = 40; x <= 60; x += 1) top.data[y * W + x] = 0;
    return top;
  }

  it("reaches out to the old top's sides above the neckline's lowest row, from its own edges", () => {
    // The shoulder joints at row 12, the neckline's lowest row at 25: the centre is the neck.
    const shape = narrowCholi();
    fitCholiSidesAbove(shape, openNeckTop(20), { ...frame, neckY: 25 }, 12, 25);
    for (const y of [16, 22]) {
      expect(shape[y * W + 31], `row ${y}`).toBe(1);
      expect(shape[y * W + 69], `row ${y}`).toBe(1);
      expect(shape[y * W + 72], `row ${y}`).toBe(0);
    }
    // Its own neck opening and the rows outside the span are left as they were.
    const before = narrowCholi();
    expect(shape[20 * W + 50]).toBe(before[20 * W + 50]);
    expect(shape[11 * W + 31]).toBe(0);
    expect(shape[26 * W + 31]).toBe(0);
  });

  it('leaves a side alone above the neckline where the old top runs on into a sleeve', () => {
    const shape = narrowCholi();
    fitCholiSidesAbove(shape, openNeckTop(36), { ...frame, neckY: 25 }, 12, 25);
    expect(shape[20 * W + 31]).toBe(0);
    expect(shape[20 * W + 69]).toBe(0);
  });
});
