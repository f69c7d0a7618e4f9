import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { AppError } from '../lib/app-error';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limiter';
import { createSignedInLimiter } from './jwt-rate-limit';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());
afterEach(() => {
  vi.useRealTimers();
});

/** A limiter over the test database that counts its upserts (one per `hit`). */
function countingLimiter(): RateLimiter & { upserts: number } {
  const real = createRateLimiter(t.database.db);
  const counted = { ...real, upserts: 0 };
  counted.hit = (...args) => {
    counted.upserts++;
    return real.hit(...args);
  };
  return counted;
}

/** Takes until refused (or `max`); returns how many were allowed and the refusal. */
async function takeUntilRefused(take: (id: string) => Promise<void>, userId: string, max: number) {
  for (let allowed = 0; allowed < max; allowed++) {
    const refused = await take(userId).then(
      () => null,
      (err: unknown) => err,
    );
    if (refused) return { allowed, refused };
  }
  return { allowed: max, refused: null };
}

describe('signed-in request limit', () => {
  it('spends a reserved block even when this process runs days ahead of the database clock', async () => {
    // The lease used to end at the database's reset_at read against the local clock: with the
    // clock ahead, every request re-reserved a block, looping until the limit ran out (429).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 4 * 24 * 3600_000);
    const limiter = countingLimiter();
    const take = createSignedInLimiter(limiter, 600);
    const { allowed, refused } = await takeUntilRefused(take, randomUUID(), 30);
    expect(refused).toBeNull();
    expect(allowed).toBe(30);
    expect(limiter.upserts).toBe(3);
  });

  it('holds a small limit exactly, one counter write per request, then 429 with Retry-After', async () => {
    const limiter = countingLimiter();
    const take = createSignedInLimiter(limiter, 25);
    const { allowed, refused } = await takeUntilRefused(take, randomUUID(), 40);
    expect(allowed).toBe(25);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(429);
    expect(Number((refused as AppError).headers?.['retry-after'])).toBeGreaterThan(0);
    expect(limiter.upserts).toBe(26);
  });

  it('reserves hits in blocks: a large limit writes the counter once per hundred requests', async () => {
    const limiter = countingLimiter();
    const take = createSignedInLimiter(limiter, 100_000);
    const userId = randomUUID();
    for (let i = 0; i < 1000; i++) await take(userId);
    expect(limiter.upserts).toBe(10);
  });

  it('concurrent requests of one user wait for one reservation', async () => {
    const limiter = countingLimiter();
    const take = createSignedInLimiter(limiter, 100_000);
    const userId = randomUUID();
    await Promise.all(Array.from({ length: 60 }, () => take(userId)));
    expect(limiter.upserts).toBe(1);
  });

  it('never lets two processes together exceed the limit', async () => {
    const a = createSignedInLimiter(countingLimiter(), 5000);
    const b = createSignedInLimiter(countingLimiter(), 5000);
    const userId = randomUUID();
    const first = await takeUntilRefused(a, userId, 2550);
    const second = await takeUntilRefused(b, userId, 6000);
    const third = await takeUntilRefused(a, userId, 6000);
    const total = first.allowed + second.allowed + third.allowed;
    expect(total).toBeLessThanOrEqual(5000);
    expect(total).toBeGreaterThanOrEqual(5000 - 100); // at most one block stranded
    expect(second.refused).toBeInstanceOf(AppError);
    expect(third.refused).toBeInstanceOf(AppError);
  });
});
