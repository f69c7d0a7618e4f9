import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { VtonListQuery } from '@drape/shared/tryon.contract';
import type { QualityReport } from '@drape/shared/tryon-options.contract';
import type { Db } from '../../db/client';
import { vtonRequests, type VtonRequestRow } from '../../db/schema/tryon';

export type NewVtonRequest = typeof vtonRequests.$inferInsert;
const RUNNING = ['PENDING', 'PROCESSING'] as const;
const FINISHED = ['COMPLETED', 'FAILED'] as const;

export async function insertRequest(tx: Db, values: NewVtonRequest): Promise<VtonRequestRow> {
  const [row] = await tx.insert(vtonRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findRequest(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(vtonRequests)
    .where(and(eq(vtonRequests.id, id), eq(vtonRequests.userId, userId)));
  return row ?? null;
}

export async function findRequestById(db: Db, id: string) {
  const [row] = await db.select().from(vtonRequests).where(eq(vtonRequests.id, id));
  return row ?? null;
}

/** Any user's requests by id (the live-updates poll, for streams already owner-checked). */
export async function listRequestsById(db: Db, ids: string[]) {
  return db.select().from(vtonRequests).where(inArray(vtonRequests.id, ids));
}

export async function findByIdempotencyKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(vtonRequests)
    .where(and(eq(vtonRequests.userId, userId), eq(vtonRequests.idempotencyKey, key)));
  return row ?? null;
}

/** Claims a still-running request for one attempt; null when it was deleted or is final. */
export async function markProcessing(db: Db, id: string, attempt: number) {
  const [row] = await db
    .update(vtonRequests)
    .set({
      status: 'PROCESSING',
      stage: 'loading-models',
      attempts: attempt,
      errorMessage: null,
      startedAt: sql`coalesce(${vtonRequests.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(vtonRequests.id, id), inArray(vtonRequests.status, RUNNING)))
    .returning();
  return row ?? null;
}

const currentAttempt = (id: string, attempt: number) =>
  and(
    eq(vtonRequests.id, id),
    eq(vtonRequests.status, 'PROCESSING'),
    eq(vtonRequests.attempts, attempt),
  );

export async function updateStage(db: Db, id: string, attempt: number, stage: string) {
  const [row] = await db
    .update(vtonRequests)
    .set({ stage, updatedAt: sql`now()` })
    .where(currentAttempt(id, attempt))
    .returning();
  return row ?? null;
}

export async function markCompleted(
  tx: Db,
  id: string,
  attempt: number,
  result: {
    resultKey: string;
    thumbnailKey: string;
    width: number;
    height: number;
    engine: string;
    quality: QualityReport | null;
  },
) {
  const [row] = await tx
    .update(vtonRequests)
    .set({
      status: 'COMPLETED',
      stage: 'done',
      resultKey: result.resultKey,
      thumbnailKey: result.thumbnailKey,
      resultWidth: result.width,
      resultHeight: result.height,
      engine: result.engine,
      quality: result.quality,
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(currentAttempt(id, attempt))
    .returning();
  return row ?? null;
}

/** Moves a running request to FAILED; null when it had already finished (so no second refund). */
export async function markFailed(tx: Db, id: string, message: string, engine?: string | null) {
  const [row] = await tx
    .update(vtonRequests)
    .set({
      status: 'FAILED',
      errorMessage: message.slice(0, 1000),
      engine: engine ?? sql`${vtonRequests.engine}`,
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(vtonRequests.id, id), inArray(vtonRequests.status, RUNNING)))
    .returning();
  return row ?? null;
}

/** Back to PENDING for another attempt. */
export async function markRequeued(tx: Db, id: string, note: string | null) {
  const [row] = await tx
    .update(vtonRequests)
    .set({ status: 'PENDING', stage: 'queued', errorMessage: note, updatedAt: sql`now()` })
    .where(and(eq(vtonRequests.id, id), inArray(vtonRequests.status, RUNNING)))
    .returning();
  return row ?? null;
}

const STATUS_OF = {
  completed: 'COMPLETED',
  processing: 'PROCESSING',
  pending: 'PENDING',
  failed: 'FAILED',
} as const;

export async function listRequests(db: Db, userId: string, q: VtonListQuery) {
  const filters: SQL[] = [eq(vtonRequests.userId, userId)];
  if (q.status !== 'all') filters.push(eq(vtonRequests.status, STATUS_OF[q.status]));
  if (q.search) {
    const like = `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      sql`(${vtonRequests.id}::text LIKE ${like} OR lower(${vtonRequests.title}) LIKE ${like} OR lower(${vtonRequests.sku}) LIKE ${like})`,
    );
  }
  const where = and(...filters);
  const order =
    q.sort === 'oldest'
      ? [asc(vtonRequests.createdAt), asc(vtonRequests.id)]
      : [desc(vtonRequests.createdAt), desc(vtonRequests.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vtonRequests)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(vtonRequests).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findRequestsByIds(db: Db, userId: string, ids: string[]) {
  return db
    .select()
    .from(vtonRequests)
    .where(and(eq(vtonRequests.userId, userId), inArray(vtonRequests.id, ids)));
}

/** Deletes finished requests only; returns the deleted rows. */
export async function deleteFinishedRequests(db: Db, userId: string, ids: string[]) {
  return db
    .delete(vtonRequests)
    .where(
      and(
        eq(vtonRequests.userId, userId),
        inArray(vtonRequests.id, ids),
        inArray(vtonRequests.status, FINISHED),
      ),
    )
    .returning();
}
