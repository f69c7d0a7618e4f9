import { FAKE_FASHN_KEY, startFakeFashn, type FakeFashn } from '@drape/tryon/test/fake-fashn';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeEngine } from '../../../test/fake-engines';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { expectLedgerConsistent } from '../../../test/ledger-invariant';
import {
  count,
  drain,
  fakeShootRenderer,
  startShoot,
  upload,
} from '../../../test/photoshoot-helpers';
import { balanceOf, setBalance } from '../../../test/tryon-helpers';

// Whole shoots with AI-generated models, TRYON_ENGINE=fashn against a loopback fake of FASHN.
let fashn: FakeFashn;
let t: TestApp;

beforeAll(async () => {
  fashn = await startFakeFashn();
  t = await createTestApp(
    {
      TRYON_ENGINE: 'fashn',
      TRYON_API_KEY: FAKE_FASHN_KEY,
      TRYON_API_URL: fashn.baseUrl,
      TRYON_POLL_INTERVAL_MS: '5',
      // Long enough for a slow machine's shoot (one took 9-11 s on 2026-11-28 and failed at 5 s);
      // the hanging-model test below waits for it.
      TRYON_TIMEOUT_SECONDS: '15',
      JOB_MAX_ATTEMPTS: '1',
    },
    { shootRenderer: fakeShootRenderer() },
  );
}, 180_000);
afterAll(async () => {
  await t.close();
  await fashn.close();
});
beforeEach(() => {
  fashn.scenario = {};
  fashn.predictions.length = 0;
});

const called = (model: string) => fashn.predictions.filter((p) => p.model === model);

async function shootOf(user: TestUser, id: string) {
  const res = await t.call({ method: 'GET', url: `/v1/photoshoots/${id}`, headers: user.headers });
  return res.body.data;
}

async function brand(credits: number, garments = 1) {
  const user = await t.registerUser();
  await setBalance(t, user.id, credits);
  const uploads = [];
  for (let i = 0; i < garments; i += 1) uploads.push(await upload(t, user, 48 + i, 64));
  return { user, garments: uploads.map((g) => ({ uploadId: g.id })), uploads };
}

