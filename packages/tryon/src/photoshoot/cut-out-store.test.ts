import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPersonFixture } from '../../test/fixtures';
import { CUT_OUT_VERSION } from './cut-out-store';
import { renderShot } from './render-shot';
import { clearSubjectCache } from './subject';

const backdrop = { builtIn: 'studio-ivory' };

async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((i) => sharp(i).raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x!.length; i += 1) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

describe('cut-outs shared between processes', () => {
  it('a second process reuses the stored cut-out; another algorithm version cuts again', async () => {
    const person = await readPersonFixture();
    clearSubjectCache();
    const first = await renderShot({ image: person, backdrop, shot: 'three-quarter', cutOut: {} });
    expect(first.cutOut).toBeInstanceOf(Buffer);

    // A second process: nothing in memory, the stored bytes at hand.
    clearSubjectCache();
    const stored = first.cutOut!;
    const second = await renderShot({
      image: person,
      backdrop,
      shot: 'three-quarter',
      cutOut: { stored },
    });
    expect(second.cutOut).toBeUndefined();
    expect(second.timings.subject!).toBeLessThan(first.timings.subject! / 2);
    expect(await meanDifference(first.image, second.image)).toBeLessThan(1.5);

    // Made by another version of the algorithm: not reused, cut out again (and offered to store).
    clearSubjectCache();
    const older = Buffer.from(stored);
    const at = older.indexOf(CUT_OUT_VERSION);
    older.write('X', at);
    const third = await renderShot({
      image: person,
      backdrop,
      shot: 'three-quarter',
      cutOut: { stored: older },
    });
    expect(third.cutOut).toBeInstanceOf(Buffer);
  }, 120_000);
});
