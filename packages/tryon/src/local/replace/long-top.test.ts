import { describe, expect, it } from 'vitest';
import { body, drawGarment, drawPerson, NEW, SKIN, W } from '../../../test/synthetic-figure';
import { PART_BODY, PART_SLEEVE_L } from '../garment/garment-analysis';
import type { Point } from '../raster/geometry';
import { replaceLayer } from './replace-layer';

const WALL = [120, 75, 40] as const;

// A kurta photographed on a wearer turned to three-quarter view: its fabric is a narrow strip
// from the shoulders to below the knee, and a brown wall seen beside the wearer's body, where the
// pose put an arm, was taken for its left sleeve.
function turnedKurta() {
  const garment = drawGarment();
  garment.alpha.data.fill(0);
  garment.parts.fill(0);
  for (let y = 80; y < 232; y += 1) {
    for (let x = 60; x < 114; x += 1) {
      const i = y * W + x;
      const wall = x < 88;
      if (wall && (y >= 160 || x < 60)) continue;
      garment.alpha.data[i] = 1;
      garment.parts[i] = wall ? PART_SLEEVE_L : PART_BODY;
      if (wall) garment.texture.set(WALL, i * 3);
    }
  }
  garment.anchors.armL = [body.shoulderL, body.elbowL, body.wristL] as [Point, Point, Point];
  garment.anchors.armR = [body.shoulderR, body.elbowR, body.wristR] as [Point, Point, Point];
  garment.sleeveReach = { L: 2, R: 2 };
  return garment;
}

describe('replace path: a long top takes the person’s front-view shape', () => {
  const result = replaceLayer(drawPerson(), turnedKurta(), 'upper');
  const pixel = (x: number, y: number) =>
    [0, 1, 2].map((c) => result.image.data[(y * W + x) * 3 + c] ?? 0);
  const isNew = ([r, g, b]: number[]) =>
    Math.abs((r ?? 0) - NEW[0]) < 35 && Math.abs((g ?? 0) - NEW[1]) < 35 && (b ?? 0) < 90;

  it('covers the whole torso, hips and thighs in the garment’s fabric, with no wall', () => {
    let miss = 0;
    let total = 0;
    for (let y = 95; y < 215; y += 3) {
      for (let x = 80; x <= 120; x += 2) {
        total += 1;
        if (!isNew(pixel(x, y))) miss += 1;
      }
    }
    expect(miss / total).toBeLessThan(0.03);
  });

  it('makes the sleeves of the body’s fabric, not of what the photo shows beside the wearer', () => {
    let wall = 0;
    let fabric = 0;
    for (let y = 90; y < 150; y += 2) {
      for (let x = 56; x < 70; x += 1) {
        const [r, g] = pixel(x, y);
        if (Math.abs((r ?? 0) - WALL[0]) < 25 && Math.abs((g ?? 0) - WALL[1]) < 25) wall += 1;
        if (isNew(pixel(x, y))) fabric += 1;
      }
    }
    expect(wall).toBe(0);
    // Where the sleeve overlaps the body's shape the arm is covered too, not shown in front.
    let skin = 0;
    for (let y = 90; y < 140; y += 1) {
      for (let x = 66; x < 75; x += 1) {
        const [r, g, b] = pixel(x, y);
        const d =
          Math.abs((r ?? 0) - SKIN[0]) +
          Math.abs((g ?? 0) - SKIN[1]) +
          Math.abs((b ?? 0) - SKIN[2]);
        if (d < 40) skin += 1;
      }
    }
    expect(skin).toBeLessThan(10); // the outline softened by a pixel; 97 before
    expect(fabric / (30 * 14)).toBeGreaterThan(0.6);
  });

  it('ends in a straight hem below the knee', () => {
    const hemRow = (x: number) => {
      let y = 200;
      while (y < 300 && isNew(pixel(x, y))) y += 1;
      return y;
    };
    const rows = [84, 92, 100, 108, 116].map(hemRow);
    expect(Math.min(...rows)).toBeGreaterThan(225);
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(2);
  });
});
