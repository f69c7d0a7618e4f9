import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/*
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the REAL server
 * (`main.ts all`: API, built SPA and worker in one process) on a fresh data directory.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '../..');

export function findChromium(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found: install it with `sudo apt-get install -y chromium` or set CHROME_PATH',
    );
  }
  return found;
}

/** A free TCP port, found synchronously (the config must be synchronous). */
function freePort(): string {
  const probe =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  const out = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).stdout.trim();
  return /^\d+$/.test(out) ? out : '3100';
}

// Chosen once in the runner and inherited by the workers, so parallel runs in one tree never collide.
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// Set once in the runner; workers inherit it, so every process reads the same outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'drape-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  outputDir: `./.tmp/test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // `npm test` asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to count the results.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // Screenshot runs are separate: `SCREENS=1 npm run test:e2e -- --grep @screens`.
  grepInvert: process.env.SCREENS ? undefined : /@screens/,
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts all',
    cwd: repoRoot,
    url: `${baseURL}/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      // scripts/e2e.mjs builds into a private directory so concurrent runs never share a dist.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the production default (20 per window) would trip.
      AUTH_RATE_LIMIT_PER_IP: '10000',
      REGISTER_RATE_LIMIT_PER_IP: '10000',
      TRIAL_GRANTS_PER_IP_PER_DAY: '10000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      JWT_RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
