import type { PersonAnalysis } from '../person/person-analysis';
import { handCentre } from '../person/body';
import { isInsideFace } from '../person/detect-people';
import { calibrateSkin } from '../person/skin';
import type { Point } from '../raster/geometry';
import type { FloatMap } from '../raster/raster';
import { labelComponents } from '../raster/components';

/** How far (shoulder widths) the top may lie on each side of a pixel, on its row, for it to lie on the top. */
const ENCLOSED_BY = 0.2;
/**
 * A piece on the top with under this share of the skin's saturation (chroma over luma), on
 * average over the piece, is the top's own shade. Skin in light or shade keeps about its own (a
 * hand's back 0.9–1.1 of its median); only its highlights fall below, a few pixels among many.
 * A shaded fold of D14's cream sherwani: 0.4–0.7 of the face's.
 */
const PANEL_SATURATION = 0.7;
/** A hand's reach from its centre (shoulder widths): there its own skin is the reference. */
const HAND_REACH = 0.45;
/** The hand's core around its centre (shoulder widths) its reference is measured on. */
const HAND_CORE = 0.15;

interface Hand {
  centre: Point;
  /** The median saturation of its skin; undefined when too little of it was seen. */
  saturation: number | undefined;
}

/**
 * A cream or beige top's own shaded panels that the skin flood took (`fabric` edited; returns
 * how many pixels were given back): a flood from a hand resting on D14's sherwani ran up the
 * shaded fold between its body and its far arm, and the fold kept the old outfit's colour
 * through the re-dress. Given back: pixels of the skin map between pieces of the top on their
 * row (within ENCLOSED_BY on each side), neither hair nor face, in connected pieces pale on
 * average (palePieces) against the person's skin: the face's, or the best-seen hand's when
 * paler, and near a hand that hand's own (a pale hand on a white top, S02's, has 0.6 of her
 * made-up face's saturation).
 */
export function shadedPanels(person: PersonAnalysis, fabric: FloatMap): number {
  const { image, body } = person;
  const { width, height } = fabric;
  const faceSaturation = person.face && calibrateSkin(image, person.face).saturation;
  if (faceSaturation === undefined) return 0;
  const sw = body.shoulderWidth;
  const hands = findHands(person);
  // The person's skin away from the hands: the face's, or the best-seen hand's when paler.
  const seen = hands.flatMap((h) => (h.saturation === undefined ? [] : [h.saturation]));
  const skin = Math.min(faceSaturation, ...(seen.length ? [Math.max(...seen)] : []));
  /** The saturation a pixel's piece is held against; undefined where it stays skin. */
  const referenceAt = (x: number, y: number): number | undefined => {
    for (const hand of hands)
      if (Math.hypot(x - hand.centre.x, y - hand.centre.y) < sw * HAND_REACH)
        return hand.saturation === undefined
          ? undefined
          : Math.min(faceSaturation, hand.saturation);
    return skin;
  };
  const reach = Math.max(2, Math.round(sw * ENCLOSED_BY));
  const candidate = new Float32Array(width * height);
  const ratio = new Float32Array(width * height);
  const left = new Int32Array(width);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let last = -1e9;
    for (let x = 0; x < width; x += 1) {
      if ((fabric.data[row + x] ?? 0) > 0) last = x;
      left[x] = x - last;
    }
    let next = 1e9;
    for (let x = width - 1; x >= 0; x -= 1) {
      const i = row + x;
      if ((fabric.data[i] ?? 0) > 0) {
        next = x;
        continue;
      }
      if (next - x > reach || (left[x] ?? 1e9) > reach) continue;
      if ((person.skin.data[i] ?? 0) <= 0.5 || (person.hair.data[i] ?? 0) > 0.5) continue;
      if (person.face && isInsideFace(person.face, x, y, 1.05)) continue;
      const reference = referenceAt(x, y);
      if (reference === undefined) continue;
      const o = i * image.channels;
      candidate[i] = 1;
      ratio[i] =
        saturationOf(image.data[o] ?? 0, image.data[o + 1] ?? 0, image.data[o + 2] ?? 0) /
        reference;
    }
  }
  const pale = palePieces(person, candidate, ratio, fabric);
  let given = 0;
  for (let i = 0; i < candidate.length; i += 1)
    if (pale(i)) {
      fabric.data[i] = 1;
      given += 1;
    }
  return given;
}

