import { blockStarts, quilt, windowSize } from '../raster/quilt';
import type { PersonAnalysis } from '../person/person-analysis';
import {
  boundingBox,
  distanceToSegment,
  growBox,
  segmentDistance,
  type Point,
} from '../raster/geometry';
import { keepLargeComponents } from '../raster/components';
import { blurMap, morphMask } from '../raster/raster';
import { personArm } from '../render/fit';
import { armLight } from './arm-light';
import { FOLD_DEPTH } from './long-top-folds';
import { LONG_SLEEVE_FORE, LONG_SLEEVE_UPPER } from './sleeve-template';
import type { BodyFrame } from './row-spans';

/**
 * A long top's fabric (kurta, sherwani) as its photo shows it: the colours down the garment's
 * front (neck to hem, about the body's centre line), where a turned wearer's dupatta, arms or
 * hands rarely are. `keep`: 1 where a shown fabric pixel is of that fabric or lies inside it
 * (buttons, a motif, the placket's embroidery); a dupatta or shawl hanging beside it is not.
 * `source`: the plain fabric to copy more of (its colours only, away from the details). The
 * photo's own light is taken out of both, in `rgb`.
 */
export function mainFabric(
  rgb: Float32Array,
  good: Uint8Array,
  f: BodyFrame,
  width: number,
  height: number,
): { keep: Uint8Array; source: Uint8Array; foldDepth: number } {
  const colours = frontColours(rgb, good, f, width);
  if (!colours)
    return {
      keep: Uint8Array.from(good),
      source: Uint8Array.from(good),
      foldDepth: FOLD_DEPTH.min,
    };
  const main = { data: new Float32Array(good.length), width, height };
  const other = { data: new Float32Array(good.length), width, height };
  for (let i = 0; i < good.length; i += 1)
    if (good[i]) (colours[binOf(rgb, i)] ? main : other).data[i] = 1;
  // A shawl's or a wall's pattern holds some of the fabric's colours too: fabric-coloured
  // pixels where other colours crowd around them are not the garment's fabric.
  const crowd = blurMap(other, Math.max(2, f.sw * 0.08));
  for (let i = 0; i < good.length; i += 1) if ((crowd.data[i] ?? 0) > OTHER_CROWD) main.data[i] = 0;
  // Small details inside the fabric stay; broad areas of other colours (a dupatta) do not.
  const share = blurMap(main, Math.max(2, f.sw * 0.08));
  const inner = { data: new Float32Array(good.length), width, height };
  const placket = enclosedAcross(main.data, good, f, width);
  for (let i = 0; i < good.length; i += 1)
    inner.data[i] =
      good[i] && ((main.data[i] ?? 0) > 0 || (share.data[i] ?? 0) > 0.6 || placket[i]) ? 1 : 0;
  // The rim of what is kept (against the wearer's hands, a shawl, the cut-out's edge) carries
  // their shadows and colour: it is made again with the rest, and not copied.
  const rim = Math.max(2, Math.round(f.sw * 0.03));
  const keep = morphMask(inner, -rim).data.map((v) => (v > 0.5 ? 1 : 0));
  // Below the hips the photo's own pixels are not kept: there its wearer's stride creases the
  // cloth (vton-dev D14's kurta: its crumpled lower front read as a brown smear on a person
  // standing straight), and a photo's hem or side slit lies where the person's does not.
  keep.fill(0, Math.max(0, Math.ceil(f.hipY)) * width);
  // What is kept is one piece with the front: a smaller piece cut off by the wearer's arms
  // crossed at the waist lies in their shadow (vton-dev D12: a dark band and a stain by the
  // hands over the kurta's middle), and is made again instead.
  const kept = keepLargeComponents({ data: Float32Array.from(keep), width, height }, KEEP_PIECE);
  for (let i = 0; i < keep.length; i += 1) keep[i] = (kept.data[i] ?? 0) > 0.5 ? 1 : 0;
  // The details themselves (buttons, a motif) are kept in place but not copied elsewhere.
  const source = morphMask(main, -rim).data.map((v) => (v > 0.5 ? 1 : 0));
  // A radius of a sixth of the shoulders flattens a fold's shadow too, not only the light across
  // the body: quilted blocks of folds laid side by side read as blotches.
  const all = keep.map((v, i) => v | (source[i] ?? 0));
  const plain = new Uint8Array(main.data.length);
  for (let i = 0; i < plain.length; i += 1) plain[i] = (main.data[i] ?? 0) > 0 ? 1 : 0;
  const foldDepth = photoFoldDepth(rgb, plain, f.sw, width, height);
  flattenFabricLight(
    rgb,
    { plain, all: Uint8Array.from(all) },
    width,
    height,
    Math.max(4, f.sw / 6),
  );
  const copy = smoothest(rgb, withoutFront(Uint8Array.from(source), f, width), f.sw, width, height);
  return { keep: Uint8Array.from(keep), source: copy, foldDepth };
}

