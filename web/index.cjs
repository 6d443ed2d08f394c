// require('goscore'): the package is an ES module that loads its WebAssembly with a top-level await,
// which require() cannot wait for (Node's ERR_REQUIRE_ASYNC_MODULE). This CommonJS entry loads it
// with import() and exposes `ready`, a promise of the whole API; every other name reads through to
// the API once it has loaded, and says what to do if used before.
//
//   const goscore = require('goscore');
//   await goscore.ready;            // or: const { getTerritories } = await goscore.ready;
//   goscore.getTerritories(rows);
'use strict';

let api = null;
// The ES entry resolves even when the .wasm failed to load; its own `ready` says whether it did.
const ready = import('./index.js').then((module) =>
  module.ready.then(() => {
    api = module;
    return module;
  }),
);
// Reported to whoever awaits `ready`, never as an unhandled rejection.
ready.catch(() => {});

module.exports = new Proxy(
  { ready },
  {
    get(target, name) {
      if (name === 'ready') return ready;
      if (name === '__esModule') return false;
      if (api) return api[name];
      if (typeof name === 'symbol' || name === 'then') return undefined;
      throw new Error(
        `goscore: ${String(name)} is not loaded yet; in CommonJS, await require('goscore').ready first`,
      );
    },
    has(target, name) {
      return name === 'ready' || (api !== null && name in api);
    },
    ownKeys() {
      return api ? Object.keys(api) : ['ready'];
    },
    getOwnPropertyDescriptor(target, name) {
      if (name === 'ready') return { value: ready, enumerable: true, configurable: true, writable: false };
      if (api && name in api) return { value: api[name], enumerable: true, configurable: true, writable: false };
      return undefined;
    },
  },
);
