#!/usr/bin/env bash
# Runs the built `typeset` binary the way a user would and checks what it prints and its exit
# codes. Compares `typeset scale` with the reference JSON in ../shared/reference (or the copy in
# the test resources when shared/ is not beside the checkout).
#
# Usage: Scripts/smoke-cli.sh [path/to/typeset]
set -euo pipefail
cd "$(dirname "$0")/.."
typeset_bin=${1:-$(swift build --show-bin-path)/typeset}
reference=../shared/reference/dynamic-type.json
[ -f "$reference" ] || reference=Tests/DynamicTypeTests/Resources/dynamic-type.json
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail() { echo "smoke: FAILED: $*" >&2; exit 1; }

expect_exit() {
  local expected=$1
  shift
  local code=0
  "$typeset_bin" "$@" >"$tmp/out" 2>"$tmp/err" || code=$?
  [ "$code" -eq "$expected" ] || fail "typeset $* exited $code, expected $expected: $(cat "$tmp/err")"
}

"$typeset_bin" --version | grep -q '^typeset ' || fail "--version"
expect_exit 0 --help
expect_exit 0 help scale
expect_exit 0 scale
python3 -c 'import sys; sys.exit(max(len(l.rstrip("\n")) for l in open(sys.argv[1], encoding="utf-8")) > 80)' \
  "$tmp/out" || fail "typeset scale is wider than 80 columns"

"$typeset_bin" scale --platform ios --format json >"$tmp/ios.json"
"$typeset_bin" scale --platform ios7 --category AX5 --format json >"$tmp/ios7.json"
"$typeset_bin" scale --strategy fontMetrics --style body --size 17 --format json >"$tmp/fm.json"
python3 - "$reference" "$tmp" <<'PY'
import json, sys
reference, tmp = sys.argv[1], sys.argv[2]
ref = json.load(open(reference))["tables"]["ios"]
names = {"AX%d" % i: "accessibility%d" % i for i in range(1, 6)}
weights = {"regular": 400, "semibold": 600, "bold": 700}
rows = {(r["style"], r["category"]): r for r in json.load(open(tmp + "/ios.json"))}
cells = 0
for category, styles in ref["table"].items():
    for style, cell in styles.items():
        row = rows[(style, names.get(category, category))]
        assert row["pointSize"] == cell["size"], (style, category, row, cell)
        assert row["lineHeight"] == cell["leading"], (style, category, row, cell)
        assert row["weight"] == weights[cell["weight"]], (style, category, row, cell)
        cells += 1
assert cells == 132, cells
ios7 = {r["style"]: r["pointSize"] for r in json.load(open(tmp + "/ios7.json"))}
assert ios7["body"] == 53 and ios7["headline"] == 23, ios7
fm = {r["category"]: r["pointSize"] for r in json.load(open(tmp + "/fm.json"))}
assert fm["accessibility5"] == 48 and fm["large"] == 17, fm
print("smoke: scale matches %d iOS cells; ios7 body 53 / headline 23 at AX5; "
      "fontMetrics body 17 -> 48 at AX5" % cells)
PY

expect_exit 64 scale --categroy AX5
grep -q "did you mean '--category'" "$tmp/err" || fail "no suggestion for --categroy"
expect_exit 64 scael
expect_exit 64 scale --category huge
expect_exit 64 scale --platform watchos --category medium
echo "smoke: usage errors exit 64 with a suggestion"

# typeset inspect: exit codes, and a real font when the machine has one of the corpus.
expect_exit 66 inspect "$tmp/missing.ttf"
printf 'not a font' >"$tmp/broken.ttf"
expect_exit 1 inspect "$tmp/broken.ttf"
grep -q "broken.ttf" "$tmp/err" || fail "inspect's error does not name the file"
expect_exit 64 inspect
font=/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf
if [ -f "$font" ]; then
  expect_exit 0 inspect "$font" --format json --text "AVA"
  python3 - "$tmp/out" <<'PY'
import json, sys
face = json.load(open(sys.argv[1]))["faces"][0]
assert face["postScriptName"] == "LiberationSans", face["postScriptName"]
assert face["unitsPerEm"] == 2048 and face["numGlyphs"] > 2000, face
assert [entry["glyph"] for entry in face["text"]] == [36, 57, 36], face["text"]
PY
  echo "smoke: inspect exits 66 / 1 / 64 as documented and reads Liberation Sans"
else
  echo "smoke: inspect exits 66 / 1 / 64 as documented (no corpus font installed)"
fi
