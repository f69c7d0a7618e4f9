import type { FaceBox } from '../person/detect-people';
import { calibrateSkin, hasSkinSaturation, skinScore } from '../person/skin';
import { localLumaStd, type FloatMap, type RasterImage } from '../raster/raster';
import type { Point } from '../raster/geometry';

/**
 * The window on the front of a worn garment's wearer's neck where a band (mandarin) collar or a
 * crew neck sits: from 0.14 to 0.02 shoulder widths above the shoulder joints' midpoint, 0.1
 * shoulder widths either side of it.
 */
const COLLAR_WINDOW = { top: 0.14, bottom: 0.02, half: 0.1 };

/**
 * A high neckline covers at least this share of that window's smooth pixels (the rest: a
 * placket's slit, its shadow; vton garment_06's slit kurta 0.45, band collars 0.90–0.98, V and
 * round necks ≤ 0.34, a lehenga model's choker 0).
 */
export const COLLAR_SHARE = 0.4;

/**
 * Textured pixels (5×5 luma spread at least this: a necklace's metal and beads, embroidery) are
 * left out of the window: a choker over a bare neck is not a collar. Under a quarter of the
 * window left (an embroidered collar) is no measure.
 */
const COLLAR_TEXTURE = 8;

/**
 * How much of a worn garment's wearer's neck front, just above the shoulder joints, is the person
 * (matte) but not their skin (the face's own colour and saturation), over its smooth pixels
 * (COLLAR_TEXTURE): a band collar (most kurtas, every sherwani and bandhgala) or a tee's crew
 * neck covers COLLAR_SHARE of it or more; a round, boat or V neckline leaves the skin bare there.
 * Undefined without a face to calibrate skin on, or with too little of the window smooth.
 */
export function collarShare(
  image: RasterImage,
  matte: FloatMap,
  shoulders: [Point, Point],
  face: FaceBox | undefined,
): number | undefined {
  const frame = neckFrame(image, matte, shoulders, face);
  if (!frame) return undefined;
  const { sw, cx, cy, texture, isSkin } = frame;
  let cloth = 0;
  let total = 0;
  let window = 0;
  const { top, bottom, half } = COLLAR_WINDOW;
  for (let y = Math.round(cy - sw * top); y <= Math.round(cy - sw * bottom); y += 1)
    for (let x = Math.round(cx - sw * half); x <= Math.round(cx + sw * half); x += 1) {
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      const i = y * image.width + x;
      window += 1;
      if ((texture.data[i] ?? 0) >= COLLAR_TEXTURE) continue;
      total += 1;
      if ((matte.data[i] ?? 0) >= 0.5 && !isSkin(i)) cloth += 1;
    }
  return total >= window * 0.25 && total > 0 ? cloth / total : undefined;
}

/**
 * What both neck measures read: the shoulder width and the joints' midpoint, the 5×5 luma
 * spread, and the face-calibrated skin colour test (its chroma and saturation). Undefined
 * without a face or with the shoulders under 8 px apart.
 */
function neckFrame(
  image: RasterImage,
  matte: FloatMap,
  shoulders: [Point, Point],
  face: FaceBox | undefined,
) {
  if (!face) return undefined;
  const [tl, tr] = shoulders;
  const sw = Math.hypot(tr.x - tl.x, tr.y - tl.y);
  if (sw < 8) return undefined;
  const model = calibrateSkin(image, face);
  const isSkin = (i: number) => {
    const r = image.data[i * 3] ?? 0;
    const g = image.data[i * 3 + 1] ?? 0;
    const b = image.data[i * 3 + 2] ?? 0;
    return hasSkinSaturation(model, r, g, b) && skinScore(model, r, g, b) > 0.5;
  };
  const texture = localLumaStd(image, 2);
  return { sw, cx: (tl.x + tr.x) / 2, cy: (tl.y + tr.y) / 2, texture, isSkin };
}

/** A worn top's neckline: how deep it opens below the shoulder joints and how wide (× shoulder width). */
export interface NecklineShape {
  depth: number;
  half: number;
}

/** Skin's 5×5 luma spread stays under this (embroidery and sequins do not). */
const NECK_SMOOTH = 6;

/** Where the neckline's skin is looked for: this far either side of the centre (× shoulder width). */
const NECK_SCAN = {
  centre: 0.04,
  side: 0.35,
  from: -0.15,
  /** The neckline's skin starts by here below the joints, or the neck is covered. */
  start: 0.15,
  to: 0.7,
  gap: 0.2,
  strap: 0.05,
};

/**
 * A worn top's neckline, read on its wearer: down the centre (the shoulder joints' midpoint,
 * ± NECK_SCAN.centre) the rows that are mostly smooth skin, from the neck down, bridging a
 * necklace (rows of anything else up to NECK_SCAN.gap); its half-width at the shoulder joints'
 * height is the skin's widest run out from the centre just below it. Undefined without a face, or where the neckline
 * does not open below the joints (a high neck: collarShare).
 */
export function necklineShape(
  image: RasterImage,
  matte: FloatMap,
  shoulders: [Point, Point],
  face: FaceBox | undefined,
): NecklineShape | undefined {
  const frame = neckFrame(image, matte, shoulders, face);
  if (!frame) return undefined;
  const { sw, cx, cy, texture } = frame;
  // Skin is smooth: a peach or pink embroidered choli passes the colour test.
  const isSkin = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= image.width || y >= image.height) return false;
    const i = y * image.width + x;
    if ((matte.data[i] ?? 0) < 0.5 || (texture.data[i] ?? 0) > NECK_SMOOTH) return false;
    return frame.isSkin(i);
  };
  let bottom = -1;
  let gap = 0;
  for (let y = Math.round(cy + sw * NECK_SCAN.from); y <= cy + sw * NECK_SCAN.to; y += 1) {
    let skin = 0;
    let total = 0;
    for (let x = Math.round(cx - sw * NECK_SCAN.centre); x <= cx + sw * NECK_SCAN.centre; x += 1) {
      total += 1;
      if (isSkin(x, y)) skin += 1;
    }
    if (skin >= total * 0.5) {
      bottom = y;
      gap = 0;
    } else if (bottom < 0 ? y > cy + sw * NECK_SCAN.start : (gap += 1) > sw * NECK_SCAN.gap) break;
  }
  if (bottom < cy + sw * 0.03) return undefined;
  // The skin's run out from the centre (a strap's gap ends it; the shoulder's skin beyond the
  // strap is not the neckline's), widest in the rows from the joints' height to 0.08 below (a
  // necklace may lie at the joints' height).
  const reach = (y: number, step: number) => {
    let last = 0;
    for (let d = 1; d <= sw * NECK_SCAN.side && d - last <= sw * NECK_SCAN.strap; d += 1)
      if (isSkin(Math.round(cx + step * d), y)) last = d;
    return last;
  };
  let half = 0;
  for (let y = Math.round(cy); y <= Math.min(bottom, cy + sw * 0.08); y += 2)
    half = Math.max(half, (reach(y, -1) + reach(y, 1)) / 2);
  return { depth: (bottom - cy) / sw, half: half / sw };
}
