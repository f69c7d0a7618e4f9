import type { PersonAnalysis } from '../person/person-analysis';
import { mid } from '../raster/geometry';
import type { LevelMap } from './level-map';

/** One row of the garment's body: from x0 to x1 inclusive. */
export interface Span {
  x0: number;
  x1: number;
  /** Neckline rows: the span bounds the garment's own pixels instead of being filled. */
  boundOnly: boolean;
}

export interface BodyFrame {
  centreAt(y: number): number;
  sw: number;
  /** Above this row (the neckline and shoulders) the garment's own outline is kept. */
  neckY: number;
  hipY: number;
  hemY: number;
}

/** Runs of 1s in one row, as [start, end] pairs. */
function runsOf(mask: Uint8Array, row: number, width: number): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= width; x += 1) {
    const on = x < width && mask[row + x] === 1;
    if (on && start < 0) start = x;
    if (!on && start >= 0) {
      runs.push([start, x - 1]);
      start = -1;
    }
  }
  return runs;
}

/**
 * The run that is the garment's body in this row: runs separated by small gaps, or by gaps on the
 * body's centre line (where the wearer's hands or an open front were), are merged; then the run
 * over the centre line, or the nearest one close to it, is kept. Flaps beside it are dropped.
 */
function bodyRun(
  runs: [number, number][],
  centre: number,
  sw: number,
): [number, number] | undefined {
  const merged: [number, number][] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    const gapMid = last ? (last[1] + run[0]) / 2 : 0;
    if (last && (run[0] - last[1] < sw * 0.1 || Math.abs(gapMid - centre) < sw * 0.45))
      last[1] = run[1];
    else merged.push([run[0], run[1]]);
  }
  let best: [number, number] | undefined;
  let bestD = sw * 0.35;
  for (const run of merged) {
    const d = centre < run[0] ? run[0] - centre : centre > run[1] ? centre - run[1] : 0;
    if (d <= bestD) {
      best = run;
      bestD = d;
    }
  }
  return best;
}

/** Per row, the body's span (undefined where the garment has no body there), edges smoothed. */
export function rowSpans(
  mask: Uint8Array,
  width: number,
  height: number,
  f: BodyFrame,
): (Span | undefined)[] {
  const raw: ([number, number] | undefined)[] = [];
  const lastRow = Math.min(height - 1, Math.round(f.hemY + f.sw * 0.05));
  for (let y = 0; y < height; y += 1) {
    if (y > lastRow) {
      raw.push(undefined);
      continue;
    }
    const run = bodyRun(runsOf(mask, y * width, width), f.centreAt(y), f.sw);
    const minWidth = y > f.hipY ? f.sw * 0.25 : 0;
    raw.push(run && run[1] - run[0] >= minWidth ? run : undefined);
  }
  const r = Math.max(2, Math.round(f.sw * 0.06));
  const out: (Span | undefined)[] = [];
  for (let y = 0; y < height; y += 1) {
    if (!raw[y]) {
      out.push(undefined);
      continue;
    }
    let a = 0;
    let b = 0;
    let k = 0;
    for (let d = -r; d <= r; d += 1) {
      const s = raw[y + d];
      if (!s) continue;
      a += s[0];
      b += s[1];
      k += 1;
    }
    out.push({ x0: a / k, x1: b / k, boundOnly: y < f.neckY });
  }
  return out;
}

/** Body frame for the row spans: centre line, shoulder width, where the torso and the hem are. */
export function bodyFrame(person: PersonAnalysis, levels: LevelMap): BodyFrame {
  const b = person.body;
  const shoulder = mid(b.shoulderL, b.shoulderR);
  const hip = mid(b.hipL, b.hipR);
  const centreAt = (y: number): number => {
    const t = (y - shoulder.y) / Math.max(1, hip.y - shoulder.y);
    return shoulder.x + (hip.x - shoulder.x) * Math.max(0, Math.min(1, t));
  };
  return {
    centreAt,
    sw: b.shoulderWidth,
    neckY: shoulder.y + b.torsoLength * 0.22,
    hipY: hip.y,
    hemY: levels.hemY,
  };
}
