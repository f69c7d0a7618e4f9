import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createEngineLoader, engineConfigOf } from './engine-loader';

const base = { DATA_DIR: '/tmp/drape-engine-config', JWT_SECRET: 'x'.repeat(40) };

describe('engine settings from the server configuration', () => {
  it('maps each TRYON_ENGINE to the options its engine reads', () => {
    expect(engineConfigOf(loadConfig(base))).toEqual({
      engine: 'local',
      cacheDir: '/tmp/drape-engine-config/cache/garments',
    });
    expect(
      engineConfigOf(
        loadConfig({
          ...base,
          TRYON_ENGINE: 'fashn',
          TRYON_API_KEY: 'k',
          TRYON_MODEL: 'tryon-v1.6',
          TRYON_FASHN_MODE: 'quality',
          TRYON_POLL_INTERVAL_MS: '500',
        }),
      ),
    ).toEqual({
      engine: 'fashn',
      apiKey: 'k',
      modelName: 'tryon-v1.6',
      mode: 'quality',
      pollIntervalMs: 500,
      timeoutMs: 180_000,
    });
    expect(
      engineConfigOf(
        loadConfig({
          ...base,
          TRYON_ENGINE: 'replicate',
          TRYON_API_KEY: 'r8',
          TRYON_MODEL: 'abc123',
          TRYON_API_URL: 'http://127.0.0.1:9/',
        }),
      ),
    ).toEqual({
      engine: 'replicate',
      apiToken: 'r8',
      version: 'abc123',
      baseUrl: 'http://127.0.0.1:9/',
      timeoutMs: 180_000,
    });
    expect(
      engineConfigOf(
        loadConfig({ ...base, TRYON_ENGINE: 'http', TRYON_API_URL: 'http://gpu:8000' }),
      ),
    ).toEqual({
      engine: 'http',
      url: 'http://gpu:8000',
      timeoutMs: 180_000,
    });
  });

  it('refuses to start a remote engine without what it needs', () => {
    expect(() => loadConfig({ ...base, TRYON_ENGINE: 'replicate', TRYON_API_KEY: 'r8' })).toThrow(
      /TRYON_MODEL/,
    );
    expect(() => loadConfig({ ...base, TRYON_ENGINE: 'fal' })).toThrow(/TRYON_API_KEY/);
    expect(() => loadConfig({ ...base, TRYON_ENGINE: 'http' })).toThrow(/TRYON_API_URL/);
  });

  it('hands out a FASHN client for AI-generated models only when TRYON_ENGINE=fashn', async () => {
    const fashn = loadConfig({ ...base, TRYON_ENGINE: 'fashn', TRYON_API_KEY: 'k' });
    const client = await createEngineLoader(fashn).fashn();
    expect(client).toMatchObject({
      productToModel: expect.any(Function),
      createModel: expect.any(Function),
    });
    expect(await createEngineLoader(loadConfig(base)).fashn()).toBeNull();
  });
});
