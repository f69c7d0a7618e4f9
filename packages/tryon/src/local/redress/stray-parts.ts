import type { Body } from '../person/body';
import { componentBoxes, labelComponents } from '../raster/components';
import { createFloatMap } from '../raster/raster';
import type { FabricRegions } from './fabric-regions';

/** A piece this thick (its area over its long side, in shoulder widths) is no border's band. */
const BROAD = 0.2;
/** A part's pieces above the hips, this share of the garment or more, make it a blouse-like part. */
const SEEN_ABOVE = 0.02;
/** A piece joins a part only if it is darker than that part's colour by this factor or more. */
const SHADE = 0.9;

/**
 * A saree's blouse and its pleats in shade can share a colour (a crimson blouse, a pink saree's
 * folds in the shade): split by colour they are one part, and the re-dress quilts the new
 * blouse's fabric into the pleats. A part seen above the hips whose separate pieces below them
 * are broad (not a border's thin band along the hem) gives each such piece to the body fabric
 * (the largest part) when that surrounds it most and is lighter: the body's light then shades it
 * as its fold (decision 074). Labels of a `width`-wide map whose pixels are `scale` photo pixels;
 * edits `regions` in place.
 */
export function absorbShadedPieces(
  regions: FabricRegions,
  width: number,
  body: Body,
  scale = 1,
): void {
  const { labels } = regions;
  const height = labels.length / width;
  const hipY = Math.max(body.hipL.y, body.hipR.y) / scale;
  const broad = (BROAD * body.shoulderWidth) / scale;
  const total = regions.sizes.reduce((a, v) => a + v, 0);
  // The body fabric: the largest part, the only one a piece in the shade is given to.
  const main = regions.sizes.indexOf(Math.max(...regions.sizes));
  for (let part = 0; part < regions.colours.length; part += 1) {
    const mask = createFloatMap(width, height);
    for (let i = 0; i < labels.length; i += 1) if (labels[i] === part) mask.data[i] = 1;
    const pieces = labelComponents(mask);
    const n = pieces.sizes.length;
    const box = componentBoxes(pieces.labels, n, width);
    const above = new Array<number>(n).fill(0);
    // Pixels above the hips: the rows before hipY's.
    const end = Math.min(labels.length, Math.ceil(hipY) * width);
    for (let i = 0; i < end; i += 1) {
      const p = (pieces.labels[i] ?? 0) - 1;
      if (p >= 0) above[p] = (above[p] ?? 0) + 1;
    }
    const seenAbove = above.reduce((a, v) => a + v, 0) >= total * SEEN_ABOVE;
    if (!seenAbove) continue;
    const stray = box.map((b, p) => {
      const long = Math.max(b.x1 - b.x0, b.y1 - b.y0) + 1;
      return (above[p] ?? 0) === 0 && (pieces.sizes[p] ?? 0) / long >= broad;
    });
    if (!stray.some(Boolean)) continue;
    // Per stray piece, the other parts along its outline; the most common takes it.
    const around = Array.from({ length: n }, () => new Map<number, number>());
    for (let i = 0; i < labels.length; i += 1) {
      const p = (pieces.labels[i] ?? 0) - 1;
      if (p < 0 || !stray[p]) continue;
      const x = i % width;
      for (const j of [i - 1, i + 1, i - width, i + width]) {
        if (
          j < 0 ||
          j >= labels.length ||
          (j === i - 1 && x === 0) ||
          (j === i + 1 && x === width - 1)
        )
          continue;
        const l = labels[j] ?? -1;
        if (l < 0 || l === part) continue;
        const m = around[p]!;
        m.set(l, (m.get(l) ?? 0) + 1);
      }
    }
    // Only into a lighter part: a piece in the shade is darker than the fabric it folds from.
    const luma = (c: readonly number[] | undefined) =>
      c ? 0.299 * (c[0] ?? 0) + 0.587 * (c[1] ?? 0) + 0.114 * (c[2] ?? 0) : 0;
    const own = luma(regions.colours[part]);
    const heir = around.map((m) => {
      const to = [...m].sort((a, b) => b[1] - a[1])[0]?.[0];
      return to === main && luma(regions.colours[to]) * SHADE > own ? to : undefined;
    });
    for (let i = 0; i < labels.length; i += 1) {
      const p = (pieces.labels[i] ?? 0) - 1;
      const to = p >= 0 && stray[p] ? heir[p] : undefined;
      if (to === undefined) continue;
      labels[i] = to;
      regions.sizes[part] = (regions.sizes[part] ?? 0) - 1;
      regions.sizes[to] = (regions.sizes[to] ?? 0) + 1;
    }
  }
}
