import { legEnd, type Body } from '../person/body';
import type { PersonAnalysis } from '../person/person-analysis';
import { mid } from '../raster/geometry';
import { createFloatMap, morphMask, type FloatMap } from '../raster/raster';
import { necklineTop, type Neckline } from './neckline';
import type { BodyFrame } from './row-spans';

/**
 * A long top's body (kurta, sherwani) as the person wears it: from a shoulder line that slopes
 * from the neck to the shoulder points, chest-wide (the sleeves lie over its sides), straight to
 * the hips and a little wider than them, then flaring slightly to a hem that curves up a little
 * towards the sides, with a round neckline. A garment photo's wearer standing at three-quarter
 * view, with arms folded or a dupatta over one side, gives no usable outline for the front view:
 * the shape comes from the person's own frame, the length from the garment (its wearer's
 * proportions), the fabric from the photo.
 */
export function longTopShape(
  person: PersonAnalysis,
  f: BodyFrame,
  neckline?: Neckline,
): Uint8Array {
  const { width, height } = person.image;
  const b = person.body;
  const out = new Uint8Array(width * height);
  const sw = f.sw;
  const shoulderY = mid(b.shoulderL, b.shoulderR).y;
  const hipHalf = Math.max(sw * 0.5, Math.abs(b.hipR.x - b.hipL.x) * 0.5 + sw * 0.14);
  const line = shoulderLine(person, f);
  const top = shoulderY - sw * SHOULDER_RISE;
  const last = Math.min(height - 1, Math.round(f.hemY));
  const neckY = shoulderY + sw * 0.12;
  // A high neckline's collar stands above the shoulder line at the sides of the neck.
  const first = neckline ? top - neckline.height : top;
  for (let y = Math.max(0, Math.ceil(first)); y <= last; y += 1) {
    const half = halfWidthAt(y, { shoulderY, hipY: f.hipY, sw, hipHalf });
    const neck = !neckline && y < neckY ? neckHalfWidth(y, top, neckY, sw) : 0;
    const c = f.centreAt(y);
    const x0 = Math.max(0, Math.ceil(c - half));
    const x1 = Math.min(width - 1, Math.floor(c + half));
    for (let x = x0; x <= x1; x += 1) {
      const u = Math.abs(x - c) / half;
      // The hem rises a little towards the side seams, as a kurta's curved hem does.
      if (y > f.hemY - sw * 0.08 * u ** 3) continue;
      const from = neckline ? necklineTop(neckline, x) : line(x);
      if (Math.abs(x - c) >= neck && y >= from) out[y * width + x] = 1;
    }
  }
  return out;
}

/**
 * Whether a point lies in a long top's neck opening or above its shoulder line: the front-view
 * template's own neckline, which the garment photo's collar must not fill (a 3/4-view wearer's
 * collar, warped onto a front view, covers the neck in a flat box).
 */
export function aboveNeckline(
  person: PersonAnalysis,
  f: BodyFrame,
  neckline?: Neckline,
): (x: number, y: number) => boolean {
  const b = person.body;
  const sw = f.sw;
  const shoulderY = mid(b.shoulderL, b.shoulderR).y;
  const top = shoulderY - sw * SHOULDER_RISE;
  const line = shoulderLine(person, f);
  if (neckline) return (x, y) => y < necklineTop(neckline, x);
  return (x, y) => {
    if (y < line(x)) return true;
    const open = COLLAR_OPENING * neckHalfWidth(y, top, shoulderY, sw);
    return y < shoulderY && Math.abs(x - f.centreAt(y)) < open;
  };
}

/**
 * The opening the photo's collar leaves at the front of the neck: closing at the shoulder
 * joints' height and three quarters as wide as the template's round neck, so a band collar
 * (most kurtas, every sherwani) still hugs the neck and its top buttons stay.
 */
const COLLAR_OPENING = 0.75;

