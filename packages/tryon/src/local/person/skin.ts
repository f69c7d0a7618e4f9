import type { FaceBox } from './detect-people';
import type { RasterImage } from '../raster/raster';

/** Skin colour model in CbCr, calibrated on the person's own face when one is visible. */
export interface SkinModel {
  cb: number;
  cr: number;
  spread: number;
  minLuma: number;
  /**
   * The face's saturation: median chroma (CbCr distance from grey) over luma. Light and shade
   * scale chroma and luma together, so skin keeps about this ratio; cream or white cloth has far
   * less colour for its brightness. Undefined without a face.
   */
  saturation?: number;
}

const GENERIC_SKIN: SkinModel = { cb: 108, cr: 150, spread: 14, minLuma: 40 };

export function toYCbCr(r: number, g: number, b: number): [number, number, number] {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  return [
    y,
    128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
    128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Samples the cheeks and nose (centre of the face box) so hair, eyes and background are left out. */
export function calibrateSkin(image: RasterImage, face: FaceBox | undefined): SkinModel {
  if (!face) return GENERIC_SKIN;
  const cbs: number[] = [];
  const crs: number[] = [];
  const lumas: number[] = [];
  const sats: number[] = [];
  const x0 = Math.max(0, Math.round(face.x + face.width * 0.25));
  const x1 = Math.min(image.width, Math.round(face.x + face.width * 0.75));
  const y0 = Math.max(0, Math.round(face.y + face.height * 0.45));
  const y1 = Math.min(image.height, Math.round(face.y + face.height * 0.85));
  for (let y = y0; y < y1; y += 2) {
    for (let x = x0; x < x1; x += 2) {
      const i = (y * image.width + x) * image.channels;
      const [l, cb, cr] = toYCbCr(
        image.data[i] ?? 0,
        image.data[i + 1] ?? 0,
        image.data[i + 2] ?? 0,
      );
      cbs.push(cb);
      crs.push(cr);
      lumas.push(l);
      sats.push(Math.hypot(cb - 128, cr - 128) / Math.max(1, l));
    }
  }
  if (cbs.length < 20) return GENERIC_SKIN;
  const cb = median(cbs);
  const cr = median(crs);
  const mad = median(cbs.map((v, i) => Math.hypot(v - cb, (crs[i] ?? 0) - cr)));
  return {
    cb,
    cr,
    spread: Math.min(16, Math.max(7, mad * 2.2)),
    minLuma: Math.max(25, median(lumas) * 0.3),
    saturation: median(sats),
  };
}

/**
 * Skin is never much less saturated (chroma over luma) than the face: light and shade scale its
 * chroma with its brightness, while cream, beige or off-white cloth has a fraction of the face's
 * colour for its brightness, also when a warm light gives it the face's hue (decisions 051, 055).
 */
export const SKIN_SATURATION_SHARE = 0.4;

/**
 * Whether a pixel keeps enough of the face's saturation to be skin: `share` of it (always, without
 * a face).
 */
export function hasSkinSaturation(
  model: SkinModel,
  r: number,
  g: number,
  b: number,
  share = SKIN_SATURATION_SHARE,
): boolean {
  if (model.saturation === undefined) return true;
  // Inline YCbCr (runs per pixel); chroma about grey.
  const luma = 0.299 * r + 0.587 * g + 0.114 * b;
  const cb = -0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 0.5 * r - 0.418688 * g - 0.081312 * b;
  return cb * cb + cr * cr >= (model.saturation * share * luma) ** 2;
}

/** 0..1 likelihood that a pixel is skin under the model (inline maths: runs per pixel). */
export function skinScore(model: SkinModel, r: number, g: number, b: number): number {
  const l = 0.299 * r + 0.587 * g + 0.114 * b;
  if (l < model.minLuma) return 0;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  const d = Math.sqrt((cb - model.cb) ** 2 + (cr - model.cr) ** 2) / model.spread;
  return d <= 1 ? 1 : d >= 2 ? 0 : 2 - d;
}
