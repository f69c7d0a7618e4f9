import { randomUUID } from 'node:crypto';
import { PHOTOSHOOT_MESSAGES } from '@drape/shared/photoshoots-common.contract';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import type { AuthContext } from '../../plugins/authenticate';
import { consumeApiKeyUsage } from '../api-keys/api-keys.usage';
import { debitForPhotoshootImage, getCreditBalance } from '../credits/credits.service';
import { PHOTOSHOOT_JOB } from './photoshoots.handler';
import * as repo from './photoshoots.repo';
import { getShootRow } from './photoshoots.service';

type Deps = Pick<AppDeps, 'db' | 'config' | 'queue'>;

const short = (cost: number, balance: number) =>
  new AppError('INSUFFICIENT_CREDITS', PHOTOSHOOT_MESSAGES.notEnoughCredits(cost, balance));

async function failedImageIds(deps: Deps, userId: string, shootId: string, imageId?: string) {
  if (imageId) {
    const image = await repo.findImage(deps.db, userId, shootId, imageId);
    if (!image) throw new AppError('NOT_FOUND', 'Image not found');
    if (image.status !== 'FAILED')
      throw new AppError('CONFLICT', PHOTOSHOOT_MESSAGES.imageNotFailed);
    return [image.id];
  }
  const ids = (await repo.listImages(deps.db, shootId))
    .filter((i) => i.status === 'FAILED')
    .map((i) => i.id);
  if (!ids.length) throw new AppError('CONFLICT', PHOTOSHOOT_MESSAGES.noFailedImages);
  return ids;
}

/**
 * Queues failed images again (one, or every failed image of the shoot). Each was refunded when it
 * failed, so each is charged again, under a new charge id that can itself be refunded once.
 */
export async function retryImages(
  deps: Deps,
  auth: AuthContext,
  shootId: string,
  imageId?: string,
): Promise<{ retried: number; creditCost: number }> {
  await getShootRow(deps, auth.userId, shootId);
  const ids = await failedImageIds(deps, auth.userId, shootId, imageId);
  const balance = await getCreditBalance(deps.db, auth.userId);
  if (balance < ids.length) throw short(ids.length, balance);
  const retried = await deps.db.transaction(async (tx) => {
    await repo.lockShoot(tx, shootId);
    let n = 0;
    for (const id of ids) {
      const chargeId = randomUUID();
      if (!(await repo.resetFailedImage(tx, id, chargeId))) continue; // retried meanwhile
      if (!(await debitForPhotoshootImage(tx, auth.userId, chargeId))) {
        throw short(ids.length, await getCreditBalance(tx, auth.userId));
      }
      if (auth.apiKeyId) await consumeApiKeyUsage(tx, auth.apiKeyId);
      await deps.queue.enqueue(
        tx,
        PHOTOSHOOT_JOB,
        { imageId: id },
        {
          maxAttempts: deps.config.JOB_MAX_ATTEMPTS,
        },
      );
      n += 1;
    }
    if (n) await repo.setShootStatus(tx, shootId, 'PROCESSING', false);
    return n;
  });
  deps.queue.notify(PHOTOSHOOT_JOB);
  return { retried, creditCost: retried };
}