/**
 * The copy source without the top's front centre above the waist (within FRONT_HALF shoulder
 * widths of the centre line, from the neck to 0.6 of the way to the hips): a placket's
 * embroidery, its buttons and the skin in a V-neck are there, in the fabric's colours. Copied,
 * vton-dev D14's kurta put stripes of its placket and patches of its wearer's chest over a
 * whole kurta front. Kept when the rest would be too little to copy from (a quarter of it).
 */
function withoutFront(source: Uint8Array, f: BodyFrame, width: number): Uint8Array {
  const out = Uint8Array.from(source);
  const until = Math.min(source.length / width, f.neckY + (f.hipY - f.neckY) * 0.6);
  let left = 0;
  let total = 0;
  for (let i = 0; i < source.length; i += 1) {
    if (!source[i]) continue;
    total += 1;
    const x = i % width;
    const y = (i - x) / width;
    if (y < until && Math.abs(x - f.centreAt(y)) < f.sw * FRONT_HALF) out[i] = 0;
    else left += 1;
  }
  return left >= total / 4 ? out : source;
}

/** Half the width (× shoulder width) of a long top's front centre that holds its details. */
const FRONT_HALF = 0.15;

/**
 * How deep the garment photo's folds are: the spread (standard deviation over its median) of the
 * plain fabric's light at fold scale (a thirtieth of the shoulders), within `FOLD_DEPTH`'s bounds.
 */
export function photoFoldDepth(
  rgb: Float32Array,
  plain: Uint8Array,
  sw: number,
  width: number,
  height: number,
): number {
  const lum = { data: new Float32Array(plain.length), width, height };
  const den = { data: new Float32Array(plain.length), width, height };
  for (let i = 0; i < plain.length; i += 1) {
    if (!plain[i]) continue;
    lum.data[i] =
      0.299 * (rgb[i * 3] ?? 0) + 0.587 * (rgb[i * 3 + 1] ?? 0) + 0.114 * (rgb[i * 3 + 2] ?? 0);
    den.data[i] = 1;
  }
  const n = blurMap(lum, Math.max(1, sw / 30));
  const d = blurMap(den, Math.max(1, sw / 30));
  const values: number[] = [];
  for (let i = 0; i < plain.length; i += 3)
    if (plain[i] && (d.data[i] ?? 0) > 0.5) values.push((n.data[i] ?? 0) / (d.data[i] ?? 1));
  if (values.length < 100) return FOLD_DEPTH.min;
  values.sort((a, b) => a - b);
  const median = values[values.length >> 1] ?? 1;
  const spread = Math.sqrt(values.reduce((s, v) => s + (v / median - 1) ** 2, 0) / values.length);
  return Math.min(FOLD_DEPTH.max, Math.max(FOLD_DEPTH.min, spread));
}

/**
 * The copy source without its most creased part: where the light still changes within a
 * twentieth of the shoulders once the broad light is out (a crumpled sleeve, a fold's edge), by
 * more than 6 % and more than the source's 60th percentile, and CREASE_SIDES beside it. Blocks of
 * creases laid side by side read as blotches; a smooth front then supplies the fabric.
 */
