import { fillHoles } from '../raster/components';
import { printFreeLuma } from './print-free-light';
import type { GarmentModel } from '../garment/garment-analysis';
import type { PersonAnalysis } from '../person/person-analysis';
import { isNearHand } from '../person/body';
import { calibrateSkin, toYCbCr } from '../person/skin';
import { isInsideFace } from '../person/detect-people';
import { paletteDistance, samplePalette, type Rgb } from '../raster/palette';
import {
  blurMap,
  blurMapInPlace,
  createFloatMap,
  morphMask,
  type FloatMap,
} from '../raster/raster';
import { personArm, ZONE_FOREARM, ZONE_UPPER_ARM } from '../render/fit';
import { clamp, distanceToSegment } from '../raster/geometry';
import type { Placement } from './place-garment';
import type { ReplaceFinding, ReplaceResult } from './replace-layer';
import {
  BLOUSE,
  HEM_BORDER,
  PALLU,
  PALLU_BORDER,
  quiltDrape,
  SKIRT,
  sareeFabric,
} from './saree-fabric';
import { hangCoords, palluCoords, planSaree, type SareePlan } from './saree-plan';
import { refineHairInFront } from '../person/matte-edges';
import { fillUncovered, frontWeight, layerOverPerson, oldRim, personInFront } from './uncovered';
import { smoothGround } from '../redress/smooth-ground';
import { printScale } from '../redress/print-scale';

const luma = (d: ArrayLike<number>, o: number) =>
  0.299 * (d[o] ?? 0) + 0.587 * (d[o + 1] ?? 0) + 0.114 * (d[o + 2] ?? 0);

/**
 * Where the old lower garment starts, when it differs from the top (jeans under a tank top): the
 * highest row near the waist where most of the old outfit takes the thighs' colours, not the
 * chest's. Undefined for one piece (a dress).
 */
function lowerGarmentTop(person: PersonAnalysis): {
  top: number | undefined;
  isLower: (i: number) => boolean;
} {
  const { image, body, oldGarment } = person;
  const { width } = image;
  const old = (i: number) => (oldGarment.data[i] ?? 0) > 0.5;
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const xs = [body.shoulderL.x, body.shoulderR.x, body.hipL.x, body.hipR.x];
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const t = body.torsoLength;
  const chest = samplePalette(image, old, { x0, x1, y0: shoulderY + t * 0.2, y1: hipY - t * 0.35 });
  const thighs = samplePalette(image, old, { x0, x1, y0: hipY + t * 0.15, y1: hipY + t * 0.6 });
  const none = { top: undefined, isLower: () => false };
  if (chest.length === 0 || thighs.length === 0) return none;
  const at = (i: number) => {
    const o = i * 3;
    const r = image.data[o] ?? 0;
    const g = image.data[o + 1] ?? 0;
    const b = image.data[o + 2] ?? 0;
    return paletteDistance(thighs, r, g, b) + 20 < paletteDistance(chest, r, g, b);
  };
  let top: number | undefined;
  let run = 0;
  const [c0, c1] = [
    Math.round(Math.min(body.hipL.x, body.hipR.x)),
    Math.round(Math.max(body.hipL.x, body.hipR.x)),
  ];
  for (let y = Math.round(hipY + t * 0.1); y > hipY - t * 0.6 && y > 0; y -= 1) {
    let lower = 0;
    let seen = 0;
    for (let x = Math.max(0, c0); x <= Math.min(width - 1, c1); x += 2) {
      const i = y * width + x;
      if (!old(i)) continue;
      seen += 1;
      if (at(i)) lower += 1;
    }
    if (seen > (c1 - c0) * 0.15 && lower > seen * 0.5) {
      top = y;
      run = 0;
    } else if ((run += 1) > Math.max(3, t * 0.03)) break;
  }
  return { top, isLower: at };
}

/**
 * A cream or white outfit passes the skin tests from collar to hem: when they take most of the
 * torso and thighs, they are telling the outfit's colour. The outfit is then everything of the
 * person below the neck but the hands (and hair), and skin only the face and the hands.
 */
function withSkinTonedOutfit(person: PersonAnalysis): PersonAnalysis {
  const { body, skin, matte, image } = person;
  const { width, height } = image;
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const shoulderY = Math.max(body.shoulderL.y, body.shoulderR.y);
  const xs = [body.shoulderL.x, body.shoulderR.x, body.hipL.x, body.hipR.x];
  const x0 = Math.max(0, Math.round(Math.min(...xs)));
  const x1 = Math.min(width - 1, Math.round(Math.max(...xs)));
  const y0 = Math.max(0, Math.round(shoulderY + body.torsoLength * 0.2));
  const y1 = Math.min(height - 1, Math.round(hipY + body.torsoLength * 0.5));
  let inside = 0;
  let bare = 0;
  for (let y = y0; y <= y1; y += 2)
    for (let x = x0; x <= x1; x += 2) {
      const i = y * width + x;
      if ((matte.data[i] ?? 0) <= 0.5 || isNearHand(body, x, y)) continue;
      inside += 1;
      if ((skin.data[i] ?? 0) > 0.5) bare += 1;
    }
  if (inside < 50 || bare < inside * 0.6) return person;
  const neckY = Math.min(body.shoulderL.y, body.shoulderR.y) - body.shoulderWidth * 0.05;
  // Skin is as saturated as the face's (hands, bare arms); white and cream cloth is paler.
  const model = calibrateSkin(image, person.face);
  const minChroma = 0.8 * Math.hypot(model.cb - 128, model.cr - 128);
  const ownSkin = createFloatMap(width, height);
  const outfit = createFloatMap(width, height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if ((matte.data[i] ?? 0) <= 0.5 || (person.hair.data[i] ?? 0) > 0.5) continue;
      const face = person.face !== undefined && isInsideFace(person.face, x, y, 1.1);
      const [, cb, cr] = toYCbCr(
        image.data[i * 3] ?? 0,
        image.data[i * 3 + 1] ?? 0,
        image.data[i * 3 + 2] ?? 0,
      );
      const saturated = Math.hypot(cb - 128, cr - 128) >= minChroma;
      // Bare arms cannot be told from such cloth: only the face, the neck and the hands stay.
      const isSkin =
        (skin.data[i] ?? 0) > 0.5 &&
        (face || y < neckY || (saturated && isNearHand(body, x, y, 0.35)));
      if (isSkin) ownSkin.data[i] = 1;
      else if (!face && y >= neckY) outfit.data[i] = 1;
    }
  return { ...person, skin: ownSkin, oldGarment: outfit };
}

