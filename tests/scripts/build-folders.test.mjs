// The scripts' build folders (scripts/lib.sh `configure`): a folder whose CMake cache was made for
// another checkout, as after copying or moving the repository, is configured afresh instead of
// failing with cmake's "does not match the source ... used to generate cache".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

function configure(dir) {
  // A core-only configure (no GoogleTest) keeps this quick; the folder logic is the same for all.
  return execFileSync(
    'bash',
    ['-c', 'source scripts/lib.sh && configure build/native -DGOSCORE_TESTS=OFF 2>&1'],
    { cwd: dir, encoding: 'utf8' },
  );
}

function cacheHome(dir) {
  const cache = readFileSync(join(dir, 'build/native/CMakeCache.txt'), 'utf8');
  return /^CMAKE_HOME_DIRECTORY:INTERNAL=(.*)$/m.exec(cache)[1];
}

test('a build folder configured for another checkout is configured afresh', { timeout: 120_000 }, () => {
  const base = mkdtempSync(join(tmpdir(), 'goscore-folders-'));
  try {
    const first = join(base, 'first');
    const second = join(base, 'second');
    for (const part of ['CMakeLists.txt', 'cpp', 'tests', 'scripts', 'bench']) {
      cpSync(join(root, part), join(first, part), { recursive: true });
    }
    configure(first);
    assert.equal(cacheHome(first), first);
    // The copy carries the first checkout's build folder with it.
    cpSync(first, second, { recursive: true });
    const output = configure(second);
    assert.match(output, /was configured for .*first, not .*second: configuring it afresh/);
    assert.equal(cacheHome(second), second);
    // And a folder that belongs to this checkout is kept as it is.
    assert.doesNotMatch(configure(second), /afresh/);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});
