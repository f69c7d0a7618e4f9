import { isTryonError, TryonError } from '@drape/tryon/errors';
import type { GenerateResult, TryonEngine } from '@drape/tryon/types';
import type { Db } from '../../db/client';
import type { JobRow } from '../../db/schema/jobs';
import type { VtonRequestRow } from '../../db/schema/tryon';
import type { AppDeps } from '../../lib/deps';
import { isShutdown, type JobContext, type JobHandler } from '../../queue/job-runner';
import { refundGeneration } from '../credits/credits.service';
import { makeThumbnail } from '../uploads/uploads.image';
import { engineOptionsOf, qualityOf } from './tryon.engine-options';
import * as repo from './tryon.repo';
import { untilAborted } from '../../lib/until-aborted';

export const TRYON_JOB = 'tryon';

export const WORKER_LOST_MESSAGE =
  'The try-on stopped unexpectedly and could not be finished. Your credit has been refunded.';
const GENERIC_FAILURE = 'The try-on could not be completed. Please try again.';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'queue' | 'live' | 'events' | 'log'>;

export interface TryonJobOptions {
  getEngine: () => Promise<TryonEngine>;
  concurrency: number;
  timeoutSeconds: number;
  /** Delay before a retryable failure runs again (multiplied by the attempt number). */
  retryDelaySeconds: number;
}

/** The 'tryon' job kind: one queued generation → the engine → stored result, or a refund. */
export function createTryonJobHandler(deps: Deps, opts: TryonJobOptions): JobHandler {
  return {
    concurrency: opts.concurrency,
    run: (job, ctx) => runTryonJob(deps, opts, job, ctx),
    recoverExpired: () => recoverExpiredGenerations(deps),
  };
}

/**
 * FAILED plus its refund, in the caller's transaction; null when it had already finished. A free
 * regeneration was never charged, so it is not refunded.
 */
export async function failAndRefund(
  tx: Db,
  row: Pick<VtonRequestRow, 'id' | 'userId'>,
  message: string,
  engine?: string | null,
) {
  const failed = await repo.markFailed(tx, row.id, message, engine);
  if (failed && !failed.isFree) await refundGeneration(tx, row.userId, row.id, message);
  return failed;
}

const publish = (deps: Deps, row: VtonRequestRow | null) => {
  if (row) deps.live.publish(row.id, row);
};

async function runTryonJob(deps: Deps, opts: TryonJobOptions, job: JobRow, ctx: JobContext) {
  const row = await repo.markProcessing(deps.db, String(job.payload.generationId), job.attempts);
  if (!row) return void (await deps.queue.complete(job.id, ctx.workerId)); // deleted or final
  publish(deps, row);
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new TryonError('TIMEOUT')),
    opts.timeoutSeconds * 1000,
  );
  const signal = AbortSignal.any([ctx.signal, timeout.signal]);
  const stages = stageRecorder(deps, row);
  try {
    const result = await generate(deps, opts, row, signal, stages.record);
    await stages.settled();
    stages.record('saving');
    await stages.settled();
    const done = await saveResult(deps, job, ctx, row, result);
    deps.log.info({ generationId: row.id, timings: result.timings }, 'try-on completed');
    await deps.events.emit('generation.finished', done);
  } catch (err) {
    await stages.settled();
    if (isShutdown(signal)) return publish(deps, await handBack(deps, job, ctx, row));
    await finishFailed(deps, opts, job, ctx, row, err);
  } finally {
    clearTimeout(timer);
  }
}

/** Stage changes are written one after another, never out of order, and published. */
function stageRecorder(deps: Deps, row: VtonRequestRow) {
  let chain = Promise.resolve();
  return {
    record(stage: string) {
      chain = chain
        .then(async () =>
          publish(deps, await repo.updateStage(deps.db, row.id, row.attempts, stage)),
        )
        .catch((err: unknown) => deps.log.error({ err }, 'could not record the stage'));
    },
    settled: () => chain,
  };
}

async function generate(
  deps: Deps,
  opts: TryonJobOptions,
  row: VtonRequestRow,
  signal: AbortSignal,
  onProgress: (stage: string) => void,
): Promise<GenerateResult> {
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
  const engine = await opts.getEngine();
  const work = engine.generate({
    person,
    garment,
    ...engineOptionsOf(row),
    signal,
    onProgress,
  });
  return untilAborted(work, signal);
}

