#!/usr/bin/env bash
# Runs the built `typeset-cli` binary the way a user would and checks what it prints and its exit
# codes. Compares `typeset-cli scale` with the repository's reference JSON (Reference/).
#
# Usage: Scripts/smoke-cli.sh [path/to/typeset-cli]
set -euo pipefail
cd "$(dirname "$0")/.."
typeset_bin=${1:-$(swift build --show-bin-path)/typeset-cli}
reference=Reference/dynamic-type.json
# groff checks the manual page, make runs the Makefile's install (Debian: groff-base, make).
source Scripts/lib/apt.sh
apt_ensure groff-base make
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

"$typeset_bin" --version | grep -q '^typeset-cli ' || fail "--version"
expect_exit 0 --help
expect_exit 0 help scale
expect_exit 0 scale
python3 -c 'import sys; sys.exit(max(len(l.rstrip("\n")) for l in open(sys.argv[1], encoding="utf-8")) > 80)' \
  "$tmp/out" || fail "typeset-cli scale is wider than 80 columns"

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

# Typography files: the examples validate, resolve with and without Bold Text, and explain.
for example in Examples/*/typography.json; do
  expect_exit 0 validate "$example"
  "$typeset_bin" scale --config "$example" --format json >"$tmp/plain.json" 2>/dev/null
  "$typeset_bin" scale --config "$example" --bold-text --format json >"$tmp/bold.json" 2>/dev/null
  python3 - "$tmp" "$example" <<'PY'
import json, sys
tmp, example = sys.argv[1], sys.argv[2]
plain = json.load(open(tmp + "/plain.json"))
bold = json.load(open(tmp + "/bold.json"))
assert len(plain) == len(bold) and len(plain) % 12 == 0, (len(plain), len(bold))
assert all(r["face"] and r["pointSize"] > 0 and r["lineHeight"] > 0 for r in plain + bold)
assert all(b["weight"] >= p["weight"] for p, b in zip(plain, bold)), "Bold Text made text lighter"
print("smoke: %s resolves %d styles x 12 categories, with and without Bold Text"
      % (example, len(plain) // 12))
PY
done
expect_exit 0 explain --config Examples/Editorial/typography.json price --category AX5
grep -q "= DejaVuSans-Bold 34 pt" "$tmp/out" || fail "explain price at AX5"
printf '{"families": {}, "styles": {"body": {"size": -3}}}' >"$tmp/broken.json"
expect_exit 1 validate "$tmp/broken.json"
grep -q "styles.body.size: must be greater than 0 and at most 1000 pt (found -3)" "$tmp/out" || fail "validate message"
expect_exit 66 validate "$tmp/missing.json"
echo "smoke: validate exits 1 on a broken file with its path and message, 66 on a missing one"

# The typography as the first argument (--config an alias), and - for standard input.
expect_exit 0 explain Examples/Editorial/typography.json price --category AX5
grep -q "= DejaVuSans-Bold 34 pt" "$tmp/out" || fail "explain FILE STYLE"
"$typeset_bin" validate - <Examples/Editorial/typography.json >"$tmp/out" 2>"$tmp/err" \
  || fail "validate - exited $?: $(cat "$tmp/err")"
grep -q "^<stdin>: valid (0 errors" "$tmp/out" || fail "validate - does not name <stdin>"
"$typeset_bin" explain - body <Examples/Editorial/typography.json >"$tmp/out" 2>"$tmp/err" \
  || fail "explain - body exited $?: $(cat "$tmp/err")"
"$typeset_bin" validate - <"$tmp/broken.json" >"$tmp/out" 2>"$tmp/err" && fail "validate - accepted a broken file"
grep -q "^<stdin>:1:[0-9]*: error: styles.body.size" "$tmp/out" || fail "validate - error position"
"$typeset_bin" scale - --format json <Examples/Editorial/typography.json | grep -q '"face"' \
  || fail "scale - did not resolve the typography"
echo "smoke: explain and scale take the file first; validate, explain and scale read - from standard input"

# Ranges: every number in a file and every numeric flag has one (the engine's ValueRange); out
# of range exits 1 naming the key or flag, the value and the range.
dejavu_face='{"file": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "postScriptName": "DejaVuSans", "weight": 400}'
expect_range_error() {
  local json=$1 message=$2
  printf '{"families": {"S": {"faces": [%s]}}, "styles": %s}' "$dejavu_face" "$json" >"$tmp/range.json"
  expect_exit 1 validate "$tmp/range.json"
  grep -qF -- "$message" "$tmp/out" || fail "validate $json: no '$message' in $(cat "$tmp/out")"
}
expect_range_error '{"body": {"scaling": {"strategy": "stepped", "step": -4}}}' \
  "styles.body.scaling.step: must be from 0 to 100 pt (found -4)"
expect_range_error '{"callout": {"tracking": -1000000}}' \
  "styles.callout.tracking: must be from -1000 to 1000 (1/1000 em) (found -1000000)"
expect_range_error '{"body": {"size": 5, "scaling": {"strategy": "stepped", "step": 6}}}' \
  "styles.body.scaling: gives -13 pt at xSmall"
expect_range_error '{"a": {"relativeTo": "b"}, "b": {"relativeTo": "c"}, "c": {"relativeTo": "a"}}' \
  "styles.a.relativeTo: \"b\" is a custom style, and a → b → c → a is a cycle"
expect_range_error '{"price": {"relativeTo": "price"}}' "a style cannot be relative to itself"
expect_range_error '{"": {"relativeTo": "body"}}' "styles: a style's name must not be empty"
# Generated names: unique and non-empty, a collision numbered with a warning naming both.
printf '{"families": {"S": {"faces": [%s]}}, "styles": {"価格": {"relativeTo": "body"}, "税込": {"relativeTo": "body"}, "a b": {"relativeTo": "body"}, "a-b": {"relativeTo": "body"}}}' \
  "$dejavu_face" >"$tmp/names.json"
expect_exit 0 generate "$tmp/names.json" --css "$tmp/names.css" --swift "$tmp/Names.swift"
grep -qF 'CSS class typeset-a-b-2: "a-b" and "a b" both give typeset-a-b' "$tmp/err" || fail "no CSS collision warning"
grep -qF 'Swift case aB2' "$tmp/err" || fail "no Swift collision warning"
python3 - "$tmp/names.css" <<'PY' || fail "CSS classes are not unique"
import re, sys
selectors = re.findall(r"^(\.typeset-[^{]*)\{", open(sys.argv[1], encoding="utf-8").read(), re.M)
assert len(selectors) == len(set(selectors)) == 15, selectors
PY
# Inputs and outputs: /dev/null reads like an empty file; UTF-16 and UTF-32 JSON read; an
# output path says what is wrong with it.
: >"$tmp/empty.json"
expect_exit 1 validate /dev/null
grep -qF "/dev/null: error: the file is empty" "$tmp/out" || fail "validate /dev/null"
expect_exit 1 validate "$tmp/empty.json"
grep -qF "error: the file is empty" "$tmp/out" || fail "validate an empty file"
for encoding in UTF-16 UTF-16BE UTF-32LE; do
  iconv -f UTF-8 -t "$encoding" Examples/DejaVu/typography.json >"$tmp/wide.json"
  expect_exit 0 validate "$tmp/wide.json"
done
echo x >"$tmp/a-file"
expect_exit 73 generate Examples/DejaVu/typography.json --css "$tmp/a-file/out.css"
grep -qF "$tmp/a-file is a file, not a folder" "$tmp/err" || fail "output under a file: $(cat "$tmp/err")"
expect_exit 73 generate Examples/DejaVu/typography.json --css "$tmp/no/such/out.css"
grep -qF "the folder $tmp/no/such does not exist" "$tmp/err" || fail "output in a missing folder"
# A failed write is exit 74 and leaves the old file; an output that is an input is refused (64);
# a FIFO or a device is refused as a typography without being read.
[[ -c /dev/full ]] || fail "/dev/full is not the full device (restore it: mknod -m 666 /dev/full c 1 7)"
expect_exit 74 generate Examples/DejaVu/typography.json --css /dev/full
grep -qF "cannot write /dev/full: No space left on device" "$tmp/err" || fail "/dev/full: $(cat "$tmp/err")"
cp Examples/DejaVu/typography.json "$tmp/self.json"
expect_exit 64 generate "$tmp/self.json" --swift "$tmp/./self.json"
grep -qF "is a file this run reads" "$tmp/err" || fail "output over the input: $(cat "$tmp/err")"
cmp -s Examples/DejaVu/typography.json "$tmp/self.json" || fail "generate wrote over its typography"
mkfifo "$tmp/pipe.json"
expect_exit 66 validate "$tmp/pipe.json"
grep -qF "pipe.json: is a FIFO (named pipe), not a file" "$tmp/err" || fail "FIFO: $(cat "$tmp/err")"
expect_exit 66 validate /dev/zero
grep -qF "/dev/zero: is a character device, not a file" "$tmp/err" || fail "/dev/zero: $(cat "$tmp/err")"
# WOFF 1.0 is read like the font it wraps; WOFF 2.0 is named with a way to convert it.
expect_exit 0 inspect Tests/Corpus/woff/builder-gpos.woff --format json
grep -q '"postScriptName": "BuilderSans-Regular"' "$tmp/out" || fail "inspect WOFF"
expect_exit 1 inspect Tests/Corpus/woff/builder-gpos.woff2
grep -qF "a WOFF 2.0 file, which Typeset does not read" "$tmp/err" || fail "inspect WOFF2: $(cat "$tmp/err")"
grep -qF "fonttools ttLib.woff2 decompress" "$tmp/err" || fail "inspect WOFF2 hint"
# Property lists: XML ones have line and column (Typeset's own XML reader), binary ones a clear
# message.
printf '<?xml version="1.0"?>\n<plist version="1.0">\n<dict>\n  <key>families</key>\n  <dict>\n    <key>A</key>\n    <strin>x</string>\n' >"$tmp/broken.plist"
expect_exit 1 validate "$tmp/broken.plist"
grep -qF "broken.plist:7:5: error: not a valid XML property list: unknown property list element <strin>" "$tmp/out" \
  || fail "plist position: $(cat "$tmp/out")"
printf 'bplist00\001\001\001\001\001\001\001\001' >"$tmp/broken.bplist"
expect_exit 1 validate "$tmp/broken.bplist"
grep -qF "not a valid binary property list" "$tmp/out" || fail "binary plist message"
# inspect --location: a static font has no axes to put a location on.
expect_exit 1 inspect /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf --location wght=700
grep -qF "the face is static (it has no variation axes)" "$tmp/err" || fail "inspect --location on a static font"
# Noise: {} says families are missing once; one face gives one Bold Text warning, not one per
# style.
printf '{}' >"$tmp/nothing.json"
expect_exit 1 validate "$tmp/nothing.json"
[ "$(grep -c 'error:' "$tmp/out")" -eq 1 ] || fail "{} reports more than one error: $(cat "$tmp/out")"
printf '{"families": {"S": {"faces": [%s]}}}' "$dejavu_face" >"$tmp/one-face.json"
expect_exit 0 validate "$tmp/one-face.json"
[ "$(grep -c 'Bold Text' "$tmp/out")" -eq 1 ] || fail "Bold Text warnings not grouped: $(cat "$tmp/out")"
grep -qF "families.S: 11 styles (largeTitle, title1, title2, title3, headline …)" "$tmp/out" || fail "grouped warning"
# A face that no weight can choose (two upright 400 faces in one family) is a warning.
printf '{"families": {"S": {"faces": [%s, {"file": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"}]}}}' \
  "$dejavu_face" >"$tmp/shadowed.json"
expect_exit 0 validate "$tmp/shadowed.json"
grep -qF "families.S.faces[1]: DejaVuSansMono can never be chosen: faces[0] (DejaVuSans, upright 400)" "$tmp/out" \
  || fail "no warning for a face that can never be chosen: $(cat "$tmp/out")"
expect_flag_error() {
  local message=$1
  shift
  expect_exit 64 "$@"
  grep -qF -- "$message" "$tmp/err" || fail "typeset $*: no '$message' in $(cat "$tmp/err")"
}
expect_flag_error "--size: must be greater than 0 and at most 1000 pt (found -3)" scale --size -3
expect_flag_error "--size: must be greater than 0 and at most 1000 pt (found nan)" scale --size nan
expect_flag_error "--size: must be greater than 0 and at most 1000 pt (found inf)" scale --size inf
expect_flag_error "--step: must be from 0 to 100 pt (found -4)" scale --strategy stepped --step -4
expect_flag_error "--maximum: must be at least minimumSize" scale --size 17 --minimum 30 --maximum 20
expect_flag_error "--sizes: size 1 (xSmall)" scale --strategy table --sizes=-1,2,3,4,5,6,7,8,9,10,11,12
expect_flag_error "--width: must be greater than 0" audit Examples/Audit/typography.json --width -300
expect_flag_error "--lines: must be a whole number from 1 to 1000" audit Examples/Audit/typography.json --lines 0
expect_flag_error "--scale: must be a whole number from 1 to 3" specimen --scale 9
expect_exit 64 scale --size abc
echo "smoke: out-of-range values exit 1 in files and 64 in flags, naming the key or flag, value and range"

# The audit finds the problems planted in Examples/Audit.
expect_exit 1 audit Examples/Audit/typography.json --strings Examples/Audit/Localizable.strings --width 300
for planted in "Fonts/Brand-Black.ttf: no such file \[face-file\]" \
  'basket.add: "Добавить": DejaVuMathTeXGyre-Regular has no glyph for Д' \
  'checkout.button: "Proceed to checkout" needs 2 lines of 300 pt (1 allowed) in 12 styles' \
  "styles.caption2: 10 pt at large is below"; do
  grep -q "$planted" "$tmp/out" || fail "audit did not find: $planted"
done
printf 'Add\nBasket\n' >"$tmp/strings.txt"
expect_exit 0 audit Examples/Editorial/typography.json --strings "$tmp/strings.txt"
echo "smoke: audit finds the planted problems (exit 1) and passes the editorial example (exit 0)"

# Code generation and design tokens: every output for every example, tokens back to a
# typography that resolves to the same table, and the exit codes of CLI.md.
for example in Examples/*/typography.json; do
  expect_exit 0 generate "$example" --swift "$tmp/T.swift" --css "$tmp/t.css" --tokens "$tmp/t.tokens.json"
  type_name="$(basename "$(dirname "$example")")Typography"
  grep -q "public enum $type_name {" "$tmp/T.swift" || fail "generate --swift for $example"
  grep -q "font: -apple-system-body" "$tmp/t.css" || fail "generate --css for $example"
  expect_exit 0 import "$tmp/t.tokens.json" --output "$tmp/back.json"
  "$typeset_bin" scale --config "$example" --format json >"$tmp/a.json" 2>/dev/null
  "$typeset_bin" scale --config "$tmp/back.json" --format json >"$tmp/b.json" 2>/dev/null
  "$typeset_bin" scale --config "$example" --bold-text --format json >"$tmp/a-bold.json" 2>/dev/null
  "$typeset_bin" scale --config "$tmp/back.json" --bold-text --format json >"$tmp/b-bold.json" 2>/dev/null
  python3 - "$tmp" "$example" <<'PY'
