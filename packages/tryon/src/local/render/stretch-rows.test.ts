import { describe, expect, it } from 'vitest';
import { createFloatMap } from '../raster/raster';
import type { FitLayer } from './fit';
import {
  cutAboveOldTop,
  keepInFront,
  stretchToOldHem,
  stretchToOldRows,
  stretchToOldTop,
  widenToWaist,
} from './stretch-rows';

const W = 120;
const H = 100;

/** A pair of trousers: two legs [x0, x1] from row 10 down, joined above row 40. */
function legs(leftLeg: [number, number], rightLeg: [number, number]) {
  const map = createFloatMap(W, H);
  for (let y = 10; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const inLeg = (x >= leftLeg[0] && x <= leftLeg[1]) || (x >= rightLeg[0] && x <= rightLeg[1]);
      const inSeat = y < 40 && x >= leftLeg[0] && x <= rightLeg[1];
      map.data[y * W + x] = inLeg || inSeat ? 1 : 0;
    }
  }
  return map;
}

/** The warped garment: denim blue where `alpha` is, with a darker stripe at its own column 50. */
function layerOf(alpha: ReturnType<typeof createFloatMap>): FitLayer {
  const rgb = new Float32Array(W * H * 3);
  for (let i = 0; i < W * H; i += 1) {
    const x = i % W;
    const dark = x === 50;
    rgb.set(alpha.data[i] ? [70, dark ? 90 : 110, dark ? 140 : 160] : [250, 250, 250], i * 3);
  }
  const n = W * H;
  return {
    rgb,
    alpha,
    zones: new Uint8Array(n),
    sleeveCovers: new Uint8Array(n),
    belowHem: new Uint8Array(n),
  };
}

describe('widening a garment warped by the joints to the old garment', () => {
  it('covers baggy trousers to their edges and between the legs, keeping the print in order', () => {
    // Old: baggy legs 20–57 and 63–100. New: slim legs 35–52 and 68–85, parted higher.
    const old = legs([20, 57], [63, 100]);
    const layer = layerOf(legs([35, 52], [68, 85]));
    stretchToOldRows(layer, old, 5, 2);
    for (const y of [20, 60, 90]) {
      for (let x = 0; x < W; x += 1) {
        if ((old.data[y * W + x] ?? 0) > 0.5)
          expect(layer.alpha.data[y * W + x], `row ${y} col ${x}`).toBeGreaterThan(0.5);
      }
    }
    // The layer's own stripe (its column 50) moved out with the stretch: slim 35–85 onto 20–100
    // puts it at column 44.
    const g = (x: number) => layer.rgb[(60 * W + x) * 3 + 1];
    expect(g(44)).toBe(90);
    expect(g(40)).toBe(110);
  });

  it('never narrows a garment already as wide as the old one', () => {
    const old = legs([40, 55], [65, 80]);
    const layer = layerOf(legs([30, 57], [63, 90]));
    const before = Float32Array.from(layer.alpha.data);
    stretchToOldRows(layer, old, 5, 2);
    expect(Array.from(layer.alpha.data)).toEqual(Array.from(before));
  });
});

describe("pulling a garment warped by the joints up to the old garment's waist", () => {
  // Flat jeans anchored at the hip joints start at row 30; the old shorts (or a tucked-in top
  // of their colour) start at row 15. The rows between showed a flat band of clamped texture.
  const jeans = legs([30, 55], [65, 90]);
  for (let i = 0; i < 30 * W; i += 1) jeans.data[i] = 0;
  const old = legs([30, 55], [65, 90]);
  for (let y = 10; y < 15; y += 1) for (let x = 0; x < W; x += 1) old.data[y * W + x] = 0;

  it("moves the waistband up to the old garment's top and keeps the legs below", () => {
    const layer = layerOf(jeans);
    stretchToOldTop(layer, old, 40, 2);
    expect(layer.alpha.data[16 * W + 40]).toBeGreaterThan(0.5);
    expect(layer.alpha.data[12 * W + 40]).toBeLessThan(0.5);
    expect(layer.alpha.data[80 * W + 40]).toBe(1);
    expect(layer.alpha.data[80 * W + 60]).toBe(0);
    // The waistband's first row is the layer's own first row, moved up.
    expect(layer.rgb[(16 * W + 40) * 3]).toBe(70);
  });

  it('leaves a layer that already reaches the old top alone', () => {
    const layer = layerOf(legs([30, 55], [65, 90]));
    const before = Float32Array.from(layer.alpha.data);
    stretchToOldTop(layer, old, 40, 2);
    expect(layer.alpha.data).toEqual(before);
  });

  it('draws nothing above the old trousers under a longer top', () => {
    // The jeans' waist lands at row 10; the old trousers show from row 30 down (a sweatshirt's
    // hem hangs over them, with shadows between the fingers the top's colours miss).
    const layer = layerOf(legs([30, 55], [65, 90]));
    const trousers = legs([30, 55], [65, 90]);
    for (let i = 0; i < H * W; i += 1) {
      const x = i % W;
      if (i < 30 * W || (x > 55 && x < 65)) trousers.data[i] = 0;
    }
    cutAboveOldTop(layer, trousers);
    expect(layer.alpha.data[20 * W + 40]).toBe(0);
    expect(layer.alpha.data[35 * W + 40]).toBe(1);
    // A column the old garment never reaches is left alone.
    expect(layer.alpha.data[20 * W + 60]).toBe(1);
  });

  it('keeps a top that hangs over the waist in front', () => {
    const layer = layerOf(legs([30, 55], [65, 90]));
    const jacket = createFloatMap(W, H);
    for (let i = 10 * W; i < 35 * W; i += 1) jacket.data[i] = 1;
    keepInFront(layer, jacket);
    expect(layer.alpha.data[20 * W + 40]).toBe(0);
    expect(layer.alpha.data[50 * W + 40]).toBe(1);
  });
});

