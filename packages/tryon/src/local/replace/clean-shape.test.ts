import { describe, expect, it } from 'vitest';
import { drawGarment, drawPerson, NEW, W } from '../../../test/synthetic-figure';
import { replaceLayer } from './replace-layer';

// The garment photo's wearer held their hands over the fabric (a skin-coloured patch inside the
// top) and a dupatta flap hangs apart from the body, beside the wearer's hip.
function garmentWithHandsAndFlap() {
  const garment = drawGarment();
  for (let y = 120; y < 140; y += 1) {
    for (let x = 92; x < 110; x += 1) {
      const i = y * W + x;
      garment.texture.set([212, 160, 130], i * 3);
    }
  }
  for (let y = 150; y < 200; y += 1) {
    for (let x = 150; x < 170; x += 1) {
      garment.alpha.data[y * W + x] = 1;
      garment.parts[y * W + x] = 1;
    }
  }
  garment.anchors.armL = [garment.anchors.quad.tl, { x: 80, y: 110 }, { x: 95, y: 120 }];
  return garment;
}

describe('replace path: the garment silhouette is cleaned', () => {
  const person = drawPerson();
  const result = replaceLayer(person, garmentWithHandsAndFlap(), 'full');
  const out = result.image.data;
  const input = person.image.data;
  const pixel = (d: Uint8Array, x: number, y: number) =>
    [0, 1, 2].map((c) => d[(y * W + x) * 3 + c] ?? 0);

  it("replaces the wearer's hands with the garment's own fabric", () => {
    let red = 0;
    for (let y = 122; y < 138; y += 1) {
      for (let x = 94; x < 108; x += 1) {
        const [r, g] = pixel(out, x, y);
        if (Math.abs((r ?? 0) - NEW[0]) < 30 && Math.abs((g ?? 0) - NEW[1]) < 30) red += 1;
      }
    }
    expect(red / (16 * 14)).toBeGreaterThan(0.9);
  });

  it('drops a flap that hangs apart from the body', () => {
    for (const [x, y] of [
      [160, 170],
      [155, 190],
    ] as const)
      expect(pixel(out, x, y)).toEqual(pixel(input, x, y));
  });
});

describe("replace path: fabric under the garment photo's wearer's hands", () => {
  // A striped lehenga (red and dark stripes, 8 px each) whose wearer holds both hands in front
  // of its middle (BlazePose's hand points): that large patch is made of the stripes, not of a
  // smooth blend of them.
  const DARK = [60, 20, 30];
  const garment = drawGarment();
  for (let i = 0; i < W * 320; i += 1) {
    const x = i % W;
    if (x % 16 < 8) garment.texture.set(DARK, i * 3);
  }
  garment.anchors.hands = [
    [
      { x: 100, y: 112 },
      { x: 93, y: 124 },
      { x: 107, y: 124 },
      { x: 109, y: 116 },
    ],
  ];
  const out = replaceLayer(drawPerson(), garment, 'full').image.data;

  it('continues the print there instead of blurring it', () => {
    let pure = 0;
    let total = 0;
    for (let y = 116; y < 136; y += 1)
      for (let x = 90; x <= 110; x += 1) {
        total += 1;
        const o = (y * W + x) * 3;
        const d = (c: number[]) =>
          Math.abs((out[o] ?? 0) - (c[0] ?? 0)) + Math.abs((out[o + 1] ?? 0) - (c[1] ?? 0));
        if (d(DARK) < 40 || d([...NEW]) < 40) pure += 1;
      }
    expect(pure / total).toBeGreaterThan(0.75);
  });
});

describe('replace path: fabric the garment photo hid', () => {
  // The garment's analysis closed a hole (the wearer's arm across the fabric) with its own
  // synthesis, which can be blotchy (here grey): replace makes it again from the shown fabric.
  const garment = drawGarment();
  const occluded = new Uint8Array(W * 320);
  for (let y = 100; y < 130; y += 1)
    for (let x = 80; x < 120; x += 1) {
      occluded[y * W + x] = 1;
      garment.texture.set([120, 120, 120], (y * W + x) * 3);
    }
  garment.occluded = occluded;
  const out = replaceLayer(drawPerson(), garment, 'full').image.data;

  it('is made of the garment’s fabric, not the analysis’s fill', () => {
    let red = 0;
    let total = 0;
    for (let y = 104; y < 126; y += 2)
      for (let x = 84; x < 116; x += 2) {
        total += 1;
        const o = (y * W + x) * 3;
        if ((out[o] ?? 0) > 150 && (out[o + 1] ?? 0) < 80) red += 1;
      }
    expect(red / total).toBeGreaterThan(0.9);
  });
});