import json, sys
tmp, example = sys.argv[1], sys.argv[2]
keys = ("style", "category", "face", "weight", "pointSize", "lineHeight", "tracking")
for suffix in ("", "-bold"):
    a = [tuple(r[k] for k in keys) for r in json.load(open("%s/a%s.json" % (tmp, suffix)))]
    b = [tuple(r[k] for k in keys) for r in json.load(open("%s/b%s.json" % (tmp, suffix)))]
    assert a == b, [(x, y) for x, y in zip(a, b) if x != y][:3]
print("smoke: %s -> tokens -> typography resolves to the same %d cells, with and without "
      "Bold Text" % (example, len(a)))
PY
done
expect_exit 64 generate Examples/Editorial/typography.json
expect_exit 64 generate Examples/Editorial/typography.json --swfit "$tmp/T.swift"
grep -q "did you mean '--swift'" "$tmp/err" || fail "no suggestion for --swfit"
expect_exit 66 generate "$tmp/missing.json" --css "$tmp/t.css"
expect_exit 1 generate "$tmp/broken.json" --css "$tmp/t.css"
expect_exit 66 import "$tmp/missing.json"
printf '{"t": {"a": {"$type": "typography", "$value": {"fontFamily": "F", "fontSize": "2vw"}}}}' \
  >"$tmp/bad-tokens.json"
