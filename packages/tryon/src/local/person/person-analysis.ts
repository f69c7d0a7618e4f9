import type { Human } from '@vladmandic/human';
import type { Category } from '../../types';
import { TryonError } from '../../errors';
import { legEnd, requireBody, type Body } from './body';
import { runExclusive } from './human-runtime';
import {
  bestFace,
  detectPeople,
  isInsideFace,
  type FaceBox,
  type PeopleDetection,
} from './detect-people';
import {
  distanceToSegment,
  includePixel,
  lerp,
  mid,
  type PixelBox,
  type Point,
  type Quad,
} from '../raster/geometry';
import {
  colourDistance,
  nearestIndex,
  paletteDistance,
  samplePalette,
  type Rgb,
} from '../raster/palette';
import {
  continuationOf,
  isHead,
  medianColour,
  medianSkinColour,
  shadingOf,
  type FillInputs,
  type PersonFills,
} from './person-fills';
import { createFloatMap, morphMask, type FloatMap, type RasterImage } from '../raster/raster';
import { keepComponentsTouching, labelComponents } from '../raster/components';
import { calibrateSkin, toYCbCr, type SkinModel } from './skin';
import { findSkin } from './skin-mask';
import { findHair } from './hair-mask';
import { splitLowerGarment } from './lower-garment';
import { collarUnderFace } from './collar-under-face';
import { imageDetail } from '../raster/local-std';

export interface PersonAnalysis {
  image: RasterImage;
  /** Pose, faces and matte as detected (mode choice and quality report read them). */
  detection: PeopleDetection;
  body: Body;
  matte: FloatMap;
  /** Visible skin (0/1): bare arms and hands stay in front of the new garment. */
  skin: FloatMap;
  /** Hair or a hat in front of the clothing (0/1): kept in front of the new garment. */
  hair: FloatMap;
  /** Typical skin tone (the face's median): the re-dress tells bare arms by it. */
  skinColour: Rgb;
  face: FaceBox | undefined;
  /** Pixels of the clothing the new garment replaces (0/1). */
  oldGarment: FloatMap;
  /**
   * Lower garments only: the top hanging over the waist and thighs (kept in front of the new
   * trousers), and whether it, or a one-piece, covers the legs at the knees.
   */
  topOver?: FloatMap;
  legsCovered?: boolean;
  /** Low-frequency light on the old garment, ~1 on average (made on first read, see below). */
  readonly shading: FloatMap;
  quad: Quad;
  /**
   * RGB floats: the person's lower garment/body continued, to fill below a shorter garment.
   * Only the replace paths read this and `shading`: both are made on first read (~0.15 s the
   * re-dress never spends), from the maps as the analysis left them.
   */
  readonly continuation: Float32Array;
  /** How those two are made, and by whom (absent on the tests' drawn persons). */
  readonly fills?: DeferredFills;
}

/** Vertical band the category's old clothing lives in. */
function clothingBand(body: Body, category: Category): { y0: number; y1: number } {
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const ankleY = Math.max(legEnd(body, 'L').y, legEnd(body, 'R').y);
  if (category === 'upper')
    return { y0: shoulderY - body.shoulderWidth * 0.45, y1: hipY + body.torsoLength * 0.9 };
  if (category === 'lower') return { y0: hipY - body.torsoLength * 0.3, y1: ankleY };
  return { y0: shoulderY - body.shoulderWidth * 0.45, y1: ankleY };
}

/** The share of the torso (shoulders 0, hips 1) from which the lower garment's colours count. */
const LOW_FROM = 0.5;

/** How far (px) from the top's colours the lower garment's may be clothing above LOW_FROM. */
const LOW_BESIDE = 2;

/**
 * Sets in `mask` the pixels of `candidates` within `reach` px (a square's) of its set pixels,
 * growing `box` to hold them.
 */
