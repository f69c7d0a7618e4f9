import { PHOTOSHOOT_MESSAGES } from '@drape/shared/photoshoots-common.contract';
import { type Backdrop, type CreateBackdropInput } from '@drape/shared/shoot-library.contract';
import type { ShootBackdropRow } from '../../db/schema/photoshoots';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { signFileUrl } from '../uploads/signed-url';
import { deleteStored, resolveImage, storeWithThumbnail, type ImageRef } from './library.images';
import * as repo from './library.repo';
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

export async function deleteBackdrop(deps: Deps, userId: string, id: string): Promise<void> {
  if (engineBackdropId(id)) throw new AppError('FORBIDDEN', PHOTOSHOOT_MESSAGES.builtInBackdrop);
  if (await isInUse(deps.db, userId, 'backdrop', id)) {
    throw new AppError('CONFLICT', PHOTOSHOOT_MESSAGES.inUse);
  }
  const row = await repo.deleteBackdrop(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Backdrop not found');
  await deleteStored(deps, [row.imageKey, row.thumbnailKey]);
}
