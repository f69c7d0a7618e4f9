import type { Layer } from './layer';

/**
 * The photo's own noise level (8-bit levels): the median absolute difference between each pixel
 * and its neighbours' mean, over the model's interior, scaled to a standard deviation.
 */
export function estimateNoise(layer: Layer): number {
  const { width, height, alpha, rgb } = layer;
  const samples: number[] = [];
  for (let y = 1; y < height - 1; y += 2) {
    for (let x = 1; x < width - 1; x += 2) {
      const i = y * width + x;
      if ((alpha[i] ?? 0) < 0.99) continue;
      const g = (j: number) => rgb[j * 3 + 1] ?? 0;
      const lap = g(i) - (g(i - 1) + g(i + 1) + g(i - width) + g(i + width)) / 4;
      samples.push(Math.abs(lap));
    }
  }
  if (samples.length < 50) return 1.5;
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 1;
  return Math.min(2.5, Math.max(0.6, median * 0.9));
}
