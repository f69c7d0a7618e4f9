import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';

export interface NormalisedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
  width: number;
  height: number;
}

const UNSUPPORTED = 'Invalid file type. Please upload a JPG, PNG or WebP image.';

/** JPEG and PNG, plus WebP and AVIF (most Indian shop photos are WebP); AVIF is HEIF with AV1. */
function isAccepted(meta: Metadata): boolean {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return true;
  return meta.format === 'heif' && meta.compression === 'av1';
}
const formatName = (meta: Metadata) =>
  meta.format === 'heif' ? (meta.compression ?? 'heif').toUpperCase() : meta.format?.toUpperCase();

/**
 * Decodes the bytes (the name and declared type are ignored), refuses anything that is not a
 * JPEG, PNG, WebP or AVIF, refuses decompression bombs before decoding, applies the EXIF orientation and
 * re-encodes, which drops every bit of metadata (EXIF, GPS, ICC comments, text chunks).
 */
export async function normaliseImage(
  input: Buffer,
  maxPixels: number,
  name: string,
): Promise<NormalisedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${name}: ${UNSUPPORTED}`);
  }
  if (!isAccepted(meta)) {
    const format = formatName(meta);
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${name}: ${format ? format + ' images are not supported. ' : ''}${UNSUPPORTED}`,
    );
  }
  const { width = 0, height = 0 } = meta;
  if (!width || !height) throw new AppError('INVALID_IMAGE', `${name}: the image has no pixels`);
  if (width * height > maxPixels) {
    throw new AppError(
      'UNPROCESSABLE',
      `${name}: the image is ${width}×${height} pixels; the maximum is ${Math.floor(maxPixels / 1_000_000)} megapixels.`,
    );
  }
  // Stored as JPEG or PNG, which every engine and browser reads: PNG keeps a transparent
  // background (PNG, or WebP/AVIF with alpha), everything else becomes a JPEG.
  const isPng = meta.format === 'png' || (meta.format !== 'jpeg' && meta.hasAlpha === true);
  try {
    const pipeline = sharp(input, { limitInputPixels: maxPixels, failOn: 'warning' }).rotate();
    const { data, info } = await (
      isPng ? pipeline.png({ compressionLevel: 6 }) : pipeline.jpeg({ quality: 90, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: isPng ? 'image/png' : 'image/jpeg',
      ext: isPng ? 'png' : 'jpg',
      width: info.width,
      height: info.height,
    };
  } catch (err) {
    const reason = (err as Error).message.split('\n')[0]?.slice(0, 160) ?? 'decode error';
    throw new AppError(
      'INVALID_IMAGE',
      `${name}: the image is corrupt or incomplete and could not be read (${reason}). Please upload it again.`,
    );
  }
}

/** A small JPEG for gallery grids. */
export async function makeThumbnail(input: Buffer, maxSide = 480): Promise<Buffer> {
  return sharp(input)
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
