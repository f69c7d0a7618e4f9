import { expiryInstantOf, lastValidDayOf } from '@drape/shared/api-key-expiry';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t.close();
});

describe('API key expiry: the chosen day is the last valid day in the user’s time zone', () => {
  it('turns a day and a zone into the start of the next day there, across DST too', () => {
    expect(expiryInstantOf('2026-11-27', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-27T18:30:00.000Z',
    );
    expect(expiryInstantOf('2026-11-27', 'UTC').toISOString()).toBe('2026-11-28T00:00:00.000Z');
    // New York moves to summer time on 8 March 2026: that day has 23 hours.
    expect(expiryInstantOf('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(lastValidDayOf('2026-11-27T18:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-27');
    expect(lastValidDayOf('2026-11-27T18:30:00.000Z', 'UTC')).toBe('2026-11-27');
  });

  it('shows Nov 27 when Nov 27 is chosen, works all of that day in Kolkata and not a second after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const user = await t.registerUser();
    const created = await t.call({
      method: 'POST',
      url: '/v1/apikeys/generate',
      headers: user.headers,
      payload: { name: 'Catalogue', expiresOn: '2026-11-27', timeZone: 'Asia/Kolkata' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      expiresOn: '2026-11-27',
      expiryTimeZone: 'Asia/Kolkata',
      expiresAt: '2026-11-27T18:30:00.000Z',
    });
    const list = await t.call({ method: 'GET', url: '/v1/apikeys/list', headers: user.headers });
    expect(list.body.data.keys[0].expiresOn).toBe('2026-11-27');

    const call = () =>
      t.call({
        method: 'GET',
        url: '/v1/apikeys/current',
        headers: { 'x-api-key': created.body.data.key },
      });
    vi.setSystemTime(new Date('2026-11-27T18:29:59Z')); // 23:59:59 in Kolkata
    expect((await call()).status).toBe(200);
    vi.setSystemTime(new Date('2026-11-27T18:30:00Z')); // 00:00 on the 28th in Kolkata
    const expired = await call();
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('API_KEY_EXPIRED');
  });

  it('refuses a past day, an unknown zone and both ways of giving an expiry', async () => {
    const user = await t.registerUser();
    const create = (payload: object) =>
      t.call({
        method: 'POST',
        url: '/v1/apikeys/generate',
        headers: user.headers,
        payload: { name: 'k', ...payload },
      });
    const past = await create({ expiresOn: '2020-01-01', timeZone: 'Asia/Kolkata' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The expiry date is in the past');
    expect((await create({ expiresOn: '2030-01-01', timeZone: 'Mars/Olympus' })).status).toBe(400);
    expect((await create({ expiresOn: '2030-01-01', expiresInDays: 3 })).status).toBe(400);
  });
});
