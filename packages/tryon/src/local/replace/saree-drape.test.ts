import { describe, expect, it } from 'vitest';
import { drawPerson, H, W } from '../../../test/synthetic-figure';
import { drawDrapeGarment } from '../../../test/synthetic-drape';
import { replaceLayer } from './replace-layer';
import { isInsideFace } from '../person/detect-people';
import { acrossArm, clothingMask, drapeMasks } from './saree-drape';
import { PALLU, PALLU_BORDER, SKIRT } from './saree-fabric';
import { palluCoords, planSaree } from './saree-plan';

// A figure in a blue outfit (torso to ankles) is dressed in a saree whose photo shows its wearer
// to mid-thigh only: an orange body fabric with a fine weave and a green border at the bottom. The drape must be made, not
// the photo pasted: a floor-length skirt, pleats at the front centre, the pallu over the person's
// LEFT shoulder (the image's right: body.shoulderR), and nothing outside the drape changed.
const ORANGE: [number, number, number] = [225, 130, 40];
const GREEN: [number, number, number] = [30, 110, 50];

function fabric(x: number, y: number): [number, number, number] {
  if (y > 186) return GREEN;
  // A fine weave (a few levels), so the fabric is not flat.
  const weave = ((x * 7 + y * 13) % 5) - 2;
  return [ORANGE[0] + weave * 3, ORANGE[1] + weave * 3, ORANGE[2] + weave * 2];
}

function garmentToThighs() {
  const g = drawDrapeGarment(fabric);
  for (let i = 200 * W; i < W * H; i += 1) {
    g.alpha.data[i] = 0;
    g.parts[i] = 0;
  }
  return g;
}

const person = drawPerson();
const result = replaceLayer(person, garmentToThighs(), 'saree');
const out = result.image.data;
const input = person.image.data;
const at = (d: Uint8Array, x: number, y: number) =>
  [0, 1, 2].map((c) => d[(y * W + x) * 3 + c] ?? 0);
const luma = (p: number[]) => 0.299 * (p[0] ?? 0) + 0.587 * (p[1] ?? 0) + 0.114 * (p[2] ?? 0);
const isOrange = (p: number[]) =>
  (p[0] ?? 0) > 120 && (p[0] ?? 0) > (p[2] ?? 0) + 70 && (p[0] ?? 0) > (p[1] ?? 0) + 25;
const isOldBlue = (p: number[]) => (p[2] ?? 0) > (p[0] ?? 0) + 50;

describe('saree drape on a person who does not wear one', () => {
  it('covers the old lower garment with the new fabric down to the ankles', () => {
    let orange = 0;
    let blue = 0;
    let total = 0;
    for (let y = 170; y <= 280; y += 2)
      for (let x = 78; x <= 122; x += 2) {
        total += 1;
        const p = at(out, x, y);
        if (isOrange(p)) orange += 1;
        if (isOldBlue(p)) blue += 1;
      }
    expect(blue).toBe(0);
    expect(orange / total).toBeGreaterThan(0.9);
  });

  it('lays pleats at the front centre: light and dark alternate across them', () => {
    // Column means over a stretch of rows (the weave averages out), across the pleat band.
    const cols: number[] = [];
    for (let x = 84; x <= 116; x += 1) {
      let s = 0;
      for (let y = 235; y < 255; y += 1) s += luma(at(out, x, y));
      cols.push(s / 20);
    }
    const mean = cols.reduce((a, v) => a + v, 0) / cols.length;
    let turns = 0;
    for (let k = 2; k < cols.length; k += 1) {
      const a = (cols[k - 1] ?? 0) - (cols[k - 2] ?? 0);
      const b = (cols[k] ?? 0) - (cols[k - 1] ?? 0);
      if (a * b < 0 && Math.abs(a) + Math.abs(b) > 1) turns += 1;
    }
    expect(turns).toBeGreaterThanOrEqual(5);
    expect(Math.max(...cols) - Math.min(...cols)).toBeGreaterThan(mean * 0.15);
  });

  it('runs the pallu from the right hip across the torso over the left shoulder', () => {
    // Near the person's left shoulder (image right) the torso is under the pallu (body fabric);
    // near the right shoulder (image left) it is the blouse, in the border's green tone.
    const left = at(out, 118, 90);
    const right = at(out, 82, 90);
    expect(isOrange(left)).toBe(true);
    expect(isOrange(right)).toBe(false);
    expect((right[1] ?? 0) > (right[0] ?? 0)).toBe(true);
    // Low on the torso it has crossed to the image's left (the person's right hip).
    expect(isOrange(at(out, 82, 140))).toBe(true);
    expect(isOrange(at(out, 120, 135))).toBe(false);
  });

  it('puts the border along the hem', () => {
    const hem = at(out, 100, 294);
    expect((hem[1] ?? 0) > (hem[0] ?? 0)).toBe(true);
  });

  it('changes nothing outside the drape: background, face, hands', () => {
    let changed = 0;
    let total = 0;
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) {
        const face = Math.hypot((x - 100) / 18, (y - 45) / 24) <= 1;
        // The pallu hanging behind the left arm is the drape's own (it covers what it changes).
        const background =
          (x < 40 || x > 160 || y < 15) && (result.coverage.data[y * W + x] ?? 0) < 0.5;
        if (!face && !background) continue;
        total += 1;
        const a = at(out, x, y);
        const b = at(input, x, y);
        if (a.some((v, c) => v !== b[c])) changed += 1;
      }
    expect(total).toBeGreaterThan(10000);
    expect(changed).toBe(0);
    // Bare arms stay in front of the skirt.
    expect(at(out, 56, 160)).toEqual(at(input, 56, 160));
    expect(at(out, 144, 160)).toEqual(at(input, 144, 160));
  });
});

