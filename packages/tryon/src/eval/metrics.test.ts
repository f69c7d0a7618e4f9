import { describe, expect, it } from 'vitest';
import { changeMap, flatExcess, garmentFlatFloor } from './metrics';

const W = 64;
const H = 64;

/** A grey image with ±`grain` levels of pseudo-random grain (0: flat). */
function grey(level: number, grain: number, seed = 1) {
  let s = seed;
  const data = new Uint8Array(W * H * 3);
  for (let i = 0; i < W * H; i += 1) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const v = Math.round(level + (s / 2147483648 - 0.5) * 2 * grain);
    data.fill(v, i * 3, i * 3 + 3);
  }
  return { data, width: W, height: H, channels: 3 as const };
}

/** The same as a garment model's surface: RGB floats, cut-out everywhere. */
const surface = (img: ReturnType<typeof grey>) => ({
  texture: Float32Array.from(img.data),
  alpha: { data: new Float32Array(W * H).fill(1) },
  width: W,
  height: H,
});

describe('eval metrics: flat excess and the garment’s own floor', () => {
  const velvet = grey(120, 12);
  const black = grey(20, 0);
  const change = changeMap(velvet, black);

  it('scores a flat slab over a textured garment near 100 pp', () => {
    expect(flatExcess(velvet, black, change)).toBeGreaterThan(95);
  });

  it('puts the floor as high when the garment’s own photo is as flat', () => {
    expect(garmentFlatFloor(velvet, black, change, surface(black), 1)).toBeGreaterThan(95);
  });

  it('puts the floor near 0 when the garment’s photo is textured', () => {
    const floor = garmentFlatFloor(velvet, black, change, surface(grey(20, 12, 7)), 1);
    expect(Math.abs(floor)).toBeLessThan(5);
  });

  it('reads the garment at the person’s scale: fine grain averaged away is flat', () => {
    // ±4 levels of grain (std ~2.3) is texture at full size; averaged over 4×4 pixels (std
    // ~0.6) it is flat.
    const fine = surface(grey(60, 4, 3));
    const full = garmentFlatFloor(velvet, black, change, fine, 1);
    const small = garmentFlatFloor(velvet, black, change, fine, 0.25);
    expect(small).toBeGreaterThan(full + 50);
  });
});
