import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built web app served by a real server, driven in Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/server.global.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser per file; files run one after another to keep the 2-core machine steady.
    fileParallelism: false,
  },
});
