import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Mailer } from '../email/mailer';
import type { Storage } from '../storage/storage';
import type { AppEvents } from './events';
import type { RateLimiter } from './rate-limiter';

/** What services receive: everything they touch, passed in (never imported as globals). */
export interface AppDeps {
  config: Readonly<Config>;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  limiter: RateLimiter;
  events: AppEvents;
  log: FastifyBaseLogger;
}
