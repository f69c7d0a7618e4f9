import type { PersonAnalysis } from '../person/person-analysis';
import { paletteDistance, samplePalette } from '../raster/palette';

/**
 * Share of the clothing on the thighs whose colour is also on the chest (0..1). A saree or a
 * long kurta is one fabric from the shoulders down (its pallu or body crosses the chest); a top
 * over jeans or a skirt is two. Skin and background are not counted.
 */
export function oneFabricShare(person: PersonAnalysis): number {
  const { image, body, matte, skin } = person;
  const clothing = (i: number) => (matte.data[i] ?? 0) > 0.5 && (skin.data[i] ?? 0) < 0.5;
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const xs = [body.shoulderL.x, body.shoulderR.x, body.hipL.x, body.hipR.x];
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const chest = samplePalette(image, clothing, {
    x0,
    x1,
    y0: shoulderY + body.torsoLength * 0.15,
    y1: hipY - body.torsoLength * 0.1,
  });
  if (chest.length === 0) return 0;
  const y0 = Math.round(hipY + body.torsoLength * 0.15);
  const y1 = Math.min(image.height, Math.round(hipY + body.torsoLength * 0.6));
  let near = 0;
  let total = 0;
  for (let y = Math.max(0, y0); y < y1; y += 2) {
    for (let x = Math.max(0, Math.round(x0)); x < Math.min(image.width, x1); x += 2) {
      const i = y * image.width + x;
      if (!clothing(i)) continue;
      total += 1;
      const o = i * 3;
      const d = paletteDistance(
        chest,
        image.data[o] ?? 0,
        image.data[o + 1] ?? 0,
        image.data[o + 2] ?? 0,
      );
      if (d < 40) near += 1;
    }
  }
  return total ? near / total : 0;
}
