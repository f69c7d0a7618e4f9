// Authenticated profile read (JWT + a database row) against a bare Fastify hello-world,
// on PGlite and on PostgreSQL. Prints req/s, latency p50/p99 and the ratio to bare Fastify.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  createBenchDatabase,
  freePort,
  printTable,
  registerBenchUser,
  repoRoot,
  startDrape,
  stopChild,
  waitForHttp,
} from './lib/server-process';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;

async function load(url: string, headers: Record<string, string> = {}) {
  // A short warm-up first, so JIT and connection pools are settled.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function bare() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'lib', 'bare-fastify.mjs'), String(port)],
    {
      cwd: join(repoRoot, 'apps', 'server'),
      stdio: 'inherit',
    },
  );
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`);
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    await stopChild(child);
  }
}

async function profile(env: Record<string, string>) {
  const server = await startDrape(env);
  try {
    const { accessToken } = await registerBenchUser(server.url);
    return await load(`${server.url}/v1/users/profile`, { authorization: `Bearer ${accessToken}` });
  } finally {
    await server.stop();
  }
}

const rows: (string | number)[][] = [];
const baseline = await bare();
const fmt = (name: string, r: { rps: number; p50: number; p99: number }) => [
  name,
  Math.round(r.rps),
  r.p50.toFixed(1),
  r.p99.toFixed(1),
  `${((r.rps / baseline.rps) * 100).toFixed(0)}%`,
];
rows.push(fmt('bare Fastify hello-world', baseline));
const db = await createBenchDatabase();
if (db) {
  try {
    rows.push(fmt('GET /v1/users/profile, PostgreSQL', await profile({ DATABASE_URL: db.url })));
  } finally {
    await db.drop();
  }
}
rows.push(fmt('GET /v1/users/profile, PGlite', await profile({})));
process.stdout.write(`${CONNECTIONS} connections, ${DURATION} s per target, one process each\n\n`);
printTable(['target', 'req/s', 'p50 ms', 'p99 ms', 'of bare'], rows);
