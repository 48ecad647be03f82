import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { emojiAssets } from './scripts/emojiAssets';
import { pageMetaAsset } from './scripts/pageMetaAsset';
import { precompress } from './scripts/precompress';

// The web app lives in web/; its build goes to dist/web, which the server serves.
// In development (`npm run dev`) Vite proxies the API and the map files to the API server.
// Every build writes .br and .gz siblings of its compressible files, which the server sends as they are.
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), emojiAssets(), pageMetaAsset(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Two pages: the app, and the public page of a published map (/m/{id}), which the server fills in
    // and which loads none of the app (server/src/published).
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'web/index.html'),
        published: resolve(import.meta.dirname, 'web/published.html'),
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/maps': `http://127.0.0.1:${apiPort}`,
    },
  },
});
