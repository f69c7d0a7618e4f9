import { legEnd, type Body } from '../person/body';
import { colourDistance, type Rgb } from '../raster/palette';
import type { FloatMap, RasterImage } from '../raster/raster';

/**
 * Where an outfit splits into a top and a lower garment, as a reach down the legs (0 hips …
 * 1 ankles), when the legs are dressed apart below it (trousers, jeans): the strongest change of
 * mean row colour between the hips and 80% down the legs, else the hips. Undefined for one piece
 * (a saree, a lehenga's skirt, a dress).
 */
export function findOutfitSplit(
  image: RasterImage,
  mask: FloatMap,
  body: Body,
  hem: number,
): number | undefined {
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const ankleY = Math.max(legEnd(body, 'L').y, legEnd(body, 'R').y);
  const legs = Math.max(1, ankleY - hipY);
  const xs = [body.hipL.x, body.hipR.x];
  const x0 = Math.max(0, Math.round(Math.min(...xs)));
  const x1 = Math.min(image.width, Math.round(Math.max(...xs)) + 1);
  const rows: { y: number; rgb: Rgb }[] = [];
  const yEnd = Math.min(hem, hipY + legs * 0.8, image.height);
  for (let y = Math.max(0, Math.round(hipY - body.torsoLength * 0.15)); y < yEnd; y += 1) {
    const acc = [0, 0, 0];
    let n = 0;
    for (let x = x0; x < x1; x += 1) {
      const i = y * image.width + x;
      if ((mask.data[i] ?? 0) <= 0.5) continue;
      for (let c = 0; c < 3; c += 1)
        acc[c] = (acc[c] ?? 0) + (image.data[i * image.channels + c] ?? 0);
      n += 1;
    }
    if (n >= 4) rows.push({ y, rgb: [(acc[0] ?? 0) / n, (acc[1] ?? 0) / n, (acc[2] ?? 0) / n] });
  }
  const window = Math.max(4, Math.round(legs * 0.08));
  const mean = (from: number, to: number): Rgb => {
    const acc: Rgb = [0, 0, 0];
    for (let k = from; k < to; k += 1)
      for (let c = 0; c < 3; c += 1) acc[c] = (acc[c] ?? 0) + (rows[k]?.rgb[c] ?? 0);
    return acc.map((v) => v / Math.max(1, to - from)) as Rgb;
  };
  let best = { k: -1, diff: 0 };
  for (let k = window; k <= rows.length - window; k += 1) {
    const diff = colourDistance(mean(k - window, k), mean(k, k + window));
    if (diff > best.diff) best = { k, diff };
  }
  // Two pieces only when the legs are dressed apart (trousers); a saree's or lehenga's fabric
  // changes colour too (border, pleats, embroidery) but covers both legs as one.
  if (!hasLegGap(mask, body, hipY + legs * 0.6, Math.min(hem, hipY + legs * 0.95)))
    return undefined;
  return best.diff > 30 ? ((rows[best.k]?.y ?? hipY) - hipY) / legs : 0;
}

/** A gap between the legs: the middle column between the legs is empty while both legs are dressed. */
function hasLegGap(mask: FloatMap, body: Body, y0: number, y1: number): boolean {
  const knees = [legEnd(body, 'L'), legEnd(body, 'R')];
  const left = Math.min(knees[0]?.x ?? 0, knees[1]?.x ?? 0);
  const right = Math.max(knees[0]?.x ?? 0, knees[1]?.x ?? 0);
  if (right - left < body.shoulderWidth * 0.25 || y1 <= y0) return false;
  const mid = Math.round((left + right) / 2);
  const at = (x: number, y: number) =>
    (mask.data[Math.round(y) * mask.width + Math.round(x)] ?? 0) > 0.5;
  let gap = 0;
  let dressed = 0;
  let rows = 0;
  for (let y = y0; y < y1; y += 2) {
    rows += 1;
    if (!at(mid, y)) gap += 1;
    if (at(left, y) && at(right, y)) dressed += 1;
  }
  return rows > 0 && gap / rows > 0.6 && dressed / rows > 0.5;
}
