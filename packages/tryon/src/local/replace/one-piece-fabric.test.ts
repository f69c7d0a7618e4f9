import { describe, expect, it } from 'vitest';
import { PART_BODY } from '../garment/garment-analysis';
import { drawGarment, drawPerson, NEW, W } from '../../../test/synthetic-figure';
import { replaceLayer } from './replace-layer';

// A lehenga on its wearer: a red choli printed with lilac dots (rows 72–125), her bare midriff, a
// red skirt from row 140 flaring to the ankles; a lilac dupatta, in the dots' very colour, lies
// over the choli's right side from the shoulder down (the usual lehenga photo: the colour test
// takes it for the choli's own fabric).
const LILAC = [200, 130, 215];
function lehengaWithDupattaOverCholi() {
  const garment = drawGarment();
  for (let y = 0; y < 300; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const choli = y >= 72 && y < 125 && x >= 74 && x <= 126;
      const half = 26 + ((y - 140) / 150) * 30;
      const skirt = y >= 140 && y < 290 && Math.abs(x - 100) <= half;
      garment.alpha.data[i] = choli || skirt ? 1 : 0;
      garment.parts[i] = choli || skirt ? PART_BODY : 0;
      const dot = choli && x % 8 < 3 && y % 8 < 3;
      const dupatta = choli && x >= 116;
      if (dot || dupatta) garment.texture.set(LILAC, i * 3);
    }
  return garment;
}

describe('replace path: a lehenga whose choli is half under a dupatta', () => {
  const result = replaceLayer(drawPerson(), lehengaWithDupattaOverCholi(), 'full');
  const out = result.image.data;
  const isLilac = (i: number) =>
    Math.abs((out[i * 3] ?? 0) - (LILAC[0] ?? 0)) < 30 &&
    Math.abs((out[i * 3 + 1] ?? 0) - (LILAC[1] ?? 0)) < 30;
  const isRed = (i: number) =>
    Math.abs((out[i * 3] ?? 0) - NEW[0]) < 45 && Math.abs((out[i * 3 + 1] ?? 0) - NEW[1]) < 45;

  it("makes the choli's covered side of the choli's own print, not a strip of dupatta", () => {
    let lilac = 0;
    let red = 0;
    let n = 0;
    for (let y = 85; y < 120; y += 1)
      for (let x = 117; x <= 123; x += 1) {
        const i = y * W + x;
        n += 1;
        lilac += isLilac(i) ? 1 : 0;
        red += isRed(i) ? 1 : 0;
      }
    // The print is mostly red ground with a few dots; the dupatta was all lilac.
    expect(lilac / n).toBeLessThan(0.4);
    expect(red / n).toBeGreaterThan(0.5);
  });
});
