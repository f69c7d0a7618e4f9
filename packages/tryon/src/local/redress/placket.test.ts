import { describe, expect, it } from 'vitest';
import type { GarmentFabric } from './garment-fabric';
import { withoutPlacket } from './placket';

// A 200 × 300 garment photo: a torso from shoulders (y = 60, x 50–150) to hips (y = 220), its
// wearer's shoulders 100 px wide, so the band is 8 px either side of x = 100.
const [W, H] = [200, 300];
const quad = {
  tl: { x: 50, y: 60 },
  tr: { x: 150, y: 60 },
  bl: { x: 55, y: 220 },
  br: { x: 145, y: 220 },
};

/** One region over the whole garment (x 30–170, y 20–290); a second over `second` pixels. */
function fabric(second?: (x: number, y: number) => boolean): GarmentFabric {
  const labels = new Int8Array(W * H).fill(-1);
  const sizes = [0, 0];
  for (let y = 20; y < 290; y += 1)
    for (let x = 30; x < 170; x += 1) {
      const l = second?.(x, y) ? 1 : 0;
      labels[y * W + x] = l;
      sizes[l] = (sizes[l] ?? 0) + 1;
    }
  return {
    regions: {
      labels,
      colours: [
        [200, 150, 40],
        [230, 200, 120],
      ],
      sizes,
    },
    rgb: new Float32Array(W * H * 3),
    width: W,
    height: H,
    unit: 100,
    texture: [0.1, 0.1],
    starts: new Map(),
    insides: new Map(),
    zones: [],
  };
}

const label = (g: GarmentFabric, x: number, y: number) => g.regions.labels[y * W + x];

describe("a top's quilting source without its placket band", () => {
  it('leaves out the middle of the torso, from the collar to the hips, and nothing beside it', () => {
    const g = withoutPlacket(fabric(), quad);
    expect(label(g, 100, 30), 'the collar').toBe(-1);
    for (const y of [60, 140, 215]) {
      expect(label(g, 100, y), `middle at ${y}`).toBe(-1);
      expect(label(g, 106, y), `in the band at ${y}`).toBe(-1);
      expect(label(g, 110, y), `beside it at ${y}`).toBe(0);
      expect(label(g, 60, y), `the side at ${y}`).toBe(0);
    }
    // Below the hips (a kurta's skirt) stays.
    expect(label(g, 100, 260)).toBe(0);
  });

  it('leaves out the fabric beside the torso, where an arm hangs by it, when the front has enough', () => {
    // The crease between a hanging arm and the body, quilted, was a pale strip and a column of
    // dark beads over a bandhgala's chest (vton S06).
    const g = withoutPlacket(fabric(), quad);
    expect(label(g, 35, 100), 'a sleeve').toBe(-1);
    expect(label(g, 165, 140), 'the other').toBe(-1);
    expect(label(g, 60, 30), 'above the shoulders').toBe(-1);
  });

  it('keeps sleeves of their own colour: a region that lies mostly beside the torso', () => {
    const g = withoutPlacket(
      fabric((x) => x < 50 || x >= 150),
      quad,
    );
    expect(label(g, 35, 100)).toBe(1);
    expect(label(g, 160, 140)).toBe(1);
  });

  it('keeps a placket of its own colour: a region that lies mostly in the band', () => {
    const g = withoutPlacket(
      fabric((x, y) => Math.abs(x - 100) < 5 && y >= 60 && y < 200),
      quad,
    );
    expect(label(g, 100, 120)).toBe(1);
    expect(label(g, 106, 120)).toBe(-1);
  });

  it('is made once per fabric', () => {
    const g = fabric();
    expect(withoutPlacket(g, quad)).toBe(withoutPlacket(g, quad));
  });
});
