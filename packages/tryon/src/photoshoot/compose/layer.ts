import sharp from 'sharp';
import type { Subject } from '../subject';
import type { Box } from '../types';

/** The model's colours (edge-corrected) and matte inside the crop, at output size. */
export interface Layer {
  rgb: Float32Array; // interleaved 0..255
  alpha: Float32Array; // 0..1
  width: number;
  height: number;
}

/** Cuts the crop out of the subject (alpha 0 beyond the photo) and downsizes it to width × height. */
export async function cropLayer(
  subject: Subject,
  crop: Box,
  width: number,
  height: number,
): Promise<Layer> {
  const x0 = Math.round(crop.x);
  const y0 = Math.round(crop.y);
  const cw = Math.max(1, Math.round(crop.width));
  const ch = Math.max(1, Math.round(crop.height));
  const { width: W, height: H } = subject.image;
  const rgba = new Uint8Array(cw * ch * 4);
  const [fr, fg, fb] = subject.foreground as [Float32Array, Float32Array, Float32Array];
  for (let y = 0; y < ch; y += 1) {
    const sy = y0 + y;
    if (sy < 0 || sy >= H) continue;
    for (let x = 0; x < cw; x += 1) {
      const sx = x0 + x;
      if (sx < 0 || sx >= W) continue;
      const s = sy * W + sx;
      const o = (y * cw + x) * 4;
      rgba[o] = Math.round((fr[s] ?? 0) * 255);
      rgba[o + 1] = Math.round((fg[s] ?? 0) * 255);
      rgba[o + 2] = Math.round((fb[s] ?? 0) * 255);
      rgba[o + 3] = Math.round((subject.alpha.data[s] ?? 0) * 255);
    }
  }
  // sharp premultiplies by alpha while resizing, so no background colour bleeds in.
  const data =
    cw === width && ch === height
      ? rgba
      : await sharp(rgba, { raw: { width: cw, height: ch, channels: 4 } })
          .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
          .raw()
          .toBuffer();
  const n = width * height;
  const rgb = new Float32Array(n * 3);
  const alpha = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    rgb[i * 3] = data[i * 4] ?? 0;
    rgb[i * 3 + 1] = data[i * 4 + 1] ?? 0;
    rgb[i * 3 + 2] = data[i * 4 + 2] ?? 0;
    alpha[i] = (data[i * 4 + 3] ?? 0) / 255;
  }
  return { rgb, alpha, width, height };
}
