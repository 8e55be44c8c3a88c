import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path, not by package name: Vite loads its config with Node, which would not compile a linked package's TypeScript.
import { precompress } from '../../packages/web-kit/src/precompress.ts';
import { preloadLazy } from '../../packages/web-kit/src/preload-lazy.ts';

/** The runtime is served by the platform's server under /games/ (apps/server, GAMES_DIST). */
export default defineConfig({
  base: '/games/',
  // The game's code is lazy so the first frame paints with React alone, but every visit loads it.
  plugins: [react(), preloadLazy(['src/app/game-app.tsx']), precompress()],
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
  build: { target: 'es2022' },
});
