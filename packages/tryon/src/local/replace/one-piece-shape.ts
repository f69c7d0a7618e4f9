import type { Point } from '../raster/geometry';
import { blurMap, morphMask } from '../raster/raster';
import { binOf, centreShares, quiltFabric, widenBins } from './long-top-fabric';
import { isSkinLike } from './place-garment';
import { luma } from './wearer-parts';
import type { BodyFrame, Span } from './row-spans';
import { continueFromBelow } from './skirt-continuation';

/**
 * A full-length one-piece (lehenga with its choli, anarkali, gown) as its photo shows it, without
 * what hangs apart from it: a dupatta spread beside the skirt, draped over the arms or across the
 * midriff is another fabric, and its outline is no outline of the garment's. Row spans taken from
 * such a photo turn the dupatta into wings of flat fabric with straight cut edges. So:
 * - the garment's own fabric is told apart by colour: the colours down the front's centre line
 *   (where a dupatta rarely is) above the waist for the choli and below it for the skirt; broad
 *   areas of other colours are the dupatta and are dropped (small details inside the fabric stay);
 * - below the waist the skirt is one smooth, symmetric silhouette flaring from the waist to the
 *   hem, its widths read robustly from the photo (the narrower side, medians over rows), so a
 *   dupatta's spread neither widens nor jags it;
 * - inside that silhouette, whatever the photo shows of another fabric is quilted from the
 *   garment's own fabric.
 */

/** Where the skirt starts: a lehenga's waistband sits above the hip joints. */
export function waistRow(f: BodyFrame): number {
  return f.hipY - (f.hipY - f.neckY) * 0.22;
}

/**
 * The colour bins (widened by one bin for shading) holding at least 4 % of the shown fabric in a
 * band about the centre line between rows y0 and y1; undefined when the band shows too little.
 */
function centreColours(
  rgb: Float32Array,
  good: Uint8Array,
  f: BodyFrame,
  width: number,
  y0: number,
  y1: number,
): Uint8Array | undefined {
  const shares = centreShares(rgb, good, f, width, y0, y1);
  return shares && widenBins((bin) => (shares[bin] ?? 0) >= 0.04);
}

export interface OwnFabric {
  /** 1 where a shown pixel is the garment's own fabric (or a small detail inside it). */
  keep: Uint8Array;
  /** Shown pixels of another fabric (a dupatta), dropped. */
  other: Uint8Array;
  /** Count of `other`. */
  otherCount: number;
  /** Count of shown pixels. */
  shownCount: number;
}

/** The garment's own fabric among the shown pixels: choli colours above the waist, skirt below. */
export function ownFabric(
  rgb: Float32Array,
  good: Uint8Array,
  f: BodyFrame,
  width: number,
): OwnFabric {
  const height = good.length / width;
  const waist = waistRow(f);
  // The choli's colours from the bust, where it surely is (lower, a sheer dupatta over the
  // wearer's midriff would pass for it); the skirt's from below the waistband.
  const upper = centreColours(rgb, good, f, width, f.neckY, f.neckY + (waist - f.neckY) * 0.45);
  const lower = centreColours(rgb, good, f, width, waist + f.sw * 0.1, f.hemY);
  const main = { data: new Float32Array(good.length), width, height };
  for (let i = 0; i < good.length; i += 1) {
    if (!good[i]) continue;
    const y = Math.floor(i / width);
    const bins = y < waist ? (upper ?? lower) : (lower ?? upper);
    if (!bins || bins[binOf(rgb, i)]) main.data[i] = 1;
  }
  const share = blurMap(main, Math.max(2, f.sw * 0.08));
  const keep = new Uint8Array(good.length);
  const other = new Uint8Array(good.length);
  let otherCount = 0;
  let shownCount = 0;
  for (let i = 0; i < good.length; i += 1) {
    if (!good[i]) continue;
    shownCount += 1;
    if ((main.data[i] ?? 0) > 0 || (share.data[i] ?? 0) > 0.6) keep[i] = 1;
    else {
      other[i] = 1;
      otherCount += 1;
    }
  }
  return { keep, other, otherCount, shownCount };
}

/**
 * Where the choli ends and the skirt begins (person rows): the choli ends at the first row below
 * the chest where the photo shows little of the garment's own fabric about the centre line (a
 * bare midriff, or the wearer's hands and a dupatta over it); the skirt begins where the photo
 * shows its fabric again, at the waist at the latest. Between them the person's own midriff shows.
 * Without such a gap (an anarkali, a gown) both are the waist.
 */
