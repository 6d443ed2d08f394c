#!/usr/bin/env bash
# npm run bench: builds the native core with Google Benchmark and the WASM package, generates the
# corpus (finished random games, fixed seed), runs the native benchmarks, every Node method in its
# own process, the cost breakdown and the size measurement, all in one run, and writes
# docs/BENCHMARKS.md. Intermediate results go to bench/out/ (gitignored).
#   scripts/bench.sh            the full run (a few minutes)
#   scripts/bench.sh --quick    short timings, for checking the pipeline (numbers are rough)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
find_datasets

quick=0
[[ ${1:-} == --quick ]] && quick=1
jobs=$(nproc)
out=bench/out
corpus=bench/corpus
started=$(date +%s)

bash scripts/setup.sh bench gzip browser
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

# The run's results start afresh; the generated record archives (bench/out/archive-*, made once
# by bench/archive_bench.mjs from a fixed seed) are kept.
mkdir -p "$out"
find "$out" -mindepth 1 -maxdepth 1 ! -name 'archive-*' -exec rm -rf {} +
mkdir -p "$corpus"
cat /proc/loadavg >"$out/loadavg_start.txt"

echo "bench: building the native benchmark (build/bench)" >&2
configure build/bench -DCMAKE_BUILD_TYPE=Release -DGOSCORE_BENCH=ON -DGOSCORE_TESTS=OFF
cmake --build build/bench -j"$jobs" --target goscore_bench >/dev/null

echo "bench: building the WASM package (scripts/build.sh wasm)" >&2
bash scripts/build.sh wasm >/dev/null

echo "bench: generating the corpus ($corpus)" >&2
build/bench/goscore_bench --generate="$corpus" --count=100

echo "bench: native core (Google Benchmark)" >&2
if ((quick)); then
  native_flags=(--benchmark_min_time=0.02)
else
  # Each benchmark's 5 repetitions run interleaved in random order with every other benchmark's,
  # so that a change in the shared machine's load falls on all of them alike, not on one size.
  # The file keeps every repetition (the report's flatness target takes each size's fastest).
  native_flags=(--benchmark_min_time=0.1 --benchmark_repetitions=5 --benchmark_enable_random_interleaving=true
    --benchmark_display_aggregates_only=true)
fi
build/bench/goscore_bench --corpus="$corpus" "${native_flags[@]}" \
  --benchmark_out="$out/native.json" --benchmark_out_format=json

js_flags=()
((quick)) && js_flags=(--quick)
echo "bench: Node, one process per method" >&2
# Each method in 3 processes (1 with --quick), the median process's figures kept per entry
# (bench/median_runs.mjs): one process can be slow throughout on a shared machine.
runs=3
((quick)) && runs=1
# The ratio target (ownershipMap into a caller-owned array against the same C++ function natively)
# is measured in pairs: each of its Node processes runs on one core (taskset), bracketed by a native
# run of the same function on that core just before and just after (bench/out/runK-pair-*.json).
# On this shared 2-core machine one core can run everything 1.5x slower than the other for minutes
# (native 250 ns on one, 360 ns on the other, at the same moment), so a native figure from another
# minute or another core says nothing about the ratio.
paired=ownershipMapInto
pair_native() { # core, output file
  taskset -c "$1" build/bench/goscore_bench --corpus="$corpus" --benchmark_filter='^BM_OwnershipFromSigns/size:19$' \
    --benchmark_min_time=0.2 --benchmark_repetitions=3 --benchmark_report_aggregates_only=true \
    --benchmark_out="$2" --benchmark_out_format=json >/dev/null
}
for method in $(node bench/js_bench.mjs --list | cut -f1); do
  files=()
  for ((run = 1; run <= runs; run++)); do
    pin=()
    if [[ $method == "$paired" ]] && command -v taskset >/dev/null; then
      core=$(((run - 1) % jobs))
      pin=(taskset -c "$core")
      pair_native "$core" "$out/run$run-pair-before.json"
    fi
    "${pin[@]}" node bench/js_bench.mjs --method "$method" --corpus "$corpus" --out "$out/run$run-js_$method.json" "${js_flags[@]}"
    ((${#pin[@]})) && pair_native "$core" "$out/run$run-pair-after.json"
    files+=("$out/run$run-js_$method.json")
  done
  node bench/median_runs.mjs "$out/js_$method.json" "${files[@]}"
done
echo "bench: where the time goes (bench/diagnose.mjs)" >&2
node bench/diagnose.mjs --corpus "$corpus" --out "$out/diagnose.json" "${js_flags[@]}"

echo "bench: sizes" >&2
{
  echo -e "file\traw\tgzip"
  for f in web/wasm/goscore_core.mjs web/wasm/goscore_core.wasm web/index.js \
    web/wasm/goscore_core.estimator.simd.wasm web/wasm/goscore_core.estimator.wasm web/model/score-model.bin; do
    echo -e "$f\t$(wc -c <"$f")\t$(gzip -9 -c "$f" | wc -c)"
  done
} >"$out/sizes.tsv"
node bench/bundle_size.mjs >"$out/bundle.tsv" || true

cat /proc/loadavg >"$out/loadavg_end.txt"
echo $(($(date +%s) - started)) >"$out/seconds.txt"
node bench/report.mjs --out-dir "$out" --corpus "$corpus" --doc docs/BENCHMARKS.md $( ((quick)) && echo --quick)
# The scripts that own sections of docs/BENCHMARKS.md (bench/sections.mjs) write them themselves;
# a --quick run skips them (their sections stay as the last full run left them).
if ((!quick)); then
  echo "bench: life analysis in WASM against goscorer (bench/life_bench.mjs)" >&2
  node bench/life_bench.mjs --write docs/BENCHMARKS.md >/dev/null
  echo "bench: dead-stone estimation in WASM (bench/estimate_wasm.mjs)" >&2
  node bench/estimate_wasm.mjs --write docs/BENCHMARKS.md >/dev/null
  node bench/estimate_wasm.mjs --browser --write docs/BENCHMARKS.md >/dev/null
  # estimateScore with the learned evaluator (issue 25, item 4): on the development set's score
  # positions, which live outside the repository (docs/DEVSET.md rebuilds them).
  if [[ -f "${DEVSET_DATA:-../data}/devset-score.json" ]]; then
    echo "bench: estimateScore with the learned evaluator, Node's and the browser's modules (bench/score_wasm.mjs)" >&2
    node bench/score_wasm.mjs --repeat 1 --cpu-time --model --every 4 --write docs/BENCHMARKS.md >/dev/null
    node bench/score_wasm.mjs --repeat 1 --cpu-time --model --every 4 --browser --write docs/BENCHMARKS.md >/dev/null
    node bench/score_wasm.mjs --repeat 1 --cpu-time --model --every 4 --browser --no-simd --write docs/BENCHMARKS.md >/dev/null
  else
    echo "bench: no ${DEVSET_DATA:-../data}/devset-score.json: estimateScore's section of docs/BENCHMARKS.md kept as it is" >&2
  fi
  echo "bench: start-up in Chromium, default entry and goscore/inline (bench/startup.mjs)" >&2
  node bench/startup.mjs --write docs/BENCHMARKS.md >/dev/null
  echo "bench: the CLI over record archives (bench/archive_bench.mjs)" >&2
  node bench/archive_bench.mjs --records 40000 --rules japanese
  node bench/archive_bench.mjs --records 40000 --rules none
fi
echo "bench: wrote docs/BENCHMARKS.md in $(cat "$out/seconds.txt") s" >&2
