import type { PersonAnalysis } from '../person/person-analysis';
import { boxMean } from '../raster/box-filter';
import { boundingBox, growBox, type PixelBox } from '../raster/geometry';

/** The person matte below this is surely backdrop: the local backdrop colour is taken there. */
const SURE_BACKDROP = 0.03;
/** A pixel the matte holds less surely than this can be its soft fringe... */
const FRINGE_MATTE = 0.98;
/**
 * ...and one it holds fully, within this many shoulder widths of the sure backdrop (counted
 * along the flood): the matte is made at a fraction of the photo's size and, by hair, holds
 * the wall 12–24 px past the photo's edge.
 */
const FULL_REACH = 0.15;
/** How far (shoulder widths) around a pixel the backdrop beside it is averaged. */
const REACH = 0.1;
/** A fringe pixel within this RGB distance of the backdrop beside it is that backdrop. */
const BACKDROP_NEAR = 12;
/** An arm's edge turns from the light: its skin there is down to this share of the skin nearby. */
const EDGE_SHADES = [1, 0.85, 0.7, 0.55];

/**
 * Pixels the soft person matte holds (up to FRINGE_MATTE) that are the backdrop beside them, or
 * a blend of it and the bare skin beside them (an edge's anti-aliasing): within BACKDROP_NEAR of
 * a line from the mean colour of the sure backdrop within REACH shoulder widths to that of the
 * bare skin there (in full light or turned from it, EDGE_SHADES), and joined to the backdrop
 * through such pixels. A white top's shade is grey, so the old-outfit map takes the grey wall
 * the matte's soft edge spills over (above D16's shoulder: 0.5–0.9 matte, 2–10 levels from the
 * wall, within 5 of the top's palette); left to the uncovered fill, that wall became made skin,
 * a flesh-coloured plate beside the neck. `open` (0/1) says which pixels may be taken (the old
 * outfit the new garment leaves open).
 */
export function backdropFringe(person: PersonAnalysis, open: Uint8Array): Uint8Array {
  const { image, matte } = person;
  const { width, height } = image;
  const n = width * height;
  const taken = new Uint8Array(n);
  // The flood passes through the matte's outer fringe (under 0.5) too, open or not; through
  // the old outfit the matte holds fully (2) up to FULL_REACH.
  const passable = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    const m = matte.data[i] ?? 1;
    if (m >= SURE_BACKDROP && (m < 0.5 || open[i])) passable[i] = m < FRINGE_MATTE ? 1 : 2;
  }
  const box = boundingBox(n, width, (i) => passable[i] !== 0);
  if (!box) return taken;
  const radius = Math.max(2, Math.round(person.body.shoulderWidth * REACH));
  const [wall, bare] = localMeans(person, growBox(box, radius + GRID, width, height), radius);
  const b = [0, 0, 0];
  const s = [0, 0, 0];
  const c = [0, 0, 0];
  const looksBackdrop = (i: number) => {
    if (!wall.at(i, b)) return false;
    if (!bare.at(i, s)) for (let k = 0; k < 3; k += 1) s[k] = b[k]!;
    for (let k = 0; k < 3; k += 1) c[k] = image.data[i * 3 + k] ?? 0;
    let d2 = Infinity;
    for (const shade of EDGE_SHADES) d2 = Math.min(d2, segmentDistance2(c, b, s, shade));
    return d2 < BACKDROP_NEAR ** 2;
  };
  // Grown from the sure backdrop, four-connected, through backdrop-like pixels only; seeded
  // with such pixels beside the sure backdrop (the backdrop itself is not walked).
  const seen = new Uint8Array(n);
  const queue: number[] = [];
  // Steps from the sure backdrop along the flood.
  const steps = new Uint16Array(n);
  const fullReach = Math.max(2, Math.round(person.body.shoulderWidth * FULL_REACH));
  const isSure = (j: number) => (matte.data[j] ?? 1) < SURE_BACKDROP;
  const visit = (j: number, from = -1) => {
    if (seen[j]) return;
    const step = from < 0 ? 1 : (steps[from] ?? 0) + 1;
    if (passable[j] === 2 && step > fullReach) return;
    seen[j] = 1;
    if (!passable[j] || !looksBackdrop(j)) return;
    steps[j] = Math.min(step, 0xffff);
    if (open[j]) taken[j] = 1;
    queue.push(j);
  };
  for (let y = box.y0; y <= box.y1; y += 1)
    for (let x = box.x0, i = y * width + x; x <= box.x1; x += 1, i += 1) {
      if (!passable[i]) continue;
      if (
        (y > 0 && isSure(i - width)) ||
        (y < height - 1 && isSure(i + width)) ||
        (x > 0 && isSure(i - 1)) ||
        (x < width - 1 && isSure(i + 1))
      )
        visit(i);
    }
  for (let head = 0; head < queue.length; head += 1) {
    const i = queue[head]!;
    const x = i % width;
    if (i >= width) visit(i - width, i);
    if (i + width < n) visit(i + width, i);
    if (x > 0) visit(i - 1, i);
    if (x < width - 1) visit(i + 1, i);
  }
  return taken;
}