export function choliAndSkirt(
  rgb: Float32Array,
  keep: Uint8Array,
  f: BodyFrame,
  width: number,
): { choliEnd: number; skirtTop: number } {
  const height = keep.length / width;
  const waist = waistRow(f);
  const shownAt = (y: number) => {
    const c = f.centreAt(y);
    let k = 0;
    let t = 0;
    for (let x = Math.round(c - f.sw * 0.4); x < c + f.sw * 0.4; x += 1) {
      if (x < 0 || x >= width) continue;
      t += 1;
      const i = y * width + x;
      // Skin seen through a sheer dupatta is smooth and skin-coloured: not the choli.
      if (keep[i] && !(isSkinLike(rgb, i) && smoothAt(rgb, width, height, x, y))) k += 1;
    }
    return t ? k / t : 0;
  };
  const run = Math.max(3, Math.round(f.sw * 0.04));
  const from = Math.round(f.neckY + (f.hipY - f.neckY) * 0.3);
  const to = Math.min(height - 1, Math.round(waist));
  let choliEnd = -1;
  for (let y = from, low = 0; y <= to; y += 1) {
    low = shownAt(y) < 0.3 ? low + 1 : 0;
    if (low >= run) {
      choliEnd = y - run + 1;
      break;
    }
  }
  if (choliEnd < 0) return { choliEnd: waist, skirtTop: waist };
  let skirtTop = waist;
  for (let y = choliEnd, high = 0; y <= to; y += 1) {
    high = shownAt(y) >= 0.5 ? high + 1 : 0;
    if (high >= run) {
      skirtTop = y - run + 1;
      break;
    }
  }
  return { choliEnd, skirtTop };
}

/**
 * The rows between choli and skirt where the person's own midriff is bare (skin over most of the
 * torso's middle): 1 where bare. Rows of the gap where the person wore a top are covered by the
 * choli (upper half of the gap) or the skirt's waistband (lower half), not synthesised as skin.
 */
export function bareRows(
  skin: Float32Array,
  f: BodyFrame,
  width: number,
  from: number,
  to: number,
): Uint8Array {
  const out = new Uint8Array(Math.ceil(skin.length / width));
  for (let y = Math.max(0, Math.ceil(from)); y < Math.min(out.length, to); y += 1) {
    const c = f.centreAt(y);
    let bare = 0;
    let t = 0;
    for (let x = Math.round(c - f.sw * 0.3); x <= c + f.sw * 0.3; x += 1) {
      if (x < 0 || x >= width) continue;
      t += 1;
      bare += (skin[y * width + x] ?? 0) > 0.5 ? 1 : 0;
    }
    out[y] = t && bare > t * 0.7 ? 1 : 0;
  }
  // The old outfit's edge is not level: rows next to a covered one are covered too.
  const r = Math.max(2, Math.round(f.sw * 0.05));
  const covered = out.map((v, y) => (y >= from && y < to && !v ? 1 : 0));
  for (let y = Math.max(0, Math.ceil(from)); y < Math.min(out.length, to); y += 1)
    for (let d = -r; d <= r; d += 1) if (covered[y + d]) out[y] = 0;
  return out;
}

/**
 * Stretches rows [from, end) of an RGB layer (linearly interpolated) and of masks (nearest row)
 * down to [from, to): a choli lengthened to cover the person's top. Rows at and above `from` stay.
 */
export function stretchRows(
  rgb: Float32Array,
  masks: Uint8Array[],
  width: number,
  from: number,
  end: number,
  to: number,
): void {
  const top = Math.max(0, Math.ceil(from));
  const last = Math.min(rgb.length / 3 / width, Math.ceil(to)) - 1;
  if (to - from <= end - from + 1 || end <= from) return;
  const k = (end - from) / (to - from);
  // Bottom up: each row reads rows above it, not yet written.
  for (let y = last; y >= top; y -= 1) {
    const src = from + (y - from) * k;
    const y0 = Math.floor(src);
    const t = src - y0;
    const y1 = Math.min(y0 + 1, y);
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const a = y0 * width + x;
      const b = y1 * width + x;
      for (let c = 0; c < 3; c += 1)
        rgb[i * 3 + c] = (rgb[a * 3 + c] ?? 0) * (1 - t) + (rgb[b * 3 + c] ?? 0) * t;
      const near = t < 0.5 ? a : b;
      for (const m of masks) m[i] = m[near] ?? 0;
    }
  }
}

