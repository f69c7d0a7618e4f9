import { isNearHand } from '../person/body';
import { ZONE_FOREARM, ZONE_NONE, personArm, type FitLayer } from './fit';
import { isInsideFace } from '../person/detect-people';
import { underChin } from '../person/collar-under-face';
import type { PersonAnalysis } from '../person/person-analysis';
import { blurMap, createFloatMap, type FloatMap, type RasterImage } from '../raster/raster';
import { distanceToSegment, growBox, inverseBilinear } from '../raster/geometry';
import { chromaOf } from '../raster/palette';
import { armShade, fillUncovered } from '../replace/uncovered';
import { layerHem } from './stretch-rows';

export interface CompositeResult {
  image: RasterImage;
  /** Final coverage of the new layer (garment, extension or skin fill), 0..1. */
  coverage: FloatMap;
}

function isProtectedHead(person: PersonAnalysis, x: number, y: number): boolean {
  const f = person.face;
  if (!f) return false;
  return isInsideFace(f, x, y, 1.0);
}

/**
 * Per pixel: the new garment where it lands; where the OLD garment would still show, either the new
 * garment's texture extended (torso) or skin (arms). Bare arms stay in front; the head is never
 * touched. The layer is lit by the old garment's low-frequency shading only.
 */
export function compositeLayer(person: PersonAnalysis, layer: FitLayer): CompositeResult {
  const { image, matte, oldGarment, shading } = person;
  const { width, height } = image;
  const n = width * height;
  const colour = new Float32Array(n * 3);
  const cover = createFloatMap(width, height);
  const open = new Uint8Array(n);
  const front = new Uint8Array(n);
  const onArm = armShade(person);
  const armBones = (['L', 'R'] as const).flatMap((side) => {
    const arm = personArm(person, side);
    return arm ? [[arm[0], arm[1]] as const, [arm[1], arm[2]] as const] : [];
  });
  const nearArm = (x: number, y: number) =>
    armBones.some(([a, b]) => distanceToSegment(x, y, a, b) < person.body.shoulderWidth * 0.3);
  // The old garment's soft edge (around hands in front, at its outline) is old garment too: all
  // of it where the new garment replaces sleeves, where the person is (matte) by trousers.
  const grown = blurMap(oldGarment, 4, 1);
  const grownFar = layer.sleeves === true ? blurMap(oldGarment, 10, 1) : undefined;
  const besideTorso = (x: number, y: number) => {
    const { s } = inverseBilinear(person.quad, { x, y });
    return s < -0.02 || s > 1.02;
  };
  const outlineShare = photoOutline(person);
  const outline = new Uint8Array(n);
  const overNeck = new Uint8Array(n);
  // On the matte's ramp, or within OUTLINE_REACH - 1 px of the backdrop beside it (the matte may
  // reach past the photo's edge at full strength).
  const near = OUTLINE_REACH - 1;
  const diagonal = Math.round(near * Math.SQRT1_2);
  const around = [
    [near, 0],
    [-near, 0],
    [0, near],
    [0, -near],
    [diagonal, diagonal],
    [-diagonal, diagonal],
    [diagonal, -diagonal],
    [-diagonal, -diagonal],
  ] as const;
  const nearOutline = (x: number, y: number, m: number) => {
    if (m < 0.98) return true;
    for (const [dx, dy] of around) {
      const qx = x + dx;
      const qy = y + dy;
      if (qx < 0 || qy < 0 || qx >= width || qy >= height) continue;
      if ((matte.data[qy * width + qx] ?? 0) < 0.05) return true;
    }
    return false;
  };
  // The new garment's body ends on this row over the hips (the frame's height: nowhere there).
  const { hipL, hipR } = person.body;
  const hem = layerHem(layer, [Math.min(hipL.x, hipR.x), Math.max(hipL.x, hipR.x)], true) ?? height;
  for (let y = 0, i = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1, i += 1) {
      const body = layer.torso?.[i] === 1;
      // In the head's ellipse only a stand collar of the old top (findOldGarment) is touched, and
      // the neck under the chin where the new garment lands whole (its collar over the neck an
      // old collar's opening showed: a notch in S08's polo collar).
      const head = isProtectedHead(person, x, y);
      const collarOverNeck =
        head &&
        (layer.alpha.data[i] ?? 0) >= 0.99 &&
        (person.skin.data[i] ?? 0) > 0.5 &&
        !!person.face &&
        underChin(person.face, x, y);
      if (collarOverNeck) overNeck[i] = 1;
      if (
        ((matte.data[i] ?? 0) < 0.05 && !body) ||
        (head && (oldGarment.data[i] ?? 0) <= 0.5 && !collarOverNeck) ||
        (person.hair.data[i] ?? 0) > 0.5
      ) {
        front[i] = 1;
        continue;
      }
      const o = i * 3;
      const zone = layer.zones[i] ?? ZONE_NONE;
      const garmentAlpha = layer.alpha.data[i] ?? 0;
      // The old garment, its soft edge, and its cuffs where the photo's matte is unsure (> 0.2).
      const isSkin = (person.skin.data[i] ?? 0) > 0.5;
      const wasOld =
        (oldGarment.data[i] ?? 0) > 0.5 ||
        (layer.sleeves !== true &&
          !isSkin &&
          (grown.data[i] ?? 0) > 0.15 &&
          (matte.data[i] ?? 0) > 0.2) ||
        (layer.sleeves === true &&
          !isSkin &&
          ((grown.data[i] ?? 0) > 0.15 ||
            ((matte.data[i] ?? 0) > 0.2 &&
              (grownFar?.data[i] ?? 0) > 0.02 &&
              zone !== ZONE_NONE &&
              onArm(x, y) > 0)));
      // Hands and bare arms are in front of the garment's body (a sleeve may still cover an arm).
      const isSkinInFront =
        (person.skin.data[i] ?? 0) > 0.5 &&
        (zone === ZONE_FOREARM || isNearHand(person.body, x, y));
      if (isSkinInFront) {
        front[i] = 1;
        continue;
      }
      let a = garmentAlpha;
      const light = shading.data[i] ?? 1;
      for (let c = 0; c < 3; c += 1) colour[o + c] = (layer.rgb[o + c] ?? 0) * light;
      if (wasOld && a < 0.99) {
        const uncoveredArm =
          layer.sleeves === true
            ? onArm(x, y) > 0 || (besideTorso(x, y) && nearArm(x, y))
            : zone !== ZONE_NONE;
        if (head) {
          // The collar above the new garment's neckline: the neck, made from the person's skin.
          open[i] = 1;
        } else if (!layer.sleeveCovers[i] && uncoveredArm) {
          // A shorter sleeve uncovers the arm, and the old sleeve's fabric beside it, off the
          // torso: synthesised below (skin from the person's own, backdrop beside).
          open[i] = 1;
        } else if (zone === ZONE_NONE && layer.belowHem[i] && besideTorso(x, y) && y < hem) {
          // Beside the body above the new garment's hem: the old top's side past a narrower new
          // one, over the backdrop (the trousers, continued up there, stood out as a flag beside
          // person_03's tee).
          open[i] = 1;
        } else if (layer.sleeves !== true && zone === ZONE_NONE && !layer.belowHem[i]) {
          // Beside narrower trousers: the old ones' sides, and their soft outline, over the
          // backdrop (an outline of person_03's navy trousers stood beside the new jeans).
          open[i] = 1;
        } else if (zone === ZONE_NONE && layer.belowHem[i]) {
          // Below a shorter garment: continue what is below it (usually the lower garment).
          for (let c = 0; c < 3; c += 1)
            colour[o + c] =
              (layer.rgb[o + c] ?? 0) * a * light + (person.continuation[o + c] ?? 0) * (1 - a);
        }
        a = 1;
      }
      const m = matte.data[i] ?? 0;
      let share = Math.min(1, m * 1.5);
      const edge =
        a > 0 && !body && !open[i] && m > 0.02 && nearOutline(x, y, m)
          ? outlineShare(i)
          : undefined;
      if (edge) {
        // The photo's own antialiasing: the new layer over the backdrop by the person's share,
        // taken as it is (not feathered again, which mixed the old edge's colour back in).
        share = edge.share;
        outline[i] = 1;
        if (a >= 0.99 && share > 0 && share < 1) {
          for (let c = 0; c < 3; c += 1)
            colour[o + c] = (colour[o + c] ?? 0) * share + (edge.backdrop[c] ?? 0) * (1 - share);
          share = 1;
        }
      }
      cover.data[i] = open[i] ? garmentAlpha : a * (body ? 1 : share);
    }
  const made = fillOpen(person, layer, open, front, colour, cover);
  // Beside trousers only: by a top the old outline's feather is what softens the new edge.
  const backdrop = layer.sleeves === true ? undefined : made;
  const feathered = blurMap(cover, 1, 1);
  const out = new Uint8Array(n * 3);
  for (let y = 0, i = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1, i += 1) {
      // Backdrop made over the old trousers' outline, away from the new layer, takes its pixels
      // whole: feathered, a third of the old outline was left in (a faint line beside narrower
      // trousers).
      const a =
        isProtectedHead(person, x, y) && (oldGarment.data[i] ?? 0) <= 0.5 && !overNeck[i]
          ? 0
          : backdrop?.[i] && !besideLayer(backdrop, cover, i, x, y)
            ? 1
            : outline[i]
              ? (cover.data[i] ?? 0)
              : Math.min(cover.data[i] ?? 0, feathered.data[i] ?? 0) * 0.5 +
                (feathered.data[i] ?? 0) * 0.5;
      feathered.data[i] = a;
      // Untouched: the photo's own pixel (the blend below gives it too). What the layer does not
      // cover (a hand, hair, the backdrop, the old garment's faint edge) has no colour of its
      // own there: the feather beside the layer must not blend it in (a dark line of the tee's
      // colour beside person_03's made arms).
      if (a === 0 || (cover.data[i] ?? 0) === 0) {
        out[i * 3] = image.data[i * 3] ?? 0;
        out[i * 3 + 1] = image.data[i * 3 + 1] ?? 0;
        out[i * 3 + 2] = image.data[i * 3 + 2] ?? 0;
        continue;
      }
      for (let c = 0; c < 3; c += 1) {
        const o = i * 3 + c;
        out[o] = Math.min(
          255,
          Math.max(0, Math.round((image.data[o] ?? 0) * (1 - a) + (colour[o] ?? 0) * a)),
        );
      }
    }
  matteHands(person, front, out, cover, feathered);
  return { image: { data: out, width, height, channels: 3 }, coverage: feathered };
}

