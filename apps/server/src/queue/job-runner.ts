import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '../lib/logger';
import type { JobQueue, JobRow } from './queue';
import { createWakeUp } from './wake-up';

/** The abort reason a job sees when its worker stops: hand the job back, do not fail it. */
export const SHUTDOWN = 'worker shutting down';
export const isShutdown = (signal: AbortSignal) => signal.reason === SHUTDOWN;

export interface JobContext {
  workerId: string;
  /** Aborted with SHUTDOWN when the worker stops. */
  signal: AbortSignal;
}

/** What one job kind (a queue name: 'tryon', 'webhook', …) does with its claimed jobs. */
export interface JobHandler {
  /** Runs a claimed job and finishes it on the queue: complete, retry, fail or release. */
  run(job: JobRow, ctx: JobContext): Promise<void>;
  /** Jobs of this kind whose worker died; default: requeue, or fail on the last attempt. */
  recoverExpired?(): Promise<number>;
  /** Jobs of this kind one process runs at once (default: the runner's concurrency). */
  concurrency?: number;
}

/** Job kinds and their handlers, filled by the composition root before a worker starts. */
export class JobHandlers {
  private handlers = new Map<string, JobHandler>();
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`job kind "${kind}" is registered twice`);
    this.handlers.set(kind, handler);
  }
  get(kind: string): JobHandler | undefined {
    return this.handlers.get(kind);
  }
  kinds(): string[] {
    return [...this.handlers.keys()];
  }
}

export interface RunnerOptions {
  /** Jobs of one kind a process runs at once, unless its handler says otherwise. */
  concurrency: number;
  leaseSeconds: number;
  /** How often to look for jobs when nothing wakes the runner. */
  pollMs: number;
  /** How often to look for jobs whose worker died. */
  recoverEveryMs?: number;
}

export interface JobRunner {
  readonly id: string;
  start(): void;
  /** Stops claiming; running jobs are aborted with SHUTDOWN and handed back. */
  stop(): Promise<void>;
  /** Recovers expired leases, then claims and runs one job (of `kind`, or any); false if none. */
  runOnce(kind?: string): Promise<boolean>;
}

/** Extends a running job's lease every third of its length until the returned stop is called. */
function holdLease(queue: JobQueue, job: JobRow, workerId: string, seconds: number, log: Logger) {
  const heartbeat = setInterval(
    () => {
      queue.extendLease(job.id, workerId, seconds).catch((err: unknown) => {
        log.error({ err, jobId: job.id }, 'could not extend the lease');
      });
    },
    Math.max(1000, (seconds * 1000) / 3),
  );
  return () => clearInterval(heartbeat);
}

/**
 * Claims jobs of every registered kind (in turn, so one kind cannot starve another), holds
 * their leases while they run, and wakes on the queue's signal or every `pollMs`. A signal
 * that arrives while the runner is busy is remembered (wake-up.ts), as is `stop()`.
 */
export function createJobRunner(
  queue: JobQueue,
  handlers: JobHandlers,
  log: Logger,
  opts: RunnerOptions,
): JobRunner {
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const wlog = log.child({ worker: id });
  const running = new Map<
    string,
    { kind: string; controller: AbortController; done: Promise<void> }
  >();
  const wakeUp = createWakeUp();
  let stopping = false;
  let looping: Promise<void> | null = null;
  let lastRecovery = 0;
  let turn = 0;

  async function runTracked(job: JobRow, handler: JobHandler): Promise<void> {
    const controller = new AbortController();
    const release = holdLease(queue, job, id, opts.leaseSeconds, wlog);
    const done = handler
      .run(job, { workerId: id, signal: controller.signal })
      .catch((err: unknown) => wlog.error({ err, jobId: job.id, kind: job.queue }, 'job crashed'))
      .finally(() => {
        release();
        running.delete(job.id);
        wakeUp.ring();
      });
    running.set(job.id, { kind: job.queue, controller, done });
    return done;
  }

  async function recoverIfDue(force = false) {
    if (!force && Date.now() - lastRecovery < (opts.recoverEveryMs ?? 5000)) return;
    lastRecovery = Date.now();
    for (const kind of handlers.kinds()) {
      const handler = handlers.get(kind);
      const count = await (handler?.recoverExpired?.() ?? queue.recoverExpired(kind));
      if (count) wlog.warn({ kind, count }, 'recovered jobs whose lease expired');
    }
  }

  const hasRoom = (kind: string) => {
    const limit = handlers.get(kind)?.concurrency ?? opts.concurrency;
    return [...running.values()].filter((r) => r.kind === kind).length < limit;
  };

  /** The next ready job of a kind with room, starting after the kind served last. */
  async function claimNext(kinds = handlers.kinds(), ignoreRoom = false) {
    for (let i = 0; i < kinds.length; i++) {
      const kind = kinds[(turn + i) % kinds.length] as string;
      if (!ignoreRoom && !hasRoom(kind)) continue;
      const job = await queue.claim(kind, id, opts.leaseSeconds);
      if (job) {
        turn = (turn + i + 1) % kinds.length;
        return { job, handler: handlers.get(kind) as JobHandler };
      }
    }
    return null;
  }

  /** One pass: recover if due, then claim until every kind is empty or full. */
  async function pass() {
    wakeUp.clear();
    try {
      await recoverIfDue();
      while (!stopping) {
        const next = await claimNext();
        if (!next) return;
        void runTracked(next.job, next.handler);
      }
    } catch (err) {
      wlog.error({ err }, 'worker loop error');
    }
  }

  async function loop() {
    const unsubscribe = handlers.kinds().map((kind) => queue.subscribe(kind, () => wakeUp.ring()));
    try {
      while (!stopping) {
        await pass();
        if (!stopping) await wakeUp.sleep(opts.pollMs);
      }
    } finally {
      for (const off of unsubscribe) off();
    }
  }

  return {
    id,
    start() {
      if (looping) return;
      wlog.info({ kinds: handlers.kinds(), concurrency: opts.concurrency }, 'worker started');
      looping = loop();
    },
    async stop() {
      stopping = true;
      wakeUp.ring();
      for (const job of running.values()) job.controller.abort(SHUTDOWN);
      await Promise.all([...running.values()].map((j) => j.done));
      await looping;
    },
    async runOnce(kind) {
      await recoverIfDue(true);
      const next = await claimNext(kind ? [kind] : handlers.kinds(), true);
      if (!next) return false;
      await runTracked(next.job, next.handler);
      return true;
    },
  };
}
