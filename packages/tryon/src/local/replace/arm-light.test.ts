import { describe, expect, it } from 'vitest';
import { drawPerson, SKIN, W, body } from '../../../test/synthetic-figure';
import { distanceToSegment } from '../raster/geometry';
import { shadeLongTop } from './long-top-fabric';
import { LONG_SLEEVE_FORE, LONG_SLEEVE_UPPER } from './sleeve-template';

const H = 320;

describe('a long top’s sleeves take the light of the arms they cover', () => {
  // Both bare arms lit from the image's left: bright on their left side, in shade on their right.
  const person = drawPerson();
  const { data } = person.image;
  for (const [x0, x1] of [
    [52, 73],
    [127, 148],
  ] as const)
    for (let y = 78; y < 175; y += 1)
      for (let x = x0; x <= x1; x += 1) {
        const k = 1.15 - (0.45 * (x - x0)) / (x1 - x0);
        for (let c = 0; c < 3; c += 1)
          data[(y * W + x) * 3 + c] = Math.round(Math.min(255, (SKIN[c] ?? 0) * k));
      }
  // Plain sleeves along the arms, over no body shape.
  const sw = body.shoulderWidth;
  const sleeves = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1)
      for (const [s, e, w] of [
        [body.shoulderL, body.elbowL, body.wristL],
        [body.shoulderR, body.elbowR, body.wristR],
      ] as const)
        if (
          e &&
          w &&
          (distanceToSegment(x, y, s, e) <= LONG_SLEEVE_UPPER * sw ||
            distanceToSegment(x, y, e, w) <= LONG_SLEEVE_FORE * sw)
        )
          sleeves[y * W + x] = 1;
  const rgb = new Float32Array(W * H * 3).fill(150);
  shadeLongTop(person, rgb, new Uint8Array(W * H), sleeves);
  const mean = (x0: number, x1: number) => {
    let sum = 0;
    for (let y = 100; y < 115; y += 1)
      for (let x = x0; x <= x1; x += 1) sum += rgb[(y * W + x) * 3] ?? 0;
    return sum / ((x1 - x0 + 1) * 15);
  };

  it('lights the sleeve on the side the arm is lit and shades its far side', () => {
    // The left sleeve's axis is near x = 66 at these rows, the right one's near x = 134.
    expect(mean(59, 62) / mean(70, 73)).toBeGreaterThan(1.15);
    expect(mean(127, 130) / mean(138, 141)).toBeGreaterThan(1.15);
  });

  it('keeps the sleeve’s middle near the fabric’s own colour, not a flat dark tube', () => {
    expect(mean(64, 68)).toBeGreaterThan(130);
    expect(mean(64, 68)).toBeLessThan(175);
  });
});
