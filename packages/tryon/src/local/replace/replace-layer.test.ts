import { describe, expect, it } from 'vitest';
import { drawGarment, drawPerson, SKIN, W } from '../../../test/synthetic-figure';
import { createFloatMap, localLumaStd } from '../raster/raster';
import { FLAT_H, FLAT_W, flatKurta, flatTee } from '../../../test/synthetic-flat-tops';
import { PART_BODY, type GarmentModel } from '../garment/garment-analysis';
import { flatAnchors } from '../garment/garment-landmarks';
import { drawSwatch } from '../../../test/synthetic-swatch';
import { bringsOwnSilhouette, replaceLayer } from './replace-layer';

describe('replace path', () => {
  const person = drawPerson();
  const result = replaceLayer(person, drawGarment(), 'full');
  const out = result.image.data;
  const input = person.image.data;
  const pixel = (d: Uint8Array, x: number, y: number) =>
    [0, 1, 2].map((c) => d[(y * W + x) * 3 + c] ?? 0);

  it('dresses the torso in the new garment', () => {
    const [r, g, b] = pixel(out, 100, 120);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(90);
  });

  it('turns the uncovered old outfit into textured skin, not a flat fill', () => {
    const std = localLumaStd(result.image, 3);
    const stdIn = localLumaStd(person.image, 3);
    let count = 0;
    let sum = [0, 0, 0];
    let flat = 0;
    let flatBefore = 0;
    for (let y = 200; y < 280; y += 1) {
      for (let x = 84; x <= 116; x += 1) {
        if (Math.abs(x - 100) < 3) continue; // between the legs may be background
        count += 1;
        if ((std.data[y * W + x] ?? 0) < 1.5) flat += 1;
        if ((stdIn.data[y * W + x] ?? 0) < 1.5) flatBefore += 1;
        const p = pixel(out, x, y);
        sum = sum.map((s, c) => s + (p[c] ?? 0));
      }
    }
    const avg = sum.map((s) => s / count);
    expect((flat - flatBefore) / count).toBeLessThan(0.2);
    // Close to the person's own skin, far from the old blue.
    expect(Math.abs((avg[0] ?? 0) - SKIN[0])).toBeLessThan(25);
    expect(Math.abs((avg[2] ?? 0) - SKIN[2])).toBeLessThan(25);
    // The skin's texture: comparable local variation to the arms'.
    let legStd = 0;
    let armStd = 0;
    for (let y = 210; y < 270; y += 1) legStd += (std.data[y * W + 92] ?? 0) / 60;
    for (let y = 100; y < 160; y += 1) armStd += (stdIn.data[y * W + 60] ?? 0) / 60;
    expect(legStd).toBeGreaterThan(armStd * 0.5);
    expect(legStd).toBeLessThan(armStd * 2);
  });

  it('leaves the face and the background outside the zone untouched', () => {
    for (const [x, y] of [
      [100, 45],
      [95, 40],
      [10, 10],
      [190, 300],
      [20, 200],
      [180, 120],
    ] as const)
      expect(pixel(out, x, y)).toEqual(pixel(input, x, y));
  });
});

describe("replace path: the garment photo's wearer's hands", () => {
  // The garment's wearer holds a hand in front of the fabric, in a pale colour no skin test
  // catches (as a bride's hands and a blush lehenga share their colours); BlazePose found it.
  const garment = drawGarment();
  const HAND = [200, 195, 190];
  for (let y = 108; y < 136; y += 1) {
    for (let x = 90; x < 112; x += 1) {
      if (Math.hypot(x - 100, y - 121) > 11) continue;
      for (let c = 0; c < 3; c += 1) garment.texture[(y * W + x) * 3 + c] = HAND[c] ?? 0;
    }
  }
  garment.anchors.hands = [
    [
      { x: 100, y: 110 },
      { x: 94, y: 119 },
      { x: 104, y: 119 },
      { x: 108, y: 113 },
    ],
  ];
  const result = replaceLayer(drawPerson(), garment, 'full');
  const out = result.image.data;

  it('is not pasted onto the person: the fabric is made there from the garment', () => {
    for (const [x, y] of [
      [100, 121],
      [96, 126],
      [104, 114],
    ] as const) {
      const o = (y * W + x) * 3;
      expect(out[o] ?? 0).toBeGreaterThan(150);
      expect(out[o + 1] ?? 0).toBeLessThan(90);
    }
  });
});