/** A top: body columns 30–90 from row 10 to `hem`, a short sleeve (columns 10–29) to row 30. */
function top(hem: number, sleeveEnd = 30) {
  const map = createFloatMap(W, H);
  for (let y = 10; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const body = x >= 30 && x <= 90 && y <= hem;
      const sleeve = x >= 10 && x < 30 && y <= sleeveEnd;
      map.data[y * W + x] = body || sleeve ? 1 : 0;
    }
  return map;
}

describe("pulling a tee's hem down to the old top's", () => {
  it('covers the old top to its hem, keeping the print above the pivot and the sleeve short', () => {
    // Old: a long-sleeved top to row 70 (sleeve to row 70 too). New: a tee to row 55.
    const old = top(70, 70);
    const layer = layerOf(top(55));
    const chest = layer.rgb.slice((20 * W + 50) * 3, (20 * W + 50) * 3 + 3);
    stretchToOldHem(layer, old, [40, 80], 30, 20);
    for (const x of [30, 50, 90]) {
      expect(layer.alpha.data[68 * W + x], `col ${x}`).toBeGreaterThan(0.5);
      expect(layer.alpha.data[72 * W + x], `col ${x}`).toBeLessThan(0.5);
    }
    // The short sleeve stays short; above the pivot (row 25) nothing moved.
    expect(layer.alpha.data[40 * W + 20]).toBe(0);
    expect(Array.from(layer.rgb.slice((20 * W + 50) * 3, (20 * W + 50) * 3 + 3))).toEqual(
      Array.from(chest),
    );
  });

  it('pulls nothing of the body down over an arm in front of it', () => {
    // A forearm crossing the body's side (columns 30-34, rows 40-54): the fitted body has no
    // cover there, and the column's body above it must not be stretched down into it.
    const old = top(70, 70);
    const layer = layerOf(top(55));
    for (let y = 40; y < 55; y += 1)
      for (let x = 30; x <= 34; x += 1) {
        layer.zones[y * W + x] = 2;
        layer.alpha.data[y * W + x] = 0;
      }
    stretchToOldHem(layer, old, [40, 80], 30, 20);
    for (const y of [42, 48, 54]) expect(layer.alpha.data[y * W + 32], `row ${y}`).toBe(0);
    expect(layer.alpha.data[68 * W + 36]).toBeGreaterThan(0.5);
  });

  it('leaves a tee over an old top that ends beyond reach (a long jacket) alone', () => {
    const old = top(95, 70);
    const layer = layerOf(top(55));
    const before = Float32Array.from(layer.alpha.data);
    stretchToOldHem(layer, old, [40, 80], 30, 20);
    expect(layer.alpha.data).toEqual(before);
  });

  it('leaves it alone when only a few of the hips’ columns end lower (an open front)', () => {
    const old = top(50, 70);
    for (let y = 50; y <= 65; y += 1) for (let x = 55; x <= 62; x += 1) old.data[y * W + x] = 1;
    const layer = layerOf(top(55));
    const before = Float32Array.from(layer.alpha.data);
    stretchToOldHem(layer, old, [40, 80], 30, 20);
    expect(layer.alpha.data).toEqual(before);
  });
});

