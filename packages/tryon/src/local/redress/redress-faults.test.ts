import { describe, expect, it } from 'vitest';
import {
  DRAPE,
  drawDrapedPerson,
  drawDrapeGarment,
  pleatLight,
} from '../../../test/synthetic-drape';
import { W } from '../../../test/synthetic-figure';
import { redressLayer } from './redress';
import { synthesiseFabric } from './fabric-synthesis';

type Box = readonly [number, number, number, number];
const luma = (d: ArrayLike<number>, i: number) =>
  0.299 * (d[i * 3] ?? 0) + 0.587 * (d[i * 3 + 1] ?? 0) + 0.114 * (d[i * 3 + 2] ?? 0);

/** Mean luminance over a box (x0, y0, x1, y1 exclusive). */
function meanLuma(data: ArrayLike<number>, [x0, y0, x1, y1]: Box): number {
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      sum += luma(data, y * W + x);
      n += 1;
    }
  return sum / n;
}

const inBox = (x: number, y: number, [x0, y0, x1, y1]: Box) =>
  x >= x0 && x < x1 && y >= y0 && y < y1;

describe('re-dress faults', () => {
  it('does not turn a pocket square or buttons on a dark jacket into glowing light', () => {
    // A navy jacket with a white pocket square and a column of brass buttons on it.
    const square: Box = [108, 110, 122, 120];
    const isButton = (x: number, y: number) =>
      Math.abs(x - 100) <= 2 && [100, 130, 160, 190].some((b) => Math.abs(y - b) <= 2);
    const person = drawDrapedPerson((x, y) => {
      if (inBox(x, y, square)) return [235, 225, 230];
      if (isButton(x, y)) return [190, 160, 90];
      const v = 1 + (pleatLight(x, y) - 1) * 0.3;
      return [22 * v, 28 * v, 48 * v];
    });
    const garment = drawDrapeGarment(() => [150, 170, 190]);
    const { image } = redressLayer(person, garment, 'upper', { keepSameFabric: false });
    const ring: Box = [square[0] - 8, square[1] - 8, square[2] + 8, square[3] + 8];
    const far: Box = [DRAPE.x0 + 4, 85, 90, 150];
    const reference = meanLuma(image.data, far);
    // Where the square was, and around it, the new fabric is as light as elsewhere (within 20%).
    expect(meanLuma(image.data, square) / reference).toBeLessThan(1.2);
    expect(meanLuma(image.data, ring) / reference).toBeLessThan(1.2);
    expect(meanLuma(image.data, [96, 96, 105, 105]) / reference).toBeLessThan(1.2);
  });

  it('keeps a hand in front of the garment that the skin mask and the pose missed', () => {
    // A purple drape with a hand resting on the chest (no wrist keypoint near it, not in the
    // skin mask) and a patch of smooth pink silk that passes the face's skin test pixel by
    // pixel but is pinker on average than the face.
    const inHand = (x: number, y: number) => Math.hypot((x - 100) / 10, (y - 130) / 7) <= 1;
    const inPink = (x: number, y: number) => inBox(x, y, [80, 200, 120, 230]);
    const person = drawDrapedPerson((x, y) => {
      const v = pleatLight(x, y);
      if (inHand(x, y)) return [205 * (1 + (x - 100) / 200), 150, 120];
      if (inPink(x, y)) return [225, 150, 150];
      return [120 * v, 50 * v, 110 * v];
    });
    person.face = { x: 82, y: 21, width: 36, height: 48, score: 0.9 };
    const garment = drawDrapeGarment((x) =>
      Math.floor(x / 4) % 2 ? [30, 120, 60] : [230, 200, 90],
    );
    const { image, coverage } = redressLayer(person, garment, 'saree', { keepSameFabric: false });
    let [hand, handCovered, handDiff, pink, pinkCovered] = [0, 0, 0, 0, 0];
    for (let y = DRAPE.y0; y <= DRAPE.y1; y += 1)
      for (let x = DRAPE.x0; x <= DRAPE.x1; x += 1) {
        const i = y * W + x;
        const covered = (coverage.data[i] ?? 0) > 0.5 ? 1 : 0;
        if (inHand(x, y)) {
          hand += 1;
          handCovered += covered;
          handDiff += Math.abs(luma(image.data, i) - luma(person.image.data, i));
        } else if (inPink(x, y)) {
          pink += 1;
          pinkCovered += covered;
        }
      }
    expect(handCovered / hand).toBeLessThan(0.1);
    expect(handDiff / hand).toBeLessThan(3);
    expect(pinkCovered / pink).toBeGreaterThan(0.9);
  });
});

