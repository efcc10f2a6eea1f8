#!/usr/bin/env bash
# Regenerates the golden outputs of `typeset-cli generate` for the examples, all in Tests/Golden/,
# and the typography file's JSON Schema (Schema/typography.schema.json, `typeset-cli schema`,
# compared byte for byte by SchemaCommandTests) and the README's key table (`typeset-cli schema
# --format markdown`) and table of diagnostic codes (`typeset-cli schema --codes --format
# markdown`):
# the Swift files (swift/, compiled as the GoldenTypographies module that TypesetCLITests runs
# against the engine), the CSS (css/) and the design tokens (tokens/), each compared byte for
# byte by GoldenTests. Tests never rewrite them; run this after an intended change to the
# generators and review the diff. The golden SVG specimens (Tests/Golden/svg/) come from
# Scripts/render/regenerate-golden.sh.
#
# Usage: Scripts/update-golden.sh [path/to/typeset-cli]
set -euo pipefail
cd "$(dirname "$0")/.."
typeset_bin=${1:-}
if [ -z "$typeset_bin" ]; then
  swift build --product typeset-cli >/dev/null
  typeset_bin=$(swift build --show-bin-path)/typeset-cli
fi
# Normalized (Tests/Golden/typographies/) covers what the examples do not: normalisation, whose
# measurements the compiled Swift carries, a custom style with category and platform entries.
for name in Editorial DejaVu Normalized; do
  example=Examples/$name/typography.json
  [ -f "$example" ] || example=Tests/Golden/typographies/$name.json
  "$typeset_bin" generate "$example" --type-name "${name}Typography" \
    --swift "Tests/Golden/swift/${name}Typography.swift" \
    --css "Tests/Golden/css/$name.css" --tokens "Tests/Golden/tokens/$name.tokens.json" 2>/dev/null
done
"$typeset_bin" schema >Schema/typography.schema.json
# The README's key table and table of diagnostic codes, each between its markers.
python3 - "$typeset_bin" <<'PYTHON'
import re, subprocess, sys
text = open("README.md", encoding="utf-8").read()
for arguments, start, end in [
    (["--format", "markdown"], "<!-- keys: typeset-cli schema --format markdown -->\n",
     "<!-- end of keys -->"),
    (["--codes", "--format", "markdown"],
     "<!-- codes: typeset-cli schema --codes --format markdown -->\n", "<!-- end of codes -->"),
]:
    table = subprocess.run([sys.argv[1], "schema", *arguments], capture_output=True, text=True,
                           check=True).stdout
    text, count = re.subn(re.escape(start) + ".*?" + re.escape(end),
                          lambda _: start + table + end, text, count=1, flags=re.S)
    if count != 1:
        sys.exit(f"update-golden: README.md has no {start.strip()} … {end} markers")
open("README.md", "w", encoding="utf-8").write(text)
PYTHON
echo "golden: regenerated Tests/Golden/swift, Tests/Golden/css, Tests/Golden/tokens, Schema/typography.schema.json and the README's key table and table of codes"
git status --short Tests/Golden Schema README.md
