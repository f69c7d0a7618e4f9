import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateResult } from '../../types';
import {
  createPrintedTee,
  decode,
  meanAbsDiff,
  readGarmentFixture,
  readPersonFixture,
  type Decoded,
} from '../../../test/fixtures';
import { createLocalEngine } from '../local-engine';

// person_01 (683×1024): a plain white tee; face ≈ (330,80)-(460,240); chest ≈ (385,340)-(475,490);
// beige trousers on the thigh ≈ (120,600)-(330,660); background top left.
const FACE = [330, 80, 460, 240] as const;
const CHEST = [385, 340, 475, 490] as const;
const THIGH = [120, 600, 330, 660] as const;
const BACKGROUND = [0, 0, 110, 240] as const;

/** Share of pixels in a rectangle closer to `rgb` than `tolerance` (per-channel mean). */
function shareNear(
  img: Decoded,
  [x0, y0, x1, y1]: readonly number[],
  rgb: [number, number, number],
  tolerance: number,
): number {
  let near = 0;
  let n = 0;
  for (let y = y0 ?? 0; y < (y1 ?? 0); y += 1) {
    for (let x = x0 ?? 0; x < (x1 ?? 0); x += 1) {
      const o = (y * img.width + x) * 3;
      const d =
        (Math.abs((img.data[o] ?? 0) - rgb[0]) +
          Math.abs((img.data[o + 1] ?? 0) - rgb[1]) +
          Math.abs((img.data[o + 2] ?? 0) - rgb[2])) /
        3;
      if (d < tolerance) near += 1;
      n += 1;
    }
  }
  return near / n;
}

describe('re-dress within the existing drape', () => {
  const engine = createLocalEngine({ cacheEntries: 4 });
  const person = readPersonFixture();
  let garment: Buffer;
  let result: GenerateResult;
  let before: Decoded;
  let after: Decoded;
  afterAll(() => engine.close());

  beforeAll(async () => {
    garment = await createPrintedTee(480, 560);
    result = await engine.generate({ person, garment, mode: 'redress', category: 'upper' });
    before = await decode(person);
    after = await decode(result.image);
  });

  it('reports the re-dress it made', () => {
    expect(result.quality).toMatchObject({
      mode: 'redress',
      category: 'upper',
      garmentPhotoType: 'flat-lay',
    });
    expect(result.quality?.confidence).toBeGreaterThan(0.5);
  });

  it('puts both colours of the new print where the white tee was', () => {
    expect(shareNear(before, CHEST, [31, 63, 191], 45)).toBeLessThan(0.02);
    expect(shareNear(after, CHEST, [31, 63, 191], 45)).toBeGreaterThan(0.15);
    expect(shareNear(after, CHEST, [242, 194, 0], 45)).toBeGreaterThan(0.15);
  });

  it('leaves the face, the trousers and the background unchanged', () => {
    expect(meanAbsDiff(before, after, ...FACE)).toBeLessThan(1);
    expect(meanAbsDiff(before, after, ...THIGH)).toBeLessThan(1);
    expect(meanAbsDiff(before, after, ...BACKGROUND)).toBeLessThan(1);
  });

  it("paints the same picture, byte for byte, with the garment's fabric made on this thread", async () => {
    const here = createLocalEngine({ cacheEntries: 4, fabricThread: false });
    const again = await here.generate({ person, garment, mode: 'redress', category: 'upper' });
    expect(again.timings.fabric).toBeGreaterThan(0); // made here, after the person's analysis
    expect(Buffer.compare(again.image, result.image)).toBe(0);
  });
});

describe('re-dress of the fixture pair: the tee on the model in a white tee', () => {
  // person_01's tattoo on his forearm (≈ (210,480)-(270,530)) lies apart from his tee but in
  // its colours' reach; garment_01's model's bare forearms lie inside its cut-out. The tattoo
  // was repainted with that model's skin, quilted in orange blocks.
  const TATTOO = [210, 480, 270, 530] as const;
  const engine = createLocalEngine({ cacheEntries: 2 });
  afterAll(() => engine.close());

  it('leaves the tattoo on his forearm as it was, and dresses his chest', async () => {
    const person = readPersonFixture();
    const result = await engine.generate({ person, garment: readGarmentFixture() });
    const [before, after] = [await decode(person), await decode(result.image)];
    expect(result.quality?.mode).toBe('redress');
    expect(meanAbsDiff(before, after, ...TATTOO)).toBeLessThan(2);
    expect(meanAbsDiff(before, after, ...CHEST)).toBeGreaterThan(60);
  });
});
