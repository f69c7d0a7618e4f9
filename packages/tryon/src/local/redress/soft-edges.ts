import { isInsideFace } from '../person/detect-people';
import { refineMaskEdges } from '../person/matte-edges';
import type { PersonAnalysis } from '../person/person-analysis';
import { boundingBox, growBox } from '../raster/geometry';
import { blurMap, createFloatMap, type FloatMap } from '../raster/raster';
import { boxMean } from '../raster/box-filter';

/**
 * Full-size part labels from the half-size ones: each pixel takes the part with the largest
 * bilinear weight among its four nearest half-size cells (cells outside the fabric do not vote),
 * so a seam between two parts runs in single-pixel steps along the line the half-size labels
 * imply, not in 2×2 blocks. Pixels outside `inside` stay -1.
 */
export function upsampleLabels(
  half: Int8Array,
  w: number,
  h: number,
  width: number,
  height: number,
  inside: (i: number) => boolean,
): Int8Array {
  const labels = new Int8Array(width * height).fill(-1);
  const votes = new Float32Array(128);
  const seen: number[] = [];
  const vote = (j: number, weight: number) => {
    const l = half[j] ?? -1;
    if (l < 0) return;
    if ((votes[l] ?? 0) === 0) seen.push(l);
    votes[l] = (votes[l] ?? 0) + weight + 1e-6;
  };
  for (let y = 0; y < height; y += 1) {
    const fy = Math.min(h - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(h - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (!inside(i)) continue;
      const own = half[(y >> 1) * w + (x >> 1)] ?? -1;
      const fx = Math.min(w - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(w - 1, x0 + 1);
      const wx = fx - x0;
      seen.length = 0;
      // The four nearest cells vote with their bilinear weights (no per-pixel arrays: this runs
      // for every fabric pixel at full size).
      vote(y0 * w + x0, (1 - wx) * (1 - wy));
      vote(y0 * w + x1, wx * (1 - wy));
      vote(y1 * w + x0, (1 - wx) * wy);
      vote(y1 * w + x1, wx * wy);
      let best = own;
      let bestVote = -1;
      for (const l of seen) {
        const v = votes[l] ?? 0;
        if (v > bestVote || (v === bestVote && l === own)) {
          best = l;
          bestVote = v;
        }
        votes[l] = 0;
      }
      labels[i] = best;
    }
  }
  return labels;
}

/** Whether pixel j lies in a part other than l (outside the fabric does not count). */
function otherPart(labels: Int8Array, j: number, l: number): boolean {
  const m = labels[j] ?? -1;
  return m >= 0 && m !== l;
}

/**
 * Seams between two re-dressed parts: a pixel with a neighbour in another part takes the mean of
 * its 3×3 neighbourhood within the fabric, so a seam is anti-aliased rather than a hard cut
 * along the part labels' pixel steps. Parts kept in their own weave are left as they are.
 */
export function smoothSeams(
  out: Uint8Array,
  labels: Int8Array,
  width: number,
  height: number,
  kept: boolean[],
): void {
  const src = new Uint8Array(out);
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const l = labels[i] ?? -1;
      if (l < 0 || kept[l] === true) continue;
      const seam =
        otherPart(labels, i - 1, l) ||
        otherPart(labels, i + 1, l) ||
        otherPart(labels, i - width, l) ||
        otherPart(labels, i + width, l);
      if (!seam) continue;
      const sum = [0, 0, 0];
      let n = 0;
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) {
          const j = i + dy * width + dx;
          if ((labels[j] ?? -1) < 0) continue;
          n += 1;
          for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (src[j * 3 + c] ?? 0);
        }
      for (let c = 0; c < 3; c += 1) out[i * 3 + c] = Math.round((sum[c] ?? 0) / n);
    }
}

/**
 * The re-dressed fabric's outline, anti-aliased against the photo: the worn-fabric mask (a
 * person matte from a small segmentation, minus skin and hair: a staircase) is refined with the
 * colour guided filter over a band of one window around its edge, so its edge lands where the
 * photo's is and its edge pixels are partly covered. The new fabric reaches the pixels the
 * refinement adds by its nearest painted pixels; edge pixels blend it with what lies beyond the
 * fabric nearby (not with the old fabric mixed into the photo's own edge pixels, which would
 * leave a fringe of the old colour). Hair and the face never gain cover. Returns the coverage.
 */
