import { describe, expect, it } from 'vitest';
import { boundingBox, distanceToSegment, growBox, nearSegment } from './geometry';

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

describe('nearSegment', () => {
  it('answers distanceToSegment(...) < limit, also for points on the limit itself', () => {
    const a = { x: 3.25, y: 7.5 };
    const b = { x: 41.75, y: 29.125 };
    let checked = 0;
    for (let y = -5; y < 45; y += 0.5)
      for (let x = -5; x < 55; x += 0.5)
        for (const limit of [0.5, 3, 7.3, distanceToSegment(x, y, a, b)]) {
          expect(nearSegment(x, y, a, b, limit)).toBe(distanceToSegment(x, y, a, b) < limit);
          checked += 1;
        }
    expect(checked).toBe(100 * 120 * 4);
  });
});
