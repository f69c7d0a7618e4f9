import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderBackdrop } from './render-backdrop';

// Full-length view (scene units: 1200 × 1600, the wall meets the floor at y = 1395, the model's
// feet at y = 1480), rendered at 1 pixel per scene unit.
const VIEW = { x: 0, y: 0, width: 1200, height: 1600 };
const W = 1200;
const H = 1600;
const HERITAGE = [
  'heritage-jharokha',
  'heritage-marble-jharokha',
  'heritage-courtyard',
  'heritage-arcade',
];

/** Plain wall face (no opening, moulding or lantern) of each scene, in scene units. */
const WALL: Record<string, { x0: number; x1: number; y0: number; y1: number }> = {
  'heritage-jharokha': { x0: 20, x1: 130, y0: 300, y1: 1200 },
  'heritage-marble-jharokha': { x0: 20, x1: 130, y0: 300, y1: 1200 },
  'heritage-courtyard': { x0: 80, x1: 220, y0: 420, y1: 1200 },
  'heritage-arcade': { x0: 100, x1: 1100, y0: 60, y1: 320 },
};

const renders = new Map<string, ReturnType<typeof renderOnce>>();
const render = (id: string) => {
  if (!renders.has(id)) renders.set(id, renderOnce(id));
  return renders.get(id)!;
};

async function renderOnce(id: string) {
  const img = await renderBackdrop({ builtIn: id }, VIEW, W, H);
  const luma = new Float32Array(W * H);
  for (let i = 0; i < W * H; i += 1) {
    const d = img.data;
    luma[i] = 0.299 * d[i * 3]! + 0.587 * d[i * 3 + 1]! + 0.114 * d[i * 3 + 2]!;
  }
  return { rgb: img.data, luma };
}

/** Gaussian blur of a luminance plane (8-bit, like the picture itself). */
async function blur(luma: Float32Array, sigma: number): Promise<Float32Array> {
  const bytes = Uint8Array.from(luma, (v) => Math.round(v));
  const out = await sharp(bytes, { raw: { width: W, height: H, channels: 1 } })
    .blur(sigma)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return Float32Array.from(out);
}

describe('heritage backdrops look photographed, not painted', () => {
  it.each(HERITAGE)(
    '%s: the wall face has material texture at the scale of stone and plaster',
    async (id) => {
      const { luma } = await render(id);
      // Relative detail between the sensor grain (gone at σ 6 px) and the light's broad falloff
      // (σ 60 px): blotches, stains, veins, courses of blocks. Flat paint has next to none (the
      // old renderer: 1.1 % marble, 1.7 % plaster, 1.1 % sandstone).
      const [fine, broad] = await Promise.all([blur(luma, 6), blur(luma, 60)]);
      const r = WALL[id]!;
      let sum = 0;
      let sum2 = 0;
      let n = 0;
      for (let y = r.y0; y < r.y1; y += 2)
        for (let x = r.x0; x < r.x1; x += 2) {
          const v = fine[y * W + x]! / broad[y * W + x]! - 1;
          sum += v;
          sum2 += v * v;
          n += 1;
        }
      const contrast = Math.sqrt(sum2 / n - (sum / n) ** 2);
      expect(contrast).toBeGreaterThan(0.018);
    },
    30_000,
  );

  it.each(HERITAGE)(
    '%s: the floor is sharpest where the model stands, softer toward the wall (depth of field)',
    async (id) => {
      const { luma } = await render(id);
      // Row means across the floor's middle (grain averages out), and how sharply they change:
      // tile joints are crisp lines at the feet (y 1480) and soft near the wall (y 1395).
      const rows = new Float32Array(H);
      for (let y = 0; y < H; y += 1) {
        let s = 0;
        for (let x = 300; x < 900; x += 1) s += luma[y * W + x]!;
        rows[y] = s / 600;
      }
      const crispness = (y0: number, y1: number) => {
        let m = 0;
        for (let y = y0; y < y1; y += 1) {
          const second = Math.abs(rows[y - 1]! - 2 * rows[y]! + rows[y + 1]!);
          m = Math.max(m, second);
        }
        return m;
      };
      const nearWall = crispness(1405, 1440);
      const atFeet = crispness(1460, 1500);
      expect(atFeet).toBeGreaterThan(0.4);
      expect(atFeet).toBeGreaterThan(2 * nearWall);
    },
    30_000,
  );

  it('the key light comes from the upper left: that side of the wall is brighter and warmer', async () => {
    // The jharokha is symmetric about x = 600: only the light can tell its sides apart.
    const { rgb } = await render('heritage-jharokha');
    const mean = (x0: number, x1: number) => {
      const m = [0, 0, 0];
      let n = 0;
      for (let y = 300; y < 1100; y += 2)
        for (let x = x0; x < x1; x += 2) {
          for (let c = 0; c < 3; c += 1) m[c]! += rgb[(y * W + x) * 3 + c]!;
          n += 1;
        }
      return m.map((v) => v / n);
    };
    const left = mean(20, 130);
    const right = mean(1070, 1180);
    const luma = (c: number[]) => 0.299 * c[0]! + 0.587 * c[1]! + 0.114 * c[2]!;
    expect(luma(left)).toBeGreaterThan(luma(right) * 1.08);
    expect(left[0]! / left[2]!).toBeGreaterThan(right[0]! / right[2]!);
  }, 30_000);
});
