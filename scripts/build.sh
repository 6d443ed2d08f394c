#!/usr/bin/env bash
# Builds the native core and the WASM module of the npm package (web/wasm/).
#   scripts/build.sh [native|wasm|all]     (default all)
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
jobs=$(nproc)
# Debian's emscripten runs its JS tools with the machine's Node, which needs Debian's acorn.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

if [[ $what == native || $what == all ]]; then
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/native -j"$jobs"
fi
if [[ $what == wasm || $what == all ]]; then
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release -DGOSCORE_TESTS=OFF >/dev/null
  cmake --build build/wasm -j"$jobs" --target goscore_wasm
  mkdir -p web/wasm
  cp build/wasm/goscore_core.mjs build/wasm/goscore_core.wasm web/wasm/
fi
