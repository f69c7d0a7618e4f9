import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/*
 * A second, private instance of the real server for specs that need a different configuration
 * from the shared one (e.g. TRIAL_CREDITS=0 for a real out-of-credits 402). It runs `serve` (no
 * worker, no engine), on its own port and temp DATA_DIR, serving the same built SPA as the main
 * server. Start it in beforeAll and stop it in afterAll.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

export interface ExtraServer {
  /** Base URL, e.g. http://127.0.0.1:43123 (use absolute URLs with page.goto). */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => done(port));
      });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export async function startExtraServer(
  env: Record<string, string> = {},
  timeoutMs = 90_000,
): Promise<ExtraServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'drape-e2e-extra-'));
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'serve'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      REGISTER_RATE_LIMIT_PER_IP: '10000',
      TRIAL_GRANTS_PER_IP_PER_DAY: '10000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      JWT_RATE_LIMIT_PER_MINUTE: '100000',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The extra server exited with ${child.exitCode}:\n${stderr}`);
    }
    try {
      if ((await fetch(`${url}/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The extra server did not answer within ${timeoutMs} ms:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, dataDir, stop };
}
