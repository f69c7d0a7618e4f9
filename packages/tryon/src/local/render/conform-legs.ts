import type { GarmentModel } from '../garment/garment-analysis';
import type { PersonAnalysis } from '../person/person-analysis';
import { legEnd } from '../person/body';
import type { Point } from '../raster/geometry';
import { toLab, type Rgb } from '../raster/palette';
import { createFloatMap, morphMask } from '../raster/raster';
import { sample, withoutBareArms, type FitLayer } from './fit';
import { smooth } from './stretch-rows';

/**
 * Share of a leg's hip-to-ankle length its old trousers may end above the ankle and still be
 * trousers to the ankle (what is conformed); shorter (shorts, capris) keeps the joints' warp.
 */
const ANKLE_SLACK = 0.15;
/** A leg's hem is the last row at least this share as wide as the leg is at its ankle. */
const HEM_WIDTH = 0.4;
/** Gaps in a row narrower than this share of the shoulder width join the runs beside them. */
const GAP_JOIN = 0.04;
/** Rows each leg's edges are smoothed over, either side, as a share of the shoulder width. */
const EDGE_SMOOTH = 0.03;
/** The widest gap between two legs that may be a crease, as a share of the shoulder width. */
const CREASE_WIDTH = 0.12;
/** A garment leg's edge pixel this far (RGB) from the garment's colour is shadow, not fabric. */
const TRIM_DISTANCE = 50;
/** At most this share of a garment leg's width is trimmed from either end. */
const TRIM_MOST = 0.12;
/**
 * A worn pair's pixel this far (Lab, light counted a third) from its leg's colour below the knee
 * is not the leg (an ankle, a sneaker); a row with over HEM_SHARE of them ends the leg.
 */
const HEM_HUE = 15;
const HEM_SHARE = 0.35;
/** The compositor's cover over the matte (a pixel at 2/3 of the matte is covered whole). */
const OUTLINE_MATTE = 1.5;
/** Pixels beyond the old trousers' mask that may still be their soft outline. */
const OUTLINE = 2;

/** A leg's span in each row: its first and last columns (first < 0: none in that row). */
type Spans = [Float64Array, Float64Array];

interface Leg {
  /** The leg's bone (hip, knee, ankle) or, on a garment photo, its hip-to-hem line. */
  line: Point[];
  /** Per row: the leg's span [a, b] (a < 0: none). */
  a: Float64Array;
  b: Float64Array;
  /** Hip row and hem row. */
  hip: number;
  hem: number;
  /** First row with the leg's fabric (the waist, or the top's hem over it). */
  top: number;
}

/** x of a polyline at row y (held level beyond its ends). */
function lineAt(line: Point[], y: number): number {
  const first = line[0] as Point;
  const last = line[line.length - 1] as Point;
  if (y <= first.y) return first.x;
  for (let k = 1; k < line.length; k += 1) {
    const p = line[k - 1] as Point;
    const q = line[k] as Point;
    if (y <= q.y) return q.y - p.y < 1 ? q.x : p.x + ((q.x - p.x) * (y - p.y)) / (q.y - p.y);
  }
  return last.x;
}

/**
 * Each leg's span in each row: the runs of `on` on its side of the line halfway between the two
 * legs' lines, runs closer than `join` joined, the one on or nearest the leg's line kept.
 */
function legSpans(
  on: (i: number) => boolean,
  width: number,
  height: number,
  lines: [Point[], Point[]],
  join: number,
): Spans[] {
  const spans = lines.map((): Spans => [
    new Float64Array(height).fill(-1),
    new Float64Array(height).fill(-1),
  ]);
  for (let y = 0; y < height; y += 1) {
    const xs = lines.map((line) => lineAt(line, y));
    const split = ((xs[0] as number) + (xs[1] as number)) / 2;
    for (let k = 0; k < 2; k += 1) {
      const from = k === 0 ? 0 : Math.ceil(split);
      const to = k === 0 ? Math.ceil(split) - 1 : width - 1;
      const centre = xs[k] as number;
      let best: [number, number] | undefined;
      let bestD = Infinity;
      let runA = -1;
      let runB = -1;
      const close = () => {
        if (runA < 0) return;
        const d = centre < runA ? runA - centre : centre > runB ? centre - runB : 0;
        if (d < bestD) {
          bestD = d;
          best = [runA, runB];
        }
      };
      for (let x = Math.max(0, from); x <= Math.min(width - 1, to); x += 1) {
        if (!on(y * width + x)) continue;
        if (runA >= 0 && x - runB - 1 < join) runB = x;
        else {
          close();
          runA = x;
          runB = x;
        }
      }
      close();
      const [a, b] = spans[k] as Spans;
      if (best) [a[y], b[y]] = best;
    }
  }
  return spans;
}