function keepBeside(mask: FloatMap, candidates: number[], reach: number, box: PixelBox): void {
  const { width, height, data } = mask;
  const beside = candidates.filter((i) => {
    const x = i % width;
    const y = (i - x) / width;
    for (let qy = Math.max(0, y - reach); qy <= Math.min(height - 1, y + reach); qy += 1)
      for (let qx = Math.max(0, x - reach); qx <= Math.min(width - 1, x + reach); qx += 1)
        if ((data[qy * width + qx] as number) > 0.5) return true;
    return false;
  });
  for (const i of beside) {
    data[i] = 1;
    const x = i % width;
    includePixel(box, x, (i - x) / width);
  }
}

/** Old clothing: not skin, not head, in the band, and in the colours sampled from chest/thighs. */
export function findOldGarment(
  image: RasterImage,
  matte: FloatMap,
  skin: FloatMap,
  body: Body,
  face: FaceBox | undefined,
  category: Category,
  skinModel: SkinModel,
): FloatMap {
  const notSkin = (i: number) => (matte.data[i] ?? 0) > 0.5 && (skin.data[i] ?? 0) < 0.5;
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const xs = [body.shoulderL.x, body.shoulderR.x, body.hipL.x, body.hipR.x];
  const chest = {
    x0: Math.min(...xs),
    x1: Math.max(...xs),
    y0: shoulderY + body.torsoLength * 0.15,
    y1: hipY - body.torsoLength * 0.1,
  };
  const knee = mid(legEnd(body, 'L'), legEnd(body, 'R'));
  const thighs = {
    x0: chest.x0,
    x1: chest.x1,
    y0: hipY + body.torsoLength * 0.15,
    y1: (hipY + knee.y) / 2 + body.torsoLength * 0.3,
  };
  const topPalette = category !== 'lower' ? samplePalette(image, notSkin, chest) : [];
  const lowPalette = category !== 'upper' ? samplePalette(image, notSkin, thighs) : [];
  const palette = [...topPalette, ...lowPalette];
  // The lower garment's colours are clothing from the torso's middle down (a high waist's band
  // included); above it only beside the top's (its piping, a seam's shade): dark jeans' shade
  // matched the hair's dark tips on a shoulder, taken away with the top under a lehenga (vton S05).
  const lowFrom = category === 'lower' ? -Infinity : shoulderY + (hipY - shoulderY) * LOW_FROM;
  const tintedSkin = tintedSkinTest(palette, skinModel);
  // A stand collar rises into the face box's ellipse below the chin (a bandhgala's): in the top's
  // colours there, it is clothing (collar-under-face.ts), not head.
  let detail: Float32Array | undefined;
  const collar =
    face && category !== 'lower'
      ? collarUnderFace(image, face, topPalette, skinModel, () => (detail ??= imageDetail(image)))
      : undefined;
  const collarSeen = new Uint8Array(collar ? image.width * image.height : 0);
  const band = clothingBand(body, category);
  const mask = createFloatMap(image.width, image.height);
  // Above the torso's middle, pixels only the lower garment's colours match (see lowFrom).
  const lowOnly: number[] = [];
  // The box of the set pixels (inclusive; empty while x1 < 0).
  const box: PixelBox = { x0: image.width, y0: image.height, x1: -1, y1: -1 };
  for (let y = Math.max(0, Math.round(band.y0)); y < Math.min(image.height, band.y1); y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const i = y * image.width + x;
      if (!notSkin(i)) continue;
      if (isHead(face, body, x, y)) {
        if (!collar?.(i, x, y)) continue;
        collarSeen[i] = 1;
      }
      const o = i * 3;
      const r = image.data[o] ?? 0;
      const g = image.data[o + 1] ?? 0;
      const b = image.data[o + 2] ?? 0;
      const high = y < lowFrom;
      // On a limb a sleeve in shadow misses the palette by more; tattoos and watches miss by far more.
      const arm = category !== 'lower' ? armPart(body, x, y) : undefined;
      const limit = arm ? 110 : 48;
      if (paletteDistance(high ? topPalette : palette, r, g, b) < limit) {
        // Lit skin on a forearm (its top edge lying across a white top, by the hand) too.
        if (arm !== 'upper' && tintedSkin(image.data, o)) continue;
        mask.data[i] = 1;
        includePixel(box, x, y);
      } else if (high && paletteDistance(lowPalette, r, g, b) < limit) lowOnly.push(i);
    }
  }
  keepBeside(mask, lowOnly, LOW_BESIDE, box);
  dropBackdropRing(mask, box, image, matte);
  // Closing fills the small gaps that folds' shadows leave (they miss the palette) but not hands.
  const closed = morphMask(morphMask(mask, 3), -3);
  const kept = keepComponentsTouching(closed, coreRegion(body, category));
  if (category === 'upper') dropLowerPiece(kept, image, body);
  if (collar && face) addCollarRim(kept, collarSeen, matte, face);
  return kept;
}

