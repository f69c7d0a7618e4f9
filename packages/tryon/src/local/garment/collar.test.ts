import { describe, expect, it } from 'vitest';
import { createFloatMap } from '../raster/raster';
import { collarShare, COLLAR_SHARE } from './collar';

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