/** Arm zones (ZONE_*), for personInFront: bare arms stay in front of the drape. */
function armZones(person: PersonAnalysis): Uint8Array {
  const { width, height } = person.image;
  const zones = new Uint8Array(width * height);
  const sw = person.body.shoulderWidth;
  for (const side of ['L', 'R'] as const) {
    const arm = personArm(person, side);
    if (!arm) continue;
    // As mapAlongArm tells limb from sleeve: the upper arm's and the forearm's own widths.
    const bones = [
      { a: arm[0], b: arm[1], r: sw * 0.17, zone: ZONE_UPPER_ARM },
      { a: arm[1], b: arm[2], r: sw * 0.13, zone: ZONE_FOREARM },
    ];
    for (const { a, b, r, zone } of bones) {
      const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - r));
      const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + r));
      const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - r));
      const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + r));
      for (let y = y0; y <= y1; y += 1)
        for (let x = x0; x <= x1; x += 1) {
          const i = y * width + x;
          if (!zones[i] && distanceToSegment(x, y, a, b) <= r) zones[i] = zone;
        }
    }
  }
  return zones;
}

/** A run of backdrop narrower than this (× shoulder width) inside an arm's outline is the arm's. */
const ARM_HOLE = 0.02;

/**
 * From `x` (an arm's outer outline) in `step`'s direction across the person's pixels to the
 * first of the backdrop past them, within `bound`. A run of backdrop under `hole` px with the
 * person beyond it is still the arm: a soft outline's pixel or two under the matte's half made
 * person_02's gap between arm and waist a pixel wide on a few rows, and the pallu seen there
 * left them bare (lines of the sofa across the saree).
 */
export function acrossArm(
  x: number,
  step: number,
  bound: (v: number) => boolean,
  isPerson: (v: number) => boolean,
  hole: number,
): number {
  let g = x;
  for (;;) {
    while (bound(g) && isPerson(g)) g += step;
    let h = g;
    while (bound(h) && !isPerson(h) && Math.abs(h - g) < hole) h += step;
    if (h === g || !bound(h) || !isPerson(h)) return g;
    g = h;
  }
}

/**
 * The old outfit and its soft edge (as fillUncovered finds it) (1), and any other pixel of the
 * person that is neither skin nor hair (2: a belt, a seam the colour test missed).
 * The skirt covers both below its top and the blouse the first above it, so none of the old
 * outfit is left to fill.
 */
export function clothingMask(person: PersonAnalysis): Uint8Array {
  const { oldGarment, matte, skin } = person;
  const grown = blurMap(oldGarment, 3, 1);
  const out = new Uint8Array(oldGarment.data.length);
  for (let i = 0; i < out.length; i += 1) {
    if ((skin.data[i] ?? 0) >= 0.5 || (person.hair.data[i] ?? 0) > 0.5) continue;
    const m = matte.data[i] ?? 0;
    const old = (oldGarment.data[i] ?? 0) > 0.5;
    const edge = (grown.data[i] ?? 0) > 0.02 && m > 0.02;
    if (old || edge) out[i] = 1;
    else if (m > 0.5) out[i] = 2;
  }
  return out;
}

/**
 * The garment photo's own broad light (its folds and creases) that quilting carried over, divided
 * out part by part: the print and the weave stay, blocks join without steps of brightness, and
 * the drape's own folds give the light instead.
 */
function evenLight(
  rgb: Float32Array,
  labels: Int8Array,
  width: number,
  height: number,
  radius: number,
): void {
  const w = createFloatMap(width, height);
  const v = createFloatMap(width, height);
  const low = new Float32Array(labels.length * 3);
  for (let part = 0; part <= BLOUSE; part += 1) {
    const inPart = (i: number) => labels[i] === part && (rgb[i * 3] ?? -1) >= 0;
    let count = 0;
    for (let i = 0; i < labels.length; i += 1) if (inPart(i)) count += 1;
    if (count === 0) continue;
    // Per channel: a silk's folds shift its hue as well as its brightness (redder in the shade).
    for (let c = 0; c < 3; c += 1) {
      let sum = 0;
      for (let i = 0; i < labels.length; i += 1) {
        if (!inPart(i)) continue;
        w.data[i] = 1;
        v.data[i] = rgb[i * 3 + c] ?? 0;
        sum += v.data[i] ?? 0;
      }
      const mean = sum / count;
      blurMapInPlace(w, radius, 2);
      blurMapInPlace(v, radius, 2);
      for (let i = 0; i < labels.length; i += 1) {
        if (!inPart(i)) continue;
        const l = (v.data[i] ?? 0) / Math.max(1e-3, w.data[i] ?? 0);
        low[i * 3 + c] = clamp(mean / Math.max(1, l), 0.6, 1.7);
      }
      w.data.fill(0);
      v.data.fill(0);
    }
    for (let i = 0; i < labels.length; i += 1) {
      if (!inPart(i)) continue;
      for (let c = 0; c < 3; c += 1) rgb[i * 3 + c] = (rgb[i * 3 + c] ?? 0) * (low[i * 3 + c] ?? 1);
    }
  }
}

