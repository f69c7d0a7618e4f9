import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { isTryonError, TryonError } from '@drape/tryon/errors';
import type { GenerateResult, TryonEngine } from '@drape/tryon/types';
import type { JobRow } from '../../db/schema/jobs';
import type { VtonRequestRow } from '../../db/schema/tryon';
import type { AppDeps } from '../../lib/deps';
import { makeThumbnail } from '../uploads/uploads.image';
import { announceFinished, failAndRefund, recoverExpiredGenerations } from './tryon.finish';
import * as repo from './tryon.repo';
import { TRYON_QUEUE, type TryonRuntime } from './tryon.runtime';

export interface WorkerOptions {
  concurrency: number;
  leaseSeconds: number;
  timeoutSeconds: number;
  /** Delay before a retryable failure runs again (multiplied by the attempt number). */
  retryDelaySeconds?: number;
  /** How often to look for new jobs when nothing wakes the worker (other processes). */
  pollMs?: number;
  /** How often to look for jobs whose worker died. */
  recoverEveryMs?: number;
}

export interface TryonWorker {
  readonly id: string;
  start(): void;
  /** Stops claiming; running jobs are handed back to the queue. */
  stop(): Promise<void>;
  /** Recovers expired leases, then claims and runs at most one job; false when none was ready. */
  runOnce(): Promise<boolean>;
}

const GENERIC_FAILURE = 'The try-on could not be completed. Please try again.';
const SHUTDOWN = 'worker shutting down';

function failureOf(err: unknown): { message: string; retryable: boolean; code: string } {
  if (isTryonError(err))
    return { message: err.message, retryable: err.isRetryable, code: err.code };
  return { message: GENERIC_FAILURE, retryable: true, code: 'INTERNAL' };
}

