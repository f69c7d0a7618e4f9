import { MESSAGES } from '@drape/shared/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { RateLimiter } from '../lib/rate-limiter';

const WINDOW_SECONDS = 60;
/** Hits one process reserves at once: a fiftieth of the limit, at most 100. */
const blockFor = (limit: number) => Math.min(100, Math.max(1, Math.floor(limit / 50)));

interface Lease {
  left: number;
  resetAt: number;
  /** The last reservation got less than a block: the limit is reached until `resetAt`. */
  exhausted: boolean;
  /** The reservation under way, which concurrent requests of the same user wait for. */
  pending?: Promise<void>;
}

/**
 * Signed-in (access-token) requests are limited per user, like API keys are per key: at most
 * JWT_RATE_LIMIT_PER_MINUTE across every process (a PostgreSQL counter; generous, so the web app
 * never meets it). Over it, 429 with Retry-After.
 *
 * A process does not write the counter on every request: it reserves a block of hits (one
 * upsert of `count + block`) and spends it locally until the block or its window runs out. The
 * limit still holds across processes (reserved hits count whether spent or not; a process can
 * strand at most one block per window); limits under 100 per minute reserve one hit at a time.
 */
export function createSignedInLimiter(limiter: RateLimiter, limit: number) {
  const leases = new Map<string, Lease>();
  const block = blockFor(limit);

  async function reserve(key: string, lease: Lease) {
    const rate = await limiter.hit(key, limit, WINDOW_SECONDS, block);
    const granted = Math.max(0, Math.min(block, limit - (rate.count - block)));
    lease.left = granted;
    // The window's end on this process's clock: the database says how far off it is (skew-proof).
    lease.resetAt = Date.now() + rate.resetInMs;
    lease.exhausted = granted < block;
    if (granted === 0) throw rateLimited(limit, rate.retryAfterSeconds);
  }

  return async function take(userId: string): Promise<void> {
    const key = `jwt:${userId}`;
    for (;;) {
      const lease = leaseOf(leases, key);
      const fresh = lease.resetAt > Date.now();
      if (fresh && lease.left > 0) {
        lease.left--;
        return;
      }
      if (fresh && lease.exhausted) throw rateLimitedUntil(limit, lease);
      if (lease.pending) {
        await lease.pending.catch(() => undefined);
        continue;
      }
      lease.pending = reserve(key, lease).finally(() => (lease.pending = undefined));
      await lease.pending;
    }
  };
}

function leaseOf(leases: Map<string, Lease>, key: string): Lease {
  let lease = leases.get(key);
  if (!lease) {
    // Spent leases are dropped now and then, so the map holds the users active this minute.
    if (leases.size >= 10_000) {
      const now = Date.now();
      for (const [k, l] of leases) if (l.resetAt <= now && !l.pending) leases.delete(k);
    }
    lease = { left: 0, resetAt: 0, exhausted: false };
    leases.set(key, lease);
  }
  return lease;
}

const rateLimitedUntil = (limit: number, lease: Lease) =>
  rateLimited(limit, Math.max(1, Math.ceil((lease.resetAt - Date.now()) / 1000)));

function rateLimited(limit: number, retryAfterSeconds: number) {
  return new AppError('RATE_LIMITED', MESSAGES.tooManyRequests, undefined, {
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': '0',
    'ratelimit-reset': String(retryAfterSeconds),
    'retry-after': String(retryAfterSeconds),
  });
}

const byLimiter = new WeakMap<RateLimiter, ReturnType<typeof createSignedInLimiter>>();

/** The per-user limit for a signed-in request (one lease store per rate limiter, i.e. context). */
export async function limitSignedInRequest(request: FastifyRequest, userId: string) {
  const { config, limiter } = request.server.deps;
  let take = byLimiter.get(limiter);
  if (!take) {
    take = createSignedInLimiter(limiter, config.JWT_RATE_LIMIT_PER_MINUTE);
    byLimiter.set(limiter, take);
  }
  await take(userId);
}
