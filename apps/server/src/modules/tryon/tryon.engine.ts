import { join } from 'node:path';
import type { TryonEngine } from '@drape/tryon/types';
import type { Config } from '../../config';

let shared: Promise<TryonEngine> | null = null;

/**
 * The configured engine, created once per process and reused by every job (the local engine
 * keeps its models and garment cache in memory). Imported lazily: API-only processes never load
 * the model runtime.
 */
export function loadEngine(config: Config): Promise<TryonEngine> {
  shared ??= (async () => {
    const { createEngine } = await import('@drape/tryon/engine');
    const engineConfig = {
      engine: config.TRYON_ENGINE,
      apiUrl: config.TRYON_API_URL,
      apiKey: config.TRYON_API_KEY,
      model: config.TRYON_MODEL,
      cacheDir: join(config.DATA_DIR, 'cache', 'garments'),
    };
    // Remote engines take the extra fields; createEngine refuses an engine it does not know.
    return createEngine(engineConfig as Parameters<typeof createEngine>[0]);
  })();
  shared.catch(() => {
    shared = null;
  });
  return shared;
}
