import { backdropFringe } from './backdrop-fringe';
import { isNearHand, legEnd, type Body } from '../person/body';
import { isInsideFace } from '../person/detect-people';
import { underChin } from '../person/collar-under-face';
import { chromaOf, offChroma, type Rgb } from '../raster/palette';
import { calibrateSkin, hasSkinSaturation } from '../person/skin';
import type { PersonAnalysis } from '../person/person-analysis';
import { boundingBox, growBox, pointsBox, segmentDistance, type Point } from '../raster/geometry';
import {
  blurMap,
  createFloatMap,
  morphMask,
  type FloatMap,
  type RasterImage,
} from '../raster/raster';
import { maskCounter } from '../raster/quilt';
import { labelComponents } from '../raster/components';
import { synthesiseFill } from '../raster/synthesise';
import { synthesiseCropped } from './crop-synth';
import { downsamplePlane, upsamplePlane } from '../raster/resample';
import { ZONE_NONE } from '../render/fit';
import type { Placement } from './place-garment';

/** 1 inside the discs isNearHand tests, drawn box by box instead of testing every pixel. */
function handMask(body: Body, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  const r = body.shoulderWidth * 0.3;
  for (const side of ['L', 'R'] as const) {
    const w = side === 'L' ? body.wristL : body.wristR;
    if (!w) continue;
    const y0 = Math.max(0, Math.floor(w.y - r * 1.6));
    const y1 = Math.min(height - 1, Math.ceil(w.y + r * 1.6));
    const x0 = Math.max(0, Math.floor(w.x - r * 1.6));
    const x1 = Math.min(width - 1, Math.ceil(w.x + r * 1.6));
    for (let y = y0; y <= y1; y += 1)
      for (let x = x0; x <= x1; x += 1) if (isNearHand(body, x, y)) out[y * width + x] = 1;
  }
  return out;
}

/** By the hands, under this share of the face's saturation a pixel at the old outfit is its cloth. */
const PALE_EDGE = 0.5;

/**
 * Pixels by the hands that pass for skin or jewellery but are the old outfit's pale cloth: on its
 * map or within 3 px of it, with under PALE_EDGE of the face's saturation (chroma over luma). At
 * a hand over a white top the JPEG blocks along its edge are half skin, half top, pale enough
 * for the skin test: kept in front, they stood beside the hand as white blocks (vton S05). Lit
 * skin holds about the face's saturation; a metal bangle's white glints by the top are lost too.
 */
function paleOldEdge(person: PersonAnalysis, hands: Uint8Array): Uint8Array | undefined {
  const { image, oldGarment, face } = person;
  const model = face && calibrateSkin(image, face);
  if (model?.saturation === undefined) return undefined;
  const near = morphMask(oldGarment, 3);
  const out = new Uint8Array(hands.length);
  for (let i = 0; i < hands.length; i += 1) {
    if (!hands[i] || (near.data[i] ?? 0) < 0.5) continue;
    const [r, g, b] = [
      image.data[i * 3] ?? 0,
      image.data[i * 3 + 1] ?? 0,
      image.data[i * 3 + 2] ?? 0,
    ];
    if (!hasSkinSaturation(model, r, g, b, PALE_EDGE)) out[i] = 1;
  }
  return out;
}

/**
 * Pixels by the hands in the old outfit's shade: within 6 px of its map, of its local colour's
 * chromaticity (within SHADE_CHROMA) at SHADE_LIGHT of its light. The dark gap between a hanging
 * hand and the jeans beside it is neither skin nor the jeans' map; taken for jewellery on the hand
 * it stayed in front of a saree as a blue-grey line along the hand (vton-dev D10). A black watch
 * or bangle is darker, a gold one of another hue.
 */
function oldShadeByHand(person: PersonAnalysis, hands: Uint8Array): Uint8Array {
  const { image, oldGarment } = person;
  const { width, height } = image;
  const near = morphMask(oldGarment, 6);
  const out = new Uint8Array(hands.length);
  const r = 6;
  for (let i = 0; i < hands.length; i += 1) {
    if (!hands[i] || (near.data[i] ?? 0) < 0.5 || (oldGarment.data[i] ?? 0) > 0.5) continue;
    const x = i % width;
    const y = (i - x) / width;
    const sum = [0, 0, 0];
    let n = 0;
    for (let v = Math.max(0, y - r); v <= Math.min(height - 1, y + r); v += 1)
      for (let u = Math.max(0, x - r); u <= Math.min(width - 1, x + r); u += 1) {
        const j = v * width + u;
        if ((oldGarment.data[j] ?? 0) <= 0.5) continue;
        for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (image.data[j * 3 + c] ?? 0);
        n += 1;
      }
    if (n < 5) continue;
    const [r0, g0, b0] = sum.map((v) => v / n) as [number, number, number];
    const [r1, g1, b1] = [
      image.data[i * 3] ?? 0,
      image.data[i * 3 + 1] ?? 0,
      image.data[i * 3 + 2] ?? 0,
    ];
    const light = (r1 + g1 + b1 + 1) / (r0 + g0 + b0 + 1);
    if (
      !offChroma(r1, g1, b1, chromaOf(r0, g0, b0), SHADE_CHROMA) &&
      light >= SHADE_LIGHT[0] &&
      light <= SHADE_LIGHT[1]
    )
      out[i] = 1;
  }
  return out;
}

/** The old outfit's shade by a hand: this close in chromaticity, at this share of its light. */
const SHADE_CHROMA = 0.03;
const SHADE_LIGHT = [0.3, 0.85] as const;

/** What of the person stays in front of the new garment: face, hair, hands and bare arms. */
export function personInFront(
  person: PersonAnalysis,
  placement: Placement,
  /** The old outfit's rim (oldRim), when the caller has it already. */
  rim = oldRim(person),
): Uint8Array {
  const { width, height } = person.image;
  const front = new Uint8Array(width * height);
  const hands = handMask(person.body, width, height);
  const pale = paleOldEdge(person, hands);
  const touching = byHandSkin(person, hands);
  const shade = oldShadeByHand(person, hands);
  const face = person.face;
  for (let i = 0; i < front.length; i += 1) {
    const x = i % width;
    const y = (i - x) / width;
    const isSkin = (person.skin.data[i] ?? 0) > 0.5;
    const nearHand = hands[i] === 1;
    const bareArm = (placement.zones[i] ?? ZONE_NONE) !== ZONE_NONE && !placement.sleeve[i];
    const isFace =
      face !== undefined &&
      y >= face.y &&
      y <= face.y + face.height &&
      isInsideFace(face, x, y, 1.0);
    const isHair = (person.hair.data[i] ?? 0) > 0.5;
    // Bangles, rings and watches are not skin but sit on the hand, in front of any garment.
    const onHand =
      nearHand &&
      touching[i] === 1 &&
      (person.oldGarment.data[i] ?? 0) < 0.5 &&
      !pale?.[i] &&
      !shade[i] &&
      (person.matte.data[i] ?? 0) > 0.5;
    const handSkin = isSkin && nearHand && !pale?.[i];
    const bareSkin = isSkin && bareArm && !rim?.[i];
    if (isFace || isHair || onHand || handSkin || bareSkin) front[i] = 1;
  }
  return front;
}

/** How far from the hand's skin (× shoulder width) jewellery on it reaches: a stack of bangles. */
const ON_HAND_REACH = 0.06;

/**
 * 1 within ON_HAND_REACH of the skin by the hands: bangles, rings and watches touch the hand or
 * wrist. Old outfit the old-garment map missed by a hand (the faded front of jeans beside a
 * hanging hand, vton-dev D16) lies further off, and stayed in front of a kurta as a blue patch.
 */
function byHandSkin(person: PersonAnalysis, hands: Uint8Array): Uint8Array {
  const { width, height } = person.image;
  const handSkin = createFloatMap(width, height);
  for (let i = 0; i < hands.length; i += 1)
    if (hands[i] && (person.skin.data[i] ?? 0) > 0.5) handSkin.data[i] = 1;
  const grown = morphMask(
    handSkin,
    Math.max(2, Math.round(person.body.shoulderWidth * ON_HAND_REACH)),
  );
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i += 1) if ((grown.data[i] ?? 0) > 0.5) out[i] = 1;
  return out;
}

