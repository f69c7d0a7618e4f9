import { describe, expect, it } from 'vitest';
import { drawDrapedPerson, drawDrapeGarment, pleatLight } from '../../../test/synthetic-drape';
import { W } from '../../../test/synthetic-figure';
import { redressLayer } from './redress';

type Rgb = [number, number, number];
const BACKDROP: Rgb = [150, 152, 156];
/** The drape's right-hand edge runs down and to the right, about one pixel across per 4 rows. */
const edgeX = (y: number) => 108.3 + (y - 74) * 0.27;
/** True share of a pixel the worn fabric covers (the photo's own anti-aliased edge). */
const coverOf = (x: number, y: number) => Math.min(1, Math.max(0, edgeX(y) - x + 0.5));

/** The segmentation's matte: 0/1 per 4×4 cell, interpolated bilinearly between cell centres. */
function softMatte(x: number, y: number): number {
  const cell = (cx: number, cy: number) => (coverOf(cx * 4 + 1.5, cy * 4 + 1.5) > 0.5 ? 1 : 0);
  const fx = (x - 1.5) / 4;
  const fy = (y - 1.5) / 4;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const wx = fx - x0;
  const wy = fy - y0;
  return (
    cell(x0, y0) * (1 - wx) * (1 - wy) +
    cell(x0 + 1, y0) * wx * (1 - wy) +
    cell(x0, y0 + 1) * (1 - wx) * wy +
    cell(x0 + 1, y0 + 1) * wx * wy
  );
}

/**
 * A figure whose drape ends at a diagonal edge, drawn anti-aliased in the photo, with the person
 * matte a segmentation model gives at a quarter of the photo's size: the matte's
 * edge is a staircase the photo does not have.
 */
function diagonalPerson(
  worn: (x: number, y: number) => Rgb,
  split?: (x: number, y: number) => boolean,
) {
  const person = drawDrapedPerson((x, y) => (split?.(x, y) ? [60, 40, 150] : worn(x, y)));
  const { data } = person.image;
  for (let y = 74; y <= 300; y += 1)
    for (let x = 66; x <= 134; x += 1) {
      const i = y * W + x;
      const a = coverOf(x, y);
      const fabric: Rgb = [data[i * 3] ?? 0, data[i * 3 + 1] ?? 0, data[i * 3 + 2] ?? 0];
      for (let c = 0; c < 3; c += 1)
        data[i * 3 + c] = Math.round((fabric[c] ?? 0) * a + (BACKDROP[c] ?? 0) * (1 - a));
      person.matte.data[i] = softMatte(x, y);
    }
  return person;
}

describe('re-dressed edges', () => {
  it('follows the photo’s own anti-aliased edge, not the matte’s staircase', () => {
    const person = diagonalPerson((x, y) => {
      const v = 1 + (pleatLight(x, y) - 1) * 0.3;
      return [120 * v, 50 * v, 110 * v];
    });
    const garment = drawDrapeGarment(() => [40, 150, 70]);
    const { image, coverage } = redressLayer(person, garment, 'saree', { keepSameFabric: false });
    let error = 0;
    let n = 0;
    let fractional = 0;
    let edge = 0;
    for (let y = 100; y < 280; y += 1) {
      const xe = edgeX(y);
      // The new fabric's own colour in this row, a few pixels inside the edge.
      const inner: Rgb = [0, 0, 0];
      for (let x = Math.floor(xe) - 8; x < Math.floor(xe) - 4; x += 1)
        for (let c = 0; c < 3; c += 1)
          inner[c] = (inner[c] ?? 0) + (image.data[(y * W + x) * 3 + c] ?? 0) / 4;
      for (let x = Math.floor(xe) - 2; x <= Math.floor(xe) + 2; x += 1) {
        const i = y * W + x;
        const a = coverOf(x, y);
        for (let c = 0; c < 3; c += 1) {
          const expected = (inner[c] ?? 0) * a + (BACKDROP[c] ?? 0) * (1 - a);
          error += Math.abs((image.data[i * 3 + c] ?? 0) - expected);
          n += 1;
        }
        if (a > 0.15 && a < 0.85) {
          edge += 1;
          const k = coverage.data[i] ?? 0;
          if (k > 0.1 && k < 0.9) fractional += 1;
        }
      }
    }
    // The matte's staircase misses the photo's edge by whole pixels (mean error 10 levels).
    expect(error / n).toBeLessThan(8);
    // The layer's edge pixels are partly covered, as the photo's are.
    expect(fractional / edge).toBeGreaterThan(0.22);
  });

  it('blends two re-dressed parts along a diagonal seam, with no 2-pixel steps', () => {
    // Two worn parts (a purple body and a blue border) meeting along a diagonal line.
    const seam = (y: number) => 80 + (y - 74) * 0.27;
    const inBorder = (x: number, y: number) => x < seam(y);
    const person = diagonalPerson(() => [170, 60, 150], inBorder);
    const garment = drawDrapeGarment((x) => (x < 85 ? [230, 200, 90] : [30, 120, 60]));
    const { image } = redressLayer(person, garment, 'saree', { keepSameFabric: false });
    // Across the seam, each row's luminance profile steps in sub-pixel positions that move
    // with the row: count the rows where the seam's crossing (half way between the two
    // fabrics' luminance) lies more than 0.75 px from the true seam.
    const luma = (i: number) =>
      0.299 * (image.data[i * 3] ?? 0) +
      0.587 * (image.data[i * 3 + 1] ?? 0) +
      0.114 * (image.data[i * 3 + 2] ?? 0);
    let off = 0;
    let rows = 0;
    for (let y = 100; y < 280; y += 1) {
      const s = seam(y);
      const x0 = Math.floor(s) - 6;
      const x1 = Math.floor(s) + 6;
      const left = (luma(y * W + x0) + luma(y * W + x0 - 1)) / 2;
      const right = (luma(y * W + x1) + luma(y * W + x1 + 1)) / 2;
      if (Math.abs(left - right) < 20) continue;
      const mid = (left + right) / 2;
      let crossing = Number.NaN;
      for (let x = x0; x < x1; x += 1) {
        const a = luma(y * W + x) - mid;
        const b = luma(y * W + x + 1) - mid;
        if (a === 0 || Math.sign(a) !== Math.sign(b)) {
          crossing = x + (a === b ? 0 : a / (a - b)) + 0.5;
          break;
        }
      }
      rows += 1;
      if (!(Math.abs(crossing - s) <= 0.75)) off += 1;
    }
    expect(rows).toBeGreaterThan(100);
    expect(off / rows).toBeLessThan(0.16);
  });
});
