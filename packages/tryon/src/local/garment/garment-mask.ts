import { TryonError } from '../../errors';
import type { Category } from '../../types';
import { isNearHand, type Body } from '../person/body';
import { bestFace, isInsideFace, type PeopleDetection } from '../person/detect-people';
import {
  colourDistance,
  inShadeOf,
  paletteDistance,
  samplePalette,
  type Rgb,
} from '../raster/palette';
import { BUSY_COLLAR, collarUnderFace, FACE_CORE } from '../person/collar-under-face';
import {
  blurMap,
  createFloatMap,
  morphMask,
  type FloatMap,
  type RasterImage,
} from '../raster/raster';
import { fillHoles, keepLargeComponents, labelComponents } from '../raster/components';
import { calibrateSkin, hasSkinSaturation, skinScore } from '../person/skin';
import { findSkin } from '../person/skin-mask';
import { findJewellery } from './jewellery';
import { imageDetail } from '../raster/local-std';

function borderColour(image: RasterImage): [number, number, number] {
  const channels: number[][] = [[], [], []];
  const { width, height } = image;
  const push = (x: number, y: number) => {
    for (let c = 0; c < 3; c += 1)
      channels[c]?.push(image.data[(y * width + x) * image.channels + c] ?? 0);
  };
  for (let x = 0; x < width; x += 2) for (const y of [0, 1, height - 2, height - 1]) push(x, y);
  for (let y = 0; y < height; y += 2) for (const x of [0, 1, width - 2, width - 1]) push(x, y);
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
  return [med(channels[0] ?? []), med(channels[1] ?? []), med(channels[2] ?? [])];
}

/** Local contrast of luminance: white-on-white garments still show seams and soft shadows. */
function edgeMap(image: RasterImage): FloatMap {
  const { width, height } = image;
  const luma = createFloatMap(width, height);
  for (let i = 0; i < luma.data.length; i += 1) {
    const o = i * image.channels;
    luma.data[i] =
      0.299 * (image.data[o] ?? 0) +
      0.587 * (image.data[o + 1] ?? 0) +
      0.114 * (image.data[o + 2] ?? 0);
  }
  const smooth = blurMap(luma, 1, 1);
  const edges = createFloatMap(width, height);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const gx = (smooth.data[i + 1] ?? 0) - (smooth.data[i - 1] ?? 0);
      const gy = (smooth.data[i + width] ?? 0) - (smooth.data[i - width] ?? 0);
      edges.data[i] = Math.hypot(gx, gy);
    }
  }
  return edges;
}

export function isBlank(image: RasterImage): boolean {
  let sum = 0;
  let sum2 = 0;
  const n = image.width * image.height;
  for (let i = 0; i < n; i += 1) {
    const o = i * image.channels;
    const l =
      0.299 * (image.data[o] ?? 0) +
      0.587 * (image.data[o + 1] ?? 0) +
      0.114 * (image.data[o + 2] ?? 0);
    sum += l;
    sum2 += l * l;
  }
  const mean = sum / n;
  return Math.sqrt(Math.max(0, sum2 / n - mean * mean)) < 4;
}

/**
 * Flat product shot: the background is grown from the border through small colour steps that stay
 * near the border colour and cross no edge. Steps, not a global threshold, follow lighting
 * gradients in the backdrop; edges stop the growth at white garments on white.
 */
export function separateFlatGarment(image: RasterImage): FloatMap {
  const bg = borderColour(image);
  const edges = edgeMap(image);
  const { width, height } = image;
  const px = (i: number, c: number) => image.data[i * image.channels + c] ?? 0;
  const nearBackdrop = (i: number) =>
    Math.max(Math.abs(px(i, 0) - bg[0]), Math.abs(px(i, 1) - bg[1]), Math.abs(px(i, 2) - bg[2])) <
      48 && (edges.data[i] ?? 0) < 7;
  const step = (a: number, b: number) =>
    Math.max(
      Math.abs(px(a, 0) - px(b, 0)),
      Math.abs(px(a, 1) - px(b, 1)),
      Math.abs(px(a, 2) - px(b, 2)),
    );
  const background = new Uint8Array(width * height);
  const queue: number[] = [];
  for (let i = 0; i < width * height; i += 1) {
    const x = i % width;
    const y = (i - x) / width;
    const onBorder = x === 0 || y === 0 || x === width - 1 || y === height - 1;
    if (onBorder && nearBackdrop(i)) {
      background[i] = 1;
      queue.push(i);
    }
  }
  for (let head = 0; head < queue.length; head += 1) {
    const i = queue[head] as number;
    const x = i % width;
    for (const n of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (n < 0 || n >= background.length || background[n] || !nearBackdrop(n) || step(i, n) > 6)
        continue;
      background[n] = 1;
      queue.push(n);
    }
  }
  const garment = createFloatMap(width, height);
  for (let i = 0; i < garment.data.length; i += 1) garment.data[i] = background[i] ? 0 : 1;
  const opened = morphMask(morphMask(garment, -2), 2);
  return fillHoles(keepLargeComponents(opened, 0.2));
}