/** How far above the shoulder joints (× shoulder width) the collar sits at the neck. */
const SHOULDER_RISE = 0.16;

/**
 * The top of a long top across the body: level at the neck, sloping down to the shoulder points
 * (just above the shoulder joints) and then falling away over the round of the shoulder, so the
 * shoulders keep a natural slope instead of being squared off. Each side follows its own
 * shoulder's height (a tilted pose).
 */
export function shoulderLine(person: PersonAnalysis, f: BodyFrame): (x: number) => number {
  const b = person.body;
  const sw = f.sw;
  const c = mid(b.shoulderL, b.shoulderR).x;
  return (x: number) => {
    const s = x < c ? b.shoulderL.y : b.shoulderR.y;
    const u = Math.abs(x - c) / sw;
    if (u <= 0.2) return s - sw * SHOULDER_RISE;
    if (u <= 0.5) return s - sw * (SHOULDER_RISE - ((u - 0.2) / 0.3) * 0.1);
    return s - sw * (SHOULDER_RISE - 0.1) + (u - 0.5) * sw * 0.6;
  };
}

interface Rows {
  shoulderY: number;
  hipY: number;
  sw: number;
  hipHalf: number;
}

/**
 * How much wider a long top gets per row below the hips: a kurta's or a sherwani's side panels
 * hang nearly straight (0.12 read as a dress's A-line on vton-dev D12 and D13).
 */
const FLARE = 0.06;

/** Half the body's width at row y: chest-wide to the hips (the sleeves cover its sides), then a slight A-line. */
function halfWidthAt(y: number, r: Rows): number {
  const chestHalf = r.sw * 0.5;
  if (y <= r.hipY) {
    const t = Math.max(0, (y - r.shoulderY) / Math.max(1, r.hipY - r.shoulderY));
    return chestHalf + (r.hipHalf - chestHalf) * t;
  }
  return r.hipHalf + (y - r.hipY) * FLARE;
}

/** The neckline: a rounded opening, widest at the top, closing at the neck row. */
function neckHalfWidth(y: number, top: number, neckY: number, sw: number): number {
  const t = (y - top) / Math.max(1, neckY - top);
  return sw * 0.2 * Math.sqrt(Math.max(0, 1 - t * t));
}

/**
 * A long top ends between the knee and a third of the way down the shin: a garment photo whose
 * wearer's churidar matches the top (a cream sherwani over cream trousers) has no visible hem.
 */
export function longTopHem(body: Body, hemY: number): number {
  const ankleY = Math.max(legEnd(body, 'L').y, legEnd(body, 'R').y);
  const knees = [body.kneeL, body.kneeR].flatMap((k) => (k ? [k.y] : []));
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const kneeY = knees.length ? Math.max(...knees) : (hipY + ankleY) / 2;
  return Math.min(hemY, kneeY + (ankleY - kneeY) * 0.35);
}

/**
 * A long top's hem moved down over the old outfit's when that ends just below it (shorts ending
 * a little under a kurta's hem, vton-dev D12's person in D14's kurta): the strip between the two
 * hems, old cloth or skin made again where it was, reads as a fault. The old outfit's last row
 * across the body (at least 4 pixels of it within 0.6 shoulder widths of the centre line) is
 * looked for up to 0.35 shoulder widths below the hem; an outfit that goes on past that
 * (trousers, a long skirt) leaves the hem where it was. The hem then ends 0.1 shoulder widths
 * under it, as it rises that much towards the side seams.
 */
