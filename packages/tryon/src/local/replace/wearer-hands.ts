import type { GarmentModel } from '../garment/garment-analysis';
import { dist, distanceToSegment, lerp, type Point } from '../raster/geometry';

/**
 * Where the garment wearer's hands lie over the fabric (worn photos), in garment pixels: 2 where
 * they surely are, 1 where skin colours count as hand, 0 elsewhere. BlazePose's hand points give
 * each hand as a capsule from the wrist past the knuckles, and the forearms carried on past the
 * wrists cover clasped fingers and bangles: all of that is hand, whatever its colour (a bride's
 * hands and a blush lehenga share their colours). Around them, generous discs beyond the wrists
 * take skin colours only (clasped hands reach past the points the pose finds), or everything when
 * the pose lost a hand.
 */
export function wearerHands(
  garment: GarmentModel,
  /** The forearms' half-width, × the wearer's shoulders (a long sleeve is wider than an arm). */
  forearmRadius = 0.2,
): (p: Point) => number {
  const q = garment.anchors.quad;
  const gsw = Math.hypot(q.tr.x - q.tl.x, q.tr.y - q.tl.y);
  const worn = garment.kind === 'worn';
  const capsules = (worn ? (garment.anchors.hands ?? []) : []).map(
    ([wrist, pinky, index, thumb]) => {
      const knuckles = lerp(pinky, index, 0.5);
      const span = Math.max(dist(pinky, index), dist(thumb, knuckles), dist(wrist, knuckles) * 0.6);
      return { a: wrist, b: lerp(wrist, knuckles, 2.2), r: span * 0.9 + gsw * 0.05 };
    },
  );
  const discs: Point[] = [];
  for (const [e, w] of worn ? (garment.anchors.forearms ?? []) : [])
    capsules.push({ a: e, b: lerp(e, w, 1.7), r: gsw * forearmRadius });
  const forearms = garment.anchors.forearms?.length
    ? garment.anchors.forearms
    : [garment.anchors.armL, garment.anchors.armR].flatMap((a) => (a ? [[a[1], a[2]]] : []));
  for (const [e, w] of forearms) {
    if (!worn || !e || !w) continue;
    const len = Math.hypot(w.x - e.x, w.y - e.y) || 1;
    discs.push({
      x: w.x + ((w.x - e.x) / len) * gsw * 0.2,
      y: w.y + ((w.y - e.y) / len) * gsw * 0.2,
    });
  }
  const r2 = (gsw * 0.45) ** 2;
  // Both wrists on one spot: BlazePose lost a clasped hand, which lies somewhere around them,
  // shadowed fingers and painted nails included: the discs are taken whole.
  const wrists = (garment.anchors.hands ?? []).map((h) => h[0]);
  const lostHand = wrists.length === 2 && dist(wrists[0] as Point, wrists[1] as Point) < gsw * 0.2;
  const boxes = capsules.map(capsuleBox);
  return (p) => {
    for (let k = 0; k < capsules.length; k += 1) {
      const [c, box] = [capsules[k] as Capsule, boxes[k] as Box];
      if (p.x < box.x0 || p.x > box.x1 || p.y < box.y0 || p.y > box.y1) continue;
      if (distanceToSegment(p.x, p.y, c.a, c.b) < c.r) return 2;
    }
    if (!discs.some((c) => (p.x - c.x) ** 2 + (p.y - c.y) ** 2 < r2)) return 0;
    return lostHand ? 2 : 1;
  };
}

interface Capsule {
  a: Point;
  b: Point;
  r: number;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * A box the capsule lies well inside: its segment's, grown by the radius and a pixel (more than
 * the rounding of the segment's nearest point). A point outside it is further than the radius
 * from the segment, so the per-pixel test skips the distance (Math.hypot) there.
 */
function capsuleBox({ a, b, r }: Capsule): Box {
  const m = r + 1;
  return {
    x0: Math.min(a.x, b.x) - m,
    y0: Math.min(a.y, b.y) - m,
    x1: Math.max(a.x, b.x) + m,
    y1: Math.max(a.y, b.y) + m,
  };
}
