// Local try-on engine: model load, per-stage and end-to-end latency (p50/p95) for 768×1024
// inputs with and without a cached garment, and peak memory. Inputs are made from the Apache-2.0
// fixture pair in packages/tryon/test/fixtures.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createLocalEngine } from '@drape/tryon/local-engine';

const FIXTURES = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'packages',
  'tryon',
  'test',
  'fixtures',
);
const UNCACHED_RUNS = Number(process.env.BENCH_UNCACHED_RUNS ?? 5);
const CACHED_RUNS = Number(process.env.BENCH_CACHED_RUNS ?? 10);
const STAGES = ['garment', 'person', 'fit', 'composite', 'total'] as const;

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

async function main(): Promise<void> {
  const person = await toBenchInput('person_01_fashn_model.jpg');
  const garment = await toBenchInput('garment_01_fashn_top.webp');
  const uncachedEngine = createLocalEngine({ cacheEntries: 0 });
  const first = await uncachedEngine.generate({ person, garment });
  const modelLoadMs = first.timings.loadModels ?? NaN;
  const uncached: Record<string, number>[] = [];
  for (let i = 0; i < UNCACHED_RUNS; i += 1)
    uncached.push((await uncachedEngine.generate({ person, garment })).timings);
  const cachedEngine = createLocalEngine();
  await cachedEngine.generate({ person, garment });
  const cached: Record<string, number>[] = [];
  for (let i = 0; i < CACHED_RUNS; i += 1)
    cached.push((await cachedEngine.generate({ person, garment })).timings);
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);

  const row = (label: string, runs: Record<string, number>[]) =>
    `| ${label} (n=${runs.length}) | ${STAGES.map((s) => {
      const values = runs.map((t) => t[s] ?? 0);
      return `${percentile(values, 50)} / ${percentile(values, 95)}`;
    }).join(' | ')} |`;
  console.log(
    `Model load (first generate, once per process): **${modelLoadMs} ms**; inputs 768×1024 JPEG.\n`,
  );
  console.log(`| run | ${STAGES.map((s) => `${s} p50 / p95 (ms)`).join(' | ')} |`);
  console.log(`|---|${STAGES.map(() => '---').join('|')}|`);
  console.log(row('uncached garment', uncached));
  console.log(row('cached garment', cached));
  console.log(
    `\nPeak RSS: **${(peakRss / 1024 / 1024).toFixed(0)} MB**. Aim: cached p50 ≤ 1500 ms, uncached p50 ≤ 3000 ms, peak ≤ 1536 MB.`,
  );
}

await main();
