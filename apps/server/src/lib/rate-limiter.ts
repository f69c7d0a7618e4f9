import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  remaining: number;
  resetAt: Date;
  /** Milliseconds until the window ends, by the database's clock (immune to clock skew). */
  resetInMs: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts `weight` hits (default 1) against `key` and says whether the count is within `limit`
   * per `windowSeconds`.
   */
  hit(key: string, limit: number, windowSeconds: number, weight?: number): Promise<RateLimitResult>;
  /** The current state of `key` without counting a hit. */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  /** Takes back one hit (a successful sign-in does not count against its email). */
  refund(key: string): Promise<void>;
  /** Deletes every expired counter (createContext runs it every minute); returns how many. */
  pruneExpired(): Promise<number>;
}

/**
 * `rate_limits` is UNLOGGED (fast, wiped by a crash); `auth_limits` is WAL-logged, for the
 * counters a crash must not reset: sign-in guesses, sign-ups and trial grants (decision 007).
 */
export type LimitTable = 'rate_limits' | 'auth_limits';

interface CounterRow {
  count: number;
  reset_at: Date | string;
  reset_in_ms: number | string;
}

/** `reset_in_ms` comes from the database's own now(), so a skewed app clock cannot shift it. */
const RESET_IN_MS = sql`GREATEST(0, EXTRACT(EPOCH FROM (reset_at - now())) * 1000) AS reset_in_ms`;

function toResult(count: number, limit: number, resetAt: Date, resetInMs: number): RateLimitResult {
  return {
    allowed: count <= limit,
    count,
    limit,
    remaining: Math.max(0, limit - count),
    resetAt,
    resetInMs,
    retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
  };
}

const resultOf = (row: CounterRow, limit: number) =>
  toResult(row.count, limit, new Date(row.reset_at), Number(row.reset_in_ms));

/** Fixed-window counters in PostgreSQL, so limits hold across many API processes. */
export function createRateLimiter(db: Db, tableName: LimitTable = 'rate_limits'): RateLimiter {
  const table = sql.identifier(tableName);
  return {
    async hit(key, limit, windowSeconds, weight = 1) {
      const [row] = await queryRows<CounterRow>(
        db,
        sql`INSERT INTO ${table} AS rate_limits (key, count, reset_at)
         VALUES (${key}, ${weight}, now() + make_interval(secs => ${windowSeconds}))
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.reset_at <= now() THEN excluded.count
                        ELSE rate_limits.count + excluded.count END,
           reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at
                           ELSE rate_limits.reset_at END
         RETURNING count, reset_at, ${RESET_IN_MS}`,
      );
      if (!row) throw new Error('rate limit upsert returned no row');
      return resultOf(row, limit);
    },
    async peek(key, limit) {
      const [row] = await queryRows<CounterRow>(
        db,
        sql`SELECT count, reset_at, ${RESET_IN_MS} FROM ${table} WHERE key = ${key} AND reset_at > now()`,
      );
      return row ? resultOf(row, limit) : toResult(0, limit, new Date(), 0);
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM ${table} WHERE key = ${key}`);
    },
    async pruneExpired() {
      const rows = await queryRows<{ key: string }>(
        db,
        sql`DELETE FROM ${table} WHERE reset_at <= now() RETURNING key`,
      );
      return rows.length;
    },
    async refund(key) {
      await db.execute(
        sql`UPDATE ${table} SET count = count - 1 WHERE key = ${key} AND count > 0 AND reset_at > now()`,
      );
    },
  };
}
