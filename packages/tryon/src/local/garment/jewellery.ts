import type { Body } from '../person/body';
import { isInsideFace, type FaceBox } from '../person/detect-people';
import { labelComponents } from '../raster/components';
import { paletteDistance, samplePalette, type Rgb } from '../raster/palette';
import {
  createFloatMap,
  localLumaStd,
  morphMask,
  type FloatMap,
  type RasterImage,
} from '../raster/raster';

/** A pixel this near a necklace colour (and nearer it than every fabric colour) is necklace. */
const JEWEL_REACH = 45;

const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;

function rgbAt(image: RasterImage, i: number): Rgb {
  const o = i * image.channels;
  return [image.data[o] ?? 0, image.data[o + 1] ?? 0, image.data[o + 2] ?? 0];
}

/** Local luminance spread over this marks metal and beads; skin, even in shadow, is smoother. */
const JEWEL_TEXTURE = 8;

/**
 * What the model wears on the bare neck: pixels below the face, within the neck's width and
 * above the shoulders' line, that are not skin, not dark (hair), textured (metal, beads; the
 * neck's own shadow is smooth), lie on skin (skin within a twentieth of the shoulders) and are
 * far from every colour of the garment below the chest. A blouse's neckline is in the garment's
 * colours.
 */
function neckSeeds(
  image: RasterImage,
  body: Body,
  face: FaceBox,
  isWorn: (i: number) => boolean,
  skin: FloatMap,
  fabric: Rgb[],
): number[] {
  const sw = body.shoulderWidth;
  const nearSkin = morphMask(skin, Math.max(1, Math.round(sw * 0.05)));
  const spread = localLumaStd(image, 2);
  const cx = face.x + face.width / 2;
  const y0 = Math.max(0, Math.round(face.y + face.height * 0.8));
  const y1 = Math.min(image.height, Math.min(body.shoulderL.y, body.shoulderR.y) + sw * 0.1);
  const x0 = Math.max(0, Math.round(cx - sw * 0.3));
  const x1 = Math.min(image.width, cx + sw * 0.3);
  const seeds: number[] = [];
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      const i = y * image.width + x;
      if (!isWorn(i) || (nearSkin.data[i] ?? 0) <= 0.5 || isInsideFace(face, x, y, 0.75)) continue;
      if ((spread.data[i] ?? 0) < JEWEL_TEXTURE) continue;
      const [r, g, b] = rgbAt(image, i);
      if (luma(r, g, b) >= 70 && paletteDistance(fabric, r, g, b) > 50) seeds.push(i);
    }
  return seeds;
}

/**
 * Jewellery the garment's model wears in front of the garment (a necklace, its chain and
 * pendant), 1 per pixel, or undefined when none is seen: the colours of what lies on the bare
 * neck (neckSeeds), wherever a pixel is nearer them than the garment's colours (read below the
 * chest, where necklaces rarely reach), within a shoulder width of the neck and above the lower
 * chest, on pieces strung to the neck (keepStrungToSeeds). A chain's beads need not touch: the blouse shows between them. Seen from behind (the
 * model's right shoulder on the image's right) no necklace shows: a saree's zari at the nape is
 * fabric.
 */
export function findJewellery(
  image: RasterImage,
  matte: FloatMap,
  skin: FloatMap,
  body: Body,
  face: FaceBox | undefined,
): FloatMap | undefined {
  const sw = body.shoulderWidth;
  if (!face || body.shoulderR.x - body.shoulderL.x < sw * 0.25) return undefined;
  const { width, height } = image;
  const isWorn = (i: number) => (matte.data[i] ?? 0) > 0.5 && (skin.data[i] ?? 0) <= 0.5;
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const xs = [body.shoulderL.x, body.shoulderR.x, body.hipL.x, body.hipR.x];
  const fabric = samplePalette(
    image,
    isWorn,
    {
      x0: Math.min(...xs),
      x1: Math.max(...xs),
      y0: shoulderY + body.torsoLength * 0.6,
      y1: shoulderY + body.torsoLength * 1.3,
    },
    6,
  );
  if (fabric.length === 0) return undefined;
  const seeds = neckSeeds(image, body, face, isWorn, skin, fabric);
  if (seeds.length < (sw * 0.04) ** 2) return undefined;
  const isSeed = new Uint8Array(width * height);
  for (const i of seeds) isSeed[i] = 1;
  const jewels = samplePalette(image, (i) => isSeed[i] === 1, boxOf(seeds, width), 4);
  const out = createFloatMap(width, height);
  const cx = face.x + face.width / 2;
  const y1 = Math.min(height, shoulderY + body.torsoLength * 0.6);
  for (let y = Math.max(0, Math.round(shoulderY - sw * 0.5)); y < y1; y += 1)
    for (let x = Math.max(0, Math.round(cx - sw)); x < Math.min(width, cx + sw); x += 1) {
      const i = y * width + x;
      if (!isWorn(i) || Math.hypot(x - cx, y - shoulderY) > sw || isInsideFace(face, x, y, 0.75))
        continue;
      const [r, g, b] = rgbAt(image, i);
      const d = paletteDistance(jewels, r, g, b);
      if (d < JEWEL_REACH && d < paletteDistance(fabric, r, g, b)) out.data[i] = 1;
    }
  keepStrungToSeeds(out, seeds, sw);
  // Its own rim (metal blending into the fabric, a pearl's shadow) goes with it.
  return morphMask(out, 2);
}

/**
 * Only what hangs from the neck: pieces of `mask` that, each grown by 0.015 shoulder widths, join
 * the pieces on the neck (a chain's beads with the blouse between them; its pendant). Zari
 * motifs of the necklace's gold elsewhere on the garment stay fabric.
 */
function keepStrungToSeeds(mask: FloatMap, seeds: number[], sw: number): void {
  const grown = morphMask(mask, Math.max(2, Math.round(sw * 0.015)));
  const { labels } = labelComponents(grown);
  const strung = new Set(seeds.map((i) => labels[i] ?? 0));
  strung.delete(0);
  for (let i = 0; i < mask.data.length; i += 1) if (!strung.has(labels[i] ?? 0)) mask.data[i] = 0;
}

function boxOf(pixels: number[], width: number) {
  const box = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity };
  for (const i of pixels) {
    const x = i % width;
    const y = (i - x) / width;
    box.x0 = Math.min(box.x0, x);
    box.x1 = Math.max(box.x1, x + 1);
    box.y0 = Math.min(box.y0, y);
    box.y1 = Math.max(box.y1, y + 1);
  }
  return box;
}