/**
 * The wearer's skin seen through a sheer dupatta (over the midriff, the arms) passes for the
 * fabric's colour but is smooth: between rows `from` and `to` it is taken out of `keep` (it is
 * made of the garment's fabric instead, or the person's own midriff shows). Returns the count.
 */
export function dropSheerSkin(
  rgb: Float32Array,
  keep: Uint8Array,
  width: number,
  from: number,
  to: number,
): number {
  const height = keep.length / width;
  const seen = { data: new Float32Array(keep.length), width, height };
  for (let y = Math.max(0, Math.round(from)); y < Math.min(height, to); y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (keep[i] && isSkinLike(rgb, i) && smoothAt(rgb, width, height, x, y)) seen.data[i] = 1;
    }
  // Broad areas only: a smooth skin-toned speck inside embroidery is the fabric's own.
  const share = blurMap(seen, 4);
  let n = 0;
  for (let i = 0; i < keep.length; i += 1)
    if (seen.data[i] && (share.data[i] ?? 0) > 0.6) {
      keep[i] = 0;
      n += 1;
    }
  return n;
}

/** Whether the luma around (x, y) (5×5) is smooth: skin, not embroidery or a print. */
function smoothAt(rgb: Float32Array, width: number, height: number, x: number, y: number): boolean {
  let sum = 0;
  let sq = 0;
  let n = 0;
  for (let dy = -2; dy <= 2; dy += 1)
    for (let dx = -2; dx <= 2; dx += 1) {
      const xx = x + dx;
      const yy = y + dy;
      if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
      const v = luma(rgb, yy * width + xx);
      sum += v;
      sq += v * v;
      n += 1;
    }
  const mean = sum / n;
  return sq / n - mean * mean < 100;
}

/**
 * Half the skirt's width at the waistband: the person's waist, narrower than the shoulders (from
 * the hip joints, a little eased); the flare below it clears the hips.
 */
export const waistHalf = (f: BodyFrame & { hipHalf: number }) =>
  Math.min(f.sw * 0.5, Math.max(f.sw * 0.38, f.hipHalf + f.sw * 0.1));

/**
 * Above the waist a choli is as wide as the person's torso: a dupatta over the wearer's arms, or
 * spread beside them at the midriff, is not part of it.
 */
export function clampToTorso(
  shape: Uint8Array,
  f: BodyFrame & { hipHalf: number },
  width: number,
  waistY: number,
): void {
  const last = Math.min(shape.length / width, Math.ceil(waistY));
  const torso = Math.max(f.sw * 0.5, waistHalf(f));
  for (let y = 0; y < last; y += 1) {
    const c = f.centreAt(y);
    const half = y < f.neckY ? f.sw * 0.62 : torso;
    for (let x = 0; x < width; x += 1) if (Math.abs(x - c) > half) shape[y * width + x] = 0;
  }
}

/**
 * A choli is cut alike on both sides; its photo is not: the wearer's hand on her hip, or a
 * dupatta or her hair over one shoulder, cuts one side away. Every row above `lastY` becomes the
 * union of itself and its mirror image about the body's centre line (the neckline stays open;
 * what the mirror adds is quilted from the choli's fabric).
 */
export function mirrorCholi(shape: Uint8Array, f: BodyFrame, width: number, lastY: number): void {
  const last = Math.min(shape.length / width, Math.ceil(lastY));
  for (let y = 0; y < last; y += 1) {
    const row = y * width;
    const c = f.centreAt(y);
    for (let x = 0; x < width; x += 1) {
      const m = Math.round(2 * c - x);
      if (m >= 0 && m < width && shape[row + m]) shape[row + x] = 1;
    }
  }
}

/** How far a row of `mask` reaches out from the body's centre line on each side. */
export function rowReach(
  mask: Uint8Array,
  y: number,
  f: BodyFrame,
  width: number,
): [number, number] | undefined {
  if (y < 0 || y >= mask.length / width) return undefined;
  const row = mask.subarray(y * width, (y + 1) * width);
  const first = row.indexOf(1);
  if (first < 0) return undefined;
  const c = f.centreAt(y);
  return [c - first, row.lastIndexOf(1) - c];
}

