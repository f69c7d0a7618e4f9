import { describe, expect, it } from 'vitest';
import {
  body,
  drawGarment,
  drawPerson,
  emptyPlacement,
  NEW,
  SKIN,
  W,
} from '../../../test/synthetic-figure';
import { PART_BODY } from '../garment/garment-analysis';
import type { Point } from '../raster/geometry';
import { replaceLayer } from './replace-layer';
import { sleeveTemplate } from './sleeve-template';

const GREY = [178, 180, 184] as const;

// A plain kurta photographed from the front, shoulders to below the knee, its sleeves down the
// arms: nothing in its photo gives the person's result any folds.
function plainKurta() {
  const garment = drawGarment();
  garment.alpha.data.fill(0);
  garment.parts.fill(0);
  for (let y = 74; y < 250; y += 1)
    for (let x = 70; x <= 130; x += 1) {
      const i = y * W + x;
      garment.alpha.data[i] = 1;
      garment.parts[i] = PART_BODY;
      garment.texture.set(NEW, i * 3);
    }
  garment.anchors.armL = [body.shoulderL, body.elbowL, body.wristL] as [Point, Point, Point];
  garment.anchors.armR = [body.shoulderR, body.elbowR, body.wristR] as [Point, Point, Point];
  garment.sleeveReach = { L: 2, R: 2 };
  return garment;
}

const lumaOf = (d: Uint8Array, x: number, y: number) => {
  const o = (y * W + x) * 3;
  return 0.299 * (d[o] ?? 0) + 0.587 * (d[o + 1] ?? 0) + 0.114 * (d[o + 2] ?? 0);
};

describe('replace path: a long top hangs in folds', () => {
  const result = replaceLayer(drawPerson(), plainKurta(), 'upper');
  const luma = (x: number, y: number) => lumaOf(result.image.data, x, y);

  it('has vertical folds across its skirt, not one smooth round', () => {
    // Across the skirt near the hem: the light's dips (a fold's shadow between lighter cloth).
    let dips = 0;
    let depth = 0;
    for (const y of [228, 234, 240]) {
      const row: number[] = [];
      for (let x = 82; x <= 118; x += 1) row.push(luma(x, y));
      for (let k = 3; k < row.length - 3; k += 1) {
        const v = row[k] ?? 0;
        const left = Math.max(...row.slice(k - 3, k));
        const right = Math.max(...row.slice(k + 1, k + 4));
        if (v < left - 1.5 && v < right - 1.5 && v <= Math.min(...row.slice(k - 3, k + 4))) {
          dips += 1;
          depth = Math.max(depth, Math.min(left, right) - v);
        }
      }
    }
    expect(dips).toBeGreaterThanOrEqual(3);
    expect(depth).toBeGreaterThan(4);
  });

  it('keeps the skirt’s folds soft: no pixel darker than a deep fold’s shadow', () => {
    const lit: number[] = [];
    for (let y = 180; y < 240; y += 2) for (let x = 84; x <= 116; x += 2) lit.push(luma(x, y));
    const top = Math.max(...lit);
    expect(Math.min(...lit)).toBeGreaterThan(top * 0.55);
  });
});

// A person with broad arms (12 px from the bone, 0.21 shoulder widths) hanging at the sides.
function broadArms() {
  const person = drawPerson();
  const arms = {
    ...body,
    elbowL: { x: 66, y: 125 },
    wristL: { x: 66, y: 170 },
    elbowR: { x: 134, y: 125 },
    wristR: { x: 134, y: 170 },
  };
  person.body = arms;
  for (let y = 76; y < 176; y += 1)
    for (let x = 40; x < 160; x += 1) {
      const i = y * W + x;
      if (person.oldGarment.data[i]) continue;
      const bone = x < 100 ? 66 + (66 - 72) * Math.max(0, (125 - y) / 45) : 134;
      const arm =
        Math.abs(x - (x < 100 ? bone : 134 + (128 - 134) * Math.max(0, (125 - y) / 45))) <= 12;
      person.matte.data[i] = arm ? 1 : 0;
      person.skin.data[i] = arm ? 1 : 0;
      person.image.data.set(arm ? SKIN : GREY, i * 3);
    }
  return person;
}

describe('a long top’s sleeves taper along the arm', () => {
  it('is narrower at the wrist than over the upper arm', () => {
    const person = broadArms();
    const garment = drawGarment();
    garment.sleeveReach = { L: 2, R: 2 };
    const sleeves = sleeveTemplate(person, garment, 'upper', emptyPlacement());
    // The left sleeve's extent outward from the arm's bone (away from the body).
    const outward = (y: number, bone: number) => {
      let x = bone;
      while (x > 0 && sleeves[y * W + x - 1]) x -= 1;
      return bone - x;
    };
    const upper = outward(100, 69);
    const elbow = outward(132, 66);
    const wrist = outward(166, 66);
    expect(upper).toBeGreaterThanOrEqual(elbow);
    expect(elbow).toBeGreaterThan(8);
    // The forearm was one width from elbow to wrist (10 px at both): a straight tube.
    expect(wrist).toBeLessThanOrEqual(elbow * 0.9);
  });
});

describe('replace path: a long top’s shoulders follow the person’s, not the matte’s rim', () => {
  it('leaves the backdrop the soft matte spreads over beside the shoulders', () => {
    const person = drawPerson();
    // A segmentation matte running 6 px past the shoulders and arms into the backdrop.
    const grown = Float32Array.from(person.matte.data);
    for (let y = 60; y < 110; y += 1)
      for (let x = 40; x < 160; x += 1) {
        let near = false;
        for (let d = -6; d <= 6 && !near; d += 1)
          near =
            (person.matte.data[(y + d) * W + x] ?? 0) > 0.5 ||
            (person.matte.data[y * W + x + d] ?? 0) > 0.5;
        if (near) grown[y * W + x] = 1;
      }
    person.matte.data.set(grown);
    const input = Uint8Array.from(person.image.data);
    const result = replaceLayer(person, plainKurta(), 'upper');
    // The rim above the shoulders and outside the arms: the matte says person, the photo backdrop.
    let rim = 0;
    let changed = 0;
    for (let y = 62; y < 100; y += 1)
      for (let x = 44; x < 156; x += 1) {
        const i = y * W + x;
        if (!grown[i] || person.skin.data[i] || person.oldGarment.data[i]) continue;
        let near = false;
        for (let d = -2; d <= 2 && !near; d += 1)
          near =
            !!person.skin.data[(y + d) * W + x] ||
            !!person.oldGarment.data[(y + d) * W + x] ||
            !!person.skin.data[y * W + x + d] ||
            !!person.oldGarment.data[y * W + x + d];
        if (near || y < 66) continue; // the cloth's ease; the head
        rim += 1;
        const o = i * 3;
        const d = Math.max(
          ...[0, 1, 2].map((c) => Math.abs((result.image.data[o + c] ?? 0) - (input[o + c] ?? 0))),
        );
        if (d > 30) changed += 1;
      }
    expect(rim).toBeGreaterThan(200);
    // 92 of 470 changed before: the shoulders and sleeves stood out over the rim.
    expect(changed / rim).toBeLessThan(0.05);
  });
});
