import { defineConfig } from 'vitest/config';

// Unit and integration tests (no browser). Browser end-to-end tests have their own config.
export default defineConfig({
  // The custom-boundary tests read their fixture files as bytes (web/src/custom/parse/fixtures.ts).
  assetsInclude: ['web/src/custom/parse/fixtures/*'],
  test: {
    include: ['{core,server,pipeline,web,scripts,bench}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Vitest's default is one worker less than the cores: one on a two-core machine (decision 0148).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
