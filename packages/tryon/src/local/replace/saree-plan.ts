import { legEnd, seenFromBehindBy, type Body } from '../person/body';
import type { PersonAnalysis } from '../person/person-analysis';
import { clamp, distanceToSegment, lerp, mid, type Point } from '../raster/geometry';

/**
 * Where a saree drapes on a person who does not wear one (Nivi drape), in person pixels: the skirt
 * from the waist to the floor, a fan of pleats at the front centre, and the pallu from the wearer's
 * right hip across the torso over the LEFT shoulder. Sides are the person's own (the pose's
 * anatomical labels: `shoulderR` is the person's left shoulder, on the image's right for a person
 * facing the camera), so a turned person gets the pallu on the correct shoulder too.
 */
export interface SareePlan {
  /** First skirt row (the waist, or higher where the old lower garment starts higher). */
  top: number;
  /** Last skirt row (may lie below the frame when the feet are cut off). */
  hem: number;
  /** Skirt's left and right edge on row y. */
  left(y: number): number;
  right(y: number): number;
  /** Pleat band: centre and half-width on row y (rows below the waist only). */
  pleatCentre(y: number): number;
  pleatHalf(y: number): number;
  /** Number of pleats in the band. */
  pleats: number;
  /** The pallu's centre line from its low end (right hip) to its high end (left shoulder). */
  palluFrom: Point;
  palluTo: Point;
  /** Pallu width at its low and high end. */
  palluWidthFrom: number;
  palluWidthTo: number;
  /** Border width on the body (hem and pallu edge). */
  border: number;
  /** The person's left shoulder (the pallu rests on it). */
  shoulder: Point;
  shoulderWidth: number;
  /**
   * Seen from behind (the person's right shoulder on the image's right): the pleats and the band
   * across the chest are hidden; the pallu falls from the left shoulder down the back.
   */
  back: boolean;
  /**
   * The pallu's hanging part, from the left shoulder down to its free end: behind the arm seen
   * from the front (visible only beside the person), down the back seen from behind.
   */
  hang: Hang;
}

/** A hanging length of pallu: centre line, widths and the slant of its free end. */
export interface Hang {
  from: Point;
  to: Point;
  widthFrom: number;
  widthTo: number;
  /** The free end's slant: its end lies `tilt` of the length lower at across = +1. */
  tilt: number;
}

/** Arms as capsules: a row's body width is measured without them. */
function onArm(body: Body, x: number, y: number): boolean {
  const r = body.shoulderWidth * 0.12;
  for (const [a, b] of [
    [body.shoulderL, body.elbowL],
    [body.elbowL, body.wristL],
    [body.shoulderR, body.elbowR],
    [body.elbowR, body.wristR],
  ] as const) {
    if (a && b && distanceToSegment(x, y, a, b) < r) return true;
  }
  return false;
}

/** The body's extent on row y around x = cx (matte, arms excluded); undefined when not found. */
function rowExtent(person: PersonAnalysis, y: number, cx: number): [number, number] | undefined {
  const { matte, body } = person;
  const { width, height } = matte;
  const yy = Math.round(y);
  if (yy < 0 || yy >= height) return undefined;
  const inside = (x: number) =>
    x >= 0 && x < width && (matte.data[yy * width + x] ?? 0) > 0.5 && !onArm(body, x, yy);
  let l = Math.round(cx);
  let r = l;
  if (!inside(l)) return undefined;
  while (inside(l - 1)) l -= 1;
  while (inside(r + 1)) r += 1;
  return [l, r];
}

/** Median extent over a few rows around y. */
function measuredExtent(
  person: PersonAnalysis,
  y: number,
  cx: number,
  span: number,
): [number, number] | undefined {
  const ls: number[] = [];
  const rs: number[] = [];
  for (let k = -2; k <= 2; k += 1) {
    const e = rowExtent(person, y + (k * span) / 2, cx);
    if (e) [ls[ls.length], rs[rs.length]] = e;
  }
  if (ls.length < 3) return undefined;
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
  return [med(ls), med(rs)];
}

