import type { Human } from '@vladmandic/human';
import type { Category } from '../types';
import { legEnd, requireBody, type Body } from './body';
import { detectPeople, type FaceBox } from './detect-people';
import { mid, type Quad } from './geometry';
import { paletteDistance, samplePalette, type Rgb } from './palette';
import { blurMap, createFloatMap, keepLargeComponents, type FloatMap, type RasterImage } from './raster';
import { calibrateSkin } from './skin';
import { findSkin } from './skin-mask';

export interface PersonAnalysis {
  image: RasterImage;
  body: Body;
  matte: FloatMap;
  /** Visible skin (0/1): bare arms and hands stay in front of the new garment. */
  skin: FloatMap;
  /** Mean face colour, used to fill skin where a shorter garment uncovers it. */
  skinColour: Rgb;
  face: FaceBox | undefined;
  /** Pixels of the clothing the new garment replaces (0/1). */
  oldGarment: FloatMap;
  /** Low-frequency light on the old garment, ~1 on average. */
  shading: FloatMap;
  quad: Quad;
}

function isHead(face: FaceBox | undefined, body: Body, x: number, y: number): boolean {
  const neckY = Math.min(body.shoulderL.y, body.shoulderR.y) - body.shoulderWidth * 0.12;
  if (!face) return y < neckY - body.shoulderWidth * 0.1;
  return y < Math.max(neckY, face.y + face.height) && x > face.x - face.width * 0.3 && x < face.x + face.width * 1.3;
}

/** Vertical band the category's old clothing lives in. */
function clothingBand(body: Body, category: Category): { y0: number; y1: number } {
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const ankleY = Math.max(legEnd(body, 'L').y, legEnd(body, 'R').y);
  if (category === 'upper') return { y0: shoulderY - body.shoulderWidth * 0.45, y1: hipY + body.torsoLength * 0.9 };
  if (category === 'lower') return { y0: hipY - body.torsoLength * 0.3, y1: ankleY };
  return { y0: shoulderY - body.shoulderWidth * 0.45, y1: ankleY };
}

/** Old clothing: not skin, not head, in the band, and in the colours sampled from chest/thighs. */
function findOldGarment(image: RasterImage, matte: FloatMap, skin: FloatMap, body: Body, face: FaceBox | undefined, category: Category): FloatMap {
  const notSkin = (i: number) => (matte.data[i] ?? 0) > 0.5 && (skin.data[i] ?? 0) < 0.5;
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const xs = [body.shoulderL.x, body.shoulderR.x, body.hipL.x, body.hipR.x];
  const chest = { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(body.shoulderL.y, body.shoulderR.y) + body.torsoLength * 0.15, y1: hipY - body.torsoLength * 0.1 };
  const knee = mid(legEnd(body, 'L'), legEnd(body, 'R'));
  const thighs = { x0: chest.x0, x1: chest.x1, y0: hipY + body.torsoLength * 0.15, y1: (hipY + knee.y) / 2 + body.torsoLength * 0.3 };
  const palette = [
    ...(category !== 'lower' ? samplePalette(image, notSkin, chest) : []),
    ...(category !== 'upper' ? samplePalette(image, notSkin, thighs) : []),
  ];
  const band = clothingBand(body, category);
  const mask = createFloatMap(image.width, image.height);
  for (let y = Math.max(0, Math.round(band.y0)); y < Math.min(image.height, band.y1); y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const i = y * image.width + x;
      if (!notSkin(i) || isHead(face, body, x, y)) continue;
      const o = i * 3;
      if (paletteDistance(palette, image.data[o] ?? 0, image.data[o + 1] ?? 0, image.data[o + 2] ?? 0) < 48) mask.data[i] = 1;
    }
  }
  return keepLargeComponents(mask, 0.05);
}

/** Normalised convolution of luminance over the old garment: its folds' light, never its print. */
function measureShading(image: RasterImage, oldGarment: FloatMap, radius: number): FloatMap {
  const luma = createFloatMap(image.width, image.height);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < luma.data.length; i += 1) {
    const o = i * 3;
    const l = 0.299 * (image.data[o] ?? 0) + 0.587 * (image.data[o + 1] ?? 0) + 0.114 * (image.data[o + 2] ?? 0);
    const m = oldGarment.data[i] ?? 0;
    luma.data[i] = l * m;
    sum += l * m;
    count += m;
  }
  const mean = count > 0 ? sum / count : 128;
  const num = blurMap(luma, radius);
  const den = blurMap(oldGarment, radius);
  const shading = createFloatMap(image.width, image.height, 1);
  for (let i = 0; i < shading.data.length; i += 1) {
    const d = den.data[i] ?? 0;
    if (d > 0.05) shading.data[i] = Math.min(1.2, Math.max(0.6, (num.data[i] ?? 0) / d / mean));
  }
  return shading;
}

export async function analysePerson(human: Human, image: RasterImage, category: Category): Promise<PersonAnalysis> {
  const detection = await detectPeople(human, image);
  const body = requireBody(detection, category);
  const face = [...detection.faces].sort((a, b) => b.score - a.score)[0];
  const skin = findSkin(image, detection.matte, calibrateSkin(image, face), body, face);
  const oldGarment = findOldGarment(image, detection.matte, skin, body, face, category);
  const skinColour = face ? faceColour(image, face) : ([200, 160, 130] as Rgb);
  const quad: Quad =
    category === 'lower'
      ? { tl: body.hipL, tr: body.hipR, bl: legEnd(body, 'L'), br: legEnd(body, 'R') }
      : { tl: body.shoulderL, tr: body.shoulderR, bl: body.hipL, br: body.hipR };
  const shading = measureShading(image, oldGarment, body.shoulderWidth / 10);
  return { image, body, matte: detection.matte, skin, skinColour, face, oldGarment, shading, quad };
}

function faceColour(image: RasterImage, face: FaceBox): Rgb {
  const acc = [0, 0, 0];
  let n = 0;
  for (let y = Math.round(face.y + face.height * 0.5); y < face.y + face.height * 0.8; y += 2) {
    for (let x = Math.round(face.x + face.width * 0.3); x < face.x + face.width * 0.7; x += 2) {
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      const o = (y * image.width + x) * 3;
      for (let c = 0; c < 3; c += 1) acc[c] = (acc[c] ?? 0) + (image.data[o + c] ?? 0);
      n += 1;
    }
  }
  return n === 0 ? [200, 160, 130] : [(acc[0] ?? 0) / n, (acc[1] ?? 0) / n, (acc[2] ?? 0) / n];
}