describe('replace path: a folded saree', () => {
  it('is draped as a saree, not tiled over the old outfit like a bolt of cloth', () => {
    const folded = drawSwatch((_, y) => (y < 120 ? [160, 20, 100] : [200, 150, 80]));
    expect(bringsOwnSilhouette(drawPerson(), folded, 'saree')).toBe(true);
    expect(bringsOwnSilhouette(drawPerson(), folded, 'upper')).toBe(false);
  });
});

describe('replace path: a top photographed flat', () => {
  /** A flat-lay's garment model: its outline, one fabric, a virtual wearer's anchors. */
  function flatTop(inside: (x: number, y: number) => boolean): GarmentModel {
    const alpha = createFloatMap(FLAT_W, FLAT_H);
    const parts = new Uint8Array(FLAT_W * FLAT_H);
    for (let i = 0; i < parts.length; i += 1) {
      if (!inside(i % FLAT_W, Math.floor(i / FLAT_W))) continue;
      alpha.data[i] = 1;
      parts[i] = PART_BODY;
    }
    return {
      kind: 'flat',
      width: FLAT_W,
      height: FLAT_H,
      texture: new Float32Array(FLAT_W * FLAT_H * 3).fill(90),
      alpha,
      parts,
      anchors: flatAnchors(alpha, 'upper'),
      colour: [90, 90, 90],
      sleeveReach: { L: 2, R: 2 },
      tiles: false,
    };
  }

  it('brings its own length when it is a kurta, and keeps the old top’s shape when a tee', () => {
    // A flat kurta used to take the tee path: a top at the hips and the old outfit's shape below.
    expect(bringsOwnSilhouette(drawPerson(), flatTop(flatKurta), 'upper')).toBe(true);
    expect(bringsOwnSilhouette(drawPerson(), flatTop(flatTee), 'upper')).toBe(false);
  });
});

describe('replace path: a long top with a band collar', () => {
  // The synthetic figure's neck is skin (rows 66–71); a face detector's box often reaches down
  // the neck, and the face's ellipse in it stays in front of any garment. A band collar stands
  // over the neck's base there.
  const person = drawPerson();
  person.face = { x: 82, y: 21, width: 36, height: 60, score: 0.9 };
  const at = (d: Uint8Array, x: number, y: number) =>
    [0, 1, 2].map((c) => d[(y * W + x) * 3 + c] ?? 0);
  const isNew = (p: number[]) => (p[0] ?? 0) > 150 && (p[1] ?? 0) < 90 && (p[2] ?? 0) < 100;
  const collared = replaceLayer(person, { ...drawGarment(), highNeck: true }, 'upper').image.data;
  const plain = replaceLayer(person, drawGarment(), 'upper').image.data;

  it('covers the neck’s base with the collar, also within the face’s box', () => {
    // (97, 75): the front of the neck's base, beside the collar's opening; (95, 73): towards its side.
    // Both inside the face's ellipse.
    for (const [x, y] of [
      [97, 75],
      [95, 73],
    ] as const) {
      expect(isNew(at(collared, x, y)), `${x},${y}`).toBe(true);
      expect(isNew(at(plain, x, y)), `${x},${y} without a collar`).toBe(false);
    }
  });

  it('leaves the face and the neck above the collar as they were', () => {
    for (const [x, y] of [
      [100, 45],
      [100, 62],
    ] as const)
      expect(at(collared, x, y)).toEqual(at(person.image.data, x, y));
  });
});