describe('saree drape over a cream outfit the skin mask took for skin', () => {
  // The same figure in a cream outfit (as a white dress in warm light): its skin mask covers the
  // outfit too, so the person analysis finds no old garment at all.
  const cream = drawPerson();
  const d = cream.image.data;
  for (let i = 0; i < W * H; i += 1) {
    if ((cream.oldGarment.data[i] ?? 0) <= 0.5) continue;
    const shade = ((i * 7) % 5) - 2;
    d[i * 3] = 228 + shade;
    d[i * 3 + 1] = 214 + shade;
    d[i * 3 + 2] = 196 + shade;
    cream.skin.data[i] = 1;
    cream.oldGarment.data[i] = 0;
  }
  const dressed = replaceLayer(cream, garmentToThighs(), 'saree').image.data;

  it('takes the outfit for the blouse and the skirt, keeping the face and hands', () => {
    // Under the right shoulder the cream top became the blouse (green), not left as skin.
    const blouse = at(dressed, 82, 95);
    expect((blouse[1] ?? 0) > (blouse[0] ?? 0)).toBe(true);
    expect(isOrange(at(dressed, 100, 250))).toBe(true);
    // The face is untouched.
    expect(at(dressed, 100, 45)).toEqual(at(cream.image.data, 100, 45));
  });
});

