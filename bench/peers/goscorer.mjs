// goscorer (lightvector's scorer, MIT), as online-go.com runs it: the copy bundled inside the npm
// `goban` package (a devDependency of the benchmarks and evaluations only, never of the package).
// goban ships goscorer only inside its webpack bundle, so this takes that one module's source out of
// build/goban.js and evaluates it on its own, with the two webpack helpers it calls.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function load() {
  const bundle = readFileSync(require.resolve('goban/build/goban.js'), 'utf8');
  const key = '"./src/third_party/goscorer/goscorer.js":';
  const start = bundle.indexOf(key);
  if (start < 0) throw new Error('goscorer not found in goban/build/goban.js');
  const bodyStart = bundle.indexOf('=> {', start) + 4;
  const bodyEnd = bundle.indexOf('\n/***/ })', bodyStart);
  const body = bundle.slice(bodyStart, bodyEnd);
  const exports = {};
  const webpackRequire = {
    r() {},
    d(target, getters) {
      for (const [name, get] of Object.entries(getters)) Object.defineProperty(target, name, { get, enumerable: true });
    },
  };
  new Function('__unused_webpack_module', '__webpack_exports__', '__webpack_require__', body)(
    undefined,
    exports,
    webpackRequire,
  );
  return exports;
}

/** goscorer's exports: territoryScoring, areaScoring, finalTerritoryScore, finalAreaScore, BLACK, WHITE, EMPTY. */
export const goscorer = load();
export const GOSCORER_VERSION = JSON.parse(readFileSync(require.resolve('goban/package.json'), 'utf8')).version;
