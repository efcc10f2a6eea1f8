#!/usr/bin/env bash
# The first use of a generated accessor, in fresh processes: `FirstUseBenchmark` (release;
# it links what an app that uses only generated code links: Typeset and DynamicType) constructs the compiled NormalizedTypography of Tests/Golden/swift (what
# `typeset-cli generate --swift` writes) and resolves one normalised style, then exits. Prints
# the median wall time of RUNS processes (and their minimum and maximum), the heap allocations,
# and every system call the process makes between its "first-use: begin" and "first-use: end"
# markers, traced by strace (Debian's strace): a compiled typography must make no file-system
# call at all.
#
# Usage: Scripts/benchmarks/first-use.sh [RUNS]   (default 31)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-31}
# FirstUseBenchmark is an executable of the development package (Development/).
swift build -c release --package-path Development --product FirstUseBenchmark >/dev/null
bin=$(swift build -c release --package-path Development --show-bin-path)/FirstUseBenchmark
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for _ in $(seq "$runs"); do
  "$bin" 2>/dev/null | cut -f2- >>"$work/times.txt"
done
# Fields: µs, allocations, page faults, µs of the next (uncached) resolution of another style.
median() {  # column label
  cut -f"$1" "$work/times.txt" | sed 's/ .*//' | sort -n | awk -v label="$2" -v runs="$runs" '
    { value[NR] = $1 }
    END { printf "%s: median %s (min %s, max %s) over %d fresh processes\n", label, value[int((NR + 1) / 2)], value[1], value[NR], runs }'
}
median 1 "first use of a generated accessor, µs"
median 2 "  heap allocations"
median 3 "  minor page faults (memory touched for the first time)"
median 4 "the next style, also uncached, in the same process, µs"
strace -f -qq -o "$work/trace.txt" "$bin" >/dev/null 2>&1
awk '/first-use: begin/ { inside = 1; next } /first-use: end/ { inside = 0 } inside' \
  "$work/trace.txt" >"$work/between.txt"
calls=$(grep -c . "$work/between.txt" || true)
file_calls=$(grep -cE '^[0-9]+ +(open|openat|stat|lstat|newfstatat|statx|access|faccessat|readlink|readlinkat)\(' "$work/between.txt" || true)
echo "system calls during the first use: $calls (file-system: $file_calls)"
sed 's/^/  | /' "$work/between.txt"
