import { describe, expect, it } from 'vitest';
import { DRAPE, drawDrapedPerson, pleatLight } from '../../../test/synthetic-drape';
import { drawPerson, W } from '../../../test/synthetic-figure';
import { wornRegions } from './person-regions';
import { wornShading } from './shading';

type Rgb = [number, number, number];
type Box = readonly [number, number, number, number];

// A saree in pinks of one dye at three depths (shaded pleats, body, a light pallu), a dark red
// blouse at the top left and the pallu over the right shoulder, falling to the knees, with a
// motif of paler dots. The pinks chain (pleats like body, body like pallu, but pleats and pallu
// too far apart to be one fabric by the same-fabric test); the blouse is a fabric of its own.
const inBox = (x: number, y: number, [x0, y0, x1, y1]: Box) =>
  x >= x0 && x < x1 && y >= y0 && y < y1;
const BLOUSE: Box = [DRAPE.x0, DRAPE.y0, 104, 140];
const PALLU: Box = [104, DRAPE.y0, DRAPE.x1 + 1, 230];
const BLOUSE_RGB: Rgb = [131, 51, 55];
const PLEATS_RGB: Rgb = [171, 87, 87];
const BODY_RGB: Rgb = [202, 110, 112];
const PALLU_RGB: Rgb = [207, 136, 133];
const MOTIF_RGB: Rgb = [228, 170, 166];
const inPallu = (x: number, y: number) => inBox(x, y, PALLU);
function sareeWithBlouse(x: number, y: number): Rgb {
  const v = pleatLight(x, y);
  const shade = (rgb: Rgb): Rgb => rgb.map((c) => c * (1 + (v - 1) * 0.3)) as Rgb;
  if (inPallu(x, y)) return shade(x % 6 < 2 && y % 6 < 2 ? MOTIF_RGB : PALLU_RGB);
  if (inBox(x, y, BLOUSE)) return shade(BLOUSE_RGB);
  return shade(x < 85 ? PLEATS_RGB : BODY_RGB);
}

/** Share of the box's pixels (those `where` holds) whose part is `part`. */
function shareOf(
  labels: Int8Array,
  part: number,
  [x0, y0, x1, y1]: Box,
  where: (x: number, y: number) => boolean = () => true,
): number {
  let [hits, n] = [0, 0];
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      if (!where(x, y)) continue;
      hits += labels[y * W + x] === part ? 1 : 0;
      n += 1;
    }
  return hits / n;
}

describe('the worn fabric parts', () => {
  it('keeps a patterned pallu on the shoulder out of the blouse part and the blouse in it whole', () => {
    const person = drawDrapedPerson(sareeWithBlouse);
    const { regions } = wornRegions(person, person.matte);
    const { labels } = regions;
    const blouse = labels[100 * W + 80] ?? -1;
    // The blouse is a part of its own, and all of it (but a seam's width by the pallu) is in it.
    expect(blouse).not.toBe(labels[200 * W + 120]);
    const clearOfSeams = (x: number, y: number) => x < BLOUSE[2] - 6 && y < BLOUSE[3] - 6;
    expect(shareOf(labels, blouse, BLOUSE, clearOfSeams)).toBeGreaterThan(0.95);
    // The pallu where it crosses the shoulder is not the blouse, nor is the saree below.
    expect(shareOf(labels, blouse, [PALLU[0] + 6, DRAPE.y0, DRAPE.x1 + 1, 140])).toBeLessThan(0.02);
    expect(shareOf(labels, blouse, [DRAPE.x0, 150, DRAPE.x1 + 1, DRAPE.y1 + 1])).toBeLessThan(0.02);
  });
});

describe("a top's graphic in another colour is not its light", () => {
  // A white sweatshirt over the drawn figure's torso, lit evenly, with pink lettering (strokes
  // 2 px wide) across the chest: the letters are print, and the light under them is the
  // sweatshirt's.
  const person = drawPerson();
  const d = person.image.data;
  const letter = (x: number, y: number) => y >= 90 && y < 106 && x >= 84 && x < 116 && x % 6 < 2;
  for (let y = 72; y < 165; y += 1)
    for (let x = 74; x <= 126; x += 1) {
      const i = y * W + x;
      d.set(letter(x, y) ? [225, 95, 165] : [232, 230, 228], i * 3);
    }
  const lightAt = (category?: 'upper') => {
    const { regions, light } = wornRegions(person, person.oldGarment, category);
    const { shading } = wornShading(light, regions.labels, W);
    let sum = 0;
    let n = 0;
    for (let y = 92; y < 104; y += 1)
      for (let x = 84; x < 116; x += 1)
        if (letter(x, y)) {
          sum += shading[y * W + x] ?? 0;
          n += 1;
        }
    return sum / n;
  };

  it('lights a top’s letters as the fabric round them (they were 0.88: a dark ghost)', () => {
    const light = lightAt('upper');
    expect(light).toBeGreaterThan(0.96);
    expect(light).toBeLessThan(1.04);
  });

  it('leaves the rule to tops: a saree’s or lehenga’s parts are found as before', () => {
    expect(lightAt()).toBeLessThan(0.9);
  });
});

