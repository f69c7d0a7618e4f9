import sharp from 'sharp';
import { TryonError } from '../../errors';
import type { RasterImage } from './raster';

const MIN_SIDE = 64;
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes any sharp-readable image into RGB, honouring EXIF orientation. A transparent background
 * (a product or person cut-out) is put on white, as a studio shot's is: dropping the alpha would
 * expose whatever its hidden pixels hold, most often black.
 */
export async function decodeRgb(buffer: Buffer, label: string): Promise<RasterImage> {
  try {
    const { data, info } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width < MIN_SIDE || info.height < MIN_SIDE) {
      throw new TryonError(
        'INVALID_IMAGE',
        `The ${label} photo is too small. Please upload a photo at least ${MIN_SIDE} pixels on each side.`,
      );
    }
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
      channels: 3,
    };
  } catch (error) {
    if (error instanceof TryonError) throw error;
    throw new TryonError(
      'INVALID_IMAGE',
      `The ${label} photo could not be read. Please upload a JPEG, PNG or WebP photo.`,
      { cause: error },
    );
  }
}

/** Downscales so the long side is at most `maxSide`; analysis runs at this size. */
export async function resizeRgb(image: RasterImage, maxSide: number): Promise<RasterImage> {
  const scale = maxSide / Math.max(image.width, image.height);
  if (scale >= 1) return image;
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const data = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .resize(width, height, { kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width,
    height,
    channels: image.channels,
  };
}

export async function encodePng(image: RasterImage): Promise<Buffer> {
  return sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .png({ compressionLevel: 3 })
    .toBuffer();
}
