import type { PersonAnalysis } from '../person/person-analysis';
import { calibrateSkin } from '../person/skin';
import { distanceToSegment, growBox, lerp, type Point } from '../raster/geometry';
import { createFloatMap, morphMask, type FloatMap } from '../raster/raster';
import { imageDetail } from '../raster/local-std';

/**
 * A sleeve's half-width around the arm's keypoints, in shoulder widths: wide enough for a far
 * arm whose keypoints the pose put on the sleeve's outer edge (D14's: at 0.12 the sleeve's inner
 * half stayed the old pale silver).
 */
const SLEEVE_RADIUS = 0.18;
/** An arm segment is sleeved when this share of what the outfit shows there is fabric… */
const SLEEVED_SHARE = 0.7;
/** …and bare when under this share (between the two, nothing is told). */
const BARE_SHARE = 0.5;
/**
 * Flood skin with under this share of the face's saturation (chroma over luma): cream or beige
 * cloth in shade. Lit bare skin keeps about the face's (D14's far sleeve 0.3–0.5 of it, its hand
 * and the wall's shadow beside it 0.75–0.9).
 */
const SLEEVE_SATURATION = 0.6;
/**
 * Local luminance spread (5×5) at and above which a pixel of such a sleeve is its embroidery:
 * D14's far sleeve has peach panels as saturated as lit skin, beaded all over; a bare arm's skin
 * is smooth (a cream collar is told from the neck alike, decision 096).
 */
const EMBROIDERED = 10;
/** The radius (× shoulder width) over which gaps between a shaded sleeve's given-back pixels close. */
const SLEEVE_CLOSING = 0.03;
/** How far down the forearm (elbow 0, wrist 1) a sleeve is looked for: the hand stays skin. */
const FOREARM_REACH = 0.85;

type Side = 'L' | 'R';
interface Segment {
  a: Point;
  b: Point;
}

/** Upper arm and forearm of one side, where both ends were found. */
function armSegments(person: PersonAnalysis, side: Side): Segment[] {
  const { body } = person;
  const shoulder = side === 'L' ? body.shoulderL : body.shoulderR;
  const elbow = side === 'L' ? body.elbowL : body.elbowR;
  const wrist = side === 'L' ? body.wristL : body.wristR;
  if (!elbow) return [];
  const upper = { a: shoulder, b: elbow };
  return wrist ? [upper, { a: elbow, b: lerp(elbow, wrist, FOREARM_REACH) }] : [upper];
}

/** Pixels (indices) within the sleeve's radius of a segment. */
function capsule(person: PersonAnalysis, segment: Segment): number[] {
  const { width, height } = person.image;
  const radius = person.body.shoulderWidth * SLEEVE_RADIUS;
  const { a, b } = segment;
  const ends = {
    x0: Math.floor(Math.min(a.x, b.x)),
    y0: Math.floor(Math.min(a.y, b.y)),
    x1: Math.ceil(Math.max(a.x, b.x)),
    y1: Math.ceil(Math.max(a.y, b.y)),
  };
  const box = growBox(ends, Math.ceil(radius), width, height);
  const out: number[] = [];
  for (let y = box.y0; y <= box.y1; y += 1)
    for (let x = box.x0; x <= box.x1; x += 1)
      if (distanceToSegment(x, y, segment.a, segment.b) <= radius) out.push(y * width + x);
  return out;
}

/**
 * Worn fabric the skin tests took on one arm while the other arm's same segment is sleeved:
 * the far sleeve of a cream or beige kurta in shade passes the skin colour tests, and the flood
 * from the hand runs up it (D14), so it kept the old outfit's colour. People do not wear one
 * long and one short sleeve; the pixels given back are only those the worn garment's cut-out
 * holds and that have too little of the face's saturation for lit skin, or are as busy as
 * embroidery. Returns a 0/1 map.
 * `garment` is the cut-out before the skin was taken out, `fabric` after.
 */
export function shadedSleeves(
  person: PersonAnalysis,
  garment: FloatMap,
  fabric: FloatMap,
): FloatMap {
  const out = createFloatMap(garment.width, garment.height);
  const faceSaturation = person.face && calibrateSkin(person.image, person.face).saturation;
  if (faceSaturation === undefined) return out;
  const fabricShare = (pixels: number[]) => {
    let shown = 0;
    let kept = 0;
    for (const i of pixels) {
      // What the arm shows: the outfit's cut-out or bare skin beside it.
      if ((garment.data[i] ?? 0) <= 0 && (person.skin.data[i] ?? 0) <= 0.5) continue;
      shown += 1;
      if ((fabric.data[i] ?? 0) > 0) kept += 1;
    }
    return shown > 0 ? kept / shown : 0;
  };
  const sides = (['L', 'R'] as const).map((side) =>
    armSegments(person, side).map((segment) => capsule(person, segment)),
  );
  const { data } = person.image;
  const limit = faceSaturation * SLEEVE_SATURATION;
  // What the skin tests took of the cut-out, off its edges by 3 px, and the image's detail:
  // made only once a sleeve is in question (most tops have none).
  let busyAt: { detail: Float32Array; inner: FloatMap } | undefined;
  const busyMaps = () => {
    const taken = createFloatMap(garment.width, garment.height);
    for (let i = 0; i < taken.data.length; i += 1)
      if ((garment.data[i] ?? 0) > 0 && (fabric.data[i] ?? 0) <= 0) taken.data[i] = 1;
    return { detail: imageDetail(person.image), inner: morphMask(taken, -3) };
  };
  // What the skin tests took of a sleeve in question: the pixels that may be given back.
  const inQuestion = new Uint8Array(out.data.length);
  for (const [k, side] of sides.entries()) {
    const other = sides[1 - k] ?? [];
    for (const [s, pixels] of side.entries()) {
      const twin = other[s];
      if (!twin || fabricShare(twin) < SLEEVED_SHARE || fabricShare(pixels) >= BARE_SHARE) continue;
      busyAt ??= busyMaps();
      const { detail, inner } = busyAt;
      for (const i of pixels) {
        if ((garment.data[i] ?? 0) <= 0 || (fabric.data[i] ?? 0) > 0) continue;
        if ((person.hair.data[i] ?? 0) > 0.5) continue;
        inQuestion[i] = 1;
        const r = data[i * 3] ?? 0;
        const g = data[i * 3 + 1] ?? 0;
        const b = data[i * 3 + 2] ?? 0;
        // Inline luma and chroma (runs per pixel of the capsule).
        const luma = 0.299 * r + 0.587 * g + 0.114 * b;
        const cb = -0.168736 * r - 0.331264 * g + 0.5 * b;
        const cr = 0.5 * r - 0.418688 * g - 0.081312 * b;
        // Pale for lit skin, or busy with embroidery (its peach panels hold skin's colour) away
        // from the edges of what the skin tests took (an arm's outline is busy too).
        const busy = (detail[i] ?? 0) >= EMBROIDERED && (inner.data[i] ?? 0) > 0.5;
        if (Math.hypot(cb, cr) < limit * luma || busy) out.data[i] = 1;
      }
    }
  }
  if (!busyAt) return out;
  // The sleeve's own peach or shaded pixels between those (as saturated as skin, one by one):
  // given back as specks, the opening after took most of them and the sleeve stayed pale.
  const closed = morphMask(
    morphMask(out, person.body.shoulderWidth * SLEEVE_CLOSING),
    -person.body.shoulderWidth * SLEEVE_CLOSING,
  );
  for (let i = 0; i < out.data.length; i += 1)
    if (inQuestion[i] && (closed.data[i] ?? 0) > 0.5) out.data[i] = 1;
  return out;
}
