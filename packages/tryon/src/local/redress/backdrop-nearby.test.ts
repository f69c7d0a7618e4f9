import { describe, expect, it } from 'vitest';
import { blurMap, createFloatMap } from '../raster/raster';
import { backdropNearby } from './soft-edges';

// 72×1000: a long side of 1000 px blurs with radius 4, the largest the engine works at.
const W = 72;
const H = 1000;

/** A noisy backdrop, a fabric blob in the middle rows, and a soft edge band around it. */
function scene() {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const rgb = new Uint8Array(W * H * 3);
  for (let i = 0; i < rgb.length; i += 1) rgb[i] = Math.floor(random() * 256);
  const hard = createFloatMap(W, H);
  const alpha = new Float32Array(W * H);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const d = Math.hypot((x - 36) / 20, (y - 500) / 90);
      const i = y * W + x;
      if (d < 1) hard.data[i] = 1;
      alpha[i] = Math.min(1, Math.max(0, (1.1 - d) / 0.2));
    }
  return { rgb, hard, alpha };
}

/** The whole-frame definition: every backdrop pixel blurred. */
function wholeFrame(rgb: Uint8Array, hard: Float32Array, alpha: Float32Array) {
  const weight = createFloatMap(W, H);
  const planes = [0, 1, 2].map(() => createFloatMap(W, H));
  for (let i = 0; i < alpha.length; i += 1) {
    if ((hard[i] ?? 0) > 0 || (alpha[i] ?? 0) > 0.02) continue;
    weight.data[i] = 1;
    for (let c = 0; c < 3; c += 1) (planes[c]?.data ?? [])[i] = rgb[i * 3 + c] ?? 0;
  }
  const w = blurMap(weight, 4, 2).data;
  const blurred = planes.map((p) => blurMap(p, 4, 2).data);
  return { w, blurred };
}

describe('the backdrop beside the re-dressed edge', () => {
  it('is the whole-frame blur’s, bit for bit, on every pixel of the edge band', () => {
    const { rgb, hard, alpha } = scene();
    const near = backdropNearby(rgb, hard, alpha, W, H);
    const full = wholeFrame(rgb, hard.data, alpha);
    let band = 0;
    let wrong = 0;
    for (let i = 0; i < alpha.length; i += 1) {
      const a = alpha[i] ?? 0;
      if (a <= 0 || a >= 1) continue;
      band += 1;
      const n = full.w[i] ?? 0;
      if (near.weight[i] !== n) wrong += 1;
      for (let c = 0; c < 3; c += 1)
        if (n >= 1e-3 && near.rgb[i * 3 + c] !== Math.fround((full.blurred[c]?.[i] ?? 0) / n))
          wrong += 1;
    }
    expect(band).toBeGreaterThan(500);
    expect(wrong).toBe(0);
    // Far from the band (the frame's top rows) the backdrop was left out.
    expect(near.weight[10 * W + 10]).toBe(0);
    expect(full.w[10 * W + 10]).toBe(1);
  });
});
