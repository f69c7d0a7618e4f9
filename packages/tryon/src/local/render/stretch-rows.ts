import { rowExtent, type FloatMap } from '../raster/raster';
import type { FitLayer } from './fit';

/** Running mean over `radius` rows of the rows that have a value (others stay -1). */
export function smooth(values: Float64Array, radius: number): Float64Array {
  const out = new Float64Array(values.length).fill(-1);
  for (let y = 0; y < values.length; y += 1) {
    if ((values[y] ?? -1) < 0) continue;
    let sum = 0;
    let n = 0;
    for (let k = Math.max(0, y - radius); k <= Math.min(values.length - 1, y + radius); k += 1) {
      const v = values[k] ?? -1;
      if (v < 0) continue;
      sum += v;
      n += 1;
    }
    out[y] = sum / n;
  }
  return out;
}

/**
 * Widens the warped garment, row by row, to the old garment's outline where it is narrower.
 * A garment warped by the joints (flat jeans onto a hip–ankle quad) is as wide as the wearer's
 * joints make it, and baggy trousers are wider: the old trousers showed down both sides. Each row
 * of the layer is resampled so that its leftmost and rightmost garment pixels land on the old
 * garment's (both smoothed over neighbouring rows, so the new outline does not jitter). Rows where
 * the layer is already as wide are left alone; the layer is never narrowed.
 */
export function stretchToOldRows(
  layer: FitLayer,
  oldGarment: FloatMap,
  fromY: number,
  /** Rows each outline is smoothed over, either side. */
  radius: number,
): void {
  const { width, height } = oldGarment;
  const oldA = new Float64Array(height).fill(-1);
  const oldB = new Float64Array(height).fill(-1);
  const newA = new Float64Array(height).fill(-1);
  const newB = new Float64Array(height).fill(-1);
  const start = Math.max(0, Math.round(fromY));
  for (let y = start; y < height; y += 1) {
    const [la, lb] = rowExtent(layer.alpha, y);
    const [oa, ob] = rowExtent(oldGarment, y);
    if (la < 0 || oa < 0) continue;
    newA[y] = la;
    newB[y] = lb;
    oldA[y] = oa;
    oldB[y] = ob;
  }
  const [sOldA, sOldB, sNewA, sNewB] = [oldA, oldB, newA, newB].map((v) => smooth(v, radius));
  const rgb = new Float32Array(width * 3);
  const alpha = new Float32Array(width);
  for (let y = start; y < height; y += 1) {
    const la = sNewA?.[y] ?? -1;
    const lb = sNewB?.[y] ?? -1;
    const oa = Math.min(sOldA?.[y] ?? -1, la);
    const ob = Math.max(sOldB?.[y] ?? -1, lb);
    if (la < 0 || oa < 0 || ob - oa < 2) continue;
    if (oa < la - 0.5 || ob > lb + 0.5) resampleRow(layer, y, [la, lb], [oa, ob], { rgb, alpha });
    fillGaps(layer, oldGarment, y);
  }
}

/**
 * Resamples row y of the layer so its span `from` lands on `to`, from a copy of the row made into
 * `copy`. With `keepArms`, pixels of the person's arms keep their cover (their colour is
 * resampled as any other's): fitGarment never draws a garment's body over an arm, and a
 * stretched body must not either.
 */
function resampleRow(
  layer: FitLayer,
  y: number,
  [la, lb]: [number, number],
  [oa, ob]: [number, number],
  copy: { rgb: Float32Array; alpha: Float32Array },
  keepArms = false,
): void {
  const { width } = layer.alpha;
  const { rgb, alpha } = copy;
  const row = y * width;
  rgb.set(layer.rgb.subarray(row * 3, (row + width) * 3));
  for (let x = 0; x < width; x += 1) alpha[x] = layer.alpha.data[row + x] ?? 0;
  const scale = (lb - la) / (ob - oa);
  for (let x = Math.max(0, Math.floor(oa)); x <= Math.min(width - 1, Math.ceil(ob)); x += 1) {
    const i = row + x;
    const sx = Math.min(width - 1.001, Math.max(0, la + (x - oa) * scale));
    const x0 = Math.floor(sx);
    const f = sx - x0;
    layer.alpha.data[i] =
      keepArms && (layer.zones[i] ?? 0) !== 0
        ? (alpha[x] ?? 0)
        : (alpha[x0] ?? 0) * (1 - f) + (alpha[x0 + 1] ?? 0) * f;
    for (let c = 0; c < 3; c += 1)
      layer.rgb[i * 3 + c] = (rgb[x0 * 3 + c] ?? 0) * (1 - f) + (rgb[(x0 + 1) * 3 + c] ?? 0) * f;
  }
}

