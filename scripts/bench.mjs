import { spawnSync } from 'node:child_process';
const run = spawnSync('npm', ['run', 'bench', '-w', 'bench', '--', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
