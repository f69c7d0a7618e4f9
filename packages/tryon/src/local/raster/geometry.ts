export interface Point {
  x: number;
  y: number;
}

export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});
export const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Math.hypot(dx, dy) < limit, decided by the squared length where that is clear by far more than
 * its rounding (Math.hypot is slow in per-pixel loops), by Math.hypot itself near the edge: the
 * same answer, always.
 */
export function hypotBelow(dx: number, dy: number, limit: number): boolean {
  if (limit > 0) {
    const d2 = dx * dx + dy * dy;
    const l2 = limit * limit;
    if (d2 < l2 * (1 - 1e-9)) return true;
    if (d2 > l2 * (1 + 1e-9)) return false;
  }
  return Math.hypot(dx, dy) < limit;
}
export const mid = (a: Point, b: Point): Point => lerp(a, b, 0.5);

/** v held within [lo, hi]. */
export const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** The clamped position (0 at a, 1 at b) along segment ab of the point nearest (px, py). */
export function segmentT(px: number, py: number, a: Point, b: Point): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const len2 = abx * abx + aby * aby || 1;
  return Math.max(0, Math.min(1, ((px - a.x) * abx + (py - a.y) * aby) / len2));
}

/** Distance from p to segment ab and the clamped position t along it. */
export function segmentDistance(p: Point, a: Point, b: Point): { d: number; t: number } {
  const t = segmentT(p.x, p.y, a, b);
  return { d: Math.hypot(p.x - (a.x + (b.x - a.x) * t), p.y - (a.y + (b.y - a.y) * t)), t };
}

/** Distance from (px, py) to segment ab, without allocating (hot per-pixel loops). */
export function distanceToSegment(px: number, py: number, a: Point, b: Point): number {
  const t = segmentT(px, py, a, b);
  return Math.hypot(px - (a.x + (b.x - a.x) * t), py - (a.y + (b.y - a.y) * t));
}

/** distanceToSegment(px, py, a, b) < limit, decided as hypotBelow decides: the same answer. */
export function nearSegment(px: number, py: number, a: Point, b: Point, limit: number): boolean {
  const t = segmentT(px, py, a, b);
  return hypotBelow(px - (a.x + (b.x - a.x) * t), py - (a.y + (b.y - a.y) * t), limit);
}

/** Quad corners in order: top-left, top-right, bottom-left, bottom-right. */
export interface Quad {
  tl: Point;
  tr: Point;
  bl: Point;
  br: Point;
}

export function bilinear(q: Quad, s: number, t: number): Point {
  const topX = q.tl.x + (q.tr.x - q.tl.x) * s;
  const topY = q.tl.y + (q.tr.y - q.tl.y) * s;
  const botX = q.bl.x + (q.br.x - q.bl.x) * s;
  const botY = q.bl.y + (q.br.y - q.bl.y) * s;
  return { x: topX + (botX - topX) * t, y: topY + (botY - topY) * t };
}

/**
 * Inverse of `bilinear` by Newton iteration. Mapping a body quad back to (s, t) and forward into
 * the garment quad keeps both maps monotone, so the warp cannot fold over for convex quads.
 */
export function inverseBilinear(q: Quad, p: Point): { s: number; t: number } {
  // Start from the affine solution of the quad's top-left corner: Newton then converges even far
  // outside the quad (legs below the hips), where starting from a neighbour's answer can diverge.
  const ax = q.tr.x - q.tl.x;
  const ay = q.tr.y - q.tl.y;
  const bx = q.bl.x - q.tl.x;
  const by = q.bl.y - q.tl.y;
  const det0 = ax * by - ay * bx || 1e-6;
  const px = p.x - q.tl.x;
  const py = p.y - q.tl.y;
  const affine = { s: (px * by - py * bx) / det0, t: (ax * py - ay * px) / det0 };
  let { s, t } = affine;
  for (let i = 0; i < 6; i += 1) {
    // bilinear(q, s, t) inlined: this runs per pixel and must not allocate.
    const topX = q.tl.x + (q.tr.x - q.tl.x) * s;
    const topY = q.tl.y + (q.tr.y - q.tl.y) * s;
    const botX = q.bl.x + (q.br.x - q.bl.x) * s;
    const botY = q.bl.y + (q.br.y - q.bl.y) * s;
    const ex = topX + (botX - topX) * t - p.x;
    const ey = topY + (botY - topY) * t - p.y;
    if (ex * ex + ey * ey < 0.01) break;
    const dsx = (1 - t) * (q.tr.x - q.tl.x) + t * (q.br.x - q.bl.x);
    const dsy = (1 - t) * (q.tr.y - q.tl.y) + t * (q.br.y - q.bl.y);
    const dtx = botX - topX;
    const dty = botY - topY;
    const det = dsx * dty - dsy * dtx || 1e-6;
    s -= (ex * dty - ey * dtx) / det;
    t -= (dsx * ey - dsy * ex) / det;
  }
  return Number.isFinite(s) && Number.isFinite(t) ? { s, t } : affine;
}

/** A box of pixels, corners inclusive. */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The smallest box holding every pixel `inside` accepts, of a raster `width` wide and `length`
 * pixels long (indices row by row); undefined when it accepts none.
 */
export function boundingBox(
  length: number,
  width: number,
  inside: (i: number) => boolean,
): PixelBox | undefined {
  const box = { x0: Infinity, y0: Infinity, x1: -1, y1: -1 };
  for (let i = 0; i < length; i += 1) {
    if (!inside(i)) continue;
    const x = i % width;
    includePixel(box, x, (i - x) / width);
  }
  return box.x1 < 0 ? undefined : box;
}

/** Grows `box` (edited) to hold the pixel (x, y). */
export function includePixel(box: PixelBox, x: number, y: number): void {
  box.x0 = Math.min(box.x0, x);
  box.x1 = Math.max(box.x1, x);
  box.y0 = Math.min(box.y0, y);
  box.y1 = Math.max(box.y1, y);
}

/**
 * The box of `points` grown by `reach` on every side, not clipped to a raster: a point outside
 * it is farther than `reach` from every segment between them (a per-pixel loop's quick reject).
 */
export function pointsBox(points: readonly Point[], reach: number): PixelBox {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    x0: Math.min(...xs) - reach,
    y0: Math.min(...ys) - reach,
    x1: Math.max(...xs) + reach,
    y1: Math.max(...ys) + reach,
  };
}

/** `box` grown by `margin` on every side, within a `width` × `height` raster. */
export function growBox(box: PixelBox, margin: number, width: number, height: number): PixelBox {
  return {
    x0: Math.max(0, box.x0 - margin),
    y0: Math.max(0, box.y0 - margin),
    x1: Math.min(width - 1, box.x1 + margin),
    y1: Math.min(height - 1, box.y1 + margin),
  };
}
