import { legEnd, type Body } from '../person/body';
import type { PersonAnalysis } from '../person/person-analysis';
import { mid } from '../raster/geometry';
import type { BodyFrame } from './row-spans';

/**
 * A long top's body (kurta, sherwani) as the person wears it: shoulders to hem, as wide as the
 * person's shoulders and a little wider than the hips, flaring slightly below them, with a round
 * neckline. A garment photo's wearer standing at three-quarter view, with arms folded or a dupatta
 * over one side, gives no usable outline for the front view: the shape comes from the person's own
 * frame, the length from the garment (its wearer's proportions), the fabric from the photo.
 */
export function longTopShape(person: PersonAnalysis, f: BodyFrame): Uint8Array {
  const { width, height } = person.image;
  const b = person.body;
  const out = new Uint8Array(width * height);
  const sw = f.sw;
  const shoulderY = mid(b.shoulderL, b.shoulderR).y;
  const hipHalf = Math.max(sw * 0.5, Math.abs(b.hipR.x - b.hipL.x) * 0.5 + sw * 0.14);
  const top = shoulderY - sw * 0.1;
  const last = Math.min(height - 1, Math.round(f.hemY));
  const neckY = shoulderY + sw * 0.12;
  for (let y = Math.max(0, Math.ceil(top)); y <= last; y += 1) {
    const half = halfWidthAt(y, { top, shoulderY, hipY: f.hipY, sw, hipHalf });
    const neck = y < neckY ? neckHalfWidth(y, top, neckY, sw) : 0;
    const c = f.centreAt(y);
    const x0 = Math.max(0, Math.ceil(c - half));
    const x1 = Math.min(width - 1, Math.floor(c + half));
    for (let x = x0; x <= x1; x += 1) if (Math.abs(x - c) >= neck) out[y * width + x] = 1;
  }
  return out;
}

interface Rows {
  top: number;
  shoulderY: number;
  hipY: number;
  sw: number;
  hipHalf: number;
}

/** Half the body's width at row y: sloping shoulders, chest to hips, then a slight A-line. */
function halfWidthAt(y: number, r: Rows): number {
  const shoulderHalf = r.sw * 0.56;
  const slopeEnd = r.shoulderY + r.sw * 0.06;
  if (y < slopeEnd) {
    const t = (y - r.top) / Math.max(1, slopeEnd - r.top);
    return r.sw * 0.3 + (shoulderHalf - r.sw * 0.3) * Math.sqrt(Math.max(0, t));
  }
  if (y <= r.hipY) {
    const t = (y - slopeEnd) / Math.max(1, r.hipY - slopeEnd);
    return shoulderHalf + (r.hipHalf - shoulderHalf) * t;
  }
  return r.hipHalf + (y - r.hipY) * 0.1;
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
