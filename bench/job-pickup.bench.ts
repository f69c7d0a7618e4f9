// Job pickup delay: from the commit that enqueues a job to its handler starting, in scaled mode
// (an API process and a worker process on PostgreSQL, emulated by two queues with their own
// connections and signals) with LISTEN/NOTIFY and with polling only (the 1 s production poll),
// and in embedded mode (one process on PGlite, in-process wake-up).
import { pino } from 'pino';
import { openDatabase, type Database } from '@drape/server/src/db/client';
import { migrate } from '@drape/server/src/db/migrate';
import { createJobRunner, JobHandlers } from '@drape/server/src/queue/job-runner';
import { createJobSignal } from '@drape/server/src/queue/job-signal';
import { createJobQueue, type JobQueue } from '@drape/server/src/queue/queue';
import { createBenchDatabase, printTable } from './lib/server-process';

const JOBS = Number(process.env.BENCH_JOBS ?? 40);
const POLL_MS = 1000;
const log = pino({ level: 'silent' });

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

async function measure(workerQueue: JobQueue, apiQueue: JobQueue, db: Database) {
  const delays: number[] = [];
  let started: (() => void) | null = null;
  const handlers = new JobHandlers();
  handlers.register('bench', {
    run: async (job, ctx) => {
      delays.push(performance.now() - Number(job.payload.t));
      await workerQueue.complete(job.id, ctx.workerId);
      started?.();
    },
  });
  const runner = createJobRunner(workerQueue, handlers, log, {
    concurrency: 1,
    leaseSeconds: 30,
    pollMs: POLL_MS,
  });
  runner.start();
  await new Promise((r) => setTimeout(r, 300));
  for (let i = 0; i < JOBS; i++) {
    // Jobs arrive at random moments relative to the worker's poll, as they would in production.
    await new Promise((r) => setTimeout(r, Math.random() * POLL_MS));
    const done = new Promise<void>((resolve) => (started = resolve));
    await apiQueue.enqueue(db.db, 'bench', { t: performance.now() });
    apiQueue.notify('bench');
    await done;
  }
  await runner.stop();
  return delays;
}

const rows: (string | number)[][] = [];
const row = (label: string, delays: number[]) =>
  rows.push([
    label,
    JOBS,
    percentile(delays, 50).toFixed(1),
    percentile(delays, 95).toFixed(1),
    Math.max(...delays).toFixed(1),
  ]);

const embedded = await openDatabase({});
await migrate(embedded);
const inProcess = createJobQueue(embedded.db);
row('embedded (PGlite, one process)', await measure(inProcess, inProcess, embedded));
await embedded.close();

const pgDb = await createBenchDatabase();
if (pgDb) {
  const worker = await openDatabase({ url: pgDb.url, poolSize: 4 });
  const api = await openDatabase({ url: pgDb.url, poolSize: 4 });
  await migrate(worker);
  const signal = (d: Database, listen: boolean) =>
    createJobSignal(listen ? { url: pgDb.url, query: (q, p) => d.query(q, p), log } : {});
  for (const [label, listen] of [
    ['scaled (PostgreSQL), LISTEN/NOTIFY', true],
    ['scaled (PostgreSQL), polling only', false],
  ] as const) {
    const workerQueue = createJobQueue(worker.db, signal(worker, listen));
    const apiQueue = createJobQueue(api.db, signal(api, listen));
    row(label, await measure(workerQueue, apiQueue, api));
    await Promise.all([workerQueue.close(), apiQueue.close()]);
  }
  await Promise.all([worker.close(), api.close()]);
  await pgDb.drop();
}

printTable(['mode', 'jobs', 'pickup p50 (ms)', 'p95 (ms)', 'max (ms)'], rows);
