import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'drape-dist-'));
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root">spa</div>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'assets', 'big.js'), 'console.log(2)');
  writeFileSync(join(webDist, 'assets', 'big.js.br'), brotliCompressSync('console.log(2)'));
  writeFileSync(join(webDist, 'assets', 'big.js.gz'), gzipSync('console.log(2)'));
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(() => t.close());

describe('HTTP conventions', () => {
  it('answers unknown /v1 paths with a JSON 404', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/does-not-exist' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the SPA for client-side routes and static assets as files', async () => {
    for (const url of ['/', '/dashboard', '/gallery?x=1', '/deep/link/here']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.status).toBe(200);
      expect(res.body).toContain('<div id="root">spa</div>');
    }
    const asset = await t.call({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.call({ method: 'GET', url: '/dashboard' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await t.call({ method: 'POST', url: '/dashboard' })).status).toBe(404);
  });

  it("sends the build's precompressed .br/.gz beside an asset when the client accepts it", async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync('console.log(2)'))).toBe(true);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(2)');
    // No compressed copy: the file itself.
    const raw = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe('console.log(1)');
  });

  it('sends a request id (echoing a safe one) and security headers with a CSP', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/v1/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const fresh = await t.call({ method: 'GET', url: '/v1/health' });
    expect(String(fresh.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports database readiness on /v1/health', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/health' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('turns malformed JSON into a 400 without a stack trace', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
  });

  it('publishes an OpenAPI 3.1 document', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toContain('/v1/auth/login');
  });
});

describe('configuration', () => {
  it('fails at start with a list of every bad variable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'drape-cfg-'));
    try {
      loadConfig({ DATA_DIR: dir, PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
      expect.unreachable('loadConfig should have thrown');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/JWT_SECRET/);
    }
  });

  it('keeps a generated JWT secret in the data dir across restarts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'drape-cfg-'));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
  });
});
