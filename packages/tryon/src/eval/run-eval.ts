import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createLocalEngine } from '../local/local-engine';
import { isTryonError } from '../errors';
import type { Category } from '../types';
import { measureSignals } from './signals';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../../..');
const FIXTURES = resolve(repoRoot, '../shared/fixtures/vton');
const OUT_DIR = join(here, '..', '..', 'eval-out');
const TILE_W = 240;
const TILE_H = 320;

const PAIRS: [string, string, Category][] = [
  ['person_01_fashn_model.jpg', 'garment_01_fashn_top.webp', 'upper'],
  ['person_02_woman_offshoulder.jpg', 'garment_02_flat_top.jpg', 'upper'],
  ['person_03_man_sweatshirt.jpg', 'garment_03_flat_jeans.jpg', 'lower'],
  ['person_04_woman_red_saree.webp', 'garment_04_folded_saree.webp', 'saree'],
  ['person_02_woman_offshoulder.jpg', 'garment_05_lehenga_onmodel.jpg', 'full'],
  ['person_05_man_bandhgala.jpg', 'garment_06_kurta_onmodel.jpg', 'upper'],
  ['person_03_man_sweatshirt.jpg', 'garment_01_fashn_top.webp', 'upper'],
  ['person_05_man_bandhgala.jpg', 'garment_02_flat_top.jpg', 'upper'],
];

const tile = (input: Buffer) =>
  sharp(input).resize(TILE_W, TILE_H, { fit: 'contain', background: '#777' }).png().toBuffer();

async function main(): Promise<void> {
  if (!existsSync(FIXTURES)) {
    console.log(`eval skipped: no fixtures at ${FIXTURES}`);
    return;
  }
  const only = process.argv[2];
  const engine = createLocalEngine();
  const rows: Buffer[][] = [];
  console.log(
    '| person | garment | category | re-dressed | background changed | ΔE to garment | ms |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [p, g, category] of PAIRS) {
    if (only && !`${p}${g}`.includes(only)) continue;
    const person = await readFile(join(FIXTURES, p));
    const garment = await readFile(join(FIXTURES, g));
    try {
      const { result, debug } = await engine.generateWithDebug({ person, garment, category });
      const s = measureSignals(debug, debug.layer.workImage);
      console.log(
        `| ${p} | ${g} | ${category} | ${(s.redressed * 100).toFixed(1)}% | ${(s.backgroundChanged * 100).toFixed(2)}% | ${s.colourDeltaE.toFixed(1)} | ${result.timings.total} |`,
      );
      rows.push([await tile(person), await tile(garment), await tile(result.image)]);
    } catch (error) {
      if (!isTryonError(error)) throw error;
      console.log(`| ${p} | ${g} | ${category} | error ${error.code}: ${error.message} | | | |`);
    }
  }
  await mkdir(OUT_DIR, { recursive: true });
  const sheet = join(OUT_DIR, 'contact-sheet.png');
  await sharp({
    create: {
      width: TILE_W * 3,
      height: TILE_H * Math.max(1, rows.length),
      channels: 3,
      background: '#333',
    },
  })
    .composite(
      rows.flatMap((row, r) =>
        row.map((input, c) => ({ input, left: c * TILE_W, top: r * TILE_H })),
      ),
    )
    .png()
    .toFile(sheet);
  console.log(`\ncontact sheet: ${sheet}`);
}

await main();
