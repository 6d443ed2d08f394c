// The package's TypeScript declarations compile against an example of every function, as a user
// importing 'goscore' would (tests/js/types-check.ts).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, symlinkSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// With and without the lib that declares Symbol.dispose (index.d.ts declares it for older ones).
const LIBS = [
  ['es2022', 'dom'],
  ['es2022', 'esnext.disposable', 'dom'],
];
for (const lib of LIBS) {
  test(`index.d.ts type-checks the README examples and rejects misuse (lib ${lib.join(', ')})`, (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'goscore-types-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(ROOT, join(dir, 'node_modules', 'goscore'), 'dir');
    copyFileSync(join(ROOT, 'tests/js/types-check.ts'), join(dir, 'check.ts'));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib,
          types: [],
        },
        files: ['check.ts'],
      }),
    );
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    try {
      execFileSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      assert.fail(`tsc found errors:\n${e.stdout}${e.stderr}`);
    }
  });
}