/** Pixels each side of an outline pixel whose colours are averaged as the person's and the backdrop's. */
const OUTLINE_REACH = 4;
/**
 * Under this RGB distance between the two the photo's split is noise (a white sweatshirt's shade
 * against a white wall), and over OUTLINE_MIX from their mix a pixel is no mix of them: the
 * matte decides.
 */
const OUTLINE_CONTRAST = 100;
const OUTLINE_MIX = 40;
/** The fewest sure pixels of each (of the window's 81) whose mean is trusted. */
const OUTLINE_SAMPLES = 8;

/**
 * The person's share of an outline pixel (on the matte's ramp or by the backdrop) as the photo
 * shows it: the segmentation's matte is made at a fraction of the photo's size and its edge
 * climbs a diagonal outline in steps several pixels long, which a new garment's edge drawn by it
 * showed as scallops (vton S08's shoulders, the bandhgala's smooth edge under them). Its colour I
 * is split between the old garment's colour F (mean of its sure pixels, matte over 0.9, within
 * OUTLINE_REACH px; not a bare arm's beside it) and the backdrop's B (matte under 0.05 there):
 * I = αF + (1-α)B, by least squares; returned with B. Undefined where the two are alike (under
 * OUTLINE_CONTRAST), either has under OUTLINE_SAMPLES sure pixels there (a white sweatshirt's lit
 * edge against one pixel of white wall left white specks by a black tee's shoulder), or the pixel
 * is no mix of the two: there the matte's share (× 1.5) as before.
 */