function inPolygon(p: Point, poly: Point[]): boolean {
  let inside = false;
  for (let a = 0, b = poly.length - 1; a < poly.length; b = a, a += 1) {
    const pa = poly[a] as Point;
    const pb = poly[b] as Point;
    if (pa.y > p.y !== pb.y > p.y && p.x < ((pb.x - pa.x) * (p.y - pa.y)) / (pb.y - pa.y) + pa.x)
      inside = !inside;
  }
  return inside;
}

/** A limb's width along its bone (0 at its upper joint, 1 at its lower): [t, factor] knots. */
type Profile = readonly (readonly [number, number])[];

/**
 * Arms are not cylinders: the upper arm swells at the deltoid and narrows to the elbow, the
 * forearm's muscles swell below the elbow before it tapers to the wrist. Made arms drawn as
 * straight capsules read as slabs with ruled edges (vton S05).
 */
const UPPER_ARM: Profile = [
  [0, 1],
  [0.3, 1.08],
  [1, 0.86],
];
const FOREARM: Profile = [
  [0, 0.96],
  [0.25, 1.06],
  [1, 1],
];

/** The profile's factor at t (linear between knots). */
function profileAt(profile: Profile, t: number): number {
  for (let k = 1; k < profile.length; k += 1) {
    const [t1, f1] = profile[k] as readonly [number, number];
    if (t <= t1 || k === profile.length - 1) {
      const [t0, f0] = profile[k - 1] as readonly [number, number];
      const u = Math.min(1, Math.max(0, (t - t0) / Math.max(1e-6, t1 - t0)));
      return f0 + (f1 - f0) * u;
    }
  }
  return 1;
}

/** A rounded body's light: even over its middle, falling off towards its outline (u = 1). */
function edgeShade(u: number, depth: number): number {
  const t = Math.max(0, (u - 0.45) / 0.55);
  return 1 - depth * t * t;
}

/** Light across a limb (a cylinder): even along its middle, darker towards both edges. */
const LIMB_DEPTH = 0.3;

/**
 * Half the width of a limb where the photo shows it bare: the run of skin across the bone, at
 * points along the segment that are skin themselves (median; undefined when under three show).
 */
function measureLimb(skin: FloatMap, a: Point, b: Point, reach: number): number | undefined {
  const { width, height } = skin;
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len < 4) return undefined;
  const nx = -(b.y - a.y) / len;
  const ny = (b.x - a.x) / len;
  const isSkin = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    return (
      xi >= 0 && yi >= 0 && xi < width && yi < height && (skin.data[yi * width + xi] ?? 0) > 0.5
    );
  };
  const halves: number[] = [];
  for (let t = 0.2; t <= 0.81; t += 0.1) {
    const px = a.x + (b.x - a.x) * t;
    const py = a.y + (b.y - a.y) * t;
    if (!isSkin(px, py)) continue;
    let run = 1;
    for (const dir of [1, -1]) {
      let k = 1;
      while (k < reach && isSkin(px + nx * k * dir, py + ny * k * dir)) k += 1;
      run += k - 1;
    }
    // A limb against skin (an arm along a bare torso) runs on: not a width.
    if (run < reach * 1.8) halves.push(run / 2);
  }
  if (halves.length < 3) return undefined;
  halves.sort((p, q) => p - q);
  return halves[halves.length >> 1];
}

interface LimbRadii {
  upperL: number;
  upperR: number;
  foreL: number;
  foreR: number;
  /** Half the wrist's width: the forearm tapers to it (the visible hand's width there). */
  wristL: number;
  wristR: number;
}

/**
 * The wrist's share of the hand's width below it, and the forearm's widest over the wrist: where
 * the old sleeve hid the forearm, a wrist is about 6 cm and a hand with its thumb 8–9, a forearm
 * about 8.5 at its widest (made as wide as person_05's jacket sleeves, vton S08, at 0.85 and
 * 1.25); where the forearm shows bare, its own width rules and the hand only tapers it.
 */
const HIDDEN_FOREARM = [0.7, 1.35] as const;
const BARE_FOREARM = [0.85, 1.25] as const;

/**
 * The arms' half-widths under the old sleeves: measured where each arm shows bare (the upper arm
 * is about a fifth wider than the forearm), else typical proportions of the shoulders' width.
 */
function limbRadii(body: Body, skin: FloatMap): LimbRadii {
  const sw = body.shoulderWidth;
  const reach = sw * 0.35;
  const clamp = (r: number) => Math.min(sw * 0.25, Math.max(sw * 0.07, r));
  const side = (s: Point, e: Point | undefined, w: Point | undefined) => {
    const upper = e ? measureLimb(skin, s, e, reach) : undefined;
    const fore = e && w ? measureLimb(skin, e, w, reach) : undefined;
    // The hand just past the wrist, where it shows: its width is the wrist's.
    const hand =
      e && w
        ? measureLimb(skin, w, { x: w.x + (w.x - e.x) * 0.5, y: w.y + (w.y - e.y) * 0.5 }, reach)
        : undefined;
    const foreR = clamp(fore ?? (upper !== undefined ? upper / 1.2 : sw * 0.11));
    // A hidden forearm takes a wrist's and a forearm's proportions to the hand (decision 126);
    // a bare one its own width, the hand only tapering it.
    const [ofHand, ofWrist] = fore === undefined ? HIDDEN_FOREARM : BARE_FOREARM;
    const wrist = Math.min(
      foreR,
      Math.max(sw * 0.06, hand !== undefined ? hand * ofHand : foreR * 0.75),
    );
    return {
      upper: clamp(upper ?? (fore !== undefined ? fore * 1.2 : sw * 0.14)),
      fore: Math.max(foreR, wrist * ofWrist),
      wrist,
    };
  };
  const l = side(body.shoulderL, body.elbowL, body.wristL);
  const r = side(body.shoulderR, body.elbowR, body.wristR);
  return {
    upperL: l.upper,
    upperR: r.upper,
    foreL: l.fore,
    foreR: r.fore,
    wristL: l.wrist,
    wristR: r.wrist,
  };
}

/** How far above the shoulder joints' line (× shoulder width) the shoulders' tops and the neck's base reach. */
const SHOULDER_TOP = 0.22;

/**
 * Whether a point lies over the tops of the shoulders: above the line through the shoulder
 * joints, within SHOULDER_TOP shoulder widths of it and between the joints. A tank top's straps
 * and a sweater's yoke lie there; uncovered, they are the trapezius and the neck's base.
 */
function aboveShoulders(body: Body, x: number, y: number): boolean {
  const { shoulderL: a, shoulderR: b } = body;
  const [l, r] = a.x <= b.x ? [a, b] : [b, a];
  if (x < l.x || x > r.x) return false;
  const lineY = l.y + ((r.y - l.y) * (x - l.x)) / Math.max(1, r.x - l.x);
  return y < lineY && lineY - y <= body.shoulderWidth * SHOULDER_TOP;
}

/** Half the neck's width against the face box's; a collar past NECK_REACH of it is beside the neck. */
const NECK_HALF = 0.4;
const NECK_REACH = 1.2;

/**
 * The old garment in the face box's ellipse below its middle is a stand collar (findOldGarment):
 * uncovered, it is the neck, lit along its middle line and darker to its sides (NECK_HALF).
 * Returns that light there, undefined elsewhere.
 */
export function neckShade(person: PersonAnalysis): (x: number, y: number) => number | undefined {
  const { face, oldGarment } = person;
  if (!face) return () => undefined;
  const cx = face.x + face.width / 2;
  const mid = face.y + face.height / 2;
  const half = face.width * NECK_HALF;
  return (x, y) => {
    const u = Math.abs(x - cx) / half;
    return u <= NECK_REACH &&
      y > mid &&
      isInsideFace(face, x, y, 1) &&
      (oldGarment.data[y * oldGarment.width + x] ?? 0) > 0.5
      ? edgeShade(u, 0.18)
      : undefined;
  };
}

/** A made neck's mean luminance against the face's: at least the first, at most the second. */
const NECK_LIGHT: readonly [number, number] = [0.7, 1.3];
/** The neck's own skin in the photo speaks for it from this share of the made neck's size. */
const NECK_SEEN = 0.2;

/**
 * The mean colour of the photo's own skin under the face's middle, outside its core (the neck
 * above an old collar), when at least `least` pixels of it show (not hair, not made).
 */
