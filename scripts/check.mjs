// `npm run check`: typecheck every workspace, lint, format check and knip. Each of these is one
// single-threaded process, so they run side by side, as many at a time as the machine has cores
// (CHECK_JOBS overrides), longest first. Each job's output is printed when it ends.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const npx = (...args) => ['npx', '--no-install', ...args];

// Slowest first, so the short ones fill in behind them (CPU seconds measured 2026-11-24).
const jobs = [
  { label: 'lint', cmd: npx('eslint', '.', '--max-warnings', '0') },
  ...['apps/server', 'apps/web', 'packages/tryon', 'bench', 'packages/shared']
    .filter((w) => pkg.workspaces.includes(w))
    .filter(
      (w) => JSON.parse(readFileSync(join(root, w, 'package.json'), 'utf8')).scripts?.typecheck,
    )
    .map((w) => ({ label: `typecheck ${w}`, cmd: ['npm', 'run', 'typecheck', '-w', w] })),
  { label: 'knip', cmd: npx('knip', '--no-progress') },
  { label: 'format', cmd: npx('prettier', '--check', '.', '--log-level', 'warn') },
];

const parallel = Math.max(1, Number(process.env.CHECK_JOBS) || availableParallelism());
const failed = [];
const started = Date.now();

function runJob({ label, cmd }) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(cmd[0], cmd.slice(1), { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('close', (code) => {
      const text = Buffer.concat(output)
        .toString()
        // npm's warnings about the machine's own npmrc say nothing about the code.
        .replace(/^npm warn Unknown (project|user) config .*\n/gm, '');
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      process.stdout.write(`--- ${label}: ${code === 0 ? 'ok' : 'FAILED'} (${secs}s)\n${text}`);
      if (code !== 0) failed.push(label);
      resolve();
    });
  });
}

const queue = [...jobs];
await Promise.all(
  Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    while (queue.length) await runJob(queue.shift());
  }),
);
const total = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(
  failed.length ? `check failed (${total}s): ${failed.join(', ')}\n` : `check ok (${total}s)\n`,
);
process.exit(failed.length ? 1 : 0);
