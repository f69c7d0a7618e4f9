import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real Drape server (`main.ts <command>`) in its own process on a temp data dir; `root`
 * may name another checkout (a before/after comparison in one run).
 */
export async function startDrape(
  env: Record<string, string> = {},
  command = 'serve',
  root = repoRoot,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'drape-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', command], {
    cwd: join(root, 'apps', 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_IP: '100000',
      REGISTER_RATE_LIMIT_PER_IP: '100000',
      TRIAL_GRANTS_PER_IP_PER_DAY: '100000',
      // Benches hammer one user from one address: lift the per-user and per-address caps.
      JWT_RATE_LIMIT_PER_MINUTE: '100000000',
      HTTP_MAX_CONNECTIONS_PER_IP: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/v1/health`);
  return { url, dataDir, stop: () => stopChild(child, dataDir) };
}

export async function stopChild(child: ChildProcess, dir?: string): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** A fresh PostgreSQL database for one benchmark, dropped by the returned function. */
export async function createBenchDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
} | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `drape_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    process.stderr.write(
      `PostgreSQL not reachable at ${adminUrl} (${(err as Error).message}); skipping it\n`,
    );
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export async function registerBenchUser(
  baseUrl: string,
): Promise<{ accessToken: string; userId: string }> {
  const res = await fetch(`${baseUrl}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench User',
      email: `bench-${Date.now()}-${Math.random()}@example.com`,
      password: 'Bench-pass-1',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as {
    data: { user: { id: string }; tokens: { access: { token: string } } };
  };
  return { accessToken: body.data.tokens.access.token, userId: body.data.user.id };
}

export function printTable(headers: string[], rows: (string | number)[][]): void {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  process.stdout.write(
    `${line(headers)}\n${line(headers.map(() => '---'))}\n${rows.map(line).join('\n')}\n`,
  );
}
