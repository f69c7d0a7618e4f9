import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, type JobRow } from '../db/schema/jobs';
import { createJobSignal, type JobSignal } from './job-signal';

export type { JobRow };

export interface RecoveryHandlers {
  /** A job whose lease ran out with attempts left: it is queued again (same transaction). */
  onRequeued?(tx: Db, job: JobRow): Promise<void>;
  /** A job whose lease ran out on its last attempt: it is failed (same transaction). */
  onExhausted?(tx: Db, job: JobRow): Promise<void>;
}

/**
 * A Postgres-backed job queue (works on PGlite and PostgreSQL alike). Jobs are enqueued inside
 * the caller's transaction, so a job exists exactly when the work it stands for was committed.
 * A claimed job is leased: the worker must finish or extend it before `locked_until`; otherwise
 * any worker's `recoverExpired` requeues it (or fails it on its last attempt).
 */
export interface JobQueue {
  enqueue(
    tx: Db,
    queue: string,
    payload: Record<string, unknown>,
    opts?: { maxAttempts?: number },
  ): Promise<string>;
  claim(queue: string, workerId: string, leaseSeconds: number): Promise<JobRow | null>;
  /** False when the lease was lost (expired and taken by recovery). */
  extendLease(jobId: string, workerId: string, leaseSeconds: number): Promise<boolean>;
  /**
   * Finished: the job is removed. False when this worker no longer holds it. The finishing
   * methods take the caller's transaction, so the job and its work change together.
   */
  complete(jobId: string, workerId: string, tx?: Db): Promise<boolean>;
  /** Queue it again after `delaySeconds` (counts as an attempt). */
  retry(
    jobId: string,
    workerId: string,
    error: string,
    delaySeconds: number,
    tx?: Db,
  ): Promise<boolean>;
  /** Removes a job no worker has claimed yet (its work was done another way); false otherwise. */
  cancel(jobId: string): Promise<boolean>;
  /** Give up for good. */
  fail(jobId: string, workerId: string, error: string, tx?: Db): Promise<boolean>;
  /** Hand the job back without counting the attempt (worker shutting down). */
  release(jobId: string, workerId: string, tx?: Db): Promise<boolean>;
  recoverExpired(queue: string, handlers?: RecoveryHandlers): Promise<number>;
  /** Wakes workers, in this process and (PostgreSQL) in others: after a commit that enqueued jobs. */
  notify(queue: string): void;
  subscribe(queue: string, listener: () => void): () => void;
  /** Closes the cross-process signal's connection. */
  close(): Promise<void>;
}

const leaseEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export function createJobQueue(db: Db, signal: JobSignal = createJobSignal()): JobQueue {
  const held = (jobId: string, workerId: string) =>
    and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), eq(jobs.status, 'active'));

  return {
    async enqueue(tx, queue, payload, opts = {}) {
      const [row] = await tx
        .insert(jobs)
        .values({ queue, payload, maxAttempts: opts.maxAttempts ?? 1 })
        .returning({ id: jobs.id });
      if (!row) throw new Error('enqueue returned no row');
      return row.id;
    },

    async claim(queue, workerId, leaseSeconds) {
      const [row] = await db
        .update(jobs)
        .set({
          status: 'active',
          attempts: sql`${jobs.attempts} + 1`,
          lockedBy: workerId,
          lockedUntil: leaseEnd(leaseSeconds),
          updatedAt: sql`now()`,
        })
        .where(
          sql`${jobs.id} = (SELECT id FROM jobs WHERE queue = ${queue} AND status = 'queued'
                AND run_after <= now() ORDER BY run_after, created_at
                FOR UPDATE SKIP LOCKED LIMIT 1)`,
        )
        .returning();
      return row ?? null;
    },

    async extendLease(jobId, workerId, leaseSeconds) {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil: leaseEnd(leaseSeconds), updatedAt: sql`now()` })
        .where(held(jobId, workerId))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async complete(jobId, workerId, tx = db) {
      const rows = await tx.delete(jobs).where(held(jobId, workerId)).returning({ id: jobs.id });
      return rows.length > 0;
    },

    async cancel(jobId) {
      const rows = await db
        .delete(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.status, 'queued')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async retry(jobId, workerId, error, delaySeconds, tx = db) {
      const rows = await tx
        .update(jobs)
        .set({
          status: 'queued',
          lockedBy: null,
          lockedUntil: null,
          lastError: error.slice(0, 2000),
          runAfter: leaseEnd(delaySeconds),
          updatedAt: sql`now()`,
        })
        .where(held(jobId, workerId))
        .returning({ queue: jobs.queue });
      // Wake the runners when the job is due.
      for (const row of rows)
        setTimeout(() => signal.notify(row.queue), delaySeconds * 1000).unref();
      return rows.length > 0;
    },

    async fail(jobId, workerId, error, tx = db) {
      const rows = await tx
        .update(jobs)
        .set({
          status: 'failed',
          lockedBy: null,
          lockedUntil: null,
          lastError: error.slice(0, 2000),
          updatedAt: sql`now()`,
        })
        .where(held(jobId, workerId))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async release(jobId, workerId, tx = db) {
      const rows = await tx
        .update(jobs)
        .set({
          status: 'queued',
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          lockedBy: null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(held(jobId, workerId))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async recoverExpired(queue, handlers = {}) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(jobs)
          .set({
            status: sql`CASE WHEN ${jobs.attempts} >= ${jobs.maxAttempts} THEN 'failed' ELSE 'queued' END`,
            lockedBy: null,
            lockedUntil: null,
            runAfter: sql`now()`,
            lastError: 'lease expired: the worker stopped before finishing',
            updatedAt: sql`now()`,
          })
          .where(
            sql`${jobs.id} IN (SELECT id FROM jobs WHERE queue = ${queue} AND status = 'active'
                  AND locked_until < now() FOR UPDATE SKIP LOCKED)`,
          )
          .returning();
        for (const job of rows) {
          if (job.status === 'failed') await handlers.onExhausted?.(tx, job);
          else await handlers.onRequeued?.(tx, job);
        }
        return rows.length;
      });
    },

    notify: (queue) => signal.notify(queue),
    subscribe: (queue, listener) => signal.subscribe(queue, listener),
    close: () => signal.close(),
  };
}
