// Types of require('goscore'): `ready` resolves to the whole API; every other name is the API's,
// usable once `ready` has resolved.
type Api = typeof import('./index.js');
declare const goscore: Api & {
  /** Resolves to the API once the WebAssembly module has loaded; rejects with WASM_LOAD. */
  readonly ready: Promise<Api>;
};
export = goscore;
