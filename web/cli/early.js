// Imported first by web/cli.js, before the rest of the tool (web/cli/main.js) and the package:
// when the command line asks for the archive mode on more than one thread, the worker threads
// start here, so that their start (a thread, the package's JS) overlaps this thread's own load of
// the package and its walk of the folders. The .wasm is compiled here once: init({ wasmModule })
// gives it to this thread's package (in place of the entry's default load, which starts one
// microtask after the entry is evaluated, and only if no load has started) and the workers get
// the same module. This only reads the command line the way main.js parseArgs does for the
// archive mode; whatever it gets wrong costs only the early start: archive.js starts the workers
// itself when none were started here, and stops those it does not need; a run that never starts
// leaves them unreferenced, and the process exits anyway.
import { readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { init } from '../src/core.js';
import { startEarlyWorkers } from './pool.js';

/** The options of the command line (web/cli/main.js) that take a value (the next argument). */
const WITH_VALUE = ['--rules', '--komi', '--dead', '--seki', '--jobs', '--shard'];

/** The worker threads an archive run of `argv` will want (jobs - 1), or 0 when it is not one. */
export function earlyWorkerCount(argv) {
  const files = [];
  let jobs;
  let archive = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (WITH_VALUE.includes(a)) {
      const v = argv[++i];
      if (a === '--jobs') jobs = /^[0-9]+$/.test(v ?? '') ? Number(v) : NaN;
      if (a === '--jobs' || a === '--shard') archive = true;
    } else if (a === '--jsonl') archive = true;
    else if (a === '-h' || a === '--help' || a === '--auto' || a === '--compare') return 0;
    else if (!a.startsWith('-') || a === '-') files.push(a);
  }
  archive ||= files.length > 1 || files.includes('-') || (files.length === 1 && isFolder(files[0]));
  const threads = jobs ?? availableParallelism();
  return archive && Number.isSafeInteger(threads) && threads > 1 ? threads - 1 : 0;
}

function isFolder(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

const count = earlyWorkerCount(process.argv.slice(2));
if (count > 0) {
  let wasmModule = null;
  try {
    wasmModule = new WebAssembly.Module(readFileSync(new URL('../wasm/goscore_core.node.wasm', import.meta.url)));
  } catch {
    // A missing or broken .wasm: no early start; the entry's own load reports it, as ever.
  }
  if (wasmModule !== null) {
    init({ wasmModule }).catch(() => {});
    startEarlyWorkers(count, wasmModule);
  }
}
