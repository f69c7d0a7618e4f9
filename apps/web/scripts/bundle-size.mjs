// Prints the landing page's initial JavaScript (entry + landing chunk + their static imports), gzip,
// and fails when it is over the 120 KB budget. Usage: npm run size -w apps/web
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const out = mkdtempSync(join(tmpdir(), 'drape-size-'));
try {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--manifest', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(out, file)), { level: 9 }).length;
  const closure = (key, seen = new Set()) => {
    if (!seen.has(key)) {
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const landing = Object.keys(manifest).find((k) => k.includes('landing-page'));
  const keys = closure(entry);
  const entryKb = [...keys].reduce((sum, k) => sum + gz(manifest[k].file), 0) / 1024;
  if (landing) closure(landing, keys);
  const landingKb = [...keys].reduce((sum, k) => sum + gz(manifest[k].file), 0) / 1024;
  console.log(`entry JS: ${entryKb.toFixed(1)} KB gzip`);
  console.log(`landing initial JS: ${landingKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
  if (landingKb > BUDGET_KB) process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
