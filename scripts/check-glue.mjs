// Checks that the glue of the browser's module, web/wasm/goscore_core.mjs, also loads the learned
// evaluator's module (CMakeLists.txt, profile `estimator`), whose own glue differs: linked with the
// estimation bindings only, it imports fewer of the glue's functions (no embind class, for one). The
// glue gives a module every function it imports and takes from it the exports it uses, by name, so
// one glue loads both when every import of the evaluator's module is one of the browser's module
// (the same JS library functions: same Emscripten, same link settings) and every export of the
// browser's module is one of the evaluator's. Run by scripts/build.sh.
//   node scripts/check-glue.mjs BROWSER.wasm ESTIMATOR.wasm
import { readFileSync } from 'node:fs';

const [browserPath, estimatorPath] = process.argv.slice(2);
const compile = (path) => new WebAssembly.Module(readFileSync(path));
const [browser, estimator] = [browserPath, estimatorPath].map(compile);
const names = (list) => new Set(list.map((e) => `${e.module ?? ''}.${e.name} (${e.kind})`));
const missing = (from, within) => [...from].filter((name) => !within.has(name));
const imports = missing(names(WebAssembly.Module.imports(estimator)), names(WebAssembly.Module.imports(browser)));
const exports = missing(names(WebAssembly.Module.exports(browser)), names(WebAssembly.Module.exports(estimator)));
if (imports.length > 0 || exports.length > 0) {
  const list = (what, items) => (items.length > 0 ? `\n  ${what}: ${items.join(', ')}` : '');
  console.error(
    `build: the glue of ${browserPath} cannot load ${estimatorPath}:` +
      list('imports the browser module lacks', imports) +
      list('exports the evaluator module lacks', exports),
  );
  process.exit(1);
}
