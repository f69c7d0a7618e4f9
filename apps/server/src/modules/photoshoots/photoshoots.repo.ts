import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { STARTER_MODEL_ID } from '@drape/shared/photoshoots-common.contract';
import type { Db } from '../../db/client';
import {
  photoshootImages as images,
  photoshoots,
  shootModels,
  type PhotoshootImageRow,
  type PhotoshootRow,
} from '../../db/schema/photoshoots';

export type NewPhotoshoot = typeof photoshoots.$inferInsert;
export type NewPhotoshootImage = typeof images.$inferInsert;
export interface ImageCounts {
  total: number;
  pending: number;
  processing: number;
  completed: number;
  failed: number;
}

export async function insertShoot(tx: Db, row: NewPhotoshoot): Promise<PhotoshootRow> {
  const [created] = await tx.insert(photoshoots).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function insertImages(tx: Db, rows: NewPhotoshootImage[]) {
  const out: PhotoshootImageRow[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    out.push(
      ...(await tx
        .insert(images)
        .values(rows.slice(i, i + 500))
        .returning()),
    );
  }
  return out;
}

export async function findShoot(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(photoshoots)
    .where(and(eq(photoshoots.userId, userId), eq(photoshoots.id, id)));
  return row ?? null;
}

export async function findShootById(db: Db, id: string) {
  const [row] = await db.select().from(photoshoots).where(eq(photoshoots.id, id));
  return row ?? null;
}

/** Locks the shoot's row, so images finishing at once settle its status one after another. */
export async function lockShoot(tx: Db, id: string) {
  const [row] = await tx.select().from(photoshoots).where(eq(photoshoots.id, id)).for('update');
  return row ?? null;
}

export async function listShoots(db: Db, userId: string, page: { offset: number; limit: number }) {
  const rows = await db
    .select()
    .from(photoshoots)
    .where(eq(photoshoots.userId, userId))
    .orderBy(desc(photoshoots.createdAt), desc(photoshoots.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<string>`count(*)` })
    .from(photoshoots)
    .where(eq(photoshoots.userId, userId));
  return { rows, total: Number(count?.n ?? 0) };
}

export async function countsByShoot(db: Db, ids: string[]): Promise<Map<string, ImageCounts>> {
  const out = new Map<string, ImageCounts>();
  for (const id of ids)
    out.set(id, { total: 0, pending: 0, processing: 0, completed: 0, failed: 0 });
  if (!ids.length) return out;
  const rows = await db
    .select({ id: images.photoshootId, status: images.status, n: sql<string>`count(*)` })
    .from(images)
    .where(inArray(images.photoshootId, ids))
    .groupBy(images.photoshootId, images.status);
  for (const r of rows) {
    const c = out.get(r.id);
    if (!c) continue;
    const key = r.status.toLowerCase() as Exclude<keyof ImageCounts, 'total'>;
    c[key] += Number(r.n);
    c.total += Number(r.n);
  }
  return out;
}

export function listImages(db: Db, shootId: string, since?: Date) {
  const where = since
    ? and(eq(images.photoshootId, shootId), gt(images.updatedAt, since))
    : eq(images.photoshootId, shootId);
  return db
    .select()
    .from(images)
    .where(where)
    .orderBy(
      asc(images.garmentIndex),
      asc(images.modelId),
      asc(images.backdropId),
      asc(images.shot),
    );
}

/** The first completed image of each shoot (a cover for the list). */
export async function coverKeys(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectDistinctOn([images.photoshootId], { id: images.photoshootId, key: images.thumbnailKey })
    .from(images)
    .where(and(inArray(images.photoshootId, ids), eq(images.status, 'COMPLETED')))
    .orderBy(images.photoshootId, asc(images.completedAt));
  return new Map(rows.filter((r) => r.key).map((r) => [r.id, r.key as string]));
}

export async function findImage(db: Db, userId: string, shootId: string, imageId: string) {
  const [row] = await db
    .select()
    .from(images)
    .where(
      and(eq(images.userId, userId), eq(images.photoshootId, shootId), eq(images.id, imageId)),
    );
  return row ?? null;
}

export async function findImageById(db: Db, id: string) {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  return row ?? null;
}

const now = sql`now()`;

/** PENDING → PROCESSING (one more attempt); null when it is no longer pending. */
export async function markImageProcessing(db: Db, id: string) {
  const [row] = await db
    .update(images)
    .set({ status: 'PROCESSING', attempts: sql`${images.attempts} + 1`, updatedAt: now })
    .where(and(eq(images.id, id), eq(images.status, 'PENDING')))
    .returning();
  return row ?? null;
}

export async function markImageCompleted(
  tx: Db,
  id: string,
  result: { resultKey: string; thumbnailKey: string; width: number; height: number },
) {
  const [row] = await tx
    .update(images)
    .set({ ...result, status: 'COMPLETED', errorMessage: null, completedAt: now, updatedAt: now })
    .where(and(eq(images.id, id), eq(images.status, 'PROCESSING')))
    .returning();
  return row ?? null;
}

/** FAILED from PENDING or PROCESSING; null when it had already finished (refund once). */
export async function markImageFailed(tx: Db, id: string, message: string) {
  const [row] = await tx
    .update(images)
    .set({ status: 'FAILED', errorMessage: message, completedAt: now, updatedAt: now })
    .where(and(eq(images.id, id), inArray(images.status, ['PENDING', 'PROCESSING'])))
    .returning();
  return row ?? null;
}

export async function markImageRequeued(tx: Db, id: string) {
  const [row] = await tx
    .update(images)
    .set({ status: 'PENDING', updatedAt: now })
    .where(and(eq(images.id, id), eq(images.status, 'PROCESSING')))
    .returning();
  return row ?? null;
}

/** A failed image queued again under a new charge; null unless it was FAILED. */
export async function resetFailedImage(tx: Db, id: string, chargeId: string) {
  const [row] = await tx
    .update(images)
    .set({ status: 'PENDING', chargeId, errorMessage: null, completedAt: null, updatedAt: now })
    .where(and(eq(images.id, id), eq(images.status, 'FAILED')))
    .returning();
  return row ?? null;
}

export async function setShootStatus(
  tx: Db,
  id: string,
  status: PhotoshootRow['status'],
  finished: boolean,
) {
  const [row] = await tx
    .update(photoshoots)
    .set({ status, finishedAt: finished ? now : null, updatedAt: now })
    .where(eq(photoshoots.id, id))
    .returning();
  return row ?? null;
}

export async function deleteShoot(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(photoshoots)
    .where(and(eq(photoshoots.userId, userId), eq(photoshoots.id, id)))
    .returning();
  return row ?? null;
}

/** Whether an unfinished image of the user's shoots uses this model or backdrop. */
export async function isInUse(db: Db, userId: string, kind: 'model' | 'backdrop', id: string) {
  const column = kind === 'model' ? images.modelId : images.backdropId;
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(
      and(
        eq(images.userId, userId),
        eq(column, id),
        inArray(images.status, ['PENDING', 'PROCESSING']),
      ),
    )
    .limit(1);
  return !!row;
}

/** Records the stored cut-out an image's render uses (before it may be written: decision 030). */
export async function setCutOutKey(db: Db, imageId: string, key: string) {
  await db.update(images).set({ cutOutKey: key }).where(eq(images.id, imageId));
}

/** The cut-outs the user's images of one model or one shoot were rendered with. */
export async function cutOutKeysOf(
  tx: Db,
  userId: string,
  of: { modelId: string } | { photoshootId: string },
): Promise<string[]> {
  const which =
    'modelId' in of ? eq(images.modelId, of.modelId) : eq(images.photoshootId, of.photoshootId);
  const rows = await tx
    .selectDistinct({ key: images.cutOutKey })
    .from(images)
    .where(and(eq(images.userId, userId), which, sql`${images.cutOutKey} IS NOT NULL`));
  return rows.map((r) => r.key).filter((k): k is string => k !== null);
}

/**
 * Of these cut-outs, the ones the user's remaining images still need: an image not yet final, or
 * one whose model is still there (a library model, the starter model, or a shoot's AI model,
 * which lives as long as its shoot). Call it after deleting the model or shoot, in the same
 * transaction; the rest can be deleted.
 */
async function cutOutKeysStillNeeded(tx: Db, userId: string, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const liveModel = sql`EXISTS (SELECT 1 FROM ${shootModels} WHERE ${shootModels.userId} = ${userId}
    AND ${shootModels.id}::text = ${images.modelId})`;
  const rows = await tx
    .selectDistinct({ key: images.cutOutKey })
    .from(images)
    .where(
      and(
        eq(images.userId, userId),
        inArray(images.cutOutKey, keys),
        sql`(${inArray(images.status, ['PENDING', 'PROCESSING'])}
          OR ${images.modelId} = ${STARTER_MODEL_ID}
          OR ${images.modelId} LIKE 'ai-%'
          OR ${liveModel})`,
      ),
    );
  return new Set(rows.map((r) => r.key).filter((k): k is string => k !== null));
}

/** The cut-outs of `keys` nothing of the user's needs any more (see cutOutKeysStillNeeded). */
export async function unneededCutOuts(tx: Db, userId: string, keys: string[]) {
  const needed = await cutOutKeysStillNeeded(tx, userId, keys);
  return keys.filter((k) => !needed.has(k));
}