/** Each found hand's centre (handCentre) and the median saturation of the skin map's pixels within HAND_CORE of it. */
function findHands(person: PersonAnalysis): Hand[] {
  const { body, image, skin } = person;
  const out: Hand[] = [];
  const r = body.shoulderWidth * HAND_CORE;
  for (const side of ['L', 'R'] as const) {
    const centre = handCentre(body, side);
    if (!centre) continue;
    const values: number[] = [];
    const [y0, y1] = [
      Math.max(0, Math.floor(centre.y - r)),
      Math.min(image.height - 1, centre.y + r),
    ];
    const [x0, x1] = [
      Math.max(0, Math.floor(centre.x - r)),
      Math.min(image.width - 1, centre.x + r),
    ];
    for (let y = y0; y <= y1; y += 1)
      for (let x = x0; x <= x1; x += 1) {
        const i = y * image.width + x;
        if ((skin.data[i] ?? 0) <= 0.5) continue;
        const o = i * image.channels;
        values.push(
          saturationOf(image.data[o] ?? 0, image.data[o + 1] ?? 0, image.data[o + 2] ?? 0),
        );
      }
    values.sort((a, b) => a - b);
    const seen = values.length >= r * r;
    out.push({ centre, saturation: seen ? values[Math.floor(values.length / 2)] : undefined });
  }
  return out;
}

/** Chroma (YCbCr, about grey) over luma: inline maths, runs per pixel. */
function saturationOf(r: number, g: number, b: number): number {
  const luma = 0.299 * r + 0.587 * g + 0.114 * b;
  const cb = -0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 0.5 * r - 0.418688 * g - 0.081312 * b;
  return Math.hypot(cb, cr) / Math.max(1, luma);
}

/** The neck's half-width about the shoulders' middle (shoulder widths). */
const NECK_REACH = 0.25;

/**
 * Whether a candidate pixel lies in a pale piece: a connected piece of candidates whose mean
 * `ratio` is under PANEL_SATURATION (one by one, D14's fold alternates pale cream with peach
 * embroidery as saturated as skin), unless it runs on up into skin off the top within
 * NECK_REACH of the shoulders' middle (its upper neighbour there is skin, neither a candidate
 * nor the top): the neck or chest seen through the neckline (S02's), skin whatever its light.
 * D14's fold ends against skin off the top too, by his far shoulder.
 */
function palePieces(
  person: PersonAnalysis,
  candidate: Float32Array,
  ratio: Float32Array,
  fabric: FloatMap,
): (i: number) => boolean {
  const { width } = fabric;
  const { body } = person;
  const neckX = (body.shoulderL.x + body.shoulderR.x) / 2;
  const reach = body.shoulderWidth * NECK_REACH;
  const { labels, sizes } = labelComponents({ data: candidate, width, height: fabric.height });
  const open = new Uint8Array(sizes.length + 1);
  const sum = new Float64Array(sizes.length + 1);
  for (let i = 0; i < labels.length; i += 1) {
    const l = labels[i] ?? 0;
    if (l === 0) continue;
    sum[l] = (sum[l] ?? 0) + (ratio[i] ?? 0);
    const up = i - width;
    if (up < 0 || (candidate[up] ?? 0) > 0 || (fabric.data[up] ?? 0) > 0) continue;
    if (Math.abs((up % width) - neckX) > reach) continue;
    if ((person.skin.data[up] ?? 0) > 0.5) open[l] = 1;
  }
  const pale = new Uint8Array(sizes.length + 1);
  for (let l = 1; l <= sizes.length; l += 1)
    pale[l] = open[l] === 0 && (sum[l] ?? 0) < PANEL_SATURATION * (sizes[l - 1] ?? 0) ? 1 : 0;
  return (i) => pale[labels[i] ?? 0] === 1;
}
