import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generationReports, vtonRequests } from '../../db/schema/tryon';
import { users } from '../../db/schema/users';

export type NewGenerationReport = typeof generationReports.$inferInsert;

/** Serialises one user's reports (the caps are counted, then written) for this transaction. */
export async function lockUserReports(tx: Db, userId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`reports:${userId}`}))`);
}

/** The owner's generation, row-locked until the transaction ends; null when not theirs. */
export async function lockOwnedRequest(tx: Db, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(vtonRequests)
    .where(and(eq(vtonRequests.id, id), eq(vtonRequests.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function countReportsSince(tx: Db, userId: string, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(generationReports)
    .where(and(eq(generationReports.userId, userId), gte(generationReports.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function countReports(tx: Db, userId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(generationReports)
    .where(eq(generationReports.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertReport(tx: Db, values: NewGenerationReport) {
  const [row] = await tx.insert(generationReports).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function setRegeneration(tx: Db, reportId: string, regenerationId: string) {
  const [row] = await tx
    .update(generationReports)
    .set({ regenerationId })
    .where(eq(generationReports.id, reportId))
    .returning();
  if (!row) throw new Error('report vanished');
  return row;
}

export async function markReported(tx: Db, id: string) {
  await tx
    .update(vtonRequests)
    .set({ reportedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(vtonRequests.id, id));
}

/** Every report for the operator, newest first, with who made it and how the redo went. */
export async function listReportsForOperator(db: Db, opts: { since?: Date; limit: number }) {
  const regeneration = sql`(SELECT status FROM vton_requests r WHERE r.id = ${generationReports.regenerationId})`;
  return db
    .select({
      id: generationReports.id,
      createdAt: generationReports.createdAt,
      userId: generationReports.userId,
      email: users.email,
      generationId: generationReports.generationId,
      reason: generationReports.reason,
      details: generationReports.details,
      regenerationId: generationReports.regenerationId,
      regenerationStatus: sql<string | null>`${regeneration}`,
    })
    .from(generationReports)
    .leftJoin(users, eq(users.id, generationReports.userId))
    .where(opts.since ? gte(generationReports.createdAt, opts.since) : undefined)
    .orderBy(desc(generationReports.createdAt), desc(generationReports.id))
    .limit(opts.limit);
}
