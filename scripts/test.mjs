// `npm test`: every test. Check (typecheck + lint), unit and integration tests on PGlite, the
// server's integration tests again on PostgreSQL when TEST_DATABASE_URL is set, then the
// end-to-end suite in Chromium. Ends with one summary line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.tmp', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, cmd, args, env = {}) {
  process.stdout.write(`\n=== ${label}\n`);
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (res.status !== 0) failures.push(label);
  return res.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function vitest(label, file, extraArgs, env) {
  const reportFile = join(out, file);
  run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...extraArgs,
    ],
    env,
  );
  countVitest(reportFile);
}

const only = process.argv[2];
if (!only || only === 'check') run('check: typecheck + lint', 'npm', ['run', 'check']);
if (!only || only === 'unit') {
  vitest('unit + integration (PGlite)', 'vitest-pglite.json', [], { TEST_DB: 'pglite' });
  if (process.env.TEST_DATABASE_URL) {
    vitest('server integration (PostgreSQL)', 'vitest-postgres.json', ['--project', 'server'], {
      TEST_DB: 'postgres',
    });
  } else {
    process.stdout.write('\n(TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped)\n');
  }
}
if ((!only || only === 'e2e') && existsSync(join(root, 'scripts', 'e2e.mjs'))) {
  const report = join(out, 'playwright.json');
  run('end-to-end (Chromium)', 'node', ['scripts/e2e.mjs'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  if (existsSync(report)) {
    const stats = JSON.parse(readFileSync(report, 'utf8')).stats ?? {};
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
  }
}

if (failures.length) process.stdout.write(`\nFailed steps: ${failures.join('; ')}\n`);
process.stdout.write(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exit(failures.length ? 1 : 0);
