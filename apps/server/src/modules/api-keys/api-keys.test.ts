import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { expectLedgerConsistent } from '../../../test/ledger-invariant';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const RATE_LIMIT = 5;

beforeAll(async () => {
  t = await createTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
  alice = await t.registerUser({ name: 'Alice Rao' });
  bob = await t.registerUser({ name: 'Bob Das' });
});
afterAll(async () => {
  await expectLedgerConsistent(t.database);
  await t.close();
});

async function createKey(user: TestUser, payload: object = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/v1/apikeys/generate',
    headers: user.headers,
    payload: { name: 'Shopify sync', maxUsage: 100, ...payload },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; key: string; keyPrefix: string; webhookSecret: string };
}

const withKey = (key: string, how: 'bearer' | 'header' = 'bearer') =>
  how === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key };
const current = (key: string, how: 'bearer' | 'header' = 'bearer') =>
  t.call({ method: 'GET', url: '/v1/apikeys/current', headers: withKey(key, how) });
const countKeys = async () =>
  Number((await t.database.query<{ n: string }>('SELECT count(*) AS n FROM api_keys'))[0]?.n);

describe('POST /v1/apikeys/generate', () => {
  it('returns a checksummed key once and stores only its hash and a display prefix', async () => {
    const created = await createKey(alice, { expiresInDays: 30 });
    expect(created.key).toMatch(/^drape_live_[0-9A-Za-z]{49}$/);
    expect(created.keyPrefix).toBe(created.key.slice(0, 15));
    expect(created).toMatchObject({
      name: 'Shopify sync',
      usageCount: 0,
      maxUsage: 100,
      isActive: true,
      lastUsedAt: null,
    });
    const days =
      (Date.parse((created as unknown as { expiresAt: string }).expiresAt) - Date.now()) /
      86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // Scan every column of every key row: the full key is nowhere, its hash is.
    const rows = await t.database.query<{ row: string; key_hash: string }>(
      'SELECT row_to_json(k)::text AS row, key_hash FROM api_keys k',
    );
    for (const r of rows) expect(r.row).not.toContain(created.key.slice(15));
    const hash = createHash('sha256').update(created.key).digest('hex');
    expect(rows.map((r) => r.key_hash)).toContain(hash);

    // Never shown again.
    const again = await t.call({
      method: 'GET',
      url: `/v1/apikeys/${created.id}`,
      headers: alice.headers,
    });
    expect(JSON.stringify(again.body)).not.toContain(created.key);
  });

  it('defaults the limit to 1000 and never expires without expiresInDays', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/apikeys/generate',
      headers: alice.headers,
      payload: { name: 'Default' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ maxUsage: 1000, expiresAt: null, mode: 'live' });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(51) }, 'name', 'Name must be 50 characters or less'],
    [{ name: 'ok', maxUsage: 0 }, 'maxUsage', 'Limit must be at least 1'],
    [{ name: 'ok', maxUsage: 1_000_001 }, 'maxUsage', 'Limit too high'],
    [{ name: 'ok', maxUsage: 'lots' }, 'maxUsage', 'Limit must be a number'],
    [{ name: 'ok', expiresInDays: 0 }, 'expiresInDays', 'Expiry must be at least 1 day away'],
    [{ name: 'ok', webhookUrl: 'ftp://example.com/hook' }, 'webhookUrl', 'Webhook URL must be'],
  ])('refuses %j with a field error and writes nothing', async (payload, field, message) => {
    const before = await countKeys();
    const res = await t.call({
      method: 'POST',
      url: '/v1/apikeys/generate',
      headers: alice.headers,
      payload,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.details.fieldErrors[field][0]).toContain(message);
    expect(await countKeys()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/apikeys/generate',
      payload: { name: 'x' },
    });
    expect(res.status).toBe(401);
  });
});

