import { describe, expect, it } from 'vitest';
import { createEngine, engineConfigFromEnv } from './engine';

describe('engine configuration from the environment', () => {
  it('defaults to the local engine', () => {
    expect(engineConfigFromEnv({})).toEqual({ engine: 'local' });
    expect(createEngine(engineConfigFromEnv({})).name).toBe('local');
  });

  it('reads a remote engine with its key, endpoint and timeout', () => {
    const config = engineConfigFromEnv({
      TRYON_ENGINE: 'fashn',
      FASHN_API_KEY: 'k',
      FASHN_BASE_URL: 'http://127.0.0.1:1/v1',
      TRYON_TIMEOUT_MS: '30000',
    });
    expect(config).toEqual({
      engine: 'fashn',
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:1/v1',
      timeoutMs: 30000,
    });
    expect(createEngine(config).name).toBe('fashn');
  });

  it('names the missing variable when a remote engine is not configured', () => {
    expect(() =>
      engineConfigFromEnv({ TRYON_ENGINE: 'replicate', REPLICATE_API_TOKEN: 't' }),
    ).toThrow(/REPLICATE_MODEL_VERSION/);
    expect(() => engineConfigFromEnv({ TRYON_ENGINE: 'gpu' })).toThrow(
      /TRYON_ENGINE must be one of/,
    );
  });
});
