import type { Body } from './body';
import type { FaceBox } from './detect-people';
import { hypotBelow, lerp, mid, pointsBox, segmentDistance, type Point } from '../raster/geometry';
import { createFloatMap, localLumaStd, type FloatMap, type RasterImage } from '../raster/raster';
import { labelComponents } from '../raster/components';
import { toLab, type Rgb } from '../raster/palette';
import { hasSkinSaturation, skinScore, type SkinModel } from './skin';

/** Where down the torso (shoulders 0, hips 1) a bare midriff is looked for. */
const MIDRIFF_SEEDS = [0.55, 0.7, 0.85];

function seedPoints(body: Body, face: FaceBox | undefined): Point[] {
  const seeds: Point[] = [];
  if (face) seeds.push({ x: face.x + face.width / 2, y: face.y + face.height * 0.7 });
  const neck = mid(body.shoulderL, body.shoulderR);
  seeds.push({ x: neck.x, y: neck.y - body.shoulderWidth * 0.2 });
  // Hands are almost always bare; bare arms connect to them. Elbows and upper arms are not seeds:
  // they are often sleeved and sit on the silhouette's edge, next to skin-toned backdrops.
  // A bare midriff (a crop top over a skirt, a saree's blouse over its pleats) touches none of
  // those when the clothing around it is not skin-coloured: seeds down the torso's centre line.
  const hips = mid(body.hipL, body.hipR);
  for (const t of MIDRIFF_SEEDS) seeds.push(lerp(neck, hips, t));
  for (const side of ['L', 'R'] as const) {
    const e = side === 'L' ? body.elbowL : body.elbowR;
    const w = side === 'L' ? body.wristL : body.wristR;
    if (w) seeds.push(w);
    if (e && w) seeds.push(lerp(e, w, 1.15));
  }
  return seeds;
}

/** Where down the shin (knee 0, ankle 1) bare legs are looked for. */
const SHIN_SEED = 0.4;
/** A shin seed counts when its window is nearly all skin… */
const SHIN_SKIN_SHARE = 0.8;
/**
 * …of the face's hue: CIE a*b* within this of the face's skin (vton-dev's bare legs 1.5–2.6
 * from their faces, in light or shade; vton person_01's khaki chinos 12, D09's pink saree 10).
 */
const SHIN_HUE = 6;

/** A point down each shin, for legs with both knee and ankle found. */
function shinSeeds(body: Body): Point[] {
  return (['L', 'R'] as const).flatMap((side) => {
    const knee = side === 'L' ? body.kneeL : body.kneeR;
    const ankle = side === 'L' ? body.ankleL : body.ankleR;
    return knee && ankle ? [lerp(knee, ankle, SHIN_SEED)] : [];
  });
}

/** Around the bone from shoulder to elbow (× shoulder width): where a cut-out shows the arm. */
const CUTOUT_REACH = 0.25;
/** ...on its upper part (shoulder 0, elbow 1): a cut-out opens below the shoulder seam. */
const CUTOUT_END = 0.5;
/** A cut-out's share of its pixels within that reach; its least size (× shoulder width)². */
const CUTOUT_SHARE = 0.8;
const CUTOUT_SIZE = 0.06;
/** ...and its colour within this (CIE a*b*) of the arms' skin already found. */
const CUTOUT_HUE = 5;

/**
 * Skin components the seeds miss that are bare upper arms: a cold-shoulder top's cut-outs are
 * islands of skin between the shoulder seam and the sleeve, touching neither hand nor neck
 * (vton person_02: left as her top, then made over as flat skin). Such a component lies almost
 * all within CUTOUT_REACH of an upper arm's bone, on its upper half (a whole bare upper arm the
 * seeds missed is left: taken late, it moved vton-dev D08's saree roles), and has the colour of
 * the skin found below the face (the arms', lit alike); the pale lit top of an arm is far from
 * the face's hue (8 in a*b* on person_02) but not from her forearms' (3).
 */