/** How far (px) the person matte reaches past the photo's edge at full strength, at most. */
const BACKDROP_REACH = 6;
/** Sure backdrop pixels (matte < 0.05) a pixel's window must hold for their mean to be read. */
const BACKDROP_SEEN = 8;
/** A pixel this near (RGB distance) the mean of the sure backdrop around it is that backdrop. */
const BACKDROP_LIKE = 20;

/**
 * The person matte is made at a fraction of the photo's size and reaches a few pixels past the
 * photo's edge: there a light-grey wall lies within a white top's colours (its shade) and was
 * old clothing, down the outside of a bare arm from the top's strap (vton-dev D16), made again
 * as a streaky rim of skin. A pixel within BACKDROP_REACH px of the sure backdrop, in its colour,
 * is no clothing (`mask` edited): kept as the photo shows it, it is the backdrop. A white top
 * against a white wall loses its outermost pixels to it, which look as the wall does.
 */
function dropBackdropRing(
  mask: FloatMap,
  box: PixelBox,
  image: RasterImage,
  matte: FloatMap,
): void {
  const { width, height } = mask;
  const { data } = image;
  const reach = BACKDROP_REACH;
  // The tables cover the mask's box grown by the reach: about a third of a full-length photo.
  const { x0: bx0, y0: by0, x1: bx1, y1: by1 } = box;
  if (bx1 < 0) return;
  const ox = Math.max(0, bx0 - reach);
  const oy = Math.max(0, by0 - reach);
  const w = Math.min(width, bx1 + reach + 1) - ox;
  const h = Math.min(height, by1 + reach + 1) - oy;
  // Summed-area tables ((w + 1) × (h + 1)) of the sure backdrop's count and colour.
  const w1 = w + 1;
  const size = w1 * (h + 1);
  const [count, red, green, blue] = [0, 1, 2, 3].map(() => new Int32Array(size)) as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  for (let y = 0; y < h; y += 1) {
    let n = 0;
    let r = 0;
    let g = 0;
    let b = 0;
    for (
      let x = 0, i = (y + oy) * width + ox, o = (y + 1) * w1 + 1;
      x < w;
      x += 1, i += 1, o += 1
    ) {
      if ((matte.data[i] as number) < 0.05) {
        n += 1;
        r += data[i * 3] as number;
        g += data[i * 3 + 1] as number;
        b += data[i * 3 + 2] as number;
      }
      count[o] = (count[o - w1] as number) + n;
      red[o] = (red[o - w1] as number) + r;
      green[o] = (green[o - w1] as number) + g;
      blue[o] = (blue[o - w1] as number) + b;
    }
  }
  for (let y = by0; y <= by1; y += 1) {
    const top = Math.max(0, y - oy - reach) * w1;
    const bottom = Math.min(h, y - oy + reach + 1) * w1;
    for (let x = bx0, i = y * width + bx0; x <= bx1; x += 1, i += 1) {
      if ((mask.data[i] as number) <= 0.5) continue;
      const left = Math.max(0, x - ox - reach);
      const right = Math.min(w, x - ox + reach + 1);
      // A window's sum in a table: from its four corners.
      const inWindow = (sum: Int32Array) =>
        (sum[bottom + right] as number) -
        (sum[top + right] as number) -
        (sum[bottom + left] as number) +
        (sum[top + left] as number);
      const seen = inWindow(count);
      if (seen < BACKDROP_SEEN) continue;
      const dr = (data[i * 3] as number) - inWindow(red) / seen;
      const dg = (data[i * 3 + 1] as number) - inWindow(green) / seen;
      const db = (data[i * 3 + 2] as number) - inWindow(blue) / seen;
      const d2 = dr * dr + dg * dg + db * db;
      if (d2 < BACKDROP_LIKE ** 2) mask.data[i] = 0;
    }
  }
}

