import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // test/: tests of the whole server as a process (exam-durability.test.ts, ledger-conservation.test.ts).
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/migrated-database.global.ts'],
    // Each file opens its own database; PGlite start-up and argon2 make the first calls slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