/**
 * Trims from each end of a garment leg's span in row y (`a`, `b` edited) the pixels far from the
 * garment's own colour, by at most TRIM_MOST of its width: a flat photo's mask keeps
 * the darker half of the shadow between its legs (garment_03's crotch, grey 130–190 on a 245
 * backdrop), which stretched to the person's leg edge was a pale line between the new legs.
 */
function trimShadow(garment: GarmentModel, y: number, a: Float64Array, b: Float64Array): void {
  const from = a[y] ?? -1;
  const to = b[y] ?? -1;
  if (from < 0 || to - from < 8) return;
  const tex = garment.texture;
  const row = y * garment.width;
  const centre = garment.colour;
  const far = (x: number) =>
    Math.hypot(
      (tex[(row + x) * 3] ?? 0) - (centre[0] ?? 0),
      (tex[(row + x) * 3 + 1] ?? 0) - (centre[1] ?? 0),
      (tex[(row + x) * 3 + 2] ?? 0) - (centre[2] ?? 0),
    ) > TRIM_DISTANCE;
  const most = Math.floor((to - from) * TRIM_MOST);
  let x0 = from;
  while (x0 < from + most && far(x0)) x0 += 1;
  let x1 = to;
  while (x1 > to - most && far(x1)) x1 -= 1;
  a[y] = x0;
  b[y] = x1;
}

/** The leg's hem: the last row as wide as HEM_WIDTH of its width at `ankle` (-1: none). */
function hemRow(a: Float64Array, b: Float64Array, ankle: number): number {
  const at = Math.min(a.length - 1, Math.max(0, Math.round(ankle)));
  let ref = -1;
  for (let d = 0; d < 20 && ref < 0; d += 1) {
    for (const y of [at - d, at + d])
      if (ref < 0 && (a[y] ?? -1) >= 0) ref = (b[y] ?? 0) - (a[y] ?? 0) + 1;
  }
  if (ref < 0) return -1;
  for (let y = a.length - 1; y >= 0; y -= 1)
    if ((a[y] ?? -1) >= 0 && (b[y] ?? 0) - (a[y] ?? 0) + 1 >= ref * HEM_WIDTH) return y;
  return -1;
}

/**
 * A worn pair's hem, read by colour: its mask runs on below the hem over its wearer's ankles and
 * shoes (vton-dev D16's jeans: her ankles, white sneakers), which mapped hem on hem were painted
 * down the person's shins. Walking down from the knee, the last row before one with over
 * HEM_SHARE of its pixels HEM_HUE from the leg's own colour just below the knee (in Lab, light
 * counted a third: a fade is lighter, an ankle or a sneaker another colour). A mean colour per
 * row stepped too late: a navy leg's rows mixed with a white sneaker stay near navy on average.
 */
