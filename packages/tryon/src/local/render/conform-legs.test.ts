import { describe, expect, it } from 'vitest';
import { body, H, W } from '../../../test/synthetic-figure';
import { PART_BODY, type GarmentModel } from '../garment/garment-analysis';
import type { PersonAnalysis } from '../person/person-analysis';
import { createFloatMap } from '../raster/raster';
import { conformToOldLegs } from './conform-legs';
import type { FitLayer } from './fit';

type Rgb = [number, number, number];
const NAVY: Rgb = [30, 35, 70];
const BACKDROP: Rgb = [178, 180, 184];
const CREASE: Rgb = [8, 8, 16];
const DENIM: Rgb = [70, 110, 160];
const STITCH: Rgb = [220, 190, 60];
const SHADOW: Rgb = [150, 150, 150];

/**
 * The shared synthetic body (hips row 160, knees 225, ankles 290) in baggy navy trousers from a
 * top's hem at row 150 down to `hem`: the legs touch down to row 200, with a near-black crease
 * (rows 170–199, columns 98–102) the old mask and the matte miss, and part below it.
 */
function personIn(hem: number): PersonAnalysis {
  const data = new Uint8Array(W * H * 3);
  const matte = createFloatMap(W, H);
  const oldGarment = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const legs = y >= 150 && y < hem && x >= 70 && x <= 130 && (y < 200 || x <= 96 || x >= 104);
      const crease = legs && y >= 170 && y < 200 && x >= 98 && x <= 102;
      const colour = crease ? CREASE : legs ? NAVY : BACKDROP;
      for (let c = 0; c < 3; c += 1) data[i * 3 + c] = colour[c] ?? 0;
      // The left leg's outer column is its soft outline against the backdrop.
      matte.data[i] = crease ? 0.3 : legs ? (x === 70 ? 0.4 : 1) : 0;
      oldGarment.data[i] = legs && !crease ? 1 : 0;
    }
  return {
    image: { data, width: W, height: H, channels: 3 },
    body,
    matte,
    skin: createFloatMap(W, H),
    oldGarment,
  } as PersonAnalysis;
}

/**
 * Flat jeans from their waist (row 20) to their hem (row 299, yellow stitching on its last four
 * rows), legs parting at row 120, the shadow between the legs grey in the mask beside each inner
 * edge (garment_03's crotch).
 */
function flatJeans(): GarmentModel {
  const texture = new Float32Array(W * H * 3);
  const alpha = createFloatMap(W, H);
  const parts = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const on = y >= 20 && y < 300 && x >= 50 && x <= 150 && (y < 120 || x <= 98 || x >= 102);
      const shadow = on && y >= 120 && (x === 97 || x === 98 || x === 102 || x === 103);
      const colour = !on ? [245, 244, 240] : shadow ? SHADOW : y >= 296 ? STITCH : DENIM;
      texture.set(colour, i * 3);
      alpha.data[i] = on ? 1 : 0;
      parts[i] = on ? PART_BODY : 0;
    }
  return {
    kind: 'flat',
    width: W,
    height: H,
    texture,
    alpha,
    parts,
    anchors: {
      quad: {
        tl: { x: 75, y: 48 },
        tr: { x: 125, y: 48 },
        bl: { x: 74, y: 290 },
        br: { x: 126, y: 290 },
      },
    },
    colour: DENIM,
    sleeveReach: { L: 0, R: 0 },
    tiles: false,
  };
}

/** The joints' warp as it was: covering everything below the top's hem, the gap too. */
function warpedLayer(): FitLayer {
  const n = W * H;
  const alpha = createFloatMap(W, H);
  for (let i = 150 * W; i < n; i += 1) alpha.data[i] = 1;
  return {
    rgb: new Float32Array(n * 3).fill(128),
    alpha,
    zones: new Uint8Array(n),
    sleeveCovers: new Uint8Array(n),
    belowHem: new Uint8Array(n),
  };
}

const rgbAt = (layer: FitLayer, x: number, y: number): Rgb => {
  const i = (y * W + x) * 3;
  return [layer.rgb[i] ?? 0, layer.rgb[i + 1] ?? 0, layer.rgb[i + 2] ?? 0];
};
const isDenim = ([r, , b]: Rgb) => b - r > 60;
const isStitch = ([r, , b]: Rgb) => r - b > 100;

describe('trousers put on over trousers to the ankles take their outline', () => {
  const person = personIn(300);
  const layer = warpedLayer();
  const conformed = conformToOldLegs(layer, person, flatJeans());

  it('covers every pixel of the old legs with the garment, the crease between them too', () => {
    expect(conformed).toBe(true);
    for (const y of [155, 185, 230, 280])
      for (let x = 70; x <= 130; x += 1) {
        if ((person.oldGarment.data[y * W + x] ?? 0) <= 0.5 && !(y < 200 && x >= 98 && x <= 102))
          continue;
        expect(layer.alpha.data[y * W + x], `row ${y} col ${x}`).toBeGreaterThan(0.5);
        expect(isDenim(rgbAt(layer, x, y)), `row ${y} col ${x}`).toBe(true);
      }
  });

  it('takes the matte’s share at the outline by the backdrop, not in the crease', () => {
    // 0.4 of the matte × 1.5: the compositor makes the backdrop under the rest (a blend into the
    // photo mixed the old navy in, a dark rim along the new jeans).
    expect(layer.alpha.data[250 * W + 70]).toBeCloseTo(0.6, 5);
    expect(layer.alpha.data[250 * W + 72]).toBe(1);
    expect(layer.alpha.data[185 * W + 100]).toBe(1);
  });

  it("puts the garment's hem on the old one, below the ankles", () => {
    expect(isStitch(rgbAt(layer, 80, 298))).toBe(true);
    expect(isStitch(rgbAt(layer, 120, 298))).toBe(true);
    // At the ankles (row 290) the legs go on.
    expect(isDenim(rgbAt(layer, 80, 288))).toBe(true);
  });

  it('leaves the backdrop between the parted legs open', () => {
    for (let x = 97; x <= 103; x += 1) expect(layer.alpha.data[250 * W + x]).toBe(0);
  });

  it("does not stretch the shadow between the garment's legs onto the old legs' inner edges", () => {
    for (const x of [95, 96, 104, 105])
      expect(isDenim(rgbAt(layer, x, 250)), `col ${x}`).toBe(true);
  });

  it('ends a worn pair’s legs where its colour steps to its wearer’s shoes', () => {
    // An on-model photo: the mask runs on below the jeans' hem over white sneakers (rows
    // 280–299, vton-dev D16). Hem on hem they were painted down the person's shins.
    const onModel = { ...flatJeans(), kind: 'worn' as const };
    for (let i = 280 * W; i < 300 * W; i += 1)
      if (onModel.parts[i]) onModel.texture.set([240, 240, 240], i * 3);
    const shoes = warpedLayer();
    expect(conformToOldLegs(shoes, personIn(300), onModel)).toBe(true);
    for (const x of [80, 120]) expect(isDenim(rgbAt(shoes, x, 298)), `col ${x}`).toBe(true);
  });

  it('leaves shorter old trousers (to the knees) to the joints’ warp', () => {
    const shorts = warpedLayer();
    expect(conformToOldLegs(shorts, personIn(235), flatJeans())).toBe(false);
    expect(shorts.alpha.data[250 * W + 100]).toBe(1);
    expect(rgbAt(shorts, 80, 200)).toEqual([128, 128, 128]);
  });
});
