import sharp from 'sharp';
import type { CompositeResult } from './composite';
import { encodePng } from '../raster/image-io';
import type { RasterImage } from '../raster/raster';

export interface LayerResult {
  png: Buffer;
  /** Full-size result pixels (RGB). */
  image: RasterImage;
  /** Result and coverage at analysis size, for debug overlays and quality signals. */
  workImage: RasterImage;
  coverage: CompositeResult['coverage'];
}

/**
 * Analysis may run on a downscaled copy; the new layer is then upscaled and blended into the
 * full-size original so untouched pixels keep their full resolution exactly.
 */
export async function encodeResult(
  full: RasterImage,
  composite: CompositeResult,
): Promise<LayerResult> {
  const work = composite.image;
  const extra = { workImage: work, coverage: composite.coverage };
  if (work.width === full.width && work.height === full.height)
    return { png: await encodePng(work), image: work, ...extra };
  const raw = { width: work.width, height: work.height, channels: 3 as const };
  const up = async (data: Uint8Array, channels: 1 | 3) =>
    new Uint8Array(
      await sharp(data, { raw: { ...raw, channels } })
        .resize(full.width, full.height)
        .extractChannel(0 as never)
        .raw()
        .toBuffer(),
    );
  const coverage = composite.coverage.data;
  const alpha8 = new Uint8Array(coverage.length);
  for (let i = 0; i < coverage.length; i += 1) alpha8[i] = Math.round((coverage[i] ?? 0) * 255);
  const alpha = await up(alpha8, 1);
  const layerRgb = new Uint8Array(
    await sharp(work.data, { raw }).resize(full.width, full.height).raw().toBuffer(),
  );
  const out = new Uint8Array(full.data.length);
  for (let i = 0; i < alpha.length; i += 1) {
    const a = (alpha[i] ?? 0) / 255;
    for (let c = 0; c < 3; c += 1) {
      const o = i * 3 + c;
      out[o] =
        a === 0
          ? (full.data[o] ?? 0)
          : Math.round((full.data[o] ?? 0) * (1 - a) + (layerRgb[o] ?? 0) * a);
    }
  }
  const image = { data: out, width: full.width, height: full.height, channels: 3 as const };
  return { png: await encodePng(image), image, ...extra };
}
