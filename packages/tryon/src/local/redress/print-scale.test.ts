import { describe, expect, it } from 'vitest';
import { drawDrapedPerson, drawDrapeGarment } from '../../../test/synthetic-drape';
import { body } from '../../../test/synthetic-figure';
import type { GarmentModel } from '../garment/garment-analysis';
import { printScale } from './print-scale';
import { redressLayer } from './redress';

const BLUE = [31, 63, 191] as const;
const YELLOW = [242, 194, 0] as const;
/** Horizontal stripes 4 px high in the garment photo: an 8 px period at scale 1. */
const STRIPE = 4;

/** The same garment photo with its wearer turned: shoulders foreshortened to 40%, torso kept. */
function turned(garment: GarmentModel): GarmentModel {
  const cx = (body.shoulderL.x + body.shoulderR.x) / 2;
  const half = ((body.shoulderR.x - body.shoulderL.x) / 2) * 0.4;
  const { quad } = garment.anchors;
  return {
    ...garment,
    anchors: {
      ...garment.anchors,
      quad: { ...quad, tl: { ...quad.tl, x: cx - half }, tr: { ...quad.tr, x: cx + half } },
    },
  };
}

/** Mean length of the blue and yellow runs down the drape's middle columns (person pixels). */
function stripeRun(image: { data: Uint8Array; width: number }): number {
  let runs = 0;
  let length = 0;
  for (let x = 90; x <= 110; x += 5) {
    let previous: boolean | undefined;
    for (let y = 100; y < 280; y += 1) {
      const o = (y * image.width + x) * 3;
      const isBlue = (image.data[o + 2] ?? 0) > (image.data[o] ?? 0);
      if (isBlue !== previous) runs += 1;
      previous = isBlue;
      length += 1;
    }
  }
  return length / runs;
}

describe('the print scale on the body', () => {
  const person = drawDrapedPerson((x) => {
    const v = 215 * (1 + 0.22 * Math.sin((2 * Math.PI * x) / 18));
    return [v, v, v - 6];
  });
  const frontal = drawDrapeGarment((_, y) => [...(Math.floor(y / STRIPE) % 2 ? BLUE : YELLOW)]);
  const redress = (garment: GarmentModel) =>
    stripeRun(redressLayer(person, garment, 'saree', { keepSameFabric: false }).image);

  it('keeps the print at the garment photo scale for a wearer of the same build', () => {
    expect(redress(frontal)).toBeGreaterThan(STRIPE * 0.75);
    expect(redress(frontal)).toBeLessThan(STRIPE * 1.35);
  });

  it("does not enlarge the print when the garment's wearer is turned", () => {
    const ratio = redress(turned(frontal)) / redress(frontal);
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.25);
  });
});

describe('printScale', () => {
  const frontal = drawDrapeGarment(() => [...BLUE]);
  const narrowed = turned(frontal);
  const unit = (g: GarmentModel) => g.anchors.quad.tr.x - g.anchors.quad.tl.x;

  it("keeps the shoulders' ratio for a frontal wearer", () => {
    // A person twice the wearer's size, frontal too: the print is half as many garment pixels.
    const larger = {
      ...body,
      shoulderWidth: body.shoulderWidth * 2,
      torsoLength: body.torsoLength * 2,
    };
    expect(printScale(larger, frontal, unit(frontal), 'saree').scale).toBeCloseTo(0.5, 5);
  });

  it("takes the torsos' ratio for a turned wearer, and resolves the print at the shoulders'", () => {
    const { scale, resolution } = printScale(body, narrowed, unit(narrowed), 'saree');
    expect(scale).toBeCloseTo(1, 5);
    expect(resolution).toBeCloseTo(0.4, 5);
  });

  it('keeps the width ratio where there is no wearer to turn, or for hips', () => {
    const swatch: GarmentModel = { ...narrowed, kind: 'swatch' };
    expect(printScale(body, swatch, unit(swatch), 'saree').scale).toBeCloseTo(0.4, 5);
    const hips = body.hipR.x - body.hipL.x;
    expect(printScale(body, narrowed, hips, 'lower').scale).toBeCloseTo(1, 5);
  });
});
