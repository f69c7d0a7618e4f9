import type { Category } from '../../types';
import type { GarmentModel } from '../garment/garment-analysis';
import type { Body } from '../person/body';
import type { Point } from '../raster/geometry';

/** Garment pixels per person pixel are kept within these bounds. */
const MIN_SCALE = 0.25;
const MAX_SCALE = 4;
/**
 * A garment's wearer with fewer shoulders per torso length than this share of the person's is
 * turned: the shoulders are foreshortened, the torso not. vton-dev's back views of sarees: D01
 * 0.25, D05 0.33, D04 0.58 (D03 0.62); frontal pairs 0.73–1.73. Only this way round: a wearer
 * with wider shoulders per torso than the person (D07 1.73) is not turned, and a short torso
 * (hips misplaced under a saree, a person photo cut at the waist) is a worse unit than shoulders.
 */
const TURNED = 0.6;

export interface PrintScale {
  /** Garment pixels per person pixel: the print's size on the body. */
  scale: number;
  /**
   * The garment photo's resolution of the print at its coarsest, in the same unit: across a
   * turned wearer's foreshortened shoulders the photo squeezes the print and resolves it less
   * (the shoulders' scale). What the worn print is blurred to before its energy is compared
   * with the garment's (same-fabric.ts): at the torsos' scale the worn print, seen sharp, no
   * longer passes as the garment's (D05's pink blouse, decision 048).
   */
  resolution: number;
}

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const dist = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);
const clamp = (v: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, v));

/**
 * The print's scale on the body: the garment's width unit (its wearer's shoulders, `unit`) per
 * the person's. A wearer seen turned or from behind shows narrow shoulders for a torso of full
 * length (vton-dev D05: 38 px of shoulder for a 199 px torso), which made the print three times
 * too large; when the two figures' proportions disagree like that, the torsos' lengths, which a
 * turn does not shorten, set the scale. Lower garments keep the hips; swatches and flat-lays
 * have no wearer to turn.
 */
export function printScale(
  body: Body,
  garment: GarmentModel,
  unit: number,
  category: Category,
): PrintScale {
  const personUnit =
    category === 'lower' ? Math.max(8, dist(body.hipL, body.hipR)) : body.shoulderWidth;
  const byWidth = clamp(unit / Math.max(8, personUnit));
  if (category === 'lower' || garment.kind !== 'worn')
    return { scale: byWidth, resolution: byWidth };
  const { tl, tr, bl, br } = garment.anchors.quad;
  const torso = dist(mid(tl, tr), mid(bl, br));
  if (torso < 8) return { scale: byWidth, resolution: byWidth };
  const proportion = unit / torso / (body.shoulderWidth / body.torsoLength);
  if (proportion >= TURNED) return { scale: byWidth, resolution: byWidth };
  return { scale: clamp(torso / body.torsoLength), resolution: byWidth };
}
