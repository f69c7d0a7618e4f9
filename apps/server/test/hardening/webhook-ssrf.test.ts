import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkWebhookTarget,
  isWebhookUrlAllowed,
} from '../../src/modules/api-keys/api-keys.webhooks';
import { NotPublicError, type Resolver } from '../../src/modules/api-keys/webhook-address';
import { postWebhook } from '../../src/modules/api-keys/webhook-post';
import { createTestApp, type TestApp, type TestUser } from '../helpers';

// Issue 12 defect 10: `http://LOCALHOST./x`, `[64:ff9b::7f00:1]`, 192.0.0.1, 198.18.0.1 and
// 224.0.0.1 were accepted as webhook URLs in production.
const production = { isProduction: true };

describe('webhook URLs in production', () => {
  it.each([
    'http://LOCALHOST./x',
    'http://localhost../x',
    'http://api.localhost/x',
    'http://[64:ff9b::7f00:1]/x',
    'http://[64:ff9b:1::a00:1]/x',
    'http://192.0.0.1/x',
    'http://198.18.0.1/x',
    'http://198.19.255.1/x',
    'http://224.0.0.1/x',
    'http://239.255.255.250/x',
    'http://255.255.255.255/x',
    'http://240.0.0.1/x',
    'http://0.0.0.0/x',
    'http://100.64.0.1/x',
    'http://192.0.2.1/x',
    'http://2130706433/x',
    'http://0x7f.1/x',
    'http://[::ffff:127.0.0.1]/x',
    'http://[::ffff:a9fe:a9fe]/x',
    'http://[::]/x',
    'http://[fe80::1]/x',
    'http://[fd00::1]/x',
    'http://[ff02::1]/x',
    'http://[2002:7f00:1::]/x',
    'http://[2001::1]/x',
    'http://[2001:db8::1]/x',
    'http://intranet/x',
    'http://router.home.arpa/x',
  ])('refuses %s', (url) => {
    expect(isWebhookUrlAllowed(url, production)).toBe(false);
  });

  it('allows public addresses and names', () => {
    for (const url of [
      'https://hooks.example.com/drape',
      'http://8.8.8.8/hook',
      'http://[2606:4700:4700::1111]/hook',
      'http://[::ffff:8.8.8.8]/hook',
    ]) {
      expect(isWebhookUrlAllowed(url, production), url).toBe(true);
    }
  });
});

describe('names are resolved and every address checked', () => {
  const dns: Record<string, string[]> = {
    'public.example.com': ['8.8.8.8', '2606:4700:4700::1111'],
    'mixed.example.com': ['8.8.8.8', '10.0.0.5'],
    'nat64.example.com': ['64:ff9b::a9fe:a9fe'],
  };
  const resolver: Resolver = async (host) => {
    const found = dns[host];
    if (!found) throw new Error('ENOTFOUND');
    return found;
  };
  it('at save time: one internal address, or none at all, refuses the URL', async () => {
    const check = (url: string) => checkWebhookTarget(url, production, resolver);
    expect(await check('https://public.example.com/h')).toBe(true);
    expect(await check('https://mixed.example.com/h')).toBe(false);
    expect(await check('https://nat64.example.com/h')).toBe(false);
    expect(await check('https://nowhere.example.com/h')).toBe(false);
  });

  describe('at delivery', () => {
    let hits = 0;
    let receiver: Server;
    let port = 0;
    beforeAll(async () => {
      receiver = createServer((req, res) => {
        hits += 1;
        if (req.url === '/redirect') {
          res.writeHead(302, { location: `http://127.0.0.1:${port}/landed` }).end();
        } else res.writeHead(200).end('ok');
      });
      await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
      port = (receiver.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

    const post = (url: string, publicOnly?: Resolver) =>
      postWebhook({ url, headers: {}, body: '{}', signal: AbortSignal.timeout(5000), publicOnly });

    it('a name that now resolves inside (rebinding) is refused before any byte is sent', async () => {
      const rebound: Resolver = async () => ['127.0.0.1'];
      hits = 0;
      await expect(post(`http://hooks.example.com:${port}/x`, rebound)).rejects.toBeInstanceOf(
        NotPublicError,
      );
      await expect(post(`http://127.0.0.1:${port}/x`, rebound)).rejects.toBeInstanceOf(
        NotPublicError,
      );
      expect(hits).toBe(0);
      // The same receiver, with the check off (development), is reached: the refusal was the check.
      expect(await post(`http://127.0.0.1:${port}/x`)).toBe(200);
      expect(hits).toBe(1);
    });

    it('redirects are not followed', async () => {
      hits = 0;
      expect(await post(`http://127.0.0.1:${port}/redirect`)).toBe(302);
      expect(hits).toBe(1);
    });
  });
});

describe('saving a webhook URL through the API (production)', () => {
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    alice = await t.registerUser();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['http://LOCALHOST./x', 'http://[64:ff9b::7f00:1]/x', 'http://198.18.0.1/x'])(
    'refuses %s on create and on update',
    async (webhookUrl) => {
      const create = await t.call({
        method: 'POST',
        url: '/v1/apikeys/generate',
        headers: alice.headers,
        payload: { name: 'k', webhookUrl },
      });
      expect(create.status).toBe(400);
      expect(create.body.details.fieldErrors.webhookUrl).toBeDefined();
      const made = await t.call({
        method: 'POST',
        url: '/v1/apikeys/generate',
        headers: alice.headers,
        payload: { name: 'k' },
      });
      const update = await t.call({
        method: 'PATCH',
        url: `/v1/apikeys/${made.body.data.id}`,
        headers: alice.headers,
        payload: { webhookUrl },
      });
      expect(update.status).toBe(400);
    },
  );
});
