import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'games',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole games played click by click: slower than a unit test on a shared two-core machine.
    testTimeout: 20_000,
  },
});
