import { PHOTOSHOOT_MESSAGES } from '@drape/shared/photoshoots-common.contract';
import { type Backdrop, type CreateBackdropInput } from '@drape/shared/shoot-library.contract';
import type { ShootBackdropRow } from '../../db/schema/photoshoots';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { signFileUrl } from '../uploads/signed-url';
import { deleteStored, resolveImage, storeWithThumbnail, type ImageRef } from './library.images';
import * as repo from './library.repo';
import { deleteFilesNow, queueFileCleanup } from './photoshoots.file-cleanup';
import { isInUse } from './photoshoots.repo';
import type { ShootRenderer } from './photoshoots.render';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

const BUILTIN = 'builtin-';
/** `builtin-studio-ivory` → `studio-ivory` (the engine's id), or null for a brand's own. */
export const engineBackdropId = (id: string) =>
  id.startsWith(BUILTIN) ? id.slice(BUILTIN.length) : null;

export function builtInBackdrops(
  deps: Pick<AppDeps, 'config'>,
  renderer: ShootRenderer,
): Backdrop[] {
  return renderer.builtInBackdrops().map((b) => {
    const url = `${deps.config.PUBLIC_URL}/v1/backdrops/${BUILTIN}${b.id}/image`;
    return {
      id: `${BUILTIN}${b.id}`,
      name: b.name,
      kind: b.kind,
      isBuiltIn: true,
      imageUrl: url,
      thumbnailUrl: url,
      createdAt: null,
    };
  });
}

export function presentBackdrop(deps: Deps, row: ShootBackdropRow): Backdrop {
  return {
    id: row.id,
    name: row.name,
    kind: 'photo',
    isBuiltIn: false,
    imageUrl: signFileUrl(deps.config, row.imageKey),
    thumbnailUrl: signFileUrl(deps.config, row.thumbnailKey),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A brand's own backdrop photo: decoded and checked (a text file gets 415), then stored. */
export async function createBackdrop(
  deps: Deps,
  userId: string,
  input: CreateBackdropInput & ImageRef,
): Promise<Backdrop> {
  const image = await resolveImage(deps, userId, input);
  const keys = await storeWithThumbnail(deps, userId, 'shoot-backdrops', image);
  try {
    const row = await repo.insertBackdrop(deps.db, { userId, name: input.name, ...keys });
    return presentBackdrop(deps, row);
  } catch (err) {
    await deleteStored(deps, [keys.imageKey, keys.thumbnailKey]);
    throw err;
  }
}

export async function listBackdrops(deps: Deps, renderer: ShootRenderer, userId: string) {
  const rows = await repo.listBackdrops(deps.db, userId);
  return [...builtInBackdrops(deps, renderer), ...rows.map((r) => presentBackdrop(deps, r))];
}

/** The preview of a built-in backdrop (public: the art is the same for everyone). */
export async function builtInPreview(renderer: ShootRenderer, id: string): Promise<Buffer> {
  const engineId = engineBackdropId(id);
  if (!engineId || !renderer.builtInBackdrops().some((b) => b.id === engineId)) {
    throw new AppError('NOT_FOUND', 'Backdrop not found');
  }
  return renderer.backdropPreview(engineId);
}

/**
 * Deletes a brand's backdrop and its photo and thumbnail: the row and a queued cleanup job in one
 * transaction, then the files (decision 030). Nothing else is stored for a backdrop: shots are
 * composed from the photo itself, and cut-outs are of the dressed model only.
 */
export async function deleteBackdrop(
  deps: Deps & Pick<AppDeps, 'queue' | 'log'>,
  userId: string,
  id: string,
): Promise<void> {
  if (engineBackdropId(id)) throw new AppError('FORBIDDEN', PHOTOSHOOT_MESSAGES.builtInBackdrop);
  const cleanup = await deps.db.transaction(async (tx) => {
    if (await isInUse(tx, userId, 'backdrop', id)) {
      throw new AppError('CONFLICT', PHOTOSHOOT_MESSAGES.inUse);
    }
    const row = await repo.deleteBackdrop(tx, userId, id);
    if (!row) throw new AppError('NOT_FOUND', 'Backdrop not found');
    const files = { keys: [row.imageKey, row.thumbnailKey] };
    return queueFileCleanup(deps, tx, files);
  });
  await deleteFilesNow(deps, cleanup);
}
