import type { TryonEngine } from '@drape/tryon/types';
import fp from 'fastify-plugin';
import { closeEngine, loadEngine } from './tryon.engine';
import { getTryonRuntime } from './tryon.runtime';
import { createTryonWorker, type TryonWorker } from './tryon.worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The generation worker of this process (created by startWorker, for tests and tools). */
    tryonWorker: TryonWorker | null;
  }
}

/**
 * Decorates the root app with `startWorker` (main.ts `all` and `worker`) and `tryonWorker`.
 * The engine is created once per process; tests inject a fake one.
 */
export const tryonWorkerPlugin = fp<{ engine?: TryonEngine }>(async (app, opts) => {
  const deps = app.deps;
  const c = deps.config;
  const getEngine = opts.engine
    ? () => Promise.resolve(opts.engine as TryonEngine)
    : () => loadEngine(c);
  const worker = createTryonWorker(deps, getTryonRuntime(deps), getEngine, {
    concurrency: c.WORKER_CONCURRENCY,
    leaseSeconds: c.JOB_LEASE_SECONDS,
    timeoutSeconds: c.TRYON_TIMEOUT_SECONDS,
    retryDelaySeconds: c.isTest ? 0 : 5,
    pollMs: deps.database.kind === 'pglite' ? 2000 : 1000,
  });
  app.decorate('tryonWorker', worker);
  app.decorate('startWorker', async () => {
    // Load the engine before taking jobs, so a broken engine fails at start, not per job.
    await getEngine();
    worker.start();
  });
  app.addHook('preClose', async () => {
    await worker.stop();
    if (!opts.engine) await closeEngine();
  });
});
