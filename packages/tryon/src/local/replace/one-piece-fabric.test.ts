import { describe, expect, it } from 'vitest';
import { PART_BODY } from '../garment/garment-analysis';
import { drawGarment, drawPerson, NEW, W } from '../../../test/synthetic-figure';
import { remakeCholi, withoutPlainBands } from './one-piece-fabric';
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

describe("remakeCholi: the garment wearer's bare skin in the choli's middle", () => {
  it('is made of the choli, not kept as a smooth peach slab', () => {
    const [w, h] = [120, 120];
    const f = { centreAt: () => 60, sw: 60, neckY: 10, hipY: 100, hemY: 118 };
    const rgb = new Float32Array(w * h * 3);
    const shape = new Uint8Array(w * h);
    const keep = new Uint8Array(w * h);
    for (let y = 10; y < 80; y += 1)
      for (let x = 30; x <= 90; x += 1) {
        const i = y * w + x;
        shape[i] = 1;
        keep[i] = 1; // a peach print: the colour test keeps the skin too
        const skin = y >= 30 && y < 48 && x >= 52 && x <= 68;
        const dot = x % 6 < 2 && y % 6 < 2;
        rgb.set(skin ? [210, 150, 120] : dot ? [90, 40, 120] : [225, 165, 140], i * 3);
        // The print's grain: the fabric is never as smooth as skin.
        if (!skin) rgb[i * 3 + 1] = (rgb[i * 3 + 1] ?? 0) + ((x * 7 + y * 13) % 5) * 6;
      }
    remakeCholi(rgb, { shape, keep, choliEnd: 80, skirtTop: 80 }, f, w);
    let dots = 0;
    for (let y = 32; y < 46; y += 1)
      for (let x = 54; x <= 66; x += 1) if ((rgb[(y * w + x) * 3] ?? 0) < 150) dots += 1;
    expect(dots).toBeGreaterThan(10); // the print's dots, where the skin was
  });
});

describe("a choli's plain yoke is not copied over its body", () => {
  const width = 120;
  const height = 80;
  /** Sequins (3 px cells, light and dark) over rows 10–69, with plain rows from `plain` to +8. */
  function choliSample(plain?: number) {
    const rgb = new Float32Array(width * height * 3);
    const source = new Uint8Array(width * height);
    for (let y = 10; y < 70; y += 1)
      for (let x = 10; x < 110; x += 1) {
        const i = y * width + x;
        source[i] = 1;
        const smooth = plain !== undefined && y >= plain && y < plain + 8;
        const v = smooth ? 150 : (Math.floor(x / 3) + Math.floor(y / 3)) % 2 ? 200 : 90;
        rgb.set([v, v * 0.3, v * 0.4], i * 3);
      }
    return { rgb, source };
  }

  it('leaves the plain band and its edges out of the copy source, the sequins in', () => {
    const { rgb, source } = choliSample(30);
    const out = withoutPlainBands(rgb, source, 60, width);
    for (const y of [28, 30, 34, 37, 39]) expect(out[y * width + 60], `row ${y}`).toBe(0);
    for (const y of [15, 50, 65]) expect(out[y * width + 60], `row ${y}`).toBe(1);
  });

  it('keeps a fabric busy all over, and one plain all over, as it is', () => {
    for (const plain of [undefined, 10]) {
      const { rgb, source } = choliSample(plain);
      if (plain !== undefined)
        for (let i = 0; i < source.length; i += 1) if (source[i]) rgb.set([150, 45, 60], i * 3);
      expect(withoutPlainBands(rgb, source, 60, width)).toEqual(source);
    }
  });
});