function smoothest(
  rgb: Float32Array,
  source: Uint8Array,
  sw: number,
  width: number,
  height: number,
): Uint8Array {
  const lum = { data: new Float32Array(source.length), width, height };
  const den = { data: Float32Array.from(source), width, height };
  for (let i = 0; i < source.length; i += 1)
    if (source[i])
      lum.data[i] =
        0.299 * (rgb[i * 3] ?? 0) + 0.587 * (rgb[i * 3 + 1] ?? 0) + 0.114 * (rgb[i * 3 + 2] ?? 0);
  const fine = [blurMap(lum, Math.max(2, sw / 20)), blurMap(den, Math.max(2, sw / 20))];
  const broad = [blurMap(lum, Math.max(4, sw / 6)), blurMap(den, Math.max(4, sw / 6))];
  const crease = new Float32Array(source.length);
  const sample: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    if (!source[i]) continue;
    const a = (fine[0]?.data[i] ?? 0) / Math.max(1e-3, fine[1]?.data[i] ?? 0);
    const b = (broad[0]?.data[i] ?? 0) / Math.max(1e-3, broad[1]?.data[i] ?? 0);
    crease[i] = Math.abs(a / Math.max(1, b) - 1);
    if (i % 7 === 0) sample.push(crease[i] ?? 0);
  }
  sample.sort((p, q) => p - q);
  const limit = Math.max(0.06, sample[Math.floor(sample.length * 0.6)] ?? 0);
  const creased = { data: new Float32Array(source.length), width, height };
  for (let i = 0; i < source.length; i += 1)
    if (source[i] && (crease[i] ?? 0) > limit) creased.data[i] = 1;
  const near = morphMask(creased, Math.max(2, Math.round(sw * CREASE_SIDES)));
  return source.map((v, i) => (v && (near.data[i] ?? 0) <= 0.5 ? 1 : 0));
}

/**
 * How far (× shoulder width) beside a crease the source is not copied: its sides are shaded
 * too, under the crease limit, and blocks holding them, laid among the rest, were dark stains
 * with the dots crowded in them over vton-dev D12's green kurta.
 */
const CREASE_SIDES = 0.05;

/** A kept piece of a long top's photo under this share of the largest one is made again. */
const KEEP_PIECE = 0.6;

/** Above this share of other colours around it, a fabric-coloured pixel belongs to them. */
const OTHER_CROWD = 0.3;

/**
 * Shown pixels above the hips with the fabric on both sides in their row, within 0.35 shoulder
 * widths: a placket's embroidery, a chest motif (a shawl or a dupatta over one side has
 * the fabric on one side only, the backdrop on the other).
 */
function enclosedAcross(
  main: Float32Array,
  good: Uint8Array,
  f: BodyFrame,
  width: number,
): Uint8Array {
  const out = new Uint8Array(good.length);
  const reach = f.sw * 0.35;
  const last = Math.min(good.length / width, Math.round(f.hipY));
  for (let y = 0; y < last; y += 1) {
    const row = y * width;
    const left = new Float64Array(width);
    let seen = -Infinity;
    for (let x = 0; x < width; x += 1) {
      if (main[row + x]) seen = x;
      left[x] = x - seen;
    }
    seen = Infinity;
    for (let x = width - 1; x >= 0; x -= 1) {
      if (main[row + x]) seen = x;
      if (good[row + x] && (left[x] ?? 0) <= reach && seen - x <= reach) out[row + x] = 1;
    }
  }
  return out;
}

/** Colour bins: 8 levels per channel. */
export const binOf = (rgb: Float32Array, i: number) => {
  const q = (v: number) => Math.max(0, Math.min(7, Math.floor(v / 32)));
  return (q(rgb[i * 3] ?? 0) << 6) | (q(rgb[i * 3 + 1] ?? 0) << 3) | q(rgb[i * 3 + 2] ?? 0);
};

/**
 * Each colour bin's share of the shown fabric (`good`) within 0.15 shoulder widths of the body's
 * centre line between rows `from` and `to`; undefined when that band shows under 200 pixels.
 */
export function centreShares(
  rgb: Float32Array,
  good: Uint8Array,
  f: BodyFrame,
  width: number,
  from: number,
  to: number,
): Float64Array | undefined {
  const height = good.length / width;
  const counts = new Float64Array(512);
  let total = 0;
  for (let y = Math.max(0, Math.round(from)); y < Math.min(height, to); y += 1) {
    const c = f.centreAt(y);
    const x0 = Math.max(0, Math.round(c - f.sw * 0.15));
    const x1 = Math.min(width - 1, Math.round(c + f.sw * 0.15));
    for (let x = x0; x <= x1; x += 1) {
      const i = y * width + x;
      if (!good[i]) continue;
      const bin = binOf(rgb, i);
      counts[bin] = (counts[bin] ?? 0) + 1;
      total += 1;
    }
  }
  return total >= 200 ? counts.map((v) => v / total) : undefined;
}

