import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectLedgerConsistent } from '../../../test/ledger-invariant';
import { signAccessToken } from './auth.tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => {
  await expectLedgerConsistent(t.database);
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, payload, headers });

describe('POST /v1/auth/register', () => {
  it('creates the account, returns tokens and grants the trial credits as a ledger row', async () => {
    const res = await post('/v1/auth/register', {
      name: 'Asha Rao',
      email: 'Asha@Example.com',
      password: 'password1',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com' });
    expect(res.body.data.tokens.access.token).toMatch(/^ey/);
    expect(res.body.data.tokens.refresh.token.length).toBeGreaterThan(30);
    const [row] = await t.database.query<{ credit_balance: number; password_hash: string }>(
      'SELECT credit_balance, password_hash FROM users WHERE email = $1',
      ['asha@example.com'],
    );
    expect(row?.credit_balance).toBe(3);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    const ledger = await t.database.query<{ kind: string; amount: number }>(
      'SELECT kind, amount FROM credit_ledger WHERE user_id = $1',
      [res.body.data.user.id],
    );
    expect(ledger).toEqual([{ kind: 'bonus', amount: 3 }]);
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    await post('/v1/auth/register', {
      name: 'Dup',
      email: 'dup@example.com',
      password: 'password1',
    });
    const res = await post('/v1/auth/register', {
      name: 'Dup',
      email: 'DUP@example.com',
      password: 'password1',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
  });

  it.each([
    [
      { name: 'A', email: 'a@example.com', password: 'password1' },
      'name',
      'Name must be at least 2 characters',
    ],
    [{ name: 'Anu', email: 'nope', password: 'password1' }, 'email', 'Invalid email address'],
    [
      { name: 'Anu', email: 'a2@example.com', password: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
  ])('rejects %o with the spec message on %s', async (payload, field, message) => {
    const res = await post('/v1/auth/register', payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.details.fieldErrors[field]).toContain(message);
  });

  it('never writes half an account when two sign-ups race for one email', async () => {
    const payload = { name: 'Racer', email: 'race@example.com', password: 'password1' };
    const results = await Promise.all([
      post('/v1/auth/register', payload),
      post('/v1/auth/register', payload),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const [count] = await t.database.query<{ n: string }>(
      "SELECT count(*) AS n FROM users WHERE email = 'race@example.com'",
    );
    expect(Number(count?.n)).toBe(1);
  });
});

describe('POST /v1/auth/login', () => {
  it('signs in with the right password', async () => {
    const user = await t.registerUser();
    const res = await post('/v1/auth/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(user.email);
    expect(res.body.data.tokens.access.token).toBeTruthy();
  });

  it('answers wrong password and unknown email alike: 401 Invalid email or password', async () => {
    const user = await t.registerUser();
    const wrong = await post('/v1/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/v1/auth/login', {
      email: 'ghost@example.com',
      password: 'wrong-password',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }
  });

  it('validates with the spec messages', async () => {
    const res = await post('/v1/auth/login', { email: 'x', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.details.fieldErrors.email).toContain('Invalid email address');
    expect(res.body.details.fieldErrors.password).toContain(
      'Password must be at least 6 characters',
    );
  });

  it('rate limits failed attempts per email with 429 and Retry-After, even for the right password', async () => {
    const user = await t.registerUser();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post('/v1/auth/login', { email: user.email, password: 'bad-password' })).status,
      ).toBe(401);
    }
    const blocked = await post('/v1/auth/login', { email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.code).toBe('RATE_LIMITED');
  });
});

describe('per-IP login rate limit', () => {
  it('blocks an IP after the configured number of attempts', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '2' });
    try {
      const payload = { email: 'who@example.com', password: 'whatever1' };
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (
            await limited.call({
              method: 'POST',
              url: '/v1/auth/login',
              payload,
              remoteAddress: '10.9.8.7',
            })
          ).status,
        );
      }
      expect(statuses).toEqual([401, 401, 429]);
      const other = await limited.call({
        method: 'POST',
        url: '/v1/auth/login',
        payload,
        remoteAddress: '10.9.8.8',
      });
      expect(other.status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens', () => {
  it('rotates refresh tokens, and reusing an old one revokes the whole family', async () => {
    const user = await t.registerUser();
    const first = await post('/v1/auth/refresh-tokens', { refreshToken: user.refreshToken });
    expect(first.status).toBe(200);
    const second = first.body.data.tokens.refresh.token as string;
    expect(second).not.toBe(user.refreshToken);

    const reuse = await post('/v1/auth/refresh-tokens', { refreshToken: user.refreshToken });
    expect(reuse.status).toBe(401);
    // The thief's reuse also kills the legitimate newest token of that family.
    expect((await post('/v1/auth/refresh-tokens', { refreshToken: second })).status).toBe(401);
  });

  it('only one of two simultaneous refreshes with the same token wins', async () => {
    const user = await t.registerUser();
    const results = await Promise.all([
      post('/v1/auth/refresh-tokens', { refreshToken: user.refreshToken }),
      post('/v1/auth/refresh-tokens', { refreshToken: user.refreshToken }),
    ]);
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
  });

  it('refuses an expired refresh token and an unknown one', async () => {
    const user = await t.registerUser();
    await t.database.query(
      "UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [user.id],
    );
    expect(
      (await post('/v1/auth/refresh-tokens', { refreshToken: user.refreshToken })).status,
    ).toBe(401);
    expect((await post('/v1/auth/refresh-tokens', { refreshToken: 'made-up' })).status).toBe(401);
  });

  it('stores refresh tokens hashed, never in clear', async () => {
    const user = await t.registerUser();
    const rows = await t.database.query<{ token_hash: string }>(
      'SELECT token_hash FROM refresh_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(rows.length).toBe(1);
    expect(rows[0]?.token_hash).not.toContain(user.refreshToken);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an expired access token with 401 TOKEN_EXPIRED and a forged one with 401', async () => {
    const user = await t.registerUser();
    const expired = await signAccessToken(
      { userId: user.id, sessionId: user.id },
      t.config.JWT_SECRET,
      -10,
    );
    const res = await t.call({
      method: 'GET',
      url: '/v1/users/profile',
      headers: { authorization: `Bearer ${expired.token}` },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_EXPIRED');
    const forged = await signAccessToken(
      { userId: user.id, sessionId: user.id },
      'another-secret-another-secret-12345',
      60,
    );
    const res2 = await t.call({
      method: 'GET',
      url: '/v1/users/profile',
      headers: { authorization: `Bearer ${forged.token}` },
    });
    expect(res2.status).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const user = await t.registerUser();
    expect((await post('/v1/auth/logout', { refreshToken: user.refreshToken })).status).toBe(204);
    expect(
      (await post('/v1/auth/refresh-tokens', { refreshToken: user.refreshToken })).status,
    ).toBe(401);
  });
});

describe('password reset', () => {
  it('answers 204 for unknown emails without sending anything', async () => {
    const before = t.outbox().length;
    const res = await post('/v1/auth/forgot-password', { email: 'nobody@example.com' });
    expect(res.status).toBe(204);
    expect(t.outbox().length).toBe(before);
  });

  it('e-mails a single-use link that sets a new password and signs out every session', async () => {
    const user = await t.registerUser();
    expect((await post('/v1/auth/forgot-password', { email: user.email })).status).toBe(204);
    const mail = t.outbox().find((m) => m.to === user.email);
    expect(mail?.subject).toContain('Reset');
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(token).not.toBe('');
    const stored = await t.database.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_reset_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(stored[0]?.token_hash).not.toBe(token);

    expect(
      (await post('/v1/auth/reset-password', { token, password: 'brand-new-pass' })).status,
    ).toBe(204);
    expect(
      (await post('/v1/auth/login', { email: user.email, password: 'brand-new-pass' })).status,
    ).toBe(200);
    expect(
      (await post('/v1/auth/refresh-tokens', { refreshToken: user.refreshToken })).status,
    ).toBe(401);
    const again = await post('/v1/auth/reset-password', { token, password: 'another-pass-1' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired reset token', async () => {
    const user = await t.registerUser();
    await post('/v1/auth/forgot-password', { email: user.email });
    const mail = t
      .outbox()
      .filter((m) => m.to === user.email)
      .pop();
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    await t.database.query(
      "UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [user.id],
    );
    const res = await post('/v1/auth/reset-password', { token, password: 'brand-new-pass' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This reset link is invalid or has expired');
  });
});
