import { describe, expect, it } from 'vitest';
import { buildBody } from '../person/body';
import type { PeopleDetection } from '../person/detect-people';
import { createFloatMap, type RasterImage } from '../raster/raster';
import {
  dropSkinBeside,
  fillShadedPockets,
  foundWornSkin,
  keepWornSkin,
  separateWornGarment,
} from './garment-mask';

const W = 240;
const H = 480;
const SKIN: [number, number, number] = [205, 150, 120];
const GREEN: [number, number, number] = [60, 105, 70];
const CREAM: [number, number, number] = [235, 225, 190];

/** Dot centres of the print: a sparse grid (about 3 % of the fabric, under the palette's 5 %). */
function dots(): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let y = 112; y < 370; y += 20) for (let x = 85; x < 160; x += 20) out.push({ x, y });
  return out;
}

/**
 * A model in a long green kurta with small cream dots, face, neck and bare arms hanging at the
 * sides in skin colour, white trousers below the hem, on a grey-blue wall.
 */
function model(): { image: RasterImage; detection: PeopleDetection } {
  const data = new Uint8Array(W * H * 3);
  const matte = createFloatMap(W, H);
  const paint = (x: number, y: number, c: [number, number, number]) => {
    const i = y * W + x;
    data.set(c, i * 3);
    matte.data[i] = 1;
  };
  for (let i = 0; i < W * H; i += 1) data.set([150, 160, 175], i * 3);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const face = ((x - 120) / 22) ** 2 + ((y - 60) / 28) ** 2 <= 1;
      const neck = x >= 110 && x <= 130 && y >= 85 && y < 100;
      const arm = (x >= 55 && x <= 72) || (x >= 168 && x <= 185);
      if (face || neck || (arm && y >= 104 && y < 305)) paint(x, y, SKIN);
      if (x >= 75 && x <= 165 && y >= 100 && y < 380) paint(x, y, GREEN);
      if (x >= 90 && x <= 150 && y >= 380 && y < 470) paint(x, y, [240, 240, 238]);
    }
  for (const d of dots())
    for (let y = d.y - 2; y <= d.y + 2; y += 1)
      for (let x = d.x - 2; x <= d.x + 2; x += 1)
        if ((x - d.x) ** 2 + (y - d.y) ** 2 <= 5) paint(x, y, CREAM);
  const kp = (x: number, y: number) => ({ x, y, score: 0.9 });
  const keypoints = {
    nose: kp(120, 62),
    rightShoulder: kp(80, 102),
    leftShoulder: kp(160, 102),
    rightElbow: kp(63, 200),
    leftElbow: kp(177, 200),
    rightWrist: kp(63, 290),
    leftWrist: kp(177, 290),
    rightHip: kp(97, 240),
    leftHip: kp(143, 240),
    rightKnee: kp(105, 360),
    leftKnee: kp(135, 360),
    rightAnkle: kp(108, 465),
    leftAnkle: kp(132, 465),
  };
  return {
    image: { data, width: W, height: H, channels: 3 },
    detection: {
      faces: [{ x: 98, y: 32, width: 44, height: 56, score: 0.95 }],
      bodyScore: 0.9,
      keypoints,
      matte,
    },
  };
}

describe('separateWornGarment', () => {
  it("keeps a print's small cream dots below the hips while the bare arms stay out", () => {
    const { image, detection } = model();
    const body = buildBody(detection.keypoints);
    if (!body) throw new Error('no body');
    const mask = separateWornGarment(image, detection, body, 'upper');
    const at = (x: number, y: number) => (mask.data[y * W + x] ?? 0) > 0.5;
    const below = dots().filter((d) => d.y > 250);
    const kept = below.filter((d) => at(d.x, d.y)).length;
    expect(kept / below.length).toBeGreaterThan(0.9);
    const above = dots().filter((d) => d.y > 130 && d.y < 220);
    expect(above.filter((d) => at(d.x, d.y)).length / above.length).toBeGreaterThan(0.9);
    let arm = 0;
    let armIn = 0;
    for (let y = 140; y < 290; y += 4)
      for (const x of [60, 66, 174, 180]) {
        arm += 1;
        if (at(x, y)) armIn += 1;
      }
    expect(armIn / arm).toBeLessThan(0.05);
    // The trousers below the hem stay out.
    expect(at(120, 430)).toBe(false);
  });
});