function neckSkin(person: PersonAnalysis, hole: Uint8Array, least: number): Rgb | undefined {
  const { face, image, skin, matte, hair } = person;
  if (!face) return undefined;
  const { width } = image;
  const sum = [0, 0, 0];
  let count = 0;
  const y0 = Math.max(0, Math.ceil(face.y + face.height / 2));
  const y1 = Math.min(image.height, Math.ceil(face.y + face.height));
  for (let y = y0; y < y1; y += 1)
    for (
      let x = Math.max(0, Math.floor(face.x));
      x < Math.min(width, face.x + face.width);
      x += 1
    ) {
      const i = y * width + x;
      if (
        hole[i] ||
        (skin.data[i] ?? 0) <= 0.5 ||
        (matte.data[i] ?? 0) <= 0.5 ||
        (hair.data[i] ?? 0) > 0.5 ||
        !isInsideFace(face, x, y, 1) ||
        !underChin(face, x, y)
      )
        continue;
      count += 1;
      for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (image.data[i * 3 + c] ?? 0);
    }
  return count >= Math.max(1, least) ? (sum.map((v) => v / count) as Rgb) : undefined;
}

/**
 * A made neck (`neckAt` defined) takes the colour of the neck's own skin above it (neckSkin), else
 * of the face (skinColour): the synthesis pulls its colour from the skin nearest it, and under a
 * beard that touches the collar the nearest "skin" was the velvet's sheen (vton-dev D15's maroon
 * sherwani made a maroon neck at half the face's light). Its pixels are scaled per channel so
 * that their mean has that colour's chromaticity at their own luminance, held within NECK_LIGHT
 * of that colour's; their shading and grain stay. `fill` edited.
 */
export function toFaceColour(
  fill: Float32Array,
  hole: Uint8Array,
  neckAt: (x: number, y: number) => number | undefined,
  person: PersonAnalysis,
): void {
  const { width } = person.image;
  const neck: number[] = [];
  const sum = [0, 0, 0];
  for (let i = 0; i < hole.length; i += 1) {
    const x = i % width;
    if (!hole[i] || neckAt(x, (i - x) / width) === undefined) continue;
    neck.push(i);
    for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (fill[i * 3 + c] ?? 0);
  }
  if (neck.length === 0) return;
  const mean = sum.map((v) => v / neck.length);
  const luma = (c: readonly number[]) =>
    0.299 * (c[0] ?? 0) + 0.587 * (c[1] ?? 0) + 0.114 * (c[2] ?? 0);
  const face = neckSkin(person, hole, neck.length * NECK_SEEN) ?? person.skinColour;
  const faceLuma = Math.max(1, luma(face));
  const target = Math.min(faceLuma * NECK_LIGHT[1], Math.max(faceLuma * NECK_LIGHT[0], luma(mean)));
  const gain = face.map((v, c) => (v * target) / faceLuma / Math.max(1, mean[c] ?? 0));
  for (const i of neck)
    for (let c = 0; c < 3; c += 1)
      fill[i * 3 + c] = Math.min(255, (fill[i * 3 + c] ?? 0) * (gain[c] ?? 1));
}

/**
 * The body under the clothes, roughly: torso polygon and limb capsules from the joints (the arms
 * as wide as the photo shows them), and the tops of the shoulders above the torso. Returns the
 * light a rounded body gets there (1 on the limb's or torso's middle line, darker towards its
 * edges; an arm in front of the torso with its own light, the torso beside it in its shade), or
 * 0 outside the body.
 */
function bodyCoreShade(
  body: Body,
  arms: LimbRadii,
  litFrom: number,
  armsOnly = false,
): (x: number, y: number) => number {
  const sw = body.shoulderWidth;
  const torso = [body.shoulderL, body.shoulderR, body.hipR, body.hipL];
  // Arms (measured width) are shaded round, forearms tapering to the wrist; legs' widths are
  // guesses: the old garment's light.
  const segments: [Point | undefined, Point | undefined, number, number, number, Profile?][] = [
    [body.shoulderL, body.elbowL, arms.upperL, arms.upperL, LIMB_DEPTH, UPPER_ARM],
    [body.shoulderR, body.elbowR, arms.upperR, arms.upperR, LIMB_DEPTH, UPPER_ARM],
    [body.elbowL, body.wristL, arms.foreL, arms.wristL, LIMB_DEPTH, FOREARM],
    [body.elbowR, body.wristR, arms.foreR, arms.wristR, LIMB_DEPTH, FOREARM],
    [body.hipL, body.kneeL ?? legEnd(body, 'L'), 0.22 * sw, 0.22 * sw, 0],
    [body.hipR, body.kneeR ?? legEnd(body, 'R'), 0.22 * sw, 0.22 * sw, 0],
    [body.kneeL, legEnd(body, 'L'), 0.15 * sw, 0.15 * sw, 0],
    [body.kneeR, legEnd(body, 'R'), 0.15 * sw, 0.15 * sw, 0],
    [body.hipL, body.hipR, 0.2 * sw, 0.2 * sw, 0],
  ];
  const edgeAt = (a: Point, b: Point, y: number) =>
    a.x + ((b.x - a.x) * (y - a.y)) / (Math.abs(b.y - a.y) < 1 ? 1 : b.y - a.y);
  const acrossShoulders = (x: number, y: number) => {
    const l = edgeAt(body.shoulderL, body.hipL, y);
    const r = edgeAt(body.shoulderR, body.hipR, y);
    const u = Math.min(
      1.2,
      Math.abs(x - (l + r) / 2) / Math.max(4, Math.abs(r - l) / 2 + sw * 0.1),
    );
    return edgeShade(u, 0.18);
  };
  const occlusion = sw * ARM_OCCLUSION_REACH;
  // Each limb's box grown by its widest radius (and an arm's by the reach of its shadow): a point
  // outside it is farther than that from the bone (this runs per pixel of the hole; most pixels
  // are near one limb at most).
  const boxes = segments.map(([a, b, r0, r1, depth, profile]) => {
    const reach = Math.max(r0, r1) * Math.max(1, ...(profile ?? []).map(([, f]) => f));
    return a && b ? pointsBox([a, b], reach + (depth > 0 ? occlusion : 0)) : undefined;
  });
  return (x, y) => {
    let core = 0;
    if (!armsOnly && inPolygon({ x, y }, torso)) core = acrossShoulders(x, y);
    else if (!armsOnly && aboveShoulders(body, x, y)) core = acrossShoulders(x, body.shoulderL.y);
    let arm = 0;
    let gap = occlusion;
    for (let k = 0; k < segments.length; k += 1) {
      const [a, b, r0, r1, depth, profile] = segments[k] as (typeof segments)[number];
      const box = boxes[k];
      if (!a || !b || !box || (armsOnly && depth === 0)) continue;
      if (x < box.x0 || x > box.x1 || y < box.y0 || y > box.y1) continue;
      const { d, t } = segmentDistance({ x, y }, a, b);
      const r = (r0 + (r1 - r0) * t) * (profile ? profileAt(profile, t) : 1);
      if (d >= r) {
        if (depth > 0) gap = Math.min(gap, d - r);
        continue;
      }
      if (depth === 0) {
        core = Math.max(core, 1);
        continue;
      }
      // A limb is lit from one side: brighter on that side of its middle, darker on the other.
      const side = Math.sign(x - (a.x + (b.x - a.x) * t)) * litFrom;
      arm = Math.max(arm, edgeShade(d / r, depth) * (1 + 0.1 * side * (d / r)));
    }
    // An arm is in front of the torso with its own round light, and shades the torso beside it.
    if (arm > 0) return arm;
    const shadow = 1 - gap / occlusion;
    return core * (1 - ARM_OCCLUSION * shadow * shadow);
  };
}

/**
 * How far beside an arm (× shoulder width) the torso lies in its shade, and how dark it is right
 * at the arm's edge. Without it a made arm ran into the made side of the torso as one flat slab
 * twice an arm's width (vton S05's upper arms, where a T-shirt's sleeves had been).
 */
const ARM_OCCLUSION_REACH = 0.06;
const ARM_OCCLUSION = 0.22;

/** The arms as a rounded body under the clothes: their light (> 0 on the arm), 0 off them. */
export function armShade(person: PersonAnalysis): (x: number, y: number) => number {
  return bodyCoreShade(person.body, limbRadii(person.body, person.skin), litSide(person), true);
}

/**
 * Which side the light comes from, read on the face: +1 when the image's right half of the face
 * is brighter, -1 when the left is, 0 when even (or no face).
 */
