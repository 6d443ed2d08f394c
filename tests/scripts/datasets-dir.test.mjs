// scripts/lib.sh `find_datasets`: a clone made away from the labelled data sets (as in
// `git clone -q . "$(mktemp -d)"`) finds them beside the repository it was cloned from; an explicit
// GOSCORE_DATASETS_DIR, or data sets beside the checkout, are left as they are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const lib = new URL('../../scripts/lib.sh', import.meta.url).pathname;

// GOSCORE_DATASETS_DIR after `find_datasets` run in `dir`, with `env` (no inherited value).
function found(dir, env = {}) {
  const clean = { ...process.env, ...env };
  if (!('GOSCORE_DATASETS_DIR' in env)) delete clean.GOSCORE_DATASETS_DIR;
  return execFileSync('bash', ['-c', `source '${lib}' && find_datasets 2>/dev/null && printf %s "\${GOSCORE_DATASETS_DIR:-}"`], {
    cwd: dir, encoding: 'utf8', env: clean,
  });
}

const git = (cwd, ...args) => execFileSync('git', args, { cwd, stdio: 'ignore' });

test('a clone away from the data sets finds them beside its origin; other cases are left alone', () => {
  const top = realpathSync(mkdtempSync(join(tmpdir(), 'datasets-')));
  const origin = join(top, 'main');
  mkdirSync(join(top, 'shared', 'datasets'), { recursive: true });
  mkdirSync(origin);
  git(origin, 'init', '-q');
  writeFileSync(join(origin, 'a.txt'), 'a\n');
  git(origin, 'add', 'a.txt');
  git(origin, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'a');
  const away = join(realpathSync(mkdtempSync(join(tmpdir(), 'away-'))), 'clone');
  execFileSync('git', ['clone', '-q', '.', away], { cwd: origin, stdio: 'ignore' });

  assert.equal(found(away), join(top, 'shared', 'datasets'));
  // An explicit directory wins, even one that does not exist (the tests then say what is missing).
  assert.equal(found(away, { GOSCORE_DATASETS_DIR: '/elsewhere' }), '/elsewhere');
  // The origin itself has them beside it: nothing to set.
  assert.equal(found(origin), '');
  // A clone whose origin has none beside it: nothing to set.
  const lonely = join(realpathSync(mkdtempSync(join(tmpdir(), 'lonely-'))), 'clone');
  execFileSync('git', ['clone', '-q', away, lonely], { stdio: 'ignore' });
  assert.equal(found(lonely), '');
});
