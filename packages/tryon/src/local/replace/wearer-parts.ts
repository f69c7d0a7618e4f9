import { hueGap, hueOf, type Rgb } from '../raster/palette';
import { isSkinLike } from './place-garment';

/** Skin of the garment photo's wearer lies within this many degrees of hue of their face's. */
const WEARER_HUE = 8;

/**
 * A garment that is mostly not skin-coloured: its skin-coloured pixels are its wearer's hands or
 * arms in front of it (cut-outs keep them when the fabric is warm-toned), synthesised instead.
 * When the wearer's face skin is known (`wearer`), only those within WEARER_HUE of its hue: gold
 * zari and beige motifs pass the skin-colour test too, yellower than skin (vton garment_06's
 * sunflowers at 25–35°, D12's gold placket at 30–40°, their wearers' faces at 20–21°), and
 * were made again from the plain ground: the kurta lost its flowers, the placket its embroidery.
 */
export function dropWearerSkin(rgb: Float32Array, good: Uint8Array, wearer?: Rgb): void {
  let total = 0;
  let skin = 0;
  for (let i = 0; i < good.length; i += 1) {
    if (!good[i]) continue;
    total += 1;
    if (isSkinLike(rgb, i)) skin += 1;
  }
  if (total === 0 || skin > total * 0.3) return;
  const hue = wearer ? hueOf(...wearer) : undefined;
  for (let i = 0; i < good.length; i += 1) {
    if (!good[i] || !isSkinLike(rgb, i)) continue;
    if (hue !== undefined) {
      const h = hueOf(rgb[i * 3] ?? 0, rgb[i * 3 + 1] ?? 0, rgb[i * 3 + 2] ?? 0);
      if (hueGap(h, hue) > WEARER_HUE) continue;
    }
    good[i] = 0;
  }
}

export const luma = (rgb: Float32Array, i: number) =>
  0.299 * (rgb[i * 3] ?? 0) + 0.587 * (rgb[i * 3 + 1] ?? 0) + 0.114 * (rgb[i * 3 + 2] ?? 0);

/**
 * Long hair of the garment photo's wearer falls over the shoulders and the chest: on a light
 * garment, pixels there far darker than the fabric are that hair, synthesised instead.
 */
export function dropWearerHair(
  rgb: Float32Array,
  good: Uint8Array,
  width: number,
  untilY: number,
): number {
  const values: number[] = [];
  for (let i = 0; i < good.length; i += 7) if (good[i]) values.push(luma(rgb, i));
  values.sort((a, b) => a - b);
  const median = values[values.length >> 1] ?? 0;
  if (median < 110) return -1;
  const limit = Math.min(Math.round(untilY), good.length / width) * width;
  for (let i = 0; i < limit; i += 1) if (good[i] && luma(rgb, i) < median * 0.4) good[i] = 0;
  return median * 0.4;
}