/**
 * How far (px) a stand collar's edge reaches past its own colours into the neck's skin; the share
 * of the face box's ellipse it never enters (the chin: a collar's top corners rise beside it into
 * FACE_CORE), and the ellipse it stays in.
 */
const COLLAR_RIM = 5;
const RIM_CORE = 0.5;
const RIM_ELLIPSE = 1.1;

/** How far (px) from the hair a collar in the face's ellipse must be. */
const HAIR_CLEARANCE = 4;

/** Whether any pixel of `mask` lies in the face box's ellipse (a collar taken there). */
function someInFace(mask: FloatMap, face: FaceBox): boolean {
  const { width, height } = mask;
  for (let y = Math.max(0, Math.floor(face.y)); y < Math.min(height, face.y + face.height); y += 1)
    for (let x = Math.max(0, Math.floor(face.x)); x < Math.min(width, face.x + face.width); x += 1)
      if ((mask.data[y * width + x] ?? 0) > 0.5 && isInsideFace(face, x, y, 1)) return true;
  return false;
}

/**
 * A stand collar's edge against the neck is a mix of the two (a JPEG's, and the fold's shade):
 * left on a made neck, it drew the collar's outline there as a dark line (vton S08). Under the
 * face's middle, outside its core, the person's pixels within COLLAR_RIM px of the collar found in
 * the face's ellipse (`seen`, where `mask` kept it) are the old garment too (`mask` edited).
 */
function addCollarRim(mask: FloatMap, seen: Uint8Array, matte: FloatMap, face: FaceBox): void {
  const { width, height } = mask;
  const faceMid = face.y + face.height / 2;
  const reach = (RIM_ELLIPSE - 1) / 2;
  const y0 = Math.max(1, Math.ceil(faceMid));
  const y1 = Math.min(height - 1, Math.ceil(face.y + face.height * (1 + reach)));
  const x0 = Math.max(1, Math.floor(face.x - face.width * reach));
  const x1 = Math.min(width - 1, Math.ceil(face.x + face.width * (1 + reach)));
  const collarZone = (x: number, y: number) =>
    isInsideFace(face, x, y, RIM_ELLIPSE) && !isInsideFace(face, x, y, RIM_CORE);
  for (let pass = 0; pass < COLLAR_RIM; pass += 1) {
    const grown: number[] = [];
    for (let y = y0; y < y1; y += 1)
      for (let x = x0; x < x1; x += 1) {
        const i = y * width + x;
        if ((mask.data[i] ?? 0) > 0.5 || (matte.data[i] ?? 0) <= 0.5 || !collarZone(x, y)) continue;
        const next = [i - 1, i + 1, i - width, i + width].some(
          (j) => seen[j] === 1 && (mask.data[j] ?? 0) > 0.5,
        );
        if (next) grown.push(i);
      }
    for (const i of grown) {
      mask.data[i] = 1;
      seen[i] = 1;
    }
  }
}

/** Under this share of the torso (shoulders 0, hips 1) a piece of clothing may begin and be the top. */
const TOP_BEGINS = 0.5;
/** A piece this far in colour from the top (mean RGB distance) is another garment. */
const OTHER_PIECE = 40;

