import { describe, expect, it } from 'vitest';
import { continueFromBelow } from './skirt-continuation';

const W = 60;
const H = 120;
/** A skirt of vertical panels: each 6-pixel column band its own colour, as a lehenga's are. */
const panel = (x: number): [number, number, number] => {
  const k = Math.floor(x / 6);
  return [40 + k * 20, 200 - k * 15, (k * 37) % 255];
};

/** The skirt from row 20 down, with `hole` (x0, y0, x1, y1 inclusive) cut where hands were. */
function skirt(hole: [number, number, number, number], belowIsOther = false) {
  const rgb = new Float32Array(W * H * 3);
  const keep = new Uint8Array(W * H);
  const holes = new Uint8Array(W * H);
  const [hx0, hy0, hx1, hy1] = hole;
  for (let y = 20; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const inHole = x >= hx0 && x <= hx1 && y >= hy0 && y <= hy1;
      if (inHole) {
        holes[i] = 1;
        rgb.set([255, 0, 255], i * 3);
        continue;
      }
      keep[i] = belowIsOther && y > hy1 && x >= hx0 && x <= hx1 ? 0 : 1;
      rgb.set(panel(x), i * 3);
    }
  return { rgb, keep, holes };
}

describe('a skirt continued through the hands at its waist', () => {
  it('carries each panel up through the hole and clears it', () => {
    const { rgb, keep, holes } = skirt([18, 20, 41, 44]);
    const filled = continueFromBelow(rgb, holes, keep, W, H, {
      fromY: 20,
      maxHeight: 40,
      feather: 4,
    });
    expect(filled).toBe(24 * 25);
    for (let y = 20; y <= 44; y += 1)
      for (let x = 18; x <= 41; x += 1) {
        const i = y * W + x;
        expect(holes[i]).toBe(0);
        expect(Array.from(rgb.subarray(i * 3, i * 3 + 3))).toEqual(panel(x));
      }
  });

  it('leaves a hole taller than the limit to the quilt', () => {
    const { rgb, keep, holes } = skirt([18, 20, 41, 70]);
    expect(
      continueFromBelow(rgb, holes, keep, W, H, { fromY: 20, maxHeight: 40, feather: 4 }),
    ).toBe(0);
    expect(holes[30 * W + 30]).toBe(1);
    expect(rgb[(30 * W + 30) * 3 + 1]).toBe(0);
  });

  it('does not copy up what below the hole is not the skirt (a dupatta over it)', () => {
    const { rgb, keep, holes } = skirt([18, 20, 41, 44], true);
    expect(
      continueFromBelow(rgb, holes, keep, W, H, { fromY: 20, maxHeight: 40, feather: 4 }),
    ).toBe(0);
    expect(holes[30 * W + 30]).toBe(1);
  });

  it('fades the skirt just below the hole into the copy instead of cutting it', () => {
    const { rgb, keep, holes } = skirt([18, 20, 41, 44]);
    // A horizontal band below the hole: the copy moved up would end in an edge at its top.
    for (let x = 0; x < W; x += 1) rgb.set([0, 0, 0], (48 * W + x) * 3);
    continueFromBelow(rgb, holes, keep, W, H, { fromY: 20, maxHeight: 40, feather: 4 });
    // Row 46 (two below the hole): its panel and the copy's (row 71) are the same panel.
    const i = 46 * W + 30;
    expect(Array.from(rgb.subarray(i * 3, i * 3 + 3))).toEqual(panel(30));
    // The dark band's row (four below) takes a fifth of the copy: it fades, not cuts.
    const j = 48 * W + 30;
    expect(rgb[j * 3]).toBeCloseTo(panel(30)[0] / 5, 3);
    // Beside the hole nothing changes.
    expect(rgb[48 * W * 3 + 3 * 5]).toBe(0);
  });
});
