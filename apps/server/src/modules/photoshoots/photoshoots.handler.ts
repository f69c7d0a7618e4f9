import { isTryonError, TryonError } from '@drape/tryon/errors';
import type { Db } from '../../db/client';
import type { JobRow } from '../../db/schema/jobs';
import type { PhotoshootImageRow, PhotoshootRow } from '../../db/schema/photoshoots';
import type { AppDeps } from '../../lib/deps';
import { isShutdown, type JobContext, type JobHandler } from '../../queue/job-runner';
import { refundGeneration } from '../credits/credits.service';
import { makeThumbnail } from '../uploads/uploads.image';
import { produceImage, type ProduceOptions } from './photoshoots.produce';
import { publishProgress, settleShoot } from './photoshoots.progress';
import * as repo from './photoshoots.repo';
import { untilAborted } from '../../lib/until-aborted';

export const PHOTOSHOOT_JOB = 'photoshoot';
const GENERIC_FAILURE = 'This image could not be made. Its credit has been refunded.';
export const WORKER_LOST =
  'The image stopped unexpectedly and could not be finished. Its credit has been refunded.';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'queue' | 'live' | 'events' | 'log' | 'config'>;

export interface PhotoshootJobOptions extends ProduceOptions {
  concurrency: number;
  timeoutSeconds: number;
  retryDelaySeconds: number;
}

/** The 'photoshoot' job kind: one image of a shoot → stored JPEG, or FAILED with its refund. */
export function createPhotoshootJobHandler(deps: Deps, opts: PhotoshootJobOptions): JobHandler {
  return {
    concurrency: opts.concurrency,
    run: (job, ctx) => runImageJob(deps, opts, job, ctx),
    recoverExpired: () => recoverExpiredImages(deps),
  };
}

/**
 * Changes one image and settles its shoot in one transaction, holding the shoot's row lock so
 * the last image to finish is seen by exactly one transaction (one `photoshoot.finished`).
 */
async function finishImage(
  deps: Deps,
  shootId: string,
  change: (tx: Db) => Promise<PhotoshootImageRow | null>,
) {
  const out = await deps.db.transaction(async (tx) => {
    const shoot = await repo.lockShoot(tx, shootId);
    const image = shoot ? await change(tx) : null;
    if (!shoot || !image) return null;
    return { image, finished: await settleShoot(tx, shoot) };
  });
  if (!out) return;
  await publishProgress(deps, shootId, [out.image]);
  if (out.finished) await deps.events.emit('photoshoot.finished', out.finished);
}

/** FAILED plus the refund of its current charge, at most once (ledger unique index). */
export async function failImage(tx: Db, image: PhotoshootImageRow, message: string) {
  const failed = await repo.markImageFailed(tx, image.id, message);
  if (failed) await refundGeneration(tx, failed.userId, failed.chargeId, message);
  return failed;
}

async function runImageJob(deps: Deps, opts: PhotoshootJobOptions, job: JobRow, ctx: JobContext) {
  const image = await repo.markImageProcessing(deps.db, String(job.payload.imageId));
  const shoot = image ? await repo.findShootById(deps.db, image.photoshootId) : null;
  if (!image || !shoot) return void (await deps.queue.complete(job.id, ctx.workerId));
  if (shoot.status === 'PENDING') await repo.setShootStatus(deps.db, shoot.id, 'PROCESSING', false);
  await publishProgress(deps, shoot.id, [image]);
  const timeout = AbortSignal.timeout(opts.timeoutSeconds * 1000);
  const signal = AbortSignal.any([ctx.signal, timeout]);
  try {
    const result = await untilAborted(produceImage(deps, opts, shoot, image, signal), signal);
    await saveImage(deps, job, ctx, shoot, image, result);
  } catch (err) {
    if (isShutdown(ctx.signal)) {
      return finishImage(deps, shoot.id, async (tx) =>
        (await deps.queue.release(job.id, ctx.workerId, tx))
          ? repo.markImageRequeued(tx, image.id)
          : null,
      );
    }
    await imageFailed(
      deps,
      opts,
      job,
      ctx,
      image,
      timeout.aborted ? new TryonError('TIMEOUT') : err,
    );
  }
}

async function saveImage(
  deps: Deps,
  job: JobRow,
  ctx: JobContext,
  shoot: PhotoshootRow,
  image: PhotoshootImageRow,
  result: { image: Buffer; width: number; height: number },
) {
  const base = `u/${shoot.userId}/photoshoots/${shoot.id}/${image.id}-${image.attempts}`;
  const keys = { resultKey: `${base}.jpg`, thumbnailKey: `${base}-thumb.jpg` };
  await deps.storage.put(keys.resultKey, result.image, 'image/jpeg');
  await deps.storage.put(keys.thumbnailKey, await makeThumbnail(result.image), 'image/jpeg');
  let saved = false;
  await finishImage(deps, shoot.id, async (tx) => {
    if (!(await deps.queue.complete(job.id, ctx.workerId, tx))) return null;
    const done = await repo.markImageCompleted(tx, image.id, {
      ...keys,
      width: result.width,
      height: result.height,
    });
    saved = !!done;
    return done;
  });
  if (!saved)
    await Promise.all(
      Object.values(keys).map((k) => deps.storage.delete(k).catch(() => undefined)),
    );
}

async function imageFailed(
  deps: Deps,
  opts: PhotoshootJobOptions,
  job: JobRow,
  ctx: JobContext,
  image: PhotoshootImageRow,
  err: unknown,
) {
  const known = isTryonError(err);
  const message = known ? err.message : GENERIC_FAILURE;
  const retry = (known ? err.isRetryable : true) && job.attempts < job.maxAttempts;
  deps.log.warn({ imageId: image.id, err, retry }, 'photoshoot image failed');
  if (retry) {
    const delay = opts.retryDelaySeconds * job.attempts;
    return finishImage(deps, image.photoshootId, async (tx) =>
      (await deps.queue.retry(job.id, ctx.workerId, message, delay, tx))
        ? repo.markImageRequeued(tx, image.id)
        : null,
    );
  }
  await finishImage(deps, image.photoshootId, async (tx) =>
    (await deps.queue.fail(job.id, ctx.workerId, message, tx))
      ? failImage(tx, image, message)
      : null,
  );
}

/** Images whose worker died: requeued while attempts remain, else failed and refunded once. */
export async function recoverExpiredImages(deps: Deps): Promise<number> {
  const changed: { shootId: string; image: PhotoshootImageRow }[] = [];
  const finished: NonNullable<Awaited<ReturnType<typeof settleShoot>>>[] = [];
  const count = await deps.queue.recoverExpired(PHOTOSHOOT_JOB, {
    onRequeued: async (tx, job) => {
      const row = await repo.markImageRequeued(tx, String(job.payload.imageId));
      if (row) changed.push({ shootId: row.photoshootId, image: row });
    },
    onExhausted: async (tx, job) => {
      const row = await repo.findImageById(tx, String(job.payload.imageId));
      const shoot = row ? await repo.lockShoot(tx, row.photoshootId) : null;
      const failed = row && shoot ? await failImage(tx, row, WORKER_LOST) : null;
      if (!failed || !shoot) return;
      changed.push({ shootId: shoot.id, image: failed });
      const done = await settleShoot(tx, shoot);
      if (done) finished.push(done);
    },
  });
  for (const c of changed) await publishProgress(deps, c.shootId, [c.image]);
  for (const f of finished) await deps.events.emit('photoshoot.finished', f);
  if (changed.length) deps.queue.notify(PHOTOSHOOT_JOB);
  return count;
}
