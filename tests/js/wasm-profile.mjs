// The package with the module profile under test: Node's (goscore_core.node.wasm, built for speed,
// what web/index.js loads) by default, or with GOSCORE_WASM=browser the browser's (goscore_core.wasm,
// built for size, what web/browser.js loads). The differential tests import the package from here,
// and npm test runs them with each profile: both must give the native build's answers.
import { init, ready } from '../../web/browser.js';

const file = process.env.GOSCORE_WASM === 'browser' ? 'goscore_core.wasm' : 'goscore_core.node.wasm';
init({ wasmUrl: new URL(`../../web/wasm/${file}`, import.meta.url) }).catch(() => {});
await ready;

export * from '../../web/browser.js';
