import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer } from 'yauzl';
import { fakeEngine } from '../../../test/fake-engines';
import { createTestApp, freePort, type TestApp, type TestUser } from '../../../test/helpers';
import { makeJpeg, multipart } from '../../../test/images';
import {
  count,
  createModel,
  drain,
  fakeShootRenderer,
  startShoot,
  upload,
} from '../../../test/photoshoot-helpers';
import { setBalance } from '../../../test/tryon-helpers';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let shootId: string;
let modelId: string;
let backdropId: string;
let receiver: Server;
let receiverUrl: string;
const received: { body: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { engine: fakeEngine(), shootRenderer: fakeShootRenderer() });
  [a, b] = [await t.registerUser(), await t.registerUser()];
  await setBalance(t, a.id, 50);
  modelId = (await createModel(t, a, 'Asha (saree)')).id;
  const form = multipart([
    { name: 'name', value: 'Courtyard, Jaipur' },
    { name: 'file', value: await makeJpeg(60, 80), filename: 'bg.jpg' },
  ]);
  const res = await t.call({
    method: 'POST',
    url: '/v1/backdrops',
    payload: form.payload,
    headers: { ...form.headers, ...a.headers },
  });
  expect(res.status).toBe(201);
  backdropId = res.body.data.id;
  const port = await freePort();
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ body });
      res.end('ok');
    });
  }).listen(port, '127.0.0.1');
  receiverUrl = `http://127.0.0.1:${port}/hook`;
}, 180_000);
afterAll(async () => {
  receiver.close();
  await t.close();
});

function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(parts));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}