describe('key management', () => {
  it('lists, reads, updates and revokes your own keys', async () => {
    const user = await t.registerUser();
    const a = await createKey(user, { name: 'First' });
    const b = await createKey(user, { name: 'Second' });
    const list = await t.call({ method: 'GET', url: '/v1/apikeys/list', headers: user.headers });
    expect(list.status).toBe(200);
    expect(list.body.data.keys.map((k: { name: string }) => k.name)).toEqual(['Second', 'First']);
    expect(Object.keys(list.body.data.keys[0]).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'expiresOn',
      'expiryTimeZone',
      'id',
      'isActive',
      'keyPrefix',
      'lastUsedAt',
      'maxUsage',
      'mode',
      'name',
      'usageCount',
      'webhookUrl',
    ]);

    const patched = await t.call({
      method: 'PATCH',
      url: `/v1/apikeys/${a.id}`,
      headers: user.headers,
      payload: { name: 'Renamed', isActive: false, maxUsage: 5 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ name: 'Renamed', isActive: false, maxUsage: 5 });

    const bad = await t.call({
      method: 'PATCH',
      url: `/v1/apikeys/${a.id}`,
      headers: user.headers,
      payload: { maxUsage: 0 },
    });
    expect(bad.status).toBe(400);
    const empty = await t.call({
      method: 'PATCH',
      url: `/v1/apikeys/${a.id}`,
      headers: user.headers,
      payload: {},
    });
    expect(empty.status).toBe(400);

    const revoked = await t.call({
      method: 'DELETE',
      url: `/v1/apikeys/${b.id}/revoke`,
      headers: user.headers,
    });
    expect(revoked.status).toBe(204);
    const after = await t.call({ method: 'GET', url: '/v1/apikeys/list', headers: user.headers });
    expect(after.body.data.keys.map((k: { id: string }) => k.id)).toEqual([a.id]);
    const gone = await t.call({ method: 'GET', url: `/v1/apikeys/${b.id}`, headers: user.headers });
    expect(gone.status).toBe(404);
    const twice = await t.call({
      method: 'DELETE',
      url: `/v1/apikeys/${b.id}/revoke`,
      headers: user.headers,
    });
    expect(twice.status).toBe(404);
  });

  it("never shows or touches another user's key (404 on every route)", async () => {
    const key = await createKey(alice, { name: 'Private' });
    const routes = [
      { method: 'GET', url: `/v1/apikeys/${key.id}` },
      { method: 'PATCH', url: `/v1/apikeys/${key.id}`, payload: { isActive: false } },
      { method: 'GET', url: `/v1/apikeys/${key.id}/stats` },
      { method: 'DELETE', url: `/v1/apikeys/${key.id}/revoke` },
    ] as const;
    for (const r of routes) {
      const res = await t.call({ ...r, headers: bob.headers });
      expect(res.status, `${r.method} ${r.url}`).toBe(404);
    }
    const list = await t.call({ method: 'GET', url: '/v1/apikeys/list', headers: bob.headers });
    expect(list.body.data.keys.find((k: { id: string }) => k.id === key.id)).toBeUndefined();
    // Still intact and working for its owner.
    expect((await current(key.key)).status).toBe(200);
  });

  it('404s an id that is not a uuid as a validation error, not a 500', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/v1/apikeys/not-a-uuid',
      headers: alice.headers,
    });
    expect(res.status).toBe(400);
  });

  it('refuses API keys on every management route (403)', async () => {
    const key = await createKey(alice);
    const routes = [
      { method: 'POST', url: '/v1/apikeys/generate', payload: { name: 'minted by a key' } },
      { method: 'GET', url: '/v1/apikeys/list' },
      { method: 'GET', url: `/v1/apikeys/${key.id}` },
      { method: 'PATCH', url: `/v1/apikeys/${key.id}`, payload: { maxUsage: 1_000_000 } },
      { method: 'GET', url: `/v1/apikeys/${key.id}/stats` },
      { method: 'DELETE', url: `/v1/apikeys/${key.id}/revoke` },
      { method: 'GET', url: '/v1/users/profile' },
    ] as const;
    for (const r of routes) {
      for (const how of ['bearer', 'header'] as const) {
        const res = await t.call({ ...r, headers: withKey(key.key, how) });
        expect(res.status, `${r.method} ${r.url} ${how}`).toBe(403);
        expect(res.body.code).toBe('API_KEY_NOT_ALLOWED');
      }
    }
    expect((await current(key.key)).status).toBe(200);
  });
});

