import type { AppContext } from './context';

/**
 * The worker shell: no HTTP server, just the job runner over the context's handlers (every
 * registered job kind). The engine is loaded before the first claim, so a broken engine fails
 * at start rather than per job.
 */
export async function runWorker(ctx: AppContext): Promise<void> {
  await ctx.engine.get();
  ctx.worker.start();
}