describe('saree drape: the pallu over the shoulder, its ends, the silk ground', () => {
  const figure = drawPerson();
  const plan = planSaree(figure);
  const { labels } = drapeMasks(figure, plan, clothingMask(figure));
  const isPallu = (x: number, y: number) => {
    const l = labels[y * W + x];
    return l === PALLU || l === PALLU_BORDER;
  };
  /** Lowest pallu row per column over [x0, x1] (columns without pallu left out). */
  const lowest = (x0: number, x1: number, y0: number, y1: number) => {
    const out: [number, number][] = [];
    for (let x = x0; x <= x1; x += 1) {
      let low = -1;
      for (let y = y0; y <= y1; y += 1) if (isPallu(x, y)) low = y;
      if (low >= 0) out.push([x, low]);
    }
    return out;
  };

  it('falls over the left shoulder down the back: beside the arm only a narrow bordered strip', () => {
    expect(plan.back).toBe(false);
    // Beside the person's left arm (image right, past its outline at x = 148) the pallu hanging
    // behind shows as a strip down the back edge, not a board standing off the shoulder.
    let rows = 0;
    let widest = 0;
    for (let y = 100; y < 170; y += 1) {
      let inRow = 0;
      let outer = -1;
      for (let x = 149; x < W; x += 1)
        if (isPallu(x, y)) {
          inRow += 1;
          outer = x;
        }
      if (inRow === 0) continue;
      rows += 1;
      widest = Math.max(widest, inRow);
      // Its outer edge is the border.
      expect(labels[y * W + outer]).toBe(PALLU_BORDER);
    }
    expect(rows).toBeGreaterThan(50);
    expect(widest).toBeLessThanOrEqual(Math.ceil(plan.shoulderWidth * 0.1));
    // Its free end is not a horizontal cut: the lowest row differs across its width.
    const end = lowest(149, W - 1, 100, H - 1);
    expect(end.length).toBeGreaterThanOrEqual(3);
    const ys = end.map((p) => p[1]);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThanOrEqual(2);
  });

  it('ends the band across the torso in a curve at the hip, not a straight cut', () => {
    // In the band's own frame: how far down it reaches (least `along`) in each strip across it.
    const bins = new Array<number>(8).fill(Infinity);
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) {
        const p = palluCoords(plan, x, y);
        if (!p || !isPallu(x, y) || Math.abs(p.across) > 0.8 || p.along > 0.5) continue;
        const b = Math.min(7, Math.floor(((p.across + 0.8) / 1.6) * 8));
        bins[b] = Math.min(bins[b] ?? Infinity, p.along);
      }
    expect(bins.every((v) => Number.isFinite(v))).toBe(true);
    // A straight cut ends every strip at the same place; a rounded end reaches further in the
    // middle than at the edges.
    const middle = Math.min(bins[3] ?? 0, bins[4] ?? 0);
    expect(Math.max(bins[0] ?? 0, bins[7] ?? 0) - middle).toBeGreaterThan(0.08);
  });
});

describe('saree drape: a plain silk ground', () => {
  // The garment photo's silk shows crinkled streaks (its own folds, at the photo's scale): at the
  // drape's distance the ground must read smooth, its light from the drape's own folds.
  const streaky = (x: number, y: number): [number, number, number] => {
    if (y > 186) return GREEN;
    const s = 1 + 0.16 * Math.sin((2 * Math.PI * (x * 0.8 + y * 0.6)) / 9);
    return [ORANGE[0] * s, ORANGE[1] * s, ORANGE[2] * s];
  };
  const g = drawDrapeGarment(streaky);
  for (let i = 200 * W; i < W * H; i += 1) {
    g.alpha.data[i] = 0;
    g.parts[i] = 0;
  }
  const img = replaceLayer(drawPerson(), g, 'saree').image.data;

  it('keeps the photo streaks faint in the skirt', () => {
    // Beside the pleats: luma's spread over small neighbourhoods (the drape's broad folds are
    // nearly flat over 5 pixels; streaks every few pixels are not).
    let dev = 0;
    let m = 0;
    for (let y = 200; y < 260; y += 1)
      for (let x = 78; x <= 84; x += 1) {
        let s = 0;
        for (let k = -2; k <= 2; k += 1) s += luma(at(img, x + k, y));
        dev += Math.abs(luma(at(img, x, y)) - s / 5);
        m += 1;
      }
    const mean = luma(at(img, 81, 230));
    expect(dev / m / mean).toBeLessThan(0.02);
  });
});