function chestPalette(image: RasterImage, body: Body, candidate: (i: number) => boolean) {
  const top = Math.min(body.shoulderL.y, body.shoulderR.y);
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const xs = [body.shoulderL.x, body.shoulderR.x, body.hipL.x, body.hipR.x];
  return samplePalette(
    image,
    candidate,
    {
      x0: Math.min(...xs),
      x1: Math.max(...xs),
      y0: top + body.torsoLength * 0.2,
      y1: hipY - body.torsoLength * 0.15,
    },
    6,
  );
}

/** The columns between the shoulders' and hips' keypoints, outermost. */
export function torsoColumns(width: number, body: Body): [number, number] {
  const xs = [body.shoulderL.x, body.shoulderR.x, body.hipL.x, body.hipR.x];
  return [Math.max(0, Math.round(Math.min(...xs))), Math.min(width, Math.max(...xs))];
}

type MeanRow = { y: number; rgb: [number, number, number] };

/** Mean colour of each row in [y0, y1) over the candidate pixels of every other column in [x0, x1). */
function meanRows(
  image: RasterImage,
  candidate: (i: number) => boolean,
  [x0, x1]: [number, number],
  [y0, y1]: [number, number],
): MeanRow[] {
  const rows: MeanRow[] = [];
  for (let y = y0; y < y1; y += 1) {
    const acc = [0, 0, 0];
    let n = 0;
    for (let x = x0; x < x1; x += 2) {
      const i = y * image.width + x;
      if (!candidate(i)) continue;
      for (let c = 0; c < 3; c += 1)
        acc[c] = (acc[c] ?? 0) + (image.data[i * image.channels + c] ?? 0);
      n += 1;
    }
    if (n >= 4) rows.push({ y, rgb: [(acc[0] ?? 0) / n, (acc[1] ?? 0) / n, (acc[2] ?? 0) / n] });
  }
  return rows;
}

/** Mean colour of rows[from..to). */
function meanOf(rows: MeanRow[], from: number, to: number): [number, number, number] {
  const acc: [number, number, number] = [0, 0, 0];
  for (let k = from; k < to; k += 1)
    for (let c = 0; c < 3; c += 1) acc[c] = (acc[c] ?? 0) + (rows[k]?.rgb[c] ?? 0);
  return acc.map((v) => v / (to - from)) as [number, number, number];
}

/** The mean colours of the 40 rows above rows[k] and of the 40 from it, and their distance. */
function changeAt(rows: MeanRow[], k: number) {
  const above = meanOf(rows, Math.max(0, k - 40), k);
  const below = meanOf(rows, k, Math.min(rows.length, k + 40));
  return { above, below, diff: colourDistance(above, below) };
}

/**
 * Row where a worn top ends: the strongest change in mean row colour between the hips and the
 * bottom of the photo (a kurta over white trousers, a tee over jeans). Without a clear change (a
 * black tee over black trousers) the top ends just below the hips.
 */
function findHem(image: RasterImage, body: Body, candidate: (i: number) => boolean): number {
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const [x0, x1] = torsoColumns(image.width, body);
  const start = Math.max(0, Math.round(hipY - body.torsoLength * 0.1));
  const rows = meanRows(image, candidate, [x0, x1], [start, image.height]);
  const fallback = hipY + body.torsoLength * 0.08;
  if (rows.length < 12) return rows.length > 0 ? (rows.at(-1)?.y ?? fallback) : fallback;
  let best = { k: -1, diff: 0 };
  for (let k = 6; k <= rows.length - 6; k += 2) {
    const { diff } = changeAt(rows, k);
    if (diff > best.diff) best = { k, diff };
  }
  if (best.diff > 30) return rows[best.k]?.y ?? fallback;
  return edgeHem(image, body, candidate, [x0, x1], fallback) ?? fallback;
}

/** A worn top's hem above its hips is looked for from this far (torso lengths) above them. */
const HIGH_HEM_ABOVE_HIPS = 0.3;
/** …down to this far above them, where findHem looks from (a top ending at the hips is its). */
const HIGH_HEM_BELOW_HIPS = 0.1;
/** The change in mean row colour there that makes a hem (findHem's is 30 below the hips). */
const HIGH_HEM_CHANGE = 60;

