import { describe, expect, it } from 'vitest';
import { createFloatMap, type FloatMap, type RasterImage } from '../raster/raster';
import { refineHairInFront, refineMaskEdges } from './matte-edges';

const W = 768;
const H = 1024;
/** The head's centre: a 768×1024 photo, the size the engine works at. */
const CX = 384;
const CY = 300;

/**
 * Dark hair (a disc with thin strands hanging from it) over a light blouse; the true hair
 * coverage is known. The coarse mask is blocky: the truth averaged over 8×8 blocks and cut at
 * one half, as a low-resolution segmentation upsampled gives it (the strands fall out of it).
 */
function scene() {
  const truth = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const d = Math.hypot(x - CX, y - CY);
      let a = Math.min(1, Math.max(0, 50.5 - d));
      // Strands: 1 px lines every 5 px, hanging 12 px below the disc's lower edge.
      const bottom = CY + Math.sqrt(Math.max(0, 50.5 ** 2 - (x - CX) ** 2));
      if (x % 5 === 0 && Math.abs(x - CX) < 35 && y >= bottom - 1 && y < bottom + 12) a = 1;
      truth.data[y * W + x] = a;
    }
  }
  const coarse = createFloatMap(W, H);
  for (let by = 0; by < H; by += 8)
    for (let bx = 0; bx < W; bx += 8) {
      let sum = 0;
      for (let y = by; y < by + 8; y += 1)
        for (let x = bx; x < bx + 8; x += 1) sum += truth.data[y * W + x] ?? 0;
      const v = sum / 64 > 0.5 ? 1 : 0;
      for (let y = by; y < by + 8; y += 1)
        for (let x = bx; x < bx + 8; x += 1) coarse.data[y * W + x] = v;
    }
  const hair = [40, 30, 26];
  const blouse = [225, 214, 200];
  const data = new Uint8Array(W * H * 3);
  for (let i = 0; i < W * H; i += 1) {
    const a = truth.data[i] ?? 0;
    for (let c = 0; c < 3; c += 1)
      data[i * 3 + c] = Math.round(a * (hair[c] ?? 0) + (1 - a) * (blouse[c] ?? 0));
  }
  const image: RasterImage = { data, width: W, height: H, channels: 3 };
  return { image, truth, coarse };
}

/** Mean absolute error against the truth over the rows `from`..`to`. */
function error(m: ArrayLike<number>, truth: FloatMap, from = 0, to = H): number {
  let e = 0;
  for (let i = from * W; i < to * W; i += 1) e += Math.abs((m[i] ?? 0) - (truth.data[i] ?? 0));
  return e / ((to - from) * W);
}

describe('matte edge refinement (guided filter)', () => {
  it('makes a blocky hair mask follow thin strands and the soft outline', () => {
    const { image, truth, coarse } = scene();
    const refined = refineMaskEdges(image, coarse);
    const before = error(coarse.data, truth);
    const after = error(refined.data, truth);
    // The blocky mask is wrong over the whole fan and a 5 px ring; refined, a fraction of that.
    expect(after).toBeLessThan(before / 4);
    // The strands themselves are kept (not erased with the backdrop between them).
    let strands = 0;
    let kept = 0;
    for (let x = CX - 30; x <= CX + 30; x += 1) {
      if (x % 5 !== 0) continue;
      const bottom = Math.ceil(CY + Math.sqrt(50.5 ** 2 - (x - CX) ** 2));
      for (let y = bottom + 1; y < bottom + 8; y += 1) {
        strands += 1;
        kept += refined.data[y * W + x] ?? 0;
      }
    }
    expect(kept / strands).toBeGreaterThan(0.6);
  });

  it("with the fast guided filter (factor 2), gives nearly the exact filter's answer", () => {
    const { image, truth, coarse } = scene();
    const exact = refineMaskEdges(image, coarse, undefined, { low: 0.2, high: 0.8 });
    const fast = refineMaskEdges(image, coarse, undefined, { low: 0.2, high: 0.8, factor: 2 });
    // Over the head's rows: still fixes the blocky outline (a fraction of its error)…
    const [from, to] = [CY - 60, CY + 70];
    expect(error(fast.data, truth, from, to)).toBeLessThan(error(coarse.data, truth, from, to) / 4);
    // …and stays close to the exact filter, pixel by pixel.
    expect(error(fast.data, exact, from, to)).toBeLessThan(0.001);
    expect(error(fast.data, truth, from, to)).toBeLessThan(
      error(exact.data, truth, from, to) * 1.25,
    );
  });

  it('refines the in-front weight at the hair only, leaving other edges as they were', () => {
    const { image, truth } = scene();
    // A hair mask with the head but not the strands (a colour test misses strands that only
    // partly cover their pixels).
    const hair = createFloatMap(W, H);
    const front = new Uint8Array(W * H);
    for (let i = 0; i < front.length; i += 1) {
      const x = i % W;
      const y = (i - x) / W;
      front[i] = Math.hypot(x - CX, y - CY) <= 50.5 ? 1 : 0;
      hair.data[i] = front[i] ?? 0;
    }
    // A hand far from the hair, in front too, with its own (soft) weight.
    for (let y = 200; y < 230; y += 1) for (let x = 10; x < 40; x += 1) front[y * W + x] = 1;
    const weight = Float32Array.from(front, (v, i) => (i % W < 45 && i / W > 195 ? v * 0.9 : v));
    const out = refineHairInFront(image, hair, front, weight);
    // Over the head (the hand is no part of the truth): the strands near the head come in (the
    // error drops by a third; strand tips beyond the filter's window stay out).
    expect(error(out, truth, 240, 380)).toBeLessThan(error(weight, truth, 240, 380) * 0.75);
    for (let y = 195; y < 235; y += 1)
      for (let x = 5; x < 45; x += 1) expect(out[y * W + x]).toBe(weight[y * W + x]);
  });
});