/**
 * Below its widest row a choli's sides come in to the waist or run straight: each side may lean
 * out past its narrowest reach above by at most CHOLI_FLARE shoulder widths.
 */
const CHOLI_FLARE = 0.02;

/**
 * A garment photo's wearer with her hands on her hips shows them at the choli's hem, bangles in
 * the choli's colour: the cut-out takes that row as a wing out to both sides (one, mirrored).
 * Each side's reach from the centre line, from its widest row in the choli's upper part down
 * to `toY`, is trimmed to its narrowest reach above plus CHOLI_FLARE (rows above the widest,
 * the armholes, are left as they are).
 */
export function trimCholiSides(
  shape: Uint8Array,
  f: BodyFrame,
  width: number,
  fromY: number,
  toY: number,
): void {
  const first = Math.max(0, Math.ceil(fromY));
  const last = Math.min(shape.length / width - 1, Math.ceil(toY) - 1);
  if (last <= first) return;
  const upper = first + Math.round((last - first) * 0.6);
  const slack = f.sw * CHOLI_FLARE;
  for (const side of [-1, 1]) {
    const reachAt = (y: number) => rowReach(shape, y, f, width)?.[side < 0 ? 0 : 1];
    let widest = -1;
    let best = -Infinity;
    for (let y = first; y <= upper; y += 1) {
      const r = reachAt(y);
      if (r !== undefined && r > best) [widest, best] = [y, r];
    }
    if (widest < 0) continue;
    let least = best;
    for (let y = widest + 1; y <= last; y += 1) {
      const r = reachAt(y);
      if (r === undefined) continue;
      const allowed = least + slack;
      if (r > allowed) {
        const c = f.centreAt(y);
        const row = y * width;
        for (let x = 0; x < width; x += 1) if (side * (x - c) > allowed) shape[row + x] = 0;
      }
      least = Math.min(least, Math.min(r, allowed));
    }
  }
}

/**
 * A sleeveless choli's strap ends this far (shoulder widths) inside the shoulder joint at the
 * shoulder's top; down to ARMHOLE_DEPTH below the joint its armhole opens out to the joint.
 */
const STRAP_INSET = 0.12;
const ARMHOLE_DEPTH = 0.25;

/**
 * A sleeveless choli's straps stop short of the shoulders' points. Its photo's wearer's
 * dupatta over one shoulder (vton garment_05), mirrored, covered both shoulders out to the
 * joints: square blocks stood over vton S05's shoulders. On each side, rows above the shoulder
 * joint reach at most to STRAP_INSET inside it, and from there to ARMHOLE_DEPTH below it the
 * limit opens out to the joint (a sleeveless armhole); rows below are left as they are.
 */
export function clipCholiArmholes(
  shape: Uint8Array,
  f: BodyFrame,
  joints: [Point, Point],
  width: number,
): void {
  const height = shape.length / width;
  for (const joint of joints) {
    const side = Math.sign(joint.x - f.centreAt(joint.y)) || 1;
    const last = Math.min(height - 1, Math.floor(joint.y + f.sw * ARMHOLE_DEPTH));
    for (let y = 0; y <= last; y += 1) {
      const c = f.centreAt(y);
      const open = Math.max(0, (y - joint.y) / (f.sw * ARMHOLE_DEPTH));
      const reach = side * (joint.x - c) - f.sw * STRAP_INSET * (1 - open);
      const row = y * width;
      for (let x = 0; x < width; x += 1) if (side * (x - c) > reach) shape[row + x] = 0;
    }
  }
}

const median = (v: number[]) => {
  if (v.length === 0) return undefined;
  const s = [...v].sort((a, b) => a - b);
  return s[s.length >> 1];
};

/**
 * The skirt's half-width at each row from the waist to the hem: from the waist's width to the
 * hem's, flaring a little faster near the waist (a lehenga's kalis open from the waistband).
 * Widths are read from the row spans of the photo: each row's narrower side (a dupatta spread to
 * one side does not count), medians over the band by the waist and over the band above the hem.
 */
