import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { expectLedgerConsistent } from '../../../test/ledger-invariant';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgerConsistent(t.database);
  await t.close();
});

const as = (
  user: TestUser,
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.call({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

describe('profile', () => {
  it('needs a signed-in user', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/users/profile' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('returns only the caller’s own profile', async () => {
    const a = await t.registerUser({ name: 'Aarav' });
    const b = await t.registerUser({ name: 'Bela' });
    expect((await as(a, 'GET', '/v1/users/profile')).body.data.user).toMatchObject({
      id: a.id,
      name: 'Aarav',
    });
    expect((await as(b, 'GET', '/v1/users/profile')).body.data.user).toMatchObject({
      id: b.id,
      name: 'Bela',
    });
  });

  it('updates the name, and a change by A never touches B', async () => {
    const a = await t.registerUser();
    const b = await t.registerUser({ name: 'Untouched' });
    const res = await as(a, 'PATCH', '/v1/users/profile', {
      name: 'New Name',
      email: a.email.toUpperCase(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ name: 'New Name', email: a.email });
    expect(res.body.data.pendingEmail).toBeUndefined();
    expect((await as(b, 'GET', '/v1/users/profile')).body.data.user.name).toBe('Untouched');
  });

  it('refuses an email that belongs to someone else with 409', async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const res = await as(a, 'PATCH', '/v1/users/profile', {
      name: 'Aa',
      email: b.email,
      currentPassword: a.password,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
  });

  it('validates with the spec messages', async () => {
    const a = await t.registerUser();
    const res = await as(a, 'PATCH', '/v1/users/profile', { name: 'A', email: 'bad' });
    expect(res.status).toBe(400);
    expect(res.body.details.fieldErrors.name).toContain('Name must be at least 2 characters');
    expect(res.body.details.fieldErrors.email).toContain('Invalid email address');
  });
});

describe('change password', () => {
  it('refuses a wrong current password with 400', async () => {
    const a = await t.registerUser();
    const res = await as(a, 'POST', '/v1/users/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'Str0ng!Pass',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Current password is incorrect',
    });
  });

  it('requires a strong new password', async () => {
    const a = await t.registerUser();
    const res = await as(a, 'POST', '/v1/users/change-password', {
      currentPassword: a.password,
      newPassword: 'alllowercase',
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fieldErrors.newPassword).toContain(
      'Password must contain uppercase, lowercase, number and special character',
    );
    const missing = await as(a, 'POST', '/v1/users/change-password', {
      currentPassword: '',
      newPassword: 'Str0ng!Pass',
    });
    expect(missing.body.details.fieldErrors.currentPassword).toContain(
      'Current password is required',
    );
  });

  it('changes it and signs out the other sessions but not this one', async () => {
    const a = await t.registerUser();
    const other = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: a.email, password: a.password },
    });
    const otherRefresh = other.body.data.tokens.refresh.token;
    const res = await as(a, 'POST', '/v1/users/change-password', {
      currentPassword: a.password,
      newPassword: 'Str0ng!Pass',
    });
    expect(res.status).toBe(204);
    const refresh = (token: string) =>
      t.call({ method: 'POST', url: '/v1/auth/refresh-tokens', payload: { refreshToken: token } });
    expect((await refresh(otherRefresh)).status).toBe(401);
    expect((await refresh(a.refreshToken)).status).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: a.email, password: 'Str0ng!Pass' },
    });
    expect(login.status).toBe(200);
  });
});

describe('preferences', () => {
  it('starts from the spec defaults and saves partial changes', async () => {
    const a = await t.registerUser();
    const initial = (await as(a, 'GET', '/v1/users/preferences')).body.data;
    expect(initial.notifications.generationFailed).toBe(false);
    expect(initial.notifications.generationComplete).toBe(true);
    expect(initial.channels).toEqual({ email: true, inApp: true, sms: false });
    expect(initial.privacy).toEqual({
      dataCollection: true,
      thirdPartySharing: false,
      analyticsOptOut: false,
      marketingEmails: true,
    });
    const res = await as(a, 'PATCH', '/v1/users/preferences', {
      notifications: { generationComplete: false },
      channels: { sms: true },
    });
    expect(res.status).toBe(200);
    const after = (await as(a, 'GET', '/v1/users/preferences')).body.data;
    expect(after.notifications.generationComplete).toBe(false);
    expect(after.notifications.paymentSuccess).toBe(true);
    expect(after.channels.sms).toBe(true);
  });

  it('rejects unknown types', async () => {
    const a = await t.registerUser();
    const res = await as(a, 'PATCH', '/v1/users/preferences', {
      notifications: { generationComplete: 'yes' },
    });
    expect(res.status).toBe(400);
  });
});

describe('export and delete', () => {
  it('exports the caller’s data as a JSON download without secrets', async () => {
    const a = await t.registerUser({ name: 'Exporter' });
    const res = await t.call({ method: 'GET', url: '/v1/users/export', headers: a.headers });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(
      /attachment; filename="drape-export-/,
    );
    expect(res.body.user).toMatchObject({ id: a.id, name: 'Exporter', creditBalance: 3 });
    expect(res.body.ledger).toHaveLength(1);
    expect(JSON.stringify(res.body)).not.toMatch(
      /passwordHash|password_hash|argon2|tokenHash|token_hash|keyHash|key_hash/i,
    );
  });

  it('deletes the account, its sessions and files, and keeps the ledger anonymised', async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const filesDir = join(t.dataDir, 'files', 'u', a.id, 'vton-persons');
    mkdirSync(filesDir, { recursive: true });
    writeFileSync(join(filesDir, 'x.jpg'), 'bytes');
    const res = await as(a, 'DELETE', '/v1/users/account', { password: a.password });
    expect(res.status).toBe(204);
    expect(existsSync(join(t.dataDir, 'files', 'u', a.id))).toBe(false);
    expect((await as(a, 'GET', '/v1/users/profile')).status).toBe(401);
    const login = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: a.email, password: a.password },
    });
    expect(login.status).toBe(401);
    const refresh = await t.call({
      method: 'POST',
      url: '/v1/auth/refresh-tokens',
      payload: { refreshToken: a.refreshToken },
    });
    expect(refresh.status).toBe(401);
    const orphans = await t.database.query<{ n: string }>(
      "SELECT count(*) AS n FROM credit_ledger WHERE user_id IS NULL AND kind = 'bonus'",
    );
    expect(Number(orphans[0]?.n)).toBeGreaterThanOrEqual(1);
    expect((await as(b, 'GET', '/v1/users/profile')).status).toBe(200);
  });
});
