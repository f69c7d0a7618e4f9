import { EventEmitter } from 'node:events';
import type { VtonRequestRow } from '../db/schema/tryon';

/** In-process domain events, so one module can react to another without importing it. */
export interface AppEventMap {
  'generation.finished': [generation: VtonRequestRow];
  'payment.succeeded': [
    payment: {
      userId: string;
      orderId: string;
      paymentId: string;
      credits: number;
      amountPaise: number;
    },
  ];
}

export interface AppEvents {
  on<K extends keyof AppEventMap>(
    event: K,
    listener: (...args: AppEventMap[K]) => Promise<void> | void,
  ): void;
  /** Runs every listener; a failing listener is logged by the caller, never thrown past it. */
  emit<K extends keyof AppEventMap>(event: K, ...args: AppEventMap[K]): Promise<void>;
}

export function createEvents(onError: (err: unknown, event: string) => void): AppEvents {
  const emitter = new EventEmitter();
  return {
    on(event, listener) {
      emitter.on(event, listener);
    },
    async emit(event, ...args) {
      const listeners = emitter.listeners(event) as ((...a: unknown[]) => Promise<void> | void)[];
      await Promise.all(
        listeners.map(async (listener) => {
          try {
            await listener(...args);
          } catch (err) {
            onError(err, event);
          }
        }),
      );
    },
  };
}
