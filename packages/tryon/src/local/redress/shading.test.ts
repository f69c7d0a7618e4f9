import { describe, expect, it } from 'vitest';
import type { FabricRegions } from './fabric-regions';
import { regionLight, regionLights } from './shading';

const W = 96;
const H = 80;

/** Two fabrics side by side, each printed and lit across, with a bright button on the left one. */
function printedFabric(): { rgb: Uint8Array; regions: FabricRegions } {
  const rgb = new Uint8Array(W * H * 3);
  const labels = new Int8Array(W * H).fill(-1);
  for (let y = 4; y < H - 4; y += 1)
    for (let x = 4; x < W - 4; x += 1) {
      const i = y * W + x;
      const left = x < W / 2;
      labels[i] = left ? 0 : 1;
      const light = 0.7 + 0.3 * Math.sin(y / 9);
      const print = (x + 2 * y) % 7 < 2 ? 40 : 0;
      const button = left && Math.hypot(x - 20, y - 30) < 4 ? 120 : 0;
      const base = (left ? 140 : 90) * light + print + button;
      for (let c = 0; c < 3; c += 1) rgb[i * 3 + c] = Math.min(255, Math.round(base + 10 * c));
    }
  return {
    rgb,
    regions: {
      labels,
      colours: [
        [150, 160, 170],
        [100, 110, 120],
      ],
      sizes: [1, 1],
    },
  };
}

describe('region light at several radii', () => {
  it('gives each radius the light it gives alone, bit for bit', () => {
    const { rgb, regions } = printedFabric();
    const [broad, fine] = regionLights(rgb, 3, W, H, regions, [9, 3]);
    for (const [light, radius] of [
      [broad, 9],
      [fine, 3],
    ] as const) {
      const alone = regionLight(rgb, 3, W, H, regions, radius);
      expect(Buffer.from((light?.smooth ?? new Float32Array()).buffer)).toEqual(
        Buffer.from(alone.smooth.buffer),
      );
      expect(light?.texture).toEqual(alone.texture);
      expect(light?.mean).toEqual(alone.mean);
      expect(light?.range).toEqual(alone.range);
    }
    // The radii see the print differently: the test compares two different lights.
    expect(broad?.texture).not.toEqual(fine?.texture);
  });
});
