import { describe, expect, it } from 'vitest';
import { blurMap, blurMapInPlace, createFloatMap, morphMask } from './raster';
import { random } from './quilt';

/** The box blur as first written: every line, then every column, walked one at a time. */
function reference(data: Float32Array, width: number, height: number, r: number, passes: number) {
  const src = Float32Array.from(data);
  const tmp = new Float32Array(src.length);
  const line = (a: Float32Array, b: Float32Array, start: number, step: number, n: number) => {
    let acc = 0;
    let count = 0;
    for (let i = 0; i < Math.min(r, n); i += 1, count += 1) acc += a[start + i * step] ?? 0;
    for (let i = 0; i < n; i += 1) {
      if (i + r < n) {
        acc += a[start + (i + r) * step] ?? 0;
        count += 1;
      }
      if (i - r - 1 >= 0) {
        acc -= a[start + (i - r - 1) * step] ?? 0;
        count -= 1;
      }
      b[start + i * step] = acc / count;
    }
  };
  for (let p = 0; p < passes; p += 1) {
    for (let y = 0; y < height; y += 1) line(src, tmp, y * width, 1, width);
    for (let x = 0; x < width; x += 1) line(tmp, src, x, width, height);
  }
  return src;
}

describe('blurMap', () => {
  it('gives exactly the column-by-column box blur, edges included', () => {
    const rand = random(3);
    for (const [w, h, r] of [
      [37, 23, 4],
      [16, 40, 30],
      [5, 5, 1],
    ] as const) {
      const map = createFloatMap(w, h);
      for (let i = 0; i < map.data.length; i += 1) map.data[i] = rand();
      expect(Array.from(blurMap(map, r, 2).data)).toEqual(
        Array.from(reference(map.data, w, h, r, 2)),
      );
    }
  });

  it('blurs a map that is zero outside a small patch exactly as the whole map', () => {
    const rand = random(5);
    for (const [w, h, r, passes] of [
      [120, 90, 3, 2],
      [64, 200, 7, 1],
      [50, 50, 20, 2],
    ] as const) {
      const map = createFloatMap(w, h);
      for (let y = 30; y < 45; y += 1)
        for (let x = 20; x < 41; x += 1) map.data[y * w + x] = rand() * 255;
      expect(Array.from(blurMap(map, r, passes).data)).toEqual(
        Array.from(reference(map.data, w, h, r, passes)),
      );
    }
    expect(Array.from(blurMap(createFloatMap(9, 7), 2).data)).toEqual(new Array(63).fill(0));
  });

  it('blurs in place with the rows its caller names as the only non-zero ones, the same', () => {
    const rand = random(9);
    for (const [w, h, r, y0, y1, rows] of [
      [80, 120, 4, 30, 44, { y0: 30, y1: 44 }],
      [80, 120, 4, 30, 44, { y0: 10, y1: 100 }],
      [60, 50, 9, 0, 6, { y0: -3, y1: 6 }],
      [60, 50, 2, 45, 49, { y0: 40, y1: 70 }],
    ] as const) {
      const map = createFloatMap(w, h);
      for (let y = y0; y <= y1; y += 1)
        for (let x = 5; x < 31; x += 1) map.data[y * w + x] = rand() < 0.7 ? rand() : 0;
      const expected = Array.from(blurMap(map, r, 2).data);
      expect(Array.from(blurMapInPlace(map, r, 2, rows).data)).toEqual(expected);
    }
  });
});

describe('morphMask', () => {
  it('grows and shrinks a mask exactly as thresholding the whole blurred map', () => {
    const rand = random(11);
    const [w, h] = [90, 70];
    const mask = createFloatMap(w, h);
    for (let y = 20; y < 50; y += 1)
      for (let x = 30; x < 70; x += 1) mask.data[y * w + x] = rand() < 0.9 ? 1 : 0;
    for (const radius of [3, -3, 1, -1, 12]) {
      const blurred = reference(mask.data, w, h, Math.abs(radius), 1);
      const threshold = radius > 0 ? 0.02 : 0.98;
      const grown = morphMask(mask, radius);
      expect(Array.from(grown.data)).toEqual(Array.from(blurred, (v) => (v > threshold ? 1 : 0)));
      expect(grown.data).not.toBe(mask.data);
    }
    expect(Array.from(morphMask(createFloatMap(6, 4), 2).data)).toEqual(new Array(24).fill(0));
  });
});