/**
 * Inside the outline, where the old garment is but the new one is not (between a flat pair of
 * jeans' legs, which part higher than baggy trousers do): the nearer leg continues, its texture
 * mirrored at its edge, so the old fabric does not show through.
 */
function fillGaps(layer: FitLayer, oldGarment: FloatMap, y: number): void {
  const { width } = oldGarment;
  const row = y * width;
  const on = (x: number) => (layer.alpha.data[row + x] ?? 0) > 0.5;
  let x = 0;
  while (x < width) {
    if (on(x) || !(x > 0 && on(x - 1))) {
      x += 1;
      continue;
    }
    let end = x;
    while (end < width && !on(end)) end += 1;
    if (end >= width) break;
    const left = x - 1;
    const right = end;
    for (let g = x; g < end; g += 1) {
      const i = row + g;
      if ((oldGarment.data[i] ?? 0) <= 0.5) continue;
      const fromLeft = g - left <= right - g;
      const src = fromLeft ? Math.max(0, 2 * left - g) : Math.min(width - 1, 2 * right - g);
      const j = on(src) ? row + src : row + (fromLeft ? left : right);
      layer.alpha.data[i] = 1;
      for (let c = 0; c < 3; c += 1) layer.rgb[i * 3 + c] = layer.rgb[j * 3 + c] ?? 0;
    }
    x = end;
  }
}

/**
 * A top hanging over the waist and thighs (a bandhgala's or short kurta's skirt) stays in front of
 * the new trousers: the layer is cut away under it, so the photo's own top shows there.
 */
export function keepInFront(layer: FitLayer, over: FloatMap): void {
  for (let i = 0; i < over.data.length; i += 1)
    if ((over.data[i] ?? 0) > 0.5) layer.alpha.data[i] = 0;
}

/**
 * Pulls the layer's waist up, column by column, to the old garment's top where that is higher.
 * Flat trousers are anchored at the hip joints, and the old trousers or skirt often sit higher
 * (a waistband above the hips, a tank top tucked in): the rows between showed the body mapping's
 * clamped texture as a flat band. Each column's span from the waist down to `pivot` rows below it
 * is resampled onto the span from the old garment's top, so the waistband moves up and the
 * thighs stretch a little. Tops are both smoothed over neighbouring columns.
 */
export function stretchToOldTop(
  layer: FitLayer,
  oldGarment: FloatMap,
  /** Rows below the layer's waist that stay put. */
  pivot: number,
  /** Columns each top is smoothed over, either side. */
  radius: number,
): void {
  const { width, height } = oldGarment;
  const firstRow = (mask: FloatMap, x: number) => {
    for (let y = 0; y < height; y += 1) if ((mask.data[y * width + x] ?? 0) > 0.5) return y;
    return -1;
  };
  const newTop = new Float64Array(width).fill(-1);
  const oldTop = new Float64Array(width).fill(-1);
  for (let x = 0; x < width; x += 1) {
    const a = firstRow(layer.alpha, x);
    const b = firstRow(oldGarment, x);
    if (a < 0 || b < 0) continue;
    newTop[x] = a;
    oldTop[x] = b;
  }
  const sNew = smooth(newTop, radius);
  const sOld = smooth(oldTop, radius);
  const rgb = new Float32Array(height * 3);
  const alpha = new Float32Array(height);
  for (let x = 0; x < width; x += 1) {
    const from = sNew[x] ?? -1;
    const to = sOld[x] ?? -1;
    if (from < 0 || to < 0 || to > from - 0.5) continue;
    const end = Math.min(height - 1, from + pivot);
    const scale = (end - from) / (end - to);
    resampleColumn(layer, x, [Math.max(0, Math.floor(to)), end], (y) => from + (y - to) * scale, {
      rgb,
      alpha,
    });
  }
}

/**
 * Resamples rows [y0, y1] of one column of the layer: row y takes the column's (copied) colour
 * and cover at row `source(y)`, interpolated between the two rows around it. `keepArms` as for
 * resampleRow.
 */
