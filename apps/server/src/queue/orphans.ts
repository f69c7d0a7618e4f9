import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { isDeadLocalWorker } from '../lib/process-alive';

/**
 * Jobs a killed process left `active` are handed to recovery at once instead of after the
 * whole lease (JOB_LEASE_SECONDS, 300 s). Embedded (PGlite): the DATA_DIR lock says this is the
 * only process, so every active job is an orphan. PostgreSQL: only jobs whose runner id names a
 * dead process on this machine (workers elsewhere may be alive; their leases still expire).
 * Returns how many leases were ended; the runner's recovery then requeues or fails them.
 */
export async function expireOrphanedLeases(db: Db, embedded: boolean): Promise<number> {
  const active = await queryRows<{ id: string; locked_by: string | null }>(
    db,
    sql`SELECT id, locked_by FROM jobs WHERE status = 'active'`,
  );
  const orphans = active
    .filter((job) => embedded || (job.locked_by !== null && isDeadLocalWorker(job.locked_by)))
    .map((job) => job.id);
  if (!orphans.length) return 0;
  const ended = await queryRows<{ id: string }>(
    db,
    sql`UPDATE jobs SET locked_until = now() - interval '1 second'
        WHERE status = 'active' AND id IN (${sql.join(
          orphans.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) RETURNING id`,
  );
  return ended.length;
}
