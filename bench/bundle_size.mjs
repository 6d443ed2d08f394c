// What a bundler ships of the package's JS: web/browser.js (the entry of the exports map's default
// condition, which bundlers for browsers take) with the glue it imports, bundled and
// minified by rolldown (the bundler of vite, a devDependency), gzipped with level 9. The wasm is a
// separate file either way. Prints "file<TAB>raw<TAB>gzip"; prints nothing when rolldown is missing.
import { gzipSync } from 'node:zlib';

let rolldown;
try {
  ({ rolldown } = await import('rolldown'));
} catch {
  process.exit(0);
}
const bundle = await rolldown({ input: 'web/browser.js', platform: 'browser', logLevel: 'silent' });
const { output } = await bundle.generate({ format: 'es', minify: true });
const code = Buffer.from(output.find((o) => o.type === 'chunk').code);
console.log(`browser.js + glue, bundled and minified (rolldown)\t${code.length}\t${gzipSync(code, { level: 9 }).length}`);
