// Every export of web/index.d.ts and of each other entry's declarations (goscore/goban,
// goscore/deadstones, ...), and every member of an exported class or interface, has a TSDoc
// comment (/** ... */), found with the TypeScript compiler's own parser; every name an entry
// exports at run time is declared.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');
// web/index.d.ts and the files it re-exports (`export * from './types/...'`).
const FILE = new URL('../../web/index.d.ts', import.meta.url);
const indexFiles = () => [FILE, ...[...readFileSync(FILE, 'utf8').matchAll(/^export \* from '\.\/(types\/\w+)\.js';$/gm)].map((m) => new URL(`../../web/${m[1]}.d.ts`, import.meta.url))];

/** The names of the declarations in `source` that lack a doc comment. */
export function undocumented(source) {
  const file = ts.createSourceFile('index.d.ts', source, ts.ScriptTarget.Latest, true);
  const missing = [];
  const hasDoc = (node) => ts.getJSDocCommentsAndTags(node).some((d) => d.kind === ts.SyntaxKind.JSDoc);
  const nameOf = (node) => (node.name ? node.name.getText(file) : node.kind === ts.SyntaxKind.Constructor ? 'constructor' : ts.SyntaxKind[node.kind]);
  for (const statement of file.statements) {
    const exported = ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.Export;
    if (!exported) continue;
    // `export const A: T, B: T;` documents its declaration list.
    const named = ts.isVariableStatement(statement) ? statement.declarationList.declarations.map((d) => d.name.getText(file)).join(', ') : nameOf(statement);
    if (!hasDoc(statement)) missing.push(named);
    if (ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement)) {
      for (const member of statement.members) {
        if (!hasDoc(member)) missing.push(`${named}.${nameOf(member)}`);
      }
    }
  }
  return missing;
}

test('every export of web/index.d.ts (and web/types/) has a doc comment, and so does every class and interface member', () => {
  assert.deepEqual(indexFiles().map((f) => f.pathname.replace(/.*\/web\//, '')), ['index.d.ts', 'types/life.d.ts', 'types/rules.d.ts', 'types/estimate.d.ts']);
  for (const file of indexFiles()) assert.deepEqual(undocumented(readFileSync(file, 'utf8')), [], file.pathname);
});

test('the check finds a missing comment (it can fail)', () => {
  const source = '/** Documented. */\nexport function a(): void;\nexport function b(): void;\n/** A class. */\nexport class C {\n  /** Yes. */\n  x: number;\n  y: number;\n}\n';
  assert.deepEqual(undocumented(source), ['b', 'C.y']);
});

test('every function, class and constant of the package is declared in web/index.d.ts', async () => {
  const pkg = await import('../../web/index.js');
  const source = indexFiles().map((f) => readFileSync(f, 'utf8')).join('\n');
  for (const name of Object.keys(pkg)) {
    assert.match(source, new RegExp(`export (function|class|const) ${name}\\b`), `${name} is exported by web/index.js but not declared`);
  }
});

// The other entries: each .d.ts beside its module; a name may also be re-exported from index.d.ts.
const ENTRIES = ['goban', 'deadstones'];

for (const entry of ENTRIES) {
  test(`goscore/${entry}: every export of web/${entry}.d.ts is documented, and every runtime export declared`, async () => {
    const source = readFileSync(new URL(`../../web/${entry}.d.ts`, import.meta.url), 'utf8');
    assert.deepEqual(undocumented(source), []);
    const module = await import(`../../web/${entry}.js`);
    const reexported = [...source.matchAll(/export \{([^}]*)\} from/g)].flatMap((m) => m[1].split(',').map((n) => n.trim()));
    for (const name of Object.keys(module)) {
      if (name === 'default') {
        assert.match(source, /^export default \w+;$/m, `web/${entry}.js has a default export that is not declared`);
        continue;
      }
      const declared = new RegExp(`export (declare )?(function|class|const) ${name}\\b`).test(source) || reexported.includes(name);
      assert.ok(declared, `${name} is exported by web/${entry}.js but not declared in web/${entry}.d.ts`);
    }
  });
}