/** Share of the pixels `inside` (over the drape) that the re-dress covers. */
function coveredShare(
  coverage: { data: ArrayLike<number> },
  inside: (x: number, y: number) => boolean,
) {
  let [n, covered] = [0, 0];
  for (let y = DRAPE.y0; y <= DRAPE.y1; y += 1)
    for (let x = DRAPE.x0; x <= DRAPE.x1; x += 1) {
      if (!inside(x, y)) continue;
      n += 1;
      if ((coverage.data[y * W + x] ?? 0) > 0.5) covered += 1;
    }
  return covered / n;
}

describe('hands and motifs on a pink saree (D09)', () => {
  // A saturated pink saree on a wearer whose face is (205, 150, 120); the garment tried on is
  // green and gold.
  const PINK = [220, 110, 125] as const;
  const inHand = (x: number, y: number) => Math.hypot((x - 100) / 10, (y - 130) / 7) <= 1;
  const garment = () =>
    drawDrapeGarment((x) => (Math.floor(x / 4) % 2 ? [30, 120, 60] : [230, 200, 90]));

  it('re-dresses the skin seen through the sheer fabric around a hand, and keeps the hand', () => {
    // Above the hand, her forearm shows through the sheer pallu: skin shifted to the pink's hue,
    // joined to the hand and near enough the face's colour to pass the skin test pixel by pixel.
    const inSheer = (x: number, y: number) => !inHand(x, y) && inBox(x, y, [86, 104, 114, 128]);
    const person = drawDrapedPerson((x, y) => {
      if (inHand(x, y)) return [205, 150, 120];
      if (inSheer(x, y)) return [199, 116, 110];
      const v = 1 + (pleatLight(x, y) - 1) * 0.3;
      return [PINK[0] * v, PINK[1] * v, PINK[2] * v];
    });
    person.face = { x: 82, y: 21, width: 36, height: 48, score: 0.9 };
    const { coverage } = redressLayer(person, garment(), 'saree', { keepSameFabric: false });
    expect(coveredShare(coverage, inSheer)).toBeGreaterThan(0.9);
    expect(coveredShare(coverage, inHand)).toBeLessThan(0.1);
  });

  it('re-dresses a pale motif of the saree that a misplaced wrist keypoint took for a hand', () => {
    // The pose model put her right wrist on the pallu; a faded pink embroidered motif lies in
    // the disc the cut-out leaves out as a hand (it passes the loose skin test there).
    const inMotif = (x: number, y: number) => Math.hypot(x - 117, y - 210) <= 6;
    const person = drawDrapedPerson((x, y) => {
      if (inMotif(x, y)) return [196, 134, 132];
      const v = pleatLight(x, y);
      return [PINK[0] * v, PINK[1] * v, PINK[2] * v];
    });
    person.face = { x: 82, y: 21, width: 36, height: 48, score: 0.9 };
    person.body = { ...person.body, elbowR: { x: 122, y: 160 }, wristR: { x: 118, y: 200 } };
    const { coverage } = redressLayer(person, garment(), 'saree', { keepSameFabric: false });
    expect(coveredShare(coverage, inMotif)).toBeGreaterThan(0.9);
  });
});

