// Profile-read latency with 0 and with 300 open generation event streams (issue 12: 300 streams
// raised the profile p95 from 16 ms to 347 ms). The real server (`main.ts serve`: no worker, so
// the generations stay queued and their streams stay open), PGlite and PostgreSQL.
// BENCH_BEFORE_ROOT=<another checkout> measures that build too, in the same run.
import http from 'node:http';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import {
  createBenchDatabase,
  printTable,
  registerBenchUser,
  repoRoot,
  startDrape,
} from './lib/server-process';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 300);
const GENERATIONS = Number(process.env.BENCH_GENERATIONS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 4;
const fixtures = join(repoRoot, 'packages', 'tryon', 'test', 'fixtures');

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

async function upload(url: string, token: string, folder: string, file: string, type: string) {
  const form = new FormData();
  const bytes = new Uint8Array(readFileSync(join(fixtures, file)));
  form.append('folder', folder);
  form.append('file', new Blob([bytes], { type }), file);
  const res = await fetch(`${url}/v1/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { url: string }[] }).data[0]!.url;
}

/** GENERATIONS queued generations of one user (no worker runs, so they stay PENDING). */
async function queueGenerations(url: string, token: string): Promise<string[]> {
  const person = await upload(
    url,
    token,
    'vton-persons',
    'person_01_fashn_model.jpg',
    'image/jpeg',
  );
  const garment = await upload(
    url,
    token,
    'vton-garments',
    'garment_01_fashn_top.webp',
    'image/webp',
  );
  const ids: string[] = [];
  for (let i = 0; i < GENERATIONS; i += 1) {
    const res = await fetch(`${url}/v1/vton/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ personImageUrl: person, garmentImageUrl: garment }),
    });
    if (res.status !== 201) throw new Error(`generate failed: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}

/** Opens `count` event streams spread over the generations; resolves once each has its first event. */
async function openStreams(url: string, token: string, ids: string[], count: number) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  await Promise.all(
    Array.from({ length: count }, (_, i) => {
      return new Promise<void>((resolve, reject) => {
        const req = http.get(
          `${url}/v1/vton/${ids[i % ids.length]}/events`,
          { agent, headers: { authorization: `Bearer ${token}` } },
          (res) => {
            if (res.statusCode !== 200) reject(new Error(`stream: ${res.statusCode}`));
            res.once('data', () => resolve());
            res.resume();
          },
        );
        req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
        requests.push(req);
      });
    }),
  );
  return () => requests.forEach((r) => r.destroy());
}

/** CONNECTIONS loops reading the profile for SECONDS; adds every request's latency to `into`. */
async function profileLatency(url: string, token: string, into: number[]) {
  const end = Date.now() + SECONDS * 1000;
  const loop = async () => {
    while (Date.now() < end) {
      const t0 = performance.now();
      const res = await fetch(`${url}/v1/users/profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`profile: ${res.status}`);
      into.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
}

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), n: sorted.length };
};

/**
 * ROUNDS of (no stream open, then STREAMS open), so a machine whose load drifts during the run
 * weighs on both sides alike; the latencies of each side are pooled.
 */
async function measure(label: string, env: Record<string, string>, root?: string) {
  const server = await startDrape({ TRIAL_CREDITS: String(GENERATIONS), ...env }, 'serve', root);
  try {
    const { accessToken } = await registerBenchUser(server.url);
    const ids = await queueGenerations(server.url, accessToken);
    await profileLatency(server.url, accessToken, []); // warm-up
    const idle: number[] = [];
    const busy: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await profileLatency(server.url, accessToken, idle);
      const close = await openStreams(server.url, accessToken, ids, STREAMS);
      await new Promise((r) => setTimeout(r, 1500));
      await profileLatency(server.url, accessToken, busy);
      close();
      await new Promise((r) => setTimeout(r, 500));
    }
    const [a, b] = [summary(idle), summary(busy)];
    const ms = (n: number) => n.toFixed(1);
    return [
      [label, 0, ms(a.p50), ms(a.p95), a.n, '1.00'],
      [label, STREAMS, ms(b.p50), ms(b.p95), b.n, (b.p95 / a.p95).toFixed(2)],
    ];
  } finally {
    await server.stop();
  }
}

/** This checkout, and with BENCH_BEFORE_ROOT another one (e.g. the commit before a change). */
const builds: [string, string | undefined][] = process.env.BENCH_BEFORE_ROOT
  ? [
      ['before', process.env.BENCH_BEFORE_ROOT],
      ['after', undefined],
    ]
  : [['', undefined]];
const rows: (string | number)[][] = [];
const db = process.env.BENCH_POSTGRES === '0' ? null : await createBenchDatabase();
for (const [build, root] of builds) {
  const name = (base: string) => (build ? `${base}, ${build}` : base);
  if (db) rows.push(...(await measure(name('PostgreSQL'), { DATABASE_URL: db.url }, root)));
  rows.push(...(await measure(name('PGlite'), {}, root)));
}
await db?.drop();
process.stdout.write(
  `GET /v1/users/profile from ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s without and ${SECONDS} s with the streams open; streams spread over ${GENERATIONS} queued generations\n\n`,
);
printTable(['server', 'open streams', 'p50 ms', 'p95 ms', 'requests', 'p95 ratio'], rows);