function photoOutline(
  person: PersonAnalysis,
): (i: number) => { share: number; backdrop: number[] } | undefined {
  const { image, matte, oldGarment } = person;
  const { width, height } = image;
  const r = OUTLINE_REACH;
  return (i) => {
    const x = i % width;
    const y = (i - x) / width;
    const F = [0, 0, 0];
    const B = [0, 0, 0];
    let nF = 0;
    let nB = 0;
    for (let qy = Math.max(0, y - r); qy <= Math.min(height - 1, y + r); qy += 1)
      for (let qx = Math.max(0, x - r); qx <= Math.min(width - 1, x + r); qx += 1) {
        const j = qy * width + qx;
        const mj = matte.data[j] ?? 0;
        const sum = mj > 0.9 && (oldGarment.data[j] ?? 0) > 0.5 ? F : mj < 0.05 ? B : undefined;
        if (!sum) continue;
        for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (image.data[j * 3 + c] ?? 0);
        if (sum === F) nF += 1;
        else nB += 1;
      }
    if (nF < OUTLINE_SAMPLES || nB < OUTLINE_SAMPLES) return undefined;
    const f = F.map((v) => v / nF);
    const b = B.map((v) => v / nB);
    if (Math.hypot(...f.map((v, c) => v - (b[c] ?? 0))) < OUTLINE_CONTRAST) return undefined;
    const pixel = [0, 1, 2].map((c) => image.data[i * 3 + c] ?? 0);
    const share = rgbShare(pixel, f, b);
    // A colour that is no mix of the two (a white cuff, a button at the edge): the matte decides.
    const off = Math.hypot(
      ...pixel.map((v, c) => v - (b[c] ?? 0) - share * ((f[c] ?? 0) - (b[c] ?? 0))),
    );
    return off > OUTLINE_MIX ? undefined : { share, backdrop: b };
  };
}

