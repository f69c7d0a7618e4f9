import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers';
import { expectLedgerConsistent } from '../ledger-invariant';

// Issue 12, items 5 and 6: with only a stolen access token, PATCH /users/profile moved the account
// to the attacker's address (then forgot-password finished the takeover), and DELETE
// /users/account deleted it. Both now need the current password; a new address must be confirmed.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '5' });
});
afterAll(async () => {
  await expectLedgerConsistent(t.database);
  await t.close();
});

const patch = (user: TestUser, payload: object) =>
  t.call({ method: 'PATCH', url: '/v1/users/profile', headers: user.headers, payload });
const emailOf = async (user: TestUser) =>
  (await t.call({ method: 'GET', url: '/v1/users/profile', headers: user.headers })).body.data.user
    .email as string;
const mailsTo = (to: string) => t.outbox().filter((m) => m.to === to);
const linkToken = (text: string) =>
  decodeURIComponent(/confirm-email\?token=([^\s&]+)/.exec(text)?.[1] ?? '');
const confirm = (token: string) =>
  t.call({ method: 'POST', url: '/v1/auth/confirm-email', payload: { token } });

describe('changing the e-mail address with a stolen access token', () => {
  it('needs the current password: missing or wrong changes nothing and sends nothing', async () => {
    const user = await t.registerUser();
    const missing = await patch(user, { name: 'Mallory', email: 'mallory@evil.test' });
    expect(missing.status).toBe(400);
    expect(missing.body.details.fieldErrors.currentPassword).toEqual([
      'Current password is required',
    ]);
    const wrong = await patch(user, {
      name: 'Mallory',
      email: 'mallory@evil.test',
      currentPassword: 'not-the-password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    expect(await emailOf(user)).toBe(user.email);
    expect(mailsTo('mallory@evil.test')).toEqual([]);
  });

  it('with the password: nothing changes until the link; the old address is told', async () => {
    const user = await t.registerUser();
    const next = `moved-${user.id.slice(0, 8)}@example.com`;
    const res = await patch(user, { name: 'Moved', email: next, currentPassword: user.password });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user: { email: user.email }, pendingEmail: next });
    expect(await emailOf(user)).toBe(user.email);
    const notice = mailsTo(user.email).at(-1);
    expect(notice?.subject).toBe('Your Drape e-mail address is being changed');
    expect(notice?.text).toContain(next);
    // The takeover's second step finds nothing at the new address yet.
    await t.call({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email: next } });
    const toNew = mailsTo(next);
    expect(toNew.map((m) => m.subject)).toEqual(['Confirm your new Drape e-mail address']);

    const token = linkToken(toNew[0]?.text ?? '');
    expect(token).not.toBe('');
    expect((await confirm(token)).body).toEqual({ data: { email: next } });
    expect(await emailOf(user)).toBe(next);
    const login = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: next, password: user.password },
    });
    expect(login.status).toBe(200);
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired link, and a link whose address was taken meanwhile', async () => {
    const user = await t.registerUser();
    const next = `late-${user.id.slice(0, 8)}@example.com`;
    await patch(user, { name: 'Late', email: next, currentPassword: user.password });
    await t.database.query(
      "UPDATE email_change_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [user.id],
    );
    expect((await confirm(linkToken(mailsTo(next).at(-1)?.text ?? ''))).status).toBe(400);

    const taken = `taken-${user.id.slice(0, 8)}@example.com`;
    await patch(user, { name: 'Late', email: taken, currentPassword: user.password });
    await t.registerUser({ email: taken });
    const res = await confirm(linkToken(mailsTo(taken).at(-1)?.text ?? ''));
    expect(res.status).toBe(409);
    expect(await emailOf(user)).toBe(user.email);
  });

  it('is no faster a password oracle than the login form', async () => {
    const user = await t.registerUser();
    const statuses = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await patch(user, {
        name: 'Guess',
        email: 'guess@evil.test',
        currentPassword: `guess-${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});

describe('deleting the account with a stolen access token', () => {
  const del = (user: TestUser, payload?: object) =>
    t.call({
      method: 'DELETE',
      url: '/v1/users/account',
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });

  it('needs the current password', async () => {
    const user = await t.registerUser();
    const none = await del(user);
    expect(none.status).toBe(400);
    const wrong = await del(user, { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'WRONG_PASSWORD',
      details: { fieldErrors: { password: ['Current password is incorrect'] } },
    });
    expect(await emailOf(user)).toBe(user.email);
    expect((await del(user, { password: user.password })).status).toBe(204);
    const gone = await t.call({ method: 'GET', url: '/v1/users/profile', headers: user.headers });
    expect(gone.status).toBe(401);
  });
});
