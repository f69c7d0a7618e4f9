import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

// Issue 12, item 3: the per-email limit was checked (peek) before the password and counted
// after it, so parallel guesses all reached argon2. And the design item: a crash must not reset
// the auth counters (auth_limits is WAL-logged; rate_limits stays UNLOGGED).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '5', AUTH_RATE_LIMIT_PER_IP: '20' });
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, remoteAddress: string) =>
  t.call({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress });

/** Statuses of the attempts that got as far as the password check (401 wrong, 200 right). */
const checked = (statuses: number[]) => statuses.filter((s) => s !== 429);

describe('parallel password guessing for one email', () => {
  it('from 40 addresses: at most 5 passwords are evaluated, the right last one included', async () => {
    const user = await t.registerUser();
    const attempts = Array.from({ length: 40 }, (_, i) =>
      login(user.email, i === 39 ? user.password : `wrong-guess-${i}`, `10.40.0.${i + 1}`),
    );
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(checked(statuses).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
  });

  it('from one address, 18 at once: the limit of 5 holds', async () => {
    const user = await t.registerUser();
    const attempts = Array.from({ length: 18 }, (_, i) =>
      login(user.email, `wrong-guess-${i}`, '10.18.0.1'),
    );
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(checked(statuses)).toEqual([401, 401, 401, 401, 401]);
  });

  it('a successful sign-in does not use up an attempt, and does not wipe failed ones', async () => {
    const user = await t.registerUser();
    for (let i = 0; i < 3; i += 1)
      expect((await login(user.email, 'bad-password', '10.5.0.1')).status).toBe(401);
    for (let i = 0; i < 4; i += 1)
      expect((await login(user.email, user.password, '10.5.0.1')).status).toBe(200);
    // 3 failures stand: two more guesses are allowed, the next is refused.
    expect((await login(user.email, 'bad-password', '10.5.0.2')).status).toBe(401);
    expect((await login(user.email, 'bad-password', '10.5.0.3')).status).toBe(401);
    expect((await login(user.email, user.password, '10.5.0.4')).status).toBe(429);
  });
});

describe('auth counters and a crash', () => {
  it('live in a WAL-logged table; the general rate_limits table stays UNLOGGED', async () => {
    const rows = await t.database.query<{ relname: string; relpersistence: string }>(
      "SELECT relname, relpersistence FROM pg_class WHERE relname IN ('auth_limits', 'rate_limits') ORDER BY relname",
    );
    expect(rows).toEqual([
      { relname: 'auth_limits', relpersistence: 'p' },
      { relname: 'rate_limits', relpersistence: 'u' },
    ]);
    const user = await t.registerUser();
    await login(user.email, 'bad-password', '10.6.0.1');
    const [row] = await t.database.query<{ count: number }>(
      'SELECT count FROM auth_limits WHERE key = $1',
      [`login:email:${user.email}`],
    );
    expect(row?.count).toBe(1);
  });
});