function hemByColour(garment: GarmentModel, leg: Leg): number {
  const end = (leg.line[leg.line.length - 1] as Point).y;
  const knee = Math.round((leg.hip + end) / 2);
  const pixels = (y: number): Rgb[] => {
    const a = leg.a[y] ?? -1;
    const out: Rgb[] = [];
    if (a < 0) return out;
    for (let x = Math.round(a); x <= Math.round(leg.b[y] ?? a); x += 1) {
      const i = y * garment.width + x;
      if (garment.parts[i] === 0) continue;
      const t = garment.texture;
      out.push([t[i * 3] ?? 0, t[i * 3 + 1] ?? 0, t[i * 3 + 2] ?? 0]);
    }
    return out;
  };
  const below = Math.round(knee + (end - knee) * 0.15);
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = knee; y <= below; y += 1)
    for (const p of pixels(y)) {
      for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (p[c] ?? 0);
      n += 1;
    }
  if (n === 0) return leg.hem;
  const own = toLab(sum.map((v) => v / n) as Rgb);
  const far = (p: Rgb) => {
    const [l, a, b] = toLab(p);
    return Math.hypot((l - own[0]) / 3, a - own[1], b - own[2]) > HEM_HUE;
  };
  for (let y = knee; y <= leg.hem; y += 1) {
    const row = pixels(y);
    if (row.length > 0 && row.filter(far).length > row.length * HEM_SHARE)
      return Math.max(knee, y - 1);
  }
  return leg.hem;
}

/** The first row with a span (-1: none). */
function firstRow(a: Float64Array): number {
  return a.findIndex((v) => v >= 0);
}

function makeLegs(
  on: (i: number) => boolean,
  width: number,
  height: number,
  lines: [Point[], Point[]],
  join: number,
  radius: number,
  /** Edits row y's span [a[y], b[y]] of a leg before its hem is read. */
  trim?: (y: number, a: Float64Array, b: Float64Array) => void,
): Leg[] | undefined {
  const spans = legSpans(on, width, height, lines, join);
  if (trim) for (const [a, b] of spans) for (let y = 0; y < height; y += 1) trim(y, a, b);
  const legs: Leg[] = [];
  for (let k = 0; k < 2; k += 1) {
    const line = lines[k] as Point[];
    const [rawA, rawB] = spans[k] as Spans;
    const ankle = (line[line.length - 1] as Point).y;
    const hem = hemRow(rawA, rawB, ankle);
    const top = firstRow(rawA);
    if (hem < 0 || top < 0 || hem <= top) return undefined;
    legs.push({
      line,
      a: smooth(rawA, radius),
      b: smooth(rawB, radius),
      // Both legs share the hips' row: each leg's own put a step in the waistband at the fly.
      hip: ((lines[0][0] as Point).y + (lines[1][0] as Point).y) / 2,
      hem,
      top,
    });
  }
  // Both legs share the top row too: above the hips one mapping for the whole waistband (the
  // top's hem hanging lower over one side hides it there, as it would).
  const top = Math.min(...legs.map((leg) => leg.top));
  for (const leg of legs) leg.top = top;
  return legs;
}

/**
 * Where the legs touch, the deep crease between them misses the old trousers' colours and the
 * matte (person_03's navy folds to near black there); its pixels are fabric, not the backdrop
 * between the legs, when they are nearer the legs' colour in that row than the backdrop beside
 * the person. Returns 1 on such gaps between the two legs' spans, at most `widest` wide.
 */
function creasesBetween(
  person: PersonAnalysis,
  on: (i: number) => boolean,
  lines: [Point[], Point[]],
  join: number,
  widest: number,
): Uint8Array {
  const { image, matte } = person;
  const { width, height } = image;
  const crease = new Uint8Array(width * height);
  const spans = legSpans(on, width, height, lines, join);
  const [aA] = spans[0] as Spans;
  const [, bB] = spans[1] as Spans;
  const mean = (y: number, x0: number, x1: number, where: (i: number) => boolean) => {
    const sum = [0, 0, 0];
    let n = 0;
    for (let x = Math.max(0, x0); x <= Math.min(width - 1, x1); x += 1) {
      const i = y * width + x;
      if (!where(i)) continue;
      for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (image.data[i * 3 + c] ?? 0);
      n += 1;
    }
    return n > 0 ? sum.map((v) => v / n) : undefined;
  };
  const distance = (i: number, rgb: number[]) =>
    Math.hypot(
      (image.data[i * 3] ?? 0) - (rgb[0] ?? 0),
      (image.data[i * 3 + 1] ?? 0) - (rgb[1] ?? 0),
      (image.data[i * 3 + 2] ?? 0) - (rgb[2] ?? 0),
    );
  const outside = (i: number) => (matte.data[i] ?? 0) < 0.05;
  for (let y = 0; y < height; y += 1) {
    const from = aA[y] ?? -1;
    const to = bB[y] ?? -1;
    if (from < 0 || to < 0) continue;
    const backdrop =
      mean(y, from - 4 * widest, from - 3, outside) ?? mean(y, to + 3, to + 4 * widest, outside);
    const legs = mean(y, from, to, on);
    if (!backdrop || !legs) continue;
    // Each hole between the legs' outer edges: fabric when all of it is nearer the legs' colour.
    for (let x = from; x <= to; x += 1) {
      if (on(y * width + x)) continue;
      let end = x;
      let fabric = true;
      while (end <= to && !on(y * width + end)) {
        const i = y * width + end;
        fabric &&= distance(i, legs) < distance(i, backdrop) && (person.skin.data[i] ?? 0) < 0.5;
        end += 1;
      }
      if (fabric && end - x <= widest) crease.fill(1, y * width + x, y * width + end);
      x = end;
    }
  }
  return crease;
}

