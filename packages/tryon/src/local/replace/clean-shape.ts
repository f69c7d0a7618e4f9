import type { Category } from '../../types';
import type { GarmentModel } from '../garment/garment-analysis';
import type { PersonAnalysis } from '../person/person-analysis';
import { blurMap, type RasterImage } from '../raster/raster';
import { synthesiseCropped } from './crop-synth';
import type { LevelMap } from './level-map';
import { isSkinLike, type Placement } from './place-garment';
import { bandCollar, collarMask, cutCholiNeckline, shadeNeckline, type Neckline } from './neckline';
import { bodyFrame, rowSpans, type BodyFrame } from './row-spans';
import {
  bareRows,
  dropSheerSkin,
  stretchRows,
  choliAndSkirt,
  clampToTorso,
  clipCholiArmholes,
  fitCholiSidesAbove,
  fitCholiToTorso,
  mirrorCholi,
  trimCholiSides,
  rowReach,
  ownFabric,
  waistHalf,
  quiltOwnFabric,
  skirtProfile,
  skirtShape,
} from './one-piece-shape';
import { remakeCholi } from './one-piece-fabric';
import { sleeveTemplate } from './sleeve-template';
import { dropWearerHair, dropWearerSkin, luma } from './wearer-parts';
import { longTopFolds } from './long-top-folds';
import {
  aboveNeckline,
  bridgeShoulders,
  clipToBodyOutline,
  clipToShoulderLine,
  longTopHem,
  overOldHem,
  coverOldShoulders,
  coverOldSides,
  longTopShape,
  shoulderLine,
} from './long-top';
import { clipToShoulders, mainFabric, quiltFabric, shadeLongTop } from './long-top-fabric';

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
  /** Share of the photo's shown fabric that was another fabric (a dupatta) and left out. */
  otherFabric?: number;
  /** A one-piece's skirt starts at this row: the person's light stops there. */
  skirtTop?: number;
  /** A long top's band collar: over the neck, in front of the face's box (which reaches the neck). */
  collar?: Uint8Array;
}

export function cleanShape(
  person: PersonAnalysis,
  garment: GarmentModel,
  category: Category,
  levels: LevelMap,
  placement: Placement,
): CleanShape {
  const { width, height } = person.image;
  const { body, good } = fabricMasks(placement);
  const f = bodyFrame(person, levels);
  if (category === 'upper') f.hemY = overOldHem(person, f, longTopHem(person.body, f.hemY));
  good.fill(0, (Math.floor(f.hemY) + 1) * width); // below the hem: the wearer's trousers
  dropWearerSkin(placement.rgb, good, garment.wearerSkin);
  const image = { data: toBytes(placement.rgb), width, height, channels: 3 as const };
  const hairBelow = dropWearerHair(
    placement.rgb,
    good,
    width,
    f.neckY + person.body.torsoLength * 0.4,
  );
  if (category === 'full') return onePiece(person, garment, placement, f, body, good, hairBelow);
  const neckline = longTopNeckline(person, garment, category, f);
  const shape = bodyShape(person, category, f, body, neckline);
  const sleeveShape = sleeveTemplate(person, garment, category, placement);
  const sleeves = sleeveFabric(placement, shape, sleeveShape, hairBelow);
  if (category === 'upper') {
    clipToShoulders(person, [shape, sleeveShape, sleeves.shape]);
    clipToShoulderLine(person, f, [shape, sleeveShape, sleeves.shape]);
    clipToBodyOutline(person, [shape, sleeveShape, sleeves.shape]);
    coverOldShoulders(person, f, shape, [shape, sleeveShape, sleeves.shape], neckline);
    bridgeShoulders(person, f, shape, [shape, sleeveShape, sleeves.shape]);
    const { made, foldDepth } = longTopFabric(
      placement.rgb,
      good,
      shape,
      sleeves.shape,
      f,
      width,
      height,
    );
    if (made >= 0) {
      shadeLongTop(person, placement.rgb, shape, sleeveShape);
      const folds = longTopFolds(person, f, shape, sleeveShape, foldDepth);
      for (let i = 0; i < folds.length; i += 1)
        for (let c = 0; c < 3; c += 1)
          placement.rgb[i * 3 + c] = (placement.rgb[i * 3 + c] ?? 0) * (folds[i] ?? 1);
      if (neckline) shadeNeckline(neckline, placement.rgb, shape, width, height);
      return {
        synthesised: made,
        area: applyShape(placement, shape, sleeveShape),
        ...(neckline ? { collar: collarMask(neckline, shape, width, height) } : {}),
      };
    }
  }
  const sleeveGood = sleeves.good;
  const ownGood = sleeveGood.reduce((s, v) => s + v, 0);
  // Large holes (the wearer's hands and forearms over a lehenga's waist) are quilted from the
  // garment's fabric around them: the pull-push fill blurs them into a smooth, skin-like blend.
  const bodyHole = minus(shape, good);
  const block = Math.max(12, Math.min(40, Math.round(f.sw / 5)));
  const quilted = quiltFabric(placement.rgb, bodyHole, good, good, width, height, block, 5);
  let synthesised = quilted
    ? count(bodyHole)
    : synthesiseInto(placement.rgb, image, bodyHole, good, 5);
  // A sleeve mostly missing from the photo (crossed arms, a dupatta over it), or a long top's
  // sleeve (its wearer's arms are rarely where the person's are), is made of the body's fabric.
  const ownSleeve = category !== 'upper' && ownGood > sleeves.area * 0.35;
  const sleeveHole = minus(sleeves.shape, ownSleeve ? sleeveGood : new Uint8Array(0));
  synthesised += synthesiseInto(placement.rgb, image, sleeveHole, ownSleeve ? sleeveGood : good, 9);
  return { synthesised, area: applyShape(placement, shape, sleeveShape) };
}

