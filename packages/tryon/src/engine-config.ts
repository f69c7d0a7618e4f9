// The engine settings: one TRYON_* vocabulary for the library, its CLI and the server. Light on
// purpose (types only from the engines), so an API process can read settings without loading
// any engine.
import { TryonError } from './errors';
import type { LocalEngineOptions } from './local/local-engine';
import type { FalOptions } from './remote/fal-engine';
import type { FashnOptions } from './remote/fashn-engine';
import type { HttpEngineOptions } from './remote/http-engine';
import type { ReplicateOptions } from './remote/replicate-engine';

export type EngineConfig =
  | ({ engine: 'local' } & LocalEngineOptions)
  | ({ engine: 'fashn' } & FashnOptions)
  | ({ engine: 'fal' } & FalOptions)
  | ({ engine: 'replicate' } & ReplicateOptions)
  | ({ engine: 'http' } & HttpEngineOptions);

type Env = Record<string, string | undefined>;

/** Names read before the one vocabulary (README): named in the error when the new one is unset. */
const RETIRED: Record<string, string[]> = {
  TRYON_API_KEY: ['FASHN_API_KEY', 'FAL_KEY', 'REPLICATE_API_TOKEN', 'TRYON_HTTP_API_KEY'],
  TRYON_API_URL: ['TRYON_HTTP_URL', 'FASHN_BASE_URL', 'FAL_BASE_URL', 'REPLICATE_BASE_URL'],
  TRYON_MODEL: ['REPLICATE_MODEL_VERSION', 'FASHN_MODEL', 'FAL_MODEL'],
};

function required(env: Env, name: string, engine: string): string {
  const value = env[name];
  if (value) return value;
  const old = (RETIRED[name] ?? []).find((n) => env[n]);
  const hint = old ? ` (${old} is no longer read: rename it ${name})` : '';
  throw new TryonError('CONFIG_ERROR', `TRYON_ENGINE=${engine} needs ${name} to be set${hint}.`);
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

const secondsToMs = (seconds: number | undefined) =>
  seconds === undefined ? undefined : seconds * 1000;

/**
 * Engine configuration from the one TRYON_* vocabulary shared by this library, its CLI and the
 * server (table in the README). The caller passes its validated env; this package never reads
 * process.env itself.
 */
export function engineConfigFromEnv(env: Env): EngineConfig {
  const engine = env.TRYON_ENGINE || 'local';
  const remote = {
    timeoutMs: secondsToMs(optionalNumber(env, 'TRYON_TIMEOUT_SECONDS')),
    pollIntervalMs: optionalNumber(env, 'TRYON_POLL_INTERVAL_MS'),
    baseUrl: env.TRYON_API_URL || undefined,
  };
  const model = env.TRYON_MODEL || undefined;
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
        apiKey: required(env, 'TRYON_API_KEY', engine),
        modelName: model,
        mode: (env.TRYON_FASHN_MODE || undefined) as FashnOptions['mode'],
      });
    case 'fal':
      return defined({ engine, ...remote, apiKey: required(env, 'TRYON_API_KEY', engine), model });
    case 'replicate':
      return defined({
        engine,
        ...remote,
        apiToken: required(env, 'TRYON_API_KEY', engine),
        version: required(env, 'TRYON_MODEL', engine),
      });
    case 'http': {
      const { baseUrl: _unused, ...rest } = remote;
      return defined({
        engine,
        ...rest,
        url: required(env, 'TRYON_API_URL', engine),
        apiKey: env.TRYON_API_KEY || undefined,
      });
    }
    default:
      throw new TryonError(
        'CONFIG_ERROR',
        `TRYON_ENGINE must be one of local, fashn, fal, replicate, http (got "${engine}").`,
      );
  }
}