/** The bins `keep` accepts, each widened by one bin every way (for shading). */
export function widenBins(keep: (bin: number) => boolean): Uint8Array {
  const out = new Uint8Array(512);
  for (let bin = 0; bin < 512; bin += 1) {
    if (!keep(bin)) continue;
    const r = bin >> 6;
    const g = (bin >> 3) & 7;
    const b = bin & 7;
    for (let dr = -1; dr <= 1; dr += 1)
      for (let dg = -1; dg <= 1; dg += 1)
        for (let db = -1; db <= 1; db += 1) {
          const [nr, ng, nb] = [r + dr, g + dg, b + db];
          if (nr < 0 || ng < 0 || nb < 0 || nr > 7 || ng > 7 || nb > 7) continue;
          out[(nr << 6) | (ng << 3) | nb] = 1;
        }
  }
  return out;
}

/**
 * The colour bins of the garment's fabric: bins holding at least 3 % of the shown fabric within
 * 0.15 shoulder widths of the centre line both above the hips and below them (a print's ground
 * and its dots run through the whole garment; a placket's embroidery, the wearer's hands or a
 * wall seen beside a turned wearer do not), widened by one bin for shading. Undefined when the
 * front shows too little.
 */
function frontColours(
  rgb: Float32Array,
  good: Uint8Array,
  f: BodyFrame,
  width: number,
): Uint8Array | undefined {
  const upper = centreShares(rgb, good, f, width, f.neckY, f.hipY);
  const lower = centreShares(rgb, good, f, width, f.hipY, f.hemY);
  if (!upper && !lower) return undefined;
  const out = widenBins((bin) => (upper?.[bin] ?? 1) >= 0.03 && (lower?.[bin] ?? 1) >= 0.03);
  return out.some((v) => v === 1) ? out : undefined;
}

/**
 * Fills `hole` in `rgb` by image quilting (Efros & Freeman) from `source`: whole blocks of the
 * garment's own fabric at its scale on the person, each matching what is already laid (the
 * `shown` fabric around the hole included), joined along minimum-error cuts. The print continues
 * instead of being blurred. Returns false (nothing changed) when the source holds too few blocks.
 * `feather` (pixels): the shown fabric that far around the hole fades into the blocks laid over
 * it, so no hard seam is left where a block's far side meets it (the cuts join only a block's
 * top and left to what is laid).
 */
export function quiltFabric(
  rgb: Float32Array,
  hole: Uint8Array,
  source: Uint8Array,
  shown: Uint8Array,
  width: number,
  height: number,
  block: number,
  seed: number,
  feather = 0,
): boolean {
  const found = boundingBox(hole.length, width, (i) => hole[i] !== 0);
  const box = found && growBox(found, feather, width, height);
  if (!box) return true;
  const inside = morphMask({ data: Float32Array.from(source), width, height }, -1).data.map((v) =>
    v > 0.5 ? 1 : 0,
  );
  let b = block;
  let starts: Int32Array = new Int32Array(0);
  for (; b >= 8; b = Math.floor(b * 0.75)) {
    const size = windowSize(b, 1);
    starts = blockStarts(Uint8Array.from(inside), width, height, size, Math.max(1, b >> 2));
    if (starts.length >= 16) break;
  }
  if (starts.length < 16) return false;
  const bw = box.x1 - box.x0 + 1;
  const bh = box.y1 - box.y0 + 1;
  // What the photo shows around the hole is laid first: blocks continue it.
  const laid = { rgb: new Float32Array(bw * bh * 3), filled: new Uint8Array(bw * bh) };
  for (let y = 0; y < bh; y += 1)
    for (let x = 0; x < bw; x += 1) {
      const i = (y + box.y0) * width + x + box.x0;
      if (hole[i] || !shown[i]) continue;
      const k = y * bw + x;
      laid.filled[k] = 1;
      laid.rgb.set(rgb.subarray(i * 3, i * 3 + 3), k * 3);
    }
  // Within the feather around the hole, weight of the blocks laid over the shown fabric.
  const fade =
    feather > 0 ? blurMap({ data: Float32Array.from(hole), width, height }, feather) : undefined;
  const weight = (i: number) =>
    hole[i] ? 1 : shown[i] ? Math.min(1, 2 * (fade?.data[i] ?? 0)) : 0;
  const wanted = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = box.y0 + y0; y < Math.min(box.y1 + 1, box.y0 + y1); y += 2)
      for (let x = box.x0 + x0; x < Math.min(box.x1 + 1, box.x0 + x1); x += 2)
        if (weight(y * width + x) > 0) return true;
    return false;
  };
  const canvas = quilt(
    { rgb, width, height, starts, scale: 1, inside: Uint8Array.from(inside) },
    bw,
    bh,
    b,
    wanted,
    seed,
    undefined,
    laid,
  );
  for (let y = 0; y < bh; y += 1)
    for (let x = 0; x < bw; x += 1) {
      const i = (y + box.y0) * width + x + box.x0;
      const k = y * bw + x;
      if (!canvas.filled[k]) continue;
      const w = weight(i);
      for (let c = 0; c < 3; c += 1)
        rgb[i * 3 + c] = (rgb[i * 3 + c] ?? 0) * (1 - w) + (canvas.rgb[k * 3 + c] ?? 0) * w;
    }
  return true;
}

