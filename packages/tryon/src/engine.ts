import { TryonError } from './errors';
import { createLocalEngine, type LocalEngineOptions } from './local/local-engine';
import type { TryonEngine } from './types';

export type { Category, GenerateInput, GenerateResult, Stage, TryonEngine, EngineName } from './types';
export { TryonError, isTryonError, type TryonErrorCode } from './errors';

export interface LocalEngineConfig extends LocalEngineOptions {
  engine: 'local';
}

export type EngineConfig = LocalEngineConfig;

/** Creates the engine the configuration names; create it once per worker process and reuse it. */
export function createEngine(config: EngineConfig): TryonEngine {
  switch (config.engine) {
    case 'local':
      return createLocalEngine(config);
    default:
      throw new TryonError('CONFIG_ERROR', `Unknown try-on engine "${String((config as { engine: unknown }).engine)}".`);
  }
}

/** Reads TRYON_* variables (the caller passes its env; nothing else here reads process.env). */
export function engineConfigFromEnv(env: Record<string, string | undefined>): EngineConfig {
  const engine = env.TRYON_ENGINE ?? 'local';
  if (engine !== 'local') throw new TryonError('CONFIG_ERROR', `TRYON_ENGINE="${engine}" is not supported.`);
  const config: LocalEngineConfig = { engine: 'local' };
  if (env.TRYON_CACHE_DIR) config.cacheDir = env.TRYON_CACHE_DIR;
  if (env.TRYON_WORK_SIZE) config.workSize = Number(env.TRYON_WORK_SIZE);
  return config;
}
