import type { GarmentModel } from '../garment/garment-analysis';
import type { PersonAnalysis } from '../person/person-analysis';
import type { FloatMap } from '../raster/raster';

/**
 * Where a re-dressed top ends on the person, when the worn fabric runs on past the worn top into
 * a lower garment of its colour (a white tank over white shorts, a white top over a white
 * skirt): colour cannot tell them apart, so the top's own length and the outfit's seam do.
 */

/** A top whose hem falls this far below the hips (torso lengths) or less is not a long top. */
export const SHORT_TOP_REACH = 0.45;

/**
 * How far below the hips the garment's hem falls, in torso lengths (0 at the hips), from its
 * photo: the lowest garment row under the torso's middle, against the wearer's shoulders and
 * hips (on-model) or the hips placed for a flat lay.
 * Undefined for a fabric swatch.
 */
export function garmentHemReach(garment: GarmentModel): number | undefined {
  if (garment.kind === 'swatch') return undefined;
  const { quad } = garment.anchors;
  const { alpha, width, height } = garment;
  const shoulderY = (quad.tl.y + quad.tr.y) / 2;
  const hipY = (quad.bl.y + quad.br.y) / 2;
  const sw = Math.hypot(quad.tr.x - quad.tl.x, quad.tr.y - quad.tl.y);
  const x0 = Math.max(0, Math.round(Math.min(quad.bl.x, quad.br.x)));
  const x1 = Math.min(width - 1, Math.round(Math.max(quad.bl.x, quad.br.x)));
  const hem = medianLowestRow(width, height, x0, x1, (i) => (alpha.data[i] ?? 0) > 0.5);
  if (hem === undefined || sw < 4) return undefined;
  // A flat lay's hips are placed just above its hem (its proportions are stretched to fill the
  // frame, garment-landmarks.ts): a flat top is hip-length, as the fitted path dresses it.
  return (hem - hipY) / Math.max(4, hipY - shoulderY);
}

/**
 * How far below the hips the worn clothing `inside` ends, in torso lengths as `garmentHemReach`
 * measures the garment's: the median lowest row inside across the hips. Undefined when nothing
 * is worn there.
 */
export function wornReach(
  person: PersonAnalysis,
  inside: (i: number) => boolean,
): number | undefined {
  const { body, image } = person;
  const { width, height } = image;
  const hips = (body.hipL.y + body.hipR.y) / 2;
  const x0 = Math.max(0, Math.round(Math.min(body.hipL.x, body.hipR.x)));
  const x1 = Math.min(width - 1, Math.round(Math.max(body.hipL.x, body.hipR.x)));
  const hem = medianLowestRow(width, height, x0, x1, inside);
  return hem === undefined ? undefined : (hem - hips) / Math.max(4, body.torsoLength);
}

/** The median over columns x0..x1 of each column's lowest row inside; undefined when none is. */
function medianLowestRow(
  width: number,
  height: number,
  x0: number,
  x1: number,
  inside: (i: number) => boolean,
): number | undefined {
  const bottoms: number[] = [];
  for (let x = x0; x <= x1; x += 1)
    for (let y = height - 1; y >= 0; y -= 1)
      if (inside(y * width + x)) {
        bottoms.push(y);
        break;
      }
  if (bottoms.length === 0) return undefined;
  bottoms.sort((a, b) => a - b);
  return bottoms[Math.floor(bottoms.length / 2)];
}

/** Luminance, blurred 3×3 (the seam is a line, single pixels of weave are not). */
function softLuma(person: PersonAnalysis): Float32Array {
  const { data, width, height } = person.image;
  const luma = new Float32Array(width * height);
  for (let i = 0; i < luma.length; i += 1)
    luma[i] =
      0.299 * (data[i * 3] ?? 0) + 0.587 * (data[i * 3 + 1] ?? 0) + 0.114 * (data[i * 3 + 2] ?? 0);
  const out = new Float32Array(luma.length);
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      let s = 0;
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) s += luma[(y + dy) * width + x + dx] ?? 0;
      out[y * width + x] = s / 9;
    }
  return out;
}

