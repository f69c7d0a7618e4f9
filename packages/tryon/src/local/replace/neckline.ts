import type { PersonAnalysis } from '../person/person-analysis';
import { clamp, mid } from '../raster/geometry';
import type { BodyFrame } from './row-spans';

/**
 * A long top's band (mandarin) collar, as the person wears it (most kurtas, every sherwani and
 * bandhgala): the garment's front rises to the base of their neck instead of the template's
 * round scoop, and there the collar stands up around the neck. Seen from the front its base
 * curves down from the sides of the neck to the front's middle, and so does its top edge.
 */
export interface Neckline {
  /** The neck's middle (x) and the collar's half-width: the neck's own plus the cloth. */
  c: number;
  half: number;
  /** The collar's base at the front's middle (its lowest row). */
  frontY: number;
  /** How far the collar stands above its base (px). */
  height: number;
  /** Nothing of the collar above this row: the chin (a head bowed towards the collar). */
  chinY: number;
  /** The template's shoulder line (the collar's base meets it at the sides of the neck). */
  line: (x: number) => number;
  sw: number;
}

/** The collar's height (× shoulder width). */
const BAND_HEIGHT = 0.1;
/** The chin lies about this far down the face detector's box (which reaches past it). */
const CHIN = 0.85;
/** The collar's base at the front's middle, above the shoulder joints (× shoulder width). */
const FRONT_RISE = 0.04;
/** The neck's half-width when the matte does not show it (× shoulder width), and its bounds. */
const NECK_HALF = { fallback: 0.16, min: 0.1, max: 0.22 };
/** The collar's cloth around the neck (× shoulder width). */
const COLLAR_EASE = 0.015;

/**
 * The collar on this person: the neck's width read on the matte where the collar's sides meet
 * the shoulder line (narrower, and the neck's flare into the shoulders showed beside it).
 */
export function bandCollar(
  person: PersonAnalysis,
  f: BodyFrame,
  line: (x: number) => number,
): Neckline {
  const { width } = person.image;
  const b = person.body;
  const sw = f.sw;
  const shoulderY = mid(b.shoulderL, b.shoulderR).y;
  const y = Math.round(line(f.centreAt(shoulderY)));
  let c = f.centreAt(shoulderY);
  let half = NECK_HALF.fallback * sw;
  const on = (x: number) => (person.matte.data[y * width + x] ?? 0) > 0.5;
  const x0 = Math.round(c);
  if (y >= 0 && y < person.image.height && x0 >= 0 && x0 < width && on(x0)) {
    let lo = x0;
    let hi = x0;
    const reach = sw * 0.3;
    while (lo > 0 && x0 - lo < reach && on(lo - 1)) lo -= 1;
    while (hi < width - 1 && hi - x0 < reach && on(hi + 1)) hi += 1;
    const measured = (hi - lo + 1) / 2;
    if (measured >= NECK_HALF.min * sw && measured <= NECK_HALF.max * sw) {
      half = measured;
      c = (lo + hi) / 2;
    }
  }
  return {
    c,
    half: half + COLLAR_EASE * sw,
    frontY: shoulderY - sw * FRONT_RISE,
    height: sw * BAND_HEIGHT,
    chinY: person.face ? person.face.y + person.face.height * CHIN : -Infinity,
    line,
    sw,
  };
}

/** The collar's base at column x: the shoulder line at the neck's sides, curving down to the front. */
export function collarBase(n: Neckline, x: number): number | undefined {
  const u = (x - n.c) / n.half;
  if (Math.abs(u) >= 1) return undefined;
  const side = n.line(x);
  return side + (n.frontY - side) * Math.sqrt(1 - u * u);
}

/**
 * The garment's top row at column x: the collar's top edge within it; beside it the shoulder
 * line, rising to the collar's top over FILLET shoulder widths next to it, as the shoulder seam
 * climbs the slope of the neck to meet the collar (the skin of that slope showed as a wedge
 * between the collar's side and the shoulder line). Pixels above the line stay only over the
 * person (clipToShoulderLine).
 */
export function necklineTop(n: Neckline, x: number): number {
  const base = collarBase(n, x);
  if (base !== undefined) return Math.max(n.chinY, base - n.height);
  const beside = Math.abs(x - n.c) - n.half;
  const fillet = n.height * Math.max(0, 1 - beside / (n.sw * FILLET));
  return Math.max(Math.min(n.line(x), n.chinY), n.line(x) - fillet);
}

