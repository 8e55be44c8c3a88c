import { defineConfig } from 'vitest/config';

/** `npm test`: unit and integration tests of every package; end-to-end tests run apart (e2e/). */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'apps/games'],
  },
});