describe('AI-generated models on the FASHN engine', () => {
  it('says so in the capabilities', async () => {
    const { user } = await brand(0);
    const res = await t.call({
      method: 'GET',
      url: '/v1/photoshoots/capabilities',
      headers: user.headers,
    });
    expect(res.body.data).toEqual({ engine: 'fashn', aiModels: true, aiModelsMax: 4, note: null });
  });

  it('creates each AI model once and tries every garment on it, counted and charged before it runs', async () => {
    const { user, garments } = await brand(10, 2);
    const res = await startShoot(t, user.headers, {
      garments,
      modelIds: ['builtin-starter'],
      aiModels: {
        count: 2,
        prompt: 'South Indian woman in her thirties',
        seed: 40,
        quality: 'quality',
        garmentPhotoType: 'flat-lay',
      },
      backdropIds: ['builtin-studio-ivory'],
      shots: ['full'],
    });
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ imageCount: 6, creditCost: 6 });
    expect(await balanceOf(t, user.id)).toBe(4);
    await drain(t);
    const shoot = await shootOf(user, res.body.data.id);
    expect(shoot.status).toBe('COMPLETED');
    expect(shoot.models.map((m: { name: string }) => m.name)).toEqual([
      'Starter model',
      'AI model 1',
      'AI model 2',
    ]);
    const created = called('model-create');
    expect(created.map((p) => p.inputs.seed)).toEqual([40, 41]);
    expect(String(created[0]?.inputs.prompt)).toMatch(
      /^South Indian woman in her thirties, full-length/,
    );
    const tryons = called('tryon-v1.6');
    expect(tryons).toHaveLength(6); // 2 garments × (starter + 2 AI models)
    expect(
      tryons.filter(
        (p) => p.inputs.mode === 'quality' && p.inputs.garment_photo_type === 'flat-lay',
      ),
    ).toHaveLength(4);
    expect(await balanceOf(t, user.id)).toBe(4);
    await expectLedgerConsistent(t.database);
  });

  it('makes a new AI model for each garment with product-to-model, shared by its shots, without library models', async () => {
    const { user, garments } = await brand(4, 2);
    const res = await startShoot(t, user.headers, {
      garments,
      modelIds: [],
      aiModels: { count: 1, perGarment: true, seed: 9 },
      backdropIds: ['builtin-studio-ivory'],
      shots: ['full', 'three-quarter'],
    });
    expect(res.body.data).toMatchObject({ imageCount: 4, creditCost: 4 });
    await drain(t);
    expect((await shootOf(user, res.body.data.id)).counts).toMatchObject({
      completed: 4,
      failed: 0,
    });
    const made = called('product-to-model');
    expect(made).toHaveLength(2);
    expect(made[0]?.inputs).toMatchObject({ seed: 9, aspect_ratio: '3:4', return_base64: true });
    expect(called('tryon-v1.6')).toHaveLength(0);
  });

  it('refunds each image of a garment FASHN fails once, and delivers the others', async () => {
    const { user, garments, uploads } = await brand(4, 2);
    const bad = (await t.ctx.deps.storage.get(uploads[0]!.key))!.toString('base64');
    fashn.scenario.fail = {
      model: 'product-to-model',
      name: 'PoseError',
      message: 'no pose',
      when: (inputs) => String(inputs.product_image).endsWith(bad),
    };
    const res = await startShoot(t, user.headers, {
      garments,
      modelIds: [],
      aiModels: { count: 1, perGarment: true },
      backdropIds: ['builtin-studio-ivory'],
      shots: ['full', 'close-up'],
    });
    expect(await balanceOf(t, user.id)).toBe(0);
    await drain(t);
    const shoot = await shootOf(user, res.body.data.id);
    expect(shoot.status).toBe('PARTIAL');
    expect(shoot.counts).toMatchObject({ completed: 2, failed: 2 });
    const failed = shoot.images.filter((i: { status: string }) => i.status === 'FAILED');
    expect(
      failed.every(
        (i: { garmentIndex: number; error: string }) =>
          i.garmentIndex === 0 && /body pose/.test(i.error),
      ),
    ).toBe(true);
    expect(await balanceOf(t, user.id)).toBe(2);
    await drain(t);
    expect(await balanceOf(t, user.id)).toBe(2);
    await expectLedgerConsistent(t.database);
  });

  it('fails and refunds an image whose AI model never comes back (timeout)', async () => {
    const { user, garments } = await brand(1);
    fashn.scenario.hang = true;
    const res = await startShoot(t, user.headers, {
      garments,
      modelIds: [],
      aiModels: { count: 1 },
      backdropIds: ['builtin-studio-ivory'],
      shots: ['full'],
    });
    await drain(t);
    const shoot = await shootOf(user, res.body.data.id);
    expect(shoot.images[0]).toMatchObject({
      status: 'FAILED',
      error: expect.stringMatching(/too long/),
    });
    expect(await balanceOf(t, user.id)).toBe(1);
  }, 60_000);

  it('refuses bad AI model requests with 400 and stores nothing', async () => {
    const { user, garments } = await brand(20);
    const base = { garments, backdropIds: ['builtin-studio-ivory'], shots: ['full'] };
    for (const body of [
      { ...base, modelIds: [] },
      { ...base, modelIds: [], aiModels: { count: 5 } },
      { ...base, modelIds: [], aiModels: { count: 1, seed: -1 } },
    ]) {
      const res = await startShoot(t, user.headers, body);
      expect(res.status).toBe(400);
    }
    const none = await startShoot(t, user.headers, { ...base, modelIds: [] });
    expect(none.body.details.fieldErrors.modelIds).toEqual(['Choose at least one model']);
    expect(await count(t, 'photoshoots', user.id)).toBe(0);
    expect(await balanceOf(t, user.id)).toBe(20);
  });
});

describe('AI-generated models on the local engine', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({}, { engine: fakeEngine(), shootRenderer: fakeShootRenderer() });
  }, 180_000);
  afterAll(() => local.close());

  it('answers 400 naming the FASHN engine, charges and stores nothing, and the capabilities say why', async () => {
    const user = await local.registerUser();
    await setBalance(local, user.id, 10);
    const garment = await upload(local, user);
    const res = await startShoot(local, user.headers, {
      garments: [{ uploadId: garment.id }],
      modelIds: ['builtin-starter'],
      aiModels: { count: 1 },
      backdropIds: ['builtin-studio-ivory'],
      shots: ['full'],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      /^AI-generated models need the FASHN engine \(TRYON_ENGINE=fashn\)/,
    );
    expect(res.body.details.fieldErrors.aiModels).toHaveLength(1);
    expect(await count(local, 'photoshoots', user.id)).toBe(0);
    expect(await count(local, 'photoshoot_images', user.id)).toBe(0);
    expect(await balanceOf(local, user.id)).toBe(10);
    const caps = await local.call({
      method: 'GET',
      url: '/v1/photoshoots/capabilities',
      headers: user.headers,
    });
    expect(caps.body.data).toMatchObject({ engine: 'local', aiModels: false, aiModelsMax: 0 });
    expect(caps.body.data.note).toMatch(/uses your model library/);
  });
});