/**
 * Row from which a worn top's pixels must have its chest's colours: its hem, where that lies
 * above the hips (a seated man's tee ending at his belt, vton person_01), else the hips. findHem
 * looks below 0.1 torso lengths above the hips for the row the cut-out ends at, and a higher hem
 * is missed there: the belt and the trousers' top beside it were cut out as the tee's, and
 * re-dressed black. The strongest change between the mean colours of the 40 rows above and below
 * a row from HIGH_HEM_ABOVE_HIPS above the hips down to HIGH_HEM_BELOW_HIPS above them, if over
 * HIGH_HEM_CHANGE, from the top's chest colours above to others below (vton-dev D12's kurta
 * photo changes as much where its wearer's clasped hands and gold cuffs end, back to its green).
 */
function paletteFrom(
  image: RasterImage,
  body: Body,
  candidate: (i: number) => boolean,
  palette: Rgb[],
): number {
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const start = Math.max(0, Math.round(hipY - body.torsoLength * HIGH_HEM_ABOVE_HIPS));
  const rows = meanRows(image, candidate, torsoColumns(image.width, body), [
    start,
    Math.min(image.height, hipY + 40),
  ]);
  let best = { y: hipY, diff: HIGH_HEM_CHANGE };
  for (let k = 6; k < rows.length - 6; k += 2) {
    const row = rows[k];
    if (!row || row.y > hipY - body.torsoLength * HIGH_HEM_BELOW_HIPS) break;
    const { above, below, diff } = changeAt(rows, k);
    // From the top's own colours to others (not from a hand and its cuff back to the top).
    const ownAbove = paletteDistance(palette, ...above) < 40;
    const ownBelow = paletteDistance(palette, ...below) < 40 || inShadeOf(palette, ...below);
    if (diff > best.diff && ownAbove && !ownBelow) best = { y: row.y, diff };
  }
  return best.y;
}

/** The rows (torso lengths) under a worn top's hem whose colours are what is worn below it. */
const BELOW_HEM_ROWS = 0.3;
/** …sampled where at least this share of the torso's columns there is on the wearer. */
const BELOW_HEM_SHARE = 0.25;
/** A pixel this much nearer those colours than the top's own is what is worn below. */
const BELOW_MARGIN = 10;
/** Of those colours, one this near one of the top's is the top's own (its hem slanting lower). */
const SAME_COLOUR = 20;

/**
 * The colours of what is worn under a top's hem above the hips (`hem`, paletteFrom's row):
 * trousers, a belt. A top's palette holds its shade, and khaki can lie within 40 of a white
 * tee's shade in warm light (vton person_01's: 24 from (163, 151, 141)): below his hem it was cut
 * out as the tee's and re-dressed black, a smudge on his hip. The top's own colours there (its
 * hem slanting below the row, in shade) are left out (SAME_COLOUR of `palette`). Empty where too
 * little of the wearer lies below.
 */
function paletteBelowHem(
  image: RasterImage,
  body: Body,
  candidate: (i: number) => boolean,
  hem: number,
  palette: Rgb[],
): Rgb[] {
  const [x0, x1] = torsoColumns(image.width, body);
  const y0 = Math.max(0, Math.round(hem));
  const y1 = Math.min(image.height, Math.round(hem + body.torsoLength * BELOW_HEM_ROWS));
  let n = 0;
  let on = 0;
  for (let y = y0; y < y1; y += 2)
    for (let x = x0; x < x1; x += 2) {
      n += 1;
      if (candidate(y * image.width + x)) on += 1;
    }
  if (n === 0 || on < n * BELOW_HEM_SHARE) return [];
  return samplePalette(image, candidate, { x0, x1, y0, y1 }, 6).filter(
    (c) => paletteDistance(palette, ...c) >= SAME_COLOUR,
  );
}

/** How far apart (px) the two rows are whose luminance an edge row compares. */
const HEM_EDGE_SPAN = 3;
/** Levels of luminance change that make a column an edge there. */
const HEM_EDGE_STEP = 3;
/** Share of the row's columns that must be edge for a hem line across the body. */
const HEM_EDGE_SHARE = 0.6;
/** …and this many times the chest's median share (a print's edges are not a hem). */
const HEM_EDGE_OVER_CHEST = 3;
/** A hem line is looked for from this far (torso lengths) above the hips. */
const HEM_EDGE_ABOVE_HIPS = 0.3;

/**
 * A top over trousers of its own colour (the vton tee: black over black) ends at a line across
 * the body where the luminance steps (the hem's edge and the shadow it casts), on at least
 * HEM_EDGE_SHARE of the columns while the chest above is plain. The hip keypoints lie below a
 * waistband, so the line is looked for from HEM_EDGE_ABOVE_HIPS above them down to `fallback`
 * (findHem's hem without a colour change). Undefined without such a line.
 */
