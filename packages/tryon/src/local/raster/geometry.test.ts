import { describe, expect, it } from 'vitest';
import { boundingBox, growBox } from './geometry';

describe('boundingBox', () => {
  it('holds every accepted pixel, corners inclusive, and nothing more', () => {
    // A 10 × 6 raster with pixels at (2, 1), (7, 4) and (5, 3) accepted.
    const on = new Set([1 * 10 + 2, 4 * 10 + 7, 3 * 10 + 5]);
    expect(boundingBox(60, 10, (i) => on.has(i))).toEqual({ x0: 2, y0: 1, x1: 7, y1: 4 });
    expect(boundingBox(60, 10, (i) => i === 59)).toEqual({ x0: 9, y0: 5, x1: 9, y1: 5 });
  });

  it('is undefined when no pixel is accepted', () => {
    expect(boundingBox(60, 10, () => false)).toBeUndefined();
  });

  it('grows a box by a margin, within the raster', () => {
    expect(growBox({ x0: 2, y0: 1, x1: 7, y1: 4 }, 2, 10, 6)).toEqual({
      x0: 0,
      y0: 0,
      x1: 9,
      y1: 5,
    });
    expect(growBox({ x0: 4, y0: 2, x1: 5, y1: 3 }, 1, 10, 6)).toEqual({
      x0: 3,
      y0: 1,
      x1: 6,
      y1: 4,
    });
  });
});
