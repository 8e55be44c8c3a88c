import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// By path, not by package name: Vite loads its config with Node, which would not compile a linked package's TypeScript.
import { precompress } from '../../packages/web-kit/src/precompress.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The service worker precaches the built app only (never API answers) and waits for the
    // user's consent before a new version takes over (the update banner of the shell).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['index.html', 'assets/**/*.{js,css}'],
        // pdf.js (its worker is an .mjs, never matched) is fetched with the first PDF opened, not installed for everyone.
        globIgnores: ['assets/pdf-*.js'],
        navigateFallback: 'index.html',
        // The game frame opens /games/ as a navigation of its own: it is the game runtime's page, never this app's.
        navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/games(?:\/|$)/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [],
      },
    }),
    precompress(),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
  },
});
