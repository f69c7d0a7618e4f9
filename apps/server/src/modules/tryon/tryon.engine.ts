import { join } from 'node:path';
import type { EngineConfig } from '@drape/tryon/engine';
import type { TryonEngine } from '@drape/tryon/types';
import type { Config } from '../../config';

let shared: Promise<TryonEngine> | null = null;

/** The engine settings from the server's TRYON_* variables (config.ts validated them). */
export function engineConfigOf(config: Config): EngineConfig {
  const timeoutMs = config.TRYON_TIMEOUT_SECONDS * 1000;
  // loadConfig drops empty variables, so an unset URL is undefined here.
  const baseUrl = config.TRYON_API_URL;
  const apiKey = config.TRYON_API_KEY ?? '';
  switch (config.TRYON_ENGINE) {
    case 'local':
      return { engine: 'local', cacheDir: join(config.DATA_DIR, 'cache', 'garments') };
    case 'fashn':
      return {
        engine: 'fashn',
        apiKey,
        timeoutMs,
        ...(baseUrl && { baseUrl }),
        ...(config.TRYON_MODEL && { modelName: config.TRYON_MODEL }),
      };
    case 'fal':
      return {
        engine: 'fal',
        apiKey,
        timeoutMs,
        ...(baseUrl && { baseUrl }),
        ...(config.TRYON_MODEL && { model: config.TRYON_MODEL }),
      };
    case 'replicate':
      return {
        engine: 'replicate',
        apiToken: apiKey,
        version: config.TRYON_MODEL ?? '',
        timeoutMs,
        ...(baseUrl && { baseUrl }),
      };
    case 'http':
      return {
        engine: 'http',
        url: config.TRYON_API_URL ?? '',
        timeoutMs,
        ...(config.TRYON_API_KEY && { apiKey: config.TRYON_API_KEY }),
      };
  }
}

/**
 * The configured engine, created once per process and reused by every job (the local engine
 * keeps its models and garment cache in memory). Imported lazily: API-only processes never load
 * the model runtime.
 */
export function loadEngine(config: Config): Promise<TryonEngine> {
  shared ??= (async () => {
    const engineConfig = engineConfigOf(config);
    // The local engine is CPU-bound: it gets its own thread. Remote engines only wait on I/O.
    if (engineConfig.engine === 'local') {
      const { createThreadedEngine } = await import('./engine-thread');
      return createThreadedEngine(engineConfig);
    }
    const { createEngine } = await import('@drape/tryon/engine');
    return createEngine(engineConfig);
  })();
  shared.catch(() => {
    shared = null;
  });
  return shared;
}

/** Stops the engine's thread, if this process started one (graceful shutdown, tests). */
export async function closeEngine(): Promise<void> {
  const current = shared;
  shared = null;
  const engine = current ? await current.catch(() => null) : null;
  if (engine && 'close' in engine && typeof engine.close === 'function')
    await (engine as { close(): Promise<void> }).close();
}