export function overOldHem(person: PersonAnalysis, f: BodyFrame, hemY: number): number {
  const { width, height } = person.image;
  const { oldGarment } = person;
  const reach = Math.min(height - 1, Math.round(hemY + f.sw * OLD_HEM_REACH));
  let lowest = -1;
  for (let y = Math.max(0, Math.ceil(hemY)); y <= reach; y += 1) {
    const c = f.centreAt(y);
    const x0 = Math.max(0, Math.round(c - f.sw * 0.6));
    const x1 = Math.min(width - 1, Math.round(c + f.sw * 0.6));
    let n = 0;
    for (let x = x0; x <= x1; x += 1) if ((oldGarment.data[y * width + x] ?? 0) > 0.5) n += 1;
    if (n >= 4) lowest = y;
  }
  if (lowest < 0 || lowest >= reach) return hemY;
  return Math.min(height - 1, lowest + f.sw * 0.1);
}

/** How far (× shoulder width) below a long top's hem the old outfit's hem is still covered. */
const OLD_HEM_REACH = 0.35;

/**
 * A long top hangs over the lower garment: where shorts stand out a little beyond its sides
 * (flared shorts beside a straight kurta, vton-dev D13), the strip of them left beside the
 * top reads as the old outfit showing. Row by row from the waist to the hem, a run of old outfit
 * that starts at the shape's edge and ends within OLD_SIDE_REACH shoulder widths is covered to
 * one pixel past it; a wider run (a skirt, trousers' flare) is left. Below the widest such run
 * the side hangs straight down to the hem (as cloth over the shorts' flare does); above it the
 * widening falls off by half a pixel per row, so the side does not step. Edits `shape`; returns
 * the pixels added.
 */
export function coverOldSides(person: PersonAnalysis, f: BodyFrame, shape: Uint8Array): number {
  const { width, height } = person.image;
  const old = person.oldGarment.data;
  const reach = Math.round(f.sw * OLD_SIDE_REACH);
  const from = Math.max(0, Math.round(f.hipY - (f.hipY - f.neckY) * 0.25));
  const to = Math.min(height - 1, Math.floor(f.hemY));
  if (reach < 1 || to < from) return 0;
  const rows = to - from + 1;
  const edges: { lo: number; hi: number }[] = [];
  const grow = [new Float32Array(rows), new Float32Array(rows)];
  for (let y = from; y <= to; y += 1) {
    const row = y * width;
    const c = Math.round(f.centreAt(y));
    let lo = c;
    let hi = c;
    if (c >= 0 && c < width && shape[row + c]) {
      while (lo > 0 && shape[row + lo - 1]) lo -= 1;
      while (hi < width - 1 && shape[row + hi + 1]) hi += 1;
    } else [lo, hi] = [-1, -1];
    edges.push({ lo, hi });
    // Not where the hem curves up at the sides: the legs show there under any long top.
    if (lo < 0 || y > f.hemY - f.sw * 0.1) continue;
    [-1, 1].forEach((step, side) => {
      let x = (step < 0 ? lo : hi) + step;
      let n = 0;
      while (x >= 0 && x < width && n <= reach && (old[row + x] ?? 0) > 0.5) {
        x += step;
        n += 1;
      }
      if (n > 0 && n <= reach) grow[side]![y - from] = n + 1;
    });
  }
  // The hem's own curve up towards the sides (longTopShape) goes on over the widened sides.
  const ref = edges[Math.max(0, Math.round(f.hemY - f.sw * 0.1) - from)] ?? { lo: -1, hi: -1 };
  const half = Math.max(1, (ref.hi - ref.lo) / 2);
  let added = 0;
  [-1, 1].forEach((step, side) => {
    const g = grow[side]!;
    let above = 0; // the widest widening so far, going down: cloth hangs straight below it
    for (let k = 0; k < rows; k += 1) {
      above = Math.max(above, g[k] ?? 0);
      let n = above;
      for (let j = k + 1; j < rows && j - k <= 2 * reach; j += 1)
        n = Math.max(n, (g[j] ?? 0) - (j - k) * 0.5);
      const { lo, hi } = edges[k]!;
      if (lo < 0 || n < 1) continue;
      const y = from + k;
      const c = f.centreAt(y);
      for (let m = 1; m <= Math.floor(n); m += 1) {
        const x = (step < 0 ? lo : hi) + step * m;
        if (x < 0 || x >= width || shape[y * width + x]) continue;
        if (y > f.hemY - f.sw * 0.08 * (Math.abs(x - c) / half) ** 3) continue;
        shape[y * width + x] = 1;
        added += 1;
      }
    }
  });
  return added;
}

