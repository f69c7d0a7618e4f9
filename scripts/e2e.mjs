// End-to-end suite: builds the web app, then runs Playwright (Debian Chromium) against the real server.
// The build goes to a private temp directory, so several runs in one working tree do not collide.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
if (!chromium) {
  console.error(
    'No Chromium found: install it with `sudo apt-get install -y chromium` or set CHROME_PATH',
  );
  process.exit(1);
}

const webDist = mkdtempSync(join(tmpdir(), 'drape-e2e-web-'));
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });

let status = 1;
try {
  const build = run('npm', [
    'run',
    'build',
    '-w',
    'apps/web',
    '--',
    '--outDir',
    webDist,
    '--emptyOutDir',
  ]);
  if (build.status !== 0) process.exit(build.status ?? 1);
  const test = run(
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
    { E2E_WEB_DIST: webDist },
  );
  status = test.status ?? 1;
} finally {
  rmSync(webDist, { recursive: true, force: true });
}
process.exit(status);
