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
 * Where the layer differs from the analysed photo by at most LOW (0–255, any channel) its pixel
 * is the photo's own (a part kept in its own weave, skin, the backdrop): the full-size photo's
 * fine detail is carried in whole; from HIGH up (a new colour or print), none of it, so the old
 * outfit's print does not show through the new one.
 */
const DETAIL_LOW = 6;
const DETAIL_HIGH = 24;

/**
 * Analysis may run on a downscaled copy; the new layer is then upscaled and blended into the
 * full-size original so untouched pixels keep their full resolution exactly. Layer pixels that
 * keep the photo's own content (vton-dev D01–D06 re-dressed with their own saree keep most of it)
 * also take the full-size photo's detail over the upscaled layer's blur: the layer's change is
 * upscaled, not the layer. `analysed` is the photo at the layer's size.
 */
export async function encodeResult(
  full: RasterImage,
  composite: CompositeResult,
  analysed: RasterImage,
): Promise<LayerResult> {
  const work = composite.image;
  const extra = { workImage: work, coverage: composite.coverage };
  if (work.width === full.width && work.height === full.height)
    return { png: await encodePng(work), image: work, ...extra };
  const raw = { width: work.width, height: work.height };
  const up = async (data: Uint8Array, channels: 1 | 3) => {
    const resized = sharp(data, { raw: { ...raw, channels } }).resize(full.width, full.height);
    const buffer = await (channels === 1 ? resized.extractChannel(0 as never) : resized)
      .raw()
      .toBuffer();
    return new Uint8Array(buffer);
  };
  const coverage = composite.coverage.data;
  const alpha8 = new Uint8Array(coverage.length);
  const same8 = new Uint8Array(coverage.length);
  for (let i = 0; i < coverage.length; i += 1) {
    alpha8[i] = Math.round((coverage[i] ?? 0) * 255);
    let change = 0;
    for (let c = 0; c < 3; c += 1)
      change = Math.max(
        change,
        Math.abs((work.data[i * 3 + c] ?? 0) - (analysed.data[i * 3 + c] ?? 0)),
      );
    const t = Math.min(1, Math.max(0, (change - DETAIL_LOW) / (DETAIL_HIGH - DETAIL_LOW)));
    same8[i] = Math.round((1 - t * t * (3 - 2 * t)) * 255);
  }
  const [alpha, same, layerRgb, photoRgb] = await Promise.all([
    up(alpha8, 1),
    up(same8, 1),
    up(work.data, 3),
    up(analysed.data, 3),
  ]);
  const out = new Uint8Array(full.data.length);
  for (let i = 0; i < alpha.length; i += 1) {
    const a = (alpha[i] ?? 0) / 255;
    const keep = (same[i] ?? 0) / 255;
    for (let c = 0; c < 3; c += 1) {
      const o = i * 3 + c;
      const photo = full.data[o] ?? 0;
      if (a === 0) {
        out[o] = photo;
        continue;
      }
      // The upscaled layer plus, where it keeps the photo's content, the detail upscaling lost.
      const layer = (layerRgb[o] ?? 0) + keep * (photo - (photoRgb[o] ?? 0));
      out[o] = Math.max(0, Math.min(255, Math.round(photo * (1 - a) + layer * a)));
    }
  }
  const image = { data: out, width: full.width, height: full.height, channels: 3 as const };
  return { png: await encodePng(image), image, ...extra };
}
