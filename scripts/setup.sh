#!/usr/bin/env bash
# Installs what the build and the tests need and is missing on this machine, and nothing else.
#   scripts/setup.sh            compilers and libraries (g++, cmake, GoogleTest, Emscripten) + npm deps
#   scripts/setup.sh browser    also Debian's Chromium, for the browser test and screenshots
#   scripts/setup.sh bench      also Google Benchmark
#   scripts/setup.sh fuzz       also clang-14 with libFuzzer
# Emscripten comes from Debian (3.1.6): see the README's "Toolchain" section for why not emsdk and
# for the quirks the scripts work around.
set -euo pipefail
cd "$(dirname "$0")/.."

want=("$@")
packages=()
need() { # need COMMAND-OR-FILE PACKAGE
  if [[ "$1" == /* ]]; then [[ -e "$1" ]] || packages+=("$2"); else command -v "$1" >/dev/null 2>&1 || packages+=("$2"); fi
}
need g++ g++
need cmake cmake
need make make
need /usr/include/gtest/gtest.h libgtest-dev
need /usr/src/googletest/googletest/src/gtest-all.cc googletest
need em++ emscripten
need node nodejs
for w in "${want[@]}"; do
  case "$w" in
    browser) need /usr/bin/chromium chromium; need /usr/share/fonts/truetype/liberation fonts-liberation ;;
    bench) need /usr/include/benchmark/benchmark.h libbenchmark-dev ;;
    fuzz) need clang++-14 clang-14; need /usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a libclang-rt-14-dev ;;
    gzip) need gzip gzip ;;
  esac
done

if ((${#packages[@]})); then
  echo "setup: installing ${packages[*]} with apt-get" >&2
  if [[ $(id -u) -ne 0 ]]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

# npm dependencies (playwright-core, the benchmark's competitors, the dev server).
if [[ ! -d node_modules || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "setup: npm ci" >&2
  npm ci --no-audit --no-fund --loglevel=error
fi
