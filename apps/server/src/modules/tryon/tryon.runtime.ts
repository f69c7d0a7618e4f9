import { EventEmitter } from 'node:events';
import type { VtonRequestRow } from '../../db/schema/tryon';
import type { AppDeps } from '../../lib/deps';
import { createJobQueue, type JobQueue } from '../../queue/queue';

export const TRYON_QUEUE = 'tryon';

/** Per-app state shared by the try-on routes and the worker: the queue and a progress bus. */
export interface TryonRuntime {
  queue: JobQueue;
  /** In-process status changes, keyed by generation id (SSE pushes them at once). */
  publish(row: VtonRequestRow): void;
  watch(id: string, listener: (row: VtonRequestRow) => void): () => void;
}

const runtimes = new WeakMap<AppDeps, TryonRuntime>();

export function getTryonRuntime(deps: AppDeps): TryonRuntime {
  let runtime = runtimes.get(deps);
  if (!runtime) {
    const bus = new EventEmitter();
    bus.setMaxListeners(0);
    runtime = {
      queue: createJobQueue(deps.db),
      publish: (row) => bus.emit(row.id, row),
      watch: (id, listener) => {
        bus.on(id, listener);
        return () => bus.off(id, listener);
      },
    };
    runtimes.set(deps, runtime);
  }
  return runtime;
}
