#!/usr/bin/env bash
# npm test: from a fresh clone on a fresh machine, installs what is missing, builds native and WASM,
# and runs every suite: GoogleTest natively, under ASan+UBSan and in WASM under Node; the JS tests
# against the built package (including an installed npm-pack tarball and the differential test
# against the native build); the demo page in headless Chromium; and a short run of each fuzzer.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
jobs=$(nproc)
step() { printf '\n=== %s\n' "$*"; }

step "setup: toolchains and npm dependencies"
bash scripts/setup.sh browser fuzz

step "native build and GoogleTest"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$jobs"
ctest --test-dir build/native --output-on-failure

step "GoogleTest under AddressSanitizer + UndefinedBehaviorSanitizer"
cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGOSCORE_SANITIZE=ON >/dev/null
cmake --build build/asan -j"$jobs" --target goscore_tests
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest --test-dir build/asan --output-on-failure

step "WASM package"
bash scripts/build.sh wasm

step "GoogleTest compiled to WASM, under Node"
emcmake cmake -S . -B build/wasm-tests -DCMAKE_BUILD_TYPE=Release -DGOSCORE_TESTS=ON >/dev/null
cmake --build build/wasm-tests -j"$jobs" --target goscore_tests
ctest --test-dir build/wasm-tests --output-on-failure

step "JS tests against the built package"
node --test --test-concurrency=1 tests/js/

step "demo page in headless Chromium"
node --test tests/browser/

step "fuzzers, a short bounded run each"
bash scripts/fuzz.sh "${GOSCORE_FUZZ_SECONDS:-20}"

# Every step above stops the script on failure (set -e): reaching here means all of them passed.
printf '\nsuites: 7 passed, 0 failed\n'
