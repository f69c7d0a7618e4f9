import type { Subject } from '../subject';
import type { Figure } from '../shots/geometry';
import type { Box } from '../types';

interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  opacity: number;
}

/** Lowest matte row near x (the sole), source pixels. */
function soleY(subject: Subject, x: number, halfWidth: number, fallback: number): number {
  const { width, height } = subject.alpha;
  const x0 = Math.max(0, Math.round(x - halfWidth));
  const x1 = Math.min(width - 1, Math.round(x + halfWidth));
  for (let y = height - 1; y >= 0; y -= 1) {
    for (let xx = x0; xx <= x1; xx += 1)
      if ((subject.alpha.data[y * width + xx] ?? 0) > 0.5) return y;
  }
  return fallback;
}

/** Soft shadows where the feet meet the floor: a tight one under each foot, a wide ambient one. */
export function contactShadows(subject: Subject, f: Figure): Ellipse[] {
  if (!f.feetVisible) return [];
  const H = f.stature;
  const feet = ['leftAnkle', 'rightAnkle']
    .map((n) => subject.detection.keypoints[n])
    .filter((k) => k !== undefined && k.score >= 0.3)
    .map((k) => ({ x: k!.x, y: soleY(subject, k!.x, H * 0.04, f.feetY) }));
  if (feet.length === 0) feet.push({ x: f.centreX, y: f.feetY });
  const xs = feet.map((p) => p.x);
  const span = Math.max(...xs) - Math.min(...xs);
  const cx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const cy = Math.max(...feet.map((p) => p.y));
  return [
    ...feet.map((p) => ({
      cx: p.x,
      cy: p.y + H * 0.004,
      rx: H * 0.055,
      ry: H * 0.011,
      opacity: 0.55,
    })),
    { cx, cy: cy + H * 0.006, rx: span / 2 + H * 0.12, ry: H * 0.03, opacity: 0.28 },
  ];
}

/** Shadow density 0..1 per output pixel for ellipses given in source pixels. */
export function shadowMap(
  ellipses: Ellipse[],
  crop: Box,
  width: number,
  height: number,
): Float32Array {
  const out = new Float32Array(width * height);
  if (ellipses.length === 0) return out;
  const k = width / crop.width;
  for (const e of ellipses) {
    const cx = (e.cx - crop.x) * k;
    const cy = (e.cy - crop.y) * k;
    const rx = e.rx * k;
    const ry = e.ry * k;
    const y0 = Math.max(0, Math.floor(cy - ry * 3));
    const y1 = Math.min(height - 1, Math.ceil(cy + ry * 3));
    const x0 = Math.max(0, Math.floor(cx - rx * 3));
    const x1 = Math.min(width - 1, Math.ceil(cx + rx * 3));
    for (let y = y0; y <= y1; y += 1) {
      const dy = (y - cy) / ry;
      for (let x = x0; x <= x1; x += 1) {
        const dx = (x - cx) / rx;
        const g = Math.exp(-0.5 * (dx * dx + dy * dy) * 2.2) * e.opacity;
        const i = y * width + x;
        out[i] = 1 - (1 - (out[i] ?? 0)) * (1 - g);
      }
    }
  }
  return out;
}
