import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path, not by package name: Vite loads its config with Node, which would not compile a linked package's TypeScript.
import { precompress } from '../../packages/web-kit/src/precompress.ts';

/** The runtime is served by the platform's server under /games/ (apps/server, GAMES_DIST). */
export default defineConfig({
  base: '/games/',
  plugins: [react(), precompress()],
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
  build: { target: 'es2022' },
});
