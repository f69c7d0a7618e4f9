import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../email/mailer';
import type { JobQueue } from '../queue/queue';
import type { Storage } from '../storage/storage';
import type { AppEvents } from './events';
import type { LiveUpdates } from './live-updates';
import type { Logger } from './logger';
import type { RateLimiter } from './rate-limiter';

/**
 * What services receive: everything they touch, passed in (never imported as globals). Built
 * once per process by createContext; `db` is the one database handle (Drizzle, in a transaction
 * or not).
 */
export interface AppDeps {
  config: Readonly<Config>;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  limiter: RateLimiter;
  /** The same, on the durable (WAL-logged) table: sign-in, sign-up and trial-grant counters. */
  authLimiter: RateLimiter;
  /** The PostgreSQL job queue: enqueue inside the transaction that creates the work. */
  queue: JobQueue;
  /** In-process progress of running work, for event streams. */
  live: LiveUpdates;
  events: AppEvents;
  log: Logger;
}