/** How far (× shoulder width) old outfit beside a long top's sides is still covered. */
const OLD_SIDE_REACH = 0.15;

/**
 * Clears what lies above the long top's shoulder line (a sleeve's round cap standing over the
 * shoulder, a squared corner), except over the person themself: their own shoulders, higher than
 * the line, stay covered.
 */
export function clipToShoulderLine(
  person: PersonAnalysis,
  f: BodyFrame,
  masks: Uint8Array[],
): void {
  const { width } = person.image;
  const line = shoulderLine(person, f);
  const b = person.body;
  const lowest = Math.ceil(Math.max(b.shoulderL.y, b.shoulderR.y) + f.sw * 0.3);
  for (let x = 0; x < width; x += 1) {
    const until = Math.min(lowest, Math.ceil(line(x)));
    for (let y = 0; y < until; y += 1) {
      const i = y * width + x;
      if ((person.matte.data[i] ?? 0) > 0.5) continue;
      for (const mask of masks) mask[i] = 0;
    }
  }
}

/**
 * The person's own outline, tighter than the matte (a soft segmentation mask runs a few pixels
 * past the shoulders into the backdrop): their skin, their old outfit and their hair, grown by
 * `grow` pixels for the cloth's ease (none under one pixel). Undefined when those maps show nothing.
 */
export function bodyOutline(person: PersonAnalysis, grow: number): FloatMap | undefined {
  const { width, height } = person.image;
  const own = createFloatMap(width, height);
  let any = false;
  for (let i = 0; i < own.data.length; i += 1) {
    const on =
      (person.matte.data[i] ?? 0) > 0.5 &&
      ((person.skin.data[i] ?? 0) > 0.5 ||
        (person.oldGarment.data[i] ?? 0) > 0.5 ||
        (person.hair.data[i] ?? 0) > 0.5);
    own.data[i] = on ? 1 : 0;
    any ||= on;
  }
  if (!any) return undefined;
  return grow >= 1 ? morphMask(own, grow) : own;
}

/**
 * A long top's shoulders lie on the person's own: above the armpits, only within their outline
 * (skin, old outfit, hair) grown by 0.025 shoulder widths, so the garment's shoulder follows
 * theirs instead of standing out square over the matte's soft rim. Nothing is clipped when the
 * outline does not reach a shoulder (an outfit the old-garment map missed).
 */
export function clipToBodyOutline(person: PersonAnalysis, masks: Uint8Array[]): void {
  const { width } = person.image;
  const b = person.body;
  const sw = b.shoulderWidth;
  const outline = bodyOutline(person, Math.round(sw * 0.025));
  if (!outline) return;
  const covers = (p: { x: number; y: number }) =>
    (outline.data[Math.round(p.y) * width + Math.round(p.x)] ?? 0) > 0.5;
  if (!covers(b.shoulderL) || !covers(b.shoulderR)) return;
  const untilY = Math.round(Math.max(b.shoulderL.y, b.shoulderR.y) + sw * 0.25);
  const limit = Math.min(outline.data.length, Math.max(0, untilY) * width);
  for (const mask of masks)
    for (let i = 0; i < limit; i += 1) if ((outline.data[i] ?? 0) < 0.5) mask[i] = 0;
}

/**
 * A long top's shoulders reach up over the old outfit's (`fill`, edited): a sweatshirt's or a
 * shirt's shoulders stand higher than the template's shoulder line (vton person_03), and the
 * strip of old outfit between the two was made again as bare skin, a flat slab over both
 * shoulders. The body lies just under the old outfit there, so the new top covers it too. On
 * each side, from the neck opening's edge out to the shoulder point, where old outfit runs
 * straight up from the top edge (of all `masks`' union) and ends within OLD_SHOULDER_REACH
 * shoulder widths, the edge is raised to its top, by no more than its distance from the neck
 * opening. Runs before bridgeShoulders, which evens the raised edge out. Returns the pixels added.
 */
