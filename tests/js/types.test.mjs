// The package's TypeScript declarations compile, with `tsc --strict`, against a usage file that
// exercises every export with every board and vertex form the library reads (tests/js/types-check.ts),
// as a user importing 'goscore' and 'goscore/worker' would: under moduleResolution `bundler`
// (module esnext) and `nodenext`, with and without the lib that declares Symbol.dispose; and a
// CommonJS file (tests/js/types-check-cjs.cts) against web/index.d.cts.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const ts = createRequire(import.meta.url)('typescript');

/**
 * Runs tsc on `file` (a name under tests/js) in a fresh project whose node_modules/goscore is this
 * repository; returns tsc's output, '' when it found no error.
 */
function compile(t, file, compilerOptions, packageType = 'module', source = undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'goscore-types-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(ROOT, join(dir, 'node_modules', 'goscore'), 'dir');
  if (source === undefined) copyFileSync(join(ROOT, 'tests/js', file), join(dir, file));
  else writeFileSync(join(dir, file), source);
  const options = { strict: true, noEmit: true, target: 'es2022', types: [], ...compilerOptions };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: [file] }));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: packageType }));
  try {
    execFileSync(process.execPath, [TSC, '-p', dir], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (e) {
    return `${e.stdout}${e.stderr}` || String(e);
  }
}

// With and without the lib that declares Symbol.dispose (index.d.ts declares it for older ones).
const LIBS = [
  ['es2022', 'dom'],
  ['es2022', 'esnext.disposable', 'dom'],
];
const RESOLUTIONS = [
  { module: 'esnext', moduleResolution: 'bundler' },
  { module: 'nodenext', moduleResolution: 'nodenext' },
];
for (const resolution of RESOLUTIONS) {
  for (const lib of LIBS) {
    test(`types-check.ts passes tsc --strict (moduleResolution ${resolution.moduleResolution}, lib ${lib.join(', ')})`, (t) => {
      assert.equal(compile(t, 'types-check.ts', { ...resolution, lib }), '');
    });
  }
}

test('types-check-cjs.cts passes tsc --strict as CommonJS (require condition, web/index.d.cts)', (t) => {
  assert.equal(compile(t, 'types-check-cjs.cts', { module: 'nodenext', moduleResolution: 'nodenext', lib: LIBS[1] }, 'commonjs'), '');
});

test('a misuse that is not marked as expected is an error (the check can fail)', (t) => {
  const source = "import { getTerritories, Game } from 'goscore';\ngetTerritories([[1, 'x']]);\nnew Game().play(1, [0, 'a']);\n";
  const out = compile(t, 'misuse.ts', { ...RESOLUTIONS[0], lib: LIBS[0] }, 'module', source);
  assert.match(out, /misuse\.ts\(2,\d+\): error TS2322/);
  assert.match(out, /misuse\.ts\(3,\d+\): error TS2322/);
});

/** Names of the exports of a declaration file, and of the members of its classes and interfaces. */
function declared(path, memberOf = []) {
  const file = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true);
  const names = [];
  const members = [];
  for (const statement of file.statements) {
    if (!(ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.Export)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) names.push(d.name.getText(file));
      continue;
    }
    const name = statement.name.getText(file);
    names.push(name);
    if (memberOf.includes(name)) {
      for (const member of statement.members) {
        if (member.name && !ts.isComputedPropertyName(member.name)) members.push(`${name}.${member.name.getText(file)}`);
      }
    }
  }
  return { names, members };
}

test('types-check.ts uses every export of index.d.ts and worker.d.ts, and every member of Game, GoCounting, ScoreResult and ScoringWorker', () => {
  const source = readFileSync(join(ROOT, 'tests/js/types-check.ts'), 'utf8');
  const parts = ['index', 'types/life', 'types/rules', 'types/estimate'].map((f) => declared(`web/${f}.d.ts`, ['Game', 'GoCounting', 'ScoreResult']));
  const index = { names: parts.flatMap((p) => p.names), members: parts.flatMap((p) => p.members) };
  const worker = declared('web/worker.d.ts', ['ScoringWorker']);
  const missing = [];
  for (const name of [...index.names, ...worker.names]) {
    // Imported, and used beyond the import list.
    if ((source.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length < 2) missing.push(name);
  }
  for (const member of [...index.members, ...worker.members]) {
    const name = member.split('.')[1];
    if (name === 'constructor') continue;
    if (!new RegExp(`\\.${name}\\b|\\b${name}:`).test(source)) missing.push(member);
  }
  assert.deepEqual(missing, []);
  // The check finds something: these names are declared.
  assert.ok(index.names.includes('getTerritories') && index.members.includes('Game.play') && worker.names.includes('createScoringWorker'));
});