/**
 * The garment row that person row y shows, on one leg: the hips on the garment's hips and the
 * old hem on the garment's hem, linearly; above the hips the same scale, unless the old
 * trousers reach higher than the garment's waist would then land (a tucked-in top, a high
 * waistband): then their top row takes the garment's waist, as stretchToOldTop did.
 */
function garmentRow(y: number, person: Leg, garment: Leg): number {
  const scale = (garment.hem - garment.hip) / Math.max(1, person.hem - person.hip);
  if (y >= person.hip) return Math.min(garment.hem, garment.hip + (y - person.hip) * scale);
  const topAt = garment.hip + (person.top - person.hip) * scale;
  if (topAt >= garment.top || person.hip - person.top < 1)
    return Math.max(garment.top, garment.hip + (y - person.hip) * scale);
  return garment.top + ((y - person.top) * (garment.hip - garment.top)) / (person.hip - person.top);
}

/** The two legs' lines, left then right in the picture. */
function ordered(l: Point[], r: Point[]): [Point[], Point[]] {
  return (l[0] as Point).x <= (r[0] as Point).x ? [l, r] : [r, l];
}

/**
 * Trousers put on over trousers to the ankles take the old pair's outline, leg by leg and row by
 * row: each row of an old leg shows the garment leg's row at the same height between hip and hem,
 * stretched across from the old leg's edge to its edge, and the garment's hem lands on the old
 * one. The joints' warp (one quad from hips to ankles) put straight flat jeans over person_03's
 * baggy, splayed trousers: the old navy showed at a hem above the shoes, and between the legs a
 * white line where the jeans' own soft edge fell inside the old leg. Returns false (the layer
 * untouched) where the old trousers stop short of an ankle, or the garment is a swatch.
 */