describe('a wearer’s skin map, found once across threads', () => {
  it('is given once a cut-out found it, taken on a copy of the image, and used there', () => {
    const { image, detection } = model();
    const body = buildBody(detection.keypoints);
    if (!body) throw new Error('no body');
    expect(foundWornSkin(image, detection, body)).toBeUndefined();
    const full = separateWornGarment(image, detection, body, 'full');
    const skin = foundWornSkin(image, detection, body);
    if (!skin) throw new Error('no skin map kept');
    // The arms are skin in it; another body (a shifted pose) has no cut-out yet.
    expect(skin.data[200 * W + 63]).toBe(1);
    const moved = buildBody({
      ...detection.keypoints,
      rightShoulder: { x: 81, y: 102, score: 0.9 },
    });
    if (!moved) throw new Error('no body');
    expect(foundWornSkin(image, detection, moved)).toBeUndefined();
    // On another thread the observation arrives as a copy: the kept map gives the same cut-out…
    const copy = structuredClone({ image, detection, skin });
    keepWornSkin(copy.image, copy.detection, body, copy.skin);
    const again = separateWornGarment(copy.image, copy.detection, body, 'full');
    expect(Array.from(again.data)).toEqual(Array.from(full.data));
    // …and is the one used: a map that calls the chest skin takes the chest out.
    const other = structuredClone({ image, detection });
    const chest = createFloatMap(W, H);
    for (let y = 150; y < 200; y += 1) for (let x = 100; x < 140; x += 1) chest.data[y * W + x] = 1;
    keepWornSkin(other.image, other.detection, body, chest);
    const cut = separateWornGarment(other.image, other.detection, body, 'full');
    expect(full.data[170 * W + 120]).toBeGreaterThan(0.5);
    expect(cut.data[170 * W + 120]).toBeLessThan(0.5);
  });
});

describe('separateWornGarment of a garment photo', () => {
  it("leaves the model's necklace and its pendant out of the garment, and the print in", () => {
    // The kurta's model wears a gold necklace: a choker on the bare neck, a chain down the
    // fabric and a pendant on the chest, in two golds (metal glints).
    const { image, detection } = model();
    const gold = (x: number, y: number): [number, number, number] =>
      (x + y) % 4 < 2 ? [235, 185, 80] : [165, 115, 40];
    const onNecklace = (x: number, y: number) =>
      (y >= 92 && y < 99 && x >= 112 && x <= 128) ||
      (x >= 119 && x <= 121 && y >= 99 && y < 150) ||
      Math.hypot(x - 120, y - 158) <= 8;
    for (let y = 90; y < 170; y += 1)
      for (let x = 105; x < 135; x += 1)
        if (onNecklace(x, y)) image.data.set(gold(x, y), (y * W + x) * 3);
    const body = buildBody(detection.keypoints);
    if (!body) throw new Error('no body');
    const mask = separateWornGarment(image, detection, body, 'upper', { jewellery: true });
    const at = (x: number, y: number) => (mask.data[y * W + x] ?? 0) > 0.5;
    let pendant = 0;
    let pendantIn = 0;
    for (let y = 151; y <= 165; y += 1)
      for (let x = 113; x <= 127; x += 1)
        if (Math.hypot(x - 120, y - 158) <= 6) {
          pendant += 1;
          if (at(x, y)) pendantIn += 1;
        }
    expect(pendantIn / pendant).toBeLessThan(0.1);
    // The cream dots and the green around the pendant stay garment.
    const dotsIn = dots().filter((d) => d.y > 200 && at(d.x, d.y)).length;
    expect(dotsIn / dots().filter((d) => d.y > 200).length).toBeGreaterThan(0.9);
    expect(at(95, 158) && at(145, 158)).toBe(true);
  });
});