describe('photoshoots over an API key', () => {
  it('runs a shoot started with an API key and tells its webhook photoshoot.completed', async () => {
    const key = await t.call({
      method: 'POST',
      url: '/v1/apikeys/generate',
      headers: a.headers,
      payload: { name: 'Catalogue', webhookUrl: receiverUrl },
    });
    expect(key.status).toBe(201);
    const headers = { 'x-api-key': key.body.data.key as string };
    const garment = await upload(t, a);
    const res = await startShoot(t, headers, {
      name: 'Diwali edit',
      garments: [{ uploadId: garment.id, sku: 'SAR/001', name: 'Silk, "red"' }],
      modelIds: ['builtin-starter', modelId],
      backdropIds: ['builtin-studio-ivory', backdropId],
      shots: ['full', 'close-up'],
    });
    expect(res.status).toBe(202);
    shootId = res.body.data.id;
    await drain(t, 2);
    while (await t.ctx.worker.runOnce('webhook'));
    const hook = received
      .map((r) => JSON.parse(r.body))
      .find((p) => p.type === 'photoshoot.completed');
    expect(hook.data).toMatchObject({
      id: shootId,
      status: 'COMPLETED',
      imagesCompleted: 8,
      imagesFailed: 0,
    });
    const list = await t.call({ method: 'GET', url: '/v1/photoshoots', headers });
    expect(list.body.data.photoshoots[0]).toMatchObject({
      id: shootId,
      status: 'COMPLETED',
      imageCount: 8,
    });
  });

  it('streams a ZIP of <sku>/<model>-<backdrop>-<shot>.jpg with a CSV manifest', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/photoshoots/${shootId}/archive`,
      headers: a.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = await unzip(res.rawPayload);
    const names = [...entries.keys()].sort();
    expect(names).toEqual([
      'SAR-001/asha-saree-courtyard-jaipur-close-up.jpg',
      'SAR-001/asha-saree-courtyard-jaipur-full.jpg',
      'SAR-001/asha-saree-ivory-studio-close-up.jpg',
      'SAR-001/asha-saree-ivory-studio-full.jpg',
      'SAR-001/starter-model-courtyard-jaipur-close-up.jpg',
      'SAR-001/starter-model-courtyard-jaipur-full.jpg',
      'SAR-001/starter-model-ivory-studio-close-up.jpg',
      'SAR-001/starter-model-ivory-studio-full.jpg',
      'manifest.csv',
    ]);
    const jpeg = entries.get('SAR-001/starter-model-ivory-studio-full.jpg') as Buffer;
    expect(jpeg.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    const manifest = (entries.get('manifest.csv') as Buffer).toString('utf8').trim().split('\r\n');
    expect(manifest[0]).toBe(
      'file,sku,garment_name,model,backdrop,shot,status,width,height,image_id',
    );
    expect(manifest).toHaveLength(9);
    expect(
      manifest.some((l) =>
        l.startsWith(
          'SAR-001/asha-saree-courtyard-jaipur-full.jpg,SAR/001,"Silk, ""red""",Asha (saree),"Courtyard, Jaipur",full,COMPLETED,30,40,',
        ),
      ),
    ).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('documents the photoshoot, model and backdrop routes', async () => {
    const doc = (await t.call({ method: 'GET', url: '/v1/openapi.json' })).body;
    for (const path of [
      '/v1/photoshoots',
      '/v1/photoshoots/{id}',
      '/v1/photoshoots/{id}/archive',
      '/v1/photoshoots/{id}/events',
      '/v1/photoshoots/{id}/images/{imageId}/retry',
      '/v1/models',
      '/v1/models/{id}',
      '/v1/backdrops',
      '/v1/backdrops/{id}',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});

describe('owner scoping', () => {
  it("hides every route of user A's shoots, models and backdrops from user B", async () => {
    const h = b.headers;
    for (const url of [
      `/v1/photoshoots/${shootId}`,
      `/v1/photoshoots/${shootId}/archive`,
      `/v1/photoshoots/${shootId}/events`,
    ]) {
      expect((await t.call({ method: 'GET', url, headers: h })).status, url).toBe(404);
    }
    expect(
      (await t.call({ method: 'POST', url: `/v1/photoshoots/${shootId}/retry`, headers: h }))
        .status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/v1/photoshoots/${shootId}`, headers: h })).status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/v1/models/${modelId}`, headers: h })).status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/v1/backdrops/${backdropId}`, headers: h })).status,
    ).toBe(404);
    const models = await t.call({ method: 'GET', url: '/v1/models', headers: h });
    expect(models.body.data.map((m: { id: string }) => m.id)).toEqual(['builtin-starter']);
    const backdrops = await t.call({ method: 'GET', url: '/v1/backdrops', headers: h });
    expect(backdrops.body.data.every((d: { isBuiltIn: boolean }) => d.isBuiltIn)).toBe(true);
    expect(
      (await t.call({ method: 'GET', url: '/v1/photoshoots', headers: h })).body.data.photoshoots,
    ).toEqual([]);
    await setBalance(t, b.id, 10);
    const garment = await upload(t, b);
    const borrowed = await startShoot(t, h, {
      garments: [{ uploadId: garment.id }],
      modelIds: [modelId],
      backdropIds: ['builtin-studio-ivory'],
      shots: ['full'],
    });
    expect(borrowed.status).toBe(400);
    const theirs = await upload(t, a);
    const stolenGarment = await startShoot(t, h, {
      garments: [{ uploadId: theirs.id }],
      modelIds: ['builtin-starter'],
      backdropIds: [backdropId],
      shots: ['full'],
    });
    expect(stolenGarment.status).toBe(400);
    const withGarment = await startShoot(t, h, {
      garments: [{ uploadId: theirs.id }],
      modelIds: ['builtin-starter'],
      backdropIds: ['builtin-studio-ivory'],
      shots: ['full'],
    });
    expect(withGarment.status).toBe(404);
    expect(await count(t, 'photoshoots', b.id)).toBe(0);
  });

  it('lists the starter model and built-in backdrops, which cannot be deleted', async () => {
    const models = await t.call({ method: 'GET', url: '/v1/models', headers: a.headers });
    expect(models.body.data[0]).toMatchObject({ id: 'builtin-starter', isBuiltIn: true });
    expect(
      (await t.call({ method: 'DELETE', url: '/v1/models/builtin-starter', headers: a.headers }))
        .status,
    ).toBe(403);
    const del = await t.call({
      method: 'DELETE',
      url: '/v1/backdrops/builtin-studio-ivory',
      headers: a.headers,
    });
    expect(del.status).toBe(403);
    expect(del.body.message).toBe('Built-in backdrops cannot be deleted');
    const img = await t.app.inject({ method: 'GET', url: '/v1/models/builtin-starter/image' });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
  });

  it('deletes a finished shoot with its files, and a model once no shoot is running with it', async () => {
    expect(
      (await t.call({ method: 'DELETE', url: `/v1/photoshoots/${shootId}`, headers: a.headers }))
        .status,
    ).toBe(204);
    expect(
      (await t.call({ method: 'GET', url: `/v1/photoshoots/${shootId}`, headers: a.headers }))
        .status,
    ).toBe(404);
    expect(await count(t, 'photoshoot_images', a.id)).toBe(0);
    expect(
      (await t.call({ method: 'DELETE', url: `/v1/models/${modelId}`, headers: a.headers })).status,
    ).toBe(204);
  });
});
