#!/usr/bin/env bash
# Builds the DocC documentation of every public module, with warnings as errors.
# Symbol graphs come from the compiler (no SwiftPM plugin needed); `docc convert --analyze`
# then checks every link and reference.
#
# Usage: Scripts/build-docs.sh [output-directory]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/docs}
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac
modules=(DynamicType OpenType Typeset TypesetRender TypesetCLI)
rm -rf "$out"
mkdir -p "$out/all-graphs"
# A scratch path of its own, built from scratch: an incremental build would skip modules that
# are up to date and so emit no graph for them.
swift build --scratch-path "$out/build" --target TypesetCLI \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$out/all-graphs" >/dev/null
for module in "${modules[@]}"; do
  graphs="$out/graphs/$module"
  mkdir -p "$graphs"
  cp "$out/all-graphs/$module.symbols.json" "$graphs/"
  cp "$out/all-graphs/$module@"*.symbols.json "$graphs/" 2>/dev/null || true
  docc convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.typeset.$module" \
    --output-path "$out/$module.doccarchive" \
    --analyze --warnings-as-errors
  echo "docs: $module ok"
done
