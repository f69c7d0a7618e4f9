import type { Db } from '../../db/client';
import type { JobRow } from '../../db/schema/jobs';
import type { VtonRequestRow } from '../../db/schema/tryon';
import type { AppDeps } from '../../lib/deps';
import { refundGeneration } from '../credits/credits.service';
import { emailGenerationFinished } from './tryon.notify';
import * as repo from './tryon.repo';
import type { TryonRuntime } from './tryon.runtime';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log' | 'events'>;

export const WORKER_LOST_MESSAGE =
  'The try-on stopped unexpectedly and could not be finished. Your credit has been refunded.';

/** FAILED plus its refund, in the caller's transaction; null when it had already finished. */
export async function failAndRefund(
  tx: Db,
  row: Pick<VtonRequestRow, 'id' | 'userId'>,
  message: string,
  engine?: string | null,
) {
  const failed = await repo.markFailed(tx, row.id, message, engine);
  if (failed) await refundGeneration(tx, row.userId, row.id, message);
  return failed;
}

/** What happens once a generation is final: progress listeners, webhooks, e-mail. */
export async function announceFinished(deps: Deps, runtime: TryonRuntime, row: VtonRequestRow) {
  runtime.publish(row);
  await deps.events.emit('generation.finished', row);
  await emailGenerationFinished(deps, row).catch((err: unknown) => {
    deps.log.error({ err, generationId: row.id }, 'generation e-mail failed');
  });
}

/**
 * Jobs whose worker died: requeued while attempts remain, else failed and refunded — in the same
 * transaction that changes the job, so this happens once however many workers recover at once.
 */
export async function recoverExpiredGenerations(deps: Deps, runtime: TryonRuntime, queue: string) {
  const finished: VtonRequestRow[] = [];
  const requeued: VtonRequestRow[] = [];
  const count = await runtime.queue.recoverExpired(queue, {
    onRequeued: async (tx, job: JobRow) => {
      const row = await repo.markRequeued(tx, String(job.payload.generationId), null);
      if (row) requeued.push(row);
    },
    onExhausted: async (tx, job: JobRow) => {
      const id = String(job.payload.generationId);
      const row = await repo.findRequestById(tx, id);
      if (!row) return;
      const failed = await failAndRefund(tx, row, WORKER_LOST_MESSAGE);
      if (failed) finished.push(failed);
    },
  });
  if (count) deps.log.warn({ count }, 'recovered try-on jobs whose lease expired');
  for (const row of requeued) runtime.publish(row);
  for (const row of finished) await announceFinished(deps, runtime, row);
  if (requeued.length) runtime.queue.notify(queue);
  return count;
}
