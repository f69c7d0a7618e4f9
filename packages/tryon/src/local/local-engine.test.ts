import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TryonError } from '../errors';
import type { GenerateResult, Stage } from '../types';
import {
  createFlatTee,
  createLandscape,
  createSolidImage,
  decode,
  meanAbsDiff,
  meanRgb,
  readGarmentFixture,
  readPersonFixture,
  type Decoded,
} from '../../test/fixtures';
import { createLocalEngine } from './local-engine';

// person_01 (683×1024): face box ≈ (294,63)-(495,264), the test checks its centre; chest between the shoulders ≈ x 380-480, y 330-500.
const FACE = [330, 80, 460, 240] as const;
const BACKGROUND = [0, 0, 110, 240] as const;
const CHEST = [385, 340, 475, 490] as const;

const luma = (d: Decoded, i: number) =>
  0.299 * (d.data[i] ?? 0) + 0.587 * (d.data[i + 1] ?? 0) + 0.114 * (d.data[i + 2] ?? 0);

function shareBrighterThan(
  img: Decoded,
  [x0, y0, x1, y1]: readonly number[],
  threshold: number,
): number {
  let bright = 0;
  let n = 0;
  for (let y = y0 ?? 0; y < (y1 ?? 0); y += 1) {
    for (let x = x0 ?? 0; x < (x1 ?? 0); x += 1) {
      if (luma(img, (y * img.width + x) * 3) > threshold) bright += 1;
      n += 1;
    }
  }
  return bright / n;
}

describe('local engine', () => {
  const engine = createLocalEngine({ cacheEntries: 8 });
  afterAll(() => engine.close());
  const person = readPersonFixture();
  const stages: Stage[] = [];
  let result: GenerateResult;
  let before: Decoded;
  let after: Decoded;

  beforeAll(async () => {
    result = await engine.generate({
      person,
      garment: readGarmentFixture(),
      category: 'upper',
      onProgress: (s) => stages.push(s),
    });
    before = await decode(person);
    after = await decode(result.image);
  });

  it('returns an image the size of the person photo, made by the local engine', () => {
    expect([result.width, result.height]).toEqual([683, 1024]);
    expect([after.width, after.height]).toEqual([683, 1024]);
    expect(result.engine).toBe('local');
    expect(result.mimeType).toBe('image/png');
    expect(result.timings.total).toBeGreaterThan(0);
  });

  it('reports the pipeline stages in order', () => {
    expect(stages).toEqual([
      'loading-models',
      'analysing-garment',
      'analysing-person',
      'fitting',
      'compositing',
      'done',
    ]);
  });

  it('leaves the face and the background unchanged', () => {
    expect(meanAbsDiff(before, after, ...FACE)).toBeLessThan(1);
    expect(meanAbsDiff(before, after, ...BACKGROUND)).toBeLessThan(1);
  });

  it('dresses the torso in the black garment so the old white tee no longer dominates', () => {
    const [r, g, b] = meanRgb(after, ...CHEST);
    expect((r + g + b) / 3).toBeLessThan(80);
    expect(shareBrighterThan(before, CHEST, 180)).toBeGreaterThan(0.6);
    expect(shareBrighterThan(after, CHEST, 180)).toBeLessThan(0.1);
  });

  it('takes on the colour of a flat product shot and reuses its cached analysis', async () => {
    const garment = await createFlatTee(400, 480);
    const first = await engine.generate({ person, garment });
    const second = await engine.generate({ person, garment });
    const [r, g, b] = meanRgb(await decode(second.image), ...CHEST);
    expect(r).toBeGreaterThan(g + 50);
    expect(r).toBeGreaterThan(b + 50);
    expect(second.timings.garment).toBeLessThan(Math.max(20, first.timings.garment ?? 0));
  });

  it('serves concurrent generations in one process with identical results', async () => {
    const garment = readGarmentFixture();
    const [a, b] = await Promise.all([
      engine.generate({ person, garment }),
      engine.generate({ person, garment }),
    ]);
    expect(a.image.equals(b.image)).toBe(true);
    expect(a.image.equals(result.image)).toBe(true);
  });

  it("paints the same pictures, byte for byte, with the person's work done on this thread", async () => {
    // The garment is cached: the second thread is idle and takes the person's worn-garment
    // cut-out (re-dress) and light and continuation (replace) while this one works on.
    const garment = readGarmentFixture();
    const here = createLocalEngine({ cacheEntries: 4, fabricThread: false });
    try {
      for (const mode of ['redress', 'replace'] as const) {
        const threaded = await engine.generate({ person, garment, mode, category: 'upper' });
        const alone = await here.generate({ person, garment, mode, category: 'upper' });
        expect(Buffer.compare(threaded.image, alone.image)).toBe(0);
      }
    } finally {
      await here.close();
    }
  });

  it('fails with NO_PERSON for a photo without a person', async () => {
    const landscape = await createLandscape(480, 640);
    await expect(
      engine.generate({ person: landscape, garment: readGarmentFixture() }),
    ).rejects.toMatchObject({ code: 'NO_PERSON' });
  });

  it('fails with MULTIPLE_PEOPLE for a photo of two people', async () => {
    const half = await sharp(person).resize(340, 512).toBuffer();
    const pair = await sharp({
      create: { width: 680, height: 512, channels: 3, background: '#808080' },
    })
      .composite([
        { input: half, left: 0, top: 0 },
        { input: half, left: 340, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    await expect(
      engine.generate({ person: pair, garment: readGarmentFixture() }),
    ).rejects.toMatchObject({ code: 'MULTIPLE_PEOPLE' });
  });

  it('fails with BLANK_GARMENT for a blank garment photo', async () => {
    const blank = await createSolidImage(300, 400, '#ffffff');
    const error = await engine.generate({ person, garment: blank }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TryonError);
    expect(error).toMatchObject({ code: 'BLANK_GARMENT' });
    expect((error as TryonError).message).toMatch(/blank/);
  });

  it('fails with INVALID_IMAGE, saying why, for a black-and-white photo of a person', async () => {
    const grey = await sharp(person).grayscale().jpeg().toBuffer();
    const error = await engine
      .generate({ person: grey, garment: readGarmentFixture() })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_IMAGE' });
    expect((error as TryonError).message).toMatch(/black and white.*colour photo/);
  });

  it('fails with INVALID_IMAGE for bytes that are not an image', async () => {
    await expect(
      engine.generate({ person: Buffer.from('not an image'), garment: readGarmentFixture() }),
    ).rejects.toMatchObject({ code: 'INVALID_IMAGE' });
  });

  it('stops with CANCELLED when the signal is aborted', async () => {
    const controller = new AbortController();
    const run = engine.generate({
      person,
      garment: readGarmentFixture(),
      signal: controller.signal,
      onProgress: (s) => s === 'analysing-person' && controller.abort(),
    });
    await expect(run).rejects.toMatchObject({ code: 'CANCELLED' });
  });
});
