import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../../packages/web-kit/src/precompress.ts';
// By path, not by package name: Vite loads its config with Node, which would not compile a linked package's TypeScript.
import { preloadGroups } from '../../packages/web-kit/src/preload-lazy.ts';

const CONTRACTS_MODULE = /packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;
const zodFree = new Map<string, boolean>();

/** The contracts modules a module's values come from (type-only imports excluded). */
function valueImports(id: string, source: string): string[] {
  const found = source.matchAll(/^import (?!type )[^;]*? from '(\.\/[^']+\.ts)';/gms);
  return [...found].map((match) => join(dirname(id), match[1] as string));
}

/**
 * A contracts module that defines no schema (its constants, labels and rules) and takes no value
 * from one that does: it loads no zod. One that did would make the two chunks import each other,
 * and the schemas would be evaluated before the constants they use.
 */
function isZodFreeContract(id: string): boolean {
  if (!CONTRACTS_MODULE.test(id)) return false;
  let free = zodFree.get(id);
  if (free === undefined) {
    zodFree.set(id, true); // a cycle between contracts modules decides nothing by itself
    const source = readFileSync(id, 'utf8');
    free = !source.includes("from 'zod'") && valueImports(id, source).every(isZodFreeContract);
    zodFree.set(id, free);
  }
  return free;
}

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
        // The push handler (public/push-sw.js): shows a notification pushed by the server and opens its page.
        importScripts: ['push-sw.js'],
      },
    }),
    // What src/route-preload.ts preloads for a signed-in student's landing (its id and group names).
    preloadGroups('route-preloads', 'src/route-preload.ts', {
      studentHome: [
        'src/features/accounts/session-flows.tsx',
        'src/features/activity-tracker/tracker-layout.tsx',
        'src/app/dashboards/student-dashboard.tsx',
        'src/app/dashboards/screens/student-home.tsx',
        'src/app/dashboards/screens/student-home-prefetch.ts',
      ],
      map: ['src/features/interactive-map/interactive-map.tsx'],
    }),
    precompress(),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer, larger chunks where the automatic split makes dozens of tiny ones: a phone over
        // HTTP/1.1 fetches six at a time, each costing a round trip (the student's home loaded 40
        // chunks after its first paint). The zod-free contracts modules are one chunk (zod stays
        // out of it), the icons another.
        codeSplitting: {
          groups: [
            { name: 'contracts', test: isZodFreeContract, includeDependenciesRecursively: false },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