interface DrapeMasks {
  labels: Int8Array;
  /** Drape coverage before the person in front, 0..1 (feathered). */
  alpha: FloatMap;
  /** Per pixel light of the drape's own folds (pleats, pallu folds, edge falloff). */
  folds: Float32Array;
  /** Pleat band: per pixel the pleat index and position in it (for the pleats' print). */
  pleatShift: Float32Array;
  /** The pallu's turn (radians) per pixel. */
  turn: Float32Array;
  /** The pallu's contact shadow on what lies under it (1: none). */
  shadow: Float32Array;
}

/** Light across one pleat (0..1): the fold's face lit, the crease dark, soft in between. */
const pleatLight = (f: number) =>
  1 + 0.16 * Math.sin(2 * Math.PI * f) - 0.06 * Math.cos(2 * Math.PI * f);

/**
 * Where the band across the torso ends below its low end (along < 0), by its position across: a
 * rounded end (the fabric gathered into the waist at the hip), not a straight cut.
 */
const palluEnd = (across: number) => -0.05 - 0.22 * (1 - across * across);

/** The drape's parts per pixel, its outline and its folds' light. */
export function drapeMasks(
  person: PersonAnalysis,
  plan: SareePlan,
  clothing: Uint8Array,
): DrapeMasks {
  const { width, height } = person.image;
  const n = width * height;
  const isClothing = (i: number) => (clothing[i] ?? 0) > 0;
  const labels = new Int8Array(n).fill(-1);
  const folds = new Float32Array(n).fill(1);
  const pleatShift = new Float32Array(n);
  const turn = new Float32Array(n);
  const shadow = new Float32Array(n).fill(1);
  const behind = new Float32Array(n);
  const shape = createFloatMap(width, height);
  const sw = plan.shoulderWidth;
  const { matte } = person;
  // The pallu stays on the person (a little past the outline where it lies over the shoulder).
  const onPerson = morphMask(matte, Math.max(1, sw * 0.03));
  const dx = plan.palluTo.x - plan.palluFrom.x;
  const dy = plan.palluTo.y - plan.palluFrom.y;
  const palluTurn = -Math.atan2(dx, -dy);
  const hang = plan.hang;
  const hangTurn = -Math.atan2(hang.from.x - hang.to.x, -(hang.from.y - hang.to.y));
  const arms = armZones(person);
  // Over the left shoulder the pallu covers its round top: an arc across the upper arm, the arm
  // coming out from under it (not a cut across the arm).
  const out = Math.sign(hang.from.x - plan.shoulder.x) || 1;
  const capX = plan.shoulder.x + out * sw * 0.03;
  const capY = plan.shoulder.y - sw * 0.03;
  const inCap = (x: number, y: number) =>
    (onPerson.data[y * width + x] ?? 0) > 0.5 &&
    ((x - capX) / (sw * 0.2)) ** 2 + ((y - capY) / (sw * 0.11)) ** 2 < 1;
  // The skirt's top follows the waist: it rises towards the sides (the fabric wraps round).
  const waistRise = sw * 0.08;
  const waistL = plan.left(plan.top);
  const waistHalf = Math.max(1, (plan.right(plan.top) - waistL) / 2);
  const waistAt = (x: number) =>
    plan.top - waistRise * Math.min(1.2, ((x - waistL - waistHalf) / waistHalf) ** 2);
  const y0 = Math.max(0, Math.floor(Math.min(plan.top, plan.palluTo.y, hang.from.y) - sw * 0.3));
  // The hanging pallu's visible edge, per row: beside the arm's outer outline (the widest point
  // above it: cloth falls straight), a width growing from nothing at the shoulder. It fills a
  // small gap where the arm narrows, and ends where the arm does (below the hand it would hang in
  // the air beside nothing).
  const strip: (
    { inner: number; outer: number; width: number; gap?: [number, number] } | undefined
  )[] = [];
  const stripTop = Math.round(plan.shoulder.y);
  let stripEnd = Math.round(hang.to.y);
  if (!plan.back) {
    let widest = Math.round(plan.shoulder.x);
    for (let y = Math.max(0, stripTop); y < Math.min(height, stripEnd); y += 1) {
      // The outline: the first pixel of the person met coming in from beside the arm.
      let x = clamp(Math.round(widest + out * sw * 0.25), 0, width - 1);
      while (x !== Math.round(plan.shoulder.x) && (matte.data[y * width + x] ?? 0) <= 0.5) x -= out;
      widest = out > 0 ? Math.max(widest, x) : Math.min(widest, x);
      const gap = Math.abs(widest - x);
      if (gap > sw * 0.15) {
        stripEnd = y;
        break;
      }
      const grow = clamp((y - stripTop) / (sw * 0.35), 0, 1);
      const w = clamp(plan.border, sw * 0.04, sw * 0.08) * Math.sqrt(grow);
      const fill = Math.min(gap, sw * 0.06);
      // Between the arm and the waist the pallu shows too (it hangs behind the back): the
      // backdrop between them, when the person closes it on the other side.
      let gapAt: [number, number] | undefined;
      const bound = (v: number) => Math.abs(v - widest) < sw * 0.6 && v > 0 && v < width - 1;
      const isPerson = (v: number) => (matte.data[y * width + v] ?? 0) > 0.5;
      const g = acrossArm(x, -out, bound, isPerson, sw * ARM_HOLE);
      let end = g;
      while (bound(end) && !isPerson(end)) end -= out;
      if (bound(end) && end !== g) gapAt = [g, end + out];
      if (w >= 1)
        strip[y] = {
          inner: widest - out * fill,
          outer: widest + out * w,
          width: w + fill,
          gap: gapAt,
        };
    }
  }
  const pallu = (i: number, across: number, half: number, toEnd: number, angle: number) => {
    const edge = half - plan.border;
    labels[i] = Math.abs(across) * half > edge || toEnd < plan.border ? PALLU_BORDER : PALLU;
    shape.data[i] = 1;
    turn[i] = angle;
    // The pallu is pleated along its length: soft folds running along it; rounder at its edges.
    folds[i] = (1 + 0.07 * Math.sin(2 * Math.PI * (across * 1.6 + 0.25))) * (1 - 0.1 * across ** 4);
  };
  for (let y = y0; y < height; y += 1) {
    const inSkirtRows = y >= plan.top - waistRise * 1.2 && y <= plan.hem;
    const l = plan.left(y);
    const r = plan.right(y);
    const pc = plan.pleatCentre(y);
    const ph = plan.pleatHalf(y);
    const half = Math.max(1, (r - l) / 2);
    const c = (l + r) / 2;
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const below = y - waistAt(x);
      const inOutline = inSkirtRows && below >= 0 && x >= l && x <= r;
      const inSkirt = inOutline || (inSkirtRows && below >= 0 && isClothing(i));
      const person = (matte.data[i] ?? 0) > 0.5;
      if (plan.back) {
        // Seen from behind: the pallu down the back, over the blouse and the skirt.
        const h = hangCoords(plan, x, y);
        if (h && ((onPerson.data[i] ?? 0) > 0.5 || inSkirt)) {
          pallu(i, h.across, h.half, h.toEnd, hangTurn);
          folds[i] = (folds[i] ?? 1) * (1 - 0.12 * Math.max(0, 1 - h.toEnd / (sw * 0.2)));
          continue;
        }
      } else {
        const p = palluCoords(plan, x, y, 1.3);
        if (p && Math.abs(p.across) > 1 && p.along > -0.6)
          // The pallu lies on the blouse and the skirt: a soft contact shadow along its edges.
          shadow[i] = 1 - 0.2 * (1 - (Math.abs(p.across) - 1) / 0.3) ** 2;
        // Below its low end the band goes round the hip to the back: it ends at the body's
        // outline there, not in a cut. Over the shoulder it follows the shoulder's outline.
        const inPallu =
          p !== undefined &&
          Math.abs(p.across) <= 1 &&
          (p.along >= 0
            ? (onPerson.data[i] ?? 0) > 0.5 &&
              ((p.along <= 1 && (p.along < 0.7 || !arms[i])) || inCap(x, y))
            : p.along > palluEnd(p.across) && (inOutline || (y < plan.top && person && !arms[i])));
        if (inPallu && p) {
          pallu(i, p.across, p.half, Infinity, palluTurn);
          // Where it turns round the waist, the fabric falls into shade.
          const len = Math.hypot(dx, dy);
          const toEnd = (p.along - palluEnd(p.across)) * len;
          if (p.along < 0)
            folds[i] = (folds[i] ?? 1) * (1 - 0.18 * clamp(1 - toEnd / (sw * 0.15), 0, 1));
          continue;
        }
      }
      if (!inSkirt) {
        // Seen from the front, the pallu falls down the back from the left shoulder: only its
        // bordered edge shows, a narrow strip beside the arm.
        const s = plan.back ? undefined : strip[y];
        const inGap =
          s?.gap !== undefined && (x - s.gap[0]) * out <= 0 && (x - s.gap[1]) * out >= 0;
        if (s && inGap && (matte.data[i] ?? 0) < 0.5 && y < stripEnd) {
          // Seen between the arm and the waist: the pallu's body, in the shade behind them.
          labels[i] = PALLU;
          shape.data[i] = 1;
          turn[i] = hangTurn;
          folds[i] = 0.8;
          behind[i] = clamp((0.6 - (matte.data[i] ?? 0)) / 0.4, 0, 1);
          continue;
        }
        const beside = s && (x - s.inner) * out >= 0 && (x - s.outer) * out <= 0;
        if (s && beside && (matte.data[i] ?? 0) < 0.5) {
          const fromEdge = Math.abs(s.outer - x);
          // Its free end slants up towards the body (the outer edge falls longest).
          const toEnd = stripEnd - sw * 0.08 * Math.min(1, fromEdge / Math.max(1, s.width)) - y;
          if (toEnd < 0) continue;
          labels[i] = fromEdge < plan.border || toEnd < plan.border ? PALLU_BORDER : PALLU;
          shape.data[i] = 1;
          turn[i] = hangTurn;
          // The fabric turns away round the back: darker towards the body.
          folds[i] = 0.86 + 0.1 * (fromEdge / Math.max(1, s.width));
          // The person's soft outline stays in front; its background share does not show.
          behind[i] = clamp((0.6 - (matte.data[i] ?? 0)) / 0.4, 0, 1);
        }
        continue;
      }
      shape.data[i] = 1;
      labels[i] = y > plan.hem - plan.border ? HEM_BORDER : SKIRT;
      const u = Math.min(1.3, Math.abs(x - c) / half);
      // A skirt is round: its sides turn away from the light.
      let light = 1 - 0.14 * Math.max(0, (u - 0.55) / 0.45) ** 2;
      // Tucked in at the waist: the gathered fabric just below it is in soft shade.
      light *= 1 - 0.14 * Math.max(0, 1 - below / (sw * 0.12)) ** 2;
      if (Math.abs(x - pc) < ph && below > 0) {
        const pos = ((x - (pc - ph)) / (2 * ph)) * plan.pleats;
        const k = Math.floor(pos);
        const f = pos - k;
        const fade = clamp(below / (sw * 0.25), 0.35, 1);
        light *= 1 + (pleatLight(f) - 1) * fade;
        // Each pleat shows another stretch of the fabric (the rest is folded behind it).
        pleatShift[i] = ((k * 0.7) % 3) * ph * 0.45 - ph * 0.45;
      } else {
        // Broad, soft folds falling from the waist.
        light *= 1 + 0.045 * Math.sin((2 * Math.PI * (x - c)) / (sw * 0.33) + y * 0.004);
      }
      folds[i] = light * (shadow[i] ?? 1);
    }
  }
  // A cut edge reads as pasted on: the outline is feathered over a pixel or two.
  const soft = blurMap(shape, 1.5, 2);
  const alpha = createFloatMap(width, height);
  for (let i = 0; i < n; i += 1)
    // Behind the person (the pallu hanging behind the arm) the person's soft outline stays.
    alpha.data[i] = shape.data[i]
      ? clamp(((soft.data[i] ?? 0) - 0.25) / 0.5, 0.52, 1) * (behind[i] ? (behind[i] ?? 1) : 1)
      : 0;
  return { labels, alpha, folds, pleatShift, turn, shadow };
}