export function skirtProfile(
  spans: (Span | undefined)[],
  f: BodyFrame & { hipHalf: number },
  waistY = waistRow(f),
  old?: { data: Float32Array; width: number },
): { waistY: number; half: (y: number) => number } | undefined {
  const hemY = f.hemY;
  if (hemY - waistY < f.sw * 0.5) return undefined;
  const halfAt = (y: number) => {
    const s = spans[y];
    if (!s) return undefined;
    const c = f.centreAt(y);
    return Math.min(c - s.x0, s.x1 - c);
  };
  const band = (from: number, to: number) => {
    const v: number[] = [];
    for (let y = Math.round(from); y <= Math.round(to); y += 1) {
      const h = halfAt(y);
      if (h !== undefined && h > 0) v.push(h);
    }
    return median(v);
  };
  const len = hemY - waistY;
  // The waistband sits on the person's waist (the photo's rows there hold the wearer's hands and
  // the dupatta's ends); the hem is the photo's, read on the narrower side.
  let w0 = waistHalf(f);
  const w1raw = band(hemY - len * 0.3, hemY - len * 0.05);
  const w1 = Math.min(f.sw * 2, Math.max(w0 * 1.3, w1raw ?? w0 * 1.8));
  // The flare clears the person's old outfit (a skirt or jeans beside the legs): the waistband is
  // widened as little as that needs, so the skirt still flares from it.
  if (old) {
    const last = Math.min(old.data.length / old.width - 1, Math.round(hemY));
    // From below the hip joints: above them the waistband stays at the waist and the jeans'
    // corners beside it are made skin or backdrop like the rest of the old outfit.
    const from = Math.max(0, Math.ceil(waistY), Math.ceil(f.hipY + f.sw * 0.1));
    for (let y = from; y <= last; y += 1) {
      const g = ((y - waistY) / len) ** 0.85;
      if (g >= 0.95) break;
      const need = oldRun(old.data, old.width, y, f.centreAt(y), f.sw * 0.8) + 2;
      w0 = Math.max(w0, (need - w1 * g) / (1 - g));
    }
    w0 = Math.min(w0, w1 / 1.15, Math.max(waistHalf(f), f.sw * 0.4));
  }
  return {
    waistY,
    half: (y: number) => {
      const t = Math.max(0, Math.min(1, (y - waistY) / len));
      return w0 + (w1 - w0) * t ** 0.85;
    },
  };
}

/**
 * The skirt's silhouette: rows from the waist to the hem within the profile (never narrowing
 * downwards, smoothed over a few rows), about the body's centre line; the hem curves up a little
 * towards the sides (a round hem seen from the front).
 */
export function skirtShape(
  profile: { waistY: number; half: (y: number) => number },
  f: BodyFrame,
  width: number,
  height: number,
): Uint8Array {
  const out = new Uint8Array(width * height);
  const first = Math.max(0, Math.ceil(profile.waistY));
  const last = Math.min(height - 1, Math.round(f.hemY));
  const halves: number[] = [];
  let widest = 0;
  for (let y = first; y <= last; y += 1) {
    widest = Math.max(widest, profile.half(y));
    halves.push(widest);
  }
  // Smoothed over a few rows (a monotone sequence stays monotone).
  const r = Math.max(2, Math.round(f.sw * 0.06));
  for (let y = first; y <= last; y += 1) {
    let sum = 0;
    let k = 0;
    for (let d = -r; d <= r; d += 1) {
      const h = halves[y - first + d];
      if (h === undefined) continue;
      sum += h;
      k += 1;
    }
    const half = sum / k;
    const c = f.centreAt(y);
    const x0 = Math.max(0, Math.ceil(c - half));
    const x1 = Math.min(width - 1, Math.floor(c + half));
    for (let x = x0; x <= x1; x += 1) {
      const u = Math.abs(x - c) / half;
      if (y > f.hemY - f.sw * 0.06 * u ** 2) continue;
      out[y * width + x] = 1;
    }
  }
  return out;
}

/**
 * How far the old outfit runs from the centre in row y, to the left and to the right (gaps of
 * 3 px bridged), each capped; [0, 0] when the centre is not in it.
 */
function oldReach(
  old: Float32Array,
  width: number,
  y: number,
  c: number,
  cap: number,
): [number, number] {
  const on = (x: number) => x >= 0 && x < width && (old[y * width + x] ?? 0) > 0.5;
  const cx = Math.round(c);
  if (!on(cx)) return [0, 0];
  const reach = (dir: number) => {
    let far = 0;
    for (let d = 1; d <= cap; d += 1) {
      if (on(cx + dir * d)) far = d;
      else if (d - far > 3) break;
    }
    return far;
  };
  return [reach(-1), reach(1)];
}