/** Local means are smooth over REACH: taken on a grid this many pixels apart. */
const GRID = 4;

/**
 * The mean colours of the sure backdrop and of the bare skin (skin, not old outfit) within about
 * `radius` of each pixel (box windows on a GRID-pixel grid), or none where a window holds none.
 * Only pixels within `reach` count (the box of the pixels asked about, grown by the radius).
 */
function localMeans(person: PersonAnalysis, reach: PixelBox, radius: number) {
  const { image, matte, skin, oldGarment } = person;
  const { width, height, data } = image;
  const gw = Math.ceil(width / GRID);
  const gh = Math.ceil(height / GRID);
  const m = gw * gh;
  // Weight, red, green, blue sums of the backdrop (0–3) and of the bare skin (4–7) per cell.
  const sums = Array.from({ length: 8 }, () => new Float32Array(m));
  for (let y = reach.y0; y <= reach.y1; y += 1) {
    const row = ((y / GRID) | 0) * gw;
    for (let x = reach.x0, i = y * width + x; x <= reach.x1; x += 1, i += 1) {
      let o: number;
      if ((matte.data[i] ?? 1) < SURE_BACKDROP) o = 0;
      else if ((skin.data[i] ?? 0) > 0.5 && (oldGarment.data[i] ?? 0) <= 0.5) o = 4;
      else continue;
      const g = row + ((x / GRID) | 0);
      for (let c = 0; c < 4; c += 1) {
        const plane = sums[o + c] as Float32Array;
        plane[g] = (plane[g] ?? 0) + (c === 0 ? 1 : (data[i * 3 + c - 1] ?? 0));
      }
    }
  }
  const r = Math.max(1, Math.round(radius / GRID));
  const means = sums.map((p) => boxMean(p, gw, gh, r));
  return [0, 4].map((o) => ({
    /** Writes the mean at pixel `i` into `out`; false where there is none. */
    at(i: number, out: number[]): boolean {
      const x = i % width;
      const g = (((i - x) / width / GRID) | 0) * gw + ((x / GRID) | 0);
      const share = means[o]![g] ?? 0;
      if (share < 0.05) return false;
      for (let c = 0; c < 3; c += 1) out[c] = (means[o + 1 + c]![g] ?? 0) / share;
      return true;
    },
  })) as [Means, Means];
}

interface Means {
  at(i: number, out: number[]): boolean;
}

/** Squared distance from `c` to the segment from `b` to `s` × `shade` (RGB). */
function segmentDistance2(c: number[], b: number[], s: number[], shade: number): number {
  let dot = 0;
  let len2 = 0;
  for (let k = 0; k < 3; k += 1) {
    const along = (s[k] ?? 0) * shade - (b[k] ?? 0);
    dot += ((c[k] ?? 0) - (b[k] ?? 0)) * along;
    len2 += along * along;
  }
  const t = len2 > 0 ? Math.min(1, Math.max(0, dot / len2)) : 0;
  let d2 = 0;
  for (let k = 0; k < 3; k += 1)
    d2 += ((c[k] ?? 0) - (b[k] ?? 0) - t * ((s[k] ?? 0) * shade - (b[k] ?? 0))) ** 2;
  return d2;
}