const NAVY: [number, number, number] = [30, 35, 60];
/** Navy in deep shadow: under the chin, in a fold at the hem (further than 40 from the navy). */
const SHADED_NAVY: [number, number, number] = [12, 14, 23];
/** Beard, skin and shadow in turn: a dark skin model of wide spread (as a stubbly face gives). */
const STUBBLE: [number, number, number][] = [
  [45, 35, 32],
  [150, 100, 80],
  [60, 50, 60],
];
/** A navy cuff by the wrist, in a little shade. */
const CUFF: [number, number, number] = [23, 32, 46];

/**
 * A man in a navy bandhgala: its stand collar rises beside the neck above the shoulder line, in
 * the chin's shadow; a deep fold darkens the hem below the hips; white trousers under the hem.
 * The face box reaches well below the chin (as BlazeFace's does), over the collar.
 */
function bandhgala(): { image: RasterImage; detection: PeopleDetection } {
  const { image, detection } = model();
  const { data } = image;
  const paint = (x: number, y: number, c: [number, number, number]) => {
    data.set(c, (y * W + x) * 3);
    detection.matte.data[y * W + x] = 1;
  };
  for (let y = 84; y < 380; y += 1)
    for (let x = 75; x <= 165; x += 1) {
      const collar = y < 100 && ((x >= 100 && x < 112) || (x > 128 && x <= 140));
      if (y >= 100 || collar) paint(x, y, collar ? SHADED_NAVY : NAVY);
    }
  for (let y = 300; y < 375; y += 1)
    for (let x = 140; x <= 165; x += 1) paint(x, y, y < 335 ? CUFF : SHADED_NAVY);
  // Sleeves to the wrists (y = 290), darker cuffs; a dark beard on the face's lower half.
  for (let y = 104; y < 286; y += 1)
    for (const [x0, x1] of [
      [55, 72],
      [168, 185],
    ] as const)
      for (let x = x0; x <= x1; x += 1) paint(x, y, y < 270 ? NAVY : CUFF);
  // A stubbly beard: skin and beard in turn calibrate a dark skin model of wide spread.
  for (let y = 60; y < 90; y += 1)
    for (let x = 100; x <= 140; x += 1)
      if (((x - 120) / 22) ** 2 + ((y - 60) / 28) ** 2 <= 1)
        paint(x, y, STUBBLE[(x + y) % 3] ?? SKIN);
  detection.faces = [{ x: 90, y: 35, width: 60, height: 60, score: 0.95 }];
  return { image, detection };
}

describe('separateWornGarment of a top', () => {
  it("keeps a stand collar under a face box that reaches below the chin, and the hem's shade", () => {
    const { image, detection } = bandhgala();
    const body = buildBody(detection.keypoints);
    if (!body) throw new Error('no body');
    const mask = separateWornGarment(image, detection, body, 'upper', { collar: true });
    const at = (x: number, y: number) => (mask.data[y * W + x] ?? 0) > 0.5;
    // The collar above the neck line (shoulders at y = 102), on both sides of the neck.
    for (const [x, y] of [
      [104, 90],
      [108, 95],
      [132, 90],
      [136, 95],
    ] as const)
      expect(at(x, y), `collar at ${x},${y}`).toBe(true);
    // The face and the neck's skin stay out.
    expect(at(120, 60)).toBe(false);
    expect(at(120, 92)).toBe(false);
    // The dark fold at the hem is the jacket in shadow; the trousers stay out.
    expect(at(152, 350)).toBe(true);
    // Beside the hand, the jacket's hem and cuff are not the hand (the beard calibrates skin
    // dark enough to take navy in a little shade for it).
    expect(at(160, 318)).toBe(true);
    expect(at(177, 280)).toBe(true);
    expect(at(120, 430)).toBe(false);
  });
});

