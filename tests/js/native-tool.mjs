// The native build's command-line tools that the differential tests compare the package with.
// npm test builds them in its native step; when a test file runs alone, the tool is brought up to
// date here (configured first if build/native does not exist yet), so that a tool older than the
// C++ it was built from never stands in for the current code.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUILD = `${ROOT}build/native`;
const ready = new Map();

// The path of build/native/<target>, built if missing or stale; `override` (a path from the
// environment) is used as it is.
export function nativeTool(target, override) {
  if (override) return override;
  if (!ready.has(target)) {
    if (!existsSync(`${BUILD}/CMakeCache.txt`)) {
      execFileSync('cmake', ['-S', ROOT, '-B', BUILD, '-DCMAKE_BUILD_TYPE=Release'], { stdio: 'ignore' });
    }
    execFileSync('cmake', ['--build', BUILD, '--target', target], { stdio: 'ignore' });
    ready.set(target, `${BUILD}/${target}`);
  }
  return ready.get(target);
}
