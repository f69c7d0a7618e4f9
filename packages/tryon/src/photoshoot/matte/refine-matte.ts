import { createFloatMap, morphMask, type FloatMap } from '../../local/raster/raster';
import { guidedFilter, guideStats } from '../../local/raster/guided-filter';

/**
 * Refines the segmentation model's coarse person matte (256² upsampled) against the photo:
 * far inside stays 1, far outside 0, and a band around the coarse edge takes the colour guided
 * filter's answer (twice), each time with a contrast stretch so that the background between hair strands goes to 0
 * and the strands themselves stay fractional.
 */
export function refineMatte(guide: Float32Array[], coarse: FloatMap, scale: number): FloatMap {
  const { width, height } = coarse;
  const band = Math.max(3, Math.round(10 * scale));
  const hard = createFloatMap(width, height);
  for (let i = 0; i < hard.data.length; i += 1) hard.data[i] = (coarse.data[i] ?? 0) > 0.5 ? 1 : 0;
  const inner = morphMask(hard, -band);
  const outer = morphMask(hard, band);
  const radius = Math.max(2, Math.round(8 * scale));
  const stats = guideStats(guide, width, height, radius);
  let current = coarse;
  // Two passes: the first aligns the coarse ramp to the photo's edges, the second (on the
  // stretched result) sharpens the levels on either side of them.
  for (let pass = 0; pass < 2; pass += 1) {
    const filtered = guidedFilter(stats, current, 1e-3);
    const out = createFloatMap(width, height);
    for (let i = 0; i < out.data.length; i += 1) {
      if ((inner.data[i] ?? 0) > 0.5) out.data[i] = 1;
      else if ((outer.data[i] ?? 0) < 0.5) out.data[i] = 0;
      else out.data[i] = Math.min(1, Math.max(0, ((filtered.data[i] ?? 0) - 0.12) / 0.76));
    }
    current = out;
  }
  return current;
}