function resampleColumn(
  layer: FitLayer,
  x: number,
  [y0, y1]: [number, number],
  source: (y: number) => number,
  copy: { rgb: Float32Array; alpha: Float32Array },
  keepArms = false,
): void {
  const { width, height } = layer.alpha;
  const { rgb, alpha } = copy;
  for (let y = 0; y < height; y += 1) {
    const i = y * width + x;
    alpha[y] = layer.alpha.data[i] ?? 0;
    for (let c = 0; c < 3; c += 1) rgb[y * 3 + c] = layer.rgb[i * 3 + c] ?? 0;
  }
  for (let y = Math.ceil(y0); y <= y1; y += 1) {
    const i = y * width + x;
    const sy = Math.min(height - 1.001, Math.max(0, source(y)));
    const s0 = Math.floor(sy);
    const f = sy - s0;
    layer.alpha.data[i] =
      keepArms && (layer.zones[i] ?? 0) !== 0
        ? (alpha[y] ?? 0)
        : (alpha[s0] ?? 0) * (1 - f) + (alpha[s0 + 1] ?? 0) * f;
    for (let c = 0; c < 3; c += 1)
      layer.rgb[i * 3 + c] = (rgb[s0 * 3 + c] ?? 0) * (1 - f) + (rgb[(s0 + 1) * 3 + c] ?? 0) * f;
  }
}

/**
 * Nothing of the layer above the old garment's top, column by column: what lies there (a
 * sweatshirt's hem hanging over the trousers, the shadow between the fingers on it, a bare
 * midriff) was in front of or above the old trousers, and stays. Columns without old garment are
 * left alone.
 */
export function cutAboveOldTop(layer: FitLayer, oldGarment: FloatMap): void {
  const { width, height } = oldGarment;
  for (let x = 0; x < width; x += 1) {
    let top = -1;
    for (let y = 0; y < height; y += 1) {
      if ((oldGarment.data[y * width + x] ?? 0) > 0.5) {
        top = y;
        break;
      }
    }
    for (let y = 0; y < top; y += 1) layer.alpha.data[y * width + x] = 0;
  }
}

/**
 * Pulls a top's hem down to the old top's where that ends lower by at most `reach` rows: a tee
 * shorter than the sweatshirt it replaces (its photo's wearer has a high waistband) left a band
 * of the old top below its hem, remade as the trousers continued up or as background. Over the
 * hips' columns [x0, x1], at least HEM_STRETCH_SHARE of them must have the old top end within
 * `reach` below the layer's hem, else nothing moves (a long jacket open down the front). The hem
 * moves by the median of those drops, the same in every column of the body (whose last layer row
 * lies within `reach` of the layer's hem over the hips), so it keeps its curve and does not
 * step; a short sleeve is not pulled down a long one. Each column's span from `pivot` rows above
 * its hem is resampled onto the span down to the moved hem.
 */
export function stretchToOldHem(
  layer: FitLayer,
  oldGarment: FloatMap,
  [x0, x1]: [number, number],
  pivot: number,
  reach: number,
): void {
  const { width, height } = oldGarment;
  const newHem = Array.from({ length: width }, (_, x) => lastRow(layer.alpha, x));
  const hips: number[] = [];
  const drops: number[] = [];
  for (let x = Math.max(0, Math.round(x0)); x <= Math.min(width - 1, Math.round(x1)); x += 1) {
    const a = newHem[x] ?? -1;
    if (a < 0) continue;
    hips.push(a);
    const drop = lastRow(oldGarment, x) - a;
    if (drop > 0 && drop <= reach) drops.push(drop);
  }
  if (hips.length === 0 || drops.length < hips.length * HEM_STRETCH_SHARE) return;
  const hem = median(hips);
  const drop = median(drops);
  const rgb = new Float32Array(height * 3);
  const alpha = new Float32Array(height);
  for (let x = 0; x < width; x += 1) {
    const from = newHem[x] ?? -1;
    if (from < 0 || Math.abs(from - hem) > reach) continue;
    const to = Math.min(height - 1, from + drop);
    const start = Math.max(0, from - pivot);
    const scale = (from - start) / (to - start);
    // Not over an arm: a column at the body's side pulled down into a forearm's zone left a
    // 1 px dark line beside person_03's made arm.
    const source = (y: number) => start + (y - start) * scale;
    resampleColumn(layer, x, [start, to], source, { rgb, alpha }, true);
  }
}

/** The last row of column x where the mask is on, and `where` holds (-1: none). */
function lastRow(mask: FloatMap, x: number, where?: (i: number) => boolean): number {
  for (let y = mask.height - 1; y >= 0; y -= 1) {
    const i = y * mask.width + x;
    if ((mask.data[i] ?? 0) > 0.5 && (!where || where(i))) return y;
  }
  return -1;
}

/**
 * The row a layer ends on over columns [x0, x1]: the median of their last covered rows (with
 * `bodyOnly`, off the arms' zones); undefined where it covers none of them.
 */