/**
 * Leaves out of a top's old clothing (`mask` edited) a piece that begins below the middle of
 * the torso, apart from the piece on the upper chest and in another colour: a high-waisted skirt
 * under a crop top reaches the chest's lower seeds, and once its white was in the palette too
 * (its waistband lies above the hip keypoints) a tee put on vton-dev D11's wearer left the
 * skirt below its hem to be made, as streaks of the photo. A top cut in two by an arm across it
 * is one colour, and stays.
 */
function dropLowerPiece(mask: FloatMap, image: RasterImage, body: Body): void {
  const { labels, sizes } = labelComponents(mask);
  if (sizes.length < 2) return;
  const { width } = mask;
  const sums = sizes.map(() => [0, 0, 0]);
  const top = sizes.map(() => Infinity);
  for (let i = 0; i < labels.length; i += 1) {
    const l = (labels[i] ?? 0) - 1;
    if (l < 0) continue;
    const sum = sums[l] as number[];
    for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (image.data[i * 3 + c] ?? 0);
    top[l] = Math.min(top[l] ?? Infinity, Math.floor(i / width));
  }
  const mean = (l: number): Rgb => (sums[l] ?? [0, 0, 0]).map((v) => v / (sizes[l] ?? 1)) as Rgb;
  // The upper chest: its middle line and its sides (a deep neckline leaves the middle bare).
  const chest = [0.25, 0.35, 0.45].flatMap((t) => {
    const l = lerp(body.shoulderL, body.hipL, t);
    const r = lerp(body.shoulderR, body.hipR, t);
    return [mid(l, r), lerp(l, r, 0.25), lerp(l, r, 0.75)];
  });
  const upper = new Set<number>();
  for (const p of chest) {
    const l = (labels[Math.round(p.y) * width + Math.round(p.x)] ?? 0) - 1;
    if (l >= 0) upper.add(l);
  }
  if (upper.size === 0) return;
  const shoulderY = (body.shoulderL.y + body.shoulderR.y) / 2;
  const middle = shoulderY + ((body.hipL.y + body.hipR.y) / 2 - shoulderY) * TOP_BEGINS;
  const drop = sizes.map(
    (_, l) =>
      !upper.has(l) &&
      (top[l] ?? 0) > middle &&
      [...upper].every((u) => colourDistance(mean(l), mean(u)) > OTHER_PIECE),
  );
  for (let i = 0; i < labels.length; i += 1) if (drop[(labels[i] ?? 0) - 1]) mask.data[i] = 0;
}

/**
 * A neutral cloth's colour (white, grey, black) has at most this chroma (CbCr distance from grey).
 */
const NEUTRAL_CLOTH = 8;
/** Skin's hue, this share of the face's chroma at least, is skin's own tint. */
const SKIN_TINT = 0.4;

/**
 * Whether a pixel whose nearest palette colour is a neutral cloth's is tinted in skin's hue, by
 * SKIN_TINT of the face's chroma or more: lit skin, pale enough to be near a white top's colour
 * (vton-dev D10's collarbones beside a white tank top, taken for the top, were remade as pale
 * blotches on her chest). A white cloth in the photo's light is as neutral as its palette colour.
 * Not on the upper arms: a bare shoulder's highlight beside a white sleeve, kept, stood out as a
 * pale sliver against the made arm (vton person_02); on the forearms, where her arm lies across
 * the white top, its lit upper edge was taken and the choli drawn over the back of her hand
 * (vton S05, decision 143). The face's chroma and which palette colours are
 * neutral are read once; the test runs per pixel of the clothing band.
 */