expect_exit 1 import "$tmp/bad-tokens.json"
grep -q 't.a.$value.fontSize: the unit "vw" cannot be mapped to points' "$tmp/err" \
  || fail "import error message: $(cat "$tmp/err")"
echo "smoke: generate and import exit 64, 66 and 1 as CLI.md says, with the token path in errors"

# typeset-cli inspect: exit codes, and a real font when the machine has one of the corpus.
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

# The manual page (typeset-cli help --man) renders without a warning, and make install puts the
# executable, the page and the three completion scripts in place (a debug build, to avoid a
# release build here).
"$typeset_bin" help --man >"$tmp/typeset.1" || fail "help --man"
warnings=$(groff -man -ww -z "$tmp/typeset.1" 2>&1)
[[ -z $warnings ]] || fail "the manual page has roff warnings: $warnings"
grep -q '^\.TH TYPESET-CLI 1 ' "$tmp/typeset.1" || fail "the manual page has no .TH line"
for command in scale validate explain audit generate specimen completions; do
  grep -q "^\.SS $command\$" "$tmp/typeset.1" || fail "the manual page has no section for $command"
done
make --no-print-directory install PREFIX="$tmp/prefix" CONFIGURATION=debug STATIC= >"$tmp/make.log" 2>&1 \
  || fail "make install: $(cat "$tmp/make.log")"
