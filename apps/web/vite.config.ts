import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite/precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
  },
});