export function coverOldShoulders(
  person: PersonAnalysis,
  f: BodyFrame,
  fill: Uint8Array,
  masks: Uint8Array[],
  neckline?: Neckline,
  /**
   * Half-width (px) over which the raise is opened (a narrow spike's taken back, wide runs
   * kept): a choli's straps follow the old top's shoulders, whose ragged edges (an off-shoulder
   * tee's cut-outs, vton person_02) stood up as points. 0: each column as it is.
   */
  spikes = 0,
): number {
  const { width } = person.image;
  const b = person.body;
  const sw = f.sw;
  const old = person.oldGarment.data;
  const { c, top, edgeAt } = shoulderBand(person, f, masks, OLD_SHOULDER_REACH);
  let added = 0;
  for (const side of [-1, 1]) {
    const reach = Math.max(...[b.shoulderL, b.shoulderR].map((p) => (p.x - c) * side));
    // Beside a high neckline's collar from its side, where the edge may rise to the collar's top.
    const from = Math.ceil(neckline ? neckline.half : sw * 0.2);
    const climb = neckline ? neckline.height : 0;
    const columns: { x: number; edge: number; rise: number }[] = [];
    for (let d = from; d <= reach; d += 1) {
      const x = Math.round((neckline?.c ?? c) + side * d);
      if (x < 0 || x >= width) break;
      const edge = edgeAt(x);
      if (edge <= top) continue;
      let y = edge - 1;
      while (y >= top && (old[y * width + x] ?? 0) > 0.5) y -= 1;
      if (y < top || edge - (y + 1) > sw * OLD_SHOULDER_REACH) continue;
      // Beside the neck opening the raised edge climbs at 45° from it, so the neckline stays
      // round instead of standing up in straight sides.
      columns.push({ x, edge, rise: Math.min(edge - (y + 1), d - from + 1 + climb) });
    }
    const tops = openProfile(
      columns.map((k) => k.edge - k.rise),
      spikes,
    );
    for (const [k, { x, edge }] of columns.entries()) {
      for (let r = tops[k] ?? edge; r < edge; r += 1) {
        fill[r * width + x] = 1;
        added += 1;
      }
    }
  }
  return added;
}

/**
 * A top edge's rows (y down the image) opened over ±`half` entries: each takes the highest of
 * the lowest rows around it, so a peak narrower than the window comes down to its shoulders and
 * wider runs stay. The identity for `half` 0.
 */
function openProfile(rows: number[], half: number): number[] {
  if (half <= 0) return rows;
  const pass = (values: number[], pick: (a: number, b: number) => number) =>
    values.map((v, k) => {
      let out = v;
      for (let e = Math.max(0, k - half); e <= Math.min(values.length - 1, k + half); e += 1)
        out = pick(out, values[e] as number);
      return out;
    });
  // Top rows: a spike is a low row number; erode it with the lowest neighbours (max), then dilate.
  return pass(pass(rows, Math.max), Math.min);
}

/** How far (× shoulder width) above a long top's shoulder edge the old outfit is still covered. */
const OLD_SHOULDER_REACH = 0.15;

/**
 * The band a long top's shoulder edge is looked for in: from `above` shoulder widths over the
 * collar's top (SHOULDER_RISE + 0.1 above the shoulder joints) down to 0.3 below the lower
 * joint. `edgeAt(x)`: the first row in it where any of `masks` is set, -1 where none is.
 */
