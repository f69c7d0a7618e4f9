import { isInsideFace, type FaceBox } from './detect-people';
import { hasSkinSaturation, skinScore, type SkinModel } from './skin';
import { inShadeOf, paletteDistance, type Rgb } from '../raster/palette';
import type { RasterImage } from '../raster/raster';

/**
 * A skin-coloured pixel under the face is a cream collar's, not the neck's, with under this
 * share of the face's saturation (cream cloth 0.3–0.5 of it on D14, lit skin 0.75–0.9; see
 * shaded-sleeve.ts) and a local luminance spread (5×5) of at least BUSY_COLLAR: embroidery.
 */
const PALE_COLLAR = 0.6;
export const BUSY_COLLAR = 10;
/**
 * …or, plain, within this distance of one of the top's own colours: the shoulder of a cream
 * sherwani under a face turned over it (D14's, left the old pale silver beside the new kurta's
 * collar).
 */
const PLAIN_COLLAR = 20;

/** Of a face box's ellipse, the part that is face whatever its colour (a collar's below it). */
export const FACE_CORE = 0.75;

/** From the face's middle down, outside the core of its box's ellipse: a neck or a collar, not the chin. */
export function underChin(face: FaceBox, x: number, y: number): boolean {
  return y >= face.y + face.height / 2 && !isInsideFace(face, x, y, FACE_CORE);
}

/**
 * A face box reaches below the chin (BlazeFace: to the collar). Under the face's middle, outside
 * its core (FACE_CORE), a top's own colours (`palette`) or their shade are its collar (a
 * bandhgala's stands above the neck line); skin is not, a beard is neither, and the core keeps
 * the lips. `detail` gives the image's local luminance spread (imageDetail), made on first need.
 * Returns whether pixel i at (x, y) is such a collar.
 */
export function collarUnderFace(
  image: RasterImage,
  face: FaceBox,
  palette: Rgb[],
  skin: SkinModel,
  detail: () => Float32Array,
): (i: number, x: number, y: number) => boolean {
  return (i, x, y) => {
    if (!underChin(face, x, y)) return false;
    const o = i * image.channels;
    const r = image.data[o] ?? 0;
    const g = image.data[o + 1] ?? 0;
    const b = image.data[o + 2] ?? 0;
    if (inShadeOf(palette, r, g, b)) return true;
    // A neck in shadow can match a print's tan: skin-coloured is not collar, unless it is cream
    // cloth: far less saturated than the face's skin and busy with embroidery (a cream
    // collar's beadwork, vton-dev D14). A stubbly neck is busy too, but has skin's colour.
    if (paletteDistance(palette, r, g, b) >= 40) return false;
    if (skinScore(skin, r, g, b) <= 0.3) return true;
    if (hasSkinSaturation(skin, r, g, b, PALE_COLLAR)) return false;
    if (paletteDistance(palette, r, g, b) < PLAIN_COLLAR) return true;
    return (detail()[i] ?? 0) >= BUSY_COLLAR;
  };
}
