import { join } from 'node:path';
import type { TryonEngine } from '@drape/tryon/types';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { createMailer } from './email/mailer';
import { createEngineLoader, type EngineLoader } from './engine/engine-loader';
import type { AppDeps } from './lib/deps';
import { createEvents } from './lib/events';
import { lockDataDir } from './lib/data-dir-lock';
import { createLiveUpdates } from './lib/live-updates';
import { createLogger, type Logger } from './lib/logger';
import { createRateLimiter } from './lib/rate-limiter';
import { ApiKeyActivity } from './modules/api-keys/api-keys.activity';
import { createApiKeyVerifier } from './modules/api-keys/api-keys.auth';
import {
  createWebhookJobHandler,
  queueGenerationWebhook,
  queuePhotoshootWebhook,
  WEBHOOK_JOB,
} from './modules/api-keys/api-keys.handler';
import { registerPurchaseReceipts } from './modules/payments/payments.receipt';
import {
  createPhotoshootJobHandler,
  PHOTOSHOOT_JOB,
} from './modules/photoshoots/photoshoots.handler';
import {
  createFileCleanupJobHandler,
  FILE_CLEANUP_JOB,
} from './modules/photoshoots/photoshoots.file-cleanup';
import { emailPhotoshootFinished } from './modules/photoshoots/photoshoots.notify';
import { createShootRenderer, type ShootRenderer } from './modules/photoshoots/photoshoots.render';
import { createTryonJobHandler, TRYON_JOB } from './modules/tryon/tryon.handler';
import { emailGenerationFinished } from './modules/tryon/tryon.notify';
import {
  emailAccountChanged,
  emailIfCreditsLow,
  emailPasswordChanged,
} from './modules/users/users.notify';
import { emailOnSignIn, emailSignInBlocked } from './modules/users/users.sign-in-alerts';
import type { ApiKeyVerifier } from './plugins/authenticate';
import { createJobRunner, JobHandlers, type JobRunner } from './queue/job-runner';
import { createJobSignal } from './queue/job-signal';
import { createJobQueue } from './queue/queue';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';

/** What tests (and tools) may hand in instead of what the configuration would open. */
export interface ContextOverrides {
  /** An open, migrated database; the caller keeps ownership (it is not closed with the context). */
  database?: Database;
  storage?: Storage;
  engine?: TryonEngine;
  /** Photoshoot analysis and rendering (default: @drape/tryon/photoshoot). */
  shootRenderer?: ShootRenderer;
  log?: Logger;
}

/**
 * Everything one process holds, opened once: the HTTP app, the worker and the CLI are thin
 * shells over it, so the same services run in each (see docs/decisions/003).
 */
export interface AppContext {
  readonly config: Readonly<Config>;
  /** The connection's lifecycle (ping, close); services use `deps.db`. */
  readonly database: Database;
  readonly deps: AppDeps;
  readonly verifyApiKey: ApiKeyVerifier;
  readonly apiKeyActivity: ApiKeyActivity;
  readonly engine: EngineLoader;
  /** Model-photo analysis and shot rendering for photoshoots. */
  readonly shootRenderer: ShootRenderer;
  /** Job kinds and their handlers; a feature with background work registers its kind here. */
  readonly jobs: JobHandlers;
  /** This process's job runner; started only by runWorker. */
  readonly worker: JobRunner;
  close(): Promise<void>;
}

/** The configured database; the embedded one holds the DATA_DIR lock until it is closed. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const options = {
    url: config.DATABASE_URL,
    pgliteDir: join(config.DATA_DIR, 'db'),
    poolSize: config.DATABASE_POOL_SIZE,
  };
  if (config.DATABASE_URL) return openDatabase(options);
  const lock = lockDataDir(config.DATA_DIR);
  const database = await openDatabase(options).catch((err: unknown) => {
    lock.release();
    throw err;
  });
  const close = database.close.bind(database);
  return Object.assign(database, {
    async close() {
      await close();
      lock.release();
    },
  });
}

export async function createContext(
  config: Config,
  overrides: ContextOverrides = {},
): Promise<AppContext> {
  const log = overrides.log ?? createLogger(config);
  const database = overrides.database ?? (await openConfiguredDatabase(config));
  if (!overrides.database) await migrate(database);
  const deps = createDeps(config, database, log, overrides.storage);
  const engine = createEngineLoader(config, overrides.engine);
  const apiKeyActivity = new ApiKeyActivity(deps.db, log);
  const shootRenderer = overrides.shootRenderer ?? createShootRenderer();
  const jobs = registerJobKinds(deps, engine, shootRenderer);
  subscribe(deps);
  const stopSweeping = sweepRateLimits(deps);
  const worker = createWorker(config, database, deps, jobs, log);
  return {
    config,
    database,
    deps,
    verifyApiKey: createApiKeyVerifier(deps, apiKeyActivity),
    apiKeyActivity,
    engine,
    shootRenderer,
    jobs,
    worker,
    async close() {
      stopSweeping();
      deps.live.close();
      await worker.stop();
      await deps.queue.close();
      await engine.close();
      await shootRenderer.close?.();
      await apiKeyActivity.close();
      if (!overrides.database) await database.close();
    },
  };
}

/** The job runner: PGlite polls every 2 s (one process), PostgreSQL every 1 s behind NOTIFY. */
function createWorker(
  config: Config,
  database: Database,
  deps: AppDeps,
  jobs: Parameters<typeof createJobRunner>[1],
  log: Logger,
) {
  return createJobRunner(deps.queue, jobs, log, {
    concurrency: config.WORKER_CONCURRENCY,
    leaseSeconds: config.JOB_LEASE_SECONDS,
    pollMs: database.kind === 'pglite' ? 2000 : 1000,
  });
}