function shoulderBand(person: PersonAnalysis, f: BodyFrame, masks: Uint8Array[], above: number) {
  const { width } = person.image;
  const b = person.body;
  const shoulderY = mid(b.shoulderL, b.shoulderR).y;
  const c = f.centreAt(shoulderY);
  const top = Math.max(0, Math.floor(shoulderY - f.sw * (SHOULDER_RISE + 0.1 + above)));
  const bottom = Math.ceil(Math.max(b.shoulderL.y, b.shoulderR.y) + f.sw * 0.3);
  const on = (i: number) => masks.some((m) => m[i] === 1);
  const edgeAt = (x: number) => {
    for (let y = top; y <= bottom; y += 1) if (on(y * width + x)) return y;
    return -1;
  };
  return { c, top, edgeAt, on };
}

/** The deepest notch (× shoulder width) a long top's shoulder bridges: deeper is the pose's. */
const BRIDGE_DEPTH = 0.1;

/**
 * Fills the notch between a long top's neck and its sleeve caps (`fill`, edited), as cloth spans
 * the hollow between the trapezius and the deltoid: the shoulders follow the person's outline
 * (clipToBodyOutline), and where that outline dips, the top's edge dipped with it and the caps
 * stood up as puffs. On each side, from the neckline's edge out to the arm, the top edge (of all
 * `masks`' union) is raised to its upper hull, by at most BRIDGE_DEPTH shoulder widths.
 * Returns the pixels added.
 */
export function bridgeShoulders(
  person: PersonAnalysis,
  f: BodyFrame,
  fill: Uint8Array,
  masks: Uint8Array[],
): number {
  const { width } = person.image;
  const sw = f.sw;
  const { c, edgeAt, on } = shoulderBand(person, f, masks, 0);
  let added = 0;
  for (const side of [-1, 1]) {
    // The columns from the neckline's edge outwards while the top edge lies above the armpits.
    const points: { x: number; y: number }[] = [];
    for (let d = Math.ceil(sw * 0.2); ; d += 1) {
      const x = Math.round(c + side * d);
      if (x < 0 || x >= width) break;
      const y = edgeAt(x);
      if (y < 0) break;
      points.push({ x, y });
    }
    added += raiseToHull(points, sw * BRIDGE_DEPTH, (x, y) => {
      const i = y * width + x;
      if (fill[i] === 1 || on(i)) return false;
      fill[i] = 1;
      return true;
    });
  }
  return added;
}

/**
 * For points along a top edge (x stepping by one, y down the image), the upper hull's row at
 * each point; every pixel between it and the point, when no deeper than `depth`, goes to `set`.
 */
export function raiseToHull(
  points: { x: number; y: number }[],
  depth: number,
  set: (x: number, y: number) => boolean,
): number {
  // Andrew's monotone chain over the points in order: keep the chain whose turns bulge upwards.
  const hull: number[] = [];
  const cross = (o: number, a: number, p: number) => {
    const [po, pa, pp] = [points[o]!, points[a]!, points[p]!];
    return (pa.x - po.x) * (pp.y - po.y) - (pa.y - po.y) * (pp.x - po.x);
  };
  const step = points.length > 1 ? Math.sign(points[1]!.x - points[0]!.x) : 1;
  for (let k = 0; k < points.length; k += 1) {
    while (hull.length >= 2 && step * cross(hull[hull.length - 2]!, hull[hull.length - 1]!, k) <= 0)
      hull.pop();
    hull.push(k);
  }
  let added = 0;
  for (let h = 0; h + 1 < hull.length; h += 1) {
    const a = points[hull[h]!]!;
    const z = points[hull[h + 1]!]!;
    for (let k = hull[h]! + 1; k < hull[h + 1]!; k += 1) {
      const p = points[k]!;
      const rise = a.y + ((z.y - a.y) * (p.x - a.x)) / (z.x - a.x);
      if (p.y - rise > depth) continue;
      for (let y = Math.ceil(rise); y < p.y; y += 1) if (set(p.x, y)) added += 1;
    }
  }
  return added;
}
