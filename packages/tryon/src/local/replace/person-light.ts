import type { PersonAnalysis } from '../person/person-analysis';
import { blurMap } from '../raster/raster';
import type { Placement } from './place-garment';

/** How much of the person's own light the new garment takes (its photo keeps its own folds). */
const STRENGTH = 0.85;

/**
 * The person's light on the new garment: where the old outfit was, its low-frequency shading
 * (the body's roundness, the studio's falloff, broad folds) modulates the garment, so the garment
 * sits in the photo's light instead of its own photo's. The weight fades out over a few pixels
 * past the old outfit, so the garment's parts beyond it (a skirt over the background) join
 * smoothly. Clamped: a dark print or a pattern on the old outfit must not print through.
 * Rows from `untilY` down keep the garment's own light (a flared skirt does not follow the
 * seams and pockets of the jeans it covers).
 */
export function applyPersonLight(
  person: PersonAnalysis,
  placement: Placement,
  untilY = Infinity,
): void {
  const { oldGarment, shading } = person;
  const weight = blurMap(oldGarment, Math.max(2, person.body.shoulderWidth * 0.06));
  const { rgb, alpha } = placement;
  const end = Math.min(alpha.data.length, Math.max(0, Math.ceil(untilY)) * alpha.width);
  for (let i = 0; i < end; i += 1) {
    if ((alpha.data[i] ?? 0) <= 0) continue;
    const w = Math.min(1, (weight.data[i] ?? 0) * 1.5) * STRENGTH;
    if (w <= 0) continue;
    const light = Math.min(1.15, Math.max(0.78, shading.data[i] ?? 1));
    const k = 1 + (light - 1) * w;
    rgb[i * 3] = (rgb[i * 3] ?? 0) * k;
    rgb[i * 3 + 1] = (rgb[i * 3 + 1] ?? 0) * k;
    rgb[i * 3 + 2] = (rgb[i * 3 + 2] ?? 0) * k;
  }
}