function edgeHem(
  image: RasterImage,
  body: Body,
  candidate: (i: number) => boolean,
  [x0, x1]: [number, number],
  fallback: number,
): number | undefined {
  const { width, height, channels, data } = image;
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const span = HEM_EDGE_SPAN * width;
  const luma = (i: number) =>
    0.299 * (data[i * channels] ?? 0) +
    0.587 * (data[i * channels + 1] ?? 0) +
    0.114 * (data[i * channels + 2] ?? 0);
  const share = (y: number): number | undefined => {
    let edges = 0;
    let n = 0;
    for (let x = x0; x < x1; x += 1) {
      const i = y * width + x;
      if (!candidate(i) || !candidate(i - span) || !candidate(i + span)) continue;
      n += 1;
      if (Math.abs(luma(i + span) - luma(i - span)) >= HEM_EDGE_STEP) edges += 1;
    }
    return n >= (x1 - x0) / 4 ? edges / n : undefined;
  };
  const from = Math.round(hipY - body.torsoLength * HEM_EDGE_ABOVE_HIPS);
  const to = Math.min(height - HEM_EDGE_SPAN, Math.round(fallback));
  const chestTop = Math.round(
    Math.min(body.shoulderL.y, body.shoulderR.y) + body.torsoLength * 0.2,
  );
  const chest: number[] = [];
  for (let y = Math.max(HEM_EDGE_SPAN, chestTop); y < from; y += 2) {
    const s = share(y);
    if (s !== undefined) chest.push(s);
  }
  if (chest.length === 0) return undefined;
  chest.sort((a, b) => a - b);
  const need = Math.max(HEM_EDGE_SHARE, (chest[chest.length >> 1] ?? 0) * HEM_EDGE_OVER_CHEST);
  // The first line that clears it; the hem is where that line is strongest.
  let best: { y: number; s: number } | undefined;
  for (let y = Math.max(HEM_EDGE_SPAN, from); y < to; y += 1) {
    const s = share(y);
    if (s !== undefined && s >= need) {
      if (!best || s > best.s) best = { y, s };
    } else if (best) break;
  }
  return best?.y;
}

/**
 * Below the hips a top's pixels must match its chest palette, whose colours each hold at least
 * 5 % of the chest: a print's small motifs (cream dots on green) fall out of it. An off-palette
 * patch of the wearer less than `maxSide` across that the garment's ground encloses (at least 90 % of
 * its outer neighbours) is one of the garment's own motifs and is kept. Trousers below the hem,
 * a hand or a wall beside the body are larger or not enclosed by the ground; the ground is the
 * palette's colours that most of the garment below the hips matches, so shading within trousers
 * that match a minor chest colour (a cream yoke) is not taken for a motif.
 */
function keepEnclosedDetails(
  mask: FloatMap,
  ground: Uint8Array,
  offPalette: FloatMap,
  maxSide: number,
): void {
  const { width } = mask;
  const { labels, sizes } = labelComponents(offPalette);
  const border = new Float64Array(sizes.length);
  const enclosed = new Float64Array(sizes.length);
  // Bounding boxes: a motif is compact; a shadow line along the hem is not.
  const box = new Float64Array(sizes.length * 4).map((_, k) => (k % 4 < 2 ? Infinity : -Infinity));
  const maxArea = maxSide * maxSide;
  for (let i = 0; i < labels.length; i += 1) {
    const label = labels[i] ?? 0;
    if (label === 0 || (sizes[label - 1] ?? 0) > maxArea) continue;
    const x = i % width;
    const y = (i - x) / width;
    const b = (label - 1) * 4;
    box[b] = Math.min(box[b] ?? 0, x);
    box[b + 1] = Math.min(box[b + 1] ?? 0, y);
    box[b + 2] = Math.max(box[b + 2] ?? 0, x);
    box[b + 3] = Math.max(box[b + 3] ?? 0, y);
    for (const n of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (labels[n] === label) continue;
      border[label - 1] = (border[label - 1] ?? 0) + 1;
      if (ground[n]) enclosed[label - 1] = (enclosed[label - 1] ?? 0) + 1;
    }
  }
  const keep = sizes.map((size, k) => {
    if (size > maxArea) return false;
    const b = k * 4;
    const compact =
      (box[b + 2] ?? 0) - (box[b] ?? 0) < maxSide &&
      (box[b + 3] ?? 0) - (box[b + 1] ?? 0) < maxSide;
    return compact && (enclosed[k] ?? 0) >= (border[k] ?? 1) * 0.9;
  });
  for (let i = 0; i < labels.length; i += 1) {
    const label = labels[i] ?? 0;
    if (label > 0 && keep[label - 1]) mask.data[i] = 1;
  }
}

/**
 * Takes out of `mask` each patch that `isSkin` holds of it and joins the skin map (`skin` > 0.5)
 * through neighbours it holds too, of at most `maxSize` pixels: the wearer's skin beside what
 * the skin map found. A larger one is left.
 */
