import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeEngine } from '../../../test/fake-engines';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectLedgerConsistent } from '../../../test/ledger-invariant';
import {
  count,
  createModel,
  drain,
  fakeShootRenderer,
  startShoot,
  upload,
} from '../../../test/photoshoot-helpers';
import { balanceOf, setBalance } from '../../../test/tryon-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {},
    { engine: fakeEngine(), shootRenderer: fakeShootRenderer({ failShots: ['close-up'] }) },
  );
}, 180_000);
afterAll(() => t.close());

async function ledgerRows(userId: string, kind: string) {
  const [row] = await t.database.query<{ n: string }>(
    `SELECT count(*) AS n FROM credit_ledger WHERE user_id = $1 AND kind = $2 AND description LIKE $3`,
    [userId, kind, kind === 'usage' ? 'Photoshoot image' : 'Refund:%'],
  );
  return Number(row?.n);
}

describe('a photoshoot', () => {
  it('debits one credit per image, runs each as a job, refunds each failed image once, and can retry it', async () => {
    const user = await t.registerUser();
    await setBalance(t, user.id, 20);
    const model = await createModel(t, user);
    const garment = await upload(t, user);
    const res = await startShoot(t, user.headers, {
      garments: [{ uploadId: garment.id, sku: 'SAR-001', name: 'Silk saree' }],
      modelIds: ['builtin-starter', model.id],
      backdropIds: ['builtin-studio-ivory', 'builtin-heritage-jharokha'],
      shots: ['full', 'close-up'],
    });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ imageCount: 8, creditCost: 8 });
    expect(await balanceOf(t, user.id)).toBe(12);
    expect(await ledgerRows(user.id, 'usage')).toBe(8);

    await drain(t, 3);
    const shoot = await t.call({
      method: 'GET',
      url: `/v1/photoshoots/${res.body.data.id}`,
      headers: user.headers,
    });
    expect(shoot.body.data.status).toBe('PARTIAL');
    expect(shoot.body.data.counts).toMatchObject({ total: 8, completed: 4, failed: 4 });
    expect(await balanceOf(t, user.id)).toBe(16);
    expect(await ledgerRows(user.id, 'refund')).toBe(4);
    const failed = shoot.body.data.images.find((i: { status: string }) => i.status === 'FAILED');
    expect(failed.error).toMatch(/not visible/);

    // A second failure path (recovery, a second worker) cannot refund the same charge again.
    await drain(t, 2);
    expect(await ledgerRows(user.id, 'refund')).toBe(4);

    const retry = await t.call({
      method: 'POST',
      url: `/v1/photoshoots/${res.body.data.id}/images/${failed.id}/retry`,
      headers: user.headers,
    });
    expect(retry.status).toBe(202);
    expect(await balanceOf(t, user.id)).toBe(15);
    await drain(t);
    // It failed again (close-ups always fail here): refunded again, once, under its new charge.
    expect(await balanceOf(t, user.id)).toBe(16);
    expect(await ledgerRows(user.id, 'refund')).toBe(5);
    await expectLedgerConsistent(t.database);
  });

  it('refuses a shoot the balance cannot pay for with 402 and charges nothing', async () => {
    const user = await t.registerUser();
    await setBalance(t, user.id, 3);
    const garment = await upload(t, user);
    const res = await startShoot(t, user.headers, {
      garments: [{ uploadId: garment.id }],
      modelIds: ['builtin-starter'],
      backdropIds: ['builtin-studio-ivory', 'builtin-studio-white'],
      shots: ['full', 'three-quarter'],
    });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(
      'This shoot needs 4 credits and you have 3. Purchase credits to continue.',
    );
    expect(await balanceOf(t, user.id)).toBe(3);
    expect(await count(t, 'photoshoots', user.id)).toBe(0);
    expect(await count(t, 'photoshoot_images', user.id)).toBe(0);
  });

  it('charges exactly once per image when shoots race for the last credits', async () => {
    const user = await t.registerUser();
    await setBalance(t, user.id, 10);
    const garment = await upload(t, user);
    const payload = {
      garments: [{ uploadId: garment.id }],
      modelIds: ['builtin-starter'],
      backdropIds: ['builtin-studio-ivory'],
      shots: ['full', 'three-quarter', 'close-up'],
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => startShoot(t, user.headers, payload)),
    );
    const accepted = results.filter((r) => r.status === 202).length;
    expect(accepted).toBe(3);
    expect(results.filter((r) => r.status === 402)).toHaveLength(2);
    expect(await balanceOf(t, user.id)).toBe(1);
    expect(await ledgerRows(user.id, 'usage')).toBe(9);
    await drain(t, 4);
    expect(await ledgerRows(user.id, 'refund')).toBe(3); // one close-up per shoot
    expect(await balanceOf(t, user.id)).toBe(4);
    await expectLedgerConsistent(t.database);
  });
});

