import { describe, expect, it } from 'vitest';
import { drawDrapedPerson, drawDrapeGarment } from '../../../test/synthetic-drape';
import { body, H, W } from '../../../test/synthetic-figure';
import { redressLayer } from './redress';
import { findOutfitSeam, garmentHemReach } from './top-length';

// A figure in a white top over white shorts of the same cloth (hips at y 160, torso 80 px): the
// top's hem at y 172 casts a shadow on the waistband; the shorts' legs part below y 200 and end
// at y 232, tanned legs below. Re-dressed with a printed short top.
const HIPS = (body.hipL.y + body.hipR.y) / 2;
const SEAM = 172;
const LEGS_PART = 200;
const SHORTS_END = 232;

function whiteOutfit(midriff?: readonly [number, number]) {
  const person = drawDrapedPerson((x, y) => {
    if (midriff && y >= midriff[0] && y < midriff[1]) return [200, 140, 110];
    // Fine rib across the cloth, the hem's shadow on the waistband, the shorts a shade greyer.
    const rib = x % 4 < 2 ? 4 : 0;
    const shadow = y >= SEAM && y < SEAM + 3 ? -25 : 0;
    const v = (y >= SEAM ? 226 : 236) + rib + shadow;
    return [v, v, v - 4];
  });
  const { data } = person.image;
  for (let y = LEGS_PART; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      if ((person.matte.data[i] ?? 0) === 0) continue;
      const gap = Math.abs(x - 100) <= 4;
      if (!gap && y < SHORTS_END) continue;
      if (gap) person.matte.data[i] = 0;
      const rgb = gap ? [150, 152, 156] : [150, 105, 80];
      for (let c = 0; c < 3; c += 1) data[i * 3 + c] = rgb[c] ?? 0;
    }
  // The bare midriff is skin, as the person's skin mask has it.
  if (midriff)
    for (let i = midriff[0] * W; i < midriff[1] * W; i += 1)
      if ((person.matte.data[i] ?? 0) > 0) person.skin.data[i] = 1;
  return person;
}

/** A red and yellow check top whose hem is at `hem` on a wearer of the person's build. */
function printedTop(hem: number) {
  const garment = drawDrapeGarment((x, y) =>
    (Math.floor(x / 6) + Math.floor(y / 6)) % 2 ? [200, 30, 40] : [240, 200, 40],
  );
  for (let y = hem; y < H; y += 1) for (let x = 0; x < W; x += 1) garment.alpha.data[y * W + x] = 0;
  return garment;
}

/** Mean absolute difference per channel over rows y0..y1 (exclusive) across the body. */
function rowDiff(a: ArrayLike<number>, b: ArrayLike<number>, y0: number, y1: number): number {
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y += 1)
    for (let x = 70; x <= 130; x += 1)
      for (let c = 0; c < 3; c += 1) {
        const o = (y * W + x) * 3 + c;
        sum += Math.abs((a[o] ?? 0) - (b[o] ?? 0));
        n += 1;
      }
  return sum / n;
}

describe('a short top re-dressed over a lower garment of its colour', () => {
  it('measures the top and finds the outfit seam', () => {
    expect(garmentHemReach(printedTop(166))).toBeCloseTo((166 - 1 - HIPS) / 80, 1);
    const person = whiteOutfit();
    const labels = new Int8Array(W * H).map((_, i) => ((person.matte.data[i] ?? 0) > 0 ? 0 : -1));
    const seam = findOutfitSeam(person, labels);
    expect(seam).toBeDefined();
    expect(Math.abs((seam ?? 0) - SEAM)).toBeLessThanOrEqual(3);
  });

  it('leaves the shorts below a shorter top as they were, with a clean hem', () => {
    const person = whiteOutfit();
    const before = new Uint8Array(person.image.data);
    const { image, coverage } = redressLayer(person, printedTop(166), 'upper', {
      keepSameFabric: false,
    });
    // The chest is in the new print; below the worn top's seam nothing changed, to the byte.
    expect(rowDiff(before, image.data, 110, 150)).toBeGreaterThan(40);
    expect(rowDiff(before, image.data, SEAM + 2, H)).toBe(0);
    for (let y = SEAM + 2; y < SHORTS_END; y += 1)
      for (let x = 70; x <= 130; x += 1) expect(coverage.data[y * W + x] ?? 0).toBe(0);
    // The new top reaches the seam: its last rows are its own fabric, not a fade into white.
    expect(rowDiff(before, image.data, SEAM - 3, SEAM - 1)).toBeGreaterThan(40);
  });

  it('lays a longer top over the shorts to its own hem, and no further', () => {
    const person = whiteOutfit();
    const before = new Uint8Array(person.image.data);
    const hem = 190;
    const { image } = redressLayer(person, printedTop(hem), 'upper', { keepSameFabric: false });
    // Over the waistband down to the hem: the new print, to its last rows (no smear).
    expect(rowDiff(before, image.data, SEAM + 4, hem - 4)).toBeGreaterThan(40);
    expect(rowDiff(before, image.data, hem - 4, hem - 2)).toBeGreaterThan(40);
    // Below its hem the shorts are untouched.
    expect(rowDiff(before, image.data, hem + 1, H)).toBe(0);
  });

  it('ends a crop top at the bare midriff, not on the skirt of its colour below it', () => {
    // A white crop top to y 140, bare midriff to y 152, a white skirt (the shorts) below.
    const person = whiteOutfit([140, 152]);
    const before = new Uint8Array(person.image.data);
    const { image } = redressLayer(person, printedTop(166), 'upper', { keepSameFabric: false });
    expect(rowDiff(before, image.data, 100, 136)).toBeGreaterThan(40);
    // Below the crop top's own (anti-aliased) hem, nothing changed.
    expect(rowDiff(before, image.data, 143, H)).toBe(0);
  });
});
