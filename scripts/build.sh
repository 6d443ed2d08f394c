#!/usr/bin/env bash
# Builds the native core and the WASM module of the npm package (web/wasm/).
#   scripts/build.sh [native|wasm|all]     (default all)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
what=${1:-all}
case $what in
  native | wasm | all) ;;
  *)
    echo "usage: scripts/build.sh [native|wasm|all]" >&2
    exit 2
    ;;
esac
# A fresh machine has no Emscripten: install what is missing first, as npm test does.
bash scripts/setup.sh
jobs=$(nproc)
# Debian's emscripten runs its JS tools with the machine's Node, which needs Debian's acorn.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

if [[ $what == native || $what == all ]]; then
  configure build/native -DCMAKE_BUILD_TYPE=Release
  cmake --build build/native -j"$jobs"
fi
if [[ $what == wasm || $what == all ]]; then
  # Two profiles of the module (CMakeLists.txt GOSCORE_WASM_PROFILE): the browser's, built for
  # size, and Node's, built for speed. They share one glue, which is checked here.
  CONFIGURE_PREFIX=emcmake configure build/wasm -DCMAKE_BUILD_TYPE=Release -DGOSCORE_TESTS=OFF \
    -DGOSCORE_WASM_PROFILE=speed
  cmake --build build/wasm -j"$jobs" --target goscore_wasm
  CONFIGURE_PREFIX=emcmake configure build/wasm-web -DCMAKE_BUILD_TYPE=Release -DGOSCORE_TESTS=OFF \
    -DGOSCORE_WASM_PROFILE=size
  cmake --build build/wasm-web -j"$jobs" --target goscore_wasm
  if ! cmp -s build/wasm/goscore_core.mjs build/wasm-web/goscore_core.mjs; then
    echo "build: the two profiles' glue differs (build/wasm, build/wasm-web): one glue must load both" >&2
    exit 1
  fi
  # The third, the browser's learned evaluator (loaded by loadScoreModel): the estimation bindings
  # only, so its own glue has fewer functions; the browser's glue must load it (the check says why).
  # Built twice: without WASM SIMD, and with it in the evaluator (build/wasm-estimator-simd).
  for simd in OFF ON; do
    dir=build/wasm-estimator
    if [[ $simd == ON ]]; then dir+=-simd; fi
    CONFIGURE_PREFIX=emcmake configure "$dir" -DCMAKE_BUILD_TYPE=Release -DGOSCORE_TESTS=OFF \
      -DGOSCORE_WASM_PROFILE=estimator -DGOSCORE_ESTIMATOR_SIMD=$simd
    cmake --build "$dir" -j"$jobs" --target goscore_wasm
    node scripts/check-glue.mjs build/wasm-web/goscore_core.wasm "$dir/goscore_core.wasm"
  done
  mkdir -p web/wasm
  cp build/wasm-web/goscore_core.mjs build/wasm-web/goscore_core.wasm web/wasm/
  cp build/wasm/goscore_core.wasm web/wasm/goscore_core.node.wasm
  cp build/wasm-estimator/goscore_core.wasm web/wasm/goscore_core.estimator.wasm
  cp build/wasm-estimator-simd/goscore_core.wasm web/wasm/goscore_core.estimator.simd.wasm
  # goscore/inline: the browser's .wasm as base64 inside a JS module (web/wasm/inline.js).
  node scripts/inline-wasm.mjs
fi
