import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: the real server, the built app, system Chromium through playwright-core.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    // Fails a test during which the app logged an error or warning no test allowed (e2e/consoleGuard.ts).
    setupFiles: ['e2e/consoleGuard.setup.ts'],
    environment: 'node',
    // Two files at a time (decision 0148): each has its own browser and most of a test is waiting on
    // the browser or the server, so two share the machine's two cores without slowing each other down.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