for file in bin/typeset-cli share/man/man1/typeset-cli.1 share/bash-completion/completions/typeset-cli \
  share/zsh/site-functions/_typeset-cli share/fish/vendor_completions.d/typeset-cli.fish; do
  [[ -s $tmp/prefix/$file ]] || fail "make install did not install $file"
done
"$tmp/prefix/bin/typeset-cli" --version | grep -q "^typeset-cli " || fail "the installed typeset-cli does not run"
echo "smoke: the manual page renders without warnings; make install installs typeset-cli, typeset-cli.1 and the completions"


# The build plugin's generator (TypesetGenerateTool, beside typeset-cli in the build folder)
# writes what `typeset-cli generate --swift` writes, byte for byte, and exits as it does.
generator=$(dirname "$typeset_bin")/TypesetGenerateTool
[[ -x $generator ]] || swift build --product TypesetGenerateTool >/dev/null
compared=0
for file in Examples/*/typography.json Tests/Golden/typographies/*.json; do
  "$typeset_bin" generate "$file" --swift "$tmp/cli.swift" --font-bundle module \
    --access-level internal 2>/dev/null || fail "typeset-cli generate $file"
  "$generator" "$file" --swift "$tmp/plugin.swift" --font-bundle module --access-level internal 2>/dev/null \
    || fail "TypesetGenerateTool $file"
  cmp -s "$tmp/cli.swift" "$tmp/plugin.swift" || fail "TypesetGenerateTool and typeset-cli differ on $file"
  compared=$((compared + 1))
done
expect_generator() {
  local expected=$1
  shift
  local code=0
  "$generator" "$@" >"$tmp/out" 2>"$tmp/err" || code=$?
  [ "$code" -eq "$expected" ] || fail "TypesetGenerateTool $* exited $code, expected $expected: $(cat "$tmp/err")"
}
printf '{"styles": {"body": {"size": -3}}}' >"$tmp/broken.json"
expect_generator 1 "$tmp/broken.json" --swift "$tmp/broken.swift"
grep -q "broken.json:1:[0-9]*: error: styles.body.size" "$tmp/err" || fail "no file:line:column error: $(cat "$tmp/err")"
[[ ! -e $tmp/broken.swift ]] || fail "TypesetGenerateTool wrote Swift for a broken typography"
expect_generator 66 "$tmp/missing.json" --swift "$tmp/out.swift"
expect_generator 64 Examples/Editorial/typography.json --swift "$tmp/out.swift" --acces-level public
expect_generator 64 Examples/Editorial/typography.json --swift "$tmp/out.swift" --type-name 9x
expect_generator 73 Examples/Editorial/typography.json --swift "$tmp/no/such/folder/out.swift"
expect_generator 74 Examples/Editorial/typography.json --swift /dev/full
expect_generator 64 "$tmp/self.json" --swift "$tmp/self.json"
echo "smoke: TypesetGenerateTool equals typeset-cli generate --swift on $compared typographies; exits 1 / 66 / 64 / 73 / 74 as documented"
