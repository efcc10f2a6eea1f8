#!/usr/bin/env bash
# Builds the DocC documentation of every product module, with warnings as errors, and prints
# one summary line. Symbol graphs come from the compiler (no SwiftPM plugin needed);
# `docc convert --analyze` then checks every link and reference.
#
# Usage: Scripts/build-docs.sh [output-directory]
#
# About 2–3 minutes on two cores, nearly all of it the from-scratch build of the symbol graphs;
# the ten `docc convert` runs take a few seconds together.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/docs}
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac

# Modules documented from their symbol graphs: a root page ``Module``, symbol links allowed.
# ArgumentParsing and TypesetReports, the CLI's parsing and its reports, are not products and
# have no catalog: what they declare is `package` (only ArgumentParsing's `ExitCode` is public,
# as the return of `TypesetCommandLine.run`), so their symbol graphs are all but empty;
# DEVELOPERS.md's module layout and the TypesetCLI catalog describe them.
modules=(DynamicType OpenType Typeset TypesetLoader TypesetSwiftGenerator TypesetTools TypesetRender TypesetCLI)
# The Apple adapters compile empty on Linux (every file is inside `#if canImport(UIKit)`,
# `#if canImport(SwiftUI)` or `#if canImport(AppKit)`), so they have no symbols to link to.
# Their catalogs are built without a symbol graph: a `@TechnologyRoot` page and articles that
# show the API in fenced code and name types in `code` spans, never ``double-backtick``
# links, which could not resolve here (and DocC does not resolve links into other modules).
adapters=(TypesetUIKit TypesetSwiftUI TypesetAppKit)

started=$SECONDS
rm -rf "$out"
mkdir -p "$out/all-graphs" "$out/logs"
# A scratch path of its own, built from scratch: an incremental build would skip modules that
# are up to date and so emit no graph for them. TypesetCLI depends on every module above.
if ! swift build --scratch-path "$out/build" --target TypesetCLI \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$out/all-graphs" \
  >"$out/logs/build.log" 2>&1; then
  tail -n 40 "$out/logs/build.log"
  echo "docs: FAILED: the symbol-graph build failed (log: $out/logs/build.log)"
  exit 1
fi

failed=()
convert() {  # module [symbol-graph-directory]
  local module=$1 log="$out/logs/$1.log"
  local graphs=()
  if [ $# -gt 1 ]; then graphs=(--additional-symbol-graph-dir "$2"); fi
  if docc convert "Sources/$module/Documentation.docc" "${graphs[@]}" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.typeset.$module" \
    --output-path "$out/$module.doccarchive" \
    --analyze --warnings-as-errors >"$log" 2>&1; then
    return 0
  fi
  cat "$log"
  failed+=("$module")
}

for module in "${modules[@]}"; do
  graphs="$out/graphs/$module"
  mkdir -p "$graphs"
  cp "$out/all-graphs/$module.symbols.json" "$graphs/"
  cp "$out/all-graphs/$module@"*.symbols.json "$graphs/" 2>/dev/null || true
  convert "$module" "$graphs"
done
for module in "${adapters[@]}"; do
  convert "$module"
done

total=$((${#modules[@]} + ${#adapters[@]}))
elapsed=$((SECONDS - started))
if [ ${#failed[@]} -gt 0 ]; then
  echo "docs: FAILED ${#failed[@]} of $total catalogs (${failed[*]}) in ${elapsed}s; output: $out"
  exit 1
fi
echo "docs: $total catalogs built with warnings as errors in ${elapsed}s; output: $out"