describe('saree drape on a person seen from behind', () => {
  // The same figure photographed from the back: the pose's labels swap sides (the person's right
  // shoulder, body.shoulderL, is on the image's right) and no face is seen.
  const front = drawPerson();
  const b = front.body;
  const back = {
    ...front,
    face: undefined,
    body: {
      ...b,
      shoulderL: b.shoulderR,
      shoulderR: b.shoulderL,
      elbowL: b.elbowR,
      elbowR: b.elbowL,
      wristL: b.wristR,
      wristR: b.wristL,
      hipL: b.hipR,
      hipR: b.hipL,
      kneeL: b.kneeR,
      kneeR: b.kneeL,
      ankleL: b.ankleR,
      ankleR: b.ankleL,
    },
  };
  const plan = planSaree(back);
  const { labels, pleatShift } = drapeMasks(back, plan, clothingMask(back));
  const isPallu = (i: number) => labels[i] === PALLU || labels[i] === PALLU_BORDER;

  it('lets the pallu fall from the left shoulder down the back, wide, with no pleats', () => {
    expect(plan.back).toBe(true);
    // The person's left shoulder is the image's left now: the back below it is under the pallu.
    let left = 0;
    let leftAll = 0;
    let right = 0;
    let rightAll = 0;
    for (let y = 85; y < 150; y += 1)
      for (let x = 76; x <= 124; x += 1) {
        const i = y * W + x;
        if (x < 96) {
          leftAll += 1;
          left += isPallu(i) ? 1 : 0;
        } else if (x > 112 && y < 110) {
          rightAll += 1;
          right += isPallu(i) ? 1 : 0;
        }
      }
    expect(left / leftAll).toBeGreaterThan(0.9);
    // Near the right shoulder the blouse shows.
    expect(right / rightAll).toBeLessThan(0.5);
    // Wide: at mid-back it spans more than half the torso's width.
    let across = 0;
    for (let x = 74; x <= 126; x += 1) across += isPallu(130 * W + x) ? 1 : 0;
    expect(across).toBeGreaterThan(28);
    // Its border runs along both of its long edges.
    const row = Array.from({ length: W }, (_, x) => labels[130 * W + x]);
    const first = row.findIndex((l) => l === PALLU || l === PALLU_BORDER);
    expect(row[first]).toBe(PALLU_BORDER);
    // The pleats are at the front, hidden.
    expect(pleatShift.every((v) => v === 0)).toBe(true);
  });
});

describe('saree drape: the waist', () => {
  const figure = drawPerson();
  const plan = planSaree(figure);
  const { labels, folds } = drapeMasks(figure, plan, clothingMask(figure));
  const skirtTop = (x: number) => {
    for (let y = 100; y < H; y += 1) if (labels[y * W + x] === SKIRT) return y;
    return H;
  };

  it("follows the waist: the skirt's top rises towards the sides, not one straight row", () => {
    // (The pallu's low end lies over the image's left side and its edge over the centre.)
    expect(skirtTop(124)).toBeLessThan(skirtTop(108) - 1);
  });

  it('is tucked in: the fabric just below the waist is in soft shade, no step of light', () => {
    // Beside the pleats, rows from the waist down: darker at the waist, brightening smoothly.
    const x = 118;
    const top = skirtTop(x);
    const rows = Array.from({ length: 8 }, (_, k) => folds[(top + k) * W + x] ?? 1);
    expect((rows[0] ?? 1) / (rows[7] ?? 1)).toBeLessThan(0.95);
    for (let k = 1; k < rows.length; k += 1)
      expect(Math.abs((rows[k] ?? 1) - (rows[k - 1] ?? 1))).toBeLessThan(0.05);
  });
});

describe('saree drape on a turned-away person whose face box reaches the shoulder', () => {
  it('never covers the face', () => {
    // A three-quarter back view: the face the detector finds sits low, beside the shoulder the
    // pallu passes over.
    const front = drawPerson();
    const b = front.body;
    const face = { x: 58, y: 56, width: 30, height: 40, score: 0.9 };
    const turned = {
      ...front,
      face,
      body: { ...b, shoulderL: b.shoulderR, shoulderR: b.shoulderL, hipL: b.hipR, hipR: b.hipL },
    };
    const { image } = replaceLayer(turned, garmentToThighs(), 'saree');
    let inFace = 0;
    let changed = 0;
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) {
        if (!isInsideFace(face, x, y, 0.9)) continue;
        inFace += 1;
        const d = Math.max(
          ...[0, 1, 2].map((c) =>
            Math.abs(
              (image.data[(y * W + x) * 3 + c] ?? 0) -
                (turned.image.data[(y * W + x) * 3 + c] ?? 0),
            ),
          ),
        );
        if (d > 8) changed += 1;
      }
    expect(inFace).toBeGreaterThan(500);
    expect(changed).toBe(0);
  });
});

