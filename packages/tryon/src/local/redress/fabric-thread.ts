import { Worker } from 'node:worker_threads';
import type { Category } from '../../types';
import type { GarmentModel } from '../garment/garment-analysis';
import { findGarmentFabric, keepGarmentFabric, type GarmentFabric } from './garment-fabric';

/**
 * The thread's entry beside this module: from the TypeScript sources (development, tests) a
 * bootstrap that registers tsx first; from the compiled server (scripts/build-server.mjs) the
 * compiled worker emitted next to the bundle.
 */
const THREAD_ENTRY = import.meta.url.endsWith('.ts')
  ? './fabric-thread.bootstrap.mjs'
  : './fabric-thread.worker.mjs';

export type FabricReply =
  | { id: number; fabric: GarmentFabric }
  | { id: number; error: { message: string; stack?: string } };

interface Pending {
  garment: GarmentModel;
  resolve(fabric: GarmentFabric): void;
  reject(err: Error): void;
}

export interface FabricThread {
  /**
   * The garment's fabric (garmentFabric) made on a second thread, so it overlaps the person's
   * analysis on this one; kept in garmentFabric's cache when it arrives. A garment whose fabric
   * is already made resolves at once.
   */
  make(garment: GarmentModel, category?: Category): Promise<GarmentFabric>;
  /** Ends the thread; fabrics still being made are rejected. A later make starts a new one. */
  close(): Promise<void>;
}

/**
 * One worker thread, started on the first make. It holds the process open only while it has
 * work (a CLI run or a test ends without closing it), and a thread that dies rejects its work.
 */
export function createFabricThread(): FabricThread {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  const onReply = (msg: FabricReply) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (pending.size === 0) worker?.unref();
    if ('fabric' in msg) return p.resolve(keepGarmentFabric(p.garment, msg.fabric));
    const err = new Error(`garment fabric thread: ${msg.error.message}`);
    if (msg.error.stack) err.stack = msg.error.stack;
    p.reject(err);
  };

  const thread = () => {
    if (worker) return worker;
    const started = new Worker(new URL(THREAD_ENTRY, import.meta.url));
    started.on('message', onReply);
    started.on('error', (err) =>
      failAll(new Error(`garment fabric thread crashed: ${err.message}`)),
    );
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`garment fabric thread exited (code ${code})`));
    });
    worker = started;
    return started;
  };

  return {
    make(garment, category) {
      const made = findGarmentFabric(garment);
      if (made) return Promise.resolve(made);
      const id = nextId++;
      const target = thread();
      target.ref(); // work in flight keeps the process open, as it would on this thread
      return new Promise<GarmentFabric>((resolve, reject) => {
        pending.set(id, { garment, resolve, reject });
        target.postMessage({ id, garment, category });
      });
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
    },
  };
}