/** The seam is looked for this far (torso lengths) above and below the hips. */
const SEAM_WINDOW = 0.35;
/** A row is the seam when this share of the fabric across the hips steps in light there. */
const SEAM_SHARE = 0.35;
/** …by this many levels over four rows. */
const SEAM_STEP = 6;

/**
 * The worn top's hem over a lower garment of its colour: near the waist (a third of the torso
 * above the hips to a third below), the row where the fabric across the hips steps in light
 * along most of its width (the hem's edge and the shadow it casts on the waistband), strongest
 * and nearest the hips. Undefined when no row does.
 */
export function findOutfitSeam(person: PersonAnalysis, labels: Int8Array): number | undefined {
  const { body, image } = person;
  const { width, height } = image;
  const hips = (body.hipL.y + body.hipR.y) / 2;
  const sw = body.shoulderWidth;
  const x0 = Math.max(0, Math.round(Math.min(body.hipL.x, body.hipR.x) - sw * 0.15));
  const x1 = Math.min(width - 1, Math.round(Math.max(body.hipL.x, body.hipR.x) + sw * 0.15));
  const y0 = Math.max(3, Math.round(hips - body.torsoLength * SEAM_WINDOW));
  const y1 = Math.min(height - 4, Math.round(hips + body.torsoLength * SEAM_WINDOW));
  const luma = softLuma(person);
  const inFabric = (i: number) => (labels[i] ?? -1) >= 0;
  const shares = new Float32Array(height);
  for (let y = y0; y <= y1; y += 1) {
    let n = 0;
    let steps = 0;
    for (let x = x0; x <= x1; x += 1) {
      const up = (y - 2) * width + x;
      const down = (y + 2) * width + x;
      if (!inFabric(up) || !inFabric(down)) continue;
      n += 1;
      if (Math.abs((luma[down] ?? 0) - (luma[up] ?? 0)) > SEAM_STEP) steps += 1;
    }
    // Rows with little fabric across the hips (hands, a gap) tell nothing.
    shares[y] = n > (x1 - x0) * 0.4 ? steps / n : 0;
  }
  let best: number | undefined;
  let bestScore = 0;
  for (let y = y0; y <= y1; y += 1) {
    const share = shares[y] ?? 0;
    // Nearer the hips wins a tie: a fold across the belly is higher up.
    const score = share * (1 - 0.3 * Math.min(1, Math.abs(y - hips) / body.torsoLength));
    if (share >= SEAM_SHARE && score > bestScore) {
      bestScore = score;
      best = y;
    }
  }
  if (best === undefined) return undefined;
  // Steps are taken two rows either side of a 3×3 blur: the edge is three rows into their run.
  let start = best;
  while (start > y0 && (shares[start - 1] ?? 0) >= SEAM_SHARE) start -= 1;
  return start + 3;
}

/**
 * The row the re-dressed top ends at, or undefined to leave the worn fabric as found. Only a
 * short top (hem above SHORT_TOP_REACH) over worn fabric that runs on below its hem is cut: at
 * its own hem, or at the worn top's seam when that is lower (the new top covers the old one).
 */
