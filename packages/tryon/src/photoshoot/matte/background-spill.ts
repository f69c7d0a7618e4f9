import { fillOutsideMaskCoarse } from '../../local/raster/fill';
import {
  blurMap,
  createFloatMap,
  localLumaStd,
  type FloatMap,
  type RasterImage,
} from '../../local/raster/raster';
import { labelComponents } from '../../local/raster/components';
import { hueGap, hueOf } from '../../local/raster/palette';

/** Old background's colour everywhere, spread from where the matte is clearly background. */
function backgroundEstimate(image: RasterImage, alpha: FloatMap): Float32Array {
  const background = createFloatMap(alpha.width, alpha.height);
  for (let i = 0; i < background.data.length; i += 1)
    background.data[i] = (alpha.data[i] ?? 0) < 0.05 ? 1 : 0;
  return fillOutsideMaskCoarse(image, background, 4, 3);
}

function hueSat(r: number, g: number, b: number): { hue: number; sat: number } {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d < 1e-6) return { hue: 0, sat: 0 };
  return { hue: hueOf(r, g, b), sat: d / Math.max(1, max) };
}

/**
 * Shadow-like: the old background's colour at a lower brightness (a cast shadow on the wall, the
 * floor's shadow around the feet): the same chromaticity, or on a coloured wall the same hue
 * (a camera's tone curve saturates shadows). 0..1.
 */
function shadowScore(image: RasterImage, bg: Float32Array, i: number, flat: boolean): number {
  const o = i * image.channels;
  const r = image.data[o] ?? 0;
  const g = image.data[o + 1] ?? 0;
  const b = image.data[o + 2] ?? 0;
  const br = bg[i * 3] ?? 0;
  const bgG = bg[i * 3 + 1] ?? 0;
  const bb = bg[i * 3 + 2] ?? 0;
  const s = r + g + b + 1;
  const sb = br + bgG + bb + 1;
  const ratio = s / sb;
  const chroma = Math.abs(r / s - br / sb) + Math.abs(g / s - bgG / sb) + Math.abs(b / s - bb / sb);
  // The background itself (a gap between arm and body the segmentation filled): same colour, and
  // as smooth as a backdrop; fabric of that colour has folds and weave.
  if (ratio > 0.95)
    return ratio < 1.05 && flat ? Math.max(0, Math.min(1, (0.045 - chroma) / 0.02)) : 0;
  if (ratio < 0.25) return 0;
  const byChroma = (0.06 - chroma) / 0.03;
  const p = hueSat(r, g, b);
  const q = hueSat(br, bgG, bb);
  const dh = hueGap(p.hue, q.hue);
  const byHue = q.sat > 0.12 && p.sat >= q.sat * 0.8 ? (16 - dh) / 8 : 0;
  return Math.max(0, Math.min(1, Math.max(byChroma, byHue)));
}

/**
 * Removes what the segmentation model took for the person but is the old background: shadow-like
 * or background-identical pixels outside the body's core, then any matte island that does not
 * touch the core.
 */
export function removeBackgroundSpill(
  image: RasterImage,
  alpha: FloatMap,
  core: FloatMap,
): FloatMap {
  const { width, height } = alpha;
  const bg = backgroundEstimate(image, alpha);
  const texture = localLumaStd(image, 2);
  const score = createFloatMap(width, height);
  for (let i = 0; i < score.data.length; i += 1) {
    if ((alpha.data[i] ?? 0) > 0 && (core.data[i] ?? 0) < 0.5)
      score.data[i] = shadowScore(image, bg, i, (texture.data[i] ?? 0) < 3);
  }
  const soft = blurMap(score, 2, 1);
  const out = createFloatMap(width, height);
  for (let i = 0; i < out.data.length; i += 1)
    out.data[i] = (alpha.data[i] ?? 0) * (1 - Math.min(1, (soft.data[i] ?? 0) * 1.3));
  const { labels } = labelComponents(out);
  const keep = new Set<number>();
  for (let i = 0; i < labels.length; i += 1)
    if ((core.data[i] ?? 0) > 0.5 && labels[i]) keep.add(labels[i]!);
  for (let i = 0; i < labels.length; i += 1) {
    const label = labels[i] ?? 0;
    if (label > 0 && !keep.has(label)) out.data[i] = 0;
  }
  return out;
}
