// A 24-image photoshoot end to end on the real server: 2 garments × 2 models (the starter model
// and its mirror image, added through POST /v1/models) × 3 built-in backdrops × 2 shots (the
// starter photo has no feet, so no full-length shots: the API refuses those up front), with the
// local engine (one try-on per garment × model, then one rendered shot per image). Measures
// images per minute and the time to the first finished image, in embedded mode (`all` on
// PGlite, one worker) and on PostgreSQL with 2 workers (`all` plus a `worker` process).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  createBenchDatabase,
  printTable,
  registerBenchUser,
  repoRoot,
  startDrape,
  stopChild,
} from './lib/server-process';

const fixtures = join(repoRoot, 'packages', 'tryon', 'test', 'fixtures');
type Auth = { authorization: string };

async function upload(url: string, auth: Auth, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('folder', 'uploads');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const res = await fetch(`${url}/v1/upload`, { method: 'POST', headers: auth, body: form });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string }[] }).data[0]!.id;
}

async function post(url: string, auth: Auth, path: string, body: object) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data;
}

interface Image {
  status: string;
  completedAt: string | null;
  error: string | null;
}

async function shoot(url: string, auth: Auth) {
  const person = readFileSync(join(fixtures, 'person_01_fashn_model.jpg'));
  const garment = readFileSync(join(fixtures, 'garment_01_fashn_top.webp'));
  const mirrored = await upload(url, auth, await sharp(person).flop().png().toBuffer(), 'm.png');
  const model = await post(url, auth, '/v1/models', {
    uploadId: mirrored,
    name: 'Mirror',
    consent: true,
  });
  const g1 = await upload(url, auth, await sharp(garment).png().toBuffer(), 'g1.png');
  const g2 = await upload(
    url,
    auth,
    await sharp(garment).modulate({ hue: 140 }).png().toBuffer(),
    'g2.png',
  );
  const started = Date.now();
  const { id } = await post(url, auth, '/v1/photoshoots', {
    garments: [
      { uploadId: g1, sku: 'TOP-1' },
      { uploadId: g2, sku: 'TOP-2' },
    ],
    modelIds: ['builtin-starter', model.id],
    backdropIds: ['builtin-studio-ivory', 'builtin-heritage-jharokha', 'builtin-studio-blush'],
    shots: ['three-quarter', 'close-up'],
  });
  for (;;) {
    const res = await fetch(`${url}/v1/photoshoots/${id}`, { headers: auth });
    const data = ((await res.json()) as { data: { status: string; images: Image[] } }).data;
    if (!['PENDING', 'PROCESSING'].includes(data.status)) return { started, data };
    if (Date.now() - started > 30 * 60_000) throw new Error('the shoot did not finish in 30 min');
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function run(label: string, env: Record<string, string>, extraWorkers: number) {
  const server = await startDrape({ TRIAL_CREDITS: '40', WORKER_CONCURRENCY: '1', ...env }, 'all');
  const workers = Array.from({ length: extraWorkers }, () =>
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'worker'], {
      cwd: join(repoRoot, 'apps', 'server'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: server.dataDir,
        WORKER_CONCURRENCY: '1',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  try {
    const { accessToken } = await registerBenchUser(server.url);
    const { started, data } = await shoot(server.url, { authorization: `Bearer ${accessToken}` });
    const done = data.images.filter((i) => i.status === 'COMPLETED');
    const failed = data.images.filter((i) => i.status === 'FAILED');
    const times = done.map((i) => Date.parse(i.completedAt!) - started);
    const last = Math.max(...times) / 1000;
    return [
      label,
      data.images.length,
      done.length,
      failed.length ? `${failed.length} (${failed[0]!.error})` : 0,
      ((done.length / last) * 60).toFixed(1),
      (Math.min(...times) / 1000).toFixed(1),
      last.toFixed(1),
    ];
  } finally {
    for (const w of workers) await stopChild(w);
    await server.stop();
  }
}

const table: (string | number)[][] = [];
table.push(await run('PGlite (embedded), 1 worker', {}, 0));
if (process.env.BENCH_POSTGRES !== '0') {
  const db = await createBenchDatabase();
  if (db) {
    try {
      table.push(await run('PostgreSQL, 2 workers', { DATABASE_URL: db.url }, 1));
    } finally {
      await db.drop();
    }
  }
}
process.stdout.write(
  '24-image shoot (2 garments × 2 models × 3 built-in backdrops × 2 shots), local engine, ' +
    'WORKER_CONCURRENCY=1 per process; times from POST /v1/photoshoots (models already loaded only after the first image)\n\n',
);
printTable(
  ['setup', 'images', 'completed', 'failed', 'images/min', 'first image s', 'all images s'],
  table,
);
