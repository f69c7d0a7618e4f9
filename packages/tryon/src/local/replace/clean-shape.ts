import type { Category } from '../../types';
import type { GarmentModel } from '../garment/garment-analysis';
import type { PersonAnalysis } from '../person/person-analysis';
import { mid } from '../raster/geometry';
import { blurMap } from '../raster/raster';
import { synthesiseCropped } from './crop-synth';
import type { LevelMap } from './level-map';
import { isSkinLike, type Placement } from './place-garment';
import { rowSpans, type BodyFrame } from './row-spans';
import { sleeveTemplate } from './sleeve-template';

/**
 * The garment's silhouette as the person wears it, cleaned: a garment photo's wearer with bent or
 * crossed arms, a dupatta or a pallu flap leaves fragments (sleeve pieces at the elbow, the
 * wearer's hands, a wall showing between arm and body). The body becomes one piece per row (gaps
 * closed, edges smoothed over rows), sleeves become sleeves along the person's own arms, and what
 * inside that shape the photo did not show as fabric is synthesised from the garment's own fabric.
 */
export interface CleanShape {
  /** Pixels of the shape whose fabric was synthesised (gaps, the wearer's hands, stray background). */
  synthesised: number;
  /** Pixels of the shape. */
  area: number;
}

export function cleanShape(
  person: PersonAnalysis,
  garment: GarmentModel,
  category: Category,
  levels: LevelMap,
  placement: Placement,
): CleanShape {
  const { width, height } = person.image;
  const n = width * height;
  const body = new Uint8Array(n);
  const good = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    const a = placement.alpha.data[i] ?? 0;
    if (placement.sleeve[i]) continue;
    if (a > 0.5 || placement.suspect[i]) body[i] = 1;
    if (a > 0.6 && !placement.suspect[i]) good[i] = 1;
  }
  dropWearerSkin(placement.rgb, good);
  const f = frame(person, levels);
  const hairBelow = dropWearerHair(
    placement.rgb,
    good,
    width,
    f.neckY + person.body.torsoLength * 0.4,
  );
  const spans = rowSpans(body, width, height, f);
  const shape = new Uint8Array(n);
  for (let y = 0; y < height; y += 1) {
    const s = spans[y];
    if (!s) continue;
    for (let x = Math.max(0, Math.ceil(s.x0)); x <= Math.min(width - 1, s.x1); x += 1) {
      const i = y * width + x;
      if (!s.boundOnly || body[i]) shape[i] = 1;
    }
  }
  const sleeveShape = sleeveTemplate(person, garment, category, placement);
  const sleeveGood = new Uint8Array(n);
  let sleeveArea = 0;
  let sleeveGoodCount = 0;
  for (let i = 0; i < n; i += 1) {
    if (!sleeveShape[i] || shape[i]) continue;
    sleeveArea += 1;
    if (
      placement.sleeve[i] &&
      (placement.alpha.data[i] ?? 0) > 0.6 &&
      !isSkinLike(placement.rgb, i) &&
      luma(placement.rgb, i) >= hairBelow
    ) {
      sleeveGood[i] = 1;
      sleeveGoodCount += 1;
    }
  }
  const image = {
    data: toBytes(placement.rgb),
    width,
    height,
    channels: 3 as const,
  };
  const bodyHole = new Uint8Array(n);
  let synthesised = 0;
  for (let i = 0; i < n; i += 1) {
    bodyHole[i] = shape[i] && !good[i] ? 1 : 0;
    synthesised += bodyHole[i] ?? 0;
  }
  if (synthesised > 0)
    paste(
      placement.rgb,
      synthesiseCropped({ image, hole: bodyHole, source: good, seed: 5 }),
      bodyHole,
    );
  // A sleeve mostly missing from the photo (crossed arms, a dupatta over it) is made of the body's fabric.
  const ownSleeve = sleeveGoodCount > sleeveArea * 0.35;
  const sleeveHole = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    if (!sleeveShape[i] || shape[i]) continue;
    if (!ownSleeve || !sleeveGood[i]) sleeveHole[i] = 1;
    synthesised += sleeveHole[i] ?? 0;
  }
  if (sleeveArea > 0 && synthesised > 0) {
    const source = ownSleeve ? sleeveGood : good;
    paste(
      placement.rgb,
      synthesiseCropped({ image, hole: sleeveHole, source, seed: 9 }),
      sleeveHole,
    );
  }
  const union = { data: new Float32Array(n), width, height };
  for (let i = 0; i < n; i += 1) union.data[i] = shape[i] || sleeveShape[i] ? 1 : 0;
  const soft = blurMap(union, 1, 1);
  let area = 0;
  for (let i = 0; i < n; i += 1) {
    const inside = union.data[i] === 1;
    placement.alpha.data[i] = inside ? Math.max(0.6, soft.data[i] ?? 0) : 0;
    placement.sleeve[i] = sleeveShape[i] && !shape[i] ? 1 : 0;
    area += inside ? 1 : 0;
  }
  return { synthesised, area };
}

/**
 * A garment that is mostly not skin-coloured: its skin-coloured pixels are its wearer's hands or
 * arms in front of it (cut-outs keep them when the fabric is warm-toned), synthesised instead.
 */
function dropWearerSkin(rgb: Float32Array, good: Uint8Array): void {
  let total = 0;
  let skin = 0;
  for (let i = 0; i < good.length; i += 1) {
    if (!good[i]) continue;
    total += 1;
    if (isSkinLike(rgb, i)) skin += 1;
  }
  if (total === 0 || skin > total * 0.3) return;
  for (let i = 0; i < good.length; i += 1) if (good[i] && isSkinLike(rgb, i)) good[i] = 0;
}

const luma = (rgb: Float32Array, i: number) =>
  0.299 * (rgb[i * 3] ?? 0) + 0.587 * (rgb[i * 3 + 1] ?? 0) + 0.114 * (rgb[i * 3 + 2] ?? 0);

/**
 * Long hair of the garment photo's wearer falls over the shoulders and the chest: on a light
 * garment, pixels there far darker than the fabric are that hair, synthesised instead.
 */
function dropWearerHair(
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

function toBytes(rgb: Float32Array): Uint8Array {
  const out = new Uint8ClampedArray(rgb.length);
  for (let k = 0; k < rgb.length; k += 1) out[k] = rgb[k] ?? 0; // clamps and rounds
  return new Uint8Array(out.buffer);
}

function paste(dst: Float32Array, src: Float32Array, mask: Uint8Array): void {
  for (let i = 0; i < mask.length; i += 1) {
    if (!mask[i]) continue;
    dst[i * 3] = src[i * 3] ?? 0;
    dst[i * 3 + 1] = src[i * 3 + 1] ?? 0;
    dst[i * 3 + 2] = src[i * 3 + 2] ?? 0;
  }
}

/** Body frame for the row spans: centre line, shoulder width, where the torso and the hem are. */
function frame(person: PersonAnalysis, levels: LevelMap): BodyFrame {
  const b = person.body;
  const shoulder = mid(b.shoulderL, b.shoulderR);
  const hip = mid(b.hipL, b.hipR);
  const centreAt = (y: number): number => {
    const t = (y - shoulder.y) / Math.max(1, hip.y - shoulder.y);
    return shoulder.x + (hip.x - shoulder.x) * Math.max(0, Math.min(1, t));
  };
  return {
    centreAt,
    sw: b.shoulderWidth,
    neckY: shoulder.y + b.torsoLength * 0.22,
    hipY: hip.y,
    hemY: levels.hemY,
  };
}
