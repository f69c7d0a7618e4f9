import { describe, expect, it } from 'vitest';
import { blockStarts, quilt } from './quilt';

/** Vertical stripes, 4 px black and 4 px white, RGB floats. */
function stripes(width: number, height: number): Float32Array {
  const rgb = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      rgb.fill(x % 8 < 4 ? 0 : 255, (y * width + x) * 3, (y * width + x + 1) * 3);
  return rgb;
}

describe('image quilting', () => {
  it('finds only blocks that lie wholly inside the fabric', () => {
    const inside = new Uint8Array(20 * 20);
    for (let y = 0; y < 20; y += 1) for (let x = 0; x < 10; x += 1) inside[y * 20 + x] = 1;
    const starts = blockStarts(inside, 20, 20, 6, 1);
    expect(starts.length).toBeGreaterThan(0);
    for (let j = 0; j < starts.length; j += 2) expect(starts[j] ?? 99).toBeLessThanOrEqual(4);
  });

  it('finds every whole window on the step grid from the origin, searching only the mask box', () => {
    // A ring-shaped mask away from the origin, with a hole: the box search must give what a
    // search of the whole raster gives, corner for corner and in the same order.
    const [w, h] = [61, 47];
    const inside = new Uint8Array(w * h);
    for (let y = 9; y < 40; y += 1)
      for (let x = 13; x < 55; x += 1)
        if (!(x > 28 && x < 36 && y > 20 && y < 27)) inside[y * w + x] = 1;
    const everywhere = (size: number, step: number) => {
      const out: number[] = [];
      for (let y = 0; y + size <= h; y += step)
        for (let x = 0; x + size <= w; x += step) {
          let all = true;
          for (let dy = 0; dy < size && all; dy += 1)
            for (let dx = 0; dx < size && all; dx += 1) all = inside[(y + dy) * w + x + dx] === 1;
          if (all) out.push(x, y);
        }
      return out;
    };
    for (const [size, step] of [
      [6, 1],
      [7, 3],
      [10, 4],
      [31, 2],
      [32, 1],
    ] as const)
      expect(Array.from(blockStarts(inside, w, h, size, step))).toEqual(everywhere(size, step));
    expect(blockStarts(new Uint8Array(w * h), w, h, 6, 1)).toHaveLength(0);
  });

  it('makes more fabric than the source shows, continuing its print without seams', () => {
    const src = {
      rgb: stripes(48, 48),
      width: 48,
      height: 48,
      inside: new Uint8Array(48 * 48).fill(1),
      starts: blockStarts(new Uint8Array(48 * 48).fill(1), 48, 48, 17, 1),
      scale: 1,
    };
    const out = quilt(src, 120, 90, 16, () => true, 3);
    expect(out.filled.every((f) => f === 1)).toBe(true);
    let regular = 0;
    for (let y = 0; y < 90; y += 1) {
      const row = Array.from({ length: 120 }, (_, x) => out.rgb[(y * 120 + x) * 3] ?? 0);
      const runs: number[] = [];
      let run = 1;
      for (let x = 1; x < 120; x += 1) {
        if (row[x] === row[x - 1]) run += 1;
        else {
          runs.push(run);
          run = 1;
        }
      }
      // Inner runs are all 4 px: no block boundary broke or doubled a stripe.
      if (runs.slice(1).every((r) => r === 4)) regular += 1;
    }
    expect(regular / 90).toBeGreaterThan(0.9);
  });

  it('lays a print enlarged onto the body smoothly, not in squares of one colour', () => {
    // A smooth ramp across the source, enlarged 4 times (scale 0.25 garment px per person px).
    const [w, h] = [48, 48];
    const rgb = new Float32Array(w * h * 3);
    for (let y = 0; y < h; y += 1)
      for (let x = 0; x < w; x += 1) rgb.fill(x * 5, (y * w + x) * 3, (y * w + x + 1) * 3);
    const inside = new Uint8Array(w * h).fill(1);
    const src = {
      rgb,
      width: w,
      height: h,
      inside,
      starts: blockStarts(inside, w, h, 9, 1),
      scale: 0.25,
    };
    const out = quilt(src, 96, 96, 32, () => true, 5);
    // Neighbours along a row: nearest-pixel sampling repeats each source pixel 4 times (3 of 4
    // pairs equal); a blend steps between them.
    let equal = 0;
    let pairs = 0;
    for (let y = 0; y < 96; y += 1)
      for (let x = 1; x < 96; x += 1) {
        pairs += 1;
        const a = out.rgb[(y * 96 + x) * 3] ?? 0;
        const b = out.rgb[(y * 96 + x - 1) * 3] ?? 0;
        if (Math.abs(a - b) < 0.01) equal += 1;
      }
    expect(equal / pairs).toBeLessThan(0.3);
  });

  it('never copies a hole in the fabric (a hand cut out) from a block that continues its neighbour', () => {
    // Grey fabric with a black hole the cut-out left out: windows wholly inside exist all round
    // it, but one continuing a neighbour can straddle it (its corners and centre on fabric).
    const [w, h] = [96, 96];
    const rgb = new Float32Array(w * h * 3).fill(150);
    const inside = new Uint8Array(w * h).fill(1);
    for (let y = 40; y < 56; y += 1)
      for (let x = 40; x < 56; x += 1) {
        inside[y * w + x] = 0;
        rgb.fill(0, (y * w + x) * 3, (y * w + x + 1) * 3);
      }
    const src = {
      rgb,
      width: w,
      height: h,
      inside,
      starts: blockStarts(inside, w, h, 33, 1),
      scale: 1,
    };
    for (const seed of [1, 2, 3, 4]) {
      const out = quilt(src, 160, 160, 32, () => true, seed);
      let dark = 0;
      for (let i = 0; i < 160 * 160; i += 1) if ((out.rgb[i * 3] ?? 0) < 100) dark += 1;
      expect(dark, `seed ${seed}`).toBe(0);
    }
  });
});
