import { describe, expect, it } from 'vitest';
import { resizeRgb } from '../raster/image-io';
import { createFloatMap, type RasterImage } from '../raster/raster';
import { encodeResult } from './output';

const W = 160;
const H = 120;
/** A full-size photo with detail finer than the analysis size keeps (a 2-pixel weave). */
function photo(): RasterImage {
  const data = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const v = (x >> 1) % 2 === (y >> 1) % 2 ? 200 : 120;
      data.set([v, v - 40, v - 80], (y * W + x) * 3);
    }
  return { data, width: W, height: H, channels: 3 };
}

/** Mean absolute difference to the photo, per channel value, over columns [x0, x1). */
function errorIn(a: RasterImage, b: RasterImage, x0: number, x1: number): number {
  let sum = 0;
  let n = 0;
  for (let y = 4; y < H - 4; y += 1)
    for (let x = x0; x < x1; x += 1)
      for (let c = 0; c < 3; c += 1) {
        const i = (y * W + x) * 3 + c;
        sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
        n += 1;
      }
  return sum / n;
}

describe('the result at the input’s full size', () => {
  it('keeps the photo’s fine detail where the layer keeps its content, not where it repaints', async () => {
    const full = photo();
    const analysed = await resizeRgb(full, 80);
    // The layer covers everything: its left half is the photo's own content (a part kept in its
    // own weave), its right half a new colour.
    const layer = { ...analysed, data: Uint8Array.from(analysed.data) };
    for (let y = 0; y < analysed.height; y += 1)
      for (let x = analysed.width / 2; x < analysed.width; x += 1)
        layer.data.set([30, 90, 200], (y * analysed.width + x) * 3);
    const coverage = createFloatMap(analysed.width, analysed.height, 1);
    const { image } = await encodeResult(full, { image: layer, coverage }, analysed);
    // Kept: the weave at full size (upscaling the layer alone gives a grey blur, error ~40).
    expect(errorIn(image, full, 4, W / 2 - 8)).toBeLessThan(2);
    // Repainted: the new colour, plain; the old weave does not show through.
    let spread = 0;
    for (let y = 4; y < H - 4; y += 1)
      for (let x = W / 2 + 8; x < W - 4; x += 1)
        spread = Math.max(spread, Math.abs((image.data[(y * W + x) * 3 + 2] ?? 0) - 200));
    expect(spread).toBeLessThan(3);
  });
});