/**
 * Where a shorter or narrower new garment leaves the old one open (an arm its sleeve no longer
 * covers, the old sleeve's fabric beside it): skin synthesised from the person's own skin along the
 * arm (tapered to the wrist, shaded round), backdrop beside it, under what the garment still
 * covers there. Returns where the backdrop was made (undefined: nothing was open).
 */
function fillOpen(
  person: PersonAnalysis,
  layer: FitLayer,
  open: Uint8Array,
  front: Uint8Array,
  colour: Float32Array,
  cover: FloatMap,
): Uint8Array | undefined {
  const { width, height } = person.image;
  const n = width * height;
  let any = false;
  // Everything of the old garment the layer keeps is taken; the backdrop stays a source.
  const taken = createFloatMap(width, height);
  for (let i = 0; i < n; i += 1) {
    any ||= open[i] === 1;
    const c = cover.data[i] ?? 0;
    taken.data[i] = open[i] || (person.oldGarment.data[i] ?? 0) < 0.5 ? c : 1;
  }
  if (!any) return undefined;
  const fill = fillUncovered(person, taken, front, true, open);
  const shading = person.shading.data;
  for (let i = 0; i < n; i += 1) {
    if (!open[i]) continue;
    const a = cover.data[i] ?? 0;
    const light = shading[i] ?? 1;
    const o = i * 3;
    if (fill.hole[i]) {
      for (let c = 0; c < 3; c += 1)
        colour[o + c] = (layer.rgb[o + c] ?? 0) * a * light + (fill.rgb[o + c] ?? 0) * (1 - a);
      cover.data[i] = 1;
    }
  }
  return fill.backdrop;
}

/** Whether a pixel has a neighbour (8-connected) that the layer or made skin covers, not backdrop. */
function besideLayer(
  backdrop: Uint8Array,
  cover: FloatMap,
  i: number,
  x: number,
  y: number,
): boolean {
  const { width, height } = cover;
  for (let dy = -1; dy <= 1; dy += 1)
    for (let dx = -1; dx <= 1; dx += 1) {
      const [nx, ny] = [x + dx, y + dy];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = i + dy * width + dx;
      if ((cover.data[j] ?? 0) > 0 && !backdrop[j]) return true;
    }
  return false;
}

/** How far into a hand its rim reaches, against the shoulder width (2 px at least). */
const HAND_RIM = 0.012;
/** How many rims from the hand's skin (as the skin map finds it) a pixel may be part of its rim. */
const HAND_SKIN_REACH = 3;

/** How much of F is in I as a mix of F and B, by least squares over the three channels (0..1). */
function rgbShare(I: number[], F: number[], B: number[]): number {
  let dot = 0;
  let len = 0;
  for (let c = 0; c < 3; c += 1) {
    const d = (F[c] ?? 0) - (B[c] ?? 0);
    dot += ((I[c] ?? 0) - (B[c] ?? 0)) * d;
    len += d * d;
  }
  return len > 0 ? Math.min(1, Math.max(0, dot / len)) : 0;
}

