import sharp from 'sharp';
import { TryonError } from '../../errors';
import { decodeRgb } from '../../local/raster/image-io';
import type { RasterImage } from '../../local/raster/raster';
import type { BackdropSource, Box } from '../types';
import { sceneDefinition } from './catalogue';
import { renderHeritageSet } from './heritage-set';
import { mottle } from './mottle';
import { SCENE } from './scene-kit';

/** Depth of field: the backdrop's blur in scene units (a full-length frame is 1200 wide). */
const BUILT_IN_BLUR = 7;
const PHOTO_BLUR = 2.5;

const toRaster = (data: Buffer, width: number, height: number): RasterImage => ({
  data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  width,
  height,
  channels: 3,
});

async function renderScene(id: string, view: Box, width: number, height: number) {
  const scene = sceneDefinition(id);
  if (!scene) throw new TryonError('INVALID_IMAGE', `Unknown backdrop "${id}".`);
  if (scene.set) {
    const rgb = await renderHeritageSet(
      scene.set(id, scene.palette),
      scene.palette,
      view,
      width,
      height,
      id.length,
    );
    return { data: rgb, width, height, channels: 3 as const };
  }
  const draw = scene.draw ?? (() => '');
  const sigma = BUILT_IN_BLUR * (width / view.width);
  // Rendered at half size when it is blurred anyway, then resized: same look, a quarter the cost.
  const rf = sigma > 3 ? 0.5 : 1;
  const pad = Math.ceil(BUILT_IN_BLUR * 3);
  const unitsToPx = (width * rf) / view.width;
  const rw = Math.max(1, Math.round((view.width + 2 * pad) * unitsToPx));
  const rh = Math.max(1, Math.round((view.height + 2 * pad) * unitsToPx));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${rw}" height="${rh}" viewBox="${view.x - pad} ${view.y - pad} ${view.width + 2 * pad} ${view.height + 2 * pad}" preserveAspectRatio="none">${draw(id, scene.palette)}</svg>`;
  const padPx = Math.round(pad * unitsToPx);
  const blurred = await sharp(Buffer.from(svg))
    .removeAlpha()
    .blur(Math.max(0.3, sigma * rf))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const data = await sharp(blurred.data, { raw: { width: rw, height: rh, channels: 3 } })
    .extract({
      left: padPx,
      top: padPx,
      width: Math.max(1, rw - 2 * padPx),
      height: Math.max(1, rh - 2 * padPx),
    })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const raster = toRaster(data, width, height);
  mottle(raster.data, view, width, height, 0.02, scene.id.length);
  return raster;
}

/** A brand's photo covers the full-length frame (centred), mirrored past its edges, softly blurred. */
async function renderPhoto(photo: Buffer, view: Box, width: number, height: number) {
  const img = await decodeRgb(photo, 'backdrop');
  const s = Math.max(img.width / SCENE.width, img.height / SCENE.height);
  const ox = (img.width - SCENE.width * s) / 2;
  const oy = (img.height - SCENE.height * s) / 2;
  const x0 = Math.round(view.x * s + ox);
  const y0 = Math.round(view.y * s + oy);
  const x1 = Math.round((view.x + view.width) * s + ox);
  const y1 = Math.round((view.y + view.height) * s + oy);
  const cx0 = Math.min(img.width - 1, Math.max(0, x0));
  const cy0 = Math.min(img.height - 1, Math.max(0, y0));
  const cx1 = Math.max(cx0 + 1, Math.min(img.width, x1));
  const cy1 = Math.max(cy0 + 1, Math.min(img.height, y1));
  const raw = { width: img.width, height: img.height, channels: 3 as const };
  const cropped = await sharp(img.data, { raw })
    .extract({ left: cx0, top: cy0, width: cx1 - cx0, height: cy1 - cy0 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const extendWith = 'copy' as const;
  const extended = await sharp(cropped.data, {
    raw: { ...raw, width: cropped.info.width, height: cropped.info.height },
  })
    .extend({
      left: Math.max(0, cx0 - x0),
      top: Math.max(0, cy0 - y0),
      right: Math.max(0, x1 - cx1),
      bottom: Math.max(0, y1 - cy1),
      extendWith,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sigma = PHOTO_BLUR * (width / view.width);
  const data = await sharp(extended.data, {
    raw: { width: extended.info.width, height: extended.info.height, channels: 3 },
  })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .blur(Math.max(0.3, sigma))
    .raw()
    .toBuffer();
  return toRaster(data, width, height);
}

/**
 * The backdrop seen through `view` (scene units: a 1200 × 1600 full-length frame, feet at
 * (600, 1480)), rendered at width × height pixels, out of focus like a real set behind the model.
 */
export function renderBackdrop(
  source: BackdropSource,
  view: Box,
  width: number,
  height: number,
): Promise<RasterImage> {
  return 'builtIn' in source
    ? renderScene(source.builtIn, view, width, height)
    : renderPhoto(source.image, view, width, height);
}

/** A 3:4 preview of a built-in backdrop (JPEG), for pickers and the API's listing. */
export async function backdropThumbnail(id: string, width = 300): Promise<Buffer> {
  const height = Math.round((width * 4) / 3);
  const view = { x: 0, y: 0, width: SCENE.width, height: SCENE.height };
  const image = await renderScene(id, view, width, height);
  return sharp(image.data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
