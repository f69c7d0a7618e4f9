import type { GenerateOptions } from '@drape/shared/tryon-options.contract';
import type {
  BulkDeleteResponse,
  GenerateInput,
  VtonListQuery,
} from '@drape/shared/tryon.contract';
import type { VtonRequestRow } from '../../db/schema/tryon';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../lib/deps';
import type { AuthContext } from '../../plugins/authenticate';
import { consumeApiKeyUsage } from '../api-keys/api-keys.usage';
import { debitForGeneration } from '../credits/credits.service';
import { keyFromFileUrl, signFileUrl } from '../uploads/signed-url';
import { findOwnedUpload } from '../uploads/uploads.service';
import { toVtonRequest } from './tryon.mapper';
import * as repo from './tryon.repo';
import { TRYON_JOB } from './tryon.handler';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'log' | 'queue' | 'events'>;

export const present = (deps: Pick<AppDeps, 'config'>, row: VtonRequestRow) =>
  toVtonRequest(row, (key) => signFileUrl(deps.config, key));

async function ownedImage(deps: Deps, userId: string, url: string, field: string, label: string) {
  const key = keyFromFileUrl(url);
  if (!key) {
    throw new AppError('VALIDATION_ERROR', `${field} must be an image URL returned by /v1/upload`, {
      fieldErrors: { [field]: [`${field} must be an image URL returned by /v1/upload`] },
    });
  }
  const upload = await findOwnedUpload(deps, userId, key);
  // Someone else's image is reported exactly like a missing one.
  if (!upload) throw new AppError('NOT_FOUND', `${label} image not found. Please upload it again.`);
  return upload;
}

/** The request's options as stored: each engine option defaults to auto. */
export function optionsOf(input: GenerateOptions) {
  return {
    category: input.category ?? 'auto',
    mode: input.mode ?? 'auto',
    garmentPhotoType: input.garmentPhotoType ?? 'auto',
    title: input.title ?? null,
    sku: input.sku ?? null,
  };
}

function replay(row: VtonRequestRow, personKey: string, garmentKey: string) {
  if (row.personImageKey !== personKey || row.garmentImageKey !== garmentKey) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This Idempotency-Key was already used for a different try-on request',
    );
  }
  return { row, created: false };
}

/**
 * Accepts a generation: in ONE transaction it creates the PENDING request, debits one credit
 * (402 when there is none), counts the API key's use and enqueues the job. A retried request with
 * the same Idempotency-Key gets the first one back and is charged once.
 */
export async function startGeneration(
  deps: Deps,
  auth: AuthContext,
  input: GenerateInput,
  idempotencyKey?: string,
): Promise<{ row: VtonRequestRow; created: boolean }> {
  const person = await ownedImage(
    deps,
    auth.userId,
    input.personImageUrl,
    'personImageUrl',
    'Person',
  );
  const garment = await ownedImage(
    deps,
    auth.userId,
    input.garmentImageUrl,
    'garmentImageUrl',
    'Garment',
  );
  if (idempotencyKey) {
    const existing = await repo.findByIdempotencyKey(deps.db, auth.userId, idempotencyKey);
    if (existing) return replay(existing, person.storageKey, garment.storageKey);
  }
  try {
    const { row, charge } = await deps.db.transaction(async (tx) => {
      const created = await repo.insertRequest(tx, {
        userId: auth.userId,
        apiKeyId: auth.apiKeyId ?? null,
        personUploadId: person.id,
        garmentUploadId: garment.id,
        personImageKey: person.storageKey,
        garmentImageKey: garment.storageKey,
        ...optionsOf(input),
        status: 'PENDING',
        stage: 'queued',
        idempotencyKey: idempotencyKey ?? null,
      });
      const debit = await debitForGeneration(tx, auth.userId, created.id);
      if (auth.apiKeyId) await consumeApiKeyUsage(tx, auth.apiKeyId);
      await deps.queue.enqueue(
        tx,
        TRYON_JOB,
        { generationId: created.id },
        { maxAttempts: deps.config.JOB_MAX_ATTEMPTS },
      );
      return { row: created, charge: debit };
    });
    deps.queue.notify(TRYON_JOB);
    await deps.events.emit('credits.charged', {
      userId: auth.userId,
      balanceBefore: charge.balanceBefore,
      balanceAfter: charge.balanceAfter,
    });
    return { row, created: true };
  } catch (err) {
    if (idempotencyKey && isUniqueViolation(err)) {
      const existing = await repo.findByIdempotencyKey(deps.db, auth.userId, idempotencyKey);
      if (existing) return replay(existing, person.storageKey, garment.storageKey);
    }
    throw err;
  }
}

export async function getGeneration(deps: Pick<AppDeps, 'db'>, userId: string, id: string) {
  const row = await repo.findRequest(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Generation not found');
  return row;
}

/** Any generation by id, whoever owns it (event streams re-read the one they checked). */
export async function listGenerations(deps: Deps, userId: string, query: VtonListQuery) {
  const { rows, total } = await repo.listRequests(deps.db, userId, query);
  return {
    requests: rows.map((r) => present(deps, r)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}

async function removeFiles(deps: Deps, rows: VtonRequestRow[]) {
  const keys = rows.flatMap((r) => [r.resultKey, r.thumbnailKey]).filter((k): k is string => !!k);
  await Promise.all(
    keys.map((key) =>
      deps.storage.delete(key).catch((err: unknown) => {
        deps.log.error({ err, key }, 'could not delete a generation file');
      }),
    ),
  );
}

const RUNNING_REASON = 'still running; delete it once it has finished';

/** Deletes a finished generation and its result files (the uploads stay: they may be reused). */
export async function deleteGeneration(deps: Deps, userId: string, id: string) {
  const row = await getGeneration(deps, userId, id);
  if (row.status === 'PENDING' || row.status === 'PROCESSING') {
    throw new AppError('CONFLICT', `This generation is ${RUNNING_REASON}`);
  }
  const deleted = await repo.deleteFinishedRequests(deps.db, userId, [id]);
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Generation not found');
  await removeFiles(deps, deleted);
}

export async function bulkDeleteGenerations(
  deps: Deps,
  userId: string,
  ids: string[],
): Promise<BulkDeleteResponse['data']> {
  const unique = [...new Set(ids)];
  const found = new Map(
    (await repo.findRequestsByIds(deps.db, userId, unique)).map((r) => [r.id, r]),
  );
  const deleted = await repo.deleteFinishedRequests(deps.db, userId, unique);
  await removeFiles(deps, deleted);
  const gone = new Set(deleted.map((r) => r.id));
  return {
    deleted: [...gone],
    skipped: unique
      .filter((id) => !gone.has(id))
      .map((id) => ({ id, reason: found.has(id) ? RUNNING_REASON : 'not found' })),
  };
}
