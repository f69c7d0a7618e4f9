#!/usr/bin/env node
// The package ships TypeScript source; run the CLI through tsx so no build step is needed.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const tsxLoader = pathToFileURL(require.resolve('tsx')).href;
const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'cli', 'main.ts');
const run = spawnSync(process.execPath, ['--import', tsxLoader, cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
