import { describe, expect, it } from 'vitest';
import { drawDrapedPerson, drawDrapeGarment } from '../../../test/synthetic-drape';
import { body, W } from '../../../test/synthetic-figure';
import type { Rgb } from '../raster/palette';
import { garmentFabric } from './garment-fabric';
import { redressLayer } from './redress';
import { backStretch } from './saree-stretch';

// A saree photo of one part: plain purple silk over its wearer's back down to the hips (y 160),
// below them the pallu's end woven in 2 px stripes of the purple and a lighter one, close
// enough in colour that the clustering makes it one part with the plain silk (D06's photo).
const PURPLE: Rgb = [110, 40, 120];
const STRIPE: Rgb = [140, 70, 150];
const HIPS = 160;
const photo = (fromBehind: boolean) => {
  const garment = drawDrapeGarment((x, y) => (y >= HIPS && x % 4 < 2 ? STRIPE : PURPLE));
  const { shoulderL, shoulderR, hipL, hipR } = body;
  if (fromBehind) garment.anchors.quad = { tl: shoulderR, tr: shoulderL, bl: hipR, br: hipL };
  return garment;
};

/** Luminance standard deviation of an RGB buffer over a box (x0, y0, x1, y1 exclusive). */
function lumaSpread(data: ArrayLike<number>, [x0, y0, x1, y1]: number[]): number {
  const values: number[] = [];
  for (let y = y0 ?? 0; y < (y1 ?? 0); y += 1)
    for (let x = x0 ?? 0; x < (x1 ?? 0); x += 1) {
      const i = (y * W + x) * 3;
      values.push(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0));
    }
  const mean = values.reduce((a, v) => a + v, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length);
}

describe('a saree photo of one part, seen from behind', () => {
  it('is one part to the clustering (the case the rule is for)', () => {
    const { regions } = garmentFabric(photo(true), 'saree');
    expect(regions.sizes.filter((n) => n > 0)).toHaveLength(1);
  });

  it("is quilted from above its wearer's hips only", () => {
    const garment = photo(true);
    const { regions } = backStretch(garmentFabric(garment, 'saree'), garment);
    const below = regions.labels.some((l, i) => l >= 0 && i / W >= HIPS);
    const above = regions.labels.some((l, i) => l >= 0 && i / W < HIPS - 10);
    expect([above, below]).toEqual([true, false]);
  });

  it('is quilted whole when seen from the front', () => {
    const garment = photo(false);
    const g = garmentFabric(garment, 'saree');
    expect(backStretch(g, garment)).toBe(g);
  });

  it("dresses a worn saree in the plain body silk, not the pallu end's stripes", () => {
    const person = drawDrapedPerson(() => [228, 228, 228]);
    const { image } = redressLayer(person, photo(true), 'saree', { keepSameFabric: false });
    // Over the worn pleats: the plain silk's spread is a few levels, the stripes' about 15.
    expect(lumaSpread(image.data, [80, 200, 120, 280])).toBeLessThan(6);
  });
});

describe("a one-part back view's zari border over the back", () => {
  // The purple back view with a gold band (4 px wide) running down from the shoulder to the
  // hips, as a pallu's border does, and a round gold butti beside it: too little to be parts of
  // their own, so one part with the purple.
  const GOLD: Rgb = [200, 170, 90];
  const inBand = (x: number, y: number) =>
    y >= 80 && y < HIPS && Math.abs(x - (84 + (y - 80) * 0.5)) < 2;
  const inButti = (x: number, y: number) => Math.hypot(x - 118, y - 110) < 4;
  const drawn = () => {
    const garment = drawDrapeGarment((x, y) =>
      inBand(x, y) || inButti(x, y) ? GOLD : y >= HIPS && x % 4 < 2 ? STRIPE : PURPLE,
    );
    const { shoulderL, shoulderR, hipL, hipR } = body;
    garment.anchors.quad = { tl: shoulderR, tr: shoulderL, bl: hipR, br: hipL };
    return garment;
  };

  it('is left out of the stretch quilted from, its buttis not', () => {
    const garment = drawn();
    const g = garmentFabric(garment, 'saree');
    expect(g.regions.sizes.filter((n) => n > 0)).toHaveLength(1);
    const { labels } = backStretch(g, garment).regions;
    const at = (x: number, y: number) => labels[y * W + x] ?? -1;
    expect(at(Math.round(84 + (120 - 80) * 0.5), 120)).toBe(-1);
    expect(at(118, 110)).toBeGreaterThanOrEqual(0);
    expect(at(96, 150)).toBeGreaterThanOrEqual(0);
  });
});