function litSide(person: PersonAnalysis): number {
  const f = person.face;
  if (!f) return 0;
  const { image } = person;
  const half = [0, 0];
  const count = [0, 0];
  for (let y = Math.round(f.y + f.height * 0.35); y < f.y + f.height * 0.8; y += 2) {
    for (let x = Math.round(f.x + f.width * 0.15); x < f.x + f.width * 0.85; x += 2) {
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      const i = y * image.width + x;
      if ((person.skin.data[i] ?? 0) < 0.5) continue;
      const k = x < f.x + f.width / 2 ? 0 : 1;
      half[k] = (half[k] ?? 0) + (image.data[i * 3] ?? 0) + (image.data[i * 3 + 1] ?? 0);
      count[k] = (count[k] ?? 0) + 1;
    }
  }
  if (!count[0] || !count[1]) return 0;
  const left = (half[0] ?? 0) / count[0];
  const right = (half[1] ?? 0) / count[1];
  const diff = (right - left) / Math.max(1, (right + left) / 2);
  return Math.abs(diff) < 0.03 ? 0 : Math.sign(diff);
}

export interface UncoveredFill {
  /** 1 where the old outfit shows and the new garment does not cover it. */
  hole: Uint8Array;
  /** RGB floats of the synthesised content (skin or background) at hole pixels. */
  rgb: Float32Array;
  skinPixels: number;
  backgroundPixels: number;
  /** 1 where the hole is made as backdrop (the rest of it is skin). */
  backdrop: Uint8Array;
}

/**
 * Old clothing the new garment leaves uncovered becomes skin (synthesised from the person's own
 * visible skin) on the body, background (reconstructed from the surroundings) beside it.
 */
