import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { isShutdown, type JobContext, type JobHandler } from '../../queue/job-runner';
import type { JobRow } from '../../queue/queue';

/**
 * Files a deleted model, backdrop or shoot leaves behind (its photo and thumbnail, a shoot's
 * folder, cut-outs nothing else needs: docs/decisions/030). The deletion commits the row change
 * and this job together; the files are then deleted at once and the job cancelled, or, when
 * storage failed, the job deletes them later (deleting a missing file is not an error).
 */
export const FILE_CLEANUP_JOB = 'file-cleanup';
const ATTEMPTS = 10;

export interface FileCleanup {
  keys: string[];
  prefixes?: string[];
}

export interface QueuedCleanup {
  jobId: string;
  files: FileCleanup;
}

type Deps = Pick<AppDeps, 'storage' | 'queue' | 'log' | 'config'>;

/** Queues the deletion in the caller's transaction (the one that removes the rows). */
export async function queueFileCleanup(
  deps: Deps,
  tx: Db,
  files: FileCleanup,
): Promise<QueuedCleanup> {
  const jobId = await deps.queue.enqueue(
    tx,
    FILE_CLEANUP_JOB,
    { ...files },
    {
      maxAttempts: ATTEMPTS,
    },
  );
  return { jobId, files };
}

async function deleteFiles(deps: Pick<AppDeps, 'storage'>, files: FileCleanup) {
  await Promise.all([
    ...files.keys.map((k) => deps.storage.delete(k)),
    ...(files.prefixes ?? []).map((p) => deps.storage.deletePrefix(p)),
  ]);
}

/**
 * After the commit: deletes the files now and cancels the job. A failure is logged, not thrown:
 * the rows are gone and the queued job deletes the files when storage answers again.
 */
export async function deleteFilesNow(deps: Deps, queued: QueuedCleanup): Promise<boolean> {
  const { files } = queued;
  try {
    await deleteFiles(deps, files);
    await deps.queue.cancel(queued.jobId);
    return true;
  } catch (err) {
    deps.log.warn({ err, files: files.keys.length }, 'file deletion failed; queued to retry');
    return false;
  }
}

/** The 'file-cleanup' job kind: retried with backoff (1 min, 2, 4 … capped at 1 h). */
export function createFileCleanupJobHandler(deps: Deps): JobHandler {
  return { concurrency: 1, run: (job, ctx) => runCleanup(deps, job, ctx) };
}

async function runCleanup(deps: Deps, job: JobRow, ctx: JobContext) {
  const files = job.payload as unknown as FileCleanup;
  try {
    await deleteFiles(deps, files);
  } catch (err) {
    if (isShutdown(ctx.signal)) return void (await deps.queue.release(job.id, ctx.workerId));
    const message = err instanceof Error ? err.message : String(err);
    if (job.attempts < job.maxAttempts) {
      const delay = deps.config.isTest ? 0 : Math.min(3600, 60 * 2 ** (job.attempts - 1));
      await deps.queue.retry(job.id, ctx.workerId, message, delay);
    } else {
      deps.log.error({ err, keys: files.keys, prefixes: files.prefixes }, 'file cleanup gave up');
      await deps.queue.fail(job.id, ctx.workerId, message);
    }
    return;
  }
  await deps.queue.complete(job.id, ctx.workerId);
}
