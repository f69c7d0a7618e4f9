import { TryonError } from '@drape/tryon/errors';
import type { GenerateInput, GenerateResult, TryonEngine } from '@drape/tryon/types';
import sharp from 'sharp';

/** A fast engine: reports the local engine's stages and returns a flat image the person's size. */
export function fakeEngine(calls: { n: number } = { n: 0 }): TryonEngine {
  return {
    name: 'local',
    async generate(input: GenerateInput): Promise<GenerateResult> {
      calls.n += 1;
      for (const stage of [
        'loading-models',
        'analysing-garment',
        'analysing-person',
        'fitting',
        'compositing',
        'done',
      ] as const) {
        input.onProgress?.(stage);
      }
      const { width = 1, height = 1 } = await sharp(input.person).metadata();
      const image = await sharp({ create: { width, height, channels: 3, background: '#884422' } })
        .png()
        .toBuffer();
      return {
        image,
        mimeType: 'image/png',
        width,
        height,
        timings: { total: 1 },
        engine: 'local',
      };
    },
  };
}

export function failingEngine(error: Error): TryonEngine {
  return {
    name: 'local',
    generate: async () => {
      throw error;
    },
  };
}

/** Never finishes and ignores the abort signal (the worker must time it out anyway). */
export function hangingEngine(): TryonEngine {
  return { name: 'local', generate: () => new Promise<GenerateResult>(() => undefined) };
}

/** Fails with a retryable error `times` times, then succeeds. */
export function flakyEngine(times: number): TryonEngine {
  const good = fakeEngine();
  let left = times;
  return {
    name: 'local',
    generate: async (input) => {
      if (left > 0) {
        left -= 1;
        throw new TryonError('PROVIDER_ERROR');
      }
      return good.generate(input);
    },
  };
}

/** An engine whose behaviour a test can swap between runs. */
export function switchableEngine(initial: TryonEngine) {
  let current = initial;
  const engine: TryonEngine = { name: 'local', generate: (input) => current.generate(input) };
  return { engine, use: (next: TryonEngine) => void (current = next) };
}