export function softCover(
  person: PersonAnalysis,
  labels: Int8Array,
  out: Uint8Array,
  kept: boolean[],
  edge: EdgeCover = edgeCover(person, labels),
): FloatMap {
  const { image } = person;
  const { width, height } = image;
  const { refined, behind } = edge;
  const alpha = refined.data;
  const owner = extendPaint(out, labels, alpha, width, height);
  const src = image.data;
  for (let i = 0; i < alpha.length; i += 1) {
    const a = alpha[i] ?? 0;
    if (a >= 1) continue;
    if (a <= 0 || (owner[i] ?? -1) < 0) {
      alpha[i] = 0;
      for (let c = 0; c < 3; c += 1) out[i * 3 + c] = src[i * 3 + c] ?? 0;
      continue;
    }
    // A part kept in its own weave blends with the photo's own edge (it is the same fabric).
    const own = kept[owner[i] ?? 0] === true || (behind.weight[i] ?? 0) < 0.05;
    for (let c = 0; c < 3; c += 1) {
      const b = own ? (src[i * 3 + c] ?? 0) : (behind.rgb[i * 3 + c] ?? 0);
      out[i * 3 + c] = Math.round((out[i * 3 + c] ?? 0) * a + b * (1 - a));
    }
  }
  return refined;
}

/** What edgeCover reads of the person. */
export type EdgeInputs = Pick<PersonAnalysis, 'image' | 'hair' | 'face' | 'matte'>;

/** softCover's edge, before anything is painted: the refined cover and the backdrop beside it. */
export interface EdgeCover {
  refined: FloatMap;
  behind: { rgb: Float32Array; weight: Float32Array };
}

/**
 * The cover refined along the labels' edge (hair and the face never gain it) and the backdrop
 * beside that edge: read from the person and the labels only, so it can be found before the
 * garment's fabric is there. softCover edits `refined` in place.
 */
export function edgeCover(person: EdgeInputs, labels: Int8Array): EdgeCover {
  const { image, hair, face, matte } = person;
  const { width, height } = image;
  const hard = createFloatMap(width, height);
  for (let i = 0; i < labels.length; i += 1) hard.data[i] = (labels[i] ?? -1) >= 0 ? 1 : 0;
  const refined = refineMaskEdges(image, hard, undefined, { low: 0.2, high: 0.8, factor: 2 });
  const alpha = refined.data;
  // Off the mask: hair and the face never gain cover; where the person matte is sure of the
  // backdrop, only a mostly covered pixel is fabric.
  const keepOff = () => {
    for (let i = 0; i < alpha.length; i += 1) {
      if ((hard.data[i] ?? 0) > 0 || (alpha[i] ?? 0) <= 0) continue;
      const x = i % width;
      const y = (i - x) / width;
      if ((hair.data[i] ?? 0) > 0.5 || (face && isInsideFace(face, x, y, 1.05))) alpha[i] = 0;
      else if ((matte.data[i] ?? 0) < 0.02 && (alpha[i] ?? 0) < 0.5) alpha[i] = 0;
    }
  };
  keepOff();
  const behind = backdropNearby(image.data, hard, alpha, width, height);
  sharpenLowContrast(image.data, matte.data, hard, alpha, width, height);
  keepOff();
  return { refined, behind };
}

/**
 * Fabric and backdrop closer than this (RGB distance of their means around a pixel) give the
 * guided filter nothing to place an edge by: a white top against a white curtain.
 */
const LOW_CONTRAST = 30;
/** The person matte's slope is multiplied by this at its half-way contour (a 20 px ramp: 3 px). */
const MATTE_SLOPE = 6;
/** A pixel the person matte holds this surely is within the person, not at the backdrop. */
const INSIDE_MATTE = 0.9;
/** The worn-fabric mask's steps (px) along a soft matte. */
const MASK_STEP = 4;

/**
 * Where the old fabric and the backdrop beside it are nearly one colour (a white sleeve against
 * a white curtain: vton person_02), the refined cover is a ramp as wide as the filter's reach,
 * 15 px from backdrop to fabric; once the fabric is dark, a grey haze round the sleeve. There,
 * within MASK_STEP + 1 px of the mask's edge and off the person's sure inside, the cover is the
 * person matte's half-way contour, steepened to a ramp of a few pixels; off the mask only pixels
 * of the one colour gain it (not skin or hair at the silhouette). The two colours are the
 * means of the fabric (inside the mask, fully covered) and of what lies outside it (uncovered)
 * over the 5 × 5 cells of 1/128 of the frame around the pixel's. Edits `alpha` in place.
 */
