// Types of goscore/inline: the whole API of 'goscore', with the .wasm inside the JS.
export * from './index.js';
