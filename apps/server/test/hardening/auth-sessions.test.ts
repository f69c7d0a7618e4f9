import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers';
import { makePng, multipart } from '../images';

// Issue 12, items 2, 4 and 11: access tokens that outlive their account or session, a family
// revocation rolled back with the losing refresh, and JWTs missing `exp` or `iss`.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => {
  await t.close();
});

const refresh = (refreshToken: string) =>
  t.call({ method: 'POST', url: '/v1/auth/refresh-tokens', payload: { refreshToken } });

/** The routes the probe saw answer 500 (FK violation) for a deleted account's token. */
async function writeCalls(headers: Record<string, string>) {
  const body = multipart([{ name: 'file', value: await makePng(), filename: 'a.png' }]);
  return Promise.all([
    t.call({ method: 'POST', url: '/v1/apikeys/generate', headers, payload: { name: 'k' } }),
    t.call({
      method: 'POST',
      url: '/v1/payments/create-order',
      headers,
      payload: { packId: 'starter' },
    }),
    t.call({
      method: 'POST',
      url: '/v1/upload',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    }),
    t.call({ method: 'GET', url: '/v1/users/profile', headers }),
  ]);
}

async function ordersOf(userId: string) {
  const rows = await t.database.query<{ n: string }>(
    'SELECT count(*) AS n FROM payment_orders WHERE user_id = $1',
    [userId],
  );
  return Number(rows[0]?.n);
}

describe('an access token whose account or session is gone', () => {
  it('is 401 everywhere once the account is deleted, and no payment order is made', async () => {
    const user = await t.registerUser();
    const del = await t.call({
      method: 'DELETE',
      url: '/v1/users/account',
      headers: user.headers,
      payload: { password: user.password },
    });
    expect(del.status).toBe(204);
    const results = await writeCalls(user.headers);
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect(await ordersOf(user.id)).toBe(0);
    const [orphans] = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM payment_orders WHERE user_id IS NULL',
    );
    expect(Number(orphans?.n)).toBe(0);
  });

  it('is 401 once its session is signed out, while another session of the user still works', async () => {
    const user = await t.registerUser();
    const other = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const otherHeaders = { authorization: `Bearer ${other.body.data.tokens.access.token}` };
    const out = await t.call({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { refreshToken: user.refreshToken },
    });
    expect(out.status).toBe(204);
    expect((await writeCalls(user.headers)).map((r) => r.status)).toEqual([401, 401, 401, 401]);
    const still = await t.call({ method: 'GET', url: '/v1/users/profile', headers: otherHeaders });
    expect(still.status).toBe(200);
  });
});

describe('two refreshes of one token at the same instant', () => {
  it('revoke the family for real: the winner’s new tokens are dead too', async () => {
    for (let round = 0; round < 8; round += 1) {
      const user: TestUser = await t.registerUser();
      const [a, b] = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
      const winners = [a, b].filter((r) => r.status === 200);
      expect(winners.length).toBeLessThanOrEqual(1);
      for (const w of winners) {
        const tokens = w.body.data.tokens;
        expect((await refresh(tokens.refresh.token)).status, `round ${round}`).toBe(401);
        const profile = await t.call({
          method: 'GET',
          url: '/v1/users/profile',
          headers: { authorization: `Bearer ${tokens.access.token}` },
        });
        expect(profile.status, `round ${round}`).toBe(401);
      }
    }
  });
});

describe('JWTs signed with the secret but missing a required claim', () => {
  async function claimsOf(user: TestUser) {
    const [row] = await t.database.query<{ family_id: string }>(
      'SELECT family_id FROM refresh_tokens WHERE user_id = $1',
      [user.id],
    );
    return { sub: user.id, sid: row?.family_id, typ: 'access' };
  }
  const profileWith = (token: string) =>
    t.call({
      method: 'GET',
      url: '/v1/users/profile',
      headers: { authorization: `Bearer ${token}` },
    });

  it('are refused without exp or without iss, and accepted with both', async () => {
    const user = await t.registerUser();
    const claims = await claimsOf(user);
    const exp = Math.floor(Date.now() / 1000) + 600;
    const sign = createSigner({ key: t.config.JWT_SECRET, algorithm: 'HS256' });
    const noExp = sign({ ...claims, iss: 'drape' });
    const noIss = sign({ ...claims, exp });
    const both = sign({ ...claims, iss: 'drape', exp });
    expect((await profileWith(noExp)).status).toBe(401);
    expect((await profileWith(noIss)).status).toBe(401);
    expect((await profileWith(both)).status).toBe(200);
  });
});
