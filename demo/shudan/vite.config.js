// The example app (Shudan + goscore), built by Vite: `vite build --config demo/shudan/vite.config.js`
// writes build/shudan/, `vite --config demo/shudan/vite.config.js` serves it. 'goscore' is this
// repository's package (its browser entry), as it would be from node_modules.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  clearScreen: false,
  resolve: { alias: [{ find: /^goscore$/, replacement: here('../../web/browser.js') }] },
  server: { host: '127.0.0.1', fs: { allow: [here('../..')] } },
  build: { outDir: here('../../build/shudan'), emptyOutDir: true, target: 'es2022' },
});
