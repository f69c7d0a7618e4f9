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
      TRYON_API_KEY: 'k',
      TRYON_API_URL: 'http://127.0.0.1:1/v1',
      TRYON_TIMEOUT_SECONDS: '30',
    });
    expect(config).toEqual({
      engine: 'fashn',
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:1/v1',
      timeoutMs: 30000,
    });
    expect(createEngine(config).name).toBe('fashn');
  });

  it('reads the same TRYON_* names for every remote engine', () => {
    const env = { TRYON_API_KEY: 'k', TRYON_MODEL: 'm', TRYON_API_URL: 'http://127.0.0.1:2' };
    expect(engineConfigFromEnv({ ...env, TRYON_ENGINE: 'fal' })).toEqual({
      engine: 'fal',
      apiKey: 'k',
      model: 'm',
      baseUrl: 'http://127.0.0.1:2',
    });
    expect(engineConfigFromEnv({ ...env, TRYON_ENGINE: 'replicate' })).toEqual({
      engine: 'replicate',
      apiToken: 'k',
      version: 'm',
      baseUrl: 'http://127.0.0.1:2',
    });
    expect(engineConfigFromEnv({ ...env, TRYON_ENGINE: 'http' })).toEqual({
      engine: 'http',
      url: 'http://127.0.0.1:2',
      apiKey: 'k',
    });
  });

  it('names the missing variable when a remote engine is not configured', () => {
    expect(() => engineConfigFromEnv({ TRYON_ENGINE: 'replicate', TRYON_API_KEY: 't' })).toThrow(
      /TRYON_MODEL/,
    );
    expect(() => engineConfigFromEnv({ TRYON_ENGINE: 'fal', FAL_KEY: 'old' })).toThrow(
      /needs TRYON_API_KEY to be set \(FAL_KEY is no longer read: rename it TRYON_API_KEY\)/,
    );
    expect(() => engineConfigFromEnv({ TRYON_ENGINE: 'gpu' })).toThrow(
      /TRYON_ENGINE must be one of/,
    );
  });
});
