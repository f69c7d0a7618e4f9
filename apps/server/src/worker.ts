import type { AppContext } from './context';
import { expireOrphanedLeases } from './queue/orphans';

/**
 * The worker shell: no HTTP server, just the job runner over the context's handlers (every
 * registered job kind). The engine is loaded before the first claim, so a broken engine fails
 * at start rather than per job. Jobs a killed process left running are recovered at once.
 */
export async function runWorker(ctx: AppContext): Promise<void> {
  await ctx.engine.get();
  const orphans = await expireOrphanedLeases(ctx.deps.db, ctx.database.kind === 'pglite');
  if (orphans) ctx.deps.log.warn({ orphans }, 'jobs of a killed process: recovering them now');
  ctx.worker.start();
}