/**
 * Hands in front of the old garment keep their own pixels with a clean edge: near each hand, a
 * pixel's colour is split between the hand's skin (F) and the old garment behind it (B, the mean of
 * the old garment around it): I = αF + (1-α)B. Where α is high, or the pixel is further from the
 * old garment than a rim reaches, the photo is kept as it is (a fingertip or a highlight the skin
 * mask missed); on the edge the old garment's share is swapped for the new result's, so no rim of
 * the old colour is left around the fingers. `cover` is the layer's cover before the feather.
 */
function matteHands(
  person: PersonAnalysis,
  front: Uint8Array,
  out: Uint8Array,
  cover: FloatMap,
  coverage: FloatMap,
): void {
  const { image, oldGarment, skin, body } = person;
  const { width, height } = image;
  // Fingers reach further than the hand discs the compositor keeps in front.
  const handRadius = 0.45;
  const r = body.shoulderWidth * handRadius;
  const boxes = (['L', 'R'] as const).flatMap((side) => {
    const w = side === 'L' ? body.wristL : body.wristR;
    if (!w) return [];
    return [
      {
        x0: Math.max(0, Math.floor(w.x - r * 1.6)),
        x1: Math.min(width - 1, Math.ceil(w.x + r * 1.6)),
        y0: Math.max(0, Math.floor(w.y - r * 1.6)),
        y1: Math.min(height - 1, Math.ceil(w.y + r * 1.6)),
      },
    ];
  });
  if (boxes.length === 0) return;
  const radius = Math.max(3, Math.round(body.shoulderWidth * 0.04));
  // The maps below are zero outside the boxes: they live in the boxes' hull grown by the blurs'
  // reach (two passes of `radius`, as blurMap grows its box), so each blur sums what it would
  // over the whole frame.
  const crop = growBox(
    {
      x0: Math.min(...boxes.map((b) => b.x0)),
      y0: Math.min(...boxes.map((b) => b.y0)),
      x1: Math.max(...boxes.map((b) => b.x1)),
      y1: Math.max(...boxes.map((b) => b.y1)),
    },
    3 * radius,
    width,
    height,
  );
  const cw = crop.x1 - crop.x0 + 1;
  const ch = crop.y1 - crop.y0 + 1;
  if (cw <= 0 || ch <= 0) return;
  const cn = cw * ch;
  /** The image index of crop pixel k. */
  const at = (k: number) => (crop.y0 + Math.floor(k / cw)) * width + crop.x0 + (k % cw);
  // The hands' skin colour; the old garment's colour and what is now behind the hands around each
  // pixel (normalised box means).
  const handSkin = [0, 0, 0];
  let handCount = 0;
  const inHand = new Uint8Array(cn);
  for (const b of boxes)
    for (let y = b.y0; y <= b.y1; y += 1)
      for (let x = b.x0; x <= b.x1; x += 1) {
        const i = y * width + x;
        if (!isNearHand(body, x, y, handRadius) || (person.matte.data[i] ?? 0) < 0.5) continue;
        if (isProtectedHead(person, x, y)) continue;
        inHand[(y - crop.y0) * cw + x - crop.x0] = 1;
        if ((skin.data[i] ?? 0) > 0.5 && front[i]) {
          for (let c = 0; c < 3; c += 1)
            handSkin[c] = (handSkin[c] ?? 0) + (image.data[i * 3 + c] ?? 0);
          handCount += 1;
        }
      }
  if (handCount < 50) return;
  const F = handSkin.map((v) => v / handCount);
  const cF = chromaOf(F[0] ?? 0, F[1] ?? 0, F[2] ?? 0);
  const oldMask = createFloatMap(cw, ch);
  const newMask = createFloatMap(cw, ch);
  const oldRgb = [0, 1, 2].map(() => createFloatMap(cw, ch));
  const newRgb = [0, 1, 2].map(() => createFloatMap(cw, ch));
  const oldSum = [0, 0, 0];
  let oldCount = 0;
  for (let k = 0; k < cn; k += 1) {
    if (!inHand[k]) continue;
    const i = at(k);
    if ((oldGarment.data[i] ?? 0) > 0.5) {
      oldMask.data[k] = 1;
      oldCount += 1;
      for (let c = 0; c < 3; c += 1) {
        const v = image.data[i * 3 + c] ?? 0;
        (oldRgb[c] as FloatMap).data[k] = v;
        oldSum[c] = (oldSum[c] ?? 0) + v;
      }
    }
    if ((coverage.data[i] ?? 0) > 0.9) {
      newMask.data[k] = 1;
      for (let c = 0; c < 3; c += 1) (newRgb[c] as FloatMap).data[k] = out[i * 3 + c] ?? 0;
    }
  }
  const oldMean = oldSum.map((v) => (oldCount ? v / oldCount : 0));
  // The hands' inside, more than a rim's width from anything else, is the photo's own skin
  // (decision 113).
  const frontMask = createFloatMap(cw, ch);
  for (let k = 0; k < cn; k += 1) frontMask.data[k] = front[at(k)] ?? 0;
  const rim = Math.max(2, Math.round(body.shoulderWidth * HAND_RIM));
  const inside = blurMap(frontMask, rim, 1);
  // A hand's rim lies by the hand's skin: the old garment's edge against the backdrop further off
  // is no such mix, though a beige wall's colour lies on the line from navy to skin (a grey line
  // was left along person_05's made forearm, where his jacket's sleeve had met the wall).
  const handSkinMask = createFloatMap(cw, ch);
  for (let k = 0; k < cn; k += 1)
    handSkinMask.data[k] = inHand[k] && (skin.data[at(k)] ?? 0) > 0.5 ? 1 : 0;
  const byHandSkin = blurMap(handSkinMask, rim * HAND_SKIN_REACH, 1);
  // Within the compositor's feather (1 px) of a hand.
  const besideHand = blurMap(frontMask, 1, 1);
  const oldWeight = blurMap(oldMask, radius, 2);
  const oldMeans = oldRgb.map((m) => blurMap(m, radius, 2));
  const newWeight = blurMap(newMask, radius, 2);
  const newMeans = newRgb.map((m) => blurMap(m, radius, 2));
  // Each pixel near a hand as a mix of the hand's skin and the old garment behind it: the skin's
  // share (NaN where it is no such mix) and the old garment's local colour.
  const alphas = new Float32Array(cn).fill(Number.NaN);
  const olds = new Float32Array(cn * 3);
  for (let k = 0; k < cn; k += 1) {
    if (!inHand[k] || (inside.data[k] ?? 0) > 0.999 || (byHandSkin.data[k] ?? 0) === 0) continue;
    const i = at(k);
    const ow = oldWeight.data[k] ?? 0;
    const nw = newWeight.data[k] ?? 0;
    // Only where the new layer now lies around; the old garment's colour there, or its mean.
    if (nw < 0.05) continue;
    const local = ow >= 0.05;
    const B0 = local ? (oldMeans[0]!.data[k] ?? 0) / ow : (oldMean[0] ?? 0);
    const B1 = local ? (oldMeans[1]!.data[k] ?? 0) / ow : (oldMean[1] ?? 0);
    const B2 = local ? (oldMeans[2]!.data[k] ?? 0) / ow : (oldMean[2] ?? 0);
    // In chromaticity (colour over brightness), so the old garment's own shadows stay garment.
    const sumB = B0 + B1 + B2 + 1;
    const o = i * 3;
    const I0 = image.data[o] ?? 0;
    const I1 = image.data[o + 1] ?? 0;
    const I2 = image.data[o + 2] ?? 0;
    const sumI = I0 + I1 + I2 + 1;
    const d0 = cF[0] - B0 / sumB;
    const d1 = cF[1] - B1 / sumB;
    const dd = d0 * d0 + d1 * d1;
    // Only where skin and the old garment are far apart in colour (white sleeves, brown hands).
    if (dd < 0.05 * 0.05) continue;
    const e0 = I0 / sumI - B0 / sumB;
    const e1 = I1 / sumI - B1 / sumB;
    const alpha = Math.min(1, Math.max(0, (e0 * d0 + e1 * d1) / dd));
    // A mix of the two lies on the line between them: off it, the pixel is something else (the
    // person's top beside trousers, a watch), left as the compositor made it.
    const offLine = Math.abs(e0 * d1 - e1 * d0) / Math.sqrt(dd);
    // ... in brightness too, up to the light on it (a white top is no mix of skin and navy).
    const mix0 = alpha * (F[0] ?? 0) + (1 - alpha) * B0;
    const mix1 = alpha * (F[1] ?? 0) + (1 - alpha) * B1;
    const mix2 = alpha * (F[2] ?? 0) + (1 - alpha) * B2;
    const dotIM = I0 * mix0 + I1 * mix1 + I2 * mix2;
    const dotMM = mix0 * mix0 + mix1 * mix1 + mix2 * mix2;
    const scale = dotMM > 0 ? dotIM / dotMM : 0;
    if (offLine > 0.07 || scale < 0.6 || scale > 1.5) continue;
    alphas[k] = alpha;
    olds[k * 3] = B0;
    olds[k * 3 + 1] = B1;
    olds[k * 3 + 2] = B2;
  }
  // A hand's rim lies beside the old garment itself: a pixel further from it is the hand's own,
  // however light (a lit fingertip the skin mask missed, between the hand's mean and a white
  // sleeve, was swapped as an edge: grey blotches over person_03's fingers).
  const clearOld = createFloatMap(cw, ch);
  for (let k = 0; k < cn; k += 1) clearOld.data[k] = (alphas[k] ?? 1) < 0.15 ? 1 : 0;
  const nearOld = blurMap(clearOld, rim, 1);
  for (let k = 0; k < cn; k += 1) {
    const alpha = alphas[k] ?? Number.NaN;
    if (Number.isNaN(alpha)) continue;
    const i = at(k);
    const o = i * 3;
    const I0 = image.data[o] ?? 0;
    const I1 = image.data[o + 1] ?? 0;
    const I2 = image.data[o + 2] ?? 0;
    const B0 = olds[k * 3] ?? 0;
    const B1 = olds[k * 3 + 1] ?? 0;
    const B2 = olds[k * 3 + 2] ?? 0;
    const nw = newWeight.data[k] ?? 0;
    const covered = (coverage.data[i] ?? 0) > 0.5;
    if (alpha >= 0.85 || (alpha >= 0.15 && (nearOld.data[k] ?? 0) === 0)) {
      // Skin in the photo (a fingertip the skin mask missed): kept exactly.
      out[o] = I0;
      out[o + 1] = I1;
      out[o + 2] = I2;
      coverage.data[i] = 0;
      continue;
    }
    const edge = alpha >= 0.15 && (covered || front[i]);
    if (!edge && Math.hypot(I0 - B0, I1 - B1, I2 - B2) >= 45) continue;
    if (!edge && covered) {
      // The old garment's rim round a hand, which the layer covers but its feather beside the
      // hand only in part (a grey ring round person_03's fingers on the black tee): the layer's
      // own colour, taken back out of the blend the compositor made. The layer's own soft edge
      // (jeans' waistband on a sweatshirt) stays soft.
      const a = coverage.data[i] ?? 0;
      if (a >= 0.99 || (cover.data[i] ?? 0) < 0.99 || (besideHand.data[k] ?? 0) === 0) continue;
      for (let c = 0; c < 3; c += 1)
        out[o + c] = Math.min(
          255,
          Math.max(0, Math.round(((out[o + c] ?? 0) - (image.data[o + c] ?? 0) * (1 - a)) / a)),
        );
      coverage.data[i] = 1;
      continue;
    }
    const B = [B0, B1, B2];
    const I = [I0, I1, I2];
    const N = [0, 1, 2].map((c) => ((newMeans[c] as FloatMap).data[k] ?? 0) / nw);
    if (edge) {
      // The hand's edge: the old garment's share swapped for what now lies behind it. That share
      // is no more than the pixel's brightness holds (its RGB projection between F and B): the
      // chromaticity's share alone took a greyish rim pixel for nearly all old garment, and a
      // white sleeve's share swapped for a black tee left the hands a black outline (vton S07).
      const share = 1 - Math.max(alpha, rgbShare(I, F, B));
      for (let c = 0; c < 3; c += 1)
        out[o + c] = Math.min(
          255,
          Math.max(0, Math.round((I[c] ?? 0) + share * ((N[c] ?? 0) - (B[c] ?? 0)))),
        );
      coverage.data[i] = Math.max(coverage.data[i] ?? 0, share);
    } else {
      // The old garment between the fingers, or a rim of it the skin mask took in.
      for (let c = 0; c < 3; c += 1) out[o + c] = Math.round(N[c] ?? 0);
      coverage.data[i] = 1;
    }
  }
}
