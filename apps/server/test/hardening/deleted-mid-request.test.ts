import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEngine } from '../fake-engines';
import { createTestApp, type TestApp, type TestUser } from '../helpers';
import { makeJpeg, makePng, multipart } from '../images';
import { fakeShootRenderer, upload } from '../photoshoot-helpers';
import { setBalance, uploadPair } from '../tryon-helpers';

// Issue 12, item 2's race: the account is deleted after the request's session check passed and
// before its write. The write's foreign key to users then fails; that must answer 401 (the
// account is gone), never 500, and leave nothing behind.
let t: TestApp;
const doomed = new Set<string>();

beforeAll(async () => {
  t = await createTestApp(
    // Under 100 a minute, every signed-in request hits the per-user counter (no reserved blocks).
    {
      REGISTER_RATE_LIMIT_PER_IP: '1000',
      TRIAL_GRANTS_PER_IP_PER_DAY: '1000',
      JWT_RATE_LIMIT_PER_MINUTE: '90',
    },
    { engine: fakeEngine(), shootRenderer: fakeShootRenderer() },
  );
  // The per-user request counter is hit right after the session check: deleting the user there
  // is the race, made certain.
  const limiter = t.ctx.deps.limiter;
  const hit = limiter.hit.bind(limiter);
  limiter.hit = async (key, limit, windowSeconds) => {
    const userId = key.startsWith('jwt:') ? key.slice(4) : '';
    if (doomed.delete(userId)) await t.database.query('DELETE FROM users WHERE id = $1', [userId]);
    return hit(key, limit, windowSeconds);
  };
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Case = [name: string, prepare: (u: TestUser) => Promise<InjectOptions>];

const form = async (fields: Parameters<typeof multipart>[0], url: string, u: TestUser) => {
  const body = multipart(fields);
  return {
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...u.headers },
  } as const;
};
const json =
  (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => async (u: TestUser) =>
    ({ method, url, payload, headers: u.headers }) as InjectOptions;

const cases: Case[] = [
  ['create an API key', json('POST', '/v1/apikeys/generate', { name: 'k' })],
  ['create a payment order', json('POST', '/v1/payments/create-order', { packId: 'starter' })],
  ['buy credits (alias)', json('POST', '/v1/credits/purchase', { packId: 'starter' })],
  [
    'upload',
    async (u) =>
      form([{ name: 'file', value: await makePng(), filename: 'a.png' }], '/v1/upload', u),
  ],
  [
    'avatar',
    async (u) =>
      form(
        [{ name: 'file', value: await makePng(), filename: 'a.png', contentType: 'image/png' }],
        '/v1/users/avatar',
        u,
      ),
  ],
  ['generate', async (u) => json('POST', '/v1/vton/generate', await uploadPair(t, u))(u)],
  [
    'model photo',
    async (u) =>
      json('POST', '/v1/models', { uploadId: (await upload(t, u)).id, name: 'A', consent: true })(
        u,
      ),
  ],
  [
    'backdrop',
    async (u) =>
      form(
        [
          { name: 'name', value: 'Courtyard' },
          { name: 'file', value: await makeJpeg(60, 80), filename: 'bg.jpg' },
        ],
        '/v1/backdrops',
        u,
      ),
  ],
  [
    'photoshoot',
    async (u) =>
      json('POST', '/v1/photoshoots', {
        garments: [{ uploadId: (await upload(t, u)).id }],
        modelIds: ['builtin-starter'],
        backdropIds: ['builtin-studio-ivory'],
        shots: ['close-up'],
      })(u),
  ],
  [
    'profile name',
    async (u) => json('PATCH', '/v1/users/profile', { name: 'New Name', email: u.email })(u),
  ],
  [
    'notification preferences',
    json('PATCH', '/v1/users/preferences', { channels: { email: false } }),
  ],
];

describe('an account deleted between the session check and the write', () => {
  it.each(cases)('%s: 401, not 500, and nothing is left behind', async (_name, prepare) => {
    const user = await t.registerUser();
    await setBalance(t, user.id, 5);
    const request = await prepare(user);
    doomed.add(user.id);
    const res = await t.call(request);
    expect(doomed.has(user.id), `the deletion ran: ${res.status} ${JSON.stringify(res.body)}`).toBe(
      false,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    for (const table of ['api_keys', 'payment_orders', 'uploads', 'vton_requests', 'photoshoots']) {
      const [row] = await t.database.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${table} WHERE user_id = $1`,
        [user.id],
      );
      expect(Number(row?.n), table).toBe(0);
    }
  });
});