/**
 * A saree on a person who does not wear one: a floor-length skirt from the waist with a fan of
 * pleats at the front centre, the pallu across the torso over the left shoulder and the border
 * along the hem and the pallu's edges, all quilted from the garment photo's own fabric (body,
 * pallu and border parts) at the print's scale and lit by the person's light and the drape's
 * folds. The old top becomes the blouse (recoloured to the garment's blouse tone under its own
 * light); the old lower garment is covered; face, hair, hands and bare arms stay in front.
 */
export function sareeDrape(worn: PersonAnalysis, garment: GarmentModel): ReplaceResult {
  const person = withSkinTonedOutfit(worn);
  const { image, body } = person;
  const { width, height } = image;
  const n = width * height;
  const lower = lowerGarmentTop(person);
  const plan = planSaree(person, lower.top);
  const fabric = sareeFabric(garment);
  const { scale } = printScale(body, garment, fabric.fabric.unit, 'saree');
  if (fabric.borderWidth)
    plan.border = clamp(fabric.borderWidth / scale, 3, body.shoulderWidth * 0.16);
  const zones = armZones(person);
  const clothing = clothingMask(person);
  const masks = drapeMasks(person, plan, clothing);
  const block = Math.min(48, Math.max(12, Math.round(body.shoulderWidth / 4)));
  const blouseAt = blouseTop(person, masks.labels, lower.isLower, plan.top, clothing);
  const quiltLabels = Int8Array.from(masks.labels);
  if ((fabric.map[BLOUSE] ?? -1) >= 0)
    for (let i = 0; i < n; i += 1) if (blouseAt[i]) quiltLabels[i] = BLOUSE;
  const quilted = quiltDrape(fabric, quiltLabels, width, height, scale, block, masks.turn);
  evenLight(quilted, quiltLabels, width, height, body.shoulderWidth / 16);
  smoothGround(quilted, quiltLabels, [SKIRT, PALLU]);
  const placement: Placement = {
    rgb: new Float32Array(0),
    alpha: masks.alpha,
    zones,
    sleeve: new Uint8Array(n),
    suspect: new Uint8Array(n),
  };
  const rim = oldRim(person);
  const front = personInFront(person, placement, rim);
  // The pallu lies over the left shoulder's cap: skin there is under it, hair stays in front.
  const capR = body.shoulderWidth * 0.2;
  for (let i = 0; i < n; i += 1) {
    const l = masks.labels[i] ?? -1;
    if (!front[i] || (l !== PALLU && l !== PALLU_BORDER) || (person.hair.data[i] ?? 0) > 0.5)
      continue;
    const x = i % width;
    const y = (i - x) / width;
    if (Math.hypot(x - plan.shoulder.x, y - plan.shoulder.y) < capR) front[i] = 0;
  }
  // The person's own light, low-frequency, where the old outfit was (see person-light.ts).
  const weight = blurMap(person.oldGarment, Math.max(2, body.shoulderWidth * 0.06));
  const rgb = new Float32Array(n * 3);
  const oldLight = person.shading.data;
  for (let i = 0; i < n; i += 1) {
    const l = masks.labels[i] ?? -1;
    if (l < 0) continue;
    let src = i;
    if (l === SKIRT && masks.pleatShift[i]) {
      const x = i % width;
      const sx = Math.round(x + (masks.pleatShift[i] ?? 0));
      const j = i - x + clamp(sx, 0, width - 1);
      if (masks.labels[j] === SKIRT && (quilted[j * 3] ?? -1) >= 0) src = j;
    }
    const w = Math.min(1, (weight.data[i] ?? 0) * 1.5) * 0.8;
    const personLight = 1 + (clamp(oldLight[i] ?? 1, 0.82, 1.12) - 1) * w;
    const light = personLight * (masks.folds[i] ?? 1);
    const base = (quilted[src * 3] ?? -1) >= 0 ? quilted : undefined;
    const col = fabric.colours[l] ?? [128, 128, 128];
    const r0 = base ? (base[src * 3] ?? 0) : col[0];
    const g0 = base ? (base[src * 3 + 1] ?? 0) : col[1];
    const b0 = base ? (base[src * 3 + 2] ?? 0) : col[2];
    // Dark silk still shows its folds: a sheen in proportion to the light's swing.
    const sheen = 40 * (light - 1) * (1 - luma([r0, g0, b0], 0) / 255);
    rgb[i * 3] = r0 * light + sheen;
    rgb[i * 3 + 1] = g0 * light + sheen;
    rgb[i * 3 + 2] = b0 * light + sheen;
  }
  const blouse = blouseLayer(person, blouseAt, quiltLabels, quilted, fabric.blouse, masks.shadow);
  const coverage = createFloatMap(width, height);
  const onFace = new Uint8Array(n);
  const hidden = refineHairInFront(
    person.image,
    person.hair,
    front,
    frontWeight(front, width, height),
  );
  for (let i = 0; i < n; i += 1) {
    const f = hidden[i] ?? 0;
    const a = Math.max(masks.alpha.data[i] ?? 0, blouse.alpha[i] ?? 0);
    // The face is never covered (a turned-away wearer's pallu or blouse can reach its box).
    const x = i % width;
    if (person.face && isInsideFace(person.face, x, (i - x) / width, 1)) onFace[i] = 1;
    coverage.data[i] = onFace[i] ? 0 : a * (1 - f);
    if (masks.labels[i] === -1 && blouse.alpha[i])
      for (let c = 0; c < 3; c += 1) rgb[i * 3 + c] = blouse.rgb[i * 3 + c] ?? 0;
  }
  // The drape and the blouse take all of the old outfit and its outline (soft there): nothing of
  // it is left for fillUncovered to synthesise.
  // But the lower garment's waistband above the skirt, beside the blouse, is a bare midriff.
  const taken = createFloatMap(width, height);
  const waistband = Math.ceil(plan.top + body.shoulderWidth * WAISTBAND_BELOW) * width;
  for (let i = 0; i < n; i += 1) {
    const bare = i < waistband && lower.isLower(i) && (coverage.data[i] ?? 0) < 0.5;
    taken.data[i] = clothing[i] === 1 && !bare ? 1 : (coverage.data[i] ?? 0);
  }
  const layered = layerOverPerson(
    person,
    rgb,
    coverage,
    fillUncovered(person, taken, front, false, undefined, rim),
  );
  // …nor filled as old outfit the drape leaves uncovered.
  for (let i = 0; i < n; i += 1) {
    if (!onFace[i]) continue;
    layered.coverage.data[i] = 0;
    for (let c = 0; c < 3; c += 1)
      layered.image.data[i * 3 + c] = person.image.data[i * 3 + c] ?? 0;
  }
  const findings: ReplaceFinding[] = [
    {
      code: 'drape-synthesised',
      message:
        "The person did not wear a saree: its drape (pleats, pallu, border) was made from the garment photo's fabric.",
      severity: 'info',
    },
  ];
  if (!body.ankleL && !body.ankleR)
    findings.push({
      code: 'length-estimated',
      message: "The person's feet are not visible, so the saree's floor length was estimated.",
      severity: 'info',
    });
  return { ...layered, findings };
}

