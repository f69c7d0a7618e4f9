import { EventEmitter } from 'node:events';

/**
 * In-process live updates keyed by a resource id (a generation, a photoshoot): what a worker in
 * this process publishes reaches every open event stream at once. Streams also poll the
 * database, so changes made by workers in other processes arrive too, only later.
 */
export interface LiveUpdates<T = unknown> {
  publish(id: string, update: T): void;
  watch(id: string, listener: (update: T) => void): () => void;
}

export function createLiveUpdates<T = unknown>(): LiveUpdates<T> {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    publish: (id, update) => bus.emit(id, update),
    watch(id, listener) {
      bus.on(id, listener);
      return () => bus.off(id, listener);
    },
  };
}
