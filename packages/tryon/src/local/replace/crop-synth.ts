import type { FloatMap, RasterImage } from '../raster/raster';
import { synthesiseFill, type SynthesisInput } from '../raster/synthesise';

/**
 * synthesiseFill on the bounding box of the hole and its source only (plus a margin): the fill's
 * cost grows with the frame, and a garment or a torso covers a fraction of it. Returns RGB floats
 * for the whole image, meaningful at hole pixels.
 */
export function synthesiseCropped(input: SynthesisInput): Float32Array {
  const { image, hole, source } = input;
  const { width, height } = image;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let i = 0; i < hole.length; i += 1) {
    if (!hole[i] && !source[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  const out = new Float32Array(width * height * 3);
  if (x1 < 0) return out;
  const m = 8;
  x0 = Math.max(0, x0 - m);
  y0 = Math.max(0, y0 - m);
  x1 = Math.min(width - 1, x1 + m);
  y1 = Math.min(height - 1, y1 + m);
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const data = new Uint8Array(w * h * 3);
  const cropHole = new Uint8Array(w * h);
  const cropSource = new Uint8Array(w * h);
  const cropMap = (map: FloatMap | undefined): FloatMap | undefined =>
    map && { data: new Float32Array(w * h), width: w, height: h };
  const light = cropMap(input.light);
  const form = cropMap(input.form);
  for (let y = 0; y < h; y += 1) {
    const row = (y + y0) * width + x0;
    data.set(image.data.subarray(row * 3, (row + w) * 3), y * w * 3);
    cropHole.set(hole.subarray(row, row + w), y * w);
    cropSource.set(source.subarray(row, row + w), y * w);
    if (light && input.light) light.data.set(input.light.data.subarray(row, row + w), y * w);
    if (form && input.form) form.data.set(input.form.data.subarray(row, row + w), y * w);
  }
  const crop: RasterImage = { data, width: w, height: h, channels: 3 };
  const fill = synthesiseFill({
    image: crop,
    hole: cropHole,
    source: cropSource,
    light,
    ...(form ? { form } : {}),
    seed: input.seed,
    ...(input.detailGain !== undefined ? { detailGain: input.detailGain } : {}),
    ...(input.litLuma !== undefined ? { litLuma: input.litLuma } : {}),
  });
  for (let y = 0; y < h; y += 1) {
    const row = (y + y0) * width + x0;
    out.set(fill.subarray(y * w * 3, (y + 1) * w * 3), row * 3);
  }
  return out;
}
