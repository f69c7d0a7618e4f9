import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers';

// Production runs the compiled server (scripts/build-server.mjs), not TypeScript through tsx.
// This builds it, starts it with plain `node` (no loader) and makes a real generation, so the
// bundle, the copied migrations and the compiled worker threads (the local engine's, the garment
// fabric's inside it, and the photoshoot renderer's) are all exercised.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const outdir = join(root, '.tmp', `server-dist-${process.pid}`);
const dataDir = mkdtempSync(join(tmpdir(), 'drape-compiled-'));
const fixtures = join(root, 'packages/tryon/test/fixtures');
let child: ChildProcess | undefined;
type Json = { data: any };

beforeAll(() => {
  const built = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs'), outdir], {
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
});

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS; // no tsx or Vitest loader may leak into the child
  child = spawn(process.execPath, [join(outdir, 'main.mjs'), 'all'], {
    env: { ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (const deadline = Date.now() + 45_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('compiled server did not start');
}

describe('the compiled server', () => {
  it('starts without tsx and turns the fixture pair into a COMPLETED generation', async () => {
    const port = await freePort();
    await start(port);
    const api = `http://127.0.0.1:${port}/v1`;
    const registered = await fetch(`${api}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Compiled', email: 'c@example.com', password: 'password1' }),
    });
    expect(registered.status).toBe(201);
    const token = ((await registered.json()) as Json).data.tokens.access.token as string;
    const auth = { authorization: `Bearer ${token}` };
    const upload = async (file: string, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([readFileSync(join(fixtures, file))], { type }), file);
      const res = await fetch(`${api}/upload`, { method: 'POST', headers: auth, body: form });
      expect(res.status).toBe(201);
      return ((await res.json()) as Json).data[0].url as string;
    };
    const personImageUrl = await upload('person_01_fashn_model.jpg', 'image/jpeg');
    const garmentImageUrl = await upload('garment_01_fashn_top.webp', 'image/webp');
    const generated = await fetch(`${api}/vton/generate`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      // A re-dress: its garment fabric is made on the engine's compiled fabric thread.
      body: JSON.stringify({ personImageUrl, garmentImageUrl, mode: 'redress' }),
    });
    expect(generated.status).toBe(201);
    const id = ((await generated.json()) as Json).data.id as string;
    let status = 'PENDING';
    for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 500));
      const res = await fetch(`${api}/vton/status/${id}`, { headers: auth });
      status = ((await res.json()) as Json).data.status as string;
      if (status === 'COMPLETED' || status === 'FAILED') break;
    }
    expect(status).toBe('COMPLETED');
    // The photoshoot renderer's compiled worker thread: the starter model is analysed there.
    const models = await fetch(`${api}/models`, { headers: auth });
    expect(models.status).toBe(200);
    const starter = ((await models.json()) as Json).data[0];
    expect(starter).toMatchObject({
      id: 'builtin-starter',
      analysis: { framing: 'three-quarter' },
    });
  }, 180_000);
});
