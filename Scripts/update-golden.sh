#!/usr/bin/env bash
# Regenerates the golden outputs of `typeset generate` for the examples: the Swift files that
# the TypesetCLITests target compiles and runs (Tests/TypesetCLITests/Generated/), and the CSS
# and design tokens compared byte for byte (Tests/Golden/). Tests never rewrite them; run this
# after an intended change to the generators and review the diff.
#
# Usage: Scripts/update-golden.sh [path/to/typeset]
set -euo pipefail
cd "$(dirname "$0")/.."
typeset_bin=${1:-}
if [ -z "$typeset_bin" ]; then
  swift build --product typeset >/dev/null
  typeset_bin=$(swift build --show-bin-path)/typeset
fi
for name in Editorial DejaVu; do
  example=Examples/$name/typography.json
  "$typeset_bin" generate "$example" --type-name "${name}Typography" \
    --swift "Tests/TypesetCLITests/Generated/${name}Typography.swift" \
    --css "Tests/Golden/$name.css" --tokens "Tests/Golden/$name.tokens.json" 2>/dev/null
done
echo "golden: regenerated Tests/TypesetCLITests/Generated and Tests/Golden"
