import { describe, expect, it } from 'vitest';
import type { FabricRegions } from './fabric-regions';
import { matchRoles, zoneShares, type Frame } from './roles';

const W = 200;
const H = 400;
// A front-facing wearer: shoulders at y 60, hips at y 180, arms hanging from the shoulders.
const frame: Frame = {
  shoulderL: { x: 70, y: 60 },
  shoulderR: { x: 130, y: 60 },
  hipL: { x: 75, y: 180 },
  hipR: { x: 125, y: 180 },
  arms: [
    [
      { x: 70, y: 60 },
      { x: 55, y: 140 },
    ],
    [
      { x: 130, y: 60 },
      { x: 145, y: 140 },
    ],
  ],
};

/**
 * A saree-like layout: `blouse` on the sleeves and upper chest, `body` everywhere else from the
 * chest down. Region indices as given, so the two photos can number their parts differently.
 */
function layout(blouse: number, body: number, bodyShare: number): FabricRegions {
  const labels = new Int8Array(W * H).fill(-1);
  const sizes = [0, 0];
  const bottom = 60 + (H - 60) * bodyShare;
  for (let y = 60; y < bottom; y += 1)
    for (let x = 40; x < 160; x += 1) {
      const sleeve = (x < 66 || x > 134) && y < 140;
      const l = sleeve || (y < 90 && x > 80 && x < 120) ? blouse : body;
      labels[y * W + x] = l;
      sizes[l] = (sizes[l] ?? 0) + 1;
    }
  return {
    labels,
    colours: [
      [200, 30, 120],
      [240, 190, 30],
    ],
    sizes,
  };
}

describe('matching garment parts by role', () => {
  it('gives the blouse the blouse fabric even when the garment photo shows less body fabric than blouse', () => {
    // Person: a long drape, the body fabric is the larger part (region 1).
    const person = layout(0, 1, 1);
    // Garment photo: cut off at the waist, its body fabric (region 0) is the smaller part.
    const garment = layout(1, 0, 0.2);
    expect(garment.sizes[0]).toBeLessThan(garment.sizes[1] ?? 0);
    const map = matchRoles(
      zoneShares(person, W, frame),
      zoneShares(garment, W, frame),
      person.sizes.length,
      garment.sizes.length,
    );
    // The blouse (person 0) takes the garment's blouse (1), the body (person 1) its body (0):
    // matching by rank of area would swap them.
    expect(map).toEqual([1, 0]);
  });
});
