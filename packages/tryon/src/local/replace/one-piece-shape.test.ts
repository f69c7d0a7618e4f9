import { describe, expect, it } from 'vitest';
import { PART_BODY } from '../garment/garment-analysis';
import { drawGarment, drawPerson, NEW, W } from '../../../test/synthetic-figure';
import { replaceLayer } from './replace-layer';

/** Whether pixel (x, y) of a result is the new garment's red. */
const isNewAt =
  (out: Uint8Array) =>
  (x: number, y: number): boolean =>
    Math.abs((out[(y * W + x) * 3] ?? 0) - NEW[0]) < 45 &&
    Math.abs((out[(y * W + x) * 3 + 1] ?? 0) - NEW[1]) < 45;

/** The leftmost and rightmost new pixels of each row from y0 to y1 (exclusive); -1 for none. */
function newEdges(isNew: (x: number, y: number) => boolean, y0: number, y1: number) {
  const edges: [number, number][] = [];
  for (let y = y0; y < y1; y += 1) {
    let x0 = -1;
    let x1 = -1;
    for (let x = 0; x < W; x += 1)
      if (isNew(x, y)) {
        if (x0 < 0) x0 = x;
        x1 = x;
      }
    edges.push([x0, x1]);
  }
  return edges;
}

// A lehenga photographed on its wearer: a red choli and a red skirt flaring from the waist to
// the ankles, and a sheer pale-pink dupatta spread out on both sides of the skirt at hip height,
// touching it (so a row of the photo runs from one dupatta wing across the skirt to the other).
const DUPATTA = [236, 196, 206];
function lehengaWithDupatta() {
  const garment = drawGarment();
  for (let y = 140; y < 290; y += 1) {
    const half = 26 + ((y - 140) / 150) * 34;
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const inSkirt = Math.abs(x - 100) <= half;
      const inWing = y >= 150 && y < 205 && Math.abs(x - 100) > half && Math.abs(x - 100) < 72;
      if (!inSkirt && !inWing) continue;
      garment.alpha.data[i] = inWing ? 0.8 : 1;
      garment.parts[i] = PART_BODY;
      // The wing's jagged outer edge: a dupatta spread in folds.
      if (inWing) {
        if (Math.abs(x - 100) > 60 + ((y * 7) % 11)) garment.alpha.data[i] = 0;
        garment.texture.set(DUPATTA, i * 3);
      }
    }
  }
  return garment;
}

describe('replace path: a lehenga with a dupatta spread beside it', () => {
  const person = drawPerson();
  const result = replaceLayer(person, lehengaWithDupatta(), 'full');
  const out = result.image.data;
  const input = person.image.data;
  const pixel = (d: Uint8Array, x: number, y: number) =>
    [0, 1, 2].map((c) => d[(y * W + x) * 3 + c] ?? 0);

  it('draws no wings of dupatta beside the skirt', () => {
    for (const [x, y] of [
      [36, 165],
      [164, 165],
      [40, 190],
      [160, 190],
    ] as const)
      expect(pixel(out, x, y)).toEqual(pixel(input, x, y));
  });

  it('makes the skirt one smooth silhouette flaring from the waist to the hem', () => {
    // The new layer's left and right edge per row (red pixels), from below the person's hands
    // (in front of the skirt) to above the hem.
    const edges = newEdges(isNewAt(out), 180, 280);
    for (let k = 1; k < edges.length; k += 1) {
      const [a0, a1] = edges[k - 1] ?? [0, 0];
      const [b0, b1] = edges[k] ?? [0, 0];
      expect(b0).toBeLessThanOrEqual(a0 + 1); // widening (or steady), never a step in
      expect(a0 - b0).toBeLessThanOrEqual(2); // no step out
      expect(b1).toBeGreaterThanOrEqual(a1 - 1);
      expect(b1 - a1).toBeLessThanOrEqual(2);
    }
    const [top0, top1] = edges[0] ?? [0, 0];
    const [bottom0, bottom1] = edges.at(-1) ?? [0, 0];
    expect(bottom1 - bottom0).toBeGreaterThan((top1 - top0) * 1.3);
  });

  it('reports the dupatta it left out', () => {
    expect(result.findings.map((f) => f.code)).toContain('dupatta-omitted');
  });
});

describe('replace path: a lehenga’s choli under the old top’s straps', () => {
  // The photo's choli starts at row 80, below the old top's straps over the tops of the
  // shoulders (from row 72): the straps' 8 rows are the choli's, not a plate of made skin.
  const garment = lehengaWithDupatta();
  for (let i = 0; i < 80 * W; i += 1) garment.alpha.data[i] = 0;
  const out = replaceLayer(drawPerson(), garment, 'full').image.data;

  it('rises over the tops of the shoulders to the straps’ top', () => {
    for (const [x, y] of [
      [84, 76],
      [116, 76],
    ] as const)
      expect(out[(y * W + x) * 3 + 1], `(${x}, ${y})`).toBeLessThan(100);
  });
});

/**
 * The drawn figure in a lehenga whose photo's choli covers rows 72 to `end` (exclusive), `half` px
 * each side of the centre, above the skirt (row 140): whether each result pixel is the new red.
 */
function withCholi(end: number, half: number): (x: number, y: number) => boolean {
  const garment = lehengaWithDupatta();
  for (let y = 0; y < 140; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const choli = y >= 72 && y < end && Math.abs(x - 100) <= half;
      garment.alpha.data[i] = choli ? 1 : 0;
      garment.parts[i] = choli ? PART_BODY : 0;
    }
  return isNewAt(replaceLayer(drawPerson(), garment, 'full').image.data);
}

describe('replace path: a lehenga’s choli lengthened over the old top', () => {
  // The photo's choli (rows 72–114) is wider than the person's waist and ends well above the
  // skirt (row 140); the person's old top runs down to the hips, so no midriff shows: the choli
  // is lengthened and a band joins it to the skirt.
  const isNew = withCholi(115, 30);

  it('runs its sides on to the skirt without a step', () => {
    const edges = newEdges(isNew, 95, 160);
    for (let k = 1; k < edges.length; k += 1) {
      const [a0, a1] = edges[k - 1] ?? [0, 0];
      const [b0, b1] = edges[k] ?? [0, 0];
      expect(Math.abs(b0 - a0), `row ${95 + k}`).toBeLessThanOrEqual(2);
      expect(Math.abs(b1 - a1), `row ${95 + k}`).toBeLessThanOrEqual(2);
    }
  });
});

describe('replace path: a sleeveless lehenga whose photo covers the shoulders', () => {
  // The photo's choli reaches out past the wearer's shoulder joints (x 72 and 128) from row 72:
  // a dupatta over her shoulders, in the choli's colour.
  const isNew = withCholi(125, 34);

  it('ends its straps inside the shoulder joints', () => {
    // STRAP_INSET: 0.12 of the 56 px between the joints, 6.7 px inside them (x 78.7 and 121.3).
    for (const y of [74, 76, 80]) {
      expect(isNew(100 - 21, y), `left, row ${y}`).toBe(true);
      expect(isNew(100 + 21, y), `right, row ${y}`).toBe(true);
      // Without the armholes both reached out to x 74 and 126.
      expect(isNew(100 - 25, y), `left shoulder, row ${y}`).toBe(false);
      expect(isNew(100 + 25, y), `right shoulder, row ${y}`).toBe(false);
    }
  });
});
