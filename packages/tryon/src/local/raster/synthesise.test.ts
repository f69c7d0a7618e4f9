import { describe, expect, it } from 'vitest';
import { createFloatMap } from './raster';
import { synthesiseFill } from './synthesise';

/**
 * Skin (luma ~160 lit) around a hole; the skin right beside the hole is in a shadow at 0.7 of
 * that light, and the cloth that covered the hole was in the same shadow (its light 0.75 there).
 */
function shadowed() {
  const W = 80;
  const H = 80;
  const data = new Uint8Array(W * H * 3);
  const hole = new Uint8Array(W * H);
  const source = new Uint8Array(W * H);
  const light = createFloatMap(W, H, 1);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const inHole = x >= 30 && x < 50 && y >= 30 && y < 50;
      const shade = Math.abs(x - 40) < 22 && Math.abs(y - 40) < 22 ? 0.7 : 1;
      const grain = ((x * 13 + y * 7) % 7) - 3;
      const rgb = [200, 150, 120].map((v) => v * shade + grain);
      data.set(rgb, i * 3);
      hole[i] = inHole ? 1 : 0;
      source[i] = inHole ? 0 : 1;
      if (inHole) light.data[i] = 0.75;
    }
  return { image: { data, width: W, height: H, channels: 3 as const }, hole, source, light, W };
}

const lumaAt = (rgb: Float32Array, i: number) =>
  0.299 * (rgb[i * 3] ?? 0) + 0.587 * (rgb[i * 3 + 1] ?? 0) + 0.114 * (rgb[i * 3 + 2] ?? 0);

describe('made content in a shadow', () => {
  const input = shadowed();
  const centre = 40 * input.W + 40;
  // The shadowed skin beside the hole: 0.7 of 160.
  const beside = 0.7 * (0.299 * 200 + 0.587 * 150 + 0.114 * 120);

  it('counts the shadow twice when the light multiplies a shadowed base', () => {
    const fill = synthesiseFill({ ...input, seed: 3 });
    expect(lumaAt(fill, centre)).toBeLessThan(0.85 * beside);
  });

  it('takes the darker of the two shadows with the lit luminance given', () => {
    const fill = synthesiseFill({ ...input, seed: 3, litLuma: 160 });
    expect(lumaAt(fill, centre)).toBeGreaterThan(0.93 * beside);
    expect(lumaAt(fill, centre)).toBeLessThan(1.07 * beside);
  });
});
