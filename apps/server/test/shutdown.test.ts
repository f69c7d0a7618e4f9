import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'drape-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'serve'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v1/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('graceful shutdown on the embedded database', () => {
  it('finishes the in-flight request on SIGTERM, exits 0, and the data survives a restart', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const done = exited(first);
    const body = JSON.stringify({
      name: 'Shutdown Test',
      email: 'bye@example.com',
      password: 'password1',
    });
    const inFlight = fetch(`http://127.0.0.1:${port}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await new Promise((r) => setTimeout(r, 30));
    first.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(201);
    expect(await done).toBe(0);

    const second = await startServer(port);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bye@example.com', password: 'password1' }),
      });
      expect(login.status).toBe(200);
    } finally {
      const stopped = exited(second);
      second.kill('SIGINT');
      expect(await stopped).toBe(0);
    }
  }, 120_000);
});
