import { TryonError, type TryonErrorCode } from '@drape/tryon/errors';
import type { GenerateInput, TryonEngine } from '@drape/tryon/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failingEngine, fakeEngine, switchableEngine } from '../../../test/fake-engines';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { makeJpeg, makePng, multipart } from '../../../test/images';
import { expectLedgerConsistent } from '../../../test/ledger-invariant';
import {
  balanceOf,
  drain,
  generate,
  ledgerKinds,
  setBalance,
  status,
  uploadPair,
} from '../../../test/tryon-helpers';

const QUALITY = {
  confidence: 0.82,
  mode: 'replace',
  category: 'lower',
  garmentPhotoType: 'flat-lay',
  findings: [{ code: 'HEM_GUESSED', message: 'The hem length was estimated', severity: 'info' }],
} as const;

/** The fake engine, recording what it was asked and reporting a quality like the v2 engine. */
function recordingEngine(seen: Record<string, unknown>[]): TryonEngine {
  const inner = fakeEngine();
  return {
    name: 'local',
    async generate(input: GenerateInput) {
      const { person: _p, garment: _g, signal: _s, onProgress: _o, ...options } = input;
      seen.push(options);
      return { ...(await inner.generate(input)), quality: QUALITY };
    },
  };
}

describe('generate options, quality and search', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const seen: Record<string, unknown>[] = [];
  const engines = switchableEngine(recordingEngine(seen));

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://drape.test' }, { engine: engines.engine });
    alice = await t.registerUser();
    bob = await t.registerUser();
    await setBalance(t, alice.id, 50);
    await setBalance(t, bob.id, 10);
  });
  afterAll(async () => {
    await expectLedgerConsistent(t.database);
    await t.close();
  });

  it('stores the options and title/SKU, passes them to the engine and returns the quality report', async () => {
    engines.use(recordingEngine(seen));
    seen.length = 0;
    const pair = await uploadPair(t, alice);
    const res = await t.call({
      method: 'POST',
      url: '/v1/vton/generate',
      headers: alice.headers,
      payload: {
        ...pair,
        mode: 'replace',
        category: 'lower',
        garmentPhotoType: 'flat-lay',
        title: '  Indigo jeans  ',
        sku: 'JN-042',
      },
    });
    expect(res.status).toBe(201);
    const pending = (await status(t, alice, res.body.data.id)).body.data;
    expect(pending).toMatchObject({
      mode: 'replace',
      category: 'lower',
      garmentPhotoType: 'flat-lay',
      title: 'Indigo jeans',
      sku: 'JN-042',
      quality: null,
      regeneratedFromId: null,
      reportedAt: null,
    });
    await drain(t);
    expect(seen).toEqual([{ mode: 'replace', category: 'lower', garmentPhotoType: 'flat-lay' }]);
    const done = (await status(t, alice, res.body.data.id)).body.data;
    expect(done.status).toBe('COMPLETED');
    expect(done.quality).toEqual(QUALITY);
    const list = await t.call({ method: 'GET', url: '/v1/vton/list', headers: alice.headers });
    expect(list.body.data.requests[0].quality).toEqual(QUALITY);
  });

  it('defaults every option to auto and does not pass auto to the engine', async () => {
    seen.length = 0;
    const res = await generate(t, alice.headers, await uploadPair(t, alice));
    await drain(t);
    expect(seen).toEqual([{}]);
    expect((await status(t, alice, res.body.data.id)).body.data).toMatchObject({
      mode: 'auto',
      category: 'auto',
      garmentPhotoType: 'auto',
      title: null,
      sku: null,
    });
  });

  it('takes the options as multipart fields too, and refuses a bad option without charging', async () => {
    seen.length = 0;
    const form = async (fields: { name: string; value: string }[]) =>
      multipart([
        { name: 'personImage', value: await makeJpeg(48, 64), filename: 'p.jpg' },
        { name: 'garmentImage', value: await makePng(), filename: 'g.png' },
        ...fields,
      ]);
    const ok = await form([
      { name: 'category', value: 'saree' },
      { name: 'garmentPhotoType', value: 'on-model' },
      { name: 'mode', value: '' },
      { name: 'title', value: 'Banarasi silk' },
      { name: 'sku', value: 'SR-7' },
    ]);
    const res = await t.call({
      method: 'POST',
      url: '/v1/vton/generate',
      payload: ok.payload,
      headers: { ...ok.headers, ...alice.headers },
    });
    expect(res.status).toBe(201);
    await drain(t);
    expect(seen).toEqual([{ category: 'saree', garmentPhotoType: 'on-model' }]);
    expect((await status(t, alice, res.body.data.id)).body.data).toMatchObject({
      title: 'Banarasi silk',
      sku: 'SR-7',
      mode: 'auto',
    });

    const before = await balanceOf(t, alice.id);
    const bad = await form([{ name: 'category', value: 'shoes' }]);
    const refused = await t.call({
      method: 'POST',
      url: '/v1/vton/generate',
      payload: bad.payload,
      headers: { ...bad.headers, ...alice.headers },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details.fieldErrors.category).toBeDefined();
    const json = await t.call({
      method: 'POST',
      url: '/v1/vton/generate',
      headers: alice.headers,
      payload: { ...(await uploadPair(t, alice)), sku: 'x'.repeat(65) },
    });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('SKU must be 64 characters or less');
    expect(await balanceOf(t, alice.id)).toBe(before);
  });

  it('fails a LOW_QUALITY result with the engine message and refunds the credit', async () => {
    const message = 'The garment could not be fitted convincingly (confidence 0.21).';
    engines.use(failingEngine(new TryonError('LOW_QUALITY' as TryonErrorCode, message)));
    const before = await balanceOf(t, alice.id);
    const res = await generate(t, alice.headers, await uploadPair(t, alice));
    await drain(t);
    const failed = (await status(t, alice, res.body.data.id)).body.data;
    expect(failed).toMatchObject({ status: 'FAILED', errorMessage: message, quality: null });
    expect(failed.attempts).toBe(1);
    expect(await ledgerKinds(t, res.body.data.id)).toEqual(['refund', 'usage']);
    expect(await balanceOf(t, alice.id)).toBe(before);
    engines.use(recordingEngine(seen));
  });

  it('searches by title, SKU or id, case-insensitively, only among your own results', async () => {
    const mine = await t.call({
      method: 'POST',
      url: '/v1/vton/generate',
      headers: alice.headers,
      payload: { ...(await uploadPair(t, alice)), title: 'Red Lehenga', sku: 'LH-100%' },
    });
    const theirs = await t.call({
      method: 'POST',
      url: '/v1/vton/generate',
      headers: bob.headers,
      payload: { ...(await uploadPair(t, bob)), title: 'Red Lehenga', sku: 'LH-100%' },
    });
    const search = async (user: TestUser, q: string) =>
      (
        await t.call({
          method: 'GET',
          url: `/v1/vton/list?search=${encodeURIComponent(q)}`,
          headers: user.headers,
        })
      ).body.data.requests.map((r: { id: string }) => r.id);
    expect(await search(alice, 'red leh')).toEqual([mine.body.data.id]);
    expect(await search(alice, 'lh-100%')).toEqual([mine.body.data.id]);
    expect(await search(alice, 'LH-1000')).toEqual([]);
    expect(await search(alice, mine.body.data.id.slice(0, 8))).toEqual([mine.body.data.id]);
    expect(await search(bob, 'lehenga')).toEqual([theirs.body.data.id]);
    await drain(t);
  });
});
