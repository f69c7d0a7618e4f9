import type { LocalDebugInfo } from '../local/local-engine';
import { isInsideFace } from '../local/person/detect-people';
import type { Category } from '../types';
import { CHANGED } from './metrics';

/**
 * The garment's zone, judged from the pose rather than from the engine's own masks: the
 * category's vertical band (shoulders to below the knee for tops, hips down for lower garments,
 * shoulders down for full-length ones), minus the face, minus background the new layer does not
 * cover. A pixel that changes outside it is a change the garment did not call for (a recoloured
 * face, trousers under a top's hem, the backdrop).
 */
export function outsideZoneChange(
  debug: LocalDebugInfo,
  category: Category,
  change: Float32Array,
  width: number,
  height: number,
): number {
  const { person, layer } = debug;
  const { body, face, matte } = person;
  const s = person.image.width / width;
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const top = shoulderY - body.shoulderWidth * 0.5;
  const y0 = category === 'lower' ? hipY - body.torsoLength * 0.35 : top;
  const y1 = category === 'upper' ? hipY + body.torsoLength * 1.1 : Infinity;
  let outside = 0;
  let changed = 0;
  for (let y = 0; y < height; y += 1) {
    const wy = Math.min(person.image.height - 1, Math.floor(y * s));
    for (let x = 0; x < width; x += 1) {
      const wx = Math.min(person.image.width - 1, Math.floor(x * s));
      const w = wy * person.image.width + wx;
      const background = (matte.data[w] ?? 0) < 0.02 && (layer.coverage.data[w] ?? 0) < 0.5;
      const inFace = face !== undefined && isInsideFace(face, wx, wy, 0.9);
      if (!(wy < y0 || wy > y1 || inFace || background)) continue;
      outside += 1;
      if ((change[y * width + x] ?? 0) > CHANGED) changed += 1;
    }
  }
  return outside ? changed / outside : 0;
}