/** The bandhgala beaded all over in cream close to the skin's colour: 2 px checks of two creams. */
function beadedCream(): { image: RasterImage; detection: PeopleDetection } {
  const { image, detection } = bandhgala();
  const LIGHT: [number, number, number] = [240, 218, 192];
  const DARK: [number, number, number] = [196, 168, 140];
  for (let i = 0; i < W * H; i += 1) {
    const o = i * 3;
    const navy = [NAVY, SHADED_NAVY, CUFF].some(
      (c) => image.data[o] === c[0] && image.data[o + 1] === c[1] && image.data[o + 2] === c[2],
    );
    if (!navy) continue;
    const x = i % W;
    const y = (i - x) / W;
    image.data.set((Math.floor(x / 2) + Math.floor(y / 2)) % 2 ? LIGHT : DARK, o);
  }
  return { image, detection };
}

/**
 * A top's cut-out (with its collar) of the figure, and the share of it kept over rows
 * [from, to) at columns `xs`.
 */
function keptOfTop(
  { image, detection }: { image: RasterImage; detection: PeopleDetection },
  [from, to]: [number, number],
  xs: number[],
) {
  const body = buildBody(detection.keypoints);
  if (!body) throw new Error('no body');
  const mask = separateWornGarment(image, detection, body, 'upper', { collar: true });
  const at = (x: number, y: number) => (mask.data[y * W + x] ?? 0) > 0.5;
  let kept = 0;
  for (let y = from; y < to; y += 1) for (const x of xs) if (at(x, y)) kept += 1;
  return { share: kept / ((to - from) * xs.length), at };
}

describe('separateWornGarment of a cream top', () => {
  it('keeps a beaded collar of skin-toned cream under the face box', () => {
    // The bandhgala in a cream close to the skin's colour, beaded all over (2 px checks of a
    // lighter and a darker cream): the collar passes the skin colour test pixel by pixel, but
    // no neck is that busy (vton-dev D14's cream sherwani kept its old collar when re-dressed).
    const { share, at } = keptOfTop(beadedCream(), [86, 100], [103, 106, 109, 131, 134, 137]);
    // Before: half of it (the darker checks only). The face stays out.
    expect(share).toBeGreaterThan(0.8);
    expect(at(120, 60)).toBe(false);
  });
});

describe('separateWornGarment of a plain cream top under a turned face', () => {
  it('keeps the shoulder beside the neck that the face box reaches over', () => {
    // The beaded cream bandhgala, its left shoulder's top rising above the neck line under the
    // face box in a plain, paler cream (nothing busy there): vton-dev D14's face turned over a
    // shoulder, whose top kept the old sherwani's pale silver.
    const { image, detection } = beadedCream();
    const PALE: [number, number, number] = [232, 216, 200];
    for (let y = 78; y < 100; y += 1)
      for (let x = 76; x < 100; x += 1) {
        image.data.set(PALE, (y * W + x) * 3);
        detection.matte.data[y * W + x] = 1;
      }
    const { share, at } = keptOfTop({ image, detection }, [80, 88], [80, 84, 88, 92]);
    // Before: none (the rows by the neck line only). The face stays out.
    expect(share).toBeGreaterThan(0.9);
    expect(at(120, 60)).toBe(false);
  });
});

/**
 * model()'s figure in a black tee to row 212, a darker line under its hem (the shadow it casts)
 * and black trousers a shade lighter from row 218 down: one colour to the row means.
 */
function blackOnBlack(): { image: RasterImage; detection: PeopleDetection } {
  return clothed((y) => {
    const c = y < 215 ? 18 : y < 218 ? 12 : 22;
    return [c, c, c + 1];
  });
}

/** model()'s figure with its clothing (kurta and trousers) repainted row by row. */
function clothed(colourAt: (y: number) => [number, number, number]) {
  const { image, detection } = model();
  for (let y = 100; y < 470; y += 1)
    for (let x = 75; x <= 165; x += 1) {
      if (y >= 380 && (x < 90 || x > 150)) continue;
      image.data.set(colourAt(y), (y * W + x) * 3);
    }
  return { image, detection };
}

