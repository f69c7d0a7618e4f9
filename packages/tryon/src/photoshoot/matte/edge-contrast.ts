import type { FaceBox } from '../../local/person/detect-people';
import type { Body } from '../../local/person/body';
import { createFloatMap, type FloatMap } from '../../local/raster/raster';

const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/**
 * Fabric and skin have crisp outlines: outside the hair zone (around the head) the matte's soft
 * band is tightened, so a garment whose colour is close to the old background does not keep a
 * wide, glowing fringe. Around the head the fractional values (hair strands) are kept.
 */
export function tightenEdges(alpha: FloatMap, body: Body, face: FaceBox | undefined): FloatMap {
  const { width, height } = alpha;
  const sw = body.shoulderWidth;
  const head = face
    ? {
        x: face.x + face.width / 2,
        y: face.y + face.height / 2,
        r: Math.max(face.width, face.height) * 1.5,
      }
    : {
        x: (body.shoulderL.x + body.shoulderR.x) / 2,
        y: Math.min(body.shoulderL.y, body.shoulderR.y) - sw * 0.5,
        r: sw * 0.9,
      };
  const out = createFloatMap(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const a = alpha.data[i] ?? 0;
      const d = Math.hypot(x - head.x, y - head.y) / head.r;
      // 0 in the hair zone, 1 well outside it, blended in between.
      const w = smoothstep(1, 1.4, d);
      out.data[i] = a * (1 - w) + smoothstep(0.3, 0.7, a) * w;
    }
  }
  return out;
}