export function fillUncovered(
  person: PersonAnalysis,
  coverage: FloatMap,
  front: Uint8Array,
  /** Skin only on the arms (a top over the old one: the torso stays under fabric). */
  armsOnly = false,
  /** Pixels to treat as old outfit too (its soft edge, as the caller grew it). */
  alsoOld?: Uint8Array,
  /** The old outfit's rim (oldRim), when the caller has it already. */
  rim = oldRim(person),
): UncoveredFill {
  const { image, matte, oldGarment, skin } = person;
  const { width, height } = image;
  const n = width * height;
  // The old garment's soft edge (matte 0.02–0.5) carries its colour too: grow into it.
  const grown = blurMap(oldGarment, 3, 1);
  const radii = limbRadii(person.body, skin);
  const neckAt = neckShade(person);
  const coreAt = bodyCoreShade(person.body, radii, litSide(person), armsOnly);
  const shadeAt = (x: number, y: number) => neckAt(x, y) ?? coreAt(x, y);
  const bodyLight = createFloatMap(width, height, 1);
  const skinHole = new Uint8Array(n);
  const bgHole = new Uint8Array(n);
  // The old outfit the new garment leaves open (and its soft edge, not skin).
  const open = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    if (front[i] || (coverage.data[i] ?? 0) > 0.98) continue;
    const isOld = (oldGarment.data[i] ?? 0) > 0.5 || alsoOld?.[i] === 1 || rim?.[i] === 1;
    const isEdge = !isOld && (grown.data[i] ?? 0) > 0.02 && (matte.data[i] ?? 0) < 0.6;
    if (isOld || (isEdge && (skin.data[i] ?? 0) < 0.5)) open[i] = 1;
  }
  // Not on the arms: under a white sleeve against a white wall the sleeve's edge is the wall's
  // colour, and the made arm there is right (vton S07's forearms were bitten into). So nothing
  // to look for when only arms are made (a top over the old one).
  const wall = armsOnly ? undefined : backdropFringe(person, open);
  const onArm = bodyCoreShade(person.body, radii, 0, true);
  for (let i = 0; i < n; i += 1) {
    if (!open[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    const m = matte.data[i] ?? 0;
    const shade = m > 0.5 || (alsoOld?.[i] === 1 && m > 0.2) ? shadeAt(x, y) : 0;
    if (shade > 0 && !(wall?.[i] && onArm(x, y) === 0)) {
      skinHole[i] = 1;
      bodyLight.data[i] = shade;
    } else bgHole[i] = 1;
  }
  const byHand = handMask(person.body, width, height);
  if (!armsOnly)
    takeColourBleed(person, open, front, byHand, coverage, shadeAt, skinHole, bgHole, bodyLight);
  // Also where the arm is in front of the new layer (the shadow lies on the forearm's first rows),
  // but not by the hands: a bangle's engraving is as dark and as warm.
  for (const i of hemShadow(
    person,
    skinHole,
    (k) => byHand[k] === 1 || (coverage.data[k] ?? 0) > 0.98,
  )) {
    const x = i % width;
    skinHole[i] = 1;
    bodyLight.data[i] = shadeAt(x, (i - x) / width) || 1;
  }
  const hole = new Uint8Array(n);
  const rgb = new Float32Array(n * 3);
  let skinPixels = 0;
  let backgroundPixels = 0;
  for (let i = 0; i < n; i += 1) {
    hole[i] = skinHole[i] || bgHole[i] ? 1 : 0;
    skinPixels += skinHole[i] ?? 0;
    backgroundPixels += bgHole[i] ?? 0;
  }
  // The photo's skin beside the made skin, made too and blended back into the photo's over it.
  const seam = skinPixels > 0 ? skinSeam(person, hole, byHand) : undefined;
  if (seam)
    for (let i = 0; i < n; i += 1) {
      if (!seam[i]) continue;
      const x = i % width;
      skinHole[i] = 1;
      hole[i] = 1;
      bodyLight.data[i] = shadeAt(x, (i - x) / width) || 1;
    }
  if (skinPixels > 0) {
    const source = skinSource(person, skinHole);
    // The old outfit's light; the body's round form (bodyLight) applies on top of it.
    const light = createFloatMap(width, height, 1);
    const oldLight = person.shading.data;
    for (let i = 0; i < n; i += 1) light.data[i] = Math.min(1.08, Math.max(0.85, oldLight[i] ?? 1));
    // The colour and light from the synthesis; the fine detail from one clean patch of the
    // person's own skin, mirrored: pores and grain with no cell seams.
    const patch = skinPatch(image, source);
    const fill = synthesiseCropped({
      image,
      hole: skinHole,
      source,
      light,
      form: bodyLight,
      seed: 11,
      detailGain: patch ? 0 : 0.65,
      litLuma: medianLuma(image, source),
    });
    if (patch) addPatchDetail(fill, skinHole, width, patch, 0.8);
    toFaceColour(fill, skinHole, neckAt, person);
    matchRim(fill, skinHole, person, person.body.shoulderWidth * 0.2);
    continueRimShade(fill, skinHole, person);
    contactShadow(fill, skinHole, coverage, person);
    for (let i = 0; i < n; i += 1) if (skinHole[i]) copy3(rgb, fill, i);
    if (seam)
      for (let i = 0; i < n; i += 1) {
        const a = seam[i] ?? 0;
        if (a === 0) continue;
        for (let c = 0; c < 3; c += 1)
          rgb[i * 3 + c] = (rgb[i * 3 + c] ?? 0) * a + (image.data[i * 3 + c] ?? 0) * (1 - a);
      }
  }
  if (backgroundPixels > 0) {
    const source = new Uint8Array(n);
    for (let i = 0; i < n; i += 1)
      source[i] = (matte.data[i] ?? 0) < 0.03 && !hole[i] && (coverage.data[i] ?? 0) < 0.02 ? 1 : 0;
    const fill = synthesiseFill({ image, hole: bgHole, source, seed: 23 });
    for (let i = 0; i < n; i += 1) if (bgHole[i]) copy3(rgb, fill, i);
  }
  if (skinPixels > 0 && backgroundPixels > 0) softenSkinEdge(rgb, skinHole, bgHole, width, height);
  return { hole, rgb, skinPixels, backgroundPixels, backdrop: bgHole };
}

/** The made skin's share over the photo's skin 1, 2, ... px beside it. */
const SEAM = [2 / 3, 1 / 3];

/**
 * Where made skin meets the photo's skin (an old sleeve's hem on the forearm, an old neckline on
 * the chest), the cut between them was a line as sharp as the pixels: the made skin's smooth
 * light and grain against the photo's, along the old garment's edge (vton S05's elbows, the
 * stepped top of vton-dev D11's made chest). The photo's skin (not hands, hair or the face) the
 * first SEAM.length px beside the hole is made as well and takes SEAM of it: a weight per pixel
 * (0 elsewhere).
 */
function skinSeam(person: PersonAnalysis, hole: Uint8Array, byHand: Uint8Array): Float32Array {
  const { image, skin, matte, hair, face } = person;
  const { width, height } = image;
  const n = width * height;
  const weight = new Float32Array(n);
  const reached = Uint8Array.from(hole);
  let ring: number[] = [];
  for (let i = 0; i < n; i += 1) if (hole[i]) ring.push(i);
  for (const share of SEAM) {
    const next: number[] = [];
    for (const i of ring) {
      const x = i % width;
      const y = (i - x) / width;
      for (const j of [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        y > 0 ? i - width : -1,
        y < height - 1 ? i + width : -1,
      ]) {
        if (j < 0 || reached[j]) continue;
        reached[j] = 1;
        const jx = j % width;
        const jy = (j - jx) / width;
        const isSkin =
          (skin.data[j] ?? 0) > 0.5 &&
          (matte.data[j] ?? 0) > 0.5 &&
          (hair.data[j] ?? 0) <= 0.5 &&
          byHand[j] !== 1 &&
          !(face && isInsideFace(face, jx, jy, 1));
        if (!isSkin) continue;
        weight[j] = share;
        next.push(j);
      }
    }
    ring = next;
  }
  return weight;
}

/**
 * A JPEG keeps colour at half resolution, so the old outfit's colour bleeds a pixel or two into
 * the skin and the backdrop beside it, under their own brightness: once the outfit is made into
 * skin, that bleed stayed as a thin line of its colour along where it ended (vton-dev D11: a
 * gold line along the yellow top's old neckline and over its strap). Real skin and backdrop
 * within BLEED px of the old outfit are made too, each as what it is; the rest of the photo
 * (hair, the other garment, what is covered, and what is in front but a bare arm's edge against
 * the old top's cloth) stays.
 */
function takeColourBleed(
  person: PersonAnalysis,
  open: Uint8Array,
  front: Uint8Array,
  byHand: Uint8Array,
  coverage: FloatMap,
  shadeAt: (x: number, y: number) => number,
  skinHole: Uint8Array,
  bgHole: Uint8Array,
  bodyLight: FloatMap,
): void {
  const { matte, skin, oldGarment } = person;
  const { width, height } = person.image;
  // Within reach of the outfit the new garment leaves open and of the rest of it, which it
  // covers. A bare arm's edge against the old top stays in front of the new garment, yet is
  // part cloth and part skin in the cloth's colour too (D11: a dark olive line down the choli's
  // side, by her right arm): skin within reach of the old top's cloth (not its skin-coloured
  // pixels) is made as skin. Not by the hands, whose edges a bangle or a ring may share.
  const seed = new Float32Array(open.length);
  const cloth = new Float32Array(open.length);
  for (let i = 0; i < open.length; i += 1) {
    const isOld = (oldGarment.data[i] ?? 0) > 0.5;
    seed[i] = open[i] || isOld ? 1 : 0;
    cloth[i] = isOld && (skin.data[i] ?? 0) <= 0.5 ? 1 : 0;
  }
  const near = morphMask({ width, height, data: seed }, BLEED).data;
  const byCloth = morphMask({ width, height, data: cloth }, BLEED).data;
  const armEdge = (i: number) => !byHand[i] && byCloth[i] && (skin.data[i] ?? 0) > 0.5;
  for (let i = 0; i < open.length; i += 1) {
    if (!near[i] || open[i] || (coverage.data[i] ?? 0) > 0.98) continue;
    if (front[i] && !armEdge(i)) continue;
    const m = matte.data[i] ?? 0;
    if (m < 0.5) {
      bgHole[i] = 1;
      continue;
    }
    if ((skin.data[i] ?? 0) <= 0.5) continue;
    const x = i % width;
    const shade = shadeAt(x, (i - x) / width);
    if (shade <= 0) continue;
    skinHole[i] = 1;
    bodyLight.data[i] = shade;
  }
}

/**
 * Made skin darkens towards the new garment's edge, as skin does where cloth lies on it (the
 * light it keeps off): up to CONTACT_DARK at the edge, fading over CONTACT_REACH shoulder widths.
 * Without it a choli's neckline over made skin read as cut out of a flat plate (vton-dev D11).
 * Not beside the photo's own skin, which keeps its light: a strip of made skin between a strap
 * and real skin, darkened, stood out from both (D10's neckline).
 */
export function contactShadow(
  fill: Float32Array,
  hole: Uint8Array,
  coverage: FloatMap,
  person: PersonAnalysis,
): void {
  const { width, height } = coverage;
  const reach = Math.max(2, person.body.shoulderWidth * CONTACT_REACH);
  const crop = holeCrop(hole, width, height, Math.ceil(2 * reach) + 2);
  if (!crop) return;
  const { cw, ch, at, holeMap } = crop;
  const cloth = createFloatMap(cw, ch);
  const real = createFloatMap(cw, ch);
  for (let k = 0; k < cw * ch; k += 1) {
    const i = at[k] as number;
    const covered = (coverage.data[i] ?? 0) > 0.5;
    cloth.data[k] = covered ? 1 : 0;
    real.data[k] = !covered && !holeMap.data[k] && (person.skin.data[i] ?? 0) > 0.5 ? 1 : 0;
  }
  const nearCloth = blurMap(cloth, reach).data;
  const nearReal = blurMap(real, reach).data;
  for (let k = 0; k < cw * ch; k += 1) {
    if (!holeMap.data[k]) continue;
    // A blurred mask is ~0.5 at its straight edge, 0 a reach (two box passes) away.
    const shadow = Math.min(1, 2 * (nearCloth[k] ?? 0)) * Math.max(0, 1 - 2 * (nearReal[k] ?? 0));
    const f = 1 - CONTACT_DARK * shadow;
    const i = at[k] as number;
    for (let c = 0; c < 3; c += 1) fill[i * 3 + c] = (fill[i * 3 + c] ?? 0) * f;
  }
}

/** The contact shadow's darkening at the cloth's edge and its reach (× shoulder width). */
const CONTACT_DARK = 0.18;
const CONTACT_REACH = 0.035;

/** How far (px) the old outfit's colour bleeds into what lies beside it (JPEG's 2×2 chroma). */
const BLEED = 2;

/**
 * The hole's bounding box grown by `margin` (within the image): its size, the image index of
 * each of its pixels (`at[k]`), and the hole within it. Undefined for an empty hole.
 */
function holeCrop(hole: Uint8Array, width: number, height: number, margin: number) {
  const found = boundingBox(hole.length, width, (i) => hole[i] === 1);
  if (!found) return undefined;
  const box = growBox(found, margin, width, height);
  const cw = box.x1 - box.x0 + 1;
  const ch = box.y1 - box.y0 + 1;
  const at = new Int32Array(cw * ch);
  const holeMap = createFloatMap(cw, ch);
  for (let y = 0, k = 0; y < ch; y += 1)
    for (let x = 0, i = (y + box.y0) * width + box.x0; x < cw; x += 1, k += 1, i += 1) {
      at[k] = i;
      if (hole[i]) holeMap.data[k] = 1;
    }
  return { cw, ch, at, holeMap };
}

/** How far (px) beside made skin the old outfit's hem shadow on real skin is looked for. */
const HEM_REACH = 3;
/** Skin this much darker than the skin a little farther from the hole is the hem's shadow. */
const HEM_SHADE = 0.96;
/** ...and no darker than this share of it (hair, a crease, jewellery's dark metal). */
const HEM_FLOOR = 0.75;
/** ...and, at least, this share of the shoulders' width (the reach grows with the photo)... */
const HEM_REACH_SHOULDER = 0.05;
/** ...where past HEM_REACH a shadow is this much darker (a rounded shoulder's own shade is not). */
const HEM_DEEP_SHADE = 0.88;
/**
 * A shadow keeps the skin's hue: its chromaticity (r and g shares of r + g + b) within this of
 * the line from grey through the skin's...
 */
const HEM_CHROMA = 0.03;
/** ...up to this many times as saturated as the skin. */
const HEM_SATURATION = 1.6;

/**
 * The shadow an old sleeve's (or hem's) edge cast on the skin just past it: person pixels within
 * HEM_REACH px of the made skin, not hair, between HEM_FLOOR and HEM_SHADE of the luminance of
 * the real skin 4–8 px farther from it and of its chromaticity. Too dark for the skin mask, the
 * made skin did not take them: they stayed as a thin dark line where the old sleeve ended
 * (vton S05's elbows, 149–173 on a forearm of ~205).
 */
export function hemShadow(
  person: PersonAnalysis,
  skinHole: Uint8Array,
  excluded: (i: number) => boolean,
): number[] {
  const { image, skin, matte, hair } = person;
  const reach = Math.max(HEM_REACH, Math.round(person.body.shoulderWidth * HEM_REACH_SHOULDER));
  const crop = holeCrop(skinHole, image.width, image.height, reach + 2 * RIM_SAMPLE);
  if (!crop) return [];
  const { cw, ch, at, holeMap } = crop;
  const ring = morphMask(holeMap, reach);
  const close = morphMask(holeMap, HEM_REACH);
  const beyond = morphMask(holeMap, reach + 1);
  // The reference: real skin outside the ring, within RIM_SAMPLE of it (luminance, r, g).
  const planes = [0, 1, 2, 3].map(() => createFloatMap(cw, ch));
  const [real, realLuma, realR, realG] = planes as [FloatMap, FloatMap, FloatMap, FloatMap];
  for (let k = 0; k < cw * ch; k += 1) {
    const i = at[k] as number;
    if ((beyond.data[k] ?? 0) > 0.5 || (skin.data[i] ?? 0) <= 0.5 || (matte.data[i] ?? 0) <= 0.5)
      continue;
    const r = image.data[i * 3] ?? 0;
    const g = image.data[i * 3 + 1] ?? 0;
    const b = image.data[i * 3 + 2] ?? 0;
    const sum = Math.max(1, r + g + b);
    real.data[k] = 1;
    realLuma.data[k] = 0.299 * r + 0.587 * g + 0.114 * b;
    realR.data[k] = r / sum;
    realG.data[k] = g / sum;
  }
  const [near, nearLuma, nearR, nearG] = planes.map(
    (p) => blurMap(p, reach + RIM_SAMPLE - HEM_REACH, 1).data,
  );
  const shadow = new Float32Array(cw * ch);
  for (let k = 0; k < cw * ch; k += 1) {
    const i = at[k] as number;
    if (!(ring.data[k] ?? 0) || holeMap.data[k]) continue;
    const w = near?.[k] ?? 0;
    if (w < 0.05 || (matte.data[i] ?? 0) <= 0.5 || (hair.data[i] ?? 0) > 0.5 || excluded(i))
      continue;
    const r = image.data[i * 3] ?? 0;
    const g = image.data[i * 3 + 1] ?? 0;
    const b = image.data[i * 3 + 2] ?? 0;
    const sum = Math.max(1, r + g + b);
    const ref = (nearLuma?.[k] ?? 0) / w;
    const l = 0.299 * r + 0.587 * g + 0.114 * b;
    const shade = (close.data[k] ?? 0) > 0.5 ? HEM_SHADE : HEM_DEEP_SHADE;
    if (l >= shade * ref || l < HEM_FLOOR * ref) continue;
    // Chromaticity about grey, the pixel's against the skin's: a shadow on skin keeps its hue
    // and is as saturated or more (light under the skin), never greyer.
    const [sr, sg] = [(nearR?.[k] ?? 0) / w - 1 / 3, (nearG?.[k] ?? 0) / w - 1 / 3];
    const [pr, pg] = [r / sum - 1 / 3, g / sum - 1 / 3];
    const t = (pr * sr + pg * sg) / Math.max(1e-6, sr * sr + sg * sg);
    const off = Math.hypot(pr - t * sr, pg - t * sg);
    if (
      off <= HEM_CHROMA &&
      t >= 1 - HEM_CHROMA / Math.max(1e-3, Math.hypot(sr, sg)) &&
      t <= HEM_SATURATION
    )
      shadow[k] = 1;
  }
  // Only the band along the hole: a crease or a fold's shade farther off is the body's own.
  const { labels, sizes } = labelComponents({ data: shadow, width: cw, height: ch });
  const touching = new Uint8Array(sizes.length + 1);
  for (let k = 0; k < cw * ch; k += 1) {
    const label = labels[k] ?? 0;
    if (label === 0 || touching[label]) continue;
    const x = k % cw;
    if (
      (x > 0 && holeMap.data[k - 1]) ||
      (x < cw - 1 && holeMap.data[k + 1]) ||
      holeMap.data[k - cw] ||
      holeMap.data[k + cw]
    )
      touching[label] = 1;
  }
  const out: number[] = [];
  for (let k = 0; k < cw * ch; k += 1) if (touching[labels[k] ?? 0]) out.push(at[k] as number);
  return out;
}

/** A pixel this much of the cloth's colour (blended with the skin's) is the old outfit's rim. */
const RIM_SHARE = 0.12;
/** Cloth and skin closer than this (RGB distance) are not told apart at the rim. */
const RIM_CONTRAST = 40;

/**
 * The old outfit's rim inside the person: pixels within a few of it that its map did not take,
 * whose colour is a blend of the cloth beside them and the skin beside them with over RIM_SHARE
 * of the cloth in it. A crew neck's pale edge between the sweatshirt and the neck (vton
 * person_03), part skin and part cloth and taken for skin, stayed as a thin white line round the
 * neck, like a chain, once the rest of the sweatshirt was gone. Undefined when there are none.
 */
export function oldRim(person: PersonAnalysis): Uint8Array | undefined {
  const { image, matte, oldGarment, skin } = person;
  const { width, height } = image;
  const n = width * height;
  const grown = blurMap(oldGarment, 3, 1);
  const candidate = new Uint8Array(n);
  let any = false;
  for (let i = 0; i < n; i += 1) {
    if ((oldGarment.data[i] ?? 0) > 0.5) continue;
    if ((grown.data[i] ?? 0) <= 0.02 || (matte.data[i] ?? 0) < 0.6) continue;
    candidate[i] = 1;
    any = true;
  }
  if (!any) return undefined;
  // Local mean colours of the cloth and of the skin (normalised convolution, radius 6).
  const box = boundingBox(n, width, (i) => candidate[i] === 1);
  if (!box) return undefined;
  const { x0, y0, x1, y1 } = growBox(box, 10, width, height);
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const planes = Array.from({ length: 8 }, () => createFloatMap(w, h));
  for (let y = y0; y <= y1; y += 1)
    for (let x = x0; x <= x1; x += 1) {
      const i = y * width + x;
      const k = (y - y0) * w + (x - x0);
      const cloth = (oldGarment.data[i] ?? 0) > 0.5 ? 1 : 0;
      // The skin beyond the rim: the rim's blends, taken for skin, would pull it to the cloth.
      const bare = (skin.data[i] ?? 0) > 0.5 && !candidate[i] ? 1 : 0;
      planes[3]!.data[k] = cloth;
      planes[7]!.data[k] = bare;
      for (let c = 0; c < 3; c += 1) {
        const v = image.data[i * 3 + c] ?? 0;
        planes[c]!.data[k] = v * cloth;
        planes[4 + c]!.data[k] = v * bare;
      }
    }
  const blurred = planes.map((p) => blurMap(p, 6));
  const rim = new Uint8Array(n);
  for (let y = y0; y <= y1; y += 1)
    for (let x = x0; x <= x1; x += 1) {
      const i = y * width + x;
      if (!candidate[i]) continue;
      const k = (y - y0) * w + (x - x0);
      const wc = blurred[3]!.data[k] ?? 0;
      const ws = blurred[7]!.data[k] ?? 0;
      if (wc < 0.02 || ws < 0.02) continue;
      // The pixel as a blend of the two: its share of cloth along the line from the skin's
      // colour to the cloth's, and how far off that line it lies (jewellery, a shadow).
      let along = 0;
      let span = 0;
      const d = [0, 0, 0];
      const e = [0, 0, 0];
      for (let c = 0; c < 3; c += 1) {
        const skinMean = (blurred[4 + c]!.data[k] ?? 0) / ws;
        d[c] = (image.data[i * 3 + c] ?? 0) - skinMean;
        e[c] = (blurred[c]!.data[k] ?? 0) / wc - skinMean;
        along += d[c]! * e[c]!;
        span += e[c]! ** 2;
      }
      if (span < RIM_CONTRAST ** 2) continue;
      const share = along / span;
      const off = Math.hypot(...d.map((v, c) => v - share * e[c]!));
      if (share > RIM_SHARE && off < Math.max(30, 0.3 * Math.sqrt(span))) rim[i] = 1;
    }
  return rim;
}

interface SkinPatch {
  size: number;
  /** RGB detail (pixel minus its local mean), size × size. */
  detail: Float32Array;
}

/**
 * The smoothest square of the source (32, else 24 or 16 px) with nothing but skin in it: its
 * detail is its pixels minus their 5×5 mean (pores and grain, no creases or knuckles).
 * Undefined when no 16 px square fits.
 */
function skinPatch(image: RasterImage, source: Uint8Array): SkinPatch | undefined {
  const { width, height } = image;
  const count = maskCounter(source, width, height);
  const detailOf = (x: number, y: number, size: number) => {
    const detail = new Float32Array(size * size * 3);
    const r = 2;
    for (let py = 0; py < size; py += 1)
      for (let px = 0; px < size; px += 1)
        for (let c = 0; c < 3; c += 1) {
          let sum = 0;
          let n = 0;
          for (let qy = Math.max(0, py - r); qy <= Math.min(size - 1, py + r); qy += 1)
            for (let qx = Math.max(0, px - r); qx <= Math.min(size - 1, px + r); qx += 1) {
              sum += image.data[((y + qy) * width + x + qx) * 3 + c] ?? 0;
              n += 1;
            }
          const v = image.data[((y + py) * width + x + px) * 3 + c] ?? 0;
          detail[(py * size + px) * 3 + c] = v - sum / n;
        }
    return detail;
  };
  for (const size of [32, 24, 16]) {
    let best: SkinPatch | undefined;
    let bestEnergy = Infinity;
    for (let y = 0; y + size <= height; y += 4) {
      for (let x = 0; x + size <= width; x += 4) {
        if (count(x, y, x + size, y + size) < size * size) continue;
        // Structure: the spread of luma over the square (a crease, a knuckle, a shadow).
        let sum = 0;
        let sum2 = 0;
        for (let py = 0; py < size; py += 2)
          for (let px = 0; px < size; px += 2) {
            const o = ((y + py) * width + x + px) * 3;
            const l =
              0.299 * (image.data[o] ?? 0) +
              0.587 * (image.data[o + 1] ?? 0) +
              0.114 * (image.data[o + 2] ?? 0);
            sum += l;
            sum2 += l * l;
          }
        const m = (size / 2) ** 2;
        const energy = sum2 / m - (sum / m) ** 2;
        if (energy < bestEnergy) {
          bestEnergy = energy;
          best = { size, detail: detailOf(x, y, size) };
        }
      }
    }
    if (best) return best;
  }
  return undefined;
}

/** Adds the patch's detail, tiled by mirroring (no seams), to the hole's pixels. */
function addPatchDetail(
  rgb: Float32Array,
  hole: Uint8Array,
  width: number,
  patch: SkinPatch,
  gain: number,
): void {
  const { size, detail } = patch;
  const period = 2 * size;
  const fold = (v: number) => {
    const m = v % period;
    return m < size ? m : period - 1 - m;
  };
  for (let i = 0; i < hole.length; i += 1) {
    if (!hole[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    const k = (fold(y) * size + fold(x)) * 3;
    for (let c = 0; c < 3; c += 1)
      rgb[i * 3 + c] = (rgb[i * 3 + c] ?? 0) + (detail[k + c] ?? 0) * gain;
  }
}

/**
 * Where synthesised skin meets synthesised backdrop (an arm's outline), each pixel takes the mean
 * of its 3×3 neighbours in the hole: an anti-aliased edge, not a staircase.
 */
function softenSkinEdge(
  rgb: Float32Array,
  skinHole: Uint8Array,
  bgHole: Uint8Array,
  width: number,
  height: number,
): void {
  const src = Float32Array.from(rgb);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      if (!skinHole[i] && !bgHole[i]) continue;
      let skin = 0;
      let bg = 0;
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) {
          skin += skinHole[i + dy * width + dx] ?? 0;
          bg += bgHole[i + dy * width + dx] ?? 0;
        }
      if (!skin || !bg) continue;
      for (let c = 0; c < 3; c += 1) {
        let sum = 0;
        for (let dy = -1; dy <= 1; dy += 1)
          for (let dx = -1; dx <= 1; dx += 1) {
            const j = i + dy * width + dx;
            if (skinHole[j] || bgHole[j]) sum += src[j * 3 + c] ?? 0;
          }
        rgb[i * 3 + c] = sum / (skin + bg);
      }
    }
  }
}

