// Local try-on engine: model load, per-stage and end-to-end latency (p50/p95) for 768×1024
// inputs with and without a cached garment, for the re-dress and the replace path, and peak memory. Inputs are made from the Apache-2.0
// fixture pair in packages/tryon/test/fixtures.
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type * as LocalEngine from '@drape/tryon/local-engine';

/**
 * The engine timed: this checkout's, or another checkout's sources for an A/B
 * (BENCH_TRYON_ENGINE=/path/to/other/packages/tryon/src/local/local-engine.ts; decision 100). A
 * second checkout's `npm run bench` would not do: its node_modules linked to this one's resolve
 * `@drape/tryon` to this checkout's engine.
 */
const ENGINE = process.env.BENCH_TRYON_ENGINE ?? '@drape/tryon/local-engine';
const { createLocalEngine } = (await import(ENGINE)) as typeof LocalEngine;

const FIXTURES = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'packages',
  'tryon',
  'test',
  'fixtures',
);
const UNCACHED_RUNS = Number(process.env.BENCH_UNCACHED_RUNS ?? 8);
/**
 * A fresh process's first generations of each mode run while V8 is still compiling the engine's
 * code (on the same two cores): they are timed and printed on their own, as the model load is,
 * and the rows below measure the engine as a server runs it after its first few jobs.
 */
const WARM_UP_RUNS = Number(process.env.BENCH_WARM_UP_RUNS ?? 3);
const CACHED_RUNS = Number(process.env.BENCH_CACHED_RUNS ?? 10);
const STAGES = ['garment', 'person', 'fit', 'fabric', 'composite', 'total', 'cpu'] as const;

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

const toBenchInput = async (file: string) =>
  sharp(await readFile(join(FIXTURES, file)))
    .resize(768, 1024, { fit: 'cover' })
    .jpeg({ quality: 90 })
    .toBuffer();

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

type Timings = Record<string, number>;
type Engine = ReturnType<typeof createLocalEngine>;

/**
 * One generation's stage timings plus `cpu`: the process's CPU time (user + system, all threads)
 * it took. On a shared machine wall time waits for other jobs; CPU time is what a quiet machine
 * would spend. An uncached re-dress makes the garment's fabric on a second thread while the
 * person is analysed, so its wall time can be below its CPU time; the other stages run on one.
 */
async function timed(engine: Engine, input: Parameters<Engine['generate']>[0]): Promise<Timings> {
  const before = process.cpuUsage();
  const { timings } = await engine.generate(input);
  const used = process.cpuUsage(before);
  return { ...timings, cpu: Math.round((used.user + used.system) / 1000) };
}

/** A fresh process's first generations, alternating the modes: their wall times, in order. */
async function warmUp(person: Buffer, garment: Buffer) {
  const engine = createLocalEngine({ cacheEntries: 0 });
  const first = await engine.generate({ person, garment, mode: 'redress' });
  const runs: { mode: string; total: number }[] = [];
  for (let i = 0; i < WARM_UP_RUNS; i += 1)
    for (const mode of ['redress', 'replace'] as const)
      runs.push({ mode, total: (await timed(engine, { person, garment, mode })).total ?? NaN });
  await engine.close();
  return {
    loadModels: first.timings.loadModels ?? NaN,
    firstTotal: first.timings.total ?? NaN,
    size: `${first.width}×${first.height}`,
    runs,
  };
}

/** Uncached (garment analysed every time) and cached runs of one mode. */
async function runMode(person: Buffer, garment: Buffer, mode: 'redress' | 'replace') {
  const uncachedEngine = createLocalEngine({ cacheEntries: 0 });
  await uncachedEngine.generate({ person, garment, mode });
  const uncached: Timings[] = [];
  for (let i = 0; i < UNCACHED_RUNS; i += 1)
    uncached.push(await timed(uncachedEngine, { person, garment, mode }));
  const cachedEngine = createLocalEngine();
  await cachedEngine.generate({ person, garment, mode });
  const cached: Timings[] = [];
  for (let i = 0; i < CACHED_RUNS; i += 1)
    cached.push(await timed(cachedEngine, { person, garment, mode }));
  await Promise.all([uncachedEngine.close(), cachedEngine.close()]);
  return { uncached, cached };
}

const row = (label: string, runs: Timings[]) =>
  `| ${label} (n=${runs.length}) | ${STAGES.map((s) => {
    const values = runs.map((t) => t[s] ?? 0);
    return `${percentile(values, 50)} / ${percentile(values, 95)}`;
  }).join(' | ')} |`;

async function main(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  const person = await toBenchInput('person_01_fashn_model.jpg');
  const garment = await toBenchInput('garment_01_fashn_top.webp');
  const warm = await warmUp(person, garment);
  const redress = await runMode(person, garment, 'redress');
  const replace = await runMode(person, garment, 'replace');
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
  if (process.env.BENCH_TRYON_ENGINE) console.log(`Engine: ${ENGINE}\n`);
  console.log(
    `Model load (first generate, once per process): **${warm.loadModels} ms**; inputs 768×1024 JPEG, output ${warm.size}.\n`,
  );
  console.log(
    `A fresh process's first generations (uncached garment, V8 still compiling the engine), ms: ${[
      `redress ${warm.firstTotal} (with the model load)`,
      ...warm.runs.map((r) => `${r.mode} ${r.total}`),
    ].join(', ')}. The rows below come after these.\n`,
  );
  console.log(`| run | ${STAGES.map((s) => `${s} p50 / p95 (ms)`).join(' | ')} |`);
  console.log(`|---|${STAGES.map(() => '---').join('|')}|`);
  console.log(row('redress, uncached garment', redress.uncached));
  console.log(row('redress, cached garment', redress.cached));
  console.log(row('replace, uncached garment', replace.uncached));
  console.log(row('replace, cached garment', replace.cached));
  console.log(
    `\nLoad average (1 min) on ${cpus().length} cores: ${loadBefore.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end.`,
  );
  console.log(
    `\nPeak RSS: **${(peakRss / 1024 / 1024).toFixed(0)} MB**. Aim: cached p50 ≤ 1500 ms, uncached p50 ≤ 2500 ms, peak ≤ 1536 MB.`,
  );
}

await main();
