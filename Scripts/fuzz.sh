#!/usr/bin/env bash
# Builds the libFuzzer target over the whole OpenType `Face` API (Sources/OpenTypeFuzzer) with
# AddressSanitizer and coverage instrumentation, and runs it for a given time, seeded with
# Tests/Corpus/ots-fuzzing, Tests/FuzzCorpus and a few fonts made by the test-support
# builder and by fontTools. See DEVELOPERS.md for the recipe.
#
# Usage: Scripts/fuzz.sh [seconds]   (default 120)
#   Prints libFuzzer's final statistics and one line "fuzz: N executions in S s, …".
#   A crash, a leak, a timeout (10 s per input) or an out-of-memory (2 GB) stops the run and
#   leaves the input as .build/fuzz/artifacts/crash-* (or timeout-*, oom-*): copy it into
#   Tests/FuzzCorpus/ so that the replay test keeps it, and fix the reader.
#   Environment: FUZZ_SCRATCH (the instrumented build, default .build/fuzz-build),
#   TYPESET_SCRATCH (the normal build that writes the seeds, default .build).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-120}
scratch=${FUZZ_SCRATCH:-.build/fuzz-build}
work=.build/fuzz
fuzzer_library=$(ls /opt/swift/usr/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null \
  || ls "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a)
fuzzer_library=$(echo "$fuzzer_library" | head -1)

flags=(
  -c release
  --scratch-path "$scratch"
  --product OpenTypeFuzzer
  -Xswiftc -sanitize=address
  -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table
  -Xswiftc -DFUZZING
  -Xlinker "$fuzzer_library"
  -Xlinker -lstdc++
)
mkdir -p "$work"
swift build "${flags[@]}" >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
binary=$(swift build "${flags[@]}" --show-bin-path)/OpenTypeFuzzer

# Seeds: the malformed-font corpus, every crash file found so far, builder-made fonts.
mkdir -p "$work/corpus" "$work/seeds" "$work/artifacts"
# (The corpus's font files only: its README and LICENSE are no seeds.)
cp Tests/Corpus/ots-fuzzing/*.{ttf,otf,ttc,woff,woff2} "$work/seeds/"
cp -n Tests/FuzzCorpus/* "$work/seeds/" 2>/dev/null || true
# The seed writer is the same target built normally (the debug build CI already has).
swift build --scratch-path "${TYPESET_SCRATCH:-.build}" --product OpenTypeFuzzer >/dev/null
"$(swift build --scratch-path "${TYPESET_SCRATCH:-.build}" --show-bin-path)/OpenTypeFuzzer" \
  --write-seeds "$work/seeds"
for font in /usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf \
  /usr/share/fonts/opentype/ebgaramond/EBGaramond12-Bold.otf \
  .build/conformance-fonts/SynthCFF2-Variable.otf .build/conformance-fonts/TypesetTestVF.otf; do
  [ -f "$font" ] && cp -n "$font" "$work/seeds/"
done

export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
start=$SECONDS
set +e
"$binary" "$work/corpus" "$work/seeds" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
  -max_len=262144 -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
  >"$work/run.log" 2>&1
status=$?
set -e
grep -E "^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)" \
  "$work/run.log" || true
executions=$(grep -E "^stat::number_of_executed_units" "$work/run.log" | awk '{print $2}')
coverage=$(grep -oE "cov: [0-9]+" "$work/run.log" | tail -1 | awk '{print $2}')
corpus=$(ls "$work/corpus" | wc -l)
if [ "$status" -ne 0 ]; then
  grep -E "ERROR|SUMMARY|Test unit written|artifact" "$work/run.log" | head -20
  echo "fuzz: FAILED (exit $status) after ${executions:-?} executions in $((SECONDS - start)) s; see $work/run.log"
  exit 1
fi
echo "fuzz: ${executions:-?} executions in $((SECONDS - start)) s, coverage ${coverage:-?} edges, corpus $corpus inputs, no crash"
