import { describe, expect, it } from 'vitest';
import { countPeople, isNearHand, type Body } from './body';
import { createFloatMap } from '../raster/raster';

/** isNearHand as first written: Math.hypot to a disc centre just beyond each wrist. */
function reference(body: Body, x: number, y: number, radius: number): boolean {
  for (const [w, e] of [
    [body.wristL, body.elbowL],
    [body.wristR, body.elbowR],
  ] as const) {
    if (!w) continue;
    const c = e ? { x: w.x + (w.x - e.x) * 0.25, y: w.y + (w.y - e.y) * 0.25 } : w;
    if (Math.hypot(x - c.x, y - c.y) < body.shoulderWidth * radius) return true;
  }
  return false;
}

describe('isNearHand', () => {
  it('agrees with Math.hypot everywhere, on the disc edge too', () => {
    const body = {
      wristL: { x: 40.3, y: 120.7 },
      elbowL: { x: 52.1, y: 90.2 },
      wristR: { x: 160, y: 118 },
      elbowR: undefined,
      shoulderWidth: 100,
    } as unknown as Body;
    // The right disc (no elbow) is centred on the wrist with radius 30: (190, 118) and (160, 148)
    // lie exactly on its edge, where only the exact distance decides.
    const points: [number, number][] = [
      [190, 118],
      [160, 148],
      [130, 118],
    ];
    for (let y = 60; y < 200; y += 0.5) for (let x = 0; x < 220; x += 0.5) points.push([x, y]);
    let near = 0;
    for (const [x, y] of points)
      for (const radius of [0.3, 0.35, -0.1]) {
        const expected = reference(body, x, y, radius);
        expect(isNearHand(body, x, y, radius)).toBe(expected);
        if (expected) near += 1;
      }
    expect(near).toBeGreaterThan(1000);
    expect(isNearHand(body, 190, 118, 0.3)).toBe(false);
    expect(isNearHand(body, 189.999, 118, 0.3)).toBe(true);
  });
});

describe('countPeople', () => {
  const face = (x: number, y: number, width: number, score: number) => ({
    x,
    y,
    width,
    height: width,
    score,
  });
  const count = (faces: ReturnType<typeof face>[]) =>
    countPeople({ faces, bodyScore: 0.9, keypoints: {}, matte: createFloatMap(1, 1) });

  it('does not count a weak "face" on the wearer\'s own clothes below her face', () => {
    // A mirrored vton-dev D03: her face, and her hands on the saree found as a face at 0.60.
    expect(count([face(348, 52, 151, 0.93), face(260, 383, 138, 0.6)])).toBe(1);
  });

  it('counts a second person beside, and a sure face wherever it is', () => {
    expect(count([face(100, 50, 120, 0.95), face(400, 60, 110, 0.9)])).toBe(2);
    expect(count([face(100, 50, 120, 0.95), face(400, 60, 110, 0.62)])).toBe(2);
    expect(count([face(348, 52, 151, 0.93), face(260, 383, 138, 0.8)])).toBe(2);
    // Small faces far behind (under 0.4 of the largest) are bystanders, not a second subject.
    expect(count([face(348, 52, 151, 0.93), face(40, 60, 40, 0.9)])).toBe(1);
  });
});