export function dropSkinBeside(
  mask: FloatMap,
  skin: FloatMap,
  isSkin: (i: number) => boolean,
  maxSize: number,
): void {
  const { width, height } = mask;
  const n = width * height;
  const seen = new Uint8Array(n);
  const neighbours = (i: number, visit: (j: number) => void) => {
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i + width < n) visit(i + width);
  };
  const patch: number[] = [];
  const grow = (j: number) => {
    if (seen[j] || (mask.data[j] ?? 0) <= 0.5 || !isSkin(j)) return;
    seen[j] = 1;
    patch.push(j);
  };
  const fromSkin = (start: number) => {
    patch.length = 0;
    grow(start);
    // The whole patch, however large, so none of it is taken later as a smaller one.
    for (let k = 0; k < patch.length; k += 1) neighbours(patch[k] as number, grow);
    if (patch.length === 0 || patch.length > maxSize) return;
    for (const j of patch) mask.data[j] = 0;
  };
  for (let i = 0; i < n; i += 1) if ((skin.data[i] ?? 0) > 0.5) neighbours(i, fromSkin);
}

/**
 * A patch of skin beside the skin map is at most this many shoulders across (squared, in
 * pixels): a warm-lit white top on a pale wearer passes for skin too, but as the whole top.
 */
const SKIN_PATCH = 0.3;
/** A neckline reaches this many torso lengths below the shoulders, at most. */
const NECKLINE_DEPTH = 0.5;

/** A pocket of the wearer the top and the hands enclose is at most this many shoulders across. */
const POCKET_SIDE = 0.3;
/** At most this share of such a pocket has skin's hue and saturation. */
const POCKET_SKIN = 0.25;

/**
 * A pocket of the wearer that the cut-out and the hands enclose, every pixel of it on the
 * body and no hand, is the top's own (`mask` edited): its shade between a forearm and the body,
 * speckled in and out of the palette by its creases, which the opening then took whole (a white
 * patch of the sample person's tee stayed by his wrist, re-dressed black). Trousers, a belt or
 * the backdrop run on out of such a pocket, and a hand or a necklace is no candidate; a lit
 * fingertip past the hand's disc has skin's hue (POCKET_SKIN).
 */
export function fillShadedPockets(
  mask: FloatMap,
  skinLike: (i: number) => boolean,
  candidate: (i: number) => boolean,
  cloth: (i: number) => boolean,
  [y0, y1]: [number, number],
  maxSide: number,
): void {
  const { width } = mask;
  const solid = createFloatMap(width, mask.height);
  for (let i = 0; i < solid.data.length; i += 1)
    solid.data[i] = (mask.data[i] ?? 0) > 0.5 || skinLike(i) ? 1 : 0;
  const filled = fillHoles(solid);
  const holes = createFloatMap(width, mask.height);
  let any = false;
  for (let i = 0; i < holes.data.length; i += 1)
    if ((filled.data[i] ?? 0) > 0.5 && (solid.data[i] ?? 0) <= 0.5) {
      holes.data[i] = 1;
      any = true;
    }
  if (!any) return;
  const { labels, sizes } = labelComponents(holes);
  const fits = sizes.map((n) => n <= maxSide * maxSide);
  const notCloth = new Float64Array(sizes.length);
  for (let i = 0; i < labels.length; i += 1) {
    const l = (labels[i] ?? 0) - 1;
    if (l < 0 || !fits[l]) continue;
    const y = Math.floor(i / width);
    if (y < y0 || y >= y1 || !candidate(i)) fits[l] = false;
    else if (!cloth(i)) notCloth[l] = (notCloth[l] ?? 0) + 1;
  }
  // The forearm's light on the shade beside it is skin-hued; a fingertip is mostly so.
  sizes.forEach((n, l) => {
    if ((notCloth[l] ?? 0) > n * POCKET_SKIN) fits[l] = false;
  });
  for (let i = 0; i < labels.length; i += 1) {
    const l = (labels[i] ?? 0) - 1;
    if (l >= 0 && fits[l]) mask.data[i] = 1;
  }
}

/**
 * The garment's ground below the hips: its pixels whose nearest chest colour is one that at
 * least a quarter of the garment's pixels there match, and its pixels within two of those.
 */