/** Whether (x, y) is in a wearer's top as separateWornGarment cuts it out. */
function cutTop({ image, detection }: { image: RasterImage; detection: PeopleDetection }) {
  const body = buildBody(detection.keypoints);
  if (!body) throw new Error('no body');
  const mask = separateWornGarment(image, detection, body, 'upper', {});
  return (x: number, y: number) => (mask.data[y * W + x] ?? 0) > 0.5;
}

describe('separateWornGarment of a black tee over black trousers', () => {
  it('ends the tee at the line its hem casts, above the hips, not under the waistband', () => {
    const at = cutTop(blackOnBlack());
    for (const x of [90, 120, 150]) {
      expect(at(x, 200), `tee at ${x}`).toBe(true);
      expect(at(x, 225), `trousers at ${x}`).toBe(false);
      expect(at(x, 245), `waistband at ${x}`).toBe(false);
    }
  });
});

/**
 * model()'s figure seated-style: a white tee to row 212 (above the hips, 240), a dark belt to
 * row 222, jeans below it and dark boots from row 330 (a change of colour below the hips that
 * findHem takes for the tee's hem).
 */
function teeAndBelt(): { image: RasterImage; detection: PeopleDetection } {
  return clothed((y) =>
    y < 212 ? [238, 238, 236] : y < 222 ? [44, 48, 62] : y < 330 ? [70, 90, 130] : [28, 32, 44],
  );
}

describe('separateWornGarment of a tee ending above the hips', () => {
  it('leaves the belt below its hem out', () => {
    const at = cutTop(teeAndBelt());
    for (const x of [90, 120, 150]) {
      expect(at(x, 200), `tee at ${x}`).toBe(true);
      expect(at(x, 217), `belt at ${x}`).toBe(false);
    }
  });
});

/**
 * model()'s figure seated-style: a white tee with a fold of warm grey shade across it to row 219
 * (above the hips, 240), a red belt to row 227, khaki trousers below it within 40 of that shade
 * (vton person_01's) and dark boots from row 330 (findHem's hem). On the left the tee's hem
 * slants down over the belt to row 245, a little shaded.
 */
function teeOverKhaki(): { image: RasterImage; detection: PeopleDetection } {
  const figure = clothed((y) =>
    y < 219 ? [238, 236, 232] : y < 227 ? [140, 30, 30] : y < 330 ? [195, 160, 120] : [28, 32, 44],
  );
  for (let y = 140; y < 175; y += 1)
    for (let x = 75; x <= 165; x += 1) figure.image.data.set([165, 152, 142], (y * W + x) * 3);
  for (let y = 219; y < 245; y += 1)
    for (let x = 75; x <= 95; x += 1) figure.image.data.set([230, 226, 220], (y * W + x) * 3);
  return figure;
}

describe('separateWornGarment of a white tee over khaki trousers', () => {
  it('leaves the trousers below its hem out, though they lie near its shade', () => {
    const at = cutTop(teeOverKhaki());
    expect(at(88, 235), 'the hem slanting lower').toBe(true);
    for (const x of [110, 130, 150]) {
      expect(at(x, 200), `tee at ${x}`).toBe(true);
      expect(at(x, 240), `trousers at ${x}`).toBe(false);
      expect(at(x, 265), `trousers below the hips at ${x}`).toBe(false);
    }
  });
});

