#!/usr/bin/env bash
# npm run fuzz [-- SECONDS]: builds the libFuzzer harnesses of tests/fuzz/ with clang-14
# (AddressSanitizer + UndefinedBehaviorSanitizer) and runs each for SECONDS (default 60; npm test
# passes 20), starting from the committed seed corpus.
#
# The repository is not modified: each harness runs over a copy of tests/fuzz/corpus/<harness>/ in
# build/fuzz/corpus-work/<harness>/ (kept between runs, so the corpus grows), and crashes, leaks and
# timeouts (one input taking over 30 s: a hang guard) are written to build/fuzz/artifacts/<harness>/.
# Before fuzzing, every saved regression input of tests/fuzz/regressions/<harness>/ is replayed.
# Exits non-zero if any harness fails.
#   GOSCORE_FUZZ_JOBS=N   fuzz the harnesses N at a time (default: 1, one after the other)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || ((seconds < 1)); then
  echo "usage: scripts/fuzz.sh [SECONDS]   (a positive number of seconds per harness)" >&2
  exit 2
fi

bash scripts/setup.sh fuzz

build=build/fuzz
CC=clang-14 CXX=clang++-14 configure "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DGOSCORE_FUZZ=ON -DGOSCORE_TESTS=OFF
harnesses=()
for src in tests/fuzz/*_fuzz.cpp; do
  name=$(basename "$src" .cpp)
  harnesses+=("${name%_fuzz}")
done
targets=("${harnesses[@]/%/_fuzz}")
cmake --build "$build" -j"$(nproc)" --target "${targets[@]}"

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

status=0
summary=()

# Replays the saved crash inputs: each must now pass.
for h in "${harnesses[@]}"; do
  dir="tests/fuzz/regressions/$h"
  [[ -d "$dir" ]] || continue
  files=("$dir"/*)
  [[ -e "${files[0]}" ]] || continue
  if "$build/${h}_fuzz" -runs=1 "${files[@]}" >"$build/regressions-$h.log" 2>&1; then
    echo "fuzz: $h: ${#files[@]} regression input(s) pass"
  else
    echo "fuzz: $h: a regression input fails again, see $build/regressions-$h.log" >&2
    tail -n 30 "$build/regressions-$h.log" >&2
    status=1
  fi
done

run_one() { # run_one HARNESS: fuzzes one harness; its log and exit status go to $build/fuzz-HARNESS.*
  local h=$1 rc=0
  local work="$build/corpus-work/$h" artifacts="$build/artifacts/$h"
  mkdir -p "$work" "$artifacts"
  cp -n "tests/fuzz/corpus/$h/"* "$work/" 2>/dev/null || true
  "$build/${h}_fuzz" "$work" \
    -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -max_len=8192 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" >"$build/fuzz-$h.log" 2>&1 || rc=$?
  echo "$rc" >"$build/fuzz-$h.rc"
}

rm -f "$build"/fuzz-*.rc
parallel="${GOSCORE_FUZZ_JOBS:-1}"
for h in "${harnesses[@]}"; do
  while (($(jobs -rp | wc -l) >= parallel)); do wait -n || true; done
  echo "fuzz: $h for ${seconds}s ..."
  run_one "$h" &
done
wait

printf '\n%-8s %12s %10s %8s %10s  %s\n' harness executions exec/s corpus "new units" result
for h in "${harnesses[@]}"; do
  log="$build/fuzz-$h.log"
  rc=$(cat "$build/fuzz-$h.rc")
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
  units=$(sed -n 's/^stat::new_units_added: *//p' "$log" | tail -n 1)
  corpus=$(find "$build/corpus-work/$h" -type f | wc -l)
  if [[ "$rc" == 0 ]]; then
    result=ok
  else
    result="FAILED (exit $rc)"
    status=1
  fi
  printf '%-8s %12s %10s %8s %10s  %s\n' "$h" "${execs:-?}" "${speed:-?}" "$corpus" "${units:-?}" "$result"
done
for h in "${harnesses[@]}"; do
  if [[ "$(cat "$build/fuzz-$h.rc")" != 0 ]]; then
    echo >&2
    echo "fuzz: $h failed; the end of $build/fuzz-$h.log:" >&2
    grep -v '^#' "$build/fuzz-$h.log" | tail -n 40 >&2
    echo "fuzz: the input is in $build/artifacts/$h/ (minimise it with:" \
      "$build/${h}_fuzz -minimize_crash=1 -runs=100000 FILE)" >&2
  fi
done
exit "$status"