/** The luminance of RGB pixel `i` of `d`. */
const lumaOf = (d: ArrayLike<number>, i: number) =>
  0.299 * (d[i * 3] ?? 0) + 0.587 * (d[i * 3 + 1] ?? 0) + 0.114 * (d[i * 3 + 2] ?? 0);

/** How far (px) into made skin the light of the real skin at its edge is carried, fading. */
const RIM_SHADE_REACH = 6;
/** The most that light may darken or lighten the made skin (a share of its luminance). */
const RIM_SHADE_LIMIT = 0.2;

/**
 * The made skin's first pixels take the light of the real skin at its edge (within 2 px of it),
 * fading over RIM_SHADE_REACH px: matchRim matches the light 3–8 px out, and a shadow band along
 * the old neckline on the real skin (the collarbones' underside, the cloth's edge) stood as a
 * thin dark line between lit skin and lit made skin (vton-dev D11's chest under a choli's scoop
 * neckline). Carried on, it is a soft shade under the collarbones. Luminance only, within
 * ±RIM_SHADE_LIMIT.
 */
export function continueRimShade(
  fill: Float32Array,
  hole: Uint8Array,
  person: PersonAnalysis,
): void {
  const { image, skin, matte } = person;
  const { width, height } = image;
  const radius = RIM_SHADE_REACH / 2;
  const crop = holeCrop(hole, width, height, RIM_SHADE_REACH + 4);
  if (!crop) return;
  const { cw, ch, at, holeMap } = crop;
  const n = cw * ch;
  const byHole = morphMask(holeMap, 2);
  const [rim, rimLuma, made, madeLuma] = [0, 1, 2, 3].map(() => createFloatMap(cw, ch)) as [
    FloatMap,
    FloatMap,
    FloatMap,
    FloatMap,
  ];
  for (let k = 0; k < n; k += 1) {
    const i = at[k] as number;
    if (holeMap.data[k]) {
      made.data[k] = 1;
      madeLuma.data[k] = lumaOf(fill, i);
    } else if (
      (byHole.data[k] ?? 0) > 0.5 &&
      (skin.data[i] ?? 0) > 0.5 &&
      (matte.data[i] ?? 0) > 0.5
    ) {
      rim.data[k] = 1;
      rimLuma.data[k] = lumaOf(image.data, i);
    }
  }
  const [w, wLuma, m, mLuma] = [rim, rimLuma, made, madeLuma].map(
    (map) => blurMap(map, radius).data,
  );
  // The weight of a 2 px edge one pixel away under the blur (two box passes): the full shade.
  const box = 2 * Math.round(radius) + 1;
  const full = (2 * box - 3) / box ** 2;
  for (let k = 0; k < n; k += 1) {
    const weight = w?.[k] ?? 0;
    if (!holeMap.data[k] || weight < 1e-3) continue;
    const target = (wLuma?.[k] ?? 0) / weight;
    const local = (mLuma?.[k] ?? 0) / Math.max(1e-3, m?.[k] ?? 0);
    const gain = Math.min(
      1 + RIM_SHADE_LIMIT,
      Math.max(1 - RIM_SHADE_LIMIT, target / Math.max(1, local)),
    );
    const factor = 1 + (gain - 1) * Math.min(1, weight / full);
    const i = at[k] as number;
    for (let c = 0; c < 3; c += 1) fill[i * 3 + c] = (fill[i * 3 + c] ?? 0) * factor;
  }
}