describe('quilting from a garment part with one wide spot', () => {
  it('does not tile a large area from the few windows of that one spot', () => {
    // The garment part is a thin band (9 px) with one square spot where a large block fits;
    // its colours encode where each pixel comes from (red: x, green: y).
    const GW = 200;
    const GH = 200;
    const inPart = (x: number, y: number) =>
      (x >= 20 && x < 180 && y >= 20 && y < 29) ||
      (x >= 20 && x < 29 && y >= 20 && y < 180) ||
      (x >= 120 && x < 172 && y >= 120 && y < 172);
    const labels = new Int8Array(GW * GH).fill(-1);
    const rgb = new Float32Array(GW * GH * 3);
    for (let y = 0; y < GH; y += 1)
      for (let x = 0; x < GW; x += 1) {
        const i = y * GW + x;
        if (inPart(x, y)) labels[i] = 0;
        rgb[i * 3] = x;
        rgb[i * 3 + 1] = y;
        rgb[i * 3 + 2] = 128;
      }
    const garment = {
      labels,
      colours: [[100, 100, 128]] as [number, number, number][],
      sizes: [0],
    };
    const PW = 120;
    const PH = 160;
    const person = {
      labels: new Int8Array(PW * PH).fill(0),
      colours: [[100, 100, 128]] as [number, number, number][],
      sizes: [PW * PH],
    };
    const source = {
      rgb,
      width: GW,
      height: GH,
      regions: garment,
      scale: 1,
      starts: new Map(),
      insides: new Map(),
    };
    const out = synthesiseFabric(person, PW, PH, [0], source, 40);
    // Each quilted block is one window copied: count the distinct copies (source offsets).
    const offsets = new Set<number>();
    for (let i = 0; i < PW * PH; i += 1) {
      const sx = out[i * 3] ?? -1;
      const sy = out[i * 3 + 1] ?? -1;
      if (sx < 0) continue;
      offsets.add(Math.round(sy - Math.floor(i / PW)) * 1000 + Math.round(sx - (i % PW)));
    }
    // One spot's few wide windows tiled a dozen times read as a repeating pattern; many
    // smaller blocks from all over the spot do not.
    expect(offsets.size).toBeGreaterThan(40);
  });
});

describe('a pale fabric onto a dark woven jacket', () => {
  it("keeps the jacket's folds and does not burn the lit side white", () => {
    // A navy jacket lit from the right (×0.6 … ×1.5 across), with narrow horizontal folds (±10 %) and a
    // one-pixel weave (±25 %), re-dressed with a plain light blue.
    const fold = (y: number) => Math.sin((2 * Math.PI * y) / 10);
    const person = drawDrapedPerson((x, y) => {
      const broad = 0.6 + (0.9 * (x - DRAPE.x0)) / (DRAPE.x1 - DRAPE.x0);
      const v = broad * (1 + 0.1 * fold(y)) * ((x + y) % 2 ? 1.25 : 0.75);
      return [30 * v, 35 * v, 60 * v];
    });
    const garment = drawDrapeGarment(() => [190, 215, 235]);
    const { image } = redressLayer(person, garment, 'upper', { keepSameFabric: false });
    // The lit side stays light blue: few pixels burnt to white, blue still above red.
    let [n, white, blueOverRed] = [0, 0, 0];
    for (let y = 90; y < 150; y += 1)
      for (let x = 115; x < 132; x += 1) {
        const o = (y * W + x) * 3;
        const [r, g, b] = [image.data[o] ?? 0, image.data[o + 1] ?? 0, image.data[o + 2] ?? 0];
        n += 1;
        if (Math.min(r, g, b) >= 250) white += 1;
        blueOverRed += b - r;
      }
    expect(white / n).toBeLessThan(0.02);
    expect(blueOverRed / n).toBeGreaterThan(25);
    // The folds show: the rows' mean light follows them (correlation over the chest; a top's
    // re-dress stops at the hips).
    let [sl, sf, sll, sff, slf, m] = [0, 0, 0, 0, 0, 0];
    for (let y = 90; y < 150; y += 1) {
      let l = 0;
      for (let x = 80; x < 120; x += 1) l += luma(image.data, y * W + x) / 40;
      const f = fold(y);
      [sl, sf, sll, sff, slf, m] = [sl + l, sf + f, sll + l * l, sff + f * f, slf + l * f, m + 1];
    }
    const corr =
      (slf / m - (sl / m) * (sf / m)) /
      Math.sqrt((sll / m - (sl / m) ** 2) * (sff / m - (sf / m) ** 2) || 1);
    expect(corr).toBeGreaterThan(0.3);
  });
});

