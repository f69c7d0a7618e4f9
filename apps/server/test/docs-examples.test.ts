import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freePort, type TestApp, type TestUser } from './helpers';
import { runWorker } from '../src/worker';

/**
 * The quickstart shown on /docs is executed here, unchanged, against a running server: the
 * TypeScript example with Node's fetch and the curl example with sh + curl + jq.
 */
const run = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../../..');
const examples = join(repoRoot, 'apps/web/src/features/docs/examples');
// The Apache-2.0 pair kept in the repository (see its NOTICE); nothing here needs ../shared.
const fixtures = join(repoRoot, 'packages/tryon/test/fixtures');
const hasTool = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

let t: TestApp;
let user: TestUser;
let baseUrl: string;
let dir: string;
let ready = false;

beforeAll(async () => {
  // Result URLs are absolute (PUBLIC_URL), so the server must listen where it says it is.
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: '600', PUBLIC_URL: baseUrl });
  ready =
    t.app.hasRoute({ method: 'POST', url: '/v1/upload' }) &&
    t.app.hasRoute({ method: 'POST', url: '/v1/vton/generate' }) &&
    t.app.hasRoute({ method: 'GET', url: '/v1/vton/status/:id' });
  if (!ready) return;
  await t.app.listen({ port, host: '127.0.0.1' });
  await runWorker(t.ctx);
  user = await t.registerUser();
  dir = mkdtempSync(join(tmpdir(), 'drape-quickstart-'));
  // Small copies of real fixtures keep the run short on a shared 2-core machine.
  await sharp(join(fixtures, 'person_01_fashn_model.jpg'))
    .resize({ height: 512 })
    .jpeg()
    .toFile(join(dir, 'person.jpg'));
  await sharp(join(fixtures, 'garment_01_fashn_top.webp'))
    .resize({ height: 512 })
    .jpeg()
    .toFile(join(dir, 'garment.jpg'));
}, 120_000);
afterAll(async () => {
  await t.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function newKey(name: string) {
  const res = await t.call({
    method: 'POST',
    url: '/v1/apikeys/generate',
    headers: user.headers,
    payload: { name },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; key: string };
}

async function expectImage(path: string) {
  const meta = await sharp(readFileSync(path)).metadata();
  expect(['png', 'jpeg', 'webp']).toContain(meta.format);
  expect(meta.width).toBeGreaterThan(0);
}

describe('docs quickstart examples', () => {
  it('the TypeScript example runs the whole flow with an API key', async (ctx) => {
    if (!ready) ctx.skip();
    const key = await newKey('Quickstart TS');
    const out = join(dir, 'result-ts.png');
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        join(examples, 'quickstart.ts'),
        join(dir, 'person.jpg'),
        join(dir, 'garment.jpg'),
        out,
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, DRAPE_API_URL: baseUrl, DRAPE_API_KEY: key.key },
        timeout: 240_000,
      },
    );
    expect(stdout).toContain(`saved ${out}`);
    await expectImage(out);
    const stats = await t.call({
      method: 'GET',
      url: `/v1/apikeys/${key.id}/stats`,
      headers: user.headers,
    });
    expect(stats.body.data.stats.usageCount).toBe(1);
    expect(stats.body.data.stats.creditsSpent).toBe(1);
    expect(stats.body.data.stats.totalRequests).toBeGreaterThanOrEqual(5);
  }, 300_000);

  it('the curl example runs the whole flow with an API key', async (ctx) => {
    if (!ready || !hasTool('curl') || !hasTool('jq')) ctx.skip();
    const key = await newKey('Quickstart curl');
    const out = join(dir, 'result-curl.png');
    const { stdout } = await run(
      'sh',
      [join(examples, 'quickstart.sh'), join(dir, 'person.jpg'), join(dir, 'garment.jpg'), out],
      { env: { ...process.env, DRAPE_API_URL: baseUrl, DRAPE_API_KEY: key.key }, timeout: 240_000 },
    );
    expect(stdout).toContain(`saved ${out}`);
    await expectImage(out);
  }, 300_000);
});
