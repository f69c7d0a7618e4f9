import { legEnd, type Body } from '../../local/person/body';
import type { FaceBox } from '../../local/person/detect-people';
import { distanceToSegment, type Point } from '../../local/raster/geometry';
import { createFloatMap, type FloatMap } from '../../local/raster/raster';

interface Capsule {
  a: Point;
  b: Point;
  r: number;
}

function capsules(body: Body, face: FaceBox | undefined): Capsule[] {
  const sw = body.shoulderWidth;
  const neck = {
    x: (body.shoulderL.x + body.shoulderR.x) / 2,
    y: (body.shoulderL.y + body.shoulderR.y) / 2,
  };
  const hips = { x: (body.hipL.x + body.hipR.x) / 2, y: (body.hipL.y + body.hipR.y) / 2 };
  const out: Capsule[] = [
    { a: neck, b: hips, r: sw * 0.45 },
    { a: body.shoulderL, b: body.hipL, r: sw * 0.2 },
    { a: body.shoulderR, b: body.hipR, r: sw * 0.2 },
    { a: body.shoulderL, b: body.shoulderR, r: sw * 0.25 },
  ];
  for (const side of ['L', 'R'] as const) {
    const s = side === 'L' ? body.shoulderL : body.shoulderR;
    const e = side === 'L' ? body.elbowL : body.elbowR;
    const w = side === 'L' ? body.wristL : body.wristR;
    if (e) out.push({ a: s, b: e, r: sw * 0.28 });
    if (e && w) {
      out.push({ a: e, b: w, r: sw * 0.26 });
      const hand = { x: w.x + (w.x - e.x) * 0.35, y: w.y + (w.y - e.y) * 0.35 };
      out.push({ a: w, b: hand, r: sw * 0.26 });
    }
    const hip = side === 'L' ? body.hipL : body.hipR;
    const knee = side === 'L' ? body.kneeL : body.kneeR;
    const foot = legEnd(body, side);
    if (knee) out.push({ a: hip, b: knee, r: sw * 0.36 }, { a: knee, b: foot, r: sw * 0.3 });
    else out.push({ a: hip, b: foot, r: sw * 0.36 });
    out.push({ a: foot, b: { x: foot.x, y: foot.y + sw * 0.25 }, r: sw * 0.3 });
  }
  const head = face
    ? {
        x: face.x + face.width / 2,
        y: face.y + face.height / 2,
        r: Math.max(face.width, face.height) * 1.1,
      }
    : { x: neck.x, y: neck.y - sw * 0.55, r: sw * 0.6 };
  out.push({ a: head, b: { x: head.x, y: head.y + head.r * 0.8 }, r: head.r });
  return out;
}

/**
 * Where the body surely is: capsules along the pose's limbs and torso, a disc for the head. Matte
 * pixels outside it may be the old background (a cast shadow, the floor around the feet).
 */
export function bodyCore(
  body: Body,
  face: FaceBox | undefined,
  width: number,
  height: number,
): FloatMap {
  const out = createFloatMap(width, height);
  for (const c of capsules(body, face)) {
    const x0 = Math.max(0, Math.floor(Math.min(c.a.x, c.b.x) - c.r));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(c.a.x, c.b.x) + c.r));
    const y0 = Math.max(0, Math.floor(Math.min(c.a.y, c.b.y) - c.r));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(c.a.y, c.b.y) + c.r));
    for (let y = y0; y <= y1; y += 1) {
      for (let x = x0; x <= x1; x += 1) {
        if (distanceToSegment(x, y, c.a, c.b) <= c.r) out.data[y * width + x] = 1;
      }
    }
  }
  return out;
}
