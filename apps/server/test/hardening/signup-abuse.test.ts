import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { expectLedgerConsistent } from '../ledger-invariant';

// Issue 12, item 9: 25 sign-ups from one address all succeeded, each with the trial credits.
// Now: at most REGISTER_RATE_LIMIT_PER_IP sign-ups per address per window, and the trial grant
// only for the first TRIAL_GRANTS_PER_IP_PER_DAY accounts of an address a day (decision 007).
let t: TestApp;
beforeAll(async () => {
  // The defaults: 5 sign-ups per address per hour, 2 trial grants per address per day, 3 credits.
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgerConsistent(t.database);
  await t.close();
});

let n = 0;
async function signUp(remoteAddress: string) {
  n += 1;
  const res = await t.call({
    method: 'POST',
    url: '/v1/auth/register',
    payload: { name: 'Farmer', email: `farm${n}@example.com`, password: 'Correct-Horse-9' },
    remoteAddress,
  });
  return { status: res.status, body: res.body, headers: res.headers };
}

async function creditsOf(body: { data: { user: { id: string } } }) {
  const [row] = await t.database.query<{ credit_balance: number }>(
    'SELECT credit_balance FROM users WHERE id = $1',
    [body.data.user.id],
  );
  return row?.credit_balance;
}

describe('trial-credit farming from one address', () => {
  it('25 sign-ups from one address: 5 accounts, 6 trial credits in all', async () => {
    const results = [];
    for (let i = 0; i < 25; i += 1) results.push(await signUp('203.0.113.25'));
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBe(5);
    const refused = results.filter((r) => r.status === 429);
    expect(refused.length).toBe(20);
    expect(refused[0]?.body.code).toBe('RATE_LIMITED');
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    const credits = await Promise.all(created.map((r) => creditsOf(r.body)));
    expect(credits).toEqual([3, 3, 0, 0, 0]);
  });

  it('rotating through one IPv6 /64 counts as one address', async () => {
    const statuses = [];
    for (let i = 1; i <= 7; i += 1) statuses.push((await signUp(`2001:db8:7:1::${i}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect((await signUp('2001:db8:7:2::1')).status).toBe(201);
  });

  it('parallel sign-ups from one address still get exactly two grants', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => signUp('198.51.100.5')));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const credits = await Promise.all(results.map((r) => creditsOf(r.body)));
    expect(credits.reduce<number>((a, b) => a + (b ?? 0), 0)).toBe(6);
  });

  it('another address still gets the trial and the usual sign-up answer', async () => {
    const fresh = await signUp('192.0.2.77');
    expect(fresh.status).toBe(201);
    expect(await creditsOf(fresh.body)).toBe(3);
    expect(fresh.body.data.tokens.access.token).toBeTruthy();
  });
});
