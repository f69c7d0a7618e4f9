import { join } from 'node:path';
import { engineConfigFromEnv, type EngineConfig } from '@drape/tryon/engine-config';
import type { FashnClient } from '@drape/tryon/fashn';
import type { TryonEngine } from '@drape/tryon/types';
import type { Config } from '../config';

/**
 * The engine settings from the server's TRYON_* variables (config.ts validated them), read by
 * the library's own engineConfigFromEnv: one vocabulary for server, library and CLI.
 */
export function engineConfigOf(config: Config): EngineConfig {
  return engineConfigFromEnv({
    TRYON_ENGINE: config.TRYON_ENGINE,
    TRYON_API_KEY: config.TRYON_API_KEY,
    TRYON_API_URL: config.TRYON_API_URL,
    TRYON_MODEL: config.TRYON_MODEL,
    TRYON_TIMEOUT_SECONDS: String(config.TRYON_TIMEOUT_SECONDS),
    TRYON_POLL_INTERVAL_MS: config.TRYON_POLL_INTERVAL_MS?.toString(),
    TRYON_FASHN_MODE: config.TRYON_FASHN_MODE,
    TRYON_WORK_SIZE: config.TRYON_WORK_SIZE?.toString(),
    TRYON_CACHE_DIR: join(config.DATA_DIR, 'cache', 'garments'),
  });
}

/** The FASHN client with the engine's key, URL, deadline, polling and default mode. */
async function loadFashnClient(engineConfig: EngineConfig): Promise<FashnClient | null> {
  if (engineConfig.engine !== 'fashn') return null;
  const { createFashnClient } = await import('@drape/tryon/fashn');
  const { apiKey, baseUrl, timeoutMs, pollIntervalMs, retry, mode } = engineConfig;
  return createFashnClient({ apiKey, baseUrl, timeoutMs, pollIntervalMs, retry, mode });
}

export interface EngineLoader {
  /** The configured engine, created on first use and then reused by every job. */
  get(): Promise<TryonEngine>;
  /** FASHN's client for AI-generated models (TRYON_ENGINE=fashn), else null. */
  fashn(): Promise<FashnClient | null>;
  /** Stops the engine's thread, if one was started (graceful shutdown, tests). */
  close(): Promise<void>;
}

/**
 * One engine per context (the local engine keeps its models and garment cache in memory),
 * imported lazily: API-only processes never load the model runtime. The local engine is
 * CPU-bound and gets its own thread; remote engines only wait on I/O.
 */
export function createEngineLoader(config: Config, injected?: TryonEngine): EngineLoader {
  let loading: Promise<TryonEngine> | null = injected ? Promise.resolve(injected) : null;
  const load = async (): Promise<TryonEngine> => {
    const engineConfig = engineConfigOf(config);
    if (engineConfig.engine === 'local') {
      const { createThreadedEngine } = await import('@drape/tryon/thread');
      return createThreadedEngine(engineConfig);
    }
    const { createEngine } = await import('@drape/tryon/engine');
    return createEngine(engineConfig);
  };
  let fashn: Promise<FashnClient | null> | null = null;
  return {
    fashn() {
      fashn ??= loadFashnClient(engineConfigOf(config));
      return fashn;
    },
    get() {
      loading ??= load();
      loading.catch(() => (loading = null));
      return loading;
    },
    async close() {
      if (injected || !loading) return;
      const engine = await loading.catch(() => null);
      loading = null;
      if (engine && 'close' in engine && typeof engine.close === 'function')
        await (engine as { close(): Promise<void> }).close();
    },
  };
}
