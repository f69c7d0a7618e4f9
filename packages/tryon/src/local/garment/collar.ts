import type { FaceBox } from '../person/detect-people';
import { calibrateSkin, hasSkinSaturation, skinScore } from '../person/skin';
import type { FloatMap, RasterImage } from '../raster/raster';
import type { Point } from '../raster/geometry';

/**
 * The window on the front of a worn garment's wearer's neck where a band (mandarin) collar or a
 * crew neck sits: from 0.14 to 0.02 shoulder widths above the shoulder joints' midpoint, 0.1
 * shoulder widths either side of it.
 */
const COLLAR_WINDOW = { top: 0.14, bottom: 0.02, half: 0.1 };

/**
 * A high neckline covers at least this share of that window (the rest: a placket's slit, its
 * shadow; vton garment_06's slit kurta 0.48, band collars 0.78–0.93, V and round necks ≤ 0.32).
 */
export const COLLAR_SHARE = 0.45;

/**
 * How much of a worn garment's wearer's neck front, just above the shoulder joints, is the person
 * (matte) but not their skin (the face's own colour and saturation): a band collar (most kurtas,
 * every sherwani and bandhgala) or a tee's crew neck covers COLLAR_SHARE of it or more; a round,
 * boat or V neckline leaves the skin bare there. Undefined without a face to calibrate skin on.
 */
export function collarShare(
  image: RasterImage,
  matte: FloatMap,
  shoulders: [Point, Point],
  face: FaceBox | undefined,
): number | undefined {
  if (!face) return undefined;
  const [tl, tr] = shoulders;
  const sw = Math.hypot(tr.x - tl.x, tr.y - tl.y);
  if (sw < 8) return undefined;
  const model = calibrateSkin(image, face);
  const cx = (tl.x + tr.x) / 2;
  const cy = (tl.y + tr.y) / 2;
  let cloth = 0;
  let total = 0;
  const { top, bottom, half } = COLLAR_WINDOW;
  for (let y = Math.round(cy - sw * top); y <= Math.round(cy - sw * bottom); y += 1)
    for (let x = Math.round(cx - sw * half); x <= Math.round(cx + sw * half); x += 1) {
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      const i = y * image.width + x;
      total += 1;
      if ((matte.data[i] ?? 0) < 0.5) continue;
      const r = image.data[i * 3] ?? 0;
      const g = image.data[i * 3 + 1] ?? 0;
      const b = image.data[i * 3 + 2] ?? 0;
      const skin = hasSkinSaturation(model, r, g, b) && skinScore(model, r, g, b) > 0.5;
      if (!skin) cloth += 1;
    }
  return total > 0 ? cloth / total : undefined;
}
