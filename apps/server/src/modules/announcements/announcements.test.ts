import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';

/** Issue 13 §10: "Product updates" sends its e-mail when on, none when off. */
describe('product updates (server updates send)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'drape-updates-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const prefs = (user: TestUser, payload: object) =>
    t.call({ method: 'PATCH', url: '/v1/users/preferences', headers: user.headers, payload });
  const subject = 'New in Drape: saree drapes';
  const updatesTo = (user: TestUser) =>
    t.outbox().filter((m) => m.to === user.email && m.subject === subject);
  const send = (...extra: string[]) =>
    runCli(t.ctx, 'updates', [
      'send',
      '--subject',
      subject,
      '--body-file',
      join(dir, 'body.txt'),
      ...extra,
    ]);

  it('emailUpdates: every user with the switch on gets the announcement once per id; off sends none', async () => {
    writeFileSync(join(dir, 'body.txt'), 'Sarees now drape with pleats and a pallu.\n');
    const on = [await t.registerUser(), await t.registerUser()];
    const off = await t.registerUser();
    expect((await prefs(off, { notifications: { emailUpdates: false } })).status).toBe(200);
    const noEmail = await t.registerUser();
    expect((await prefs(noEmail, { channels: { email: false } })).status).toBe(200);

    const first = await send();
    expect(first).toMatch(
      /^announcement [0-9a-f]{16}: sent 2, already sent 0, switched off 2, failed 0$/,
    );
    for (const user of on) expect(updatesTo(user)).toHaveLength(1);
    const mail = updatesTo(on[0]!)[0]!;
    expect(mail.text).toContain('Sarees now drape with pleats and a pallu.');
    expect(mail.text).toContain('/profile#notifications');
    expect(updatesTo(off)).toHaveLength(0);
    expect(updatesTo(noEmail)).toHaveLength(0);

    const late = await t.registerUser();
    expect(await send()).toMatch(/: sent 1, already sent 2, switched off 2, failed 0$/);
    expect(updatesTo(late)).toHaveLength(1);
    for (const user of on) expect(updatesTo(user)).toHaveLength(1);

    expect(await send('--id', '2026-12-sarees')).toBe(
      'announcement 2026-12-sarees: sent 3, already sent 0, switched off 2, failed 0',
    );
    expect(updatesTo(off)).toHaveLength(0);
  });

  it('refuses a missing body file, an empty body and a bad id, sending nothing', async () => {
    const before = t.outbox().length;
    await expect(
      runCli(t.ctx, 'updates', ['send', '--subject', 'x', '--body-file', join(dir, 'nope')]),
    ).rejects.toThrow(/cannot read --body-file/);
    writeFileSync(join(dir, 'body.txt'), '  \n');
    await expect(send()).rejects.toThrow(/the body is empty/);
    writeFileSync(join(dir, 'body.txt'), 'Hello');
    await expect(send('--id', 'no spaces please')).rejects.toThrow(/the id may hold/);
    await expect(runCli(t.ctx, 'updates', ['send', '--subject', 'x'])).rejects.toThrow(
      /needs --subject and --body-file/,
    );
    expect(t.outbox().length).toBe(before);
  });
});