function groundBelowHips(
  image: RasterImage,
  mask: FloatMap,
  palette: Rgb[],
  fromY: number,
): Uint8Array {
  const { width } = mask;
  const ground = new Uint8Array(mask.data.length);
  const nearest = new Int8Array(mask.data.length).fill(-1);
  const counts = palette.map(() => 0);
  let total = 0;
  for (let i = Math.max(0, Math.ceil(fromY)) * width; i < mask.data.length; i += 1) {
    if ((mask.data[i] ?? 0) <= 0.5) continue;
    const o = i * image.channels;
    const rgb: Rgb = [image.data[o] ?? 0, image.data[o + 1] ?? 0, image.data[o + 2] ?? 0];
    let best = 0;
    palette.forEach((p, k) => {
      if (colourDistance(p, rgb) < colourDistance(palette[best] ?? p, rgb)) best = k;
    });
    nearest[i] = best;
    counts[best] = (counts[best] ?? 0) + 1;
    total += 1;
  }
  const core = createFloatMap(width, mask.height);
  for (let i = 0; i < ground.length; i += 1) {
    const k = nearest[i] ?? -1;
    if (k >= 0 && (counts[k] ?? 0) >= total * 0.25) core.data[i] = 1;
  }
  // A motif's own soft rim (its colour blending into the ground) belongs to the ground too.
  const near = morphMask(core, 2);
  for (let i = 0; i < ground.length; i += 1)
    ground[i] = (near.data[i] ?? 0) > 0.5 && (mask.data[i] ?? 0) > 0.5 ? 1 : 0;
  return ground;
}

/** One wearer's cut-outs: the skin mask, and the garment mask per category. */
interface Cutouts {
  image: RasterImage;
  body: string;
  skin?: FloatMap;
  /** The necklace the wearer wears over the garment, once a cut-out left it out. */
  jewellery?: FloatMap;
  masks: Map<string, FloatMap>;
}

/**
 * A generation cuts the same wearer out more than once (the outfit's kind, then the garment of
 * the category, for the garment photo and for the person alike): the cut-outs are kept with the
 * detection they came from, for the same image and body.
 */
const cutouts = new WeakMap<PeopleDetection, Cutouts>();

/** The cut-outs kept for this image, detection and body, if any. */
function keptCutouts(
  image: RasterImage,
  detection: PeopleDetection,
  body: string,
): Cutouts | undefined {
  const entry = cutouts.get(detection);
  return entry?.image === image && entry.body === body ? entry : undefined;
}

function cutoutsOf(image: RasterImage, detection: PeopleDetection, body: Body): Cutouts {
  const key = JSON.stringify(body);
  let entry = keptCutouts(image, detection, key);
  if (!entry) {
    entry = { image, body: key, masks: new Map() };
    cutouts.set(detection, entry);
  }
  return entry;
}

/**
 * Garment worn by a model: the model's matte minus skin (calibrated on that model's face), minus
 * the head, limited to the band of the body the category covers. With `jewellery` (a garment
 * photo, whose fabric is copied), minus the necklace the model wears over it too. A fresh copy:
 * callers edit it.
 */
export function separateWornGarment(
  image: RasterImage,
  detection: PeopleDetection,
  body: Body,
  category: Category,
  options: { collar?: boolean; jewellery?: boolean } = {},
): FloatMap {
  const entry = cutoutsOf(image, detection, body);
  const cut = cutOf(category, options);
  const key = cutKey(category, cut);
  let mask = entry.masks.get(key);
  if (!mask) {
    mask = cutWornGarment(image, detection, body, category, entry, cut);
    entry.masks.set(key, mask);
  }
  return { ...mask, data: new Float32Array(mask.data) };
}

/** How the re-dress cuts the person's worn garment out (findWornFabric): with a top's collar. */
export const WORN_CUT = { collar: true } as const;

/** separateWornGarment's cut-out as made elsewhere (another thread, from copies): kept as its own. */
export function keepWornGarment(
  image: RasterImage,
  detection: PeopleDetection,
  body: Body,
  category: Category,
  options: { collar?: boolean; jewellery?: boolean },
  mask: FloatMap,
): void {
  const key = cutKey(category, cutOf(category, options));
  const { masks } = cutoutsOf(image, detection, body);
  if (!masks.has(key)) masks.set(key, mask);
}

/** What a cut-out keeps and leaves out: a collar is a top's only. */
function cutOf(category: Category, options: { collar?: boolean; jewellery?: boolean }) {
  return {
    collar: options.collar === true && category === 'upper',
    jewellery: options.jewellery === true,
  };
}

/** The cut-out's key among a wearer's kept ones. */
const cutKey = (category: Category, cut: { collar: boolean; jewellery: boolean }) =>
  `${category}${cut.collar ? '+collar' : ''}${cut.jewellery ? '-jewellery' : ''}`;

/**
 * The wearer's smooth skin a cut-out of this image, detection and body has found, if one has:
 * sent with a garment's observation to the fabric thread, whose cut-out would find it again.
 */
export function foundWornSkin(
  image: RasterImage,
  detection: PeopleDetection,
  body: Body,
): FloatMap | undefined {
  return keptCutouts(image, detection, JSON.stringify(body))?.skin;
}