export function planSaree(person: PersonAnalysis, lowerTop?: number): SareePlan {
  const { body } = person;
  const sw = body.shoulderWidth;
  const hip = mid(body.hipL, body.hipR);
  const shoulderC = mid(body.shoulderL, body.shoulderR);
  const ankleL = legEnd(body, 'L');
  const ankleR = legEnd(body, 'R');
  const ankle = mid(ankleL, ankleR);
  const ankleY = Math.max(ankleL.y, ankleR.y);
  const legs = Math.max(sw * 0.5, ankleY - hip.y);
  const waistY = hip.y - body.torsoLength * 0.2;
  const top = Math.min(waistY, lowerTop ?? Infinity);
  // To the floor: a little past the ankles (the pleats brush the feet).
  const hem = ankleY + legs * 0.06;
  const centre = (y: number) => {
    if (y <= hip.y) {
      const t = (hip.y - y) / Math.max(1, hip.y - shoulderC.y);
      return hip.x + (shoulderC.x - hip.x) * t;
    }
    return hip.x + ((ankle.x - hip.x) * (y - hip.y)) / Math.max(1, ankle.y - hip.y);
  };
  const hipHalf = Math.max(sw * 0.18, Math.abs(body.hipR.x - body.hipL.x) / 2);
  // Body widths as the photo shows them (a turned person is narrower than the joints suggest).
  const fallbackHip: [number, number] = [hip.x - hipHalf * 1.55, hip.x + hipHalf * 1.55];
  const atHip = measuredExtent(person, hip.y, centre(hip.y), sw * 0.05) ?? fallbackHip;
  const hipL = Math.min(atHip[0], hip.x - hipHalf * 1.3);
  const hipR = Math.max(atHip[1], hip.x + hipHalf * 1.3);
  const atWaist = measuredExtent(person, waistY, centre(waistY), sw * 0.05) ?? [
    hip.x - hipHalf * 1.35,
    hip.x + hipHalf * 1.35,
  ];
  const waistL = clamp(atWaist[0], hipL - sw * 0.05, centre(waistY) - hipHalf);
  const waistR = clamp(atWaist[1], centre(waistY) + hipHalf, hipR + sw * 0.05);
  // The hem widens a little past the hips and always clears the feet.
  const hemHalf = Math.max(
    ((hipR - hipL) / 2) * 1.22,
    Math.abs(ankleR.x - ankleL.x) / 2 + sw * 0.3,
  );
  const hemC = centre(hem);
  const edge = (y: number, atTop: number, atHipRow: number, atHem: number) => {
    if (y <= hip.y) {
      const t = clamp((y - top) / Math.max(1, hip.y - top), 0, 1);
      // A rounded hip line: the waist widens quickly, then settles.
      return atTop + (atHipRow - atTop) * Math.sqrt(t);
    }
    const t = clamp((y - hip.y) / Math.max(1, hem - hip.y), 0, 1.2);
    return atHipRow + (atHem - atHipRow) * t;
  };
  const pleatTop = hip.y - body.torsoLength * 0.12;
  const pleatHalf = (y: number) => {
    const t = clamp((y - pleatTop) / Math.max(1, hem - pleatTop), 0, 1);
    return sw * (0.08 + 0.26 * Math.sqrt(t));
  };
  // The pallu: from the right hip (tucked at the waist's side) to the top of the left shoulder.
  const rightHip = body.hipL;
  const leftShoulder = body.shoulderR;
  const towardRight = Math.sign(rightHip.x - hip.x) || -1;
  const palluFrom = {
    x: hip.x + towardRight * Math.max(hipHalf * 1.1, sw * 0.22),
    y: waistY + body.torsoLength * 0.08,
  };
  const palluTo = lerp(leftShoulder, shoulderC, 0.12);
  palluTo.y -= sw * 0.04;
  // Seen from behind, the person's right shoulder (body.shoulderL) is on the image's right.
  const back = seenFromBehindBy(body.shoulderL, body.shoulderR, sw);
  // Outward from the left shoulder (away from the neck), on the image.
  const out = Math.sign(leftShoulder.x - shoulderC.x) || 1;
  const hang: Hang = back
    ? {
        // Over the left shoulder from the front and straight down the back, spreading across it
        // towards the right hip, to the thighs; its free end slants (the outer corner lower).
        // It starts above the shoulder: the person's outline there is its top edge.
        from: { x: lerp(leftShoulder, shoulderC, 0.3).x, y: leftShoulder.y - sw * 0.3 },
        to: { x: hip.x - out * sw * 0.05, y: hip.y + body.torsoLength * 0.6 },
        widthFrom: sw * 0.75,
        widthTo: sw * 1.35,
        tilt: 0.1 * -out,
      }
    : {
        // Over the left shoulder and down behind the left arm, to the thighs; seen beside the arm.
        from: { x: leftShoulder.x + out * sw * 0.1, y: leftShoulder.y - sw * 0.06 },
        to: { x: leftShoulder.x + out * sw * 0.28, y: hip.y + body.torsoLength * 0.35 },
        widthFrom: sw * 0.5,
        widthTo: sw * 0.7,
        tilt: 0.12 * out,
      };
  return {
    top,
    hem,
    left: (y) => edge(y, waistL, hipL, hemC - hemHalf),
    right: (y) => edge(y, waistR, hipR, hemC + hemHalf),
    pleatCentre: (y) => centre(y) - towardRight * sw * 0.04,
    // The pleats are at the front: hidden from behind.
    pleatHalf: back ? () => 0 : pleatHalf,
    pleats: 7,
    palluFrom,
    palluTo,
    palluWidthFrom: sw * 0.62,
    palluWidthTo: sw * 0.42,
    border: clamp(sw * 0.09, 3, 80),
    shoulder: leftShoulder,
    shoulderWidth: sw,
    back,
    hang,
  };
}

