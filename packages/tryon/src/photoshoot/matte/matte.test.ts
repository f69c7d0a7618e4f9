import { describe, expect, it } from 'vitest';
import { createFloatMap } from '../../local/raster/raster';
import { estimateForeground } from './foreground';
import { refineMatte } from './refine-matte';

const W = 160;
const H = 160;

/** A white disc (with thin "hair" strands) over saturated green; the true alpha is known. */
function scene() {
  const alpha = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const d = Math.hypot(x - 80, y - 80);
      let a = Math.min(1, Math.max(0, 50.5 - d)); // anti-aliased disc edge
      if (y < 30 && y > 10 && x % 6 === 0 && Math.abs(x - 80) < 20) a = 0.6; // strands above
      alpha.data[y * W + x] = a;
    }
  }
  const F = [0.95, 0.92, 0.9];
  const B = [0.1, 0.8, 0.15];
  const image = [0, 1, 2].map((c) => {
    const p = new Float32Array(W * H);
    for (let i = 0; i < p.length; i += 1) {
      const a = alpha.data[i] ?? 0;
      p[i] = a * (F[c] ?? 0) + (1 - a) * (B[c] ?? 0);
    }
    return p;
  });
  return { alpha, image, F };
}

/** Mean green excess (g − (r + b)/2) of the foreground colour over fractional-alpha pixels. */
function greenSpill(fg: Float32Array[], alpha: Float32Array): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < alpha.length; i += 1) {
    const a = alpha[i] ?? 0;
    if (a <= 0.05 || a >= 0.95) continue;
    sum += (fg[1]![i] ?? 0) - ((fg[0]![i] ?? 0) + (fg[2]![i] ?? 0)) / 2;
    n += 1;
  }
  return sum / n;
}

describe('photoshoot matte', () => {
  it('removes the old background from soft edges (no halo): foreground colour estimation', () => {
    const { alpha, image } = scene();
    const naive = greenSpill(image, alpha.data); // using the photo's colour as the model's
    const fg = estimateForeground(image, alpha.data, W, H, [30, 3]);
    const cleaned = greenSpill(fg, alpha.data);
    expect(naive).toBeGreaterThan(0.15);
    expect(cleaned).toBeLessThan(0.03);
  });

  it('snaps a coarse, blurry matte to the photo edges (guided filter)', () => {
    const { alpha, image } = scene();
    // Coarse: the truth shifted 3 px and blurred, like a 256² segmentation upsampled.
    const coarse = createFloatMap(W, H);
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        const d = Math.hypot(x - 83, y - 80);
        coarse.data[y * W + x] = Math.min(1, Math.max(0, (52 - d) / 8 + 0.5));
      }
    }
    const refined = refineMatte(image, coarse, 1);
    const error = (m: Float32Array) => {
      let e = 0;
      for (let i = 0; i < m.length; i += 1) e += Math.abs((m[i] ?? 0) - (alpha.data[i] ?? 0));
      return e / m.length;
    };
    expect(error(refined.data)).toBeLessThan(error(coarse.data) * 0.4);
  });
});
