import type { LocalDebugInfo } from '../local/local-engine';
import { toLab, type Rgb } from '../local/raster/palette';
import type { RasterImage } from '../local/raster/raster';

export interface QualitySignals {
  /** Share of the old garment's pixels now covered by the new layer. */
  redressed: number;
  /** Share of background pixels (matte < 0.05, away from the edge) whose colour changed. */
  backgroundChanged: number;
  /** CIE76 ΔE between the mean colour of the re-dressed region and the garment's mean colour. */
  colourDeltaE: number;
}

export function deltaE(a: Rgb, b: Rgb): number {
  const la = toLab(a);
  const lb = toLab(b);
  return Math.hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]);
}

/** Signals measured on the work-size images the engine analysed. */
export function measureSignals(debug: LocalDebugInfo, result: RasterImage): QualitySignals {
  const { person, layer } = debug;
  const original = person.image;
  const coverage = layer.coverage;
  let old = 0;
  let covered = 0;
  let bg = 0;
  let bgChanged = 0;
  const sum = [0, 0, 0];
  let region = 0;
  for (let i = 0; i < coverage.data.length; i += 1) {
    const c = coverage.data[i] ?? 0;
    if ((person.oldGarment.data[i] ?? 0) > 0.5) {
      old += 1;
      if (c > 0.5) covered += 1;
    }
    if ((person.matte.data[i] ?? 0) < 0.02) {
      bg += 1;
      const o = i * 3;
      const d =
        Math.abs((result.data[o] ?? 0) - (original.data[o] ?? 0)) +
        Math.abs((result.data[o + 1] ?? 0) - (original.data[o + 1] ?? 0)) +
        Math.abs((result.data[o + 2] ?? 0) - (original.data[o + 2] ?? 0));
      if (d > 24) bgChanged += 1;
    }
    if (c > 0.9) {
      region += 1;
      for (let k = 0; k < 3; k += 1) sum[k] = (sum[k] ?? 0) + (result.data[i * 3 + k] ?? 0);
    }
  }
  const mean: Rgb = region
    ? [(sum[0] ?? 0) / region, (sum[1] ?? 0) / region, (sum[2] ?? 0) / region]
    : [0, 0, 0];
  return {
    redressed: old ? covered / old : 0,
    backgroundChanged: bg ? bgChanged / bg : 0,
    colourDeltaE: deltaE(mean, debug.garment.colour),
  };
}