export function layerHem(
  layer: FitLayer,
  [x0, x1]: [number, number],
  bodyOnly = false,
): number | undefined {
  const { width } = layer.alpha;
  const where = bodyOnly ? (i: number) => (layer.zones[i] ?? 0) === 0 : undefined;
  const rows: number[] = [];
  for (let x = Math.max(0, Math.round(x0)); x <= Math.min(width - 1, Math.round(x1)); x += 1) {
    const y = lastRow(layer.alpha, x, where);
    if (y >= 0) rows.push(y);
  }
  return rows.length > 0 ? median(rows) : undefined;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** Share of the hips' columns whose old top must end within reach below a tee's hem. */
const HEM_STRETCH_SHARE = 0.6;

/**
 * Widens a top's lower body to the waist it hangs over: a tee cannot end narrower than the
 * waistband below its hem. A top fitted to its photo's slim wearer ended 49 and 35 px inside
 * person_03's baggy trousers (vton S07), and the old sweatshirt's sides between were remade as
 * the trousers streaked upwards. The hem is the median last layer row over the hips' columns
 * [x0, x1]; the waist is measured on WAIST_ROWS rows below it, walking out from the hips' centre
 * over the person's pixels that are neither skin, old garment nor layer (a hand, an old sleeve or
 * a bare arm ends the walk), as the median of the rows' ends. Each side seam then runs straight
 * from the body's side `pivot` rows above the hem to the waist's side at the hem (moving out at
 * most `most`); each row's body run through the hips' centre narrower than that (a notch the
 * photo model's arm left) is resampled onto it, and nothing is narrowed. The body excludes the
 * arm zones, which keep their cover: fitGarment never draws the body over an arm.
 */
export function widenToWaist(
  layer: FitLayer,
  person: { matte: FloatMap; skin: FloatMap; oldGarment: FloatMap },
  [x0, x1]: [number, number],
  pivot: number,
  most: number,
): void {
  const { width, height } = layer.alpha;
  const cx = Math.round((x0 + x1) / 2);
  const hem = layerHem(layer, [x0, x1]) ?? 0;
  const on = (mask: FloatMap, i: number) => (mask.data[i] ?? 0) > 0.5;
  const below = (i: number) =>
    on(person.matte, i) && !on(person.skin, i) && !on(person.oldGarment, i) && !on(layer.alpha, i);
  const lefts: number[] = [];
  const rights: number[] = [];
  for (
    let y = Math.round(hem) + 2;
    y < Math.min(height, Math.round(hem) + 2 + WAIST_ROWS);
    y += 1
  ) {
    const span = runThrough(below, y * width, cx, width);
    if (!span) continue;
    lefts.push(span[0]);
    rights.push(span[1]);
  }
  if (lefts.length < WAIST_ROWS / 2) return;
  // The body, not a sleeve: fitGarment never draws the body over an arm, and neither does this.
  const body = (i: number) => on(layer.alpha, i) && (layer.zones[i] ?? 0) === 0;
  const run = (y: number) => runThrough(body, y * width, cx, width);
  const start = Math.max(0, Math.round(hem - pivot));
  const top = run(start);
  if (!top) return;
  const left = Math.max(median(lefts), top[0] - most);
  const right = Math.min(median(rights), top[1] + most);
  const rgb = new Float32Array(width * 3);
  const alpha = new Float32Array(width);
  for (let y = start + 1; y < height; y += 1) {
    const span = run(y);
    if (!span) {
      if (y > hem) break;
      continue;
    }
    const t = Math.min(1, (y - start) / Math.max(1, hem - start));
    const to: [number, number] = [
      Math.min(span[0], top[0] + (left - top[0]) * t),
      Math.max(span[1], top[1] + (right - top[1]) * t),
    ];
    if (to[0] > span[0] - 0.5 && to[1] < span[1] + 0.5) continue;
    resampleRow(layer, y, span, to, { rgb, alpha }, true);
  }
}

/** The run of pixels of row `row` (an index) through column x where `on` holds, if it holds at x. */
function runThrough(
  on: (i: number) => boolean,
  row: number,
  x: number,
  width: number,
): [number, number] | undefined {
  if (x < 0 || x >= width || !on(row + x)) return undefined;
  let a = x;
  while (a > 0 && on(row + a - 1)) a -= 1;
  let b = x;
  while (b < width - 1 && on(row + b + 1)) b += 1;
  return [a, b];
}

/** Rows below a top's hem its waist is measured on. */
const WAIST_ROWS = 8;