/** Keeps a skin map foundWornSkin gave (on another thread) as this wearer's cut-outs' own. */
export function keepWornSkin(
  image: RasterImage,
  detection: PeopleDetection,
  body: Body,
  skin: FloatMap,
): void {
  cutoutsOf(image, detection, body).skin ??= skin;
}

/** The necklace a cut-out with `jewellery` left out of the wearer's garment, if it found one. */
export function findWornJewellery(
  image: RasterImage,
  detection: PeopleDetection,
  body: Body,
): FloatMap | undefined {
  return cutoutsOf(image, detection, body).jewellery;
}

function cutWornGarment(
  image: RasterImage,
  detection: PeopleDetection,
  body: Body,
  category: Category,
  entry: Cutouts,
  cut: { collar: boolean; jewellery: boolean },
): FloatMap {
  const keepCollar = cut.collar;
  const face = bestFace(detection);
  const skin = calibrateSkin(image, face);
  const { width, height } = image;
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const neckY = shoulderY - body.shoulderWidth * 0.12;
  const skinMask = (entry.skin ??= findSkin(image, detection.matte, skin, body, face, {
    smoothOnly: true,
  }));
  // The wearer's hands (and their bangles and rings) are never garment, whatever their texture.
  const wrists = [body.wristL, body.wristR].filter((w) => w !== undefined);
  const reach = body.shoulderWidth * 0.8;
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  // The top's colours (sampled on the chest, where hands rarely are).
  const onBody = (i: number) =>
    (detection.matte.data[i] ?? 0) > 0.5 && (skinMask.data[i] ?? 0) < 0.5;
  const palette = category === 'upper' ? chestPalette(image, body, onBody) : [];
  const hand = (i: number): boolean => {
    const x = i % width;
    const y = (i - x) / width;
    // Cheap box test first: isNearHand's discs lie within reach of a wrist.
    let inReach = false;
    for (const w of wrists) inReach ||= Math.abs(x - w.x) < reach && Math.abs(y - w.y) < reach;
    if (!inReach) return false;
    if (!isNearHand(body, x, y, 0.3)) return false;
    const o = i * image.channels;
    const r = image.data[o] ?? 0;
    const g = image.data[o + 1] ?? 0;
    const b = image.data[o + 2] ?? 0;
    // A dark top's cuff or hem by the wrist is not the hand: a bearded face calibrates skin
    // dark enough (minLuma 25) to take navy for it. A cream saree in warm light has the hand's
    // hue but a fraction of its saturation (decision 055).
    return (
      skinScore(skin, r, g, b) > 0.3 &&
      hasSkinSaturation(skin, r, g, b) &&
      !inShadeOf(palette, r, g, b)
    );
  };
  // What the model wears over the garment (a necklace and its pendant) is not garment either.
  const jewellery = cut.jewellery
    ? (entry.jewellery ??= findJewellery(image, detection.matte, skinMask, body, face))
    : undefined;
  const candidate = (i: number): boolean =>
    onBody(i) && !hand(i) && (jewellery?.data[i] ?? 0) <= 0.5;
  const top =
    category === 'lower' ? hipY - body.torsoLength * 0.3 : neckY - body.shoulderWidth * 0.3;
  const bottom = category === 'upper' ? findHem(image, body, candidate) : height;
  // Below the hips (or a hem above them) a top must also match the chest's colours, so trousers
  // under a kurta, and a belt under a tee, stay out.
  const ownFrom =
    category === 'upper' && palette.length > 0
      ? paletteFrom(image, body, candidate, palette)
      : hipY;
  // …and, below a hem above the hips, not be plainly the colours of what is worn below it.
  const below = ownFrom < hipY ? paletteBelowHem(image, body, candidate, ownFrom, palette) : [];
  const matchesTop = (i: number, y: number) => {
    if (palette.length === 0 || y < ownFrom) return true;
    const o = i * image.channels;
    const r = image.data[o] ?? 0;
    const g = image.data[o + 1] ?? 0;
    const b = image.data[o + 2] ?? 0;
    const d = paletteDistance(palette, r, g, b);
    if (d < 40) return below.length === 0 || paletteDistance(below, r, g, b) + BELOW_MARGIN >= d;
    return inShadeOf(palette, r, g, b);
  };
  const headX0 = face ? face.x - face.width * 0.25 : 0;
  const headX1 = face ? face.x + face.width * 1.25 : width;
  // A face box reaches below the chin (BlazeFace: to the collar). With `keepCollar` (a worn top
  // to re-dress), under the face's middle a top's own colours (or their shade) are its collar
  // (a bandhgala's stands above the neck line); skin is out already, a beard is neither, and
  // the ellipse's core keeps the lips. A garment photo's collar is not cut in: an embroidered
  // neckline is no fabric to quilt a whole top from.
  const faceMid = face ? face.y + face.height / 2 : -1;
  let detail: Float32Array | undefined;
  const underFace =
    keepCollar && face
      ? collarUnderFace(image, face, palette, skin, () => (detail ??= imageDetail(image)))
      : undefined;
  const collar = (i: number, x: number, y: number) => underFace?.(i, x, y) === true;
  const mask = createFloatMap(width, height);
  const offPalette = createFloatMap(width, height);
  for (let y = Math.max(0, Math.round(top)); y < Math.min(height, bottom); y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const isHead = y < neckY && x > headX0 && x < headX1 && !collar(i, x, y);
      if (isHead || !candidate(i)) continue;
      if (matchesTop(i, y)) mask.data[i] = 1;
      else offPalette.data[i] = 1;
    }
  }
  // A velvet collar's motifs pass the colour test and its darker pile can look like skin: the
  // gaps between them close (on the wearer, outside the face's core), so it is not speckled.
  if (keepCollar && face) {
    const closed = morphMask(morphMask(mask, 2), -2);
    for (let y = Math.max(0, Math.round(faceMid)); y < Math.min(height, neckY); y += 1)
      for (let x = Math.max(0, Math.ceil(headX0)); x < Math.min(width, headX1); x += 1) {
        const i = y * width + x;
        if ((closed.data[i] ?? 0) > 0.5 && candidate(i) && !isInsideFace(face, x, y, FACE_CORE))
          mask.data[i] = 1;
      }
  }
  // Skin beside the smooth skin that is shaded or curved (a collarbone, a cleavage: not smooth,
  // so not in the skin map) is not the top, though pale skin lies near a white top's colours.
  // Only in a neckline (between the shoulders, down to NECKLINE_DEPTH): elsewhere a warm-lit
  // white top on a pale wearer passes for skin in patches. Not on a top of skin's own hue
  // (peach; cream in warm light, vton-dev D14's), most of whose colours pass for skin (a
  // palette holds a skin colour or two of its neckline besides).
  const skinHued = palette.filter((c) => skinScore(skin, ...c) > 0.3).length * 2 > palette.length;
  if (palette.length > 0 && !skinHued) {
    const [nx0, nx1] = [
      Math.min(body.shoulderL.x, body.shoulderR.x),
      Math.max(body.shoulderL.x, body.shoulderR.x),
    ];
    const neckBottom = shoulderY + body.torsoLength * NECKLINE_DEPTH;
    const skinNotTop = (i: number) => {
      const x = i % width;
      if (x < nx0 || x > nx1 || i >= neckBottom * width) return false;
      const o = i * image.channels;
      const r = image.data[o] ?? 0;
      const g = image.data[o + 1] ?? 0;
      const b = image.data[o + 2] ?? 0;
      if (skinScore(skin, r, g, b) <= 0.3 || !hasSkinSaturation(skin, r, g, b)) return false;
      if (inShadeOf(palette, r, g, b)) return false;
      // Skin is smooth; embroidery (a cream collar's beadwork) is busy.
      detail ??= imageDetail(image);
      return (detail[i] ?? 0) < BUSY_COLLAR;
    };
    dropSkinBeside(mask, skinMask, skinNotTop, (body.shoulderWidth * SKIN_PATCH) ** 2);
  }
  if (palette.length > 0) {
    const ground = groundBelowHips(image, mask, palette, ownFrom);
    keepEnclosedDetails(mask, ground, offPalette, body.shoulderWidth * 0.1);
  }
  // Opening drops slivers along the model's arms that would smear when warped; a low share keeps
  // garment parts that hands in pockets cut off from the rest.
  const cleaned = keepLargeComponents(morphMask(morphMask(mask, -3), 3), 0.04);
  if (cleaned.data.every((v) => v === 0)) throw new TryonError('GARMENT_NOT_SEPARABLE');
  // Only on a worn top to re-dress: a garment photo's pockets are its model's (an arm's shade).
  if (keepCollar && palette.length > 0) {
    const skinLike = (i: number) => (skinMask.data[i] ?? 0) > 0.5 || hand(i);
    // Cloth has no skin's hue and saturation.
    const cloth = (i: number) => {
      const o = i * image.channels;
      const r = image.data[o] ?? 0;
      const g = image.data[o + 1] ?? 0;
      const b = image.data[o + 2] ?? 0;
      return skinScore(skin, r, g, b) <= 0.3 || !hasSkinSaturation(skin, r, g, b);
    };
    const rows: [number, number] = [Math.max(0, Math.round(top)), Math.min(height, bottom)];
    fillShadedPockets(cleaned, skinLike, candidate, cloth, rows, body.shoulderWidth * POCKET_SIDE);
  }
  return cleaned;
}
