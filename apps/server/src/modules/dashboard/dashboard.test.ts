import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { apiKeyRequests, apiKeys } from '../../db/schema/api-keys';
import { eq } from 'drizzle-orm';
import { creditLedger } from '../../db/schema/credits';
import { vtonRequests } from '../../db/schema/tryon';
import { applyLedgerEntry } from '../credits/ledger.repo';
import { lastDays, zeroFill } from './dashboard.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const stats = (user: TestUser) =>
  t.call({ method: 'GET', url: '/v1/dashboard/stats', headers: user.headers });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

async function addGeneration(
  userId: string,
  status: 'PENDING' | 'COMPLETED' | 'FAILED',
  createdAt = new Date(),
) {
  const [row] = await t.database.db
    .insert(vtonRequests)
    .values({
      userId,
      status,
      personImageKey: `u/${userId}/p.jpg`,
      garmentImageKey: `u/${userId}/g.jpg`,
      createdAt,
    })
    .returning();
  // Its charge, as startGeneration writes it, dated like the generation.
  await t.database.db.transaction(async (tx) => {
    await applyLedgerEntry(tx, {
      userId,
      type: 'CREDIT',
      kind: 'adjustment',
      amount: 1,
      description: 'test',
    });
    const usage = await applyLedgerEntry(tx, {
      userId,
      type: 'DEBIT',
      kind: 'usage',
      amount: 1,
      description: 'Virtual try-on generation',
      generationId: row!.id,
    });
    await tx.update(creditLedger).set({ createdAt }).where(eq(creditLedger.id, usage!.id));
  });
  return row!.id;
}

async function addApiKeyWithCalls(userId: string, calls: number) {
  const [key] = await t.database.db
    .insert(apiKeys)
    .values({
      userId,
      name: 'k',
      keyHash: `h-${Math.random()}`,
      keyPrefix: 'drape_live_x',
      maxUsage: 1000,
    })
    .returning();
  for (let i = 0; i < calls; i += 1) {
    await t.database.db.insert(apiKeyRequests).values({
      apiKeyId: key!.id,
      method: 'POST',
      route: '/v1/vton/generate',
      statusCode: 202,
      durationMs: 12,
    });
  }
}

describe('GET /v1/dashboard/stats', () => {
  it('needs a signed-in user', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/dashboard/stats' });
    expect(res.status).toBe(401);
  });

  it('gives a new account zeros, its trial credits and 30 zero-filled days ending today', async () => {
    const user = await t.registerUser();
    const res = await stats(user);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ totalGenerations: 0, galleryItems: 0, apiCalls: 0 });
    expect(data.creditsRemaining).toBe(t.config.TRIAL_CREDITS);
    expect(data.usage).toHaveLength(30);
    expect(data.usage.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(data.usage.every((d: { generations: number }) => d.generations === 0)).toBe(true);
  });

  it('counts the caller’s generations, completed ones as gallery items, and API calls of their keys only', async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    await addGeneration(a.id, 'COMPLETED');
    await addGeneration(a.id, 'COMPLETED', daysAgo(2));
    await addGeneration(a.id, 'FAILED', daysAgo(2));
    await addGeneration(a.id, 'PENDING', daysAgo(45));
    await addGeneration(b.id, 'COMPLETED');
    await addApiKeyWithCalls(a.id, 3);
    await addApiKeyWithCalls(b.id, 5);

    const data = (await stats(a)).body.data;
    expect(data).toMatchObject({ totalGenerations: 4, galleryItems: 2, apiCalls: 3 });
    const today = data.usage.at(-1);
    const twoDaysAgo = data.usage.at(-3);
    expect(today.generations).toBe(1);
    expect(twoDaysAgo).toEqual({ date: daysAgo(2).toISOString().slice(0, 10), generations: 2 });
    // The 45-day-old request is outside the chart but still in the total.
    expect(data.usage.reduce((s: number, d: { generations: number }) => s + d.generations, 0)).toBe(
      3,
    );

    expect((await stats(b)).body.data).toMatchObject({
      totalGenerations: 1,
      galleryItems: 1,
      apiCalls: 5,
    });
  });

  it('counts generations made from the ledger: deleting results lowers the gallery, not the history', async () => {
    const c = await t.registerUser();
    const ids = [];
    for (let i = 0; i < 7; i += 1) ids.push(await addGeneration(c.id, 'COMPLETED'));
    for (const id of ids.slice(0, 3)) {
      const res = await t.call({ method: 'DELETE', url: `/v1/vton/${id}`, headers: c.headers });
      expect(res.status).toBe(204);
    }
    const data = (await stats(c)).body.data;
    expect(data).toMatchObject({ totalGenerations: 7, galleryItems: 4 });
    expect(data.usage.at(-1).generations).toBe(7);
  });
});

describe('usage days', () => {
  it('lists consecutive UTC days oldest first and zero-fills the gaps', () => {
    const days = lastDays(new Date('2026-03-02T23:30:00Z'), 4);
    expect(days).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(
      zeroFill(days, [{ date: '2026-03-01', generations: 7 }]).map((d) => d.generations),
    ).toEqual([0, 0, 7, 0]);
  });
});