/**
 * Takes the garment photo's own light out of the shown fabric (`all`; its low-frequency
 * luminance, measured over the `plain` fabric only so a light placket is not taken for light,
 * brought to the fabric's median): quilted blocks from its lit and its shaded side then join
 * without patches; the person's light is put on afterwards.
 */
function flattenFabricLight(
  rgb: Float32Array,
  masks: { plain: Uint8Array; all: Uint8Array },
  width: number,
  height: number,
  radius: number,
): void {
  const fabric = masks.all;
  const num = { data: new Float32Array(fabric.length), width, height };
  const den = { data: new Float32Array(fabric.length), width, height };
  for (let i = 0; i < fabric.length; i += 1) {
    if (!masks.plain[i]) continue;
    num.data[i] =
      0.299 * (rgb[i * 3] ?? 0) + 0.587 * (rgb[i * 3 + 1] ?? 0) + 0.114 * (rgb[i * 3 + 2] ?? 0);
    den.data[i] = 1;
  }
  const n = blurMap(num, radius);
  const d = blurMap(den, radius);
  const lows: number[] = [];
  const low = new Float32Array(fabric.length);
  for (let i = 0; i < fabric.length; i += 1) {
    if (!fabric[i] || (d.data[i] ?? 0) < 0.05) continue;
    low[i] = (n.data[i] ?? 0) / (d.data[i] ?? 1);
    if (i % 5 === 0) lows.push(low[i] ?? 0);
  }
  if (lows.length === 0) return;
  lows.sort((a, b) => a - b);
  const median = lows[lows.length >> 1] ?? 1;
  for (let i = 0; i < fabric.length; i += 1) {
    if (!fabric[i] || !low[i]) continue;
    const k = Math.min(1.6, Math.max(0.6, median / Math.max(1, low[i] ?? 1)));
    for (let c = 0; c < 3; c += 1) rgb[i * 3 + c] = (rgb[i * 3 + c] ?? 0) * k;
  }
}

/**
 * A long top sits on the person's shoulders: above the chest, only where the person is (their
 * outline grown by a few pixels for the cloth), so the shoulders keep their own slope.
 */
export function clipToShoulders(person: PersonAnalysis, masks: Uint8Array[]): void {
  const { width } = person.image;
  const b = person.body;
  const sw = b.shoulderWidth;
  const grown = morphMask(person.matte, Math.max(2, Math.round(sw * 0.04)));
  const untilY = Math.round(Math.max(b.shoulderL.y, b.shoulderR.y) + sw * 0.25);
  const limit = Math.min(grown.data.length, Math.max(0, untilY) * width);
  for (const mask of masks)
    for (let i = 0; i < limit; i += 1) if ((grown.data[i] ?? 0) < 0.5) mask[i] = 0;
}

const clampLight = (v: number) => Math.min(1.15, Math.max(0.72, v));

/** Light across a round form (Lambert on a cylinder, softened by ambient light): u = 0 middle, 1 edge. */
const roundLight = (u: number, depth: number) =>
  1 - depth * (1 - Math.sqrt(Math.max(0, 1 - Math.min(1, u) ** 2)));

/**
 * How much a point lies at a sleeve's cap, on its side towards the neck (`midX`, the torso's
 * centre): 1 by the shoulder joint, fading to 0 at 0.45 of the way to the elbow (the armpit's
 * height), along the nearest upper arm; 0 on the outer side of the arm's bone.
 */