export function topEnd(
  person: PersonAnalysis,
  garment: GarmentModel,
  labels: Int8Array,
): { end: number; seam: number | undefined } | undefined {
  const reach = garmentHemReach(garment);
  if (reach === undefined || reach >= SHORT_TOP_REACH) return undefined;
  const { body, image } = person;
  const hips = (body.hipL.y + body.hipR.y) / 2;
  const own = hips + Math.max(-0.3, reach) * body.torsoLength;
  let bottom = -1;
  for (let i = labels.length - 1; i >= 0; i -= 1)
    if ((labels[i] ?? -1) >= 0) {
      bottom = Math.floor(i / image.width);
      break;
    }
  // The worn fabric ends by the new hem, or near the waist (the worn top's own hem, its lower
  // garment another colour): nothing of a lower garment in it to keep.
  if (bottom <= Math.max(own, hips) + body.torsoLength * SEAM_WINDOW) return undefined;
  // A bare midriff between the worn top and the lower garment (a crop top over a skirt that
  // the chest's colours took in): the top ends where the skin begins.
  const midriff = bareBand(person, labels, own);
  if (midriff !== undefined) return { end: midriff, seam: undefined };
  const seam = findOutfitSeam(person, labels);
  return { end: Math.round(seam !== undefined ? Math.max(own, seam) : own), seam };
}

/** Below this share of the width across the hips clothed, a row is bare (a midriff). */
const BARE_ROW = 0.15;

/**
 * The first row below the chest, above `limit`, where the worn fabric across the hips' width
 * falls under BARE_ROW after rows mostly clothed and half of it is skin: where the worn top ends
 * over bare skin.
 */
function bareBand(person: PersonAnalysis, labels: Int8Array, limit: number): number | undefined {
  const { body, image } = person;
  const { width } = image;
  const sw = body.shoulderWidth;
  const x0 = Math.max(0, Math.round(Math.min(body.hipL.x, body.hipR.x) - sw * 0.1));
  const x1 = Math.min(width - 1, Math.round(Math.max(body.hipL.x, body.hipR.x) + sw * 0.1));
  const shoulders = Math.min(body.shoulderL.y, body.shoulderR.y);
  let clothed = false;
  for (let y = Math.round(shoulders + body.torsoLength * 0.3); y < limit; y += 1) {
    let n = 0;
    let skin = 0;
    for (let x = x0; x <= x1; x += 1) {
      if ((labels[y * width + x] ?? -1) >= 0) n += 1;
      else if ((person.skin.data[y * width + x] ?? 0) > 0.5) skin += 1;
    }
    const share = n / Math.max(1, x1 - x0 + 1);
    if (share >= 0.5) clothed = true;
    // Skin, not a shadow the cut-out left out (a worn hem's over the waistband).
    else if (clothed && share < BARE_ROW && skin > (x1 - x0 + 1) * 0.5) return y;
  }
  return undefined;
}

/** The new top's hem across the person: a line along the hips' tilt through (x0, y). */
export interface HemLine {
  x0: number;
  y: number;
  slope: number;
  /** The worn top's seam, when the new top is laid over it (its shadow is no longer cast). */
  covered?: number;
}

export const hemAt = (line: HemLine, x: number) => line.y + line.slope * (x - line.x0);

/** The hem line for `topEnd`'s row, or undefined when the top is not cut. */
export function hemLine(
  person: PersonAnalysis,
  garment: GarmentModel,
  labels: Int8Array,
): HemLine | undefined {
  const found = topEnd(person, garment, labels);
  if (found === undefined) return undefined;
  const { end: y, seam } = found;
  const { hipL, hipR } = person.body;
  const run = hipR.x - hipL.x;
  const slope = Math.abs(run) < 4 ? 0 : Math.max(-0.15, Math.min(0.15, (hipR.y - hipL.y) / run));
  const line: HemLine = { x0: (hipL.x + hipR.x) / 2, y, slope };
  if (seam !== undefined && y > seam + seamBand(person) + 2) line.covered = seam;
  return line;
}

/** Rows below the seam its edge and shadow take (the waistband's own shading is kept below). */
const seamBand = (person: PersonAnalysis) => Math.max(4, person.body.torsoLength * 0.03);

/**
 * Where the new top is laid over the worn top's seam, the band of the seam (the old hem's edge
 * and the shadow it cast, which the worn-fabric cut-out may leave out as too dark) is the top's
 * fabric: in each column with fabric just above and below the band, the person's pixels
 * between take the part above.
 */