/** Rejects when the signal aborts, even if the engine ignores it (a hung engine). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createTryonWorker(
  deps: AppDeps,
  runtime: TryonRuntime,
  getEngine: () => Promise<TryonEngine>,
  opts: WorkerOptions,
): TryonWorker {
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const queue = runtime.queue;
  const log = deps.log.child({ worker: id });
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let started = false;
  let stopping = false;
  let wake: (() => void) | null = null;
  let lastRecovery = 0;

  async function storeResult(row: VtonRequestRow, result: GenerateResult) {
    const ext =
      result.mimeType === 'image/jpeg' ? 'jpg' : result.mimeType === 'image/webp' ? 'webp' : 'png';
    const resultKey = `u/${row.userId}/vton-results/${row.id}-${row.attempts}.${ext}`;
    const thumbnailKey = `u/${row.userId}/vton-thumbs/${row.id}-${row.attempts}.jpg`;
    await deps.storage.put(resultKey, result.image, result.mimeType);
    await deps.storage.put(thumbnailKey, await makeThumbnail(result.image), 'image/jpeg');
    return { resultKey, thumbnailKey };
  }

  async function finishFailed(job: JobRow, row: VtonRequestRow, err: unknown) {
    const failure = failureOf(err);
    const canRetry = failure.retryable && job.attempts < job.maxAttempts;
    log.warn({ generationId: row.id, code: failure.code, err, canRetry }, 'try-on attempt failed');
    if (canRetry) {
      const delay = (opts.retryDelaySeconds ?? 5) * job.attempts;
      const again = await deps.db.transaction(async (tx) => {
        if (!(await queue.retry(job.id, id, failure.message, delay, tx))) return null;
        return repo.markRequeued(tx, row.id, null);
      });
      if (again) runtime.publish(again);
      return;
    }
    const failed = await deps.db.transaction(async (tx) => {
      if (!(await queue.fail(job.id, id, failure.message, tx))) return null;
      return failAndRefund(tx, row, failure.message);
    });
    if (failed) await announceFinished(deps, runtime, failed);
  }

  async function runJob(job: JobRow, controller: AbortController): Promise<void> {
    const generationId = String(job.payload.generationId);
    const row = await repo.markProcessing(deps.db, generationId, job.attempts);
    if (!row) {
      // Deleted or already final: nothing to do.
      await queue.complete(job.id, id);
      return;
    }
    runtime.publish(row);
    const heartbeat = setInterval(
      () => {
        queue.extendLease(job.id, id, opts.leaseSeconds).catch((err: unknown) => {
          log.error({ err, jobId: job.id }, 'could not extend the lease');
        });
      },
      Math.max(1000, (opts.leaseSeconds * 1000) / 3),
    );
    const timeout = setTimeout(
      () => controller.abort(new TryonError('TIMEOUT')),
      opts.timeoutSeconds * 1000,
    );
    let stages = Promise.resolve();
    const setStage = (stage: string) => {
      stages = stages
        .then(async () => {
          const updated = await repo.updateStage(deps.db, row.id, row.attempts, stage);
          if (updated) runtime.publish(updated);
        })
        .catch((err: unknown) => log.error({ err }, 'could not record the stage'));
    };
    let stored: { resultKey: string; thumbnailKey: string } | null = null;
    try {
      const [person, garment] = await Promise.all([
        deps.storage.get(row.personImageKey),
        deps.storage.get(row.garmentImageKey),
      ]);
      if (!person || !garment) {
        throw new TryonError(
          'INVALID_IMAGE',
          'The uploaded images are no longer available. Please upload them again.',
        );
      }
      const engine = await getEngine();
      const result = await untilAborted(
        engine.generate({
          person,
          garment,
          category: (row.category ?? undefined) as never,
          signal: controller.signal,
          onProgress: setStage,
        }),
        controller.signal,
      );
      await stages;
      setStage('saving');
      stored = await storeResult(row, result);
      await stages;
      const keys = stored;
      const done = await deps.db.transaction(async (tx) => {
        if (!(await queue.complete(job.id, id, tx))) return null;
        return repo.markCompleted(tx, row.id, row.attempts, {
          ...keys,
          width: result.width,
          height: result.height,
          engine: result.engine,
        });
      });
      if (!done) throw new Error('lease lost before the result was saved');
      stored = null;
      log.info({ generationId: row.id, timings: result.timings }, 'try-on completed');
      await announceFinished(deps, runtime, done);
    } catch (err) {
      await stages;
      if (stored) {
        await deps.storage.delete(stored.resultKey).catch(() => undefined);
        await deps.storage.delete(stored.thumbnailKey).catch(() => undefined);
      }
      if (controller.signal.reason === SHUTDOWN) {
        const back = await deps.db.transaction(async (tx) => {
          if (!(await queue.release(job.id, id, tx))) return null;
          return repo.markRequeued(tx, row.id, null);
        });
        if (back) runtime.publish(back);
        return;
      }
      await finishFailed(job, row, err);
    } finally {
      clearInterval(heartbeat);
      clearTimeout(timeout);
    }
  }

  function track(job: JobRow): Promise<void> {
    const controller = new AbortController();
    const done = runJob(job, controller)
      .catch((err: unknown) => log.error({ err, jobId: job.id }, 'try-on job crashed'))
      .finally(() => {
        running.delete(job.id);
        wake?.();
      });
    running.set(job.id, { controller, done });
    return done;
  }

  async function recoverIfDue(force = false) {
    const every = opts.recoverEveryMs ?? 5000;
    if (!force && Date.now() - lastRecovery < every) return;
    lastRecovery = Date.now();
    await recoverExpiredGenerations(deps, runtime, TRYON_QUEUE);
  }

  async function loop() {
    const unsubscribe = queue.subscribe(TRYON_QUEUE, () => wake?.());
    try {
      while (!stopping) {
        try {
          await recoverIfDue();
          while (!stopping && running.size < opts.concurrency) {
            const job = await queue.claim(TRYON_QUEUE, id, opts.leaseSeconds);
            if (!job) break;
            void track(job);
          }
        } catch (err) {
          log.error({ err }, 'worker loop error');
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, opts.pollMs ?? 1000);
          wake = () => {
            clearTimeout(timer);
            wake = null;
            resolve();
          };
        });
      }
    } finally {
      unsubscribe();
    }
  }

  let looping: Promise<void> | null = null;
  return {
    id,
    start() {
      if (started) return;
      started = true;
      log.info({ concurrency: opts.concurrency }, 'try-on worker started');
      looping = loop();
    },
    async stop() {
      stopping = true;
      wake?.();
      for (const job of running.values()) job.controller.abort(SHUTDOWN);
      await Promise.all([...running.values()].map((j) => j.done));
      await looping;
    },
    async runOnce() {
      await recoverIfDue(true);
      const job = await queue.claim(TRYON_QUEUE, id, opts.leaseSeconds);
      if (!job) return false;
      await track(job);
      return true;
    },
  };
}
