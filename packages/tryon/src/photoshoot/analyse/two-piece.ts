import { legEnd, type Body } from '../../local/person/body';
import type { FloatMap } from '../../local/raster/raster';

/**
 * Share of rows, low on the legs, where the matte is empty midway between the two legs: legs
 * dressed apart (trousers). Colour (torso vs shins) alone was tried and dropped: a saree's blouse
 * and pallu often differ from its pleats as much as a tee from trousers.
 */
export function legGapShare(matte: FloatMap, body: Body): number {
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const l = legEnd(body, 'L');
  const r = legEnd(body, 'R');
  const ankleY = Math.min(matte.height - 1, Math.max(l.y, r.y));
  let gap = 0;
  let rows = 0;
  for (let y = hipY + (ankleY - hipY) * 0.55; y < hipY + (ankleY - hipY) * 0.9; y += 2) {
    const t = (y - hipY) / Math.max(1, ankleY - hipY);
    const x =
      (body.hipL.x + body.hipR.x) / 2 + ((l.x + r.x) / 2 - (body.hipL.x + body.hipR.x) / 2) * t;
    const i = Math.round(y) * matte.width + Math.round(x);
    rows += 1;
    if ((matte.data[i] ?? 0) < 0.5) gap += 1;
  }
  return rows ? gap / rows : 0;
}

/**
 * A saree's pallu crosses the torso from the wearer's left shoulder, so the midriff shows (if at
 * all) on the wearer's right only; a lehenga's choli leaves it bare (or covered) evenly. Returns
 * the skin shares of the midriff's image-left and image-right halves.
 */
export function midriffSkin(skin: FloatMap, body: Body): { left: number; right: number } {
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const y0 = Math.round(shoulderY + body.torsoLength * 0.6);
  const y1 = Math.round(hipY - body.torsoLength * 0.05);
  const xs = [body.hipL.x, body.hipR.x, body.shoulderL.x, body.shoulderR.x];
  const x0 = Math.round(Math.min(...xs));
  const x1 = Math.round(Math.max(...xs));
  const xm = (x0 + x1) / 2;
  const acc = { left: 0, right: 0, nl: 0, nr: 0 };
  for (let y = Math.max(0, y0); y < Math.min(skin.height, y1); y += 1) {
    for (let x = Math.max(0, x0); x < Math.min(skin.width, x1); x += 1) {
      const s = (skin.data[y * skin.width + x] ?? 0) > 0.5 ? 1 : 0;
      if (x < xm) {
        acc.left += s;
        acc.nl += 1;
      } else {
        acc.right += s;
        acc.nr += 1;
      }
    }
  }
  return { left: acc.nl ? acc.left / acc.nl : 0, right: acc.nr ? acc.right / acc.nr : 0 };
}
