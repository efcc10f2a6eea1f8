#!/usr/bin/env bash
# Where the first use of a generated accessor goes, on Linux: the same first use (the golden
# NormalizedTypography of Tests/Golden/swift, largeTitle at accessibility1) in three throwaway
# apps that depend on this checkout by path, built in release, run alternately in fresh
# processes:
#   with Foundation     the generated file as written (its `fontBundle` imports Foundation, so
#                       the process loads Foundation's libraries, as every Apple app does)
#   without Foundation  the same file without its Foundation part
#   direct metadata     without Foundation, compiled with
#                       -disable-concrete-type-metadata-mangled-name-accessors, so that generic
#                       types such as [StyleName: StyleDefinition] are instantiated through
#                       their metadata accessors instead of by mangled name, which makes the
#                       runtime look each `Hashable` conformance up by scanning every
#                       conformance record of every loaded library
# Each app prints the first use's µs, its minor page faults and the next (also uncached)
# resolution's µs. Prints medians.
#
# Usage: Scripts/benchmarks/first-use-anatomy.sh [RUNS]   (default 21; 3-5 minutes)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
runs=${1:-21}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
golden=Tests/Golden/swift/NormalizedTypography.swift
source Scripts/benchmarks/lib/app-package.sh

make_app() {  # folder, with-foundation (yes/no)
  write_app_package "$1" "$root"
  if [[ $2 == yes ]]; then
    cp "$golden" "$1/Sources/App/"
  else
    # Drop the `#if canImport(Foundation)` block (the font bundle) and nothing else.
    awk '/^#if canImport\(Foundation\)/ { skip = 1 } !skip { print } skip && /^#endif/ { skip = 0 }' \
      "$golden" >"$1/Sources/App/NormalizedTypography.swift"
  fi
  cat >"$1/Sources/App/main.swift" <<'SWIFT'
import DynamicType
import Glibc
import Typeset

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}
func faults() -> Int {
  var usage = rusage()
  getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
  return usage.ru_minflt
}
let faultsBefore = faults()
var start = now()
let first = try? NormalizedTypography.largeTitle(in: TypeEnvironment(category: .accessibility1))
let firstUse = now() - start
let faultCount = faults() - faultsBefore
start = now()
let next = try? NormalizedTypography.title1(in: TypeEnvironment(category: .accessibility2))
let nextUse = now() - start
print(firstUse, faultCount, nextUse, first?.pointSize ?? 0, next?.pointSize ?? 0, separator: "\t")
SWIFT
}

make_app "$work/foundation" yes
make_app "$work/plain" no
build() {  # folder, scratch, extra flags…
  local folder=$1 scratch=$2
  shift 2
  (cd "$folder" && swift build -c release --scratch-path "$scratch" "$@" >"$scratch.log" 2>&1) \
    || { tail -30 "$scratch.log"; exit 1; }
  echo "$(cd "$folder" && swift build -c release --scratch-path "$scratch" "$@" --show-bin-path)/App"
}
with_foundation=$(build "$work/foundation" "$work/build-foundation")
without_foundation=$(build "$work/plain" "$work/build-plain")
direct=$(build "$work/plain" "$work/build-direct" -Xswiftc -Xfrontend \
  -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
ldd "$with_foundation" | grep -q libFoundation || { echo "anatomy: the first app does not load Foundation"; exit 1; }
ldd "$without_foundation" | grep -q libFoundation && { echo "anatomy: the second app loads Foundation"; exit 1; }
for _ in $(seq "$runs"); do
  "$with_foundation" >>"$work/foundation.txt"
  "$without_foundation" >>"$work/plain.txt"
  "$direct" >>"$work/direct.txt"
done
for variant in foundation plain direct; do
  case $variant in
    foundation) label="with Foundation loaded  " ;;
    plain) label="without Foundation      " ;;
    direct) label="direct metadata access  " ;;
  esac
  median() { cut -f"$1" "$work/$variant.txt" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
  printf "anatomy: %s first use %8.2f µs, %s page faults; next style %6.2f µs (medians of %d)\n" \
    "$label" "$(median 1)" "$(median 2)" "$(median 3)" "$runs"
done
