// Lighthouse on the landing page (/) served by the real server (built SPA), with Debian Chromium,
// in the mobile (default: simulated Moto G Power on slow 4G) and desktop presets.
// Prints the category scores and FCP / LCP / TBT / CLS. Nothing is downloaded.
// Env: CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_RUNS (default 3; the median
// performance run is reported), LIGHTHOUSE_REPORT_DIR (write the JSON reports there).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { printTable, repoRoot, startDrape } from './lib/server-process';

const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
if (!chromePath)
  throw new Error(
    'No Chromium found: install it with `sudo apt-get install -y chromium` or set CHROME_PATH',
  );
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

// apps/web/dist is (re)built when it is missing or older than the web sources, so the numbers
// are always those of the current code. WEB_DIST_DIR points at another build and skips this.
const webDist = process.env.WEB_DIST_DIR ?? join(repoRoot, 'apps', 'web', 'dist');
if (!process.env.WEB_DIST_DIR) {
  const web = join(repoRoot, 'apps', 'web');
  const newest = (path: string): number => {
    const stat = statSync(path);
    return stat.isDirectory()
      ? Math.max(stat.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))))
      : stat.mtimeMs;
  };
  const built = join(webDist, 'index.html');
  const sources = Math.max(
    ...['src', 'public', 'index.html', 'vite.config.ts'].map((p) => newest(join(web, p))),
  );
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    process.stderr.write(
      'apps/web/dist is missing or older than the sources: building the web app\n',
    );
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('web build failed');
  }
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

const server = await startDrape({ WEB_DIST_DIR: webDist });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows: (string | number)[][] = [];
let version = '';
try {
  const presets: [string, Config | undefined][] = [
    ['mobile', undefined],
    ['desktop', desktopConfig as Config],
  ];
  for (const [preset, config] of presets) {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Only the page itself is fetched (plus /robots.txt from the same origin); no screenshot strip work.
      disableFullPageScreenshot: true,
    };
    const results: RunnerResult[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      // A trace now and then comes back without a navigation start (NO_NAVSTART) on a busy machine: retry.
      for (let attempt = 1; ; attempt += 1) {
        const result = await lighthouse(`${server.url}/`, flags, config);
        if (!result) throw new Error('lighthouse returned no result');
        if (!result.lhr.runtimeError) {
          results.push(result);
          break;
        }
        if (attempt === 3)
          throw new Error(`lighthouse (${preset}): ${result.lhr.runtimeError.message}`);
        process.stderr.write(`${preset}: ${result.lhr.runtimeError.code}, retrying\n`);
      }
    }
    results.sort(
      (a, b) =>
        (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
    );
    const { lhr, report } = results[Math.floor(results.length / 2)]!;
    version = lhr.lighthouseVersion;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(
        join(reportDir, `landing-${preset}.json`),
        Array.isArray(report) ? report[0]! : report,
      );
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => {
      const audit = lhr.audits[id];
      if (!audit?.numericValue && audit?.numericValue !== 0) return 'n/a';
      return id === 'cumulative-layout-shift'
        ? audit.numericValue.toFixed(3)
        : `${Math.round(audit.numericValue)} ms`;
    };
    rows.push([preset, ...CATEGORIES.map(score), ...METRICS.map(([id]) => metric(id))]);
    // Anything short of full marks is worth a look: list the failing audits of each category.
    for (const id of CATEGORIES) {
      const failing = (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map(
          (ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`,
        );
      if (failing.length) process.stderr.write(`${preset} ${id}: ${failing.join(', ')}\n`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
process.stdout.write(
  `Lighthouse ${version} on ${chromePath}, GET / from the real server (built SPA), ${RUNS} run(s) per preset (median performance)\n\n`,
);
printTable(
  ['preset', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
  rows,
);
