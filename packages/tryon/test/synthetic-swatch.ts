import { PART_BODY, type GarmentModel } from '../src/local/garment/garment-analysis';
import { swatchAnchors } from '../src/local/garment/garment-landmarks';
import { createFloatMap } from '../src/local/raster/raster';

type Rgb = [number, number, number];
/** The swatch photo's side (px). */
export const SWATCH = 160;

/**
 * A folded saree's photo as the analysis leaves it: a swatch (alpha 1 everywhere) whose fabric
 * shows where `shown` says; the backdrop around it is filled (smeared colours, as pull-push
 * leaves them) and marked as not shown.
 */
export function drawSwatch(
  fabric: (x: number, y: number) => Rgb,
  shown: (x: number, y: number) => boolean = () => true,
): GarmentModel {
  const S = SWATCH;
  const texture = new Float32Array(S * S * 3);
  const occluded = new Uint8Array(S * S);
  for (let y = 0; y < S; y += 1)
    for (let x = 0; x < S; x += 1) {
      const i = y * S + x;
      texture.set(shown(x, y) ? fabric(x, y) : [200, 170, 185], i * 3);
      if (!shown(x, y)) occluded[i] = 1;
    }
  return {
    kind: 'swatch',
    width: S,
    height: S,
    texture,
    alpha: createFloatMap(S, S, 1),
    parts: new Uint8Array(S * S).fill(PART_BODY),
    anchors: swatchAnchors(S, S),
    colour: fabric(S / 2, S / 2),
    sleeveReach: { L: 0, R: 0 },
    tiles: true,
    ...(occluded.includes(1) ? { occluded } : {}),
  };
}