/**
 * A man in a baggy top: its body (columns 25-95) from row 10 to row 60, the person's trousers
 * (columns `waist`) below it. The new tee's body is columns 40-80 to row 60.
 */
function waistScene(waist: [number, number] = [25, 95]) {
  const matte = createFloatMap(W, H);
  const oldGarment = createFloatMap(W, H);
  const skin = createFloatMap(W, H);
  for (let y = 10; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      if (y <= 60 && x >= 25 && x <= 95) oldGarment.data[i] = 1;
      if (oldGarment.data[i] || (y > 60 && x >= waist[0] && x <= waist[1])) matte.data[i] = 1;
    }
  const tee = createFloatMap(W, H);
  for (let y = 10; y <= 60; y += 1) for (let x = 40; x <= 80; x += 1) tee.data[y * W + x] = 1;
  return { person: { matte, oldGarment, skin }, layer: layerOf(tee) };
}

describe("widening a tee's lower body to the waist it hangs over", () => {
  it('moves both side seams out to the trousers at the hem, leaning from the pivot', () => {
    const { person, layer } = waistScene();
    const chest = Array.from(layer.alpha.data.slice(25 * W, 26 * W));
    widenToWaist(layer, person, [45, 75], 30, 30);
    const row = (y: number) => Array.from(layer.alpha.data.slice(y * W, (y + 1) * W));
    const edges = (y: number) => [
      row(y).findIndex((v) => v > 0.5),
      row(y).findLastIndex((v) => v > 0.5),
    ];
    expect(edges(59)[0]).toBeLessThanOrEqual(27);
    expect(edges(59)[1]).toBeGreaterThanOrEqual(93);
    // Half-way down from the pivot (row 30) the seams are half-way out; above it nothing moved.
    const [a, b] = edges(45);
    expect(a).toBeGreaterThan(28);
    expect(a).toBeLessThan(38);
    expect(b).toBeGreaterThan(82);
    expect(b).toBeLessThan(92);
    expect(row(25)).toEqual(chest);
  });

  it('makes a side notched by its photo model’s arm straight', () => {
    const { person, layer } = waistScene([40, 80]);
    for (let y = 50; y <= 60; y += 1)
      for (let x = 71; x <= 80; x += 1) layer.alpha.data[y * W + x] = 0;
    widenToWaist(layer, person, [45, 75], 30, 30);
    for (const y of [52, 56, 59])
      expect(layer.alpha.data[y * W + 79], `row ${y}`).toBeGreaterThan(0.5);
  });

  it('moves a seam at most `most`, and stops the waist at a hand or a sleeve', () => {
    const { person, layer } = waistScene([5, 115]);
    for (let y = 61; y < 75; y += 1)
      for (let x = 86; x <= 95; x += 1) person.skin.data[y * W + x] = 1;
    widenToWaist(layer, person, [45, 75], 30, 10);
    const hem = Array.from(layer.alpha.data.slice(59 * W, 60 * W));
    expect(hem.findIndex((v) => v > 0.5)).toBe(30);
    expect(hem.findLastIndex((v) => v > 0.5)).toBe(85);
  });

  it('never draws the body over an arm, nor takes a sleeve at the pivot for the body', () => {
    const { person, layer } = waistScene();
    // A bare arm beside the body (columns 84-92) in the new sleeve down to row 35; the body
    // reaches column 83 at the pivot (row 30) and column 80 below row 35.
    for (let y = 15; y < 75; y += 1)
      for (let x = 84; x <= 92; x += 1) {
        layer.zones[y * W + x] = 1;
        person.skin.data[y * W + x] = 1;
        if (y <= 35) layer.alpha.data[y * W + x] = 1;
      }
    for (let y = 15; y <= 35; y += 1)
      for (let x = 81; x <= 83; x += 1) layer.alpha.data[y * W + x] = 1;
    widenToWaist(layer, person, [45, 75], 30, 30);
    for (const y of [40, 50, 59]) {
      expect(layer.alpha.data[y * W + 83], `row ${y}`).toBeGreaterThan(0.5);
      expect(layer.alpha.data[y * W + 86], `row ${y}`).toBe(0);
    }
  });

  it('leaves a tee over an old top that goes on below its hem (a tunic) alone', () => {
    const { person, layer } = waistScene();
    for (let y = 61; y < 90; y += 1)
      for (let x = 25; x <= 95; x += 1) person.oldGarment.data[y * W + x] = 1;
    const before = Float32Array.from(layer.alpha.data);
    widenToWaist(layer, person, [45, 75], 30, 30);
    expect(layer.alpha.data).toEqual(before);
  });
});