/** How far beside the collar (× shoulder width) the shoulder line rises to meet it. */
const FILLET = 0.1;

/** The collar's shadow on the body below its base, and the placket's length (× shoulder width). */
const BASE_SHADOW = 0.025;
const PLACKET = 0.45;

/**
 * The collar's light, multiplied into `rgb` where `shape` is set: it wraps round the neck
 * (darker towards its sides), its two ends meet at a thin dark opening at the front's middle,
 * it casts a soft shadow on the body below its base, and a placket's seam runs down from the
 * opening.
 */
export function shadeNeckline(
  n: Neckline,
  rgb: Float32Array,
  shape: Uint8Array,
  width: number,
  height: number,
): void {
  const shadow = Math.max(2, n.sw * BASE_SHADOW);
  const placketEnd = n.frontY + n.sw * PLACKET;
  forCollarColumns(n, width, (x, base) => {
    const u = (x - n.c) / n.half;
    const front = Math.abs(x - n.c);
    const last = Math.min(height - 1, Math.ceil(Math.max(placketEnd, base + shadow)));
    for (let y = Math.max(0, Math.floor(base - n.height)); y <= last; y += 1) {
      const i = y * width + x;
      if (!shape[i]) continue;
      let k = 1;
      if (y < base) {
        k = 1 - 0.2 * u * u;
        // Its top edge turns over: a thin darker line against the neck.
        if (y < base - n.height + 1.5) k *= 0.85;
        if (front < 1) k *= 0.7;
      } else {
        const t = (y - base) / shadow;
        if (t < 1) k = 0.8 + 0.2 * t;
        if (front < 0.75 && y < placketEnd) k *= 0.9;
      }
      if (k === 1) continue;
      for (let ch = 0; ch < 3; ch += 1) rgb[i * 3 + ch] = (rgb[i * 3 + ch] ?? 0) * k;
    }
  });
}

/** The collar's own pixels (between its top edge and its base) within `shape`. */
export function collarMask(
  n: Neckline,
  shape: Uint8Array,
  width: number,
  height: number,
): Uint8Array {
  const out = new Uint8Array(width * height);
  forCollarColumns(n, width, (x, base) => {
    for (let y = Math.max(0, Math.floor(base - n.height)); y < Math.min(height, base); y += 1)
      if (shape[y * width + x]) out[y * width + x] = 1;
  });
  return out;
}

/** Each image column the collar spans, with its base's row there. */
function forCollarColumns(n: Neckline, width: number, visit: (x: number, base: number) => void) {
  const x0 = Math.max(0, Math.floor(n.c - n.half));
  const x1 = Math.min(width - 1, Math.ceil(n.c + n.half));
  for (let x = x0; x <= x1; x += 1) {
    const base = collarBase(n, x);
    if (base !== undefined) visit(x, base);
  }
}

/** A choli's neckline is kept within these bounds (× shoulder width): depth, then half-width. */
const CHOLI_NECK = { depth: [0.04, 0.45], half: [0.1, 0.3] } as const;

/**
 * Opens a one-piece's choli at the neck (`shape`, edited) as its photo's wearer shows it
 * (GarmentModel.neckline): the rows spanned across the choli close its neckline, which the
 * garment cut-out fills as hidden fabric. A round opening, as wide as measured at the shoulder
 * joints' height and as deep below them, on the person's centre line.
 */
export function cutCholiNeckline(
  person: PersonAnalysis,
  f: BodyFrame,
  neckline: { depth: number; half: number },
  shape: Uint8Array,
): number {
  const { width } = person.image;
  const b = person.body;
  const shoulderY = mid(b.shoulderL, b.shoulderR).y;
  const depth = clamp(neckline.depth, ...CHOLI_NECK.depth) * f.sw;
  const half = clamp(neckline.half, ...CHOLI_NECK.half) * f.sw;
  let cut = 0;
  const last = Math.min(shape.length / width - 1, Math.floor(shoulderY + depth));
  for (let y = 0; y <= last; y += 1) {
    const t = y <= shoulderY ? 0 : (y - shoulderY) / depth;
    const h = half * Math.sqrt(Math.max(0, 1 - t * t));
    const c = f.centreAt(y);
    for (
      let x = Math.max(0, Math.ceil(c - h));
      x <= Math.min(width - 1, Math.floor(c + h));
      x += 1
    ) {
      const i = y * width + x;
      if (!shape[i]) continue;
      shape[i] = 0;
      cut += 1;
    }
  }
  return cut;
}
