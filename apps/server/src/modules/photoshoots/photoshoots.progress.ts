import type { PhotoshootEvent, PhotoshootStatus } from '@drape/shared/photoshoots.contract';
import type { Db } from '../../db/client';
import type { PhotoshootImageRow, PhotoshootRow } from '../../db/schema/photoshoots';
import type { PhotoshootFinished } from '../../lib/events';
import type { AppDeps } from '../../lib/deps';
import { toPhotoshootImage, toPhotoshootSummary } from './photoshoots.mapper';
import * as repo from './photoshoots.repo';

type Deps = Pick<AppDeps, 'db' | 'live' | 'config' | 'log'>;

const finalStatus = (c: repo.ImageCounts): PhotoshootStatus =>
  c.failed === 0 ? 'COMPLETED' : c.completed === 0 ? 'FAILED' : 'PARTIAL';

/**
 * Call with the shoot's row locked (repo.lockShoot), after changing an image: when no image is
 * pending or running any more, the shoot becomes COMPLETED, PARTIAL or FAILED — once.
 */
export async function settleShoot(
  tx: Db,
  shoot: PhotoshootRow,
): Promise<PhotoshootFinished | null> {
  const counts = (await repo.countsByShoot(tx, [shoot.id])).get(shoot.id) as repo.ImageCounts;
  if (counts.pending + counts.processing > 0) return null;
  const status = finalStatus(counts);
  if (shoot.finishedAt && shoot.status === status) return null;
  const row = await repo.setShootStatus(tx, shoot.id, status, true);
  if (!row) return null;
  return {
    id: row.id,
    userId: row.userId,
    apiKeyId: row.apiKeyId,
    status: status as PhotoshootFinished['status'],
    imagesCompleted: counts.completed,
    imagesFailed: counts.failed,
    finishedAt: row.finishedAt ?? new Date(),
  };
}

/** The shoot's summary and the images that changed, as one live update (SSE `status`). */
export async function progressEvent(
  deps: Pick<AppDeps, 'db' | 'config'>,
  shootId: string,
  changed: PhotoshootImageRow[],
): Promise<PhotoshootEvent | null> {
  const shoot = await repo.findShootById(deps.db, shootId);
  if (!shoot) return null;
  const counts = (await repo.countsByShoot(deps.db, [shootId])).get(shootId) as repo.ImageCounts;
  const cover = (await repo.coverKeys(deps.db, [shootId])).get(shootId) ?? null;
  return {
    photoshoot: toPhotoshootSummary(deps.config, shoot, counts, cover),
    images: changed.map((i) => toPhotoshootImage(deps.config, shoot, i)),
  };
}

/** The event for a stream: every image at first, then those changed since `since`. */
export async function loadProgress(
  deps: Pick<AppDeps, 'db' | 'config'>,
  shootId: string,
  since?: Date,
): Promise<PhotoshootEvent | null> {
  return progressEvent(deps, shootId, await repo.listImages(deps.db, shootId, since));
}

export async function publishProgress(deps: Deps, shootId: string, changed: PhotoshootImageRow[]) {
  try {
    const event = await progressEvent(deps, shootId, changed);
    if (event) deps.live.publish(shootId, event);
  } catch (err) {
    deps.log.error({ err, shootId }, 'could not publish photoshoot progress');
  }
}
