#!/usr/bin/env bash
# How `typeset-cli validate` and `generate --swift`, `--css` and `--tokens` grow with the number
# of styles (issue 34, item 3): typographies of N custom styles {"relativeTo": "body",
# "size": 12} over one DejaVu family, N from 100 to 20,000; prints a Markdown table of the
# median wall time of RUNS runs of each (hyperfine when installed, otherwise a timing loop) and
# the time per style in microseconds, in brackets.
#
# Usage: Scripts/benchmarks/many-styles.sh [RUNS]     (default 5)
#   TYPESET_CLI=path   time that binary instead of building this checkout's release build
#   STYLE_COUNTS="100 1000"  other sizes
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-5}
counts=${STYLE_COUNTS:-"100 500 1000 2000 5000 10000 20000"}
if [ -z "${TYPESET_CLI:-}" ]; then
  scratch=${TYPESET_SCRATCH:-.build}
  swift build -c release --product typeset-cli --scratch-path "$scratch" >/dev/null
  TYPESET_CLI=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/typeset-cli
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for n in $counts; do
  python3 - "$n" "$work/n$n.json" <<'PY'
import json, sys
n, path = int(sys.argv[1]), sys.argv[2]
faces = [{"file": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "postScriptName": "DejaVuSans", "weight": 400},
         {"file": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "postScriptName": "DejaVuSans-Bold", "weight": 700}]
styles = {f"custom{i}": {"relativeTo": "body", "size": 12} for i in range(n)}
json.dump({"families": {"DejaVu Sans": {"faces": faces}}, "styles": styles}, open(path, "w"))
PY
done
# The median wall time in seconds of running "$@" $runs times.
median() {
  if command -v hyperfine >/dev/null; then
    hyperfine -N --style none --warmup 1 --runs "$runs" --export-json "$work/h.json" "$*" >/dev/null 2>&1 ||
      hyperfine --style none --warmup 1 --runs "$runs" --export-json "$work/h.json" "$*" >/dev/null
    python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$work/h.json"
  else
    for _ in $(seq "$runs"); do
      local start end
      start=$(date +%s.%N)
      "$@" >/dev/null 2>&1 || true
      end=$(date +%s.%N)
      echo "$end - $start" | bc
    done | sort -n | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }'
  fi
}
echo "| styles | validate, s (µs/style) | generate --swift | generate --css | generate --tokens |"
echo "|---:|---:|---:|---:|---:|"
for n in $counts; do
  v=$(median "$TYPESET_CLI" validate "$work/n$n.json")
  g=$(median "$TYPESET_CLI" generate "$work/n$n.json" --swift "$work/out.swift")
  c=$(median "$TYPESET_CLI" generate "$work/n$n.json" --css "$work/out.css")
  t=$(median "$TYPESET_CLI" generate "$work/n$n.json" --tokens "$work/out.tokens.json")
  awk -v n="$n" -v v="$v" -v g="$g" -v c="$c" -v t="$t" 'BEGIN {
    printf "| %d | %.3f (%.1f) | %.3f (%.1f) | %.3f (%.1f) | %.3f (%.1f) |\n",
      n, v, v * 1e6 / n, g, g * 1e6 / n, c, c * 1e6 / n, t, t * 1e6 / n }'
done