/** Half-width of the old outfit's run about the centre in row y (gaps of 3 px bridged), capped. */
const oldRun = (old: Float32Array, width: number, y: number, c: number, cap: number) =>
  Math.max(...oldReach(old, width, y, c, cap));

/**
 * The old top's run is followed this far from the centre line (shoulder widths): one that goes
 * on past it is a sleeve joined to the top (the arms hang beside the torso).
 */
const TOP_RUN = 0.7;
/**
 * An old top's side ending further from the centre line than this (shoulder widths) is no
 * torso's (a loose top): that side of the choli is left as the photo has it.
 */
const CHOLI_SIDE = 0.55;
/** Rows over which the old top's edges are taken as medians (shoulder widths). */
const SIDE_ROWS = 0.12;

/**
 * Below the neckline a choli hugs the torso: each row reaches out to where the person's old top
 * ends on either side (medians over a few rows, so an arm touching the side does not jut out),
 * when that is wider than the photo's choli. The photo's choli, placed by the shoulder joints,
 * stopped short of the sides of a woman's tank top (vton-dev D16), and the gaps between choli
 * and arm became made skin. A side whose old top runs on into a sleeve (the arms down beside
 * the torso) is left as the photo has it: there the torso's edge cannot be told.
 */
export function fitCholiToTorso(
  shape: Uint8Array,
  old: { data: Float32Array; width: number },
  f: BodyFrame,
  fromY: number,
  toY: number,
): void {
  const { width } = old;
  const first = Math.max(0, Math.ceil(fromY));
  const last = Math.min(shape.length / width - 1, Math.floor(toY) - 1);
  if (last < first) return;
  const cap = f.sw * TOP_RUN;
  const reaches: [number, number][] = [];
  for (let y = first; y <= last; y += 1)
    reaches.push(oldReach(old.data, width, y, f.centreAt(y), cap));
  for (let y = first; y <= last; y += 1) {
    const row = y * width;
    if (shape.subarray(row, row + width).indexOf(1) < 0) continue;
    const [left, right] = medianReach(reaches, y - first, f, cap);
    const c = f.centreAt(y);
    for (let x = Math.max(0, Math.ceil(c - left)); x <= Math.min(width - 1, c + right); x += 1)
      shape[row + x] = 1;
  }
}

/**
 * The medians of each side's reach over the rows SIDE_ROWS shoulder widths about row k, those
 * that end counting (0 for the rest): a run that reaches the cap goes on into a sleeve, and one
 * past CHOLI_SIDE is a loose top's, so that side's edge is not the torso's.
 */
function medianReach(
  reaches: [number, number][],
  k: number,
  f: BodyFrame,
  cap: number,
): [number, number] {
  const r = Math.max(2, Math.round(f.sw * SIDE_ROWS));
  const window = reaches.slice(Math.max(0, k - r), k + r + 1);
  const ended = (v: number) => (v < cap - 4 && v <= f.sw * CHOLI_SIDE ? v : 0);
  return [median(window.map((w) => ended(w[0]))) ?? 0, median(window.map((w) => ended(w[1]))) ?? 0];
}

/**
 * Between the shoulder joints and the neckline's lowest row the choli is open at the centre (the
 * neck), so the old top's run is not measured from the centre line there as fitCholiToTorso
 * measures it below: each side reaches out from the choli's own edge to where the old top
 * beside it ends (medians over a few rows), when that lies further out. The photo's choli, cut
 * in at its armholes, left plates of made skin between them and the arms where a woman's tank
 * top had covered (vton-dev D16). A side whose old top runs on into a sleeve, or ends further
 * than CHOLI_SIDE from the centre line, is left as it is.
 */