/**
 * Position in the hanging pallu: along (0 at the shoulder … ~1 at the free end), across (-1 … 1;
 * + is the image's right side of the centre line turned down), its half-width there and the
 * distance (pixels) to the free end; undefined outside it.
 */
export function hangCoords(
  plan: SareePlan,
  x: number,
  y: number,
): { along: number; across: number; half: number; toEnd: number } | undefined {
  const { from: a, to: b, widthFrom, widthTo, tilt } = plan.hang;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const along = ((x - a.x) * dx + (y - a.y) * dy) / (len * len);
  if (along < 0 || along > 1 + Math.abs(tilt) + 0.1) return undefined;
  const t = clamp(along, 0, 1);
  const half = (widthFrom + (widthTo - widthFrom) * t) / 2;
  // Turned so that + is the image's right when the line runs down.
  const across = ((x - a.x) * -dy + (y - a.y) * dx) / len / half;
  const u = -across;
  if (Math.abs(u) > 1) return undefined;
  // The free end: slanted, and rounded a little (the fabric's weight pulls its middle down).
  const end = 1 + tilt * u + 0.04 * (1 - u * u);
  if (along > end) return undefined;
  return { along, across: u, half, toEnd: (end - along) * len };
}

/**
 * Position in the pallu band: along (0 low end … 1 shoulder) and across (-1 … 1 inside it, up to
 * ±`reach` beside it), or undefined.
 */
export function palluCoords(
  plan: SareePlan,
  x: number,
  y: number,
  reach = 1,
): { along: number; across: number; half: number } | undefined {
  const a = plan.palluFrom;
  const b = plan.palluTo;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const along = ((x - a.x) * dx + (y - a.y) * dy) / (len * len);
  // Past the shoulder the pallu goes over it to the back; below its low end it goes round the
  // hip (the caller ends it at the body's outline).
  if (along < -0.7 || along > 1.12) return undefined;
  const t = clamp(along, 0, 1);
  const half = (plan.palluWidthFrom + (plan.palluWidthTo - plan.palluWidthFrom) * t) / 2;
  const across = ((x - a.x) * -dy + (y - a.y) * dx) / len / half;
  if (Math.abs(across) > reach) return undefined;
  return { along, across, half };
}
