import { isInsideFace } from '../person/detect-people';
import type { PersonAnalysis } from '../person/person-analysis';
import { blurMap, createFloatMap, morphMask, type FloatMap } from '../raster/raster';

/** Share of the photo's width on each side read as plain backdrop, row by row. */
const SIDE = 0.06;
/** A grown pixel is at least this much fabric along the backdrop→fabric line… */
const MIN_ALPHA = 0.4;
/** …and the fabric differs from the backdrop in colour, not only in brightness (a shadow). */
const MIN_CHROMA = 35;
/** Mean deviation (levels) of the side strips from their rows' colour: a plain studio backdrop. */
const MAX_SPREAD = 10;
/** The growth counts only when this share of the worn fabric lies beyond its first pixels. */
const MIN_GROWTH = 0.02;

type Rgb = [number, number, number];

/**
 * The backdrop's colour at each row: the mean of the photo's confident backdrop (matte < 0.02)
 * in a strip down each side, smoothed along the rows; undefined where a side shows none.
 */
function sideBackdrop(person: PersonAnalysis) {
  const { image, matte } = person;
  const { width, height } = image;
  const strip = Math.max(2, Math.round(width * SIDE));
  let plain = true;
  const sides = [0, width - strip].map((x0) => {
    const sum = createFloatMap(1, height);
    const rgb = [0, 1, 2].map(() => createFloatMap(1, height));
    for (let y = 0; y < height; y += 1)
      for (let x = x0; x < x0 + strip; x += 1) {
        const i = y * width + x;
        if ((matte.data[i] ?? 0) >= 0.02) continue;
        sum.data[y] = (sum.data[y] ?? 0) + 1;
        for (let c = 0; c < 3; c += 1)
          (rgb[c] as FloatMap).data[y] =
            ((rgb[c] as FloatMap).data[y] ?? 0) + (image.data[i * 3 + c] ?? 0);
      }
    const r = Math.max(2, Math.round(height / 64));
    const n = blurMap(sum, r, 2).data;
    const means = rgb.map((m) => blurMap(m, r, 2).data);
    // How far the strip's pixels stray from their row's mean: a studio backdrop hardly does.
    let spread = 0;
    let count = 0;
    for (let y = 0; y < height; y += 1) {
      const k = sum.data[y] ?? 0;
      if (k < strip * 0.5) continue;
      for (let x = x0; x < x0 + strip; x += 1) {
        const i = y * width + x;
        if ((matte.data[i] ?? 0) >= 0.02) continue;
        let d = 0;
        for (let c = 0; c < 3; c += 1)
          d += Math.abs((image.data[i * 3 + c] ?? 0) - ((rgb[c] as FloatMap).data[y] ?? 0) / k);
        spread += d / 3;
        count += 1;
      }
    }
    plain &&= count > 0 && spread / count < MAX_SPREAD;
    return (y: number): Rgb | undefined => {
      const w = n[y] ?? 0;
      if (w < strip * 0.25) return undefined;
      return [0, 1, 2].map((c) => (means[c]?.[y] ?? 0) / w) as Rgb;
    };
  });
  const at = (x: number, y: number): Rgb | undefined => {
    const left = sides[0]?.(y);
    const right = sides[1]?.(y);
    if (!left || !right) return left ?? right;
    const t = x / Math.max(1, width - 1);
    return [0, 1, 2].map((c) => (left[c] ?? 0) * (1 - t) + (right[c] ?? 0) * t) as Rgb;
  };
  return plain ? at : undefined;
}

/**
 * A sheer saree (chiffon, organza) lying beyond the person matte: the segmentation leaves out
 * a pallu the backdrop shows through, and it kept its old colour. From the worn fabric's edge,
 * pixels outside the matte are taken into it, on a plain backdrop (a studio's, read down the
 * photo's sides) and when they make a pallu rather than a fringe, while they read as the fabric laid over the
 * backdrop: on the line from the backdrop's colour (read down the photo's sides) to the fabric's
 * colour where the growth left the worn fabric, at least 40% of the way, close to the line, and
 * only where the fabric differs from the backdrop in colour (a shadow on the floor is darker,
 * not coloured). Grows at most 1.5 shoulder widths; skin, hair and the face are never taken.
 * Updates `mask`; returns how many pixels it added.
 */
