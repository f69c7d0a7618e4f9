import { describe, expect, it } from 'vitest';
import { createFloatMap } from '../raster/raster';
import { edgeCover } from './soft-edges';

const W = 1000;
const H = 40;
const EDGE = 500;

/**
 * A white top (labels left of column EDGE) against a white curtain of its colour, the person
 * matte a wide soft ramp across the edge (20 px, as a small segmentation gives where it cannot
 * see the edge either); `beside` paints columns past the edge as another part of the person.
 */
function whiteOnWhite(beside?: { from: number; rgb: [number, number, number] }) {
  const data = new Uint8Array(W * H * 3);
  const matte = createFloatMap(W, H);
  const labels = new Int8Array(W * H).fill(-1);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const person = beside !== undefined && x >= beside.from;
      const rgb = person ? beside.rgb : [250, 250, 250];
      data.set(rgb, i * 3);
      matte.data[i] = person ? 1 : Math.min(1, Math.max(0, 0.5 + (EDGE - 0.5 - x) / 20));
      if (x < EDGE) labels[i] = 0;
    }
  const inputs = {
    image: { data, width: W, height: H, channels: 3 as const },
    matte,
    hair: createFloatMap(W, H),
    face: undefined,
  };
  return { inputs, labels };
}

describe('a re-dressed edge against a backdrop of its own colour', () => {
  it('is the matte’s outline over a pixel or two, not a ramp as wide as the filter', () => {
    const { inputs, labels } = whiteOnWhite();
    const { refined } = edgeCover(inputs, labels);
    const y = H / 2;
    const at = (x: number) => refined.data[y * W + x] ?? 0;
    expect(at(EDGE - 3)).toBeGreaterThan(0.95);
    expect(at(EDGE + 2)).toBeLessThan(0.05);
  });

  it('does not grow into the person beside it (trousers of a near colour)', () => {
    const { inputs, labels } = whiteOnWhite({ from: EDGE, rgb: [238, 236, 230] });
    const { refined } = edgeCover(inputs, labels);
    const y = H / 2;
    for (const x of [EDGE + 2, EDGE + 3, EDGE + 4])
      expect(refined.data[y * W + x] ?? 0, `column ${x}`).toBeLessThan(0.5);
  });
});

describe('hair beside a re-dressed edge against its own colour', () => {
  it('gains no cover, however near the fabric’s colour it is', () => {
    const { inputs, labels } = whiteOnWhite();
    for (let y = 0; y < H; y += 1)
      for (let x = EDGE; x < EDGE + 6; x += 1) inputs.hair.data[y * W + x] = 1;
    const { refined } = edgeCover(inputs, labels);
    for (let x = EDGE; x < EDGE + 6; x += 1) expect(refined.data[(H / 2) * W + x]).toBe(0);
  });
});