/** The narrowest run (× shoulder width, each side of a column) a choli's strap rises over. */
const STRAP_SPIKES = 0.04;

/**
 * A full-length one-piece (lehenga, anarkali, gown): its own fabric only (a dupatta dropped), the
 * choli's outline from the photo above the waist, one smooth flared skirt below it, and what that
 * shape's photo does not show as its own fabric quilted from it.
 */
function onePiece(
  person: PersonAnalysis,
  garment: GarmentModel,
  placement: Placement,
  f: BodyFrame,
  body: Uint8Array,
  good: Uint8Array,
  hairBelow: number,
): CleanShape {
  const { width, height } = person.image;
  const rgb = placement.rgb;
  const own = ownFabric(rgb, good, f, width);
  const bodyOwn = body.map((v, i) => (v && !own.other[i] ? 1 : 0));
  const frame = { ...f, hipHalf: Math.abs(person.body.hipR.x - person.body.hipL.x) / 2 };
  const shownRows = choliAndSkirt(rgb, own.keep, f, width);
  const shownEnd = shownRows.choliEnd;
  dropSheerSkin(rgb, own.keep, width, f.neckY, shownRows.skirtTop);
  // Between choli and skirt the person's own midriff shows where it is bare. Where the person's
  // top reaches lower than the photo's choli, the choli is lengthened to it (its rows stretched,
  // at most by half), down to half-way to the skirt; below that the skirt's waistband is carried
  // up to the first bare row.
  const bare = bareRows(person.skin.data, f, width, shownEnd, shownRows.skirtTop);
  // The skirt starts right below the person's bare midriff (their old skirt or jeans start there).
  let skirtTop = shownRows.skirtTop;
  const lastBare = bare.lastIndexOf(1);
  if (lastBare >= 0) skirtTop = Math.min(skirtTop, lastBare + 1);
  let firstBare = Math.ceil(skirtTop);
  for (let y = Math.max(0, Math.ceil(shownEnd)); y < skirtTop; y += 1)
    if (bare[y]) {
      firstBare = y;
      break;
    }
  const choliEnd = Math.min(
    firstBare,
    (shownEnd + skirtTop) / 2,
    f.neckY + (shownEnd - f.neckY) * 1.5,
  );
  stretchRows(rgb, [bodyOwn, own.keep, own.other], width, f.neckY, shownEnd, choliEnd);
  const spans = rowSpans(bodyOwn, width, height, f);
  const shape = bodyShape(person, 'full', f, bodyOwn);
  const profile = skirtProfile(spans, frame, skirtTop, {
    data: person.oldGarment.data,
    width,
  });
  clampToTorso(shape, frame, width, skirtTop);
  mirrorCholi(shape, f, width, choliEnd);
  trimCholiSides(shape, f, width, f.neckY, choliEnd);
  const oldTop = { data: person.oldGarment.data, width };
  fitCholiToTorso(shape, oldTop, f, f.neckY, choliEnd);
  const lowerJoint = Math.max(person.body.shoulderL.y, person.body.shoulderR.y);
  fitCholiSidesAbove(shape, oldTop, f, lowerJoint, f.neckY);
  // A choli's straps over the old top's (D11's yellow tank top left a made-skin plate over
  // each shoulder above the photo's straight-cut choli).
  coverOldShoulders(person, f, shape, [shape], undefined, Math.round(f.sw * STRAP_SPIKES));
  if (garment.neckline) cutCholiNeckline(person, f, garment.neckline, shape);
  // The choli's hem: its last row holding fabric (fitCholiToTorso ends the row before its last,
  // the stretched photo's bottom rows may be empty), within 0.15 shoulder widths.
  let bandFrom = Math.max(0, Math.floor(choliEnd));
  let hem: [number, number] | undefined;
  for (let y = bandFrom - 1; y >= Math.max(0, choliEnd - f.sw * 0.15) && !hem; y -= 1) {
    hem = rowReach(shape, y, f, width);
    if (hem) bandFrom = y + 1;
  }
  if (profile) {
    const skirt = skirtShape(profile, f, width, height);
    const from = Math.max(0, Math.ceil(profile.waistY)) * width;
    for (let i = from; i < shape.length; i += 1) shape[i] = skirt[i] ?? 0;
  }
  // Between the choli's hem and the skirt's waistband (a lengthened choli over the old top) the
  // sides run straight from the one to the other, not as a narrower block at the waist's width.
  const bandTo = Math.min(
    height,
    Math.ceil(profile ? Math.min(skirtTop, profile.waistY) : skirtTop),
  );
  const waist = rowReach(shape, bandTo, f, width) ?? [waistHalf(frame), waistHalf(frame)];
  for (let y = bandFrom; y < bandTo; y += 1) {
    shape.fill(0, y * width, (y + 1) * width);
    if (bare[y]) continue;
    const c = f.centreAt(y);
    const t = (y - bandFrom + 1) / (bandTo - bandFrom + 1);
    const [left, right] = (hem ?? waist).map((v, k) => v + ((waist[k] ?? v) - v) * t);
    for (
      let x = Math.max(0, Math.ceil(c - (left ?? 0)));
      x <= Math.min(width - 1, c + (right ?? 0));
      x += 1
    )
      shape[y * width + x] = 1;
  }
  const sleeveShape = sleeveTemplate(person, garment, 'full', placement);
  clipToShoulders(person, [shape, sleeveShape]);
  clipToShoulderLine(person, f, [shape]);
  const sleeves = sleeveFabric(placement, shape, sleeveShape, hairBelow);
  // Specks the colour test or the skin test left out inside shown fabric (gold threads, a
  // skin-toned bead) are the fabric's own: quilting one pixel makes a speck of another colour.
  const keepShare = blurMap({ data: Float32Array.from(own.keep), width, height }, 3);
  const keep = own.keep.map((v, i) =>
    v || (shape[i] && !placement.suspect[i] && (keepShare.data[i] ?? 0) > 0.7) ? 1 : 0,
  );
  const image = { data: toBytes(rgb), width, height, channels: 3 as const };
  // The choli is remade from its front's middle (decision 061): the photo's sides and shoulders
  // hold the dupatta and the wearer's skin in the choli's own colours.
  const choliMade = remakeCholi(rgb, { shape, keep, choliEnd, skirtTop }, f, width);
  const bodyHole = minus(shape, keep);
  if (choliMade >= 0) bodyHole.fill(0, 0, Math.max(0, Math.round(skirtTop)) * width);
  let synthesised = quiltOwnFabric(rgb, bodyHole, keep, f, width, height, (choliEnd + skirtTop) / 2)
    ? count(bodyHole)
    : synthesiseInto(rgb, image, bodyHole, keep, 5);
  synthesised += Math.max(0, choliMade);
  const sleeveGood = sleeves.good.map((v, i) => (v && !own.other[i] ? 1 : 0));
  // A sleeve the photo mostly does not show as the garment's fabric is a dupatta over the
  // wearer's arm, not a sleeve to make up: the choli is left sleeveless there. Sleeves come in
  // pairs: one arm in the fabric and the other bare is a dupatta over that arm (the usual
  // lehenga photo), so both sides must show it.
  const { elbowL, elbowR } = person.body;
  if (sleevesShown(sleeves.shape, sleeveGood, f, width, !!elbowL && !!elbowR)) {
    const sleeveHole = minus(sleeves.shape, sleeveGood);
    synthesised += synthesiseInto(rgb, image, sleeveHole, sleeveGood, 9);
  } else {
    sleeveShape.fill(0);
    clipCholiArmholes(shape, f, [person.body.shoulderL, person.body.shoulderR], width);
  }
  // What the photo shows of the garment that the result leaves out: pixels of the photo's body
  // outside the shape (a dupatta spread beside the skirt, over the arms), or inside it but of
  // another fabric (quilted over).
  let shown = 0;
  let dropped = 0;
  for (let i = 0; i < body.length; i += 1) {
    if (!body[i] || placement.suspect[i]) continue;
    shown += 1;
    if ((!shape[i] && !sleeveShape[i]) || own.other[i]) dropped += 1;
  }
  return {
    synthesised,
    area: applyShape(placement, shape, sleeveShape),
    otherFabric: shown ? dropped / shown : 0,
    skirtTop: profile?.waistY,
  };
}