/** Stores the image and thumbnail, then completes job and generation in one transaction. */
async function saveResult(
  deps: Deps,
  job: JobRow,
  ctx: JobContext,
  row: VtonRequestRow,
  result: GenerateResult,
): Promise<VtonRequestRow> {
  const ext =
    result.mimeType === 'image/jpeg' ? 'jpg' : result.mimeType === 'image/webp' ? 'webp' : 'png';
  const resultKey = `u/${row.userId}/vton-results/${row.id}-${row.attempts}.${ext}`;
  const thumbnailKey = `u/${row.userId}/vton-thumbs/${row.id}-${row.attempts}.jpg`;
  try {
    await deps.storage.put(resultKey, result.image, result.mimeType);
    await deps.storage.put(thumbnailKey, await makeThumbnail(result.image), 'image/jpeg');
    const done = await deps.db.transaction(async (tx) => {
      if (!(await deps.queue.complete(job.id, ctx.workerId, tx))) return null;
      return repo.markCompleted(tx, row.id, row.attempts, {
        resultKey,
        thumbnailKey,
        width: result.width,
        height: result.height,
        engine: result.engine,
        quality: qualityOf(result),
      });
    });
    if (!done) throw new Error('lease lost before the result was saved');
    return done;
  } catch (err) {
    await deps.storage.delete(resultKey).catch(() => undefined);
    await deps.storage.delete(thumbnailKey).catch(() => undefined);
    throw err;
  }
}

/** Worker shutting down: the job goes back to the queue without counting the attempt. */
function handBack(deps: Deps, job: JobRow, ctx: JobContext, row: VtonRequestRow) {
  return deps.db.transaction(async (tx) => {
    if (!(await deps.queue.release(job.id, ctx.workerId, tx))) return null;
    return repo.markRequeued(tx, row.id, null);
  });
}

function failureOf(err: unknown): { message: string; retryable: boolean; code: string } {
  if (isTryonError(err))
    return { message: err.message, retryable: err.isRetryable, code: err.code };
  return { message: GENERIC_FAILURE, retryable: true, code: 'INTERNAL' };
}

async function finishFailed(
  deps: Deps,
  opts: TryonJobOptions,
  job: JobRow,
  ctx: JobContext,
  row: VtonRequestRow,
  err: unknown,
) {
  const failure = failureOf(err);
  const canRetry = failure.retryable && job.attempts < job.maxAttempts;
  deps.log.warn({ generationId: row.id, code: failure.code, err, canRetry }, 'try-on failed');
  if (canRetry) {
    const delay = opts.retryDelaySeconds * job.attempts;
    const again = await deps.db.transaction(async (tx) => {
      if (!(await deps.queue.retry(job.id, ctx.workerId, failure.message, delay, tx))) return null;
      return repo.markRequeued(tx, row.id, null);
    });
    return publish(deps, again);
  }
  const failed = await deps.db.transaction(async (tx) => {
    if (!(await deps.queue.fail(job.id, ctx.workerId, failure.message, tx))) return null;
    return failAndRefund(tx, row, failure.message);
  });
  if (failed) await deps.events.emit('generation.finished', failed);
}

/**
 * Jobs whose worker died: requeued while attempts remain, else failed and refunded — in the same
 * transaction that changes the job, so this happens once however many workers recover at once.
 */
export async function recoverExpiredGenerations(deps: Deps): Promise<number> {
  const finished: VtonRequestRow[] = [];
  const requeued: VtonRequestRow[] = [];
  const count = await deps.queue.recoverExpired(TRYON_JOB, {
    onRequeued: async (tx, job) => {
      const row = await repo.markRequeued(tx, String(job.payload.generationId), null);
      if (row) requeued.push(row);
    },
    onExhausted: async (tx, job) => {
      const row = await repo.findRequestById(tx, String(job.payload.generationId));
      const failed = row ? await failAndRefund(tx, row, WORKER_LOST_MESSAGE) : null;
      if (failed) finished.push(failed);
    },
  });
  for (const row of requeued) publish(deps, row);
  for (const row of finished) await deps.events.emit('generation.finished', row);
  if (requeued.length) deps.queue.notify(TRYON_JOB);
  return count;
}