function sharpenLowContrast(
  rgb: Uint8Array,
  matte: Float32Array,
  hard: FloatMap,
  alpha: Float32Array,
  width: number,
  height: number,
): void {
  // Each side's sums per cell of 1/128 of the frame, then their means over the 5 × 5 cells
  // around (boxMean): the means within about 1/50 of the frame either way, for one pass.
  const cell = Math.max(4, Math.round(Math.max(width, height) / 128));
  const gw = Math.ceil(width / cell);
  const gh = Math.ceil(height / cell);
  const cellOfX = Int32Array.from({ length: width }, (_, x) => Math.floor(x / cell));
  const cellOf = (x: number, y: number) => Math.floor(y / cell) * gw + (cellOfX[x] ?? 0);
  const sums = [new Float64Array(gw * gh * 4), new Float64Array(gw * gh * 4)];
  for (let y = 0, i = 0; y < height; y += 1) {
    const row = Math.floor(y / cell) * gw;
    for (let x = 0; x < width; x += 1, i += 1) {
      const a = alpha[i] ?? 0;
      const inMask = (hard.data[i] ?? 0) > 0;
      const acc = inMask && a >= 1 ? sums[0] : !inMask && a <= 0 ? sums[1] : undefined;
      if (!acc) continue;
      const k = (row + (cellOfX[x] ?? 0)) * 4;
      acc[k] = (acc[k] ?? 0) + 1;
      acc[k + 1] = (acc[k + 1] ?? 0) + (rgb[i * 3] ?? 0);
      acc[k + 2] = (acc[k + 2] ?? 0) + (rgb[i * 3 + 1] ?? 0);
      acc[k + 3] = (acc[k + 3] ?? 0) + (rgb[i * 3 + 2] ?? 0);
    }
  }
  const means = sums.map((acc) => {
    // Each channel's mean over the 5 × 5 cells around; the weight's mean divides it out.
    const [w, r, g, b] = [0, 1, 2, 3].map((c) =>
      boxMean(
        Float32Array.from({ length: gw * gh }, (_, k) => acc[k * 4 + c] ?? 0),
        gw,
        gh,
        2,
      ),
    );
    const out = new Float32Array(gw * gh * 3).fill(NaN);
    for (let k = 0; k < gw * gh; k += 1) {
      const n = w?.[k] ?? 0;
      if (n <= 0) continue;
      out[k * 3] = (r?.[k] ?? 0) / n;
      out[k * 3 + 1] = (g?.[k] ?? 0) / n;
      out[k * 3 + 2] = (b?.[k] ?? 0) / n;
    }
    return out;
  });
  const rim = blurMap(hard, MASK_STEP + 1, 1).data;
  for (let i = 0; i < alpha.length; i += 1) {
    const a = alpha[i] ?? 0;
    const r = rim[i] ?? 0;
    if ((a <= 0 || a >= 1) && (r <= 0 || r >= 1)) continue;
    // Within the person (trousers, skin beside the fabric) the refined cover stands.
    if ((matte[i] ?? 0) >= INSIDE_MATTE) continue;
    const x = i % width;
    const k = cellOf(x, (i - x) / width) * 3;
    let apart = 0;
    let own = 0;
    for (let c = 0; c < 3; c += 1) {
      const fabric = means[0]?.[k + c] ?? NaN;
      apart += (fabric - (means[1]?.[k + c] ?? NaN)) ** 2;
      own += (fabric - (rgb[i * 3 + c] ?? 0)) ** 2;
    }
    // NaN (no fabric or backdrop nearby) fails both tests. Off the mask, only a pixel of that
    // one colour (not skin or hair at the silhouette) may gain cover.
    if (!(apart < LOW_CONTRAST ** 2)) continue;
    if ((hard.data[i] ?? 0) <= 0 && !(own < LOW_CONTRAST ** 2)) continue;
    // The matte's half-way contour is smooth where the mask steps (a small segmentation's pixels).
    const edge = ((matte[i] ?? 0) - 0.5) * MATTE_SLOPE + 0.5;
    alpha[i] = Math.max(0, Math.min(1, edge));
  }
}

/**
 * Pixels the refined cover adds outside the labels take the mean of their painted neighbours,
 * ring by ring; returns each pixel's part (the labels, extended; -1 where none reached).
 */
