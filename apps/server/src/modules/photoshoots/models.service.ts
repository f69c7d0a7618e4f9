import { PHOTOSHOOT_MESSAGES, STARTER_MODEL_ID } from '@drape/shared/photoshoots-common.contract';
import {
  type CreateModelInput,
  type ModelAnalysis,
  type ShootModel,
} from '@drape/shared/shoot-library.contract';
import type { ShootModelRow } from '../../db/schema/photoshoots';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { signFileUrl } from '../uploads/signed-url';
import { deleteStored, resolveImage, storeWithThumbnail, type ImageRef } from './library.images';
import { deleteFilesNow, queueFileCleanup } from './photoshoots.file-cleanup';
import * as repo from './library.repo';
import { cutOutKeysOf, isInUse, unneededCutOuts } from './photoshoots.repo';
import { readStarterModel, toModelAnalysis, type ShootRenderer } from './photoshoots.render';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

export const STARTER_MODEL_NAME = 'Starter model';
/** Public: the starter photo is Apache-2.0 and the same for everyone. */
export const starterImagePath = (deps: Pick<AppDeps, 'config'>) =>
  `${deps.config.PUBLIC_URL}/v1/models/${STARTER_MODEL_ID}/image`;

let starterAnalysis: Promise<ModelAnalysis> | null = null;
function analyseStarter(renderer: ShootRenderer): Promise<ModelAnalysis> {
  starterAnalysis ??= readStarterModel()
    .then((bytes) => renderer.analyse(bytes))
    .then(toModelAnalysis);
  starterAnalysis.catch(() => (starterAnalysis = null));
  return starterAnalysis;
}

export async function starterModel(deps: Deps, renderer: ShootRenderer): Promise<ShootModel> {
  const url = starterImagePath(deps);
  return {
    id: STARTER_MODEL_ID,
    name: STARTER_MODEL_NAME,
    labels: ['starter'],
    isBuiltIn: true,
    imageUrl: url,
    thumbnailUrl: url,
    analysis: await analyseStarter(renderer),
    consentAt: null,
    createdAt: null,
  };
}

export function presentModel(deps: Deps, row: ShootModelRow): ShootModel {
  return {
    id: row.id,
    name: row.name,
    labels: row.labels,
    isBuiltIn: false,
    imageUrl: signFileUrl(deps.config, row.imageKey),
    thumbnailUrl: signFileUrl(deps.config, row.thumbnailKey),
    analysis: row.analysis,
    consentAt: row.consentAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Analyses a photo without storing anything (the upload screen's preview). */
export async function analyseModel(
  deps: Deps,
  renderer: ShootRenderer,
  userId: string,
  ref: ImageRef,
) {
  const image = await resolveImage(deps, userId, ref);
  return toModelAnalysis(await renderer.analyse(image.data));
}

/** 422 with the first blocking problem; the analysis is in `details` for the screen. */
function assertUsable(analysis: ModelAnalysis) {
  const blocking = analysis.problems.find((p) => p.severity === 'error');
  if (blocking) throw new AppError('UNPROCESSABLE', blocking.message, { analysis });
}

/**
 * Saves a model photo after analysing it: consent is required (the schema), an unusable photo
 * (no person, several people, not an image) is refused and nothing is stored.
 */
export async function createModel(
  deps: Deps,
  renderer: ShootRenderer,
  userId: string,
  input: Omit<CreateModelInput, 'consent'> & ImageRef & { consent: true },
): Promise<ShootModel> {
  const image = await resolveImage(deps, userId, input);
  const analysis = toModelAnalysis(await renderer.analyse(image.data));
  assertUsable(analysis);
  const keys = await storeWithThumbnail(deps, userId, 'shoot-models', image);
  try {
    const row = await repo.insertModel(deps.db, {
      userId,
      name: input.name,
      labels: input.labels ?? [],
      ...keys,
      analysis,
      consentAt: new Date(),
    });
    return presentModel(deps, row);
  } catch (err) {
    await deleteStored(deps, [keys.imageKey, keys.thumbnailKey]);
    throw err;
  }
}

export async function listModels(deps: Deps, renderer: ShootRenderer, userId: string) {
  const rows = await repo.listModels(deps.db, userId);
  return [await starterModel(deps, renderer), ...rows.map((r) => presentModel(deps, r))];
}

/**
 * Deletes a library model with its photo, thumbnail and the cut-outs only its images needed
 * (docs/decisions/030). The row, and a queued job naming every file, change in one transaction
 * first; the files are deleted after it commits, and again by the job if storage failed, so a
 * storage error never leaves a model row whose files are half gone.
 */
export async function deleteModel(
  deps: Deps & Pick<AppDeps, 'queue' | 'log'>,
  userId: string,
  id: string,
): Promise<void> {
  if (id === STARTER_MODEL_ID) throw new AppError('FORBIDDEN', PHOTOSHOOT_MESSAGES.starterModel);
  if (id.startsWith('builtin-')) throw new AppError('NOT_FOUND', 'Model not found');
  const cleanup = await deps.db.transaction(async (tx) => {
    if (await isInUse(tx, userId, 'model', id)) {
      throw new AppError('CONFLICT', PHOTOSHOOT_MESSAGES.inUse);
    }
    const candidates = await cutOutKeysOf(tx, userId, { modelId: id });
    const row = await repo.deleteModel(tx, userId, id);
    if (!row) throw new AppError('NOT_FOUND', 'Model not found');
    const cutOuts = await unneededCutOuts(tx, userId, candidates);
    const files = { keys: [row.imageKey, row.thumbnailKey, ...cutOuts] };
    return queueFileCleanup(deps, tx, files);
  });
  await deleteFilesNow(deps, cleanup);
}
