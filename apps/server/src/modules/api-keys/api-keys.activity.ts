import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import * as repo from './api-keys.repo';

/** How often buffered activity is written. Bounds staleness of lastUsedAt and loss on a crash. */
export const ACTIVITY_FLUSH_MS = 2_000;
const MAX_BUFFERED_REQUESTS = 500;

/**
 * Per-request API-key activity kept in memory and written in batches: at most one UPDATE of
 * last_used_at for all keys and one multi-row INSERT into api_key_requests every
 * ACTIVITY_FLUSH_MS (or sooner when many requests pile up), instead of two writes per request.
 * Readers in this process flush first, so a key's page is never behind its own process; other
 * processes are at most ACTIVITY_FLUSH_MS behind. A crash loses at most that window of
 * analytics — never anything that counts money or usage (usage_count is transactional).
 */
export class ApiKeyActivity {
  private lastUsed = new Map<string, Date>();
  private requests: repo.RequestLogEntry[] = [];
  private timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {
    this.timer = setInterval(() => void this.flush(), ACTIVITY_FLUSH_MS);
    this.timer.unref();
  }

  touch(apiKeyId: string, at = new Date()): void {
    this.lastUsed.set(apiKeyId, at);
  }

  record(entry: repo.RequestLogEntry): void {
    this.requests.push(entry);
    if (this.requests.length >= MAX_BUFFERED_REQUESTS) void this.flush();
  }

  /** Writes everything buffered so far; concurrent callers share one write at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    const lastUsed = this.lastUsed;
    const requests = this.requests;
    if (lastUsed.size === 0 && requests.length === 0) return;
    this.lastUsed = new Map();
    this.requests = [];
    try {
      await repo.touchLastUsed(this.db, [...lastUsed.keys()], [...lastUsed.values()]);
      await repo.insertRequestLog(this.db, requests);
    } catch (err) {
      // Analytics only (usage_count and credits are written transactionally elsewhere):
      // log and drop rather than hold an ever-growing buffer.
      this.log.warn({ err, requests: requests.length }, 'api key activity flush failed');
    }
  }
}
