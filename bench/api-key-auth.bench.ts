// The cost of authenticating with an API key instead of a JWT, on the same endpoint
// (GET /v1/credits/balance), on PGlite and on PostgreSQL. An API-key request does a format +
// checksum check, one indexed lookup by SHA-256 hash and one rate-limit upsert (no cache, so a
// revoke is effective on the next request in every process); a JWT request only verifies a
// signature. Sequential keep-alive requests, interleaved, so both see the same machine noise.
import autocannon from 'autocannon';
import {
  createBenchDatabase,
  printTable,
  registerBenchUser,
  startDrape,
} from './lib/server-process';

const N = Number(process.env.BENCH_REQUESTS ?? 1500);
const WARMUP = 200;
const PATH = '/v1/credits/balance';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function timeOne(url: string, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

async function throughput(url: string, headers: Record<string, string>) {
  const r = await autocannon({ url, connections: 10, duration: 4, headers });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return Math.round(r.requests.average);
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startDrape({ API_KEY_RATE_LIMIT_PER_MINUTE: '100000000', ...env });
  try {
    const { accessToken } = await registerBenchUser(server.url);
    const created = await fetch(`${server.url}/v1/apikeys/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench' }),
    });
    if (created.status !== 201) throw new Error(`key: ${created.status} ${await created.text()}`);
    const { key } = ((await created.json()) as { data: { key: string } }).data;
    const url = `${server.url}${PATH}`;
    const auth = {
      JWT: { authorization: `Bearer ${accessToken}` },
      'API key': { 'x-api-key': key },
    } as const;
    const times: Record<keyof typeof auth, number[]> = { JWT: [], 'API key': [] };
    for (let i = 0; i < WARMUP + N; i++) {
      for (const kind of Object.keys(auth) as (keyof typeof auth)[]) {
        const ms = await timeOne(url, auth[kind]);
        if (i >= WARMUP) times[kind].push(ms);
      }
    }
    const rows: (string | number)[][] = [];
    const p50 = { JWT: 0, 'API key': 0 };
    for (const kind of Object.keys(auth) as (keyof typeof auth)[]) {
      const sorted = times[kind].sort((a, b) => a - b);
      p50[kind] = quantile(sorted, 0.5);
      rows.push([
        label,
        kind,
        p50[kind].toFixed(3),
        quantile(sorted, 0.95).toFixed(3),
        quantile(sorted, 0.99).toFixed(3),
        await throughput(url, auth[kind]),
      ]);
    }
    rows.push([
      label,
      '**API key overhead**',
      `**${(p50['API key'] - p50.JWT).toFixed(3)}**`,
      '',
      '',
      '',
    ]);
    return rows;
  } finally {
    await server.stop();
  }
}

const rows = await measure('PGlite', {});
const pg = await createBenchDatabase();
if (pg) {
  try {
    rows.push(...(await measure('PostgreSQL', { DATABASE_URL: pg.url })));
  } finally {
    await pg.drop();
  }
}
process.stdout.write(
  `GET ${PATH}, ${N} sequential requests per credential (interleaved), then 10 connections × 4 s\n\n`,
);
printTable(['database', 'credential', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s (10 conn)'], rows);
