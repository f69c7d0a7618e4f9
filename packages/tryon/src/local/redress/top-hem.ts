import type { PersonAnalysis } from '../person/person-analysis';
import { imageDetail } from '../raster/local-std';

/** Below the hem the fabric's fine detail falls under this share of the detail above it. */
const PLAINER = 0.6;
/** A top this plain at the chest has no embroidery to tell its hem by. */
const MIN_CHEST_DETAIL = 6;

/** Mean local luminance spread of the labelled pixels per row. */
function rowDetail(person: PersonAnalysis, labels: Int8Array): Float32Array {
  const { width, height } = person.image;
  const std = imageDetail(person.image);
  const rows = new Float32Array(height).fill(-1);
  for (let y = 0; y < height; y += 1) {
    let sum = 0;
    let n = 0;
    for (let i = y * width; i < (y + 1) * width; i += 1)
      if ((labels[i] ?? -1) >= 0) {
        sum += std[i] ?? 0;
        n += 1;
      }
    if (n > 0) rows[y] = sum / n;
  }
  return rows;
}

const meanOf = (rows: Float32Array, y0: number, y1: number) => {
  let sum = 0;
  let n = 0;
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(rows.length, y1); y += 1)
    if ((rows[y] ?? -1) >= 0) {
      sum += rows[y] ?? 0;
      n += 1;
    }
  return n ? sum / n : -1;
};

/**
 * The hem of an embroidered or printed top worn over plain trousers of a colour close to its
 * own (a cream sherwani over white churidar): the first row below the hips from which the worn
 * fabric is much plainer than just above it for a tenth of the torso. `limit` when none is found.
 */
export function findTopHem(person: PersonAnalysis, labels: Int8Array, limit: number): number {
  const { body } = person;
  const top = Math.min(body.shoulderL.y, body.shoulderR.y);
  const hips = (body.hipL.y + body.hipR.y) / 2;
  const rows = rowDetail(person, labels);
  const chest = meanOf(rows, top + (hips - top) * 0.2, hips);
  if (chest < MIN_CHEST_DETAIL) return limit;
  const run = Math.max(4, body.torsoLength * 0.1);
  // A step down, not a top that is plain below an embroidered yoke: as busy as the chest just
  // above the row, much plainer just below it.
  for (let y = Math.round(hips + body.torsoLength * 0.15); y < limit; y += 2) {
    const above = meanOf(rows, y - run, y);
    const below = meanOf(rows, y, y + run);
    if (above >= chest * 0.7 && below >= 0 && below < above * PLAINER) return y;
  }
  return limit;
}
