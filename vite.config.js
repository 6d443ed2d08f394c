// Vite serves the scoring demo (demo/) for `npm start` and the browser test. The page imports the
// package source (../web/index.js), which loads web/wasm/goscore_core.wasm by URL: both sit inside
// the repository, which is the only part of the file system the server may read.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const repo = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('./demo', import.meta.url)),
  clearScreen: false,
  // The page has no npm dependencies: nothing to pre-bundle, and nothing to fetch.
  optimizeDeps: { noDiscovery: true, include: [] },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT) || 5173,
    strictPort: true,
    fs: { strict: true, allow: [repo] },
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: fileURLToPath(new URL('./build/demo', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
