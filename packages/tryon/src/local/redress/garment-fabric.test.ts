import { describe, expect, it } from 'vitest';
import { drawSwatch, SWATCH as S } from '../../../test/synthetic-swatch';
import { garmentFabric } from './garment-fabric';

type Rgb = [number, number, number];

describe('the fabric a folded saree photo gives the re-dress', () => {
  it('takes no part from the backdrop around the folded saree', () => {
    const MAGENTA: Rgb = [160, 20, 100];
    const GOLD: Rgb = [200, 150, 80];
    const inside = (x: number, y: number) => x >= 30 && x < 130 && y >= 20 && y < 150;
    const garment = drawSwatch((_, y) => (y >= 125 ? GOLD : MAGENTA), inside);
    const { regions } = garmentFabric(garment);
    let onBackdrop = 0;
    for (let y = 0; y < S; y += 1)
      for (let x = 0; x < S; x += 1)
        if (!inside(x, y) && (regions.labels[y * S + x] ?? -1) >= 0) onBackdrop += 1;
    expect(onBackdrop).toBe(0);
  });

  it("keeps a zari border one part across the folds' light and shade", () => {
    const MAGENTA: Rgb = [160, 20, 100];
    const GOLD: Rgb = [200, 150, 80];
    // Folds across the photo: bands of light and deep shade, 20 px wide.
    const fold = (x: number) => (Math.floor(x / 20) % 2 === 0 ? 1 : 0.45);
    const fabric = (x: number, y: number): Rgb =>
      (y >= 110 ? GOLD : MAGENTA).map((v) => v * fold(x)) as Rgb;
    const { regions } = garmentFabric(drawSwatch(fabric));
    const at = (x: number, y: number) => regions.labels[y * S + x];
    const [litBorder, shadedBorder] = [at(50, 135), at(70, 135)];
    expect(shadedBorder).toBe(litBorder);
    expect(at(50, 50)).not.toBe(litBorder);
    expect(at(70, 50)).not.toBe(litBorder);
  });

  it("takes the body silk's streaks out of its ground and keeps its gold motifs", () => {
    const MAGENTA: Rgb = [160, 20, 100];
    const GOLD: Rgb = [210, 160, 90];
    // A crinkled silk: a darker streak every 6 px, too fine for the broad light's flattening;
    // round gold buttis every 40 px.
    const butti = (x: number, y: number) => Math.hypot((x % 40) - 20, (y % 40) - 20) < 7;
    const fabric = (x: number, y: number): Rgb =>
      butti(x, y) ? GOLD : (MAGENTA.map((v) => (x % 6 < 2 ? v * 0.7 : v)) as Rgb);
    const { rgb } = garmentFabric(drawSwatch(fabric));
    const red = (x: number, y: number) => rgb[(y * S + x) * 3] ?? 0;
    // Streak (x 60) against ground (x 63), away from the buttis; a butti's centre (60, 60).
    expect(red(63, 90) - red(60, 90)).toBeLessThan(0.4 * 48);
    expect(red(60, 60) - red(63, 90)).toBeGreaterThan(0.7 * (GOLD[0] - MAGENTA[0]));
  });
});
