import { TryonError } from './errors';
import { createLocalEngine, type LocalEngineOptions } from './local/local-engine';
import { createFalEngine, type FalOptions } from './remote/fal-engine';
import { createFashnEngine, type FashnOptions } from './remote/fashn-engine';
import { createHttpEngine, type HttpEngineOptions } from './remote/http-engine';
import { createReplicateEngine, type ReplicateOptions } from './remote/replicate-engine';
import type { TryonEngine } from './types';

export type {
  Category,
  GenerateInput,
  GenerateResult,
  Stage,
  TryonEngine,
  EngineName,
} from './types';
export { CATEGORIES, ENGINE_NAMES } from './types';
export { TryonError, isTryonError, type TryonErrorCode } from './errors';

export type EngineConfig =
  | ({ engine: 'local' } & LocalEngineOptions)
  | ({ engine: 'fashn' } & FashnOptions)
  | ({ engine: 'fal' } & FalOptions)
  | ({ engine: 'replicate' } & ReplicateOptions)
  | ({ engine: 'http' } & HttpEngineOptions);

/** Creates the engine the configuration names; create it once per worker process and reuse it. */
export function createEngine(config: EngineConfig): TryonEngine {
  switch (config.engine) {
    case 'local':
      return createLocalEngine(config);
    case 'fashn':
      return createFashnEngine(config);
    case 'fal':
      return createFalEngine(config);
    case 'replicate':
      return createReplicateEngine(config);
    case 'http':
      return createHttpEngine(config);
  }
}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string, engine: string): string {
  const value = env[name];
  if (!value)
    throw new TryonError('CONFIG_ERROR', `TRYON_ENGINE=${engine} needs ${name} to be set.`);
  return value;
}

function optionalNumber(env: Env, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new TryonError('CONFIG_ERROR', `${name} must be a positive number.`);
  return value;
}

/** Drops undefined values so optional settings fall back to the engines' defaults. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Engine configuration from environment variables (documented in the README). The caller passes
 * its validated env; this package never reads process.env itself.
 */
export function engineConfigFromEnv(env: Env): EngineConfig {
  const engine = env.TRYON_ENGINE ?? 'local';
  const remote = {
    timeoutMs: optionalNumber(env, 'TRYON_TIMEOUT_MS'),
    pollIntervalMs: optionalNumber(env, 'TRYON_POLL_INTERVAL_MS'),
  };
  switch (engine) {
    case 'local':
      return defined({
        engine,
        cacheDir: env.TRYON_CACHE_DIR || undefined,
        workSize: optionalNumber(env, 'TRYON_WORK_SIZE'),
      });
    case 'fashn':
      return defined({
        engine,
        ...remote,
        apiKey: required(env, 'FASHN_API_KEY', engine),
        baseUrl: env.FASHN_BASE_URL,
        modelName: env.FASHN_MODEL,
        mode: env.FASHN_MODE as FashnOptions['mode'],
      });
    case 'fal':
      return defined({
        engine,
        ...remote,
        apiKey: required(env, 'FAL_KEY', engine),
        model: env.FAL_MODEL,
        baseUrl: env.FAL_BASE_URL,
      });
    case 'replicate':
      return defined({
        engine,
        ...remote,
        apiToken: required(env, 'REPLICATE_API_TOKEN', engine),
        version: required(env, 'REPLICATE_MODEL_VERSION', engine),
        baseUrl: env.REPLICATE_BASE_URL,
      });
    case 'http':
      return defined({
        engine,
        ...remote,
        url: required(env, 'TRYON_HTTP_URL', engine),
        apiKey: env.TRYON_HTTP_API_KEY,
      });
    default:
      throw new TryonError(
        'CONFIG_ERROR',
        `TRYON_ENGINE must be one of local, fashn, fal, replicate, http (got "${engine}").`,
      );
  }
}
