import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEngine } from '../../../test/fake-engines';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { drain, generate, setBalance, uploadPair } from '../../../test/tryon-helpers';

/** One test per notification switch: its e-mail comes on its event when on, none when off. */
describe('notification e-mails follow their switches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { engine: fakeEngine() });
  });
  afterAll(async () => t.close());

  const setSwitch = (user: TestUser, name: string, on: boolean) =>
    t.call({
      method: 'PATCH',
      url: '/v1/users/preferences',
      headers: user.headers,
      payload: { notifications: { [name]: on } },
    });
  const mailsTo = (user: TestUser, subject: RegExp) =>
    t.outbox().filter((m) => m.to === user.email && subject.test(m.subject));

  async function changePassword(user: TestUser) {
    const res = await t.call({
      method: 'POST',
      url: '/v1/users/change-password',
      headers: user.headers,
      payload: { currentPassword: user.password, newPassword: 'N3w-Passw0rd!' },
    });
    expect(res.status).toBeLessThan(300);
  }

  async function resetPassword(user: TestUser) {
    await t.call({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email: user.email },
    });
    const mail = t.outbox().findLast((m) => m.to === user.email && /Reset/.test(m.subject));
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token, password: 'R3set-Passw0rd!' },
    });
    expect(res.status).toBeLessThan(300);
  }

  it('passwordChanged: a change on the profile and a reset by link each send one, off sends none', async () => {
    const on = await t.registerUser();
    await changePassword(on);
    expect(mailsTo(on, /password was changed/)).toHaveLength(1);
    await resetPassword(on);
    const mails = mailsTo(on, /password was changed/);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toMatch(/reset with an e-mailed link/);

    const off = await t.registerUser();
    await setSwitch(off, 'passwordChanged', false);
    await changePassword(off);
    await resetPassword(off);
    expect(mailsTo(off, /password was changed/)).toHaveLength(0);
  });

  it('creditLow: one e-mail when the balance drops under 50 and one at 0; off sends none', async () => {
    const on = await t.registerUser();
    await setBalance(t, on.id, 51);
    for (let i = 0; i < 3; i += 1) await generate(t, on.headers, await uploadPair(t, on));
    expect(mailsTo(on, /running low/)).toHaveLength(1); // 51 → 50 → 49 (crossed) → 48
    expect(mailsTo(on, /running low/)[0]!.text).toContain('down to 49 credits');
    await setBalance(t, on.id, 1);
    await generate(t, on.headers, await uploadPair(t, on));
    expect(mailsTo(on, /no Drape credits left/)).toHaveLength(1);

    const off = await t.registerUser();
    await setSwitch(off, 'creditLow', false);
    await setBalance(t, off.id, 1);
    await generate(t, off.headers, await uploadPair(t, off));
    expect(mailsTo(off, /credits/)).toHaveLength(0);
    await drain(t);
  });

  it('generationComplete: API-key generations send "ready" too; off sends none', async () => {
    const users = [await t.registerUser(), await t.registerUser()];
    await setSwitch(users[1]!, 'generationComplete', false);
    for (const user of users) {
      const key = await t.call({
        method: 'POST',
        url: '/v1/apikeys/generate',
        headers: user.headers,
        payload: { name: 'ci' },
      });
      const res = await generate(t, { 'x-api-key': key.body.data.key }, await uploadPair(t, user));
      expect(res.status).toBe(201);
      await drain(t);
    }
    expect(mailsTo(users[0]!, /try-on is ready/)).toHaveLength(1);
    expect(mailsTo(users[1]!, /try-on is ready/)).toHaveLength(0);
  });

  async function changeAccount(user: TestUser, newEmail: string) {
    const patch = (payload: object) =>
      t.call({ method: 'PATCH', url: '/v1/users/profile', headers: user.headers, payload });
    expect((await patch({ name: 'Asha Rao', email: user.email })).status).toBe(200);
    expect((await patch({ name: 'Asha Rao', email: user.email })).status).toBe(200); // no change
    const key = await t.call({
      method: 'POST',
      url: '/v1/apikeys/generate',
      headers: user.headers,
      payload: { name: 'shop sync' },
    });
    const del = `/v1/apikeys/${key.body.data.id}/revoke`;
    expect((await t.call({ method: 'DELETE', url: del, headers: user.headers })).status).toBe(204);
    const exported = await t.call({
      method: 'GET',
      url: '/v1/users/export',
      headers: user.headers,
    });
    expect(exported.status).toBe(200);
    const both = { name: 'Asha R.', email: newEmail, currentPassword: user.password };
    expect((await patch(both)).status).toBe(200); // one notice to the old address, no second e-mail
    const link = t.outbox().findLast((m) => m.to === newEmail)?.text ?? '';
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(link)?.[1] ?? '');
    const confirmed = await t.call({
      method: 'POST',
      url: '/v1/auth/confirm-email',
      payload: { token },
    });
    expect(confirmed.status).toBe(200);
  }

  it('accountChanges: one e-mail per change (name, API key made or deleted, data export, e-mail address at both addresses); off sends none', async () => {
    const on = await t.registerUser({ name: 'Asha' });
    const newAddress = `asha-${on.id.slice(0, 8)}@example.com`;
    await changeAccount(on, newAddress);
    const told = /account was changed|data was exported/;
    const mails = mailsTo(on, told);
    expect(mails.map((m) => m.text.split('\n')[2])).toEqual([
      'Your name was changed from "Asha" to "Asha Rao".',
      expect.stringMatching(/^A new API key was created: "shop sync" \(drape_\w+…\)\.$/),
      expect.stringMatching(/^An API key was deleted: "shop sync" \(drape_\w+…\)\./),
      'A copy of all your account data was downloaded (Profile › Export Your Data).',
      `The account's e-mail address was changed from ${on.email} to ${newAddress}: it signs in with the new one.`,
    ]);
    expect(mails.map((m) => m.subject)).toEqual([
      ...Array<string>(3).fill('Your Drape account was changed'),
      'Your Drape data was exported',
      'Your Drape account was changed',
    ]);
    const notice = mailsTo(on, /is being changed/);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain('its name was changed from "Asha Rao" to "Asha R."');
    const atNew = t.outbox().filter((m) => m.to === newAddress && told.test(m.subject));
    expect(atNew.map((m) => m.text)).toEqual([mails.at(-1)!.text]);

    const off = await t.registerUser({ name: 'Asha' });
    await setSwitch(off, 'accountChanges', false);
    const offAddress = `off-${off.id.slice(0, 8)}@example.com`;
    await changeAccount(off, offAddress);
    expect(mailsTo(off, told)).toHaveLength(0);
    expect(t.outbox().filter((m) => m.to === offAddress && told.test(m.subject))).toHaveLength(0);
  });
});
