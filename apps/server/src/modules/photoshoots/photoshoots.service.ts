import { PHOTOSHOOT_MESSAGES } from '@drape/shared/photoshoots-common.contract';
import {
  type CreatePhotoshootInput,
  type PhotoshootDetail,
} from '@drape/shared/photoshoots.contract';
import type { PageQuery } from '@drape/shared/common.contract';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../lib/deps';
import type { AuthContext } from '../../plugins/authenticate';
import { acceptShoot } from './photoshoots.accept';
import { deleteFilesNow, queueFileCleanup } from './photoshoots.file-cleanup';
import { idempotencyOf, replayShoot, type StartedShoot } from './photoshoots.idempotency';
import { toPhotoshootDetail, toPhotoshootSummary } from './photoshoots.mapper';
import type { ShootRenderer } from './photoshoots.render';
import * as repo from './photoshoots.repo';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'queue' | 'events' | 'log'>;

/**
 * Starts a shoot (photoshoots.accept). With an Idempotency-Key, a repeat of the same request
 * answers the first shoot and charges nothing more, also when the two race: the loser's
 * transaction meets the unique key (or finds the credits spent by the winner) and replays.
 */
export async function startPhotoshoot(
  deps: Deps,
  renderer: ShootRenderer,
  auth: AuthContext,
  input: CreatePhotoshootInput,
  key?: string,
): Promise<StartedShoot> {
  const idem = idempotencyOf(key, input);
  const earlier = idem ? await replayShoot(deps.db, auth.userId, idem) : null;
  if (earlier) return earlier;
  try {
    return await acceptShoot(deps, renderer, auth, input, idem);
  } catch (err) {
    const raced =
      isUniqueViolation(err) || (err instanceof AppError && err.code === 'INSUFFICIENT_CREDITS');
    const replay = idem && raced ? await replayShoot(deps.db, auth.userId, idem) : null;
    if (replay) return replay;
    throw err;
  }
}

export async function getShootRow(deps: Pick<AppDeps, 'db'>, userId: string, id: string) {
  const row = await repo.findShoot(deps.db, userId, id);
  // Someone else's shoot is reported exactly like a missing one.
  if (!row) throw new AppError('NOT_FOUND', 'Photoshoot not found');
  return row;
}

export async function getPhotoshoot(
  deps: Deps,
  userId: string,
  id: string,
): Promise<PhotoshootDetail> {
  const row = await getShootRow(deps, userId, id);
  const counts = (await repo.countsByShoot(deps.db, [id])).get(id);
  const images = await repo.listImages(deps.db, id);
  return toPhotoshootDetail(deps.config, row, counts as repo.ImageCounts, images);
}

export async function listPhotoshoots(deps: Deps, userId: string, query: PageQuery) {
  const { rows, total } = await repo.listShoots(deps.db, userId, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const ids = rows.map((r) => r.id);
  const counts = await repo.countsByShoot(deps.db, ids);
  const covers = await repo.coverKeys(deps.db, ids);
  return {
    photoshoots: rows.map((r) =>
      toPhotoshootSummary(
        deps.config,
        r,
        counts.get(r.id) as repo.ImageCounts,
        covers.get(r.id) ?? null,
      ),
    ),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}

/**
 * Deletes a finished shoot and every file it made, and the cut-outs only it still needed
 * (docs/decisions/030); 409 while images are still queued. Rows and a queued cleanup job commit
 * together, then the files are deleted (again by the job if storage failed).
 */
export async function deletePhotoshoot(deps: Deps, userId: string, id: string): Promise<void> {
  await getShootRow(deps, userId, id);
  const cleanup = await deps.db.transaction(async (tx) => {
    const counts = (await repo.countsByShoot(tx, [id])).get(id) as repo.ImageCounts;
    if (counts.pending + counts.processing > 0) {
      throw new AppError('CONFLICT', PHOTOSHOOT_MESSAGES.shootRunning);
    }
    const candidates = await repo.cutOutKeysOf(tx, userId, { photoshootId: id });
    if (!(await repo.deleteShoot(tx, userId, id)))
      throw new AppError('NOT_FOUND', 'Photoshoot not found');
    const keys = await repo.unneededCutOuts(tx, userId, candidates);
    const files = { keys, prefixes: [`u/${userId}/photoshoots/${id}`] };
    return queueFileCleanup(deps, tx, files);
  });
  await deleteFilesNow(deps, cleanup);
}