/**
 * Made skin meets the photo's skin without a step in its light: at the hole's rim the fill's
 * luminance is brought to that of the real skin 3 to 8 px beside it (none within 2 px of cloth
 * or backdrop: blended with them; none within 2 px of the hole: the old sleeve's hem casts a
 * thin shadow there), and that gain is carried into the hole, fading over `radius` (normalised
 * convolution of the rim's gains), within ±15 %. Luminance only: a shadowed wrist must not turn
 * the forearm grey. The synthesis takes its light from all of the person's skin; the skin beside
 * the hole (a forearm in the sleeve's shade) differs from it, and a step showed where the old
 * sleeve ended (vton S05's upper arms 167 over a forearm of 153).
 */
export function matchRim(
  fill: Float32Array,
  hole: Uint8Array,
  person: PersonAnalysis,
  radius: number,
): void {
  const { image, skin, matte } = person;
  const { width, height } = image;
  const r = Math.max(12, radius);
  // The work stays within the hole's box, grown past the blurs' reach (two passes of r).
  const crop = holeCrop(hole, width, height, 2 * Math.ceil(r) + RIM_SAMPLE + 4);
  if (!crop) return;
  const { cw, ch, at, holeMap } = crop;
  const n = cw * ch;
  const real = createFloatMap(cw, ch);
  const other = createFloatMap(cw, ch);
  for (let k = 0; k < n; k += 1) {
    const i = at[k] as number;
    if (holeMap.data[k]) continue;
    if ((skin.data[i] ?? 0) > 0.5 && (matte.data[i] ?? 0) > 0.5) real.data[k] = 1;
    else other.data[k] = 1;
  }
  const blended = morphMask(other, 2);
  const byHole = morphMask(holeMap, 2);
  const realLuma = createFloatMap(cw, ch);
  for (let k = 0; k < n; k += 1) {
    if ((blended.data[k] ?? 0) > 0.5 || (byHole.data[k] ?? 0) > 0.5) real.data[k] = 0;
    if (real.data[k]) realLuma.data[k] = lumaOf(image.data, at[k] as number);
  }
  const near = blurMap(real, RIM_SAMPLE, 1);
  const nearLuma = blurMap(realLuma, RIM_SAMPLE, 1);
  const rim = createFloatMap(cw, ch);
  const gain = createFloatMap(cw, ch);
  for (let k = 0; k < n; k += 1) {
    const w = near.data[k] ?? 0;
    if (!holeMap.data[k] || w < 0.03) continue;
    rim.data[k] = 1;
    const g = (nearLuma.data[k] ?? 0) / w / Math.max(1, lumaOf(fill, at[k] as number));
    gain.data[k] = Math.min(1.15, Math.max(0.85, g)) - 1;
  }
  // Each pixel takes the gains of the rim nearest it (a quarter of the radius), or of all the
  // rim within the radius where none is that near. These fields are smooth: made at a quarter
  // of the size (a sixteenth of the work) and brought back bilinearly.
  const parts = [rim, gain].map((map) => downsamplePlane({ ...map, channels: 1 }, SMOOTH_SCALE));
  const [w0, h0] = [parts[0]?.width ?? 1, parts[0]?.height ?? 1];
  const m = w0 * h0;
  const packed = new Float32Array(m * 4);
  let c = 0;
  for (const reach of [r / 4, r])
    for (const part of parts) {
      const blurred = blurMap(part, Math.max(1, reach / SMOOTH_SCALE)).data;
      for (let k = 0; k < m; k += 1) packed[k * 4 + c] = blurred[k] ?? 0;
      c += 1;
    }
  const up = upsamplePlane({ data: packed, width: w0, height: h0, channels: 4 }, cw, ch).data;
  // The full gain where the rim is as dense as along an edge 2 px thick (its blur's weight
  // there), fading away from it.
  const full = 2 / (2 * Math.round(r) + 1);
  for (let k = 0; k < n; k += 1) {
    const w = up[k * 4 + 2] ?? 0;
    if (!holeMap.data[k] || w < 1e-4) continue;
    const w4 = up[k * 4] ?? 0;
    const a = Math.min(1, w4 / NEAR_RIM);
    const g4 = w4 > 1e-4 ? (up[k * 4 + 1] ?? 0) / w4 : 0;
    const g = a * g4 + (1 - a) * ((up[k * 4 + 3] ?? 0) / w);
    const f = 1 + g * Math.min(1, w / full);
    const i = at[k] as number;
    for (let c = 0; c < 3; c += 1) fill[i * 3 + c] = (fill[i * 3 + c] ?? 0) * f;
  }
}

