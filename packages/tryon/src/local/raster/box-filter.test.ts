import { describe, expect, it } from 'vitest';
import { blurMap } from './raster';
import { boxMean } from './box-filter';

describe('boxMean', () => {
  it('gives exactly the numbers of one blurMap pass, edges included', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 0.5;
    for (const [w, h, r] of [
      [97, 61, 5],
      [40, 90, 12],
      [8, 5, 9],
      [1, 30, 2],
    ] as const) {
      const data = Float32Array.from({ length: w * h }, rand);
      const expected = blurMap({ data, width: w, height: h }, r, 1).data;
      expect(Array.from(boxMean(data, w, h, r))).toEqual(Array.from(expected));
    }
  });
});