describe('fillShadedPockets', () => {
  // A 40 × 40 top (x 0–29) beside an arm (x 30–39) with a pocket of shade (x 20–29, y 10–19)
  // the opening took out of the top: enclosed by the top and the arm.
  const size = 40;
  function scene() {
    const mask = createFloatMap(size, size);
    const arm = new Uint8Array(size * size);
    for (let y = 0; y < size; y += 1)
      for (let x = 0; x < size; x += 1) {
        const i = y * size + x;
        if (x >= 30) arm[i] = 1;
        else if (!(x >= 20 && y >= 10 && y < 20)) mask.data[i] = 1;
      }
    return { mask, arm };
  }
  const inPocket = (i: number) => {
    const x = i % size;
    const y = Math.floor(i / size);
    return x >= 20 && x < 30 && y >= 10 && y < 20;
  };
  const fill = (
    mask: ReturnType<typeof createFloatMap>,
    arm: Uint8Array,
    cloth: (i: number) => boolean = () => true,
    rows: [number, number] = [0, size],
  ) =>
    fillShadedPockets(
      mask,
      (i) => arm[i] === 1,
      () => true,
      cloth,
      rows,
      12,
    );
  const pocketFilled = (mask: ReturnType<typeof createFloatMap>) =>
    Array.from(mask.data).filter((v, i) => inPocket(i) && v > 0.5).length;

  it('gives the top the pocket of its shade that it and the arm enclose', () => {
    const { mask, arm } = scene();
    fill(mask, arm);
    expect(pocketFilled(mask)).toBe(100);
    expect(Array.from(arm).filter((v, i) => v === 1 && (mask.data[i] ?? 0) > 0.5)).toEqual([]);
  });

  it('leaves a pocket that runs on out of the top (trousers, a belt, the backdrop)', () => {
    const { mask, arm } = scene();
    for (let y = 20; y < size; y += 1) mask.data[y * size + 25] = 0;
    fill(mask, arm);
    expect(pocketFilled(mask)).toBe(0);
  });

  it('leaves a pocket mostly of skin’s hue (a lit fingertip), and one outside the rows', () => {
    const a = scene();
    fill(a.mask, a.arm, (i) => !(inPocket(i) && i % 3 === 0));
    expect(pocketFilled(a.mask)).toBe(0);
    const b = scene();
    fill(b.mask, b.arm, () => true, [0, 15]);
    expect(pocketFilled(b.mask)).toBe(0);
  });
});

describe('dropSkinBeside', () => {
  // A 40 × 40 top (y ≥ 10) under a band of skin the skin map found (y < 10); the top holds a
  // patch of shaded skin (x 5–9, y 10–14) joined to that skin, a larger one (x 20–39, y 10–29)
  // and one apart from it (x 5–9, y 30–34).
  const size = 40;
  function scene() {
    const mask = createFloatMap(size, size);
    const skin = createFloatMap(size, size);
    const shaded = new Uint8Array(size * size);
    for (let y = 0; y < size; y += 1)
      for (let x = 0; x < size; x += 1) {
        const i = y * size + x;
        if (y < 10) skin.data[i] = 1;
        else mask.data[i] = 1;
        const small = x >= 5 && x < 10 && y >= 10 && y < 15;
        const large = x >= 20 && y >= 10 && y < 30;
        const apart = x >= 5 && x < 10 && y >= 30 && y < 35;
        if (small || large || apart) shaded[i] = 1;
      }
    return { mask, skin, shaded };
  }
  const at = (mask: ReturnType<typeof createFloatMap>, x: number, y: number) =>
    (mask.data[y * size + x] ?? 0) > 0.5;

  it('takes a small patch of skin joined to the skin map out of the top', () => {
    const { mask, skin, shaded } = scene();
    dropSkinBeside(mask, skin, (i) => shaded[i] === 1, 100);
    expect(at(mask, 7, 12), 'the small patch').toBe(false);
    expect(at(mask, 30, 20), 'the large one').toBe(true);
    expect(at(mask, 7, 32), 'the one apart').toBe(true);
    expect(at(mask, 15, 20), 'the top').toBe(true);
  });

  it('takes a large one too when it is under the size', () => {
    const { mask, skin, shaded } = scene();
    dropSkinBeside(mask, skin, (i) => shaded[i] === 1, 400);
    expect(at(mask, 30, 20)).toBe(false);
    expect(at(mask, 7, 32), 'the one apart').toBe(true);
  });
});
