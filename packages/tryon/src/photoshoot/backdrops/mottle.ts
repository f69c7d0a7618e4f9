import type { Box } from '../types';

/** Hash of a lattice point to 0..1 (deterministic per seed). */
export function hash(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(seed, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export function valueNoise(x: number, y: number, seed: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = hash(x0, y0, seed) * (1 - sx) + hash(x0 + 1, y0, seed) * sx;
  const b = hash(x0, y0 + 1, seed) * (1 - sx) + hash(x0 + 1, y0 + 1, seed) * sx;
  return a * (1 - sy) + b * sy;
}

/**
 * Plaster, stone or paper is never one flat tone: a low-frequency mottle (three octaves of value
 * noise in scene units, so every view of a scene shows the same blotches) multiplies the raster
 * by 1 ± strength.
 */
export function mottle(
  rgb: Uint8Array,
  view: Box,
  width: number,
  height: number,
  strength: number,
  seed: number,
): void {
  if (strength <= 0) return;
  const sx = view.width / width;
  const sy = view.height / height;
  for (let y = 0; y < height; y += 1) {
    const uy = view.y + (y + 0.5) * sy;
    for (let x = 0; x < width; x += 1) {
      const ux = view.x + (x + 0.5) * sx;
      const n =
        valueNoise(ux / 260, uy / 260, seed) * 0.55 +
        valueNoise(ux / 90, uy / 90, seed + 1) * 0.3 +
        valueNoise(ux / 30, uy / 30, seed + 2) * 0.15;
      const k = 1 + (n - 0.5) * 2 * strength;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) rgb[o + c] = Math.min(255, Math.round((rgb[o + c] ?? 0) * k));
    }
  }
}