/**
 * A long top's fabric: what the photo shows of its own fabric is kept (a dupatta or shawl beside
 * it is not), the rest of the body and the sleeves are quilted from it. Returns the pixels made
 * (-1 when the photo shows too little of the fabric to quilt from) and how deep its photo's folds
 * are (their light is divided out before quilting; the folds are drawn again on the person).
 */
function longTopFabric(
  rgb: Float32Array,
  good: Uint8Array,
  shape: Uint8Array,
  sleeves: Uint8Array,
  f: BodyFrame,
  width: number,
  height: number,
): { made: number; foldDepth: number } {
  const { keep, source, foldDepth } = mainFabric(rgb, good, f, width, height);
  const hole = new Uint8Array(good.length);
  let count = 0;
  for (let i = 0; i < hole.length; i += 1) {
    hole[i] = (shape[i] || sleeves[i]) && !keep[i] ? 1 : 0;
    count += hole[i] ?? 0;
  }
  const block = Math.max(12, Math.min(40, Math.round(f.sw / 5)));
  const feather = Math.max(2, Math.round(block / 4));
  const made = quiltFabric(rgb, hole, source, keep, width, height, block, 13, feather) ? count : -1;
  return { made, foldDepth };
}

/** The body's pixels (fabric or the wearer's hands over it) and those that are surely fabric. */
function fabricMasks(placement: Placement): { body: Uint8Array; good: Uint8Array } {
  const n = placement.suspect.length;
  const body = new Uint8Array(n);
  const good = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    const a = placement.alpha.data[i] ?? 0;
    if (placement.sleeve[i]) continue;
    if (a > 0.5 || placement.suspect[i]) body[i] = 1;
    if (a > 0.6 && !placement.suspect[i]) good[i] = 1;
  }
  return { body, good };
}