export function fitCholiSidesAbove(
  shape: Uint8Array,
  old: { data: Float32Array; width: number },
  f: BodyFrame,
  fromY: number,
  toY: number,
): void {
  const { width } = old;
  const first = Math.max(0, Math.ceil(fromY));
  const last = Math.min(shape.length / width - 1, Math.ceil(toY) - 1);
  if (last < first) return;
  const cap = f.sw * TOP_RUN;
  const on = (y: number, x: number) => x >= 0 && x < width && (old.data[y * width + x] ?? 0) > 0.5;
  /** How far from the centre c the old top runs on from the choli's edge x0 (gaps of 3 bridged). */
  const outward = (y: number, x0: number, dir: number, c: number) => {
    let far = x0;
    for (let x = x0 + dir; Math.abs(x - c) <= cap; x += dir) {
      if (x < 0 || x >= width) return cap;
      if (on(y, x)) far = x;
      else if (Math.abs(x - far) > 3) return Math.abs(far - c);
    }
    return cap;
  };
  const edges: [number, number][] = [];
  const reaches: [number, number][] = [];
  for (let y = first; y <= last; y += 1) {
    const row = shape.subarray(y * width, (y + 1) * width);
    const [xl, xr] = [row.indexOf(1), row.lastIndexOf(1)];
    const c = f.centreAt(y);
    edges.push([xl, xr]);
    reaches.push(xl < 0 ? [0, 0] : [outward(y, xl, -1, c), outward(y, xr, 1, c)]);
  }
  for (let y = first; y <= last; y += 1) {
    const [xl, xr] = edges[y - first] ?? [-1, -1];
    if (xl < 0) continue;
    const [left, right] = medianReach(reaches, y - first, f, cap);
    const c = f.centreAt(y);
    const row = y * width;
    for (let x = Math.max(0, Math.ceil(c - left)); x < xl; x += 1) shape[row + x] = 1;
    for (let x = xr + 1; x <= Math.min(width - 1, Math.floor(c + right)); x += 1)
      shape[row + x] = 1;
  }
}

/** A skirt hole up to this tall (shoulder widths) is continued from the skirt below it. */
const CONTINUE_MAX_HEIGHT = 0.9;

/**
 * Fills `hole` from the garment's own fabric nearest it: the choli's above the waist, the skirt's
 * below (quilted; blocks of the fabric, its print continued). Returns false when it could not.
 */
export function quiltOwnFabric(
  rgb: Float32Array,
  hole: Uint8Array,
  keep: Uint8Array,
  f: BodyFrame,
  width: number,
  height: number,
  splitY = waistRow(f),
): boolean {
  const waist = Math.round(splitY) * width;
  // The skirt below a short hole (the photo's hands at the waist) continues through it; the
  // quilt makes the rest. A copy: the caller counts `hole` as what was made.
  const rest = hole.slice();
  continueFromBelow(rgb, rest, keep, width, height, {
    fromY: splitY,
    maxHeight: f.sw * CONTINUE_MAX_HEIGHT,
    feather: 8,
  });
  // The continued skirt is there for the quilt's blocks to match, as the photo's own is.
  const shown = keep.map((v, i) => (v || (hole[i] && !rest[i]) ? 1 : 0));
  const block = Math.max(12, Math.min(40, Math.round(f.sw / 5)));
  const source = morphMask({ data: Float32Array.from(keep), width, height }, -2).data.map((v) =>
    v > 0.5 ? 1 : 0,
  );
  // Blocks come first from the front's centre (a dupatta or the wearer's arms rarely are there),
  // then from anywhere the part shows its own fabric.
  const part = (from: number, to: number) => {
    const h = new Uint8Array(hole.length);
    const s = new Uint8Array(hole.length);
    const centre = new Uint8Array(hole.length);
    for (let i = from; i < to; i += 1) {
      h[i] = rest[i] ?? 0;
      s[i] = source[i] ? 1 : 0;
      const y = Math.floor(i / width);
      if (s[i] && Math.abs((i % width) - f.centreAt(y)) < f.sw * 0.3) centre[i] = 1;
    }
    return { h, s, centre };
  };
  const up = part(0, Math.max(0, waist));
  const down = part(Math.max(0, waist), hole.length);
  const all = new Uint8Array(source.length);
  for (let i = 0; i < all.length; i += 1) all[i] = source[i] ? 1 : 0;
  let ok = true;
  for (const [i, p] of [up, down].entries())
    ok =
      (quiltFabric(rgb, p.h, p.centre, shown, width, height, block, 17 + i) ||
        quiltFabric(rgb, p.h, p.s, shown, width, height, block, 17 + i) ||
        quiltFabric(rgb, p.h, all, shown, width, height, block, 19 + i)) &&
      ok;
  return ok;
}