export function growSheerFabric(person: PersonAnalysis, mask: FloatMap): number {
  const { image, matte, skin, hair, face, body } = person;
  const { width, height } = image;
  const backdrop = sideBackdrop(person);
  if (!backdrop) return 0;
  const reach = Math.round(body.shoulderWidth * 1.5);
  // The worn fabric's local colour, for the seeds.
  const r = Math.max(2, Math.round(body.shoulderWidth / 40));
  const weight = blurMap(mask, r, 1).data;
  const local = [0, 1, 2].map((c) => {
    const plane = createFloatMap(width, height);
    for (let i = 0; i < plane.data.length; i += 1)
      if ((mask.data[i] ?? 0) > 0.5) plane.data[i] = image.data[i * 3 + c] ?? 0;
    return blurMap(plane, r, 1).data;
  });
  const fabric = new Float32Array(width * height * 3);
  const dist = new Int32Array(width * height).fill(-1);
  const grown = createFloatMap(width, height);
  let queue: number[] = [];
  const open = (i: number) => {
    const x = i % width;
    const y = (i - x) / width;
    return (
      (mask.data[i] ?? 0) <= 0.5 &&
      (matte.data[i] ?? 0) <= 0.5 &&
      (skin.data[i] ?? 0) <= 0.5 &&
      (hair.data[i] ?? 0) <= 0.5 &&
      !(face && isInsideFace(face, x, y, 1.2))
    );
  };
  const accepts = (i: number, f: ArrayLike<number>): boolean => {
    const x = i % width;
    const b = backdrop(x, (i - x) / width);
    if (!b) return false;
    const d = [0, 1, 2].map((c) => (f[c] ?? 0) - (b[c] ?? 0));
    const mean = ((d[0] ?? 0) + (d[1] ?? 0) + (d[2] ?? 0)) / 3;
    const chroma = Math.hypot((d[0] ?? 0) - mean, (d[1] ?? 0) - mean, (d[2] ?? 0) - mean);
    if (chroma < MIN_CHROMA) return false;
    const dd = (d[0] ?? 0) ** 2 + (d[1] ?? 0) ** 2 + (d[2] ?? 0) ** 2;
    const v = [0, 1, 2].map((c) => (image.data[i * 3 + c] ?? 0) - (b[c] ?? 0));
    const a =
      ((v[0] ?? 0) * (d[0] ?? 0) + (v[1] ?? 0) * (d[1] ?? 0) + (v[2] ?? 0) * (d[2] ?? 0)) / dd;
    if (a < MIN_ALPHA || a > 1.3) return false;
    const off = Math.hypot(
      (v[0] ?? 0) - a * (d[0] ?? 0),
      (v[1] ?? 0) - a * (d[1] ?? 0),
      (v[2] ?? 0) - a * (d[2] ?? 0),
    );
    return off <= Math.max(15, 0.25 * Math.sqrt(dd));
  };
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      if ((mask.data[i] ?? 0) <= 0.5) continue;
      for (const j of [i - 1, i + 1, i - width, i + width]) {
        if (dist[j] !== -1 || !open(j)) continue;
        const w = weight[i] || 1;
        const f = [0, 1, 2].map((c) => (local[c]?.[i] ?? 0) / w);
        dist[j] = 0;
        if (!accepts(j, f)) continue;
        for (let c = 0; c < 3; c += 1) fabric[j * 3 + c] = f[c] ?? 0;
        queue.push(j);
      }
    }
  let added = 0;
  let step = 0;
  while (queue.length > 0 && step < reach) {
    const next: number[] = [];
    for (const i of queue) {
      grown.data[i] = 1;
      if (step >= 3) added += 1;
      const f = fabric.subarray(i * 3, i * 3 + 3);
      const x = i % width;
      for (const j of [i - 1, i + 1, i - width, i + width]) {
        const jx = j % width;
        if (j < 0 || j >= width * height || Math.abs(jx - x) > 1 || dist[j] !== -1) continue;
        if (!open(j)) continue;
        dist[j] = step + 1;
        if (!accepts(j, f)) continue;
        fabric.set(f, j * 3);
        next.push(j);
      }
    }
    queue = next;
    step += 1;
  }
  let worn = 0;
  for (let i = 0; i < mask.data.length; i += 1) if ((mask.data[i] ?? 0) > 0.5) worn += 1;
  // A fringe of edge pixels is not a sheer pallu.
  if (added < worn * MIN_GROWTH) return 0;
  // A pixel the closing fills is fabric of another colour (a zari stripe), not the backdrop.
  const farFromBackdrop = (i: number) => {
    const x = i % width;
    const b = backdrop(x, (i - x) / width);
    if (!b) return 0;
    const d = Math.hypot(
      (image.data[i * 3] ?? 0) - b[0],
      (image.data[i * 3 + 1] ?? 0) - b[1],
      (image.data[i * 3 + 2] ?? 0) - b[2],
    );
    return d > 45 ? 1 : 0;
  };
  // Close the border stripes and motifs the colour test skipped (another colour of the sheer).
  const gap = Math.max(3, Math.round(body.shoulderWidth / 30));
  const closed = morphMask(morphMask(grown, gap), -gap);
  let total = 0;
  for (let i = 0; i < closed.data.length; i += 1)
    if ((closed.data[i] ?? 0) > 0.5 && open(i) && (grown.data[i] ?? 0) + farFromBackdrop(i) > 0) {
      mask.data[i] = 1;
      total += 1;
    }
  return total;
}
