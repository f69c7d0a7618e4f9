import { describe, expect, it } from 'vitest';
import { body, H, W } from '../../../test/synthetic-figure';
import { createFloatMap } from '../raster/raster';
import { splitLowerGarment } from './lower-garment';

type Rgb = [number, number, number];
const NAVY: Rgb = [30, 35, 70];
const CREAM: Rgb = [232, 224, 210];
const BACKDROP: Rgb = [178, 180, 184];

/**
 * A figure (the shared synthetic body: hips at row 160, knees 225, ankles 290) in a top from the
 * shoulders down to `hemY` and trousers from the hips to the ankles, legs apart below row 200.
 */
function figure(
  top: Rgb,
  hemY: number,
  trousers: Rgb,
  opts: { oneLeg?: boolean; legsTo?: number; shoe?: Rgb } = {},
) {
  const legsTo = opts.legsTo ?? 292;
  const data = new Uint8Array(W * H * 3);
  const matte = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const inTop = y >= 72 && y < hemY && x >= 70 && x <= 130;
      const inLegs =
        y >= 150 &&
        y < legsTo &&
        (opts.oneLeg || y < 200
          ? x >= 76 && x <= 124
          : (x >= 76 && x <= 94) || (x >= 106 && x <= 124));
      const inShoe = !!opts.shoe && y >= legsTo && y < legsTo + 16 && x >= 76 && x <= 94;
      const colour = inTop ? top : inLegs ? trousers : inShoe ? (opts.shoe as Rgb) : BACKDROP;
      for (let c = 0; c < 3; c += 1) data[i * 3 + c] = (colour[c] ?? 0) + ((x * 7 + y * 3) % 5);
      matte.data[i] = inTop || inLegs || inShoe ? 1 : 0;
    }
  }
  const image = { data, width: W, height: H, channels: 3 as const };
  const clothing = (i: number) => (matte.data[i] ?? 0) > 0.5;
  return splitLowerGarment(image, clothing, () => false, body);
}

const at = (map: { data: Float32Array }, x: number, y: number) => map.data[y * W + x] ?? 0;

describe('lower garment: what the new trousers replace and what stays in front', () => {
  // A navy bandhgala to mid-thigh over cream trousers (person_05): the jacket's skirt covers the
  // hips and upper thighs, where the trousers' colours were sampled before.
  const jacket = figure(NAVY, 195, CREAM);

  it('replaces the trousers below the jacket, not the jacket', () => {
    expect(at(jacket.oldGarment, 86, 250)).toBe(1);
    expect(at(jacket.oldGarment, 100, 180)).toBe(0);
  });

  it('keeps the jacket over the waist and thighs in front', () => {
    expect(at(jacket.topOver, 100, 180)).toBe(1);
    expect(at(jacket.topOver, 86, 250)).toBe(0);
    expect(jacket.legsCovered).toBe(false);
  });

  it('says the legs are covered under a long kurta past the knees', () => {
    // A navy kurta to the shins over cream churidar: one piece across both knees.
    expect(figure(NAVY, 260, CREAM).legsCovered).toBe(true);
  });

  it('says the legs are covered under one fabric from chest to feet (a saree)', () => {
    expect(figure(CREAM, 200, CREAM, { oneLeg: true }).legsCovered).toBe(true);
  });

  it('does not for a top and trousers of one colour with the legs apart', () => {
    expect(figure(CREAM, 170, CREAM).legsCovered).toBe(false);
  });

  it('takes trousers that break over the shoes down to their hem, below the ankles', () => {
    // The ankles are at row 290; the trousers reach row 299 (person_03's navy hem).
    const long = figure(NAVY, 150, CREAM, { legsTo: 300 });
    expect(at(long.oldGarment, 86, 297)).toBe(1);
    expect(at(long.oldGarment, 116, 297)).toBe(1);
  });

  it("stops a leg at a shoe in the trousers' palette but another hue (a cream slipper)", () => {
    // Cream trousers to row 294, then a yellower cream slipper under the left leg (vton-dev D14):
    // 21 apart in RGB (in the palette), 8 apart in a*b*.
    const slipper = figure(NAVY, 150, CREAM, { legsTo: 294, shoe: [236, 220, 190] });
    expect(at(slipper.oldGarment, 86, 292)).toBe(1);
    // Within the band below the ankles (to row 299), where a navy sole was cut by its break.
    expect(at(slipper.oldGarment, 86, 296)).toBe(0);
    expect(at(slipper.oldGarment, 86, 298)).toBe(0);
  });
});
