import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest config; this file only lists them.
export default defineConfig({
  test: {
    // Two test files at a time (each server file has its own database): a 2-core machine.
    maxWorkers: 2,
    projects: [
      'packages/shared',
      'packages/tryon',
      'apps/server',
      'apps/web',
      // The repo's own tooling: the ESLint boundary rules, proved on fixture files.
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], testTimeout: 120_000 } },
    ],
  },
});
