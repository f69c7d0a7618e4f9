import { describe, expect, it } from 'vitest';
import { createFloatMap } from '../raster/raster';
import { collarShare, COLLAR_SHARE, necklineShape } from './collar';

/**
 * A worn top's photo, drawn: a face (skin) above a neck, shoulder joints at row 100 (shoulder
 * width 100), and the neck's front just above them either skin (a V or round neck) or the top's
 * navy cloth (a band collar).
 */
function photo(collar: boolean) {
  const W = 200;
  const H = 200;
  const SKIN = [205, 150, 120];
  const NAVY = [30, 40, 90];
  const data = new Uint8Array(W * H * 3);
  const matte = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const face = Math.hypot((x - 100) / 20, (y - 50) / 26) <= 1;
      const neck = y > 70 && y < 100 && Math.abs(x - 100) < 16;
      const body = y >= 100 && Math.abs(x - 100) < 60;
      const cloth = body || (collar && neck && y > 82);
      const colour = cloth ? NAVY : face || neck ? SKIN : [240, 240, 240];
      for (let c = 0; c < 3; c += 1) data[i * 3 + c] = (colour[c] ?? 0) + ((x * 7 + y * 3) % 5);
      matte.data[i] = face || neck || body ? 1 : 0;
    }
  return { image: { data, width: W, height: H, channels: 3 as const }, matte };
}

const face = { x: 80, y: 24, width: 40, height: 52, score: 0.9 };
const shoulders = [
  { x: 50, y: 100 },
  { x: 150, y: 100 },
] as [{ x: number; y: number }, { x: number; y: number }];

describe('a worn top’s high neckline', () => {
  it('is found where cloth covers the front of the neck above the shoulders', () => {
    const { image, matte } = photo(true);
    expect(collarShare(image, matte, shoulders, face)).toBeGreaterThanOrEqual(COLLAR_SHARE);
  });

  it('is not found where the neck is bare there', () => {
    const { image, matte } = photo(false);
    expect(collarShare(image, matte, shoulders, face)).toBeLessThan(0.1);
  });

  it('is not measured without a face to tell skin by', () => {
    const { image, matte } = photo(true);
    expect(collarShare(image, matte, shoulders, undefined)).toBeUndefined();
  });
});

/**
 * A choli on a drawn wearer (shoulder joints at row 100, shoulder width 100): a round neckline
 * opening 0.2 shoulder widths below the joints and 0.2 either side of the centre at their
 * height, a necklace (gold, textured) across the neck's base, and the choli's `fabric`.
 */
function choli(fabric: 'navy' | 'peach embroidery') {
  const W = 200;
  const H = 220;
  const data = new Uint8Array(W * H * 3);
  const matte = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const dx = x - 100;
      const face = Math.hypot(dx / 20, (y - 50) / 26) <= 1;
      const neck = y > 70 && y < 100 && Math.abs(dx) < 16;
      const body = y >= 90 && Math.abs(dx) < 60;
      const t = y <= 100 ? 0 : (y - 100) / 20;
      const open = y < 120 && Math.abs(dx) < 20 * Math.sqrt(Math.max(0, 1 - t * t));
      const necklace = y >= 92 && y < 100 && Math.abs(dx) < 18;
      const grain = (x * 7 + y * 3) % 5;
      let colour = [240, 240, 240];
      if (face || neck || (body && open)) colour = [205, 150, 120];
      if (body && !open)
        colour =
          fabric === 'navy' ? [30, 40, 90] : (x + y) % 4 < 2 ? [235, 170, 140] : [150, 95, 70];
      if (necklace) colour = (x + y) % 3 ? [220, 180, 60] : [120, 90, 20];
      for (let c = 0; c < 3; c += 1) data[i * 3 + c] = (colour[c] ?? 0) + grain;
      matte.data[i] = face || neck || body ? 1 : 0;
    }
  return { image: { data, width: W, height: H, channels: 3 as const }, matte };
}

describe('a worn choli’s neckline', () => {
  it('is as deep and as wide as the skin it shows, across a necklace', () => {
    const { image, matte } = choli('navy');
    const shape = necklineShape(image, matte, shoulders, face);
    expect(shape?.depth).toBeGreaterThan(0.15);
    expect(shape?.depth).toBeLessThan(0.22);
    expect(shape?.half).toBeGreaterThan(0.16);
    expect(shape?.half).toBeLessThan(0.22);
  });

  it('is not read on skin-coloured embroidery: skin is smooth', () => {
    // The peach embroidery is skin-toned in places; its texture keeps the neckline to the skin.
    const { image, matte } = choli('peach embroidery');
    expect(necklineShape(image, matte, shoulders, face)?.depth).toBeLessThan(0.22);
  });

  it('is not taken for a collar: a necklace over the bare neck is no high neck', () => {
    const { image, matte } = choli('navy');
    expect(collarShare(image, matte, shoulders, face) ?? 0).toBeLessThan(COLLAR_SHARE);
  });

  it('is not found on a high neck', () => {
    const { image, matte } = photo(true);
    expect(necklineShape(image, matte, shoulders, face)).toBeUndefined();
  });
});
