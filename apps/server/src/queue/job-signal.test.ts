import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/helpers';
import { createJobRunner, JobHandlers, type JobRunner } from './job-runner';
import { createJobSignal, type JobSignal } from './job-signal';
import { createJobQueue, type JobQueue } from './queue';

const log = pino({ level: 'silent' });
const until = (fn: () => boolean, ms = 10_000) =>
  new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + ms;
    const tick = () =>
      fn()
        ? resolve()
        : Date.now() > deadline
          ? reject(new Error('timed out'))
          : setTimeout(tick, 5);
    tick();
  });

describe('job signal in one process', () => {
  it('wakes a subscriber of the kind notified and no other', () => {
    const signal = createJobSignal();
    const woke: string[] = [];
    const off = signal.subscribe('tryon', () => woke.push('tryon'));
    signal.subscribe('webhook', () => woke.push('webhook'));
    signal.notify('tryon');
    off();
    signal.notify('tryon');
    expect(woke).toEqual(['tryon']);
  });
});

// A queue whose claim runs `during` once, after its first (empty) claim: the runner is busy then.
function queueBusyOnce(real: JobQueue, during: () => Promise<void>): JobQueue {
  let injected = false;
  return {
    ...real,
    claim: async (kind, workerId, lease) => {
      const row = await real.claim(kind, workerId, lease);
      if (!injected) {
        injected = true;
        await during();
      }
      return row;
    },
  };
}

const slowPoll = { concurrency: 1, leaseSeconds: 30, pollMs: 600_000, recoverEveryMs: 600_000 };

describe('job runner wake-ups', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('does not lose a wake-up that arrives while it is claiming', async () => {
    const real = createJobQueue(t.database.db);
    const queue = queueBusyOnce(real, async () => {
      await real.enqueue(t.database.db, 'busy-test', { n: 1 });
      real.notify('busy-test');
    });
    const handlers = new JobHandlers();
    let ran = 0;
    handlers.register('busy-test', {
      run: async (job, ctx) => {
        ran++;
        await real.complete(job.id, ctx.workerId);
      },
    });
    const runner = createJobRunner(queue, handlers, log, slowPoll);
    runner.start();
    try {
      await until(() => ran === 1); // lost, it would wait for the 10-minute poll
    } finally {
      await runner.stop();
    }
  });

  it('stops at once when stop() is called while it is claiming', async () => {
    const handlers = new JobHandlers();
    handlers.register('stop-test', { run: async () => undefined });
    let stopped = false;
    let runner: JobRunner | null = null;
    const queue = queueBusyOnce(createJobQueue(t.database.db), async () => {
      void runner?.stop().then(() => (stopped = true));
    });
    runner = createJobRunner(queue, handlers, log, slowPoll);
    runner.start();
    await until(() => stopped); // lost, stop() would wait for the 10-minute poll
  });
});

// Worker processes wake on PostgreSQL LISTEN/NOTIFY: a job enqueued through one queue (an API
// process) starts in a runner on another queue (a worker process) long before its poll is due.
describe.runIf(testDbKind === 'postgres')('job signal across processes (PostgreSQL)', () => {
  let t: TestDatabase;
  const signals: JobSignal[] = [];
  const signalFor = () => {
    const s = createJobSignal({ url: t.url, query: (q, p) => t.database.query(q, p), log });
    signals.push(s);
    return s;
  };
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(signals.map((s) => s.close()));
    await t.drop();
  });

  it('delivers a NOTIFY from another connection to LISTENing subscribers', async () => {
    let woken = 0;
    signalFor().subscribe('tryon', () => woken++);
    const sender = signalFor();
    await new Promise((r) => setTimeout(r, 300)); // LISTEN connection opened
    const before = woken;
    sender.notify('tryon');
    await until(() => woken > before);
  });

  it('starts a job enqueued elsewhere without waiting for the 60 s poll', async () => {
    const workerQueue = createJobQueue(t.database.db, signalFor());
    const apiQueue = createJobQueue(t.database.db, signalFor());
    const handlers = new JobHandlers();
    const ran: string[] = [];
    handlers.register('signal-test', {
      run: async (job, ctx) => {
        ran.push(String(job.payload.n));
        await workerQueue.complete(job.id, ctx.workerId);
      },
    });
    const runner = createJobRunner(workerQueue, handlers, log, {
      concurrency: 1,
      leaseSeconds: 30,
      pollMs: 60_000,
      recoverEveryMs: 60_000,
    });
    runner.start();
    try {
      await new Promise((r) => setTimeout(r, 500)); // first (empty) pass done, now waiting
      await apiQueue.enqueue(t.database.db, 'signal-test', { n: 1 });
      // Announced once: a signal that lands while the runner is still busy with its first pass
      // is remembered, not waited out until the poll.
      apiQueue.notify('signal-test');
      await until(() => ran.length === 1, 25_000);
      expect(ran).toEqual(['1']);
    } finally {
      await runner.stop();
    }
  }, 60_000);
});
