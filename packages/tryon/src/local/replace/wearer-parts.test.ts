import { describe, expect, it } from 'vitest';
import { dropWearerSkin } from './wearer-parts';
import { hueOf } from '../raster/palette';

// A green kurta photographed on its wearer: rows of green ground, a strip of gold zari (skin-like
// by colour, but yellower than skin) and a strip of the wearer's hand, the colour of their face.
const GREEN = [92, 112, 78] as const;
const GOLD = [190, 160, 92] as const;
const FACE = [191, 148, 127] as const;
const HAND = [184, 140, 118] as const;

function kurta() {
  const rows = [GREEN, GREEN, GREEN, GREEN, GREEN, GREEN, GOLD, HAND];
  const width = 10;
  const rgb = new Float32Array(rows.length * width * 3);
  rows.forEach((colour, y) => {
    for (let x = 0; x < width; x += 1) rgb.set(colour, (y * width + x) * 3);
  });
  return { rgb, good: new Uint8Array(rows.length * width).fill(1), width };
}

describe('the garment photo’s wearer skin, left out of the fabric a long top is made from', () => {
  it('is told from gold zari by the hue of the wearer’s face', () => {
    expect(hueOf(...GOLD) - hueOf(...FACE)).toBeGreaterThan(15);
    const { rgb, good, width } = kurta();
    dropWearerSkin(rgb, good, [...FACE]);
    expect(good[6 * width + 3]).toBe(1); // the zari stays the fabric's
    expect(good[7 * width + 3]).toBe(0); // the hand does not
    expect(good[2 * width + 3]).toBe(1);
  });

  it('measures the hue the short way round: a hand just past red (357°) beside a face at 2°', () => {
    const { rgb, good, width } = kurta();
    for (let x = 0; x < width; x += 1) rgb.set([205, 138, 141], (7 * width + x) * 3);
    dropWearerSkin(rgb, good, [205, 140, 138]);
    expect(good[7 * width + 3]).toBe(0);
  });

  it('takes every skin-coloured pixel when the wearer’s face is not known', () => {
    const { rgb, good, width } = kurta();
    dropWearerSkin(rgb, good);
    expect(good[6 * width + 3]).toBe(0);
    expect(good[7 * width + 3]).toBe(0);
  });

  it('is not looked for on a skin-toned garment (over 30 % skin-coloured)', () => {
    const { rgb, good, width } = kurta();
    for (let i = 0; i < 3 * width; i += 1) rgb.set(GOLD, i * 3);
    dropWearerSkin(rgb, good, [...FACE]);
    expect(good[7 * width + 3]).toBe(1);
  });
});
