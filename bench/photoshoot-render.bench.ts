// Photoshoot render stage: time to cut a 768×1024 dressed model out of its photo (segmentation,
// matte refinement, edge colours) and to compose one 3:4 shot on a backdrop, p50/p95, and peak
// memory. Input made from the Apache-2.0 person fixture in packages/tryon/test/fixtures.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderShot, type ShotKind } from '@drape/tryon/photoshoot';

const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'packages',
  'tryon',
  'test',
  'fixtures',
  'person_01_fashn_model.jpg',
);
const UNCACHED_RUNS = Number(process.env.BENCH_UNCACHED_RUNS ?? 5);
const CACHED_RUNS = Number(process.env.BENCH_CACHED_RUNS ?? 6);
const BACKDROPS = ['studio-ivory', 'heritage-jharokha'];
// The fixture's feet touch the frame's bottom: it makes three-quarter and close-up shots.
const SHOTS: ShotKind[] = ['three-quarter', 'close-up'];

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const input = (quality: number) =>
  readFile(FIXTURE).then((b) =>
    sharp(b).resize(768, 1024, { fit: 'cover' }).jpeg({ quality }).toBuffer(),
  );

async function main(): Promise<void> {
  await renderShot({
    image: await input(70),
    backdrop: { builtIn: 'studio-ivory' },
    shot: 'close-up',
  }); // model load
  const uncached: number[] = [];
  const cutOut: number[] = [];
  for (let i = 0; i < UNCACHED_RUNS; i += 1) {
    // A different encoding each run: a different image to the cut-out cache.
    const image = await input(80 + i);
    const r = await renderShot({
      image,
      backdrop: { builtIn: 'studio-ivory' },
      shot: 'three-quarter',
    });
    uncached.push(r.timings.total ?? NaN);
    cutOut.push(r.timings.subject ?? NaN);
  }
  const image = await input(95);
  await renderShot({ image, backdrop: { builtIn: 'studio-ivory' }, shot: 'close-up' });
  const rows: string[] = [];
  for (const shot of SHOTS) {
    for (const backdrop of BACKDROPS) {
      const totals: number[] = [];
      let size = '';
      for (let i = 0; i < CACHED_RUNS; i += 1) {
        const r = await renderShot({ image, backdrop: { builtIn: backdrop }, shot });
        totals.push(r.timings.total ?? NaN);
        size = `${r.width}×${r.height}`;
      }
      rows.push(
        `| ${shot} on ${backdrop} (${size}, n=${CACHED_RUNS}) | ${percentile(totals, 50)} / ${percentile(totals, 95)} |`,
      );
    }
  }
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
  console.log('| run | p50 / p95 (ms) |');
  console.log('|---|---|');
  console.log(
    `| cut-out of a new image (n=${UNCACHED_RUNS}) | ${percentile(cutOut, 50)} / ${percentile(cutOut, 95)} |`,
  );
  console.log(
    `| cut-out + three-quarter shot, new image (n=${UNCACHED_RUNS}) | ${percentile(uncached, 50)} / ${percentile(uncached, 95)} |`,
  );
  for (const row of rows) console.log(row);
  console.log(`\nPeak RSS: **${(peakRss / 1024 / 1024).toFixed(0)} MB**. Input 768×1024 JPEG.`);
}

await main();
