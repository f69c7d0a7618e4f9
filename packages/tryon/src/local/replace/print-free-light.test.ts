import { describe, expect, it } from 'vitest';
import { printFreeLuma } from './print-free-light';

describe('a worn top’s light without its print', () => {
  // A white top (60 × 60) with a fold in shade down x 10–14 and a black square print at
  // x 30–41, y 20–31.
  const W = 60;
  const data = new Uint8Array(W * W * 3);
  const top = new Uint8Array(W * W).fill(1);
  for (let i = 0; i < W * W; i += 1) {
    const x = i % W;
    const y = (i - x) / W;
    const print = x >= 30 && x <= 41 && y >= 20 && y <= 31;
    const v = print ? 20 : x >= 10 && x <= 14 ? 150 : 230;
    data.set([v, v, v], i * 3);
  }
  const light = printFreeLuma({ data, width: W, height: W, channels: 3 }, top, 6);

  it('takes the cloth’s light around a print for the print', () => {
    expect(light[25 * W + 35]).toBeGreaterThan(220);
    expect(light[20 * W + 30]).toBeGreaterThan(220);
  });

  it('keeps the cloth’s own folds, and pixels outside the top are 0', () => {
    expect(light[40 * W + 12]).toBeCloseTo(150, 0);
    expect(light[40 * W + 50]).toBeCloseTo(230, 0);
    const none = printFreeLuma(
      { data, width: W, height: W, channels: 3 },
      new Uint8Array(W * W),
      6,
    );
    expect(Math.max(...none)).toBe(0);
  });
});
