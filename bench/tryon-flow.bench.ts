// The try-on flow end to end on the real server (`main.ts all`: API + one in-process worker +
// the local engine): upload the fixture pair (rescaled per generation), submit N generations at once, and measure
// generations per minute, generate→COMPLETED latency (queue wait included) and the engine's
// own processing time, then status-poll req/s with autocannon. On PGlite, and on PostgreSQL
// when one is reachable (BENCH_POSTGRES=0 skips it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import {
  createBenchDatabase,
  printTable,
  registerBenchUser,
  repoRoot,
  startDrape,
} from './lib/server-process';

const GENERATIONS = Number(process.env.BENCH_GENERATIONS ?? 6);
const POLL_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const SAME_PAIR = process.env.BENCH_SAME_PAIR === '1';
const fixtures = join(repoRoot, 'packages', 'tryon', 'test', 'fixtures');

interface Status {
  id: string;
  status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  errorMessage: string | null;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};

async function upload(
  url: string,
  token: string,
  folder: string,
  name: string,
  type: string,
  bytes: Buffer,
) {
  const form = new FormData();
  form.append('folder', folder);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${url}/v1/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { url: string }[] }).data[0]!.url;
}

async function run(label: string, env: Record<string, string>) {
  const server = await startDrape(
    { TRIAL_CREDITS: String(GENERATIONS + 5), WORKER_CONCURRENCY: '1', ...env },
    'all',
  );
  try {
    const { accessToken } = await registerBenchUser(server.url);
    const auth = { authorization: `Bearer ${accessToken}` };
    // Every generation gets its own pair (the fixtures scaled by a few pixels), so the engine's
    // caches never help: like real users, who each send new photos. BENCH_SAME_PAIR=1 reuses one.
    const personJpg = readFileSync(join(fixtures, 'person_01_fashn_model.jpg'));
    const garmentWebp = readFileSync(join(fixtures, 'garment_01_fashn_top.webp'));
    const { width: pw = 768 } = await sharp(personJpg).metadata();
    const { width: gw = 768 } = await sharp(garmentWebp).metadata();
    const pairs: { person: string; garment: string }[] = [];
    for (let i = 0; i < GENERATIONS; i += 1) {
      const shrink = SAME_PAIR ? 0 : i * 4;
      if (SAME_PAIR && pairs[0]) {
        pairs.push(pairs[0]);
        continue;
      }
      const person = await sharp(personJpg)
        .resize({ width: pw - shrink })
        .jpeg({ quality: 92 })
        .toBuffer();
      const garment = await sharp(garmentWebp)
        .resize({ width: gw - shrink })
        .png()
        .toBuffer();
      pairs.push({
        person: await upload(
          server.url,
          accessToken,
          'vton-persons',
          'person.jpg',
          'image/jpeg',
          person,
        ),
        garment: await upload(
          server.url,
          accessToken,
          'vton-garments',
          'garment.png',
          'image/png',
          garment,
        ),
      });
    }

    const started = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < GENERATIONS; i += 1) {
      const res = await fetch(`${server.url}/v1/vton/generate`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': `bench-${i}` },
        body: JSON.stringify({
          personImageUrl: pairs[i]!.person,
          garmentImageUrl: pairs[i]!.garment,
        }),
      });
      if (res.status !== 201) throw new Error(`generate failed: ${res.status} ${await res.text()}`);
      ids.push(((await res.json()) as { data: { id: string } }).data.id);
    }

    const done = new Map<string, Status>();
    const deadline = Date.now() + GENERATIONS * 120_000;
    while (done.size < ids.length) {
      if (Date.now() > deadline)
        throw new Error(`${ids.length - done.size} generations did not finish in time`);
      for (const id of ids.filter((i) => !done.has(i))) {
        const res = await fetch(`${server.url}/v1/vton/status/${id}`, { headers: auth });
        const row = ((await res.json()) as { data: Status }).data;
        if (row.status === 'COMPLETED' || row.status === 'FAILED') done.set(id, row);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const rows = [...done.values()];
    const failed = rows.filter((r) => r.status === 'FAILED');
    if (failed.length)
      throw new Error(`${failed.length} generations failed: ${failed[0]!.errorMessage}`);
    const finishedAt = Math.max(...rows.map((r) => Date.parse(r.completedAt!)));
    const perMinute = (rows.length / ((finishedAt - started) / 1000)) * 60;
    const latency = rows.map((r) => (Date.parse(r.completedAt!) - Date.parse(r.createdAt)) / 1000);
    const processing = rows.map(
      (r) => (Date.parse(r.completedAt!) - Date.parse(r.startedAt ?? r.createdAt)) / 1000,
    );

    const pollUrl = `${server.url}/v1/vton/status/${ids[0]}`;
    await autocannon({ url: pollUrl, connections: CONNECTIONS, duration: 1, headers: auth });
    const poll = await autocannon({
      url: pollUrl,
      connections: CONNECTIONS,
      duration: POLL_SECONDS,
      headers: auth,
    });
    if (poll.non2xx > 0 || poll.errors > 0)
      throw new Error(`status poll: ${poll.non2xx} non-2xx, ${poll.errors} errors`);

    return [
      label,
      rows.length,
      perMinute.toFixed(2),
      quantile(latency, 0.5).toFixed(1),
      quantile(latency, 0.95).toFixed(1),
      quantile(processing, 0.5).toFixed(1),
      quantile(processing, 0.95).toFixed(1),
      Math.round(poll.requests.average),
      poll.latency.p99.toFixed(1),
    ];
  } finally {
    await server.stop();
  }
}

const table: (string | number)[][] = [];
table.push(await run('PGlite (embedded)', {}));
if (process.env.BENCH_POSTGRES !== '0') {
  const db = await createBenchDatabase();
  if (db) {
    try {
      table.push(await run('PostgreSQL', { DATABASE_URL: db.url }));
    } finally {
      await db.drop();
    }
  }
}
process.stdout.write(
  `${GENERATIONS} generations submitted at once, one worker (WORKER_CONCURRENCY=1), local engine, ` +
    `${SAME_PAIR ? 'the same fixture pair each time (engine caches warm)' : 'a different scaling of the fixture pair each time (no cache hits)'}; ` +
    `latency = createdAt→completedAt (includes queue wait), processing = startedAt→completedAt (first includes model load); ` +
    `status poll: ${CONNECTIONS} connections, ${POLL_SECONDS} s\n\n`,
);
printTable(
  [
    'database',
    'generations',
    'gen/min',
    'latency p50 s',
    'latency p95 s',
    'processing p50 s',
    'processing p95 s',
    'status req/s',
    'status p99 ms',
  ],
  table,
);