/**
 * The old lower garment the drape leaves uncovered down to this far (× shoulder width) below the
 * skirt's top is made again as bare skin (jeans' waistband between a blouse and the skirt).
 */
const WAISTBAND_BELOW = 0.1;

/**
 * The old top's pixels that become the blouse: above the skirt, outside the pallu. The old top's
 * mask is ragged along its neckline (shaded chest skin taken for cloth, the edge's pale pixels
 * for neither), so the blouse is the old outfit and its outline told from skin by their colour for
 * their brightness (shade keeps a skin's chromaticity), then smoothed: a clean edge, no holes.
 */
export function blouseTop(
  person: PersonAnalysis,
  labels: Int8Array,
  isLower: (i: number) => boolean,
  top: number,
  clothing: Uint8Array,
): Uint8Array {
  const { oldGarment, image, skin, matte } = person;
  const { width, height } = image;
  const n = width * height;
  const end = Math.max(0, Math.min(n, Math.floor(top + 2) * width));
  const chroma = (i: number): [number, number] => {
    const [y, cb, cr] = toYCbCr(
      image.data[i * 3] ?? 0,
      image.data[i * 3 + 1] ?? 0,
      image.data[i * 3 + 2] ?? 0,
    );
    const l = Math.max(40, y);
    return [(cb - 128) / l, (cr - 128) / l];
  };
  const candidate = new Uint8Array(n);
  let y0 = height;
  for (let i = 0; i < end; i += 1) {
    if (labels[i] !== -1 || isLower(i) || (person.hair.data[i] ?? 0) > 0.5) continue;
    if ((oldGarment.data[i] ?? 0) > 0.5 || clothing[i] === 1) {
      candidate[i] = 1;
      y0 = Math.min(y0, Math.floor(i / width));
    }
  }
  // The top's chromaticity and the bare skin's in the same rows (arms, chest), by their medians.
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
  const cloth: [number[], number[]] = [[], []];
  const bare: [number[], number[]] = [[], []];
  for (let i = y0 * width; i < end; i += 3) {
    const isSkin = (skin.data[i] ?? 0) > 0.5;
    const isTop = candidate[i] && (oldGarment.data[i] ?? 0) > 0.5 && !isSkin;
    if (!isTop && !(isSkin && (matte.data[i] ?? 0) > 0.5)) continue;
    const [a, b] = chroma(i);
    const into = isTop ? cloth : bare;
    into[0].push(a);
    into[1].push(b);
  }
  const topRef = [med(cloth[0]), med(cloth[1])] as const;
  const skinRef = [med(bare[0]), med(bare[1])] as const;
  const split =
    cloth[0].length > 20 &&
    bare[0].length > 20 &&
    Math.hypot(topRef[0] - skinRef[0], topRef[1] - skinRef[1]) > 0.08;
  // The neckline is found on the whole old top (the pallu hides one side of it).
  const whole = createFloatMap(width, height);
  for (let i = 0; i < end; i += 1)
    if (
      ((oldGarment.data[i] ?? 0) > 0.5 || clothing[i] === 1) &&
      !isLower(i) &&
      (person.hair.data[i] ?? 0) <= 0.5
    )
      whole.data[i] = 1;
  // Which side each pixel leans to, averaged over a small neighbourhood (one pixel's colour is
  // noisy; pale chest skin lies close to a white top's).
  const lean = createFloatMap(width, height);
  const weight = createFloatMap(width, height);
  for (let i = 0; i < end; i += 1) {
    if (!candidate[i]) continue;
    weight.data[i] = 1;
    if (!split) {
      lean.data[i] = 1;
      continue;
    }
    const [a, b] = chroma(i);
    const toTop = Math.hypot(a - topRef[0], b - topRef[1]);
    const toSkin = Math.hypot(a - skinRef[0], b - skinRef[1]);
    lean.data[i] = clamp((toSkin - toTop) / Math.max(1e-3, toSkin + toTop), -1, 1);
  }
  // The top under the pallu counts as top: a strip of it beside the pallu is not smoothed away.
  for (let i = 0; i < end; i += 1)
    if (labels[i] !== -1 && whole.data[i]) {
      lean.data[i] = 1;
      weight.data[i] = 1;
    }
  const radius = Math.max(1.5, person.body.shoulderWidth * 0.02);
  blurMapInPlace(lean, radius, 2);
  blurMapInPlace(weight, radius, 2);
  const keep = createFloatMap(width, height);
  for (let i = 0; i < end; i += 1)
    if (
      (candidate[i] || (labels[i] !== -1 && whole.data[i])) &&
      (lean.data[i] ?? 0) > 0.05 * (weight.data[i] ?? 0)
    )
      keep.data[i] = 1;
  // A print on the old top leans to skin by its colours (pink letters), or is no part of the
  // outfit's mask and like the trousers' colours (its navy outlines): enclosed by the top and
  // not skin, it is the top. vton person_03's sweatshirt graphic stayed on the blouse as it was.
  const enclosed = fillHoles(keep);
  const printed = new Uint8Array(n);
  for (let i = 0; i < end; i += 1)
    if (
      !keep.data[i] &&
      enclosed.data[i] &&
      labels[i] === -1 &&
      (skin.data[i] ?? 0) <= 0.5 &&
      (matte.data[i] ?? 0) > 0.5 &&
      (person.hair.data[i] ?? 0) <= 0.5
    ) {
      keep.data[i] = 1;
      printed[i] = 1;
    }
  symmetricNeckline(person, whole, keep, y0, end);
  // A clean outline: specks of either side smoothed away, as a cut blouse's edge is.
  const smooth = blurMap(keep, Math.max(1.5, person.body.shoulderWidth * 0.015), 2);
  // …and the old top's hem band just outside that outline goes under the blouse's edge too.
  for (let i = 0; i < n; i += 1) smooth.data[i] = (smooth.data[i] ?? 0) > 0.5 ? 1 : 0;
  const grown = morphMask(smooth, Math.max(1, person.body.shoulderWidth * 0.01));
  const out = new Uint8Array(n);
  for (let i = 0; i < end; i += 1) {
    const inside = (smooth.data[i] ?? 0) > 0.5 || ((grown.data[i] ?? 0) > 0.5 && whole.data[i]);
    if (!inside || labels[i] !== -1 || (isLower(i) && !printed[i])) continue;
    if ((matte.data[i] ?? 0) <= 0.5 || (person.hair.data[i] ?? 0) > 0.5) continue;
    out[i] = 1;
  }
  return out;
}

