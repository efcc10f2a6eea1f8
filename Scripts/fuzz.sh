#!/usr/bin/env bash
# Builds a libFuzzer target with AddressSanitizer and coverage instrumentation and runs it for a
# given time. The targets are executables of the development package (Development/, built with
# `--package-path Development`). See DEVELOPERS.md for the recipe.
#
# Targets:
#   font        the whole OpenType `Face` API (Development/Sources/OpenTypeFuzzer), seeded with
#               Tests/Corpus/ots-fuzzing, Tests/FuzzCorpus and fonts made by the test-support
#               builder and by fontTools
#   typography  the typography decoder, JSON and property lists: an accepted file writes and
#               decodes to the same typography and resolves every cell (Development/Sources/TypesetFuzzer)
#   strings     the `.strings`, `.xcstrings`, JSON and text readers: parse, write, parse again
#   tokens      the DTCG and Tokens Studio importer: an accepted import validates
#   all         every target in turn, each for the given time
# Every target but font is seeded with the repository's examples and the seeds its own
# executable writes (`--write-seeds`), and every target with Tests/FuzzCorpus/<target>/ (the
# committed minimised corpus and crash files).
#
# Usage: Scripts/fuzz.sh [seconds]                 the font target (default 120 s)
#        Scripts/fuzz.sh TARGET [seconds]          one target
#        Scripts/fuzz.sh merge TARGET              minimises Tests/FuzzCorpus/TARGET with the
#                                                  run's corpus (.build/fuzz/TARGET/corpus)
#   Prints libFuzzer's final statistics and one line "fuzz TARGET: N executions in S s, …".
#   A crash, a broken invariant, a leak, a timeout (10 s per input) or an out-of-memory (2 GB)
#   stops the run and leaves the input as .build/fuzz/TARGET/artifacts/crash-* (or timeout-*,
#   oom-*): copy it into Tests/FuzzCorpus/TARGET/ under a name that says what it was, so that
#   the replay tests keep it, and fix the parser.
#   Environment: FUZZ_SCRATCH (the instrumented build, default .build/fuzz-build), FUZZ_FLAGS
#   (more libFuzzer flags, such as -runs=10000000 for a long run, and -fork=2 to run it on two
#   cores).
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(font typography strings tokens)
mode=run
if [ "${1:-}" = merge ]; then
  mode=merge
  shift