describe("a saree's buttis in another colour are not its light", () => {
  // A purple silk saree, lit evenly, with gold buttis 8 px square every 24 px: print, and the
  // light on the silk round them is the silk's (vton-dev D06's purple Banarasi).
  const PURPLE: Rgb = [128, 62, 108];
  const GOLD: Rgb = [205, 168, 92];
  const butti = (x: number, y: number) => (x - DRAPE.x0) % 24 < 8 && (y - DRAPE.y0) % 24 < 8;
  const person = drawDrapedPerson((x, y) => (butti(x, y) ? GOLD : PURPLE));
  /** Mean light on the silk beside the buttis (within 3 px) and midway between them. */
  const lights = (category?: 'saree') => {
    const { regions, light } = wornRegions(person, person.matte, category);
    const { shading } = wornShading(light, regions.labels);
    const beside = { sum: 0, n: 0 };
    const between = { sum: 0, n: 0 };
    for (let y = DRAPE.y0 + 24; y < DRAPE.y1 - 24; y += 1)
      for (let x = DRAPE.x0 + 24; x < DRAPE.x1 - 24; x += 1) {
        if (butti(x, y)) continue;
        const u = (x - DRAPE.x0) % 24;
        const v = (y - DRAPE.y0) % 24;
        const near = (u < 11 || u >= 21) && (v < 11 || v >= 21);
        const far = u >= 14 && u < 18 && v >= 14 && v < 18;
        const sums = near ? beside : far ? between : undefined;
        if (!sums) continue;
        sums.sum += shading[y * W + x] ?? 0;
        sums.n += 1;
      }
    return { beside: beside.sum / beside.n, between: between.sum / between.n };
  };

  it('lights the silk beside the buttis as the silk between them', () => {
    const { beside, between } = lights('saree');
    expect(Math.abs(beside - between)).toBeLessThan(0.03);
    expect(between).toBeGreaterThan(0.95);
  });

  it('keeps the buttis in its texture: whether it is the garment’s fabric is told as before', () => {
    const own = wornRegions(person, person.matte, 'saree').light.texture;
    const before = wornRegions(person, person.matte).light.texture;
    expect(own.length).toBeGreaterThan(0);
    own.forEach((t, r) => expect(t).toBeCloseTo(before[r] ?? -1, 6));
  });

  it('takes the buttis into the light without the category (as a lehenga’s parts are)', () => {
    const { beside, between } = lights();
    expect(beside - between).toBeGreaterThan(0.05);
  });
});

describe("a saree's dense jaal is not its light", () => {
  // Dark green silk under a gold jaal about as dense as the silk is bare, drawn as vertical gold
  // threads: 4 of each 10 columns in one band of 24 rows, 6 of 10 in the next. Neither colour is
  // the ground; lit evenly, the light must not follow how dense the gold lies.
  const GREEN: Rgb = [22, 84, 62];
  const GOLD: Rgb = [196, 160, 88];
  const dense = (y: number) => Math.floor((y - DRAPE.y0) / 24) % 2 === 1;
  const gold = (x: number, y: number) => (x - DRAPE.x0) % 10 < (dense(y) ? 6 : 4);
  const person = drawDrapedPerson((x, y) => (gold(x, y) ? GOLD : GREEN));
  /** Mean light in the middle rows of the dense bands and of the sparse ones. */
  const lights = (category?: 'saree') => {
    const { regions, light } = wornRegions(person, person.matte, category);
    const { shading } = wornShading(light, regions.labels);
    const sums = { dense: { sum: 0, n: 0 }, sparse: { sum: 0, n: 0 } };
    for (let y = DRAPE.y0 + 24; y < DRAPE.y1 - 24; y += 1) {
      const v = (y - DRAPE.y0) % 24;
      if (v < 8 || v >= 16) continue;
      const s = dense(y) ? sums.dense : sums.sparse;
      for (let x = DRAPE.x0 + 12; x < DRAPE.x1 - 12; x += 1) {
        s.sum += shading[y * W + x] ?? 0;
        s.n += 1;
      }
    }
    return { dense: sums.dense.sum / sums.dense.n, sparse: sums.sparse.sum / sums.sparse.n };
  };

  it('lights the silk under dense gold as under sparse', () => {
    const { dense: inDense, sparse } = lights('saree');
    expect(Math.abs(inDense - sparse)).toBeLessThan(0.03);
  });

  it('follows the gold without the category', () => {
    const { dense: inDense, sparse } = lights();
    expect(inDense - sparse).toBeGreaterThan(0.1);
  });
});