describe('saree drape: the blouse from a white tank top with a ragged neckline mask', () => {
  // A white V-neck tank top over the torso (jeans-blue below). Its mask is ragged along the
  // neckline as on a real photo: blots of pale chest skin above the neckline taken for the top
  // (in the top's own colour: the colour cannot tell them), and the top's hem band along the
  // neckline taken for neither top nor skin.
  const WHITE: [number, number, number] = [236, 234, 230];
  const figure = drawPerson();
  const d = figure.image.data;
  const neck = (x: number) => (Math.abs(x - 100) >= 14 ? 72 : 110 - (Math.abs(x - 100) / 14) * 38);
  const blot = (x: number, y: number) =>
    Math.hypot(x - 90, y - 86) < 3.5 ||
    Math.hypot(x - 94, y - 96) < 3 ||
    Math.hypot(x - 89, y - 79) < 2.5;
  const skinAbove: [number, number][] = [];
  const hemBand: [number, number][] = [];
  for (let y = 72; y < 140; y += 1)
    for (let x = 74; x <= 126; x += 1) {
      const i = y * W + x;
      const above = y < neck(x);
      const colour = above && !blot(x, y) ? [214, 176, 150] : WHITE;
      for (let c = 0; c < 3; c += 1) d[i * 3 + c] = colour[c] ?? 0;
      figure.skin.data[i] = above && !blot(x, y) ? 1 : 0;
      figure.oldGarment.data[i] = !above || blot(x, y) ? 1 : 0;
      if (above && !blot(x, y) && y >= 74) skinAbove.push([x, y]);
      if (!above && y < neck(x) + 1.5 && x < 100) {
        figure.oldGarment.data[i] = 0;
        hemBand.push([x, y]);
      }
    }
  const result = replaceLayer(figure, garmentToThighs(), 'saree');
  const img = result.image.data;

  it('leaves the skin above the neckline as it was (no blots of blouse on it)', () => {
    // The image's left half of the neckline (the pallu's edge passes its low point and covers
    // the other half).
    // The two pixels round each blot and above the neckline are remade with the old top, as
    // JPEG's colour bleed beside it is (takeColourBleed), and shaded by the blouse's edge
    // (contactShadow): left out here. The two beyond them are blended with that made skin
    // (decision 132): skin still, within 24 of the photo's (a blouse's colour is not).
    const within = (x: number, y: number, r: number) => {
      const near = Array.from({ length: 2 * r + 1 }, (_, k) => k - r);
      return near.some((dy) => near.some((dx) => blot(x + dx, y + dy)));
    };
    const remade = (x: number, y: number) => y > neck(x) - 3.5 || within(x, y, 2);
    const blended = (x: number, y: number) => y > neck(x) - 5.5 || within(x, y, 4);
    let changed = 0;
    let seen = 0;
    for (const [x, y] of skinAbove) {
      if (x >= 96 || y < 76 || remade(x, y)) continue;
      seen += 1;
      const a = at(img, x, y);
      const b = at(figure.image.data, x, y);
      const tolerance = blended(x, y) ? 24 : 12;
      if (a.some((v, c) => Math.abs(v - (b[c] ?? 0)) > tolerance)) changed += 1;
    }
    expect(seen).toBeGreaterThan(12);
    // The blots (in the top's colour) are left too: they lie above the neckline.
    let blotsBlouse = 0;
    for (let y = 72; y < 110; y += 1)
      for (let x = 80; x < 96; x += 1)
        if (blot(x, y) && y < neck(x) - 1 && (result.coverage.data[y * W + x] ?? 0) > 0.5)
          blotsBlouse += 1;
    expect(changed).toBeLessThan(seen * 0.03);
    expect(blotsBlouse).toBe(0);
  });

  it('covers every pixel of the old top, its hem band included, with the blouse', () => {
    let white = 0;
    for (const [x, y] of hemBand) {
      const p = at(img, x, y);
      if (Math.min(...p) > 200) white += 1;
    }
    expect(hemBand.length).toBeGreaterThan(20);
    expect(white).toBe(0);
    // Below the neckline, the top is the blouse (the border's green), not white.
    for (const [x, y] of [
      [84, 110],
      [90, 125],
      [78, 100],
    ] as const) {
      const p = at(img, x, y);
      expect(Math.min(...p)).toBeLessThan(200);
    }
  });
});

