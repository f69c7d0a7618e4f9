import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTryonError } from '../errors';
import type { Stage } from '../types';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createThreadedEngine } from './threaded-engine';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../test/fixtures');
const engine = createThreadedEngine({ engine: 'local' });
afterAll(() => engine.close());

describe('the local engine in its own thread', () => {
  it(
    'returns the image and reports every stage back to the caller',
    { timeout: 120_000 },
    async () => {
      const person = readFileSync(join(fixtures, 'person_01_fashn_model.jpg'));
      const garment = await sharp(readFileSync(join(fixtures, 'garment_01_fashn_top.webp')))
        .png()
        .toBuffer();
      const stages: Stage[] = [];
      const result = await engine.generate({ person, garment, onProgress: (s) => stages.push(s) });
      expect(result.engine).toBe('local');
      expect(Buffer.isBuffer(result.image)).toBe(true);
      expect(await sharp(result.image).metadata()).toMatchObject({ width: 683, height: 1024 });
      expect(stages).toContain('fitting');
      expect(stages.at(-1)).toBe('done');
    },
  );

  it(
    'keeps the engine’s error codes and messages across the thread',
    { timeout: 60_000 },
    async () => {
      const person = readFileSync(join(fixtures, 'person_01_fashn_model.jpg'));
      const blank = await sharp({
        create: { width: 300, height: 400, channels: 3, background: '#ffffff' },
      })
        .png()
        .toBuffer();
      const failure = await engine
        .generate({ person, garment: blank })
        .catch((err: unknown) => err);
      expect(isTryonError(failure)).toBe(true);
      expect(failure).toMatchObject({ code: 'BLANK_GARMENT' });
    },
  );

  it('refuses a generation whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const failure = await engine
      .generate({ person: Buffer.from('x'), garment: Buffer.from('y'), signal: controller.signal })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'CANCELLED' });
  });
});
