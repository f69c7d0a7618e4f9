import { EventEmitter } from 'node:events';
import type { Logger } from './logger';

/**
 * A kind of resource that event streams follow (generations, photoshoots), as the shared poller
 * reads it: one round of queries for every id followed in this process, however many streams
 * follow them. The answer holds an update for each id that may have changed (streams drop
 * repeats) and null for each id that is gone; ids left out are unchanged.
 */
export interface LiveTopic<T> {
  poll(ids: string[]): Promise<Map<string, T | null>>;
}

/**
 * Live updates keyed by a resource id (a generation, a photoshoot). What this process publishes
 * reaches its followers at once; changes made by other processes (workers on PostgreSQL) are
 * found by ONE poller per process, which reads every followed resource of a topic in one round
 * every `pollMs` (issue 12: a poll per open stream made 300 streams slow every other request).
 */
export interface LiveUpdates<T = unknown> {
  publish(id: string, update: T): void;
  /** In-process updates only. */
  watch(id: string, listener: (update: T) => void): () => void;
  /** In-process updates and the shared poll's findings; null means the resource is gone. */
  follow<U>(topic: LiveTopic<U>, id: string, listener: (update: U | null) => void): () => void;
  close(): void;
}

export interface LiveUpdatesOptions {
  pollMs?: number;
  log?: Pick<Logger, 'error'>;
}

type Listener = (update: unknown) => void;

export function createLiveUpdates<T = unknown>(opts: LiveUpdatesOptions = {}): LiveUpdates<T> {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const poller = createPoller(opts);
  const watch = (id: string, listener: (update: T) => void) => {
    bus.on(id, listener);
    return () => void bus.off(id, listener);
  };
  return {
    publish: (id, update) => void bus.emit(id, update),
    watch,
    follow(topic, id, listener) {
      const unwatch = watch(id, listener as Listener);
      const unpoll = poller.add(topic as LiveTopic<unknown>, id, listener as Listener);
      return () => {
        unwatch();
        unpoll();
      };
    },
    close: poller.close,
  };
}

/** One timer for the process; it runs only while something is followed. */
function createPoller(opts: LiveUpdatesOptions) {
  const topics = new Map<LiveTopic<unknown>, Map<string, Set<Listener>>>();
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  const tick = () => {
    if (running) return; // a slow round is not overlapped by the next one
    running = true;
    void pollAll(topics, opts).finally(() => (running = false));
  };

  const stopIfIdle = () => {
    if (topics.size > 0 || !timer) return;
    clearInterval(timer);
    timer = null;
  };

  return {
    add(topic: LiveTopic<unknown>, id: string, listener: Listener) {
      const ids = topics.get(topic) ?? topics.set(topic, new Map()).get(topic)!;
      const listeners = ids.get(id) ?? ids.set(id, new Set()).get(id)!;
      listeners.add(listener);
      timer ??= setInterval(tick, opts.pollMs ?? 1000);
      timer.unref();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) ids.delete(id);
        if (ids.size === 0) topics.delete(topic);
        stopIfIdle();
      };
    },
    close() {
      topics.clear();
      stopIfIdle();
    },
  };
}

async function pollAll(
  topics: Map<LiveTopic<unknown>, Map<string, Set<Listener>>>,
  opts: LiveUpdatesOptions,
) {
  for (const [topic, ids] of topics) await pollTopic(topic, ids, opts);
}

async function pollTopic(
  topic: LiveTopic<unknown>,
  ids: Map<string, Set<Listener>>,
  opts: LiveUpdatesOptions,
) {
  if (ids.size === 0) return;
  try {
    const updates = await topic.poll([...ids.keys()]);
    for (const [id, update] of updates) {
      for (const listener of [...(ids.get(id) ?? [])]) listener(update);
    }
  } catch (err) {
    opts.log?.error({ err }, 'live updates: poll failed');
  }
}