describe('bad input stores nothing', () => {
  it('refuses 51 garments, 11 models, duplicates and unknown ids with 400', async () => {
    const user = await t.registerUser();
    const garment = await upload(t, user);
    const g = { uploadId: garment.id };
    const base = {
      garments: [g],
      modelIds: ['builtin-starter'],
      backdropIds: ['builtin-studio-ivory'],
      shots: ['full'],
    };
    const cases: [object, RegExp][] = [
      [{ garments: Array(51).fill(g) }, /at most 50 garments/],
      [{ modelIds: Array.from({ length: 11 }, (_, i) => `builtin-m${i}`) }, /at most 10 models/],
      [
        { backdropIds: Array.from({ length: 6 }, (_, i) => `builtin-b${i}`) },
        /at most 5 backdrops/,
      ],
      [{ shots: ['full', 'full'] }, /only once/],
      [{ shots: ['portrait'] }, /./],
      [{ modelIds: ['0b9b4f5e-8a1c-4b8e-9f7d-1a2b3c4d5e6f'] }, /Model not found/],
      [{ backdropIds: ['builtin-nowhere'] }, /Backdrop not found/],
      [{ garments: [{ imageUrl: 'https://example.com/x.jpg' }] }, /returned by \/v1\/upload/],
    ];
    for (const [change, message] of cases) {
      const res = await startShoot(t, user.headers, { ...base, ...change });
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    const kneeUp = await createModel(t, user, 'Meera', [64, 64]);
    const res = await startShoot(t, user.headers, {
      ...base,
      modelIds: [kneeUp.id],
      shots: ['full', 'close-up'],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      /^Meera cannot be used for full length shots\. The feet are cut off/,
    );
    expect(await count(t, 'photoshoots', user.id)).toBe(0);
  });

  it('needs consent for a model, refuses a photo with no person (422), and a text file as backdrop (415)', async () => {
    const user = await t.registerUser();
    const photo = await upload(t, user);
    const noConsent = await t.call({
      method: 'POST',
      url: '/v1/models',
      headers: user.headers,
      payload: { uploadId: photo.id, name: 'X', consent: false },
    });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.message).toMatch(/permission to use their likeness/);
    const empty = await upload(t, user, 20, 30);
    const noPerson = await t.call({
      method: 'POST',
      url: '/v1/models',
      headers: user.headers,
      payload: { uploadId: empty.id, name: 'X', consent: true },
    });
    expect(noPerson.status).toBe(422);
    expect(noPerson.body.message).toMatch(/could not find a person/);
    expect(noPerson.body.details.analysis.problems[0].code).toBe('NO_PERSON');
    const { multipart } = await import('../../../test/images');
    const text = multipart([
      { name: 'name', value: 'Notes' },
      { name: 'file', value: Buffer.from('just some text\n'), filename: 'backdrop.jpg' },
    ]);
    const backdrop = await t.call({
      method: 'POST',
      url: '/v1/backdrops',
      payload: text.payload,
      headers: { ...text.headers, ...user.headers },
    });
    expect(backdrop.status).toBe(415);
    expect(await count(t, 'shoot_models', user.id)).toBe(0);
    expect(await count(t, 'shoot_backdrops', user.id)).toBe(0);
  });
});