describe('a pale fabric onto a dark silk saree with sheen', () => {
  it('keeps the sheen as light without burning round patches into the new fabric', () => {
    // A navy brocade silk saree (copper motifs every 6 px) whose sheen lifts a round patch to
    // ×1.6 of its light and leaves another in shade at ×0.4 (decision 078), re-dressed with a
    // plain gold.
    const cx = (DRAPE.x0 + DRAPE.x1) / 2;
    const patch = (x: number, y: number, py: number) =>
      Math.exp(-((x - cx) ** 2 + (y - py) ** 2) / (2 * 18 ** 2));
    const person = drawDrapedPerson((x, y) => {
      const v = 1 + 0.6 * patch(x, y, 130) - 0.6 * patch(x, y, 240);
      const motif = x % 6 < 2 && y % 6 < 2;
      return motif ? [90 * v, 55 * v, 35 * v] : [28 * v, 32 * v, 62 * v];
    });
    const garment = drawDrapeGarment(() => [215, 175, 80]);
    const { image } = redressLayer(person, garment, 'saree', { keepSameFabric: false });
    const lit = meanLuma(image.data, [cx - 6, 124, cx + 6, 136]);
    const shaded = meanLuma(image.data, [cx - 6, 234, cx + 6, 246]);
    const plain = meanLuma(image.data, [cx - 6, 180, cx + 6, 192]);
    // The sheen still shows as light and shade...
    expect(lit / plain).toBeGreaterThan(1.08);
    expect(shaded / plain).toBeLessThan(0.92);
    // ...but as a silk's sheen on a pale fabric, not a burnt patch and a dark hole (the square
    // root narrowing gave 1.29 and 0.67; this gives 1.19 and 0.81).
    expect(lit / plain).toBeLessThan(1.22);
    expect(shaded / plain).toBeGreaterThan(0.78);
  });
});

describe('a plain black cloth with sheen onto a plain drape', () => {
  it("lays the cloth's colour, not its photo's sheen in patches", () => {
    // The garment photo's black cloth (luminance ~14) shines in blobs a few pixels across
    // (value noise, cells of 5 px, ±45 %): its light, not print. Quilted as it is, its lit and
    // dull blocks lie side by side as patches on the new drape (vton-dev D15).
    const hash = (x: number, y: number) => {
      const s = Math.sin(x * 127.1 + y * 311.7) * 43758.5453;
      return s - Math.floor(s);
    };
    const cell = 5;
    const noise = (x: number, y: number) => {
      const [gx, gy] = [Math.floor(x / cell), Math.floor(y / cell)];
      const [fx, fy] = [x / cell - gx, y / cell - gy];
      const [sx, sy] = [fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)];
      const top = hash(gx, gy) + (hash(gx + 1, gy) - hash(gx, gy)) * sx;
      const bottom = hash(gx, gy + 1) + (hash(gx + 1, gy + 1) - hash(gx, gy + 1)) * sx;
      return top + (bottom - top) * sy;
    };
    const person = drawDrapedPerson(() => [200, 200, 200]);
    const garment = drawDrapeGarment((x, y) => {
      const v = 1 + 0.9 * (noise(x, y) - 0.5);
      return [16 * v, 14 * v, 13 * v];
    });
    const { image } = redressLayer(person, garment, 'upper', { keepSameFabric: false });
    const box: Box = [DRAPE.x0 + 8, 90, DRAPE.x1 - 8, 155];
    const mean = meanLuma(image.data, box);
    let spread = 0;
    let n = 0;
    for (let y = box[1]; y < box[3]; y += 1)
      for (let x = box[0]; x < box[2]; x += 1) {
        spread += (luma(image.data, y * W + x) - mean) ** 2;
        n += 1;
      }
    // The photo's sheen quilted whole spread the luminance by 0.18 of its mean; a quarter: 0.07.
    expect(Math.sqrt(spread / n) / mean).toBeLessThan(0.1);
  });
});