describe('authenticating with an API key', () => {
  it('accepts Authorization: Bearer and X-API-Key, with rate-limit headers', async () => {
    const key = await createKey(alice, { name: 'Headers' });
    for (const how of ['bearer', 'header'] as const) {
      const res = await current(key.key, how);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: key.id,
        name: 'Headers',
        usageCount: 0,
        maxUsage: 100,
      });
      expect(res.headers['ratelimit-limit']).toBe(String(RATE_LIMIT));
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
    }
    expect((await current(key.key)).headers['ratelimit-remaining']).toBe(String(RATE_LIMIT - 3));
  });

  it('says why a key is refused: unknown, mistyped, not a key', async () => {
    const key = await createKey(alice);
    const flipped = key.key.slice(0, 20) + (key.key[20] === 'a' ? 'b' : 'a') + key.key.slice(21);
    const unknown = (await current(`drape_live_${'0'.repeat(43)}000000`)).body;
    // A well-formed key that was never issued: compute a valid checksum by minting one elsewhere.
    const other = await createKey(bob);
    await t.call({ method: 'DELETE', url: `/v1/apikeys/${other.id}/revoke`, headers: bob.headers });
    await t.database.query('DELETE FROM api_keys WHERE id = $1', [other.id]);

    const cases: [string, string, RegExp][] = [
      [flipped, 'API_KEY_INVALID', /checksum/],
      ['drape_live_short', 'API_KEY_INVALID', /not a Drape API key/],
      [other.key, 'API_KEY_INVALID', /no such key/],
    ];
    expect(unknown.code).toBe('API_KEY_INVALID');
    for (const [value, code, message] of cases) {
      for (const how of ['bearer', 'header'] as const) {
        const res = await current(value, how);
        expect(res.status).toBe(401);
        expect(res.body.code).toBe(code);
        expect(res.body.message).toMatch(message);
      }
    }
  });

  it('refuses a disabled key until it is enabled again', async () => {
    const key = await createKey(alice);
    await t.call({
      method: 'PATCH',
      url: `/v1/apikeys/${key.id}`,
      headers: alice.headers,
      payload: { isActive: false },
    });
    const res = await current(key.key);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'API_KEY_INACTIVE',
      message: expect.stringMatching(/disabled/),
    });
    await t.call({
      method: 'PATCH',
      url: `/v1/apikeys/${key.id}`,
      headers: alice.headers,
      payload: { isActive: true },
    });
    expect((await current(key.key)).status).toBe(200);
  });

  it('refuses an expired key', async () => {
    const key = await createKey(alice, { expiresInDays: 1 });
    expect((await current(key.key)).status).toBe(200);
    await t.database.query(
      `UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [key.id],
    );
    const res = await current(key.key);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'API_KEY_EXPIRED',
      message: 'This API key has expired',
    });
  });

  it('refuses a revoked key on the very next request', async () => {
    const key = await createKey(alice);
    expect((await current(key.key)).status).toBe(200);
    await t.call({ method: 'DELETE', url: `/v1/apikeys/${key.id}/revoke`, headers: alice.headers });
    const res = await current(key.key);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'API_KEY_REVOKED',
      message: 'This API key has been revoked',
    });
  });

  it('rate-limits per key with RateLimit-* and Retry-After, without touching other keys', async () => {
    const key = await createKey(alice);
    const other = await createKey(alice);
    for (let i = 0; i < RATE_LIMIT; i++) {
      const ok = await current(key.key);
      expect(ok.status).toBe(200);
      expect(ok.headers['ratelimit-remaining']).toBe(String(RATE_LIMIT - i - 1));
    }
    const limited = await current(key.key);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.headers['ratelimit-limit']).toBe(String(RATE_LIMIT));
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    const retry = Number(limited.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect((await current(other.key)).status).toBe(200);
  });

  it('updates lastUsedAt from an in-memory batch, not a write per request', async () => {
    const key = await createKey(alice);
    expect((await current(key.key)).status).toBe(200);
    const [raw] = await t.database.query<{ last_used_at: unknown }>(
      'SELECT last_used_at FROM api_keys WHERE id = $1',
      [key.id],
    );
    expect(raw?.last_used_at).toBeNull();
    const list = await t.call({ method: 'GET', url: '/v1/apikeys/list', headers: alice.headers });
    const listed = list.body.data.keys.find((k: { id: string }) => k.id === key.id);
    expect(Date.now() - Date.parse(listed.lastUsedAt)).toBeLessThan(10_000);
  });
});

describe('GET /v1/apikeys/:id/stats', () => {
  it('reports real figures from the request log and the ledger', async () => {
    const user = await t.registerUser();
    const key = await createKey(user);
    const empty = await t.call({
      method: 'GET',
      url: `/v1/apikeys/${key.id}/stats`,
      headers: user.headers,
    });
    expect(empty.status).toBe(200);
    expect(empty.body.data.stats).toMatchObject({
      totalRequests: 0,
      errors: 0,
      successRate: null,
      avgResponseTimeMs: null,
      creditsSpent: 0,
    });
    expect(empty.body.data.stats.daily).toHaveLength(30);

    for (let i = 0; i < RATE_LIMIT + 2; i++) await current(key.key); // 5 × 200, 2 × 429

    // Two generations made with the key, one of them refunded: 1 credit net.
    const { debitForGeneration, refundGeneration } = await import('../credits/credits.service');
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const [gen] = await t.database.query<{ id: string }>(
        `INSERT INTO vton_requests (user_id, api_key_id, person_image_key, garment_image_key)
         VALUES ($1, $2, 'p', 'g') RETURNING id`,
        [user.id, key.id],
      );
      ids.push(gen!.id);
      await t.app.deps.db.transaction((tx) => debitForGeneration(tx, user.id, gen!.id));
    }
    await refundGeneration(t.app.deps.db, user.id, ids[0]!, 'engine failed');

    const res = await t.call({
      method: 'GET',
      url: `/v1/apikeys/${key.id}/stats`,
      headers: user.headers,
    });
    const stats = res.body.data.stats;
    expect(stats).toMatchObject({
      totalRequests: 7,
      errors: 2,
      successRate: 71.4,
      creditsSpent: 1,
      periodDays: 30,
    });
    expect(stats.avgResponseTimeMs).toBeGreaterThan(0);
    expect(stats.p95ResponseTimeMs).toBeGreaterThanOrEqual(stats.avgResponseTimeMs * 0.5);
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.daily.at(-1)).toEqual({ date: today, requests: 7, errors: 2 });
    expect(stats.daily.slice(0, -1).every((d: { requests: number }) => d.requests === 0)).toBe(
      true,
    );

    const log = await t.database.query<{ route: string; status_code: number }>(
      'SELECT route, status_code FROM api_key_requests WHERE api_key_id = $1',
      [key.id],
    );
    expect(log.every((r) => r.route === '/v1/apikeys/current')).toBe(true);
    expect(log.map((r) => r.status_code).sort()).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('consumeApiKeyUsage', () => {
  it('counts generations and refuses past maxUsage with 429', async () => {
    const { consumeApiKeyUsage } = await import('./api-keys.usage');
    const key = await createKey(alice, { maxUsage: 1 });
    await t.app.deps.db.transaction((tx) => consumeApiKeyUsage(tx, key.id));
    await expect(
      t.app.deps.db.transaction((tx) => consumeApiKeyUsage(tx, key.id)),
    ).rejects.toMatchObject({
      code: 'API_KEY_USAGE_LIMIT',
      statusCode: 429,
      message: 'API key usage limit reached',
    });
    expect((await current(key.key)).body.data.usageCount).toBe(1);
  });
});
