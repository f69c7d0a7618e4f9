import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest config; this file only lists them.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/tryon', 'apps/server', 'apps/web'],
  },
});