function shoulderCutouts(
  image: RasterImage,
  labels: Int32Array,
  count: number,
  kept: Uint8Array,
  body: Body,
  face: FaceBox | undefined,
): number[] {
  const sw = body.shoulderWidth;
  const bones = (
    [
      [body.shoulderL, body.elbowL],
      [body.shoulderR, body.elbowR],
    ] as const
  ).flatMap(([a, b]) => (b ? [[a, b] as const] : []));
  if (bones.length === 0) return [];
  const box = pointsBox(bones.flat(), sw * CUTOUT_REACH);
  const { width } = image;
  const inside = new Uint32Array(count + 1);
  const total = new Uint32Array(count + 1);
  const colours = new Float64Array((count + 1) * 3);
  const armColour = [0, 0, 0];
  let armCount = 0;
  const belowFace = face ? face.y + face.height : 0;
  for (let i = 0; i < labels.length; i += 1) {
    const label = labels[i] ?? 0;
    if (label <= 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    const o = i * image.channels;
    if (kept[label]) {
      if (y <= belowFace) continue;
      for (let c = 0; c < 3; c += 1) armColour[c] = (armColour[c] ?? 0) + (image.data[o + c] ?? 0);
      armCount += 1;
      continue;
    }
    total[label] = (total[label] ?? 0) + 1;
    for (let c = 0; c < 3; c += 1)
      colours[label * 3 + c] = (colours[label * 3 + c] ?? 0) + (image.data[o + c] ?? 0);
    if (x < box.x0 || x > box.x1 || y < box.y0 || y > box.y1) continue;
    const near = bones.some(([a, b]) => {
      const { d, t } = segmentDistance({ x, y }, a, b);
      return d <= sw * CUTOUT_REACH && t <= CUTOUT_END;
    });
    if (near) inside[label] = (inside[label] ?? 0) + 1;
  }
  if (armCount === 0) return [];
  const reference = toLab(armColour.map((v) => v / armCount) as Rgb);
  const out: number[] = [];
  for (let label = 1; label <= count; label += 1) {
    const n = total[label] ?? 0;
    if (n < (sw * CUTOUT_SIZE) ** 2 || (inside[label] ?? 0) < n * CUTOUT_SHARE) continue;
    const lab = toLab([0, 1, 2].map((c) => (colours[label * 3 + c] ?? 0) / n) as Rgb);
    if (Math.hypot(lab[1] - reference[1], lab[2] - reference[2]) < CUTOUT_HUE) out.push(label);
  }
  return out;
}

/**
 * The skin components in the square of half-size `r` around a seed (pixels per label), the
 * share of the square they cover, and their mean colour.
 */
function seedWindow(image: RasterImage, labels: Int32Array, seed: Point, r: number) {
  const { width, height } = image;
  const hits = new Map<number, number>();
  const sum = [0, 0, 0];
  let total = 0;
  let count = 0;
  for (let y = Math.round(seed.y) - r; y <= seed.y + r; y += 1) {
    for (let x = Math.round(seed.x) - r; x <= seed.x + r; x += 1) {
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      total += 1;
      const i = y * width + x;
      const label = labels[i] ?? 0;
      if (label <= 0) continue;
      hits.set(label, (hits.get(label) ?? 0) + 1);
      for (let c = 0; c < 3; c += 1)
        sum[c] = (sum[c] ?? 0) + (image.data[i * image.channels + c] ?? 0);
      count += 1;
    }
  }
  const colour = sum.map((v) => v / Math.max(1, count)) as Rgb;
  return { hits, skinShare: count / Math.max(1, total), colour };
}

/** Texture limit for skin: a few times the cheeks' own texture, within sane bounds. */
function faceTexture(texture: FloatMap, face: FaceBox): number {
  const values: number[] = [];
  for (let y = Math.round(face.y + face.height * 0.45); y < face.y + face.height * 0.8; y += 2) {
    for (let x = Math.round(face.x + face.width * 0.25); x < face.x + face.width * 0.75; x += 2) {
      if (x >= 0 && y >= 0 && x < texture.width && y < texture.height)
        values.push(texture.data[y * texture.width + x] ?? 0);
    }
  }
  const sorted = values.sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 3;
  return Math.min(12, Math.max(5, median * 3));
}

/**
 * Skin = skin-coloured pixels connected to a place where skin is expected (face, neck, arms,
 * hands). Skin-toned clothing away from those places (beige embroidery, chinos) stays clothing.
 */
export function findSkin(
  image: RasterImage,
  matte: FloatMap,
  model: SkinModel,
  body: Body,
  face: FaceBox | undefined,
  options: { smoothOnly?: boolean } = {},
): FloatMap {
  const { width, height } = image;
  const raw = createFloatMap(width, height);
  // Skin is smooth; skin-toned fabric (cream silk, blush embroidery) carries weave, print and
  // sequins: with smoothOnly, textured pixels break the flood from face and hands.
  const texture = options.smoothOnly ? localLumaStd(image, 2) : undefined;
  const limit = texture && face ? faceTexture(texture, face) : 0;
  const modelChroma = Math.hypot(model.cb - 128, model.cr - 128);
  for (let i = 0; i < raw.data.length; i += 1) {
    if ((matte.data[i] ?? 0) < 0.6) continue;
    if (texture && (texture.data[i] ?? 0) > limit) continue;
    const o = i * image.channels;
    const r = image.data[o] ?? 0;
    const g = image.data[o + 1] ?? 0;
    const b = image.data[o + 2] ?? 0;
    // Strict (garment cut-outs): as saturated as the face's skin, and close to its hue.
    const minScore = texture ? 0.99 : 0.5;
    // Near-white or grey clothing sits close to a dark face's hue in CbCr but has almost no
    // colour: skin is never much less saturated than the face (a cream skirt is not skin).
    // The pixel's chroma (YCbCr, inline: runs per pixel) against the face's.
    const cb = -0.168736 * r - 0.331264 * g + 0.5 * b;
    const cr = 0.5 * r - 0.418688 * g - 0.081312 * b;
    if (hypotBelow(cb, cr, modelChroma * (texture ? 0.7 : 0.35))) continue;
    // Light cream or beige cloth (white trousers, a saree in warm light) is as saturated as a
    // dark face in absolute chroma, but skin in any light keeps about the face's chroma for its
    // brightness (decisions 051, 055).
    if (!hasSkinSaturation(model, r, g, b)) continue;
    raw.data[i] = skinScore(model, r, g, b) > minScore ? 1 : 0;
  }
  const { labels, sizes } = labelComponents(raw);
  const keep = new Set<number>();
  const r = Math.max(3, Math.round(body.shoulderWidth * 0.06));
  const look = (seed: Point) => seedWindow(image, labels, seed, r);
  for (const seed of seedPoints(body, face)) {
    const { hits, skinShare } = look(seed);
    // A hand in a pocket puts the wrist keypoint on fabric: only a seed that mostly sees skin counts.
    if (skinShare < 0.4) continue;
    for (const label of hits.keys()) keep.add(label);
  }
  // Bare legs touch none of those seeds. A shin counts only in the face's own hue: skin-toned
  // trousers (khaki chinos) and a pink saree pass the skin test there too.
  const faceSkin = face && look(seedPoints(body, face)[0] as Point);
  for (const seed of faceSkin && faceSkin.skinShare >= 0.4 ? shinSeeds(body) : []) {
    const { hits, skinShare, colour } = look(seed);
    if (skinShare < SHIN_SKIN_SHARE || !faceSkin) continue;
    const [a, b] = [toLab(colour), toLab(faceSkin.colour)];
    if (Math.hypot(a[1] - b[1], a[2] - b[2]) >= SHIN_HUE) continue;
    for (const label of hits.keys()) keep.add(label);
  }
  const kept = new Uint8Array(sizes.length + 1); // per label (a typed lookup: runs per pixel)
  for (const label of keep) kept[label] = 1;
  // A person's cold-shoulder cut-outs; not in a garment photo's strict cut-out (its skin only
  // keeps the wearer out of the fabric).
  if (!texture)
    for (const label of shoulderCutouts(image, labels, sizes.length, kept, body, face))
      kept[label] = 1;
  const out = createFloatMap(width, height);
  for (let i = 0; i < labels.length; i += 1) if (kept[labels[i] ?? 0] === 1) out.data[i] = 1;
  return out;
}
