import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEngine } from '../../../test/fake-engines';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { expectLedgerConsistent } from '../../../test/ledger-invariant';
import { count, fakeShootRenderer, startShoot, upload } from '../../../test/photoshoot-helpers';
import { balanceOf, setBalance } from '../../../test/tryon-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { engine: fakeEngine(), shootRenderer: fakeShootRenderer() });
}, 180_000);
afterAll(() => t.close());

async function shootPayload(user: TestUser) {
  const garment = await upload(t, user);
  return {
    garments: [{ uploadId: garment.id, sku: 'KUR-1' }],
    modelIds: ['builtin-starter'],
    backdropIds: ['builtin-studio-ivory', 'builtin-studio-white'],
    shots: ['full', 'close-up'],
  };
}

const withKey = (user: TestUser, key: string) => ({ ...user.headers, 'idempotency-key': key });

async function ledgerCount(userId: string) {
  const [row] = await t.database.query<{ n: string }>(
    'SELECT count(*) AS n FROM credit_ledger WHERE user_id = $1',
    [userId],
  );
  return Number(row?.n);
}

async function photoshootJobs() {
  const [row] = await t.database.query<{ n: string }>(
    "SELECT count(*) AS n FROM jobs WHERE queue = 'photoshoot'",
  );
  return Number(row?.n);
}

describe('POST /v1/photoshoots with an Idempotency-Key', () => {
  it('answers a repeat with the first shoot (200, Idempotent-Replayed) and charges once', async () => {
    const user = await t.registerUser();
    await setBalance(t, user.id, 10);
    const payload = await shootPayload(user);
    const first = await startShoot(t, withKey(user, 'shoot-1'), payload);
    expect(first.status).toBe(202);
    const again = await startShoot(t, withKey(user, 'shoot-1'), payload);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(await balanceOf(t, user.id)).toBe(6);
    expect(await count(t, 'photoshoots', user.id)).toBe(1);
    // Another user's identical key is their own.
    const other = await t.registerUser();
    await setBalance(t, other.id, 10);
    const theirs = await startShoot(t, withKey(other, 'shoot-1'), await shootPayload(other));
    expect(theirs.status).toBe(202);
    expect(theirs.body.data.id).not.toBe(first.body.data.id);
  });

  it('refuses the same key with a different request (409) and stores nothing for it', async () => {
    const user = await t.registerUser();
    await setBalance(t, user.id, 10);
    const payload = await shootPayload(user);
    expect((await startShoot(t, withKey(user, 'k'), payload)).status).toBe(202);
    const changed = await startShoot(t, withKey(user, 'k'), { ...payload, shots: ['full'] });
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balanceOf(t, user.id)).toBe(6);
    expect(await count(t, 'photoshoots', user.id)).toBe(1);
  });

  it('starts one shoot and charges once when the same request races itself', async () => {
    const user = await t.registerUser();
    // Enough for exactly one shoot: a racing duplicate must replay, not answer 402.
    await setBalance(t, user.id, 4);
    const payload = await shootPayload(user);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => startShoot(t, withKey(user, 'race'), payload)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 202]);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await balanceOf(t, user.id)).toBe(0);
    expect(await count(t, 'photoshoots', user.id)).toBe(1);
    expect(await count(t, 'photoshoot_images', user.id)).toBe(4);
    await expectLedgerConsistent(t.database);
  });

  it('refuses a malformed key with 400', async () => {
    const user = await t.registerUser();
    const res = await startShoot(t, withKey(user, 'bad key'), await shootPayload(user));
    expect(res.status).toBe(400);
    expect(await count(t, 'photoshoots', user.id)).toBe(0);
  });
});

describe('a short balance', () => {
  it('answers 402 and charges, stores and queues nothing', async () => {
    const user = await t.registerUser();
    await setBalance(t, user.id, 3);
    const payload = await shootPayload(user);
    const ledgerBefore = await ledgerCount(user.id);
    const jobsBefore = await photoshootJobs();
    const res = await startShoot(t, withKey(user, 'short'), payload);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: 'This shoot needs 4 credits and you have 3. Purchase credits to continue.',
    });
    expect(await balanceOf(t, user.id)).toBe(3);
    expect(await ledgerCount(user.id)).toBe(ledgerBefore);
    expect(await photoshootJobs()).toBe(jobsBefore);
    expect(await count(t, 'photoshoots', user.id)).toBe(0);
    expect(await count(t, 'photoshoot_images', user.id)).toBe(0);
    // The key was not spent on the refused request: with credits, it starts the shoot.
    await setBalance(t, user.id, 4);
    expect((await startShoot(t, withKey(user, 'short'), payload)).status).toBe(202);
  });
});
