import { describe, expect, it } from 'vitest';
import { drawDrapedPerson, drawDrapeGarment, DRAPE } from '../../../test/synthetic-drape';
import { W } from '../../../test/synthetic-figure';
import type { Rgb } from '../raster/palette';
import { garmentFabric } from './garment-fabric';
import { withoutShadows } from './fold-shadows';
import { redressLayer } from './redress';

// A saree photo of blue silk with silver buttis (3 px, every 12 px), photographed in pleats:
// every 24 px a fold's valley, down to 45 % of the light at its middle and lit again 6 px
// either side (D09's blue Kanjivaram).
const BLUE: Rgb = [40, 140, 190];
const SILVER: Rgb = [205, 205, 215];
const fromValley = (x: number) => Math.abs((x % 24) - 6);
const valley = (x: number) => fromValley(x) <= 1;
const butti = (x: number, y: number) => (x + 5) % 12 < 3 && y % 12 < 3;
const pleated = (x: number, y: number): Rgb => {
  if (butti(x, y)) return SILVER;
  const light = 0.45 + 0.55 * Math.min(1, fromValley(x) / 6);
  return [BLUE[0] * light, BLUE[1] * light, BLUE[2] * light];
};

const inside = (x: number, y: number) =>
  x >= DRAPE.x0 + 2 && x <= DRAPE.x1 - 2 && y >= DRAPE.y0 + 2 && y <= DRAPE.y1 - 2;

/** Shares of the valleys', the buttis' and the lit silk's pixels found in shadow. */
function found(shadows: Uint8Array) {
  const counts = { valley: [0, 0], butti: [0, 0], lit: [0, 0] };
  for (let i = 0; i < shadows.length; i += 1) {
    const [x, y] = [i % W, Math.floor(i / W)];
    if (!inside(x, y)) continue;
    // A valley's sides go with it: counted in no class.
    const clear = fromValley(x) >= 9;
    const kind = valley(x)
      ? counts.valley
      : !clear
        ? undefined
        : butti(x, y)
          ? counts.butti
          : counts.lit;
    if (!kind) continue;
    kind[0] = (kind[0] ?? 0) + (shadows[i] ? 1 : 0);
    kind[1] = (kind[1] ?? 0) + 1;
  }
  const share = ([n, all]: number[]) => (n ?? 0) / Math.max(1, all ?? 0);
  return { valley: share(counts.valley), butti: share(counts.butti), lit: share(counts.lit) };
}

/** Share of a box's pixels under 0.7 of its median luminance. */
function darkShare(data: ArrayLike<number>, [x0, y0, x1, y1]: number[]): number {
  const values: number[] = [];
  for (let y = y0 ?? 0; y < (y1 ?? 0); y += 1)
    for (let x = x0 ?? 0; x < (x1 ?? 0); x += 1) {
      const i = (y * W + x) * 3;
      values.push(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0));
    }
  const median = [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
  return values.filter((v) => v < 0.7 * median).length / Math.max(1, values.length);
}

describe("a saree photo's fold shadows", () => {
  it('are found in the valleys, not on the buttis or the lit silk', () => {
    const { shadows } = garmentFabric(drawDrapeGarment(pleated), 'saree');
    expect(shadows).toBeDefined();
    const share = found(shadows ?? new Uint8Array());
    expect(share.valley).toBeGreaterThan(0.9);
    expect(share.butti).toBeLessThan(0.05);
    expect(share.lit).toBeLessThan(0.05);
  });

  it('are not the ground between bright zari buttis', () => {
    // Purple silk woven densely with gold buttis (3 px every 5 px), one part to the clustering:
    // the buttis are print, not light, and the purple between them is not in shadow.
    const PURPLE: Rgb = [110, 40, 120];
    const GOLD: Rgb = [220, 180, 90];
    const zari = (x: number, y: number) => x % 5 < 3 && y % 5 < 3;
    const g = garmentFabric(
      drawDrapeGarment((x, y) => (zari(x, y) ? GOLD : PURPLE)),
      'saree',
    );
    expect(g.regions.sizes.filter((n) => n > 0)).toHaveLength(1);
    let [dark, all] = [0, 0];
    for (let i = 0; i < W * 320; i += 1) {
      const [x, y] = [i % W, Math.floor(i / W)];
      if (!inside(x, y) || zari(x, y)) continue;
      all += 1;
      if (g.shadows?.[i]) dark += 1;
    }
    expect(all).toBeGreaterThan(1000);
    expect(dark / all).toBeLessThan(0.05);
  });

  it('are left out of the fabric a worn saree is quilted from', () => {
    const worn = () => drawDrapedPerson(() => [200, 200, 200]);
    const photo = drawDrapeGarment(pleated);
    const g = garmentFabric(photo, 'saree');
    const clear = withoutShadows(g);
    const left = (f: typeof g) => f.regions.labels.filter((l) => l >= 0).length;
    expect(left(clear)).toBeLessThan(left(g) * 0.7);
    // Dressed, the worn pleats (lit ±22 % by their own folds) hold few pixels far darker than
    // their median: the photo's valleys are not copied onto them.
    const box = [DRAPE.x0 + 10, 200, DRAPE.x1 - 10, 280];
    const { image } = redressLayer(worn(), photo, 'saree', { keepSameFabric: false });
    const unlit = drawDrapeGarment(pleated);
    garmentFabric(unlit, 'saree').shadows = undefined;
    const before = redressLayer(worn(), unlit, 'saree', { keepSameFabric: false }).image;
    expect(darkShare(image.data, box)).toBeLessThan(0.03);
    expect(darkShare(before.data, box)).toBeGreaterThan(0.1);
  });

  it('are not looked for in a grey silk, whose dark ground its print rule cannot tell', () => {
    // vton-dev D18's dark green with its silver jaal: its ground was taken for shadow.
    const grey = (x: number, y: number): Rgb => {
      const [r, g, b] = pleated(x, y);
      const v = 0.299 * r + 0.587 * g + 0.114 * b;
      return [v, v * 1.05, v];
    };
    const { shadows } = garmentFabric(drawDrapeGarment(grey), 'saree');
    expect(shadows?.some((v) => v > 0)).toBe(false);
  });

  it('leave a part whole when few, or when they are most of it', () => {
    // The same silk with its shadows marked in a share of its columns.
    const marked = (share: number) => {
      const g = { ...garmentFabric(drawDrapeGarment(pleated), 'saree') };
      const span = DRAPE.x1 - DRAPE.x0 + 1;
      g.shadows = Uint8Array.from(g.regions.labels, (l, i) =>
        l >= 0 && (i % W) - DRAPE.x0 < span * share ? 1 : 0,
      );
      return g;
    };
    const [few, some, most] = [marked(0.1), marked(0.3), marked(0.7)];
    expect(withoutShadows(few)).toBe(few);
    expect(withoutShadows(some)).not.toBe(some);
    expect(withoutShadows(most)).toBe(most);
  });

  it('are not looked for in other garments', () => {
    expect(garmentFabric(drawDrapeGarment(pleated), 'upper').shadows).toBeUndefined();
  });
});
