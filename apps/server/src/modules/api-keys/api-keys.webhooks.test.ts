import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestUser,
} from '../../../test/helpers';
import { buildHttpApp } from '../../app';
import { queueGenerationWebhook } from './api-keys.handler';
import { loadConfig } from '../../config';
import { createContext } from '../../context';
import type { VtonRequestRow } from '../../db/schema/tryon';
import { WEBHOOK_JOB } from './api-keys.handler';
import { checkApiKeyFormat, createApiKeySecret } from './api-keys.format';
import { isWebhookUrlAllowed, signWebhook, verifyWebhookSignature } from './api-keys.webhooks';

interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let t: TestApp;
let user: TestUser;
let receiver: Server;
let receiverUrl: string;
const deliveries: Delivery[] = [];
/** Status codes the receiver answers with, in turn; then 200. */
let script: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_RETRY_BASE_MS: '20' });
  t.ctx.worker.start();
  user = await t.registerUser();
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body });
      res.writeHead(script.shift() ?? 200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/drape`;
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => receiver.close(r));
});

/** Until no webhook job is waiting or running (delivered, refused or given up). */
const settled = async (ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const open = await t.database.query(
      `SELECT id FROM jobs WHERE queue = 'webhook' AND status IN ('queued', 'active')`,
    );
    if (open.length === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('webhook jobs did not settle');
};

const waitFor = async (n: number, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (deliveries.length < n && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 10));
  return deliveries.slice();
};

function finishedRow(
  apiKeyId: string | null,
  overrides: Partial<VtonRequestRow> = {},
): VtonRequestRow {
  const now = new Date();
  return {
    id: crypto.randomUUID(),
    userId: user.id,
    apiKeyId,
    personUploadId: null,
    garmentUploadId: null,
    personImageKey: 'p',
    garmentImageKey: 'g',
    category: null,
    mode: null,
    garmentPhotoType: null,
    title: null,
    sku: null,
    quality: null,
    isFree: false,
    regeneratedFromId: null,
    reportedAt: null,
    status: 'COMPLETED',
    stage: null,
    resultKey: 'r',
    thumbnailKey: null,
    resultWidth: 768,
    resultHeight: 1024,
    engine: 'local',
    errorMessage: null,
    webhookUrl: null,
    idempotencyKey: null,
    attempts: 1,
    createdAt: now,
    startedAt: now,
    completedAt: now,
    updatedAt: now,
    ...overrides,
  };
}

async function createKey(payload: object) {
  const res = await t.call({
    method: 'POST',
    url: '/v1/apikeys/generate',
    headers: user.headers,
    payload: { name: 'Webhook key', ...payload },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; webhookSecret: string; webhookUrl: string | null };
}

describe('webhooks', () => {
  it('POSTs a signed event to the key webhook when a generation finishes, retrying on 5xx', async () => {
    deliveries.length = 0;
    script = [500, 503];
    const key = await createKey({ webhookUrl: receiverUrl });
    expect(key.webhookUrl).toBe(receiverUrl);
    expect(key.webhookSecret).toMatch(/^whsec_/);
    const row = finishedRow(key.id);

    // Queued, not delivered inline: the subscriber returns before the retries have happened. It
    // is called on its own: the event's other subscribers (the e-mail) can take longer than the
    // retries' 20 ms backoff, and `emit` waits for them all (the other tests emit the event).
    await queueGenerationWebhook(t.ctx.deps, row);
    expect(deliveries.length).toBeLessThan(3);

    const got = await waitFor(3);
    expect(got).toHaveLength(3);
    const ids = new Set(got.map((d) => d.headers['drape-delivery']));
    expect(ids.size).toBe(1); // one delivery, retried
    for (const d of got) {
      const signature = d.headers['drape-signature'] as string;
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifyWebhookSignature(key.webhookSecret, signature, d.body)).toBe(true);
      expect(verifyWebhookSignature('whsec_wrong', signature, d.body)).toBe(false);
      expect(d.headers['content-type']).toBe('application/json');
    }
    const payload = JSON.parse(got[2]!.body);
    expect(payload).toMatchObject({
      type: 'generation.completed',
      data: {
        id: row.id,
        status: 'COMPLETED',
        statusUrl: expect.stringContaining(`/v1/vton/status/${row.id}`),
      },
    });
  });

  it('prefers the generation webhook URL and reports failures', async () => {
    deliveries.length = 0;
    const key = await createKey({});
    const row = finishedRow(key.id, {
      status: 'FAILED',
      errorMessage: 'No person found in the photo',
      webhookUrl: `${receiverUrl}?generation=1`,
    });
    await t.ctx.deps.events.emit('generation.finished', row);
    const [d] = await waitFor(1);
    expect(JSON.parse(d!.body)).toMatchObject({
      type: 'generation.failed',
      data: { status: 'FAILED', errorMessage: 'No person found in the photo' },
    });
  });

  it('gives up after a 4xx and after the last attempt', async () => {
    deliveries.length = 0;
    script = [410];
    const key = await createKey({ webhookUrl: receiverUrl });
    await t.ctx.deps.events.emit('generation.finished', finishedRow(key.id));
    await settled();
    expect(deliveries).toHaveLength(1);

    deliveries.length = 0;
    script = [500, 500, 500, 500, 500];
    await t.ctx.deps.events.emit('generation.finished', finishedRow(key.id));
    await settled();
    expect(deliveries).toHaveLength(4);
    const [failed] = await t.database.query<{ attempts: number }>(
      `SELECT attempts FROM jobs WHERE queue = 'webhook' AND status = 'failed'`,
    );
    expect(failed?.attempts).toBe(4);
    script = [];
  });

  it('sends nothing for web-app generations, keys without a URL or revoked keys', async () => {
    deliveries.length = 0;
    const plain = await createKey({});
    const revoked = await createKey({ webhookUrl: receiverUrl });
    await t.call({
      method: 'DELETE',
      url: `/v1/apikeys/${revoked.id}/revoke`,
      headers: user.headers,
    });
    await t.ctx.deps.events.emit(
      'generation.finished',
      finishedRow(null, { webhookUrl: receiverUrl }),
    );
    await t.ctx.deps.events.emit('generation.finished', finishedRow(plain.id));
    await t.ctx.deps.events.emit('generation.finished', finishedRow(revoked.id));
    await t.ctx.deps.events.emit(
      'generation.finished',
      finishedRow(plain.id, { status: 'PROCESSING' }),
    );
    await settled();
    expect(deliveries).toHaveLength(0);
  });

  it('lets a key owner change or clear the webhook URL', async () => {
    const key = await createKey({});
    const set = await t.call({
      method: 'PATCH',
      url: `/v1/apikeys/${key.id}`,
      headers: user.headers,
      payload: { webhookUrl: receiverUrl },
    });
    expect(set.body.data.webhookUrl).toBe(receiverUrl);
    const bad = await t.call({
      method: 'PATCH',
      url: `/v1/apikeys/${key.id}`,
      headers: user.headers,
      payload: { webhookUrl: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    const cleared = await t.call({
      method: 'PATCH',
      url: `/v1/apikeys/${key.id}`,
      headers: user.headers,
      payload: { webhookUrl: null },
    });
    expect(cleared.body.data.webhookUrl).toBeNull();
  });
});

describe('webhook deliveries on the job queue', () => {
  it('keeps a pending retry across a restart and delivers it from the next process', async () => {
    const testDb = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'drape-webhook-restart-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-42',
      LOG_LEVEL: 'silent',
      WEBHOOK_RETRY_BASE_MS: '600000',
    });
    const before = await createContext(config, { database: testDb.database });
    const app = await buildHttpApp(before);
    const reg = await app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { name: 'Restart', email: 'restart@example.com', password: 'Correct-Horse-9' },
    });
    const { user: owner, tokens } = reg.json().data;
    const created = await app.inject({
      method: 'POST',
      url: '/v1/apikeys/generate',
      headers: { authorization: `Bearer ${tokens.access.token}` },
      payload: { name: 'Restart key', webhookUrl: receiverUrl },
    });
    const key = created.json().data as { id: string; webhookSecret: string };
    deliveries.length = 0;
    script = [503];
    await before.deps.events.emit('generation.finished', finishedRow(key.id, { userId: owner.id }));
    expect(await before.worker.runOnce(WEBHOOK_JOB)).toBe(true);
    expect(deliveries).toHaveLength(1);
    await app.close();
    await before.close(); // the process stops with the retry pending (due in 10 minutes)

    const [pending] = await testDb.database.query<{ attempts: number; later: boolean }>(
      `SELECT attempts, run_after > now() AS later FROM jobs WHERE queue = $1 AND status = 'queued'`,
      [WEBHOOK_JOB],
    );
    expect(pending).toEqual({ attempts: 1, later: true });
    await testDb.database.query('UPDATE jobs SET run_after = now() WHERE queue = $1', [
      WEBHOOK_JOB,
    ]);

    const after = await createContext(config, { database: testDb.database });
    expect(await after.worker.runOnce(WEBHOOK_JOB)).toBe(true);
    expect(deliveries).toHaveLength(2);
    expect(deliveries[1]!.headers['drape-delivery']).toBe(deliveries[0]!.headers['drape-delivery']);
    expect(deliveries[1]!.body).toBe(deliveries[0]!.body);
    const signature = deliveries[1]!.headers['drape-signature'] as string;
    expect(verifyWebhookSignature(key.webhookSecret, signature, deliveries[1]!.body)).toBe(true);
    expect(await testDb.database.query('SELECT id FROM jobs')).toHaveLength(0);
    await after.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('webhook URL rule', () => {
  const production = { isProduction: true };
  it.each([
    'http://127.0.0.1:8080/x',
    'http://localhost/x',
    'http://10.1.2.3/x',
    'http://172.20.0.1/x',
    'http://192.168.1.10/x',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/x',
    'http://printer.local/x',
    'http://db.internal/x',
    'https://user:pass@example.com/x',
    'ftp://example.com/x',
    'not a url',
  ])('refuses %s in production', (url) => {
    expect(isWebhookUrlAllowed(url, production)).toBe(false);
  });
  it('allows public http(s) targets in production and loopback outside it', () => {
    expect(isWebhookUrlAllowed('https://hooks.example.com/drape', production)).toBe(true);
    expect(isWebhookUrlAllowed('http://8.8.8.8/hook', production)).toBe(true);
    expect(isWebhookUrlAllowed('http://127.0.0.1:9000/hook', { isProduction: false })).toBe(true);
  });
  it('rejects stale signatures', () => {
    const body = '{"a":1}';
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect(verifyWebhookSignature('s', signWebhook('s', body, old), body)).toBe(false);
  });
});

describe('key format', () => {
  it('has a prefix per mode and a checksum that catches typos', () => {
    const { key, keyPrefix } = createApiKeySecret('test');
    expect(key).toMatch(/^drape_test_[0-9A-Za-z]{49}$/);
    expect(keyPrefix).toBe(key.slice(0, 15));
    expect(checkApiKeyFormat(key)).toBe('ok');
    let caught = 0;
    for (let i = 11; i < key.length; i++) {
      const c = key[i] === 'x' ? 'y' : 'x';
      if (checkApiKeyFormat(key.slice(0, i) + c + key.slice(i + 1)) === 'checksum') caught++;
    }
    expect(caught).toBe(key.length - 11);
    expect(checkApiKeyFormat(key.slice(0, -1))).toBe('malformed');
    expect(checkApiKeyFormat('sk_live_abc')).toBe('malformed');
  });
  it('never repeats', () => {
    const seen = new Set(Array.from({ length: 200 }, () => createApiKeySecret('live').key));
    expect(seen.size).toBe(200);
  });
});
