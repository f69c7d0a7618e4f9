import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { isTryonError } from '../../errors';
import { createShootThread } from './threaded-shoot';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures');
const shoot = createShootThread();
afterAll(() => shoot.close());

describe('the photoshoot renderer in its own thread', () => {
  it('analyses a model photo and renders a shot there', { timeout: 120_000 }, async () => {
    const photo = readFileSync(join(fixtures, 'person_01_fashn_model.jpg'));
    const analysis = await shoot.analyseModelPhoto(photo);
    expect(analysis).toMatchObject({ usable: true, width: 683, height: 1024 });
    const shot = await shoot.renderShot({
      image: photo,
      backdrop: { builtIn: 'studio-ivory' },
      shot: 'close-up',
    });
    expect(Buffer.isBuffer(shot.image)).toBe(true);
    const meta = await sharp(shot.image).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width! * 4).toBe(meta.height! * 3);
  });

  it('keeps error codes across the thread and refuses an aborted call', async () => {
    const blank = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const failure = await shoot
      .renderShot({ image: blank, backdrop: { builtIn: 'studio-ivory' }, shot: 'close-up' })
      .catch((e: unknown) => e);
    expect(isTryonError(failure)).toBe(true);
    expect(failure).toMatchObject({ code: 'NO_PERSON' });
    const controller = new AbortController();
    controller.abort();
    const cancelled = await shoot
      .renderShot({
        image: blank,
        backdrop: { builtIn: 'studio-ivory' },
        shot: 'close-up',
        signal: controller.signal,
      })
      .catch((e: unknown) => e);
    expect(cancelled).toMatchObject({ code: 'CANCELLED' });
  });
});
