// Every JavaScript code block of README.md runs as written: each ```js block is saved as a module
// inside the package (so that `import ... from 'goscore'` resolves to this package by its own name)
// and run with Node; it must finish without an error. A block that shows an error catches it itself.
// Lines of the form `expression; // → value` are also checked: the expression must equal the value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');
// ```js blocks run as ES modules, ```cjs blocks as CommonJS scripts.
const blocks = [...readme.matchAll(/^```(js|cjs)\n([\s\S]*?)^```$/gm)].map((m, i) => ({
  index: i,
  line: readme.slice(0, m.index).split('\n').length,
  kind: m[1],
  code: m[2],
}));

test('README.md has JavaScript examples', () => {
  assert.ok(blocks.length >= 5, `only ${blocks.length} js blocks found`);
});

/**
 * Turns `expr; // → value` lines into assertions: the value is a JS expression (an array, an object,
 * a string, a number) compared with assert.deepStrictEqual after a JSON-like normalisation of typed
 * arrays into plain arrays.
 */
function withChecks(code) {
  const lines = code.split('\n').map((line) => {
    const m = /^(\s*)(.+?);\s*\/\/ → (.+)$/.exec(line);
    if (!m) return line;
    return `${m[1]}__check(${m[2]}, ${m[3]}, ${JSON.stringify(m[2])});`;
  });
  const prelude = `import { deepStrictEqual as __deq } from 'node:assert/strict';
const __plain = (v) => ArrayBuffer.isView(v) ? Array.from(v) : Array.isArray(v) ? v.map(__plain)
  : v && typeof v === 'object' && v.constructor === Object ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, __plain(x)])) : v;
function __check(actual, expected, text) { __deq(__plain(typeof actual === 'object' && actual && !Array.isArray(actual) && !ArrayBuffer.isView(actual) && actual.constructor !== Object ? String(actual) : actual), __plain(expected), text); }
`;
  // Imports must stay at the top of the module: put the prelude after the block's own imports.
  const body = lines.join('\n');
  const lastImport = [...body.matchAll(/^import [\s\S]*?from '[^']+';$/gm)].pop();
  if (!lastImport) return prelude + body;
  const at = lastImport.index + lastImport[0].length;
  return `${body.slice(0, at)}\n${prelude}${body.slice(at)}`;
}

const dir = `${root}build/readme-blocks`;
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

for (const block of blocks) {
  test(`README block ${block.index + 1} (line ${block.line}) runs`, { timeout: 60_000 }, () => {
    const file = `${dir}/block-${block.index + 1}.${block.kind === 'cjs' ? 'cjs' : 'mjs'}`;
    writeFileSync(file, block.kind === 'cjs' ? block.code : withChecks(block.code));
    try {
      execFileSync(process.execPath, [file], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      assert.fail(`README.md line ${block.line}:\n${block.code}\n--- ${error.stderr || error.message}`);
    }
  });
}
