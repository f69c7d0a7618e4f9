import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { describeBrowser, deviceHashOf } from './users.sign-in-alerts';

const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_WIN_NEXT = CHROME_WIN.replace('131.0.0.0', '132.0.6834.83');
const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('browsers for new-device alerts', () => {
  it('treats an updated browser as the same one and names it readably', () => {
    expect(deviceHashOf(CHROME_WIN_NEXT)).toBe(deviceHashOf(CHROME_WIN));
    expect(deviceHashOf(FIREFOX_MAC)).not.toBe(deviceHashOf(CHROME_WIN));
    expect(describeBrowser(CHROME_WIN)).toBe('Chrome on Windows');
    expect(describeBrowser(FIREFOX_MAC)).toBe('Firefox on macOS');
    expect(describeBrowser('')).toBe('An unknown browser');
  });
});

/** Issue 13 §10: "Login alerts", "New device login" and "Security alerts" each send their e-mail when on, none when off. */
describe('sign-in e-mails follow their switches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '3' });
  }, 60_000);
  afterAll(() => t.close());

  const login = (user: TestUser, userAgent: string, password = user.password) =>
    t.call({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'user-agent': userAgent },
      payload: { email: user.email, password },
    });
  const setSwitch = (user: TestUser, name: string, on: boolean) =>
    t.call({
      method: 'PATCH',
      url: '/v1/users/preferences',
      headers: user.headers,
      payload: { notifications: { [name]: on } },
    });
  const mailsTo = (user: TestUser, subject: RegExp) =>
    t.outbox().filter((m) => m.to === user.email && subject.test(m.subject));

  it('newDeviceLogin: one e-mail for a browser not used before, none for known ones; off sends none', async () => {
    const on = await t.registerUser(); // signed up from the test client's browser
    await setSwitch(on, 'loginAlerts', false);
    expect((await login(on, 'lightMyRequest')).status).toBe(200);
    expect((await login(on, CHROME_WIN)).status).toBe(200);
    expect((await login(on, CHROME_WIN_NEXT)).status).toBe(200);
    const mails = mailsTo(on, /new browser/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Chrome on Windows');

    const off = await t.registerUser();
    await setSwitch(off, 'newDeviceLogin', false);
    await setSwitch(off, 'loginAlerts', false);
    expect((await login(off, FIREFOX_MAC)).status).toBe(200);
    expect(t.outbox().filter((m) => m.to === off.email)).toHaveLength(0);
  });

  it('loginAlerts: each sign-in e-mails once (a new browser as a new-device e-mail), none at sign-up; off sends none', async () => {
    const on = await t.registerUser();
    expect(t.outbox().filter((m) => m.to === on.email)).toHaveLength(0);
    expect((await login(on, 'lightMyRequest')).status).toBe(200);
    expect((await login(on, 'lightMyRequest')).status).toBe(200);
    expect(mailsTo(on, /New sign-in/)).toHaveLength(2);
    expect((await login(on, FIREFOX_MAC)).status).toBe(200);
    expect(mailsTo(on, /New sign-in|new browser/)).toHaveLength(3);
    expect(mailsTo(on, /new browser/)).toHaveLength(1);

    const off = await t.registerUser();
    await setSwitch(off, 'loginAlerts', false);
    expect((await login(off, 'lightMyRequest')).status).toBe(200);
    expect(mailsTo(off, /New sign-in/)).toHaveLength(0);
  });

  it('securityAlerts: one e-mail when wrong passwords pause sign-in, however often it is refused; off sends none', async () => {
    const on = await t.registerUser();
    for (let i = 0; i < 6; i += 1) await login(on, FIREFOX_MAC, 'Wrong-Password-1');
    expect((await login(on, FIREFOX_MAC, 'Wrong-Password-1')).status).toBe(429);
    const mails = mailsTo(on, /Failed sign-ins/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/paused for about \d+ minutes?/);

    const off = await t.registerUser();
    await setSwitch(off, 'securityAlerts', false);
    for (let i = 0; i < 6; i += 1) await login(off, FIREFOX_MAC, 'Wrong-Password-1');
    expect(mailsTo(off, /Failed sign-ins/)).toHaveLength(0);
  });
});