function capShare(x: number, y: number, arms: [Point, Point, Point][], midX: number): number {
  let best = Infinity;
  let t = 1;
  let boneX = x;
  for (const [s, e] of arms) {
    const seg = segmentDistance({ x, y }, s, e);
    if (seg.d < best) [best, t, boneX] = [seg.d, seg.t, s.x + (e.x - s.x) * seg.t];
  }
  if ((x - boneX) * (midX - boneX) <= 0) return 0;
  return 1 - Math.min(1, Math.max(0, (t - CAP_FULL) / (CAP_END - CAP_FULL)));
}

/** Along the upper arm (0 shoulder, 1 elbow), the sleeve's cap takes the body's light to here… */
const CAP_FULL = 0.15;
/** …and blends back to the sleeve's own by here. */
const CAP_END = 0.45;

/**
 * A long top's volume: each sleeve a tube along its arm (darker towards its edges), the body
 * rounder towards its sides, and the sleeve's soft shadow on the body beside it, so sleeves read
 * as sleeves over the arms instead of one flat block with the body.
 */
export function shadeLongTop(
  person: PersonAnalysis,
  rgb: Float32Array,
  shape: Uint8Array,
  sleeves: Uint8Array,
): void {
  const { width, height } = person.image;
  const sw = person.body.shoulderWidth;
  const arms = (['L', 'R'] as const).flatMap((s) => {
    const a = personArm(person, s);
    return a ? [a] : [];
  });
  const lightAt = armLight(person, { upper: LONG_SLEEVE_UPPER * sw, fore: LONG_SLEEVE_FORE * sw });
  const midX = (person.body.shoulderL.x + person.body.shoulderR.x) / 2;
  const sleeveMap = { data: Float32Array.from(sleeves), width, height };
  const near = blurMap(sleeveMap, Math.max(2, sw * 0.05));
  for (let y = 0; y < height; y += 1) {
    let x0 = -1;
    let x1 = -1;
    for (let x = 0; x < width; x += 1)
      if (shape[y * width + x]) {
        if (x0 < 0) x0 = x;
        x1 = x;
      }
    const c = (x0 + x1) / 2;
    const half = Math.max(4, (x1 - x0) / 2);
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      let k = 1;
      let u = Infinity;
      if (sleeves[i])
        for (const [s, e, w] of arms)
          u = Math.min(
            u,
            distanceToSegment(x, y, s, e) / (LONG_SLEEVE_UPPER * sw),
            distanceToSegment(x, y, e, w) / (LONG_SLEEVE_FORE * sw),
          );
      // The sleeve's shadow on the body beside it: none beside the cap (see setIn).
      const bodyLight = () => {
        const shadow = near.data[i] ?? 0;
        const set = shadow > 0.01 ? 1 - capShare(x, y, arms, midX) : 1;
        return roundLight(Math.abs(x - c) / half, 0.2) * (1 - 0.25 * shadow * set);
      };
      // At the shoulder the sleeve is set into the body: the armhole's seam curves from the
      // shoulder point down to the armpit, so the sleeve's side towards the neck shows no edge
      // shadow there (a dark groove ran down from the top of each shoulder). It takes the
      // torso's round light across the shoulders where that is lighter (not the row's extent,
      // which steps from row to row along the shoulder line, nor the sleeve's shadow).
      const setIn = (light: number) => {
        const cap = capShare(x, y, arms, midX);
        if (cap <= 0) return light;
        const torso = roundLight(Math.abs(x - midX) / (sw * 0.62), 0.2);
        return light + Math.max(0, torso - light) * cap;
      };
      if (sleeves[i] && (u <= 1 || !shape[i])) {
        // The bare arm's own light where the photo shows it, a milder round edge on top.
        const arm = lightAt(x, y);
        k = roundLight(u, 0.35);
        if (arm) k += (clampLight(arm.light) * roundLight(u, 0.15) - k) * arm.sure;
        k = setIn(k);
      } else if (sleeves[i]) {
        // A sleeve widened over a broad arm, where it lies over the body: its edge's shadow
        // fades into the body's light (and, by the shoulder, into the torso's as above).
        const t = Math.min(1, (u - 1) / 0.3);
        k = setIn(roundLight(1, 0.35) * (1 - t) + bodyLight() * t);
      } else if (shape[i]) {
        k = bodyLight();
      } else continue;
      for (let ch = 0; ch < 3; ch += 1) rgb[i * 3 + ch] = (rgb[i * 3 + ch] ?? 0) * k;
    }
  }
}