describe('the gap between an arm and the waist', () => {
  // One row, the arm's outer outline at x 60 (going left): the arm x 45–60 with a soft pixel
  // under the matte's half at x 58, the backdrop x 30–44, the waist from x 29 in.
  const row = (x: number) => (x >= 45 && x <= 60 && x !== 58) || x <= 29;
  const bound = (x: number) => x > 0 && x < 80;

  it('starts past the arm, not at a pixel of its soft outline', () => {
    expect(acrossArm(60, -1, bound, row, 3)).toBe(44);
  });

  it('is found where the backdrop between them is just wider than such a hole', () => {
    const near = (x: number) => (x >= 45 && x <= 60) || x <= 40;
    expect(acrossArm(60, -1, bound, near, 3)).toBe(44);
    // …and ends at the bound when the person goes on past it.
    expect(acrossArm(60, -1, (x) => x > 50 && x < 80, row, 3)).toBe(50);
  });
});

describe('saree drape: the blouse from a sweatshirt with a printed graphic', () => {
  // A white top over the torso with a graphic on the chest (image left, the blouse's side): pink
  // letters in navy outlines. The person's analysis takes neither for the outfit (pink passes
  // for skin-coloured cloth, navy for the trousers' colour), as it did on vton person_03.
  const WHITE: [number, number, number] = [236, 236, 238];
  const PINK: [number, number, number] = [247, 136, 169];
  const NAVY: [number, number, number] = [50, 52, 70];
  const figure = drawPerson();
  const d = figure.image.data;
  const inPrint = (x: number, y: number) => x >= 78 && x <= 94 && y >= 88 && y <= 100;
  const outline = (x: number, y: number) =>
    inPrint(x, y) && (x === 78 || x === 94 || y === 88 || y === 100);
  for (let y = 72; y < 165; y += 1)
    for (let x = 74; x <= 126; x += 1) {
      const i = y * W + x;
      const colour = outline(x, y) ? NAVY : inPrint(x, y) ? PINK : WHITE;
      for (let c = 0; c < 3; c += 1) d[i * 3 + c] = colour[c] ?? 0;
      figure.oldGarment.data[i] = inPrint(x, y) ? 0 : 1;
    }
  const img = replaceLayer(figure, garmentToThighs(), 'saree').image.data;

  it('makes the graphic into the blouse, in the blouse’s colour and light', () => {
    const plain = at(img, 86, 108);
    // The blouse is the border's green, not the white top.
    expect((plain[1] ?? 0) > (plain[0] ?? 0) + 20).toBe(true);
    for (const [x, y] of [
      [86, 94],
      [82, 92],
      [78, 95],
      [90, 100],
    ] as const) {
      const p = at(img, x, y);
      const gap = Math.hypot(...p.map((v, c) => v - (plain[c] ?? 0)));
      expect(gap, `at ${x},${y}: ${p.join(',')} vs ${plain.join(',')}`).toBeLessThan(20);
    }
  });
});

describe('saree drape: the jeans’ waistband above the skirt', () => {
  // A white top to row 140 over jeans; on the image's right (the person's left, away from the
  // pallu's low end) the jeans' waistband rises to row 128, above the skirt's top.
  const WHITE: [number, number, number] = [236, 234, 230];
  const figure = drawPerson();
  const d = figure.image.data;
  const jeans = (x: number, y: number) => y >= 140 || (x >= 108 && y >= 128);
  for (let y = 72; y < 165; y += 1)
    for (let x = 74; x <= 126; x += 1) if (!jeans(x, y)) d.set(WHITE, (y * W + x) * 3);
  const result = replaceLayer(figure, garmentToThighs(), 'saree');
  const img = result.image.data;

  it('is made bare skin, not left as jeans between the blouse and the skirt', () => {
    let blue = 0;
    let seen = 0;
    for (let y = 128; y < 140; y += 1)
      for (let x = 110; x <= 124; x += 1) {
        seen += 1;
        // The jeans' navy (the pallu's green border mixed at its edge is no such blue).
        const p = at(img, x, y);
        if (isOldBlue(p) && (p[2] ?? 0) > (p[1] ?? 0) + 40) blue += 1;
      }
    expect(seen).toBe(180);
    expect(blue).toBe(0);
  });
});