fi
target=font
if [ $# -gt 0 ] && [[ ! "$1" =~ ^[0-9]+$ ]]; then
  target=$1
  shift
fi
seconds=${1:-120}
if [ "$target" = all ] && [ "$mode" = run ]; then
  for each in "${targets[@]}"; do "$0" "$each" "$seconds"; done
  exit 0
fi
if [[ ! " ${targets[*]} " =~ " $target " ]]; then
  echo "fuzz: unknown target '$target' (targets: ${targets[*]} all)" >&2
  exit 64
fi

scratch=${FUZZ_SCRATCH:-.build/fuzz-build}
work=.build/fuzz/$target
committed=Tests/FuzzCorpus/$target
fuzzer_library=$(ls /opt/swift/usr/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null \
  || ls "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a)
fuzzer_library=$(echo "$fuzzer_library" | head -1)

if [ "$target" = font ]; then
  product=OpenTypeFuzzer
  selector=()
else
  product=TypesetFuzzer
  selector=(--target="$target")
fi
flags=(
  -c release
  --package-path Development
  --scratch-path "$scratch"
  --product "$product"
  -Xswiftc -sanitize=address
  -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table
  -Xswiftc -DFUZZING
  -Xlinker "$fuzzer_library"
  -Xlinker -lstdc++
)
mkdir -p "$work"
swift build "${flags[@]}" >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
binary=$(swift build "${flags[@]}" --show-bin-path)/$product

export SWIFT_BACKTRACE=enable=no
asan_options_given=${ASAN_OPTIONS:+yes}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Scripts/fuzz-leaks.supp:print_suppressions=0}

if [ "$mode" = merge ]; then
  # Keeps the smallest set of inputs that covers every edge the committed corpus and the run's
  # corpus cover (edges only, -use_counters=0: counting hits too keeps five times the files);
  # crash files (crash-*, timeout-*, oom-*, leak-*) and findings (finding-*) stay.
  mkdir -p "$committed" "$work/corpus"
  merged=$work/merged
  rm -rf "$merged"
  mkdir -p "$merged"
  # Fonts are cut to 16 KB, which keeps the committed corpus small (a few hundred KB instead of
  # megabytes) for most of the edges; the other targets' inputs are small anyway.
  merge_len=262144
  if [ "$target" = font ]; then merge_len=16384; fi
  "$binary" "${selector[@]}" -merge=1 -use_counters=0 "$merged" "$committed" "$work/corpus" \
    -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len="$merge_len" \
    >"$work/merge.log" 2>&1 || { tail -20 "$work/merge.log"; exit 1; }
  find "$committed" -maxdepth 1 -type f ! -name 'crash-*' ! -name 'timeout-*' ! -name 'oom-*' \
    ! -name 'leak-*' ! -name 'finding-*' ! -name README.md -delete
  cp "$merged"/* "$committed/" 2>/dev/null || true
  grep -aE "MERGE-OUTER: [0-9]+ new files" "$work/merge.log" || true
  echo "fuzz merge $target: $(ls "$committed" | wc -l) files, $(du -sh "$committed" | cut -f1) in $committed"
  exit 0
fi

# Seeds, rebuilt on every run.
rm -rf "$work/seeds"
mkdir -p "$work/corpus" "$work/seeds" "$work/artifacts"
[ -d "$committed" ] && find "$committed" -maxdepth 1 -type f ! -name README.md -exec cp {} "$work/seeds/" \;
# The instrumented binary writes them itself (no second build); leaks are not checked here.
ASAN_OPTIONS=detect_leaks=0 "$binary" "${selector[@]}" --write-seeds "$work/seeds" >/dev/null
max_len=262144
extra_flags=()
case "$target" in
  font)
    # The malformed-font corpus (its font files only: its README and LICENSE are no seeds),
    # the crash files found before targets had folders of their own, fonts from the system.
    cp Tests/Corpus/ots-fuzzing/*.{ttf,otf,ttc,woff,woff2} "$work/seeds/"
    # Fonts with one damaged table each, whose damage the invariant requires to be reported.
    cp Tests/Corpus/damaged-tables/*.{ttf,ttc} "$work/seeds/"
    find Tests/FuzzCorpus -maxdepth 1 -type f ! -name README.md -exec cp -n {} "$work/seeds/" \;
    for font in /usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf \
      /usr/share/fonts/opentype/ebgaramond/EBGaramond12-Bold.otf \
      .build/conformance-fonts/SynthCFF2-Variable.otf .build/conformance-fonts/TypesetTestVF.otf; do
      if [ -f "$font" ]; then cp -n "$font" "$work/seeds/"; fi
    done
    # Inputs up to 16 KB, the size the merge cuts the committed corpus to: about 1,000 inputs a
    # second on one core through a long run (2,000 in its first minutes) instead of 600 with
    # 256 KB, and twice that with FUZZ_FLAGS=-fork=2. The price: the seeds are cut to 16 KB too,
    # so what only the far end of a large font reaches (a few hundred edges of 4,800) is not
    # fuzzed; FUZZ_FLAGS=-max_len=262144 fuzzes whole fonts.
    max_len=16384
    ;;
  typography)
    for example in Examples/*/typography.json; do
      cp "$example" "$work/seeds/example-$(basename "$(dirname "$example")").json"
    done
    max_len=65536
    ;;&
  typography | tokens)
    # The font library keeps what it read (and the paths it could not read) from one input to
    # the next, so libFuzzer's leak check, which reruns an input and scans the heap whenever it
    # allocated more than it freed, would run on nearly every input: ten times slower.
    # AddressSanitizer still checks every access; leaks are checked by the other targets.
    extra_flags=(-detect_leaks=0)
    # Without the leak check nothing needs the stack of each allocation (the leak suppressions
    # match on it), and AddressSanitizer's unwinding on every malloc was a tenth of the tokens
    # target's time: the run does about 15 % more inputs a second without it. A report of a bad
    # access then lacks the allocation's stack; replaying the input shows it.
    if [ -z "$asan_options_given" ]; then export ASAN_OPTIONS=$ASAN_OPTIONS:malloc_context_size=0; fi
    ;;&
  strings)
    cp Examples/Audit/Localizable.strings "$work/seeds/example-Localizable.strings"
    max_len=16384
    ;;
  tokens)
    for tokens in Tests/Golden/tokens/*.json; do cp "$tokens" "$work/seeds/golden-$(basename "$tokens")"; done
    # Inputs up to 8 KB: about 1,100 inputs a second on one core through a long run (1,800 in
    # its first minutes) instead of 80 with 64 KB, where the inputs grow towards the 45 KB
    # golden exports (each accepted input is imported, resolved in every cell, exported and
    # imported again). A minute reaches more edges (6,339) than the committed corpus had after
    # hours at 64 KB (6,151). The golden seeds are cut; a short seed in the form of Typeset's
    # export (FuzzSeeds) reaches its extension instead.
    max_len=8192
    ;;
esac

start=$SECONDS
set +e
# shellcheck disable=SC2086 # FUZZ_FLAGS is a list of flags
"$binary" "${selector[@]}" "$work/corpus" "$work/seeds" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
  -max_len="$max_len" -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
  ${extra_flags[@]+"${extra_flags[@]}"} ${FUZZ_FLAGS:-} \
  >"$work/run.log" 2>&1
status=$?
set -e
grep -aE "^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)" \
  "$work/run.log" || true
# Under pipefail a grep that finds nothing fails its pipeline: `|| true` keeps the script going.
executions=$(grep -aE "^stat::number_of_executed_units" "$work/run.log" | awk '{print $2}' || true)
# With -fork=N (FUZZ_FLAGS), the parent prints no final statistics but says how many inputs its
# jobs ran when it stops: "INFO: fuzzed for N iterations" (-runs) or its last "#N: cov: …" line.
if [ -z "$executions" ]; then
  executions=$(grep -aoE "fuzzed for [0-9]+ iterations" "$work/run.log" | tail -1 | awk '{print $3}' || true)
fi
if [ -z "$executions" ]; then
  executions=$(grep -aoE "^#[0-9]+: cov:" "$work/run.log" | tail -1 | tr -dc 0-9 || true)
fi
coverage=$(grep -aoE "cov: [0-9]+" "$work/run.log" | tail -1 | awk '{print $2}' || true)
features=$(grep -aoE "ft: [0-9]+" "$work/run.log" | tail -1 | awk '{print $2}' || true)
corpus=$(ls "$work/corpus" | wc -l)
if [ "$status" -ne 0 ]; then
  { grep -aE "Fatal error|ERROR|SUMMARY|Test unit written|artifact" "$work/run.log" || true; } | head -20
  echo "fuzz $target: FAILED (exit $status) after ${executions:-?} executions in $((SECONDS - start)) s; see $work/run.log"
  exit 1
fi
echo "fuzz $target: ${executions:-?} executions in $((SECONDS - start)) s, coverage ${coverage:-?} edges, ${features:-?} features, corpus $corpus inputs, no crash"
