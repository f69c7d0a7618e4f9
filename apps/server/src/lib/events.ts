import { EventEmitter } from 'node:events';
import type { VtonRequestRow } from '../db/schema/tryon';

/**
 * A photoshoot reached its end (every image completed or failed). Emitted once per shoot by the
 * worker that finished its last image; live updates, webhooks and e-mail subscribe to it.
 */
export interface PhotoshootFinished {
  id: string;
  userId: string;
  /** Set when the shoot was started with an API key (its webhook is told). */
  apiKeyId: string | null;
  status: 'COMPLETED' | 'PARTIAL' | 'FAILED';
  imagesCompleted: number;
  imagesFailed: number;
  finishedAt: Date;
}

/** A change to an account that is not its password (issue 13 §10, "Account changes"). */
export type AccountChange =
  | { what: 'name' | 'email'; from: string; to: string }
  | { what: 'api-key-created' | 'api-key-deleted'; name: string; prefix: string }
  | { what: 'data-exported' };

/**
 * In-process domain events, so one module can react to another without importing it. The
 * composition root (context.ts) wires every subscriber; a process that finishes work (the worker)
 * emits, and its subscribers queue webhooks, send e-mail and push live updates.
 */
export interface AppEventMap {
  /** A generation became COMPLETED or FAILED (once, by whoever finished it). */
  'generation.finished': [generation: VtonRequestRow];
  'photoshoot.finished': [photoshoot: PhotoshootFinished];
  /** A user's password was changed on the profile or reset by e-mailed link. */
  'password.changed': [change: { userId: string; how: 'changed' | 'reset' }];
  /** A successful sign-in (or a new account, which signs in): its browser's User-Agent. */
  'auth.signed-in': [signIn: { userId: string; userAgent: string; isNewAccount: boolean }];
  /** Sign-ins to an account were refused after too many wrong passwords (once per window). */
  'auth.sign-in-blocked': [blocked: { userId: string; retryAfterSeconds: number }];
  /** Changes made to an account at once (one request), told in one e-mail. */
  'account.changed': [change: { userId: string; changes: AccountChange[] }];
  /** A generation's charge moved a balance (after the transaction committed). */
  'credits.charged': [change: { userId: string; balanceBefore: number; balanceAfter: number }];
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