export function fillCoveredSeam(labels: Int8Array, person: PersonAnalysis, line: HemLine): void {
  if (line.covered === undefined) return;
  const { width } = person.image;
  const { matte, skin } = person;
  const a = Math.round(line.covered - 3);
  const b = Math.round(line.covered + seamBand(person));
  for (let x = 0; x < width; x += 1) {
    const above = labels[a * width + x] ?? -1;
    if (above < 0 || (labels[b * width + x] ?? -1) < 0 || b >= hemAt(line, x)) continue;
    for (let y = a + 1; y < b; y += 1) {
      const i = y * width + x;
      if ((labels[i] ?? -1) < 0 && (matte.data[i] ?? 0) > 0.5 && (skin.data[i] ?? 0) <= 0.5)
        labels[i] = above;
    }
  }
}

/**
 * Where the new top is laid over the worn top's seam, the seam's edge and the shadow the old hem
 * cast are not in its light: across that band the light is bridged from the rows either side.
 */
export function bridgeSeam(
  shading: Float32Array,
  labels: Int8Array,
  person: PersonAnalysis,
  line: HemLine,
): void {
  if (line.covered === undefined) return;
  const { width } = person.image;
  const a = Math.round(line.covered - 3);
  const b = Math.round(line.covered + seamBand(person));
  for (let x = 0; x < width; x += 1) {
    const ia = a * width + x;
    const ib = b * width + x;
    if ((labels[ia] ?? -1) < 0 || (labels[ib] ?? -1) < 0) continue;
    const sa = shading[ia] ?? 1;
    const sb = shading[ib] ?? 1;
    for (let y = a + 1; y < b; y += 1) {
      const i = y * width + x;
      if ((labels[i] ?? -1) >= 0) shading[i] = sa + ((sb - sa) * (y - a)) / (b - a);
    }
  }
}

/** Rows above the hem whose cover is made whole again (the edge refinement's feathering). */
const HEM_BAND = 6;
/** The turned-up hem's own edge: its last rows a little darker. */
const HEM_SHADE = [0.9, 0.95];

/**
 * The new top's hem as a clean edge, not the edge refinement's feather into the lower garment
 * of the same colour: below the line the photo as it was (cover 0), across it the top's paint
 * (`painted`, before refinement) at the share of the pixel the line leaves above it, and the
 * hem's last two rows shaded like a turned edge. Sides of the silhouette keep their refinement.
 */
export function cleanHem(
  person: PersonAnalysis,
  labels: Int8Array,
  line: HemLine,
  painted: Uint8Array,
  out: Uint8Array,
  cover: FloatMap,
): void {
  const { image } = person;
  const { width, height } = image;
  const src = image.data;
  const inTop = (x: number, y: number) =>
    x >= 0 && x < width && y >= 0 && (labels[y * width + x] ?? -1) >= 0;
  for (let x = 0; x < width; x += 1) {
    const h = hemAt(line, x);
    const from = Math.max(0, Math.floor(h) - HEM_BAND);
    for (let y = from; y < height; y += 1) {
      const i = y * width + x;
      if (y >= h) {
        if ((cover.data[i] ?? 0) > 0) {
          cover.data[i] = 0;
          for (let c = 0; c < 3; c += 1) out[i * 3 + c] = src[i * 3 + c] ?? 0;
        }
        continue;
      }
      // Interior of the top only: its sides keep their anti-aliased outline.
      if (!inTop(x, y) || !inTop(x - 3, y) || !inTop(x + 3, y)) continue;
      const a = Math.min(1, h - y);
      const rowsUp = Math.floor(h - y);
      const shade = HEM_SHADE[rowsUp] ?? 1;
      cover.data[i] = a;
      for (let c = 0; c < 3; c += 1) {
        const o = i * 3 + c;
        out[o] = Math.round((painted[o] ?? 0) * shade * a + (src[o] ?? 0) * (1 - a));
      }
    }
  }
}