/** A long top whose photo shows a high neckline (GarmentModel.highNeck) gets a band collar. */
function longTopNeckline(
  person: PersonAnalysis,
  garment: GarmentModel,
  category: Category,
  f: BodyFrame,
): Neckline | undefined {
  if (category !== 'upper' || !garment.highNeck) return undefined;
  return bandCollar(person, f, shoulderLine(person, f));
}

/** The body's shape: one span per row of the garment's own outline, or a long top's template. */
function bodyShape(
  person: PersonAnalysis,
  category: Category,
  f: BodyFrame,
  body: Uint8Array,
  neckline?: Neckline,
): Uint8Array {
  const { width, height } = person.image;
  const spans = rowSpans(body, width, height, f);
  const shape =
    category === 'upper' ? longTopShape(person, f, neckline) : new Uint8Array(width * height);
  if (category === 'upper') coverOldSides(person, f, shape);
  // A long top keeps only its photo's shoulders, outside the template's neckline.
  const open = category === 'upper' ? aboveNeckline(person, f, neckline) : undefined;
  for (let y = 0; y < height; y += 1) {
    const s = spans[y];
    if (!s || (category === 'upper' && !s.boundOnly)) continue;
    for (let x = Math.max(0, Math.ceil(s.x0)); x <= Math.min(width - 1, s.x1); x += 1) {
      const i = y * width + x;
      if ((!s.boundOnly || body[i]) && !open?.(x, y)) shape[i] = 1;
    }
  }
  return shape;
}

