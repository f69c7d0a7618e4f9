import { describe, expect, it } from 'vitest';
import { body, W } from '../../../test/synthetic-figure';
import type { FabricRegions } from './fabric-regions';
import { absorbShadedPieces } from './stray-parts';

// A saree's parts as the colour split gives them on the synthetic figure (hips at y 160,
// shoulders 56 px wide): 0 the pink body, 1 a crimson blouse over the chest, 2 a lit pallu.
const H = 320;
const BODY = 0;
const BLOUSE = 1;
const PALLU = 2;

function drape(paint: (x: number, y: number) => number): FabricRegions {
  const labels = new Int8Array(W * H).fill(-1);
  for (let y = 74; y < 300; y += 1)
    for (let x = 60; x < 140; x += 1) labels[y * W + x] = paint(x, y);
  const sizes = [0, 0, 0];
  for (const l of labels) if (l >= 0) sizes[l] = (sizes[l] ?? 0) + 1;
  return {
    labels,
    colours: [
      [180, 95, 95],
      [135, 55, 60],
      [205, 140, 135],
    ],
    sizes,
  };
}

const at = (r: FabricRegions, x: number, y: number) => r.labels[y * W + x];

describe('pieces of a part in the shade below the hips', () => {
  it('gives a broad blouse-coloured fold below the hips to the body fabric, keeps a thin border', () => {
    const regions = drape((x, y) => {
      if (y < 120 && x < 100) return BLOUSE; // the blouse, on the chest
      if (y >= 200 && y < 260 && x >= 70 && x < 95) return BLOUSE; // pleats in the shade
      if (y >= 292) return BLOUSE; // a thin border of the blouse's colour along the hem
      if (x >= 125) return PALLU;
      return BODY;
    });
    const before = [...regions.sizes];
    absorbShadedPieces(regions, W, body);
    expect(at(regions, 80, 230)).toBe(BODY);
    expect(at(regions, 80, 100)).toBe(BLOUSE);
    expect(at(regions, 100, 295)).toBe(BLOUSE);
    expect(regions.sizes[BODY]).toBe((before[BODY] ?? 0) + 25 * 60);
    expect(regions.sizes.reduce((a, v) => a + v, 0)).toBe(before.reduce((a, v) => a + v, 0));
  });

  it('gives a piece only to the body fabric, not to another part around it (a border, a pallu)', () => {
    const regions = drape((x, y) => {
      if (y < 120 && x < 100) return BLOUSE;
      if (y >= 200 && y < 260 && x >= 115 && x < 135) return BLOUSE; // inside the pallu
      if (x >= 110) return PALLU;
      return BODY;
    });
    absorbShadedPieces(regions, W, body);
    expect(at(regions, 125, 230)).toBe(BLOUSE);
  });

  it('leaves a lighter piece (a lit pallu end) and a part never seen above the hips alone', () => {
    const regions = drape((x, y) => {
      if (y < 120 && x >= 110) return PALLU; // the pallu over the shoulder
      if (y >= 200 && y < 260 && x >= 70 && x < 95) return PALLU; // lighter than the body
      if (y >= 200 && y < 260 && x >= 100 && x < 125) return BLOUSE; // only below the hips
      return BODY;
    });
    absorbShadedPieces(regions, W, body);
    expect(at(regions, 80, 230)).toBe(PALLU);
    expect(at(regions, 110, 230)).toBe(BLOUSE);
  });
});