function createDeps(config: Config, database: Database, log: Logger, storage?: Storage): AppDeps {
  return {
    config,
    db: database.db,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.EMAIL_FROM,
      outboxDir: join(config.DATA_DIR, 'outbox'),
      log,
    }),
    storage: storage ?? createStorage(config),
    limiter: createRateLimiter(database.db),
    authLimiter: createRateLimiter(database.db, 'auth_limits'),
    queue: createJobQueue(
      database.db,
      createJobSignal(
        database.kind === 'postgres'
          ? { url: config.DATABASE_URL, query: (t, p) => database.query(t, p), log }
          : {},
      ),
    ),
    live: createLiveUpdates({ pollMs: 1000, log }),
    events: createEvents((err, event) => log.error({ err, event }, 'event listener failed')),
    log,
  };
}

/** Expired rate-limit counters are deleted every minute, so the tables stay small (issue 12). */
function sweepRateLimits(deps: AppDeps): () => void {
  const sweep = () => {
    for (const limiter of [deps.limiter, deps.authLimiter]) {
      limiter.pruneExpired().catch((err: unknown) => deps.log.warn({ err }, 'rate-limit sweep'));
    }
  };
  const timer = setInterval(sweep, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

/** Every job kind this code base knows; the runner claims exactly these. */
function registerJobKinds(
  deps: AppDeps,
  engine: EngineLoader,
  shootRenderer: ShootRenderer,
): JobHandlers {
  const jobs = new JobHandlers();
  jobs.register(
    TRYON_JOB,
    createTryonJobHandler(deps, {
      getEngine: () => engine.get(),
      concurrency: deps.config.WORKER_CONCURRENCY,
      timeoutSeconds: deps.config.TRYON_TIMEOUT_SECONDS,
      retryDelaySeconds: deps.config.isTest ? 0 : 5,
    }),
  );
  jobs.register(WEBHOOK_JOB, createWebhookJobHandler(deps));
  jobs.register(FILE_CLEANUP_JOB, createFileCleanupJobHandler(deps));
  jobs.register(
    PHOTOSHOOT_JOB,
    createPhotoshootJobHandler(deps, {
      getEngine: () => engine.get(),
      getFashn: () => engine.fashn(),
      renderer: shootRenderer,
      concurrency: deps.config.PHOTOSHOOT_CONCURRENCY,
      timeoutSeconds: deps.config.TRYON_TIMEOUT_SECONDS,
      retryDelaySeconds: deps.config.isTest ? 0 : 5,
    }),
  );
  return jobs;
}

/** Who reacts to what: one `generation.finished` feeds live updates, webhooks and e-mail. */
function subscribe(deps: AppDeps): void {
  deps.events.on('generation.finished', (row) => deps.live.publish(row.id, row));
  deps.events.on('generation.finished', (row) => queueGenerationWebhook(deps, row));
  deps.events.on('generation.finished', (row) => emailGenerationFinished(deps, row));
  deps.events.on('photoshoot.finished', (shoot) => queuePhotoshootWebhook(deps, shoot));
  deps.events.on('photoshoot.finished', (shoot) => emailPhotoshootFinished(deps, shoot));
  registerPurchaseReceipts(deps);
  deps.events.on('password.changed', (c) => emailPasswordChanged(deps, c.userId, c.how));
  deps.events.on('credits.charged', (c) => emailIfCreditsLow(deps, c.userId, c));
  deps.events.on('account.changed', (c) => emailAccountChanged(deps, c));
  deps.events.on('auth.signed-in', (s) => emailOnSignIn(deps, s));
  deps.events.on('auth.sign-in-blocked', (b) => emailSignInBlocked(deps, b));
}