function extendPaint(
  out: Uint8Array,
  labels: Int8Array,
  alpha: Float32Array,
  width: number,
  height: number,
): Int8Array {
  const owner = Int8Array.from(labels);
  let pending: number[] = [];
  for (let i = 0; i < alpha.length; i += 1)
    if ((owner[i] ?? -1) < 0 && (alpha[i] ?? 0) > 0) pending.push(i);
  while (pending.length > 0) {
    const filled: [number, number, number, number, number][] = [];
    const next: number[] = [];
    for (const i of pending) {
      const x = i % width;
      const y = (i - x) / width;
      const sum = [0, 0, 0];
      let n = 0;
      let part = -1;
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) {
          if (x + dx < 0 || x + dx >= width || y + dy < 0 || y + dy >= height) continue;
          const j = i + dy * width + dx;
          const l = owner[j] ?? -1;
          if (l < 0) continue;
          n += 1;
          part = l;
          for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (out[j * 3 + c] ?? 0);
        }
      if (n === 0) next.push(i);
      else filled.push([i, part, (sum[0] ?? 0) / n, (sum[1] ?? 0) / n, (sum[2] ?? 0) / n]);
    }
    if (filled.length === 0) break;
    for (const [i, part, r, g, b] of filled) {
      owner[i] = part;
      out[i * 3] = Math.round(r);
      out[i * 3 + 1] = Math.round(g);
      out[i * 3 + 2] = Math.round(b);
    }
    pending = next;
  }
  return owner;
}

/**
 * The photo's colour just beyond the fabric (outside the mask and the refined cover), per pixel.
 * Read only on the edge band (0 < cover < 1), so only the backdrop within the blurs' reach of
 * the band's box is blurred (see bandReach): the same values there as a whole-frame blur.
 */
export function backdropNearby(
  rgb: Uint8Array,
  hard: FloatMap,
  alpha: Float32Array,
  width: number,
  height: number,
): { rgb: Float32Array; weight: Float32Array } {
  const radius = Math.max(2, Math.round(Math.max(width, height) / 256));
  const reach = bandReach(alpha, width, height, radius);
  const weight = createFloatMap(width, height);
  const planes = [0, 1, 2].map(() => createFloatMap(width, height));
  for (let y = reach.y0; y <= reach.y1; y += 1)
    for (let x = reach.x0, i = y * width + x; x <= reach.x1; x += 1, i += 1) {
      if ((hard.data[i] ?? 0) > 0 || (alpha[i] ?? 0) > 0.02) continue;
      weight.data[i] = 1;
      for (let c = 0; c < 3; c += 1) (planes[c] as FloatMap).data[i] = rgb[i * 3 + c] ?? 0;
    }
  const w = blurMap(weight, radius, 2).data;
  const blurred = planes.map((p) => blurMap(p, radius, 2).data);
  const out = new Float32Array(width * height * 3);
  for (let i = 0; i < w.length; i += 1) {
    const n = w[i] ?? 0;
    if (n < 1e-3) continue;
    for (let c = 0; c < 3; c += 1) out[i * 3 + c] = (blurred[c]?.[i] ?? 0) / n;
  }
  return { rgb: out, weight: w };
}

/** Box radius up to which bandReach's blurs give a whole-frame blur's values (see there). */
const EXACT_RADIUS = 4;

/**
 * The box of the pixels a two-pass box blur of `radius` carries to the edge band (0 < cover < 1):
 * the band's bounding box grown by 2 × radius. Outside it the backdrop can be left out, and the
 * band's blurred values stay those of the whole frame bit for bit, because every running sum is
 * exact: the inputs are integers (0/1 weights, 0–255 colours), and with windows of at most 9
 * pixels each pass's values are multiples of 2⁻²⁷, 2⁻³⁰, 2⁻³³ below 2¹² (well within a double's
 * 53 bits), so no sum depends on what entered and left the window before. Past EXACT_RADIUS
 * (photos worked on above 1152 px) that no longer holds: the whole frame.
 */
function bandReach(alpha: Float32Array, width: number, height: number, radius: number) {
  const whole = { x0: 0, y0: 0, x1: width - 1, y1: height - 1 };
  if (radius > EXACT_RADIUS) return whole;
  const box = boundingBox(alpha.length, width, (i) => {
    const a = alpha[i] ?? 0;
    return a > 0 && a < 1;
  });
  if (!box) return { x0: 0, y0: 0, x1: -1, y1: -1 };
  return growBox(box, 2 * radius, width, height);
}
