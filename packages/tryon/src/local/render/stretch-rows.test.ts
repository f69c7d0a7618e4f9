import { describe, expect, it } from 'vitest';
import { createFloatMap } from '../raster/raster';
import type { FitLayer } from './fit';
import { stretchToOldRows } from './stretch-rows';

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