/**
 * A neckline is cut alike on both sides: per column, the top's upper edge (scanning up from the
 * chest while the top continues) is taken no higher than the highest edge near the mirrored
 * column (about the top's own centre). Pale chest skin taken for a white top raises one side's
 * edge in blots; the other side's edge is where the top really ends. A one-shouldered top (sides
 * far apart) is left as it is.
 */
function symmetricNeckline(
  person: PersonAnalysis,
  whole: FloatMap,
  keep: FloatMap,
  y0: number,
  end: number,
): void {
  const { width } = keep;
  const { body } = person;
  const sw = body.shoulderWidth;
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const lastRow = Math.floor(end / width) - 1;
  const chestY = Math.min(lastRow, Math.round(shoulderY + body.torsoLength * 0.45));
  if (chestY <= y0) return;
  const on = (x: number, y: number) => (whole.data[y * width + x] ?? 0) > 0.5;
  let x0 = -1;
  let x1 = -1;
  for (let x = 0; x < width; x += 1)
    if (on(x, chestY)) {
      if (x0 < 0) x0 = x;
      x1 = x;
    }
  if (x0 < 0 || x1 - x0 < sw * 0.4) return;
  const edge = new Float64Array(width).fill(Infinity);
  for (let x = x0; x <= x1; x += 1) {
    if (!on(x, chestY)) continue;
    let y = chestY;
    let gap = 0;
    let top = chestY;
    while (y > y0 && gap <= 2) {
      y -= 1;
      if (on(x, y)) {
        top = y;
        gap = 0;
      } else gap += 1;
    }
    edge[x] = top;
  }
  // Between the straps (the highest edges either side of the neckline's lowest point) the bare
  // skin above the top is convex: its lower outline (the neckline) is the hull of the edges.
  const mid0 = Math.round(x0 + (x1 - x0) * 0.2);
  const mid1 = Math.round(x0 + (x1 - x0) * 0.8);
  let vx = -1;
  for (let x = mid0; x <= mid1; x += 1)
    if (Number.isFinite(edge[x] ?? Infinity) && (vx < 0 || (edge[x] ?? 0) > (edge[vx] ?? 0)))
      vx = x;
  if (vx < 0) return;
  // Each strap's inner side: the column nearest the neckline's low point whose edge is (nearly)
  // as high as the highest on that side.
  const strap = (from: number, to: number, step: number) => {
    let top = Infinity;
    for (let x = from; x !== to + step; x += step) top = Math.min(top, edge[x] ?? Infinity);
    if (!Number.isFinite(top)) return -1;
    for (let x = to; x !== from - step; x -= step)
      if ((edge[x] ?? Infinity) <= top + sw * 0.03) return x;
    return -1;
  };
  const sL = strap(x0, vx, 1);
  const sR = strap(x1, vx, -1);
  if (sL < 0 || sR < 0) return;
  // The lower convex hull of (x, -edge): the smallest concave edge above every measured one.
  const hull: [number, number][] = [];
  for (let x = sL; x <= sR; x += 1) {
    const e = edge[x] ?? Infinity;
    if (!Number.isFinite(e)) continue;
    const p: [number, number] = [x, -e];
    while (hull.length >= 2) {
      const [a, b] = [hull[hull.length - 2]!, hull[hull.length - 1]!];
      if ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) > 0) break;
      hull.pop();
    }
    hull.push(p);
  }
  const cut = new Float64Array(width);
  let worst = 0;
  for (let k = 0; k + 1 < hull.length; k += 1) {
    const [a, b] = [hull[k]!, hull[k + 1]!];
    for (let x = a[0]; x <= b[0]; x += 1) {
      const y = -(a[1] + ((b[1] - a[1]) * (x - a[0])) / Math.max(1, b[0] - a[0]));
      cut[x] = y;
      const e = edge[x] ?? Infinity;
      if (Number.isFinite(e)) worst = Math.max(worst, y - e);
    }
  }
  // A top of another cut (one shoulder, a high neck with a keyhole) is left as it is.
  if (worst > sw * 0.3) return;
  for (let x = sL; x <= sR; x += 1)
    for (let y = y0; y < Math.floor(cut[x] ?? 0); y += 1) {
      keep.data[y * width + x] = 0;
      whole.data[y * width + x] = 0;
    }
}

