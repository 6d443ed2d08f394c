#!/usr/bin/env bash
# npm test: from a fresh clone on a fresh machine, installs what is missing, builds native and WASM,
# and runs every suite: GoogleTest natively, under ASan+UBSan and in WASM under Node; the JS tests
# against the built package (including an installed npm-pack tarball, the differential test
# against the native build and the dev-set scripts' self-test); the demo page and an app built by
# each common bundler in headless Chromium; the README's examples; and a short run of each fuzzer.
# Every suite runs even when an earlier one failed; the last line counts them, and the exit status is
# non-zero when any failed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
find_datasets
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
jobs=$(nproc)

# Setting up is not a suite: without the toolchains nothing below can run.
printf '\n=== setup: toolchains and npm dependencies\n'
bash scripts/setup.sh browser fuzz

passed=0
failed=0
failures=()
# Bash ignores `set -e` inside a function called as an `if` condition, so each suite chains its
# steps with && and its status is that of the first step that failed.
suite() { # suite NAME FUNCTION: runs one suite and counts it
  printf '\n=== %s\n' "$1"
  if ("$2"); then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$1")
    printf '=== FAILED: %s\n' "$1" >&2
  fi
}

native() {
  configure build/native -DCMAKE_BUILD_TYPE=Release &&
    cmake --build build/native -j"$jobs" &&
    ctest --test-dir build/native --output-on-failure
}
sanitizers() {
  configure build/asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGOSCORE_SANITIZE=ON &&
    cmake --build build/asan -j"$jobs" --target goscore_tests &&
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
      ctest --test-dir build/asan --output-on-failure
}
wasm_package() { bash scripts/build.sh wasm; }
wasm_gtest() {
  CONFIGURE_PREFIX=emcmake configure build/wasm-tests -DCMAKE_BUILD_TYPE=Release -DGOSCORE_TESTS=ON &&
    cmake --build build/wasm-tests -j"$jobs" --target goscore_tests &&
    ctest --test-dir build/wasm-tests --output-on-failure
}
# The differential tests run a second time on the browser's module profile (built for size).
js() {
  node --test --test-concurrency=1 tests/js/ tests/scripts/ scripts/devset/selftest.mjs &&
    GOSCORE_WASM=browser node --test tests/js/differential.test.mjs tests/js/feature-differential.test.mjs
}
browser() { node --test tests/browser/; }
bundlers() { node --test tests/bundlers/; }
readme() { node --test tests/docs/; }
fuzzers() { bash scripts/fuzz.sh "${GOSCORE_FUZZ_SECONDS:-20}"; }

suite "native build and GoogleTest" native
suite "GoogleTest under AddressSanitizer + UndefinedBehaviorSanitizer" sanitizers
suite "WASM package" wasm_package
suite "GoogleTest compiled to WASM, under Node" wasm_gtest
suite "JS tests against the built package" js
suite "demo page and worker in headless Chromium" browser
suite "bundler apps (Vite, Vite 6, webpack, Rollup, esbuild, import map, CDN) in headless Chromium" bundlers
suite "README examples run as written" readme
suite "fuzzers, a short bounded run each" fuzzers

if ((failed)); then
  printf '\nfailed suites:\n' >&2
  printf '  %s\n' "${failures[@]}" >&2
fi
printf '\nsuites: %d passed, %d failed\n' "$passed" "$failed"
((failed == 0))