/** The near rim's share of its blur above which its gains alone count (they blend in below). */
const NEAR_RIM = 0.05;

/** The rim's gains are spread at this fraction of the size. */
const SMOOTH_SCALE = 4;

/** How far beside the hole (px) the real skin is sampled. */
const RIM_SAMPLE = 8;

/** The median luminance of the pixels in `mask` (undefined for none). */
function medianLuma(image: RasterImage, mask: Uint8Array): number | undefined {
  const histogram = new Uint32Array(256);
  let n = 0;
  for (let i = 0; i < mask.length; i += 1) {
    if (!mask[i]) continue;
    const o = i * 3;
    const l =
      0.299 * (image.data[o] ?? 0) +
      0.587 * (image.data[o + 1] ?? 0) +
      0.114 * (image.data[o + 2] ?? 0);
    const bin = Math.min(255, Math.round(l));
    histogram[bin] = (histogram[bin] ?? 0) + 1;
    n += 1;
  }
  if (n === 0) return undefined;
  let seen = 0;
  for (let l = 0; l < 256; l += 1) if ((seen += histogram[l] ?? 0) >= n / 2) return Math.max(1, l);
  return undefined;
}

function copy3(dst: Float32Array, src: Float32Array, i: number): void {
  dst[i * 3] = src[i * 3] ?? 0;
  dst[i * 3 + 1] = src[i * 3 + 1] ?? 0;
  dst[i * 3 + 2] = src[i * 3 + 2] ?? 0;
}

/**
 * Down the face box (0 top, 1 bottom) to where its features (eyes, nostrils, lips) end; below is
 * the chin and the neck, the skin nearest a made chest. Without the neck the chest's colour came
 * from the arms alone (vton person_02's box reaches well below her chin).
 */
const FACE_FEATURES = 0.8;

/** The person's visible skin, well inside the silhouette, without the face's features. */
function skinSource(person: PersonAnalysis, hole: Uint8Array): Uint8Array {
  const { width } = person.image;
  const n = hole.length;
  const source = new Uint8Array(n);
  // Skin away from its outline (finger gaps, the hairline): the fill copies fine detail, not edges.
  const inner = morphMask(person.skin, -2);
  let count = 0;
  for (const allowFace of [false, true]) {
    for (let i = 0; i < n; i += 1) {
      const x = i % width;
      const y = (i - x) / width;
      const isFace =
        person.face !== undefined &&
        y < person.face.y + person.face.height * FACE_FEATURES &&
        isInsideFace(person.face, x, y, 1.1);
      const ok =
        (inner.data[i] ?? 0) > 0.5 &&
        (person.matte.data[i] ?? 0) > 0.9 &&
        !hole[i] &&
        (allowFace || !isFace);
      source[i] = ok ? 1 : 0;
      count += source[i] ?? 0;
    }
    if (count > 400) break;
  }
  return source;
}

/**
 * How much of a new layer the person in front hides at each pixel: the in-front mask with its
 * outline softened by a pixel, so hands and arms have no hard cut edge.
 */
export function frontWeight(front: Uint8Array, width: number, height: number): Float32Array {
  const soft = blurMap({ data: Float32Array.from(front), width, height }, 1, 1);
  const weight = new Float32Array(front.length);
  for (let i = 0; i < front.length; i += 1)
    weight[i] = Math.max(front[i] ?? 0, soft.data[i] ?? 0) * 0.5 + (front[i] ?? 0) * 0.5;
  return weight;
}

export interface LayeredPerson {
  image: RasterImage;
  /** The layer's cover, 1 where uncovered old outfit was synthesised. */
  coverage: FloatMap;
  /** Share of the old outfit's pixels that had to be synthesised as skin or background. */
  synthesisedShare: number;
}

/**
 * The new layer (`rgb` at `coverage`) over the person photo, or over the synthesised skin or
 * background where the old outfit is left uncovered.
 */
export function layerOverPerson(
  person: PersonAnalysis,
  rgb: Float32Array,
  coverage: FloatMap,
  uncovered: UncoveredFill,
): LayeredPerson {
  const { image, oldGarment } = person;
  const { width, height } = image;
  const n = width * height;
  const out = new Uint8Array(n * 3);
  const layerCover = createFloatMap(width, height);
  let old = 0;
  for (let i = 0; i < n; i += 1) {
    old += (oldGarment.data[i] ?? 0) > 0.5 ? 1 : 0;
    const a = coverage.data[i] ?? 0;
    const isHole = uncovered.hole[i] === 1;
    layerCover.data[i] = isHole ? 1 : a;
    for (let c = 0; c < 3; c += 1) {
      const o = i * 3 + c;
      const under = isHole ? (uncovered.rgb[o] ?? 0) : (image.data[o] ?? 0);
      out[o] = Math.min(255, Math.max(0, Math.round((rgb[o] ?? 0) * a + under * (1 - a))));
    }
  }
  const synthesised = uncovered.skinPixels + uncovered.backgroundPixels;
  return {
    image: { data: out, width, height, channels: 3 },
    coverage: layerCover,
    synthesisedShare: old ? synthesised / old : 0,
  };
}
