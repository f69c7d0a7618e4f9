import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLandscape, readPersonFixture } from '../../test/fixtures';
import { isTryonError } from '../errors';
import { fillOutsideMaskCoarse } from '../local/raster/fill';
import { prepareSubject } from './subject';
import { analyseModelPhoto, backdropThumbnail, listBackdrops, renderShot } from './index';

/** The Apache-2.0 model photo cut to its top 55%: legs and feet out of the frame. */
async function croppedPerson(): Promise<Buffer> {
  const person = readPersonFixture();
  const meta = await sharp(person).metadata();
  const height = Math.round((meta.height ?? 0) * 0.55);
  return sharp(person)
    .extract({ left: 0, top: 0, width: meta.width ?? 0, height })
    .jpeg()
    .toBuffer();
}

describe('photoshoot: model photo analysis', () => {
  it('flags a photo with no person as unusable, with a message', async () => {
    const analysis = await analyseModelPhoto(await createLandscape(600, 800));
    expect(analysis.usable).toBe(false);
    expect(analysis.problems.map((p) => p.code)).toEqual(['no-person']);
    expect(analysis.problems[0]?.message).toMatch(/could not find a person/);
    expect(analysis.shots).toEqual([]);
  });

  it('flags bytes that are not an image', async () => {
    const analysis = await analyseModelPhoto(Buffer.from('not an image at all'));
    expect(analysis.usable).toBe(false);
    expect(analysis.problems[0]?.code).toBe('invalid-image');
  });

  it('flags cropped feet and offers no full-length shot', async () => {
    const analysis = await analyseModelPhoto(await croppedPerson());
    expect(analysis.usable).toBe(true);
    expect(analysis.framing).not.toBe('full-length');
    expect(analysis.problems.map((p) => p.code)).toContain('cropped-feet');
    expect(analysis.shots).not.toContain('full');
    expect(analysis.shots).toContain('close-up');
    expect(analysis.pose?.box.width).toBeGreaterThan(100);
  });
});

describe('photoshoot: shots', () => {
  it('renders 3:4 shots at no more than the source resolution', async () => {
    const image = readPersonFixture();
    for (const shot of ['three-quarter', 'close-up'] as const) {
      const result = await renderShot({ image, backdrop: { builtIn: 'studio-ivory' }, shot });
      const meta = await sharp(result.image).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(result.width);
      expect(result.width * 4).toBe(result.height * 3);
      expect(result.width).toBeLessThanOrEqual(result.crop.width + 1);
      expect(result.height).toBeLessThanOrEqual(result.crop.height + 1);
    }
  });

  it('refuses a full-length shot of a photo whose feet are cut off', async () => {
    const error = await renderShot({
      image: await croppedPerson(),
      backdrop: { builtIn: 'heritage-jharokha' },
      shot: 'full',
    }).catch((e: unknown) => e);
    expect(isTryonError(error) && error.code).toBe('BODY_NOT_VISIBLE');
  });

  it("places the model on a brand's own backdrop photo", async () => {
    const result = await renderShot({
      image: readPersonFixture(),
      backdrop: { image: await createLandscape(900, 600) },
      shot: 'close-up',
      format: 'png',
    });
    expect(result.mimeType).toBe('image/png');
    expect(result.width * 4).toBe(result.height * 3);
  });

  it('lists built-in backdrops with 3:4 thumbnails', async () => {
    const list = listBackdrops();
    expect(list.some((b) => b.kind === 'studio')).toBe(true);
    expect(list.some((b) => b.kind === 'heritage')).toBe(true);
    const thumb = await sharp(await backdropThumbnail(list[0]!.id, 150)).metadata();
    expect([thumb.width, thumb.height]).toEqual([150, 200]);
  });
});

describe('photoshoot: cut-out', () => {
  it('moves the soft edge colours away from the old background (no halo)', async () => {
    const subject = await prepareSubject(readPersonFixture());
    const { width, height } = subject.alpha;
    const old = fillOutsideMaskCoarse(
      subject.image,
      {
        width,
        height,
        data: subject.alpha.data.map((a) => (a < 0.05 ? 1 : 0)),
      },
      4,
      3,
    );
    let raw = 0;
    let cleaned = 0;
    let n = 0;
    for (let i = 0; i < width * height; i += 1) {
      const a = subject.alpha.data[i] ?? 0;
      if (a <= 0.1 || a >= 0.9) continue;
      let dRaw = 0;
      let dClean = 0;
      for (let c = 0; c < 3; c += 1) {
        const b = old[i * 3 + c] ?? 0;
        dRaw += Math.abs((subject.image.data[i * 3 + c] ?? 0) - b);
        dClean += Math.abs((subject.foreground[c]![i] ?? 0) * 255 - b);
      }
      raw += dRaw;
      cleaned += dClean;
      n += 1;
    }
    expect(n).toBeGreaterThan(500);
    // The photo's own edge pixels are half old background; the model's estimated colours are not.
    expect(cleaned / n).toBeGreaterThan((raw / n) * 1.3);
  });

  it('flags two people side by side', async () => {
    const person = readPersonFixture();
    const meta = await sharp(person).metadata();
    const w = meta.width ?? 0;
    const h = meta.height ?? 0;
    const pair = await sharp({
      create: { width: w * 2, height: h, channels: 3, background: '#888' },
    })
      .composite([
        { input: person, left: 0, top: 0 },
        { input: person, left: w, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    const analysis = await analyseModelPhoto(pair);
    expect(analysis.usable).toBe(false);
    expect(analysis.problems.map((p) => p.code)).toEqual(['several-people']);
  });
});