/** The sleeves beyond the body, and which of their pixels the photo shows as sleeve fabric. */
function sleeveFabric(
  placement: Placement,
  shape: Uint8Array,
  sleeveShape: Uint8Array,
  hairBelow: number,
): { shape: Uint8Array; good: Uint8Array; area: number } {
  const n = shape.length;
  const only = new Uint8Array(n);
  const good = new Uint8Array(n);
  let area = 0;
  for (let i = 0; i < n; i += 1) {
    if (!sleeveShape[i] || shape[i]) continue;
    only[i] = 1;
    area += 1;
    if (
      placement.sleeve[i] &&
      (placement.alpha.data[i] ?? 0) > 0.6 &&
      !isSkinLike(placement.rgb, i) &&
      luma(placement.rgb, i) >= hairBelow
    )
      good[i] = 1;
  }
  return { shape: only, good, area };
}

/**
 * Whether each side's sleeve (left and right of the body's centre line) shows over 35 % fabric;
 * a side without sleeve counts as showing none.
 */
export function sleevesShown(
  shape: Uint8Array,
  good: Uint8Array,
  f: BodyFrame,
  width: number,
  armsFound: boolean,
): boolean {
  const area = [0, 0];
  const shown = [0, 0];
  for (let i = 0; i < shape.length; i += 1) {
    if (!shape[i]) continue;
    const x = i % width;
    const side = x < f.centreAt((i - x) / width) ? 0 : 1;
    area[side] = (area[side] ?? 0) + 1;
    if (good[i]) shown[side] = (shown[side] ?? 0) + 1;
  }
  // A side without sleeve counts when the person's arm there was found (not when it is hidden).
  const sides = [0, 1].filter((s) => (area[s] ?? 0) > 0 || armsFound);
  return sides.length > 0 && sides.every((s) => (shown[s] ?? 0) > (area[s] ?? 0) * 0.35);
}

const count = (mask: Uint8Array) => mask.reduce((s, v) => s + v, 0);

/** 1 where a is set and b is not (b may be empty: nothing subtracted). */
function minus(a: Uint8Array, b: Uint8Array): Uint8Array {
  return a.map((v, i) => (v && !b[i] ? 1 : 0));
}

/** Synthesises `hole` from `source` into rgb; returns the hole's size. */
function synthesiseInto(
  rgb: Float32Array,
  image: RasterImage,
  hole: Uint8Array,
  source: Uint8Array,
  seed: number,
): number {
  const count = hole.reduce((s, v) => s + v, 0);
  if (count > 0) paste(rgb, synthesiseCropped({ image, hole, source, seed }), hole);
  return count;
}

/**
 * The cleaned shape becomes the placement's coverage, feathered inwards over two or three pixels
 * (a cut-out edge reads as pasted on; the person's photo shows through at the very edge, as at a
 * real garment's edge); returns its area.
 */
function applyShape(placement: Placement, shape: Uint8Array, sleeveShape: Uint8Array): number {
  const { width, height } = placement.alpha;
  const union = { data: new Float32Array(shape.length), width, height };
  for (let i = 0; i < shape.length; i += 1) union.data[i] = shape[i] || sleeveShape[i] ? 1 : 0;
  const soft = blurMap(union, 2, 2);
  let area = 0;
  for (let i = 0; i < shape.length; i += 1) {
    const inside = union.data[i] === 1;
    const feather = Math.min(1, Math.max(0.5, ((soft.data[i] ?? 0) - 0.3) / 0.55));
    placement.alpha.data[i] = inside ? feather : 0;
    placement.sleeve[i] = sleeveShape[i] ? 1 : 0; // a sleeve over the body still covers the arm
    area += inside ? 1 : 0;
  }
  return area;
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
