// require('goscore'): the package is an ES module that loads its WebAssembly with a top-level await,
// which require() cannot wait for (Node's ERR_REQUIRE_ASYNC_MODULE). This CommonJS entry loads it
// with import() and exposes `ready`, a promise of the whole API; every other name reads through to
// the API once it has loaded.
//
//   const goscore = require('goscore');
//   await goscore.ready;            // or: const { getTerritories } = await goscore.ready;
//   goscore.getTerritories(rows);
//
// A name taken before the API has loaded (`const { getTerritories } = require('goscore')` at the
// top of a file) is a stand-in that calls, constructs and reads through to the real one once
// `ready` has resolved; used before that, it throws one clear error (code WASM_LOAD).
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

// The API's functions and classes, and its constants (the same values as web/src/input.js and
// rules.js export; tests/js/cjs.test.mjs checks both lists against the ES module).
const CALLABLE = new Set(
  'Game GoCounting GoScoreError ScoreResult analyzeTerritory compareRules estimateDead estimateScore getTerritories getTerritory init loadScoreModel memoryStats ownershipMap passAlive score scoreArea scoreTerritory scoreTrompTaylor'.split(
    ' ',
  ),
);
const CONSTANTS = {
  MAX_BOARD_SIZE: 1024,
  MAX_SGF_BYTES: 33554432,
  RULESETS: Object.freeze(['japanese', 'korean', 'chinese', 'aga', 'new-zealand', 'ing', 'tromp-taylor']),
};

/** The loaded API's `name`, or the error that says what to do. */
function loaded(name) {
  if (api) return api[name];
  const error = new Error(`goscore: ${name} was used before the module loaded; in CommonJS, await require('goscore').ready first`);
  error.name = 'GoScoreError';
  error.code = 'WASM_LOAD';
  throw error;
}

const standIns = new Map();
/** A function that forwards calls, `new` and property reads to the API's `name` once it has loaded. */
function standIn(name) {
  if (!standIns.has(name)) {
    const proxy = new Proxy(function () {}, {
      apply: (_, self, args) => Reflect.apply(loaded(name), self, args),
      construct: (_, args, newTarget) => Reflect.construct(loaded(name), args, newTarget === proxy ? loaded(name) : newTarget),
      get: (_, key) => (key === 'name' && !api ? name : Reflect.get(loaded(name), key)),
    });
    standIns.set(name, proxy);
  }
  return standIns.get(name);
}

module.exports = new Proxy(
  { ready },
  {
    get(target, name) {
      if (name === 'ready') return ready;
      if (name === '__esModule') return false;
      if (api) return api[name];
      if (typeof name !== 'string') return undefined;
      if (CALLABLE.has(name)) return standIn(name);
      return CONSTANTS[name];
    },
    has(target, name) {
      return name === 'ready' || (api !== null ? name in api : CALLABLE.has(name) || name in CONSTANTS);
    },
    ownKeys() {
      return api ? Object.keys(api) : ['ready', ...CALLABLE, ...Object.keys(CONSTANTS)];
    },
    getOwnPropertyDescriptor(target, name) {
      if (name === 'ready') return { value: ready, enumerable: true, configurable: true, writable: false };
      if (api && name in api) return { value: api[name], enumerable: true, configurable: true, writable: false };
      if (!api && (CALLABLE.has(name) || name in CONSTANTS)) {
        return { value: this.get(target, name), enumerable: true, configurable: true, writable: false };
      }
      return undefined;
    },
  },
);