/**
 * The old top as the saree's blouse: the blouse's fabric from the garment photo (quilted where
 * `labels` say BLOUSE), else its tone, under the top's own light (a white tank top's folds and
 * neckline stay).
 */
function blouseLayer(
  person: PersonAnalysis,
  top: Uint8Array,
  labels: Int8Array,
  quilted: Float32Array,
  tone: Rgb,
  shadow: Float32Array,
): { alpha: Float32Array; rgb: Float32Array } {
  const { image } = person;
  const n = top.length;
  const alpha = new Float32Array(n);
  const rgb = new Float32Array(n * 3);
  // The old top's light, not its print.
  const light = printFreeLuma(image, top, person.body.shoulderWidth * 0.06);
  let sum = 0;
  let m = 0;
  for (let i = 0; i < n; i += 1) {
    if (!top[i]) continue;
    sum += light[i] ?? 0;
    m += 1;
  }
  if (!m) return { alpha, rgb };
  const mean = Math.max(8, sum / m);
  let spread = 0;
  for (let i = 0; i < n; i += 1) if (top[i]) spread += Math.abs((light[i] ?? 0) / mean - 1);
  // A white top's folds are faint in a bright photo: the blouse's light swings at least this much
  // (a flat dark blouse reads as a cut-out).
  const gain = clamp(0.06 / Math.max(1e-3, spread / m), 1, 3);
  for (let i = 0; i < n; i += 1) {
    if (!top[i]) continue;
    const ratio = clamp(1 + ((light[i] ?? 0) / mean - 1) * gain, 0.35, 1.5) * (shadow[i] ?? 1);
    const base = labels[i] === BLOUSE ? quilted.subarray(i * 3, i * 3 + 3) : tone;
    // A dark fabric shows the top's folds as sheen (added light), as dark silk does.
    const sheen = 70 * (ratio - 1) * (1 - luma(base, 0) / 255);
    alpha[i] = 1;
    for (let c = 0; c < 3; c += 1) rgb[i * 3 + c] = (base[c] ?? 0) * ratio + sheen;
  }
  return { alpha, rgb };
}