function tintedSkinTest(
  palette: Rgb[],
  model: SkinModel,
): (data: Uint8Array, o: number) => boolean {
  const fcb = model.cb - 128;
  const fcr = model.cr - 128;
  const face = Math.hypot(fcb, fcr);
  if (model.saturation === undefined || face < 1) return () => false;
  const neutral = palette.map((p) => {
    const [, cb, cr] = toYCbCr(...p);
    return Math.hypot(cb - 128, cr - 128) <= NEUTRAL_CLOTH;
  });
  return (data, o) => {
    const rgb: Rgb = [data[o] ?? 0, data[o + 1] ?? 0, data[o + 2] ?? 0];
    if (!neutral[nearestIndex(palette, rgb)]) return false;
    const [, cb, cr] = toYCbCr(...rgb);
    return ((cb - 128) * fcb + (cr - 128) * fcr) / face >= SKIN_TINT * face;
  };
}

/** On an arm: 'upper' (shoulder to elbow), 'fore' (elbow to wrist), or not (undefined). */
function armPart(body: Body, x: number, y: number): 'upper' | 'fore' | undefined {
  let part: 'fore' | undefined;
  for (const side of ['L', 'R'] as const) {
    const s = side === 'L' ? body.shoulderL : body.shoulderR;
    const e = side === 'L' ? body.elbowL : body.elbowR;
    const w = side === 'L' ? body.wristL : body.wristR;
    if (e && distanceToSegment(x, y, s, e) < body.shoulderWidth * 0.15) return 'upper';
    if (e && w && distanceToSegment(x, y, e, w) < body.shoulderWidth * 0.11) part = 'fore';
  }
  return part;
}

/** Where the category's clothing surely is: the torso for tops, the thighs for bottoms. */
function coreRegion(body: Body, category: Category): Point[] {
  const chest = [
    lerp(body.shoulderL, body.hipL, 0.3),
    lerp(body.shoulderR, body.hipR, 0.3),
    lerp(body.shoulderL, body.hipL, 0.7),
    lerp(body.shoulderR, body.hipR, 0.7),
  ];
  const thighs = [
    lerp(body.hipL, legEnd(body, 'L'), 0.25),
    lerp(body.hipR, legEnd(body, 'R'), 0.25),
  ];
  if (category === 'upper') return chest;
  if (category === 'lower') return thighs;
  return [...chest, ...thighs];
}

/**
 * A black-and-white photo (or a sepia one) has no colour to tell skin from clothing by: the
 * generation would fail later as "little clothing found", which says nothing useful. Colourful
 * pixels (channel spread ≥ 16 of 255) are well over 1 % of any colour photo of a person.
 */
function requireColour(image: RasterImage): void {
  let colourful = 0;
  const n = image.width * image.height;
  for (let i = 0; i < n; i += 7) {
    const r = image.data[i * 3] ?? 0;
    const g = image.data[i * 3 + 1] ?? 0;
    const b = image.data[i * 3 + 2] ?? 0;
    if (Math.max(r, g, b) - Math.min(r, g, b) >= 16) colourful += 1;
  }
  if (colourful / Math.ceil(n / 7) < 0.01)
    throw new TryonError(
      'INVALID_IMAGE',
      'The person photo is in black and white, so skin and clothing cannot be told apart. Please upload a colour photo.',
    );
}

/**
 * `describeOutfit`: the mode is auto, so the outfit is measured, and a top's choice reads the
 * face's gender too (a woman's saree is no long kurta).
 */