export function conformToOldLegs(
  layer: FitLayer,
  person: PersonAnalysis,
  worn: GarmentModel,
): boolean {
  if (worn.tiles) return false;
  const garment = withoutBareArms(worn);
  const { body, oldGarment } = person;
  const { width, height } = oldGarment;
  const sw = body.shoulderWidth;
  const bone = (side: 'L' | 'R'): Point[] => {
    const hip = side === 'L' ? body.hipL : body.hipR;
    const knee = side === 'L' ? body.kneeL : body.kneeR;
    const end = legEnd(body, side);
    return knee && knee.y > hip.y && knee.y < end.y ? [hip, knee, end] : [hip, end];
  };
  const join = Math.max(2, Math.round(sw * GAP_JOIN));
  const radius = Math.max(1, Math.round(sw * EDGE_SMOOTH));
  // The old trousers and their soft outline (in the person's matte, not skin): the compositor
  // makes backdrop over an outline the layer leaves open, a pale line beside the new legs.
  const near = morphMask(oldGarment, OUTLINE);
  const onOld = (i: number) =>
    (oldGarment.data[i] ?? 0) > 0.5 ||
    ((near.data[i] ?? 0) > 0.5 &&
      (person.matte.data[i] ?? 0) > 0.2 &&
      (person.skin.data[i] ?? 0) < 0.5);
  const lines = ordered(bone('L'), bone('R'));
  const crease = creasesBetween(person, onOld, lines, join, Math.round(sw * CREASE_WIDTH));
  const onLeg = (i: number) => onOld(i) || crease[i] === 1;
  const personLegs = makeLegs(onLeg, width, height, lines, join, radius);
  if (!personLegs) return false;
  for (const leg of personLegs) {
    const ankle = (leg.line[leg.line.length - 1] as Point).y;
    if (leg.hem < ankle - ANKLE_SLACK * (ankle - leg.hip)) return false;
  }
  const q = garment.anchors.quad;
  const onGarment = (i: number) => garment.parts[i] !== 0 && (garment.alpha.data[i] ?? 0) > 0.5;
  const garmentLegs = makeLegs(
    onGarment,
    garment.width,
    garment.height,
    ordered([q.tl, q.bl], [q.tr, q.br]),
    join,
    // A worn pair's mask follows its wearer's matte, ragged row to row: smoothed, or a skinny
    // leg stretched across a baggy one streaks sideways.
    garment.kind === 'worn' ? radius * 2 : 0,
    (y, a, b) => trimShadow(garment, y, a, b),
  );
  if (!garmentLegs) return false;
  if (garment.kind === 'worn')
    for (const leg of garmentLegs) leg.hem = Math.min(leg.hem, hemByColour(garment, leg));
  // Within OUTLINE of the backdrop (the matte near 0): the outline, not a crease inside it.
  const backdrop = createFloatMap(width, height);
  for (let i = 0; i < backdrop.data.length; i += 1)
    backdrop.data[i] = (person.matte.data[i] ?? 0) < 0.05 ? 1 : 0;
  const byBackdrop = morphMask(backdrop, OUTLINE);
  const top = Math.min(...personLegs.map((leg) => leg.top));
  const bottom = Math.max(...personLegs.map((leg) => leg.hem));
  const rgb = new Float32Array(3);
  for (let y = top; y < height; y += 1) {
    const split =
      (lineAt((personLegs[0] as Leg).line, y) + lineAt((personLegs[1] as Leg).line, y)) / 2;
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const isOld = onLeg(i);
      const k = x < split ? 0 : 1;
      const leg = personLegs[k] as Leg;
      const gLeg = garmentLegs[k] as Leg;
      const la = leg.a[y] ?? -1;
      if (!isOld || y > bottom || la < 0) {
        // Below the hips the old outline is the new one; beside it the backdrop shows.
        if (y >= leg.hip || isOld) layer.alpha.data[i] = 0;
        continue;
      }
      const lb = leg.b[y] ?? la;
      const gy = garmentRow(y, leg, gLeg);
      const gr = Math.round(gy);
      const ga = gLeg.a[gr] ?? -1;
      if (ga < 0) continue;
      const gb = gLeg.b[gr] ?? ga;
      // Inside the garment's leg by a pixel: its own edge is half backdrop.
      const inset = gb - ga > 4 ? 1 : 0;
      const u = lb > la ? (x - la) / (lb - la) : 0.5;
      const gx = Math.min(gb - inset, Math.max(ga + inset, ga + u * (gb - ga)));
      sample(garment, { x: gx, y: Math.min(gLeg.hem - 0.5, gy) }, rgb, 0);
      // At the outline (by the backdrop) the matte's share: under 1 the compositor makes the
      // backdrop there and mixes the garment into it, where blending into the photo mixed in the
      // old colour (a dark rim of person_03's navy along the new jeans).
      const edge =
        (byBackdrop.data[i] ?? 0) > 0.5
          ? Math.min(1, (person.matte.data[i] ?? 0) * OUTLINE_MATTE)
          : 1;
      layer.alpha.data[i] = edge < 0.99 ? edge : 1;
      layer.belowHem[i] = 0;
      layer.rgb[i * 3] = rgb[0] as number;
      layer.rgb[i * 3 + 1] = rgb[1] as number;
      layer.rgb[i * 3 + 2] = rgb[2] as number;
    }
  }
  return true;
}
