import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createApiKeySecret } from '../../src/modules/api-keys/api-keys.format';
import { createTestApp, type TestApp, type TestUser } from '../helpers';

// Issue 12: defect 8 (rate_limits grew by a row per random API key and never shrank), and the
// design items "no cap on API keys per user" and "JWT requests are not rate limited".
let t: TestApp;
let alice: TestUser;
beforeAll(async () => {
  t = await createTestApp({ API_KEYS_MAX_PER_USER: '3', JWT_RATE_LIMIT_PER_MINUTE: '25' });
  alice = await t.registerUser();
});
afterAll(async () => {
  await t.close();
});

const countRows = async (where = sql`true`) => {
  const [row] = await queryRows<{ n: string }>(
    t.ctx.deps.db,
    sql`SELECT count(*) AS n FROM rate_limits WHERE ${where}`,
  );
  return Number(row?.n);
};

const generateKey = (user: TestUser, name: string) =>
  t.call({ method: 'POST', url: '/v1/apikeys/generate', headers: user.headers, payload: { name } });

describe('rate_limits state (defect 8)', () => {
  it('random checksum-valid API keys are refused without creating a counter', async () => {
    const before = await countRows(sql`key LIKE 'apikey:%'`);
    for (let i = 0; i < 20; i++) {
      const { key } = createApiKeySecret('live');
      const res = await t.call({
        method: 'GET',
        url: '/v1/credits/balance',
        headers: { 'x-api-key': key },
      });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('API_KEY_INVALID');
    }
    expect(await countRows(sql`key LIKE 'apikey:%'`)).toBe(before);
  });

  it('a real key still gets its counter and rate-limit headers', async () => {
    const bob = await t.registerUser();
    const created = await generateKey(bob, 'real');
    expect(created.status).toBe(201);
    const res = await t.call({
      method: 'GET',
      url: '/v1/credits/balance',
      headers: { 'x-api-key': created.body.data.key },
    });
    expect(res.status).toBe(200);
    expect(res.headers['ratelimit-limit']).toBe('60');
    expect(await countRows(sql`key LIKE 'apikey:%'`)).toBe(1);
  });

  it('expired counters are deleted by the sweep; live ones are kept', async () => {
    await t.ctx.deps.db.execute(sql`INSERT INTO rate_limits (key, count, reset_at)
      SELECT 'old:' || g, 1, now() - interval '1 minute' FROM generate_series(1, 50) g`);
    await t.ctx.deps.limiter.hit('fresh:one', 5, 60);
    expect(await countRows(sql`key LIKE 'old:%'`)).toBe(50);
    expect(await t.ctx.deps.limiter.pruneExpired()).toBeGreaterThanOrEqual(50);
    expect(await countRows(sql`key LIKE 'old:%'`)).toBe(0);
    expect(await countRows(sql`key = 'fresh:one'`)).toBe(1);
  });
});

describe('API keys per user (design item)', () => {
  it('a user holds at most API_KEYS_MAX_PER_USER live keys; revoking one frees a place', async () => {
    const carol = await t.registerUser();
    const made = await Promise.all([1, 2, 3, 4, 5].map((i) => generateKey(carol, `k${i}`)));
    expect(made.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = made.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual([409, 409]);
    expect(refused[0]?.body.message).toMatch(/at most 3 API keys/);
    const first = made.find((r) => r.status === 201)?.body.data.id as string;
    const del = await t.call({
      method: 'DELETE',
      url: `/v1/apikeys/${first}/revoke`,
      headers: carol.headers,
    });
    expect(del.status).toBeLessThan(300);
    expect((await generateKey(carol, 'again')).status).toBe(201);
    // Another user's keys do not count against carol's.
    expect((await generateKey(alice, 'alice')).status).toBe(201);
  });
});

describe('signed-in requests (design item)', () => {
  it('are limited per user per minute, with Retry-After; other users are not affected', async () => {
    const dave = await t.registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.call({
        method: 'GET',
        url: '/v1/credits/balance',
        headers: dave.headers,
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(25);
    expect(statuses.slice(25).every((s) => s === 429)).toBe(true);
    const other = await t.registerUser();
    const res = await t.call({ method: 'GET', url: '/v1/credits/balance', headers: other.headers });
    expect(res.status).toBe(200);
  });
});