export async function analysePerson(
  human: Human,
  image: RasterImage,
  category: Category,
  describeOutfit = false,
  /** Told the pose as soon as it is found (to start work on it elsewhere meanwhile). */
  onDetected?: (detection: PeopleDetection, body: Body) => void,
): Promise<PersonAnalysis> {
  requireColour(image);
  // The face's gender matters for a saree or lehenga (no re-dress of a man's long kurta as one)
  // and for a top in auto mode (no top on a woman in a saree).
  const describeFaces =
    category === 'saree' || category === 'full' || (describeOutfit && category === 'upper');
  const detection = await runExclusive(() => detectPeople(human, image, { describeFaces }));
  const body = requireBody(detection, category);
  onDetected?.(detection, body);
  const face = bestFace(detection);
  const skinModel = calibrateSkin(image, face);
  const skin = findSkin(image, detection.matte, skinModel, body, face);
  const split =
    category === 'lower'
      ? splitLowerGarment(
          image,
          (i) => (detection.matte.data[i] ?? 0) > 0.5 && (skin.data[i] ?? 0) < 0.5,
          (x, y) => isHead(face, body, x, y),
          body,
        )
      : undefined;
  const oldGarment =
    split?.oldGarment ??
    findOldGarment(image, detection.matte, skin, body, face, category, skinModel);
  const clothingColours = samplePalette(image, (i) => (oldGarment.data[i] ?? 0) > 0.5, {
    x0: 0,
    x1: image.width,
    y0: 0,
    y1: image.height,
  });
  const hair = findHair(image, detection.matte, skin, body, face, clothingColours);
  // A collar taken in the face's ellipse keeps clear of the hair too: a dark strand's tip the
  // hair map missed matched a dark top's colours there (vton-dev D16).
  const nearHair =
    face && category !== 'lower' && someInFace(oldGarment, face)
      ? morphMask(hair, HAIR_CLEARANCE)
      : undefined;
  for (let i = 0; i < hair.data.length; i += 1) {
    if ((hair.data[i] ?? 0) > 0.5) oldGarment.data[i] = 0;
    else if (face && (nearHair?.data[i] ?? 0) > 0.5) {
      const x = i % image.width;
      if (isHead(face, body, x, (i - x) / image.width)) oldGarment.data[i] = 0;
    }
  }
  // The face centre is the most reliable sample (a skin-toned backdrop can leak into the skin mask
  // at the silhouette's edge); the hands serve when the head is out of frame.
  const skinColour =
    medianSkinColour(image, skinModel, face) ??
    medianColour(image, skin) ??
    ([200, 160, 130] as Rgb);
  // Uncovered arms take the colour of the nearest real skin (the forearm below, the neck), which
  // carries its own tone and light, instead of one flat tone.
  const quad: Quad =
    category === 'lower'
      ? { tl: body.hipL, tr: body.hipR, bl: legEnd(body, 'L'), br: legEnd(body, 'R') }
      : { tl: body.shoulderL, tr: body.shoulderR, bl: body.hipL, br: body.hipR };
  const fills = deferredFills({ image, matte: detection.matte, oldGarment, skin, body, face });
  return {
    image,
    detection,
    body,
    matte: detection.matte,
    skin,
    hair,
    skinColour,
    face,
    oldGarment,
    ...(split ? { topOver: split.topOver, legsCovered: split.legsCovered } : {}),
    get shading() {
      return fills.shading();
    },
    quad,
    get continuation() {
      return fills.continuation();
    },
    fills,
  };
}

export interface DeferredFills {
  continuation(): Float32Array;
  shading(): FloatMap;
  /** The copies both are made from: what another thread is sent to make them. */
  readonly inputs: FillInputs;
  /** Both as another thread made them from `inputs`: kept, unless made here already. */
  provide(made: PersonFills): void;
}

/**
 * The person's continuation and shading (see PersonAnalysis), each made on its first call from
 * copies of the maps taken now: later stages edit the person's masks in place, which must not
 * change what these would have been.
 */
export function deferredFills(maps: FillInputs): DeferredFills {
  const copy = (map: FloatMap) => ({ ...map, data: Float32Array.from(map.data) });
  const inputs: FillInputs = {
    ...maps,
    matte: copy(maps.matte),
    oldGarment: copy(maps.oldGarment),
    skin: copy(maps.skin),
  };
  let continuation: Float32Array | undefined;
  let shading: FloatMap | undefined;
  return {
    inputs,
    continuation: () => (continuation ??= continuationOf(inputs)),
    shading: () => (shading ??= shadingOf(inputs)),
    provide(made) {
      continuation ??= made.continuation;
      shading ??= made.shading;
    },
  };
}
