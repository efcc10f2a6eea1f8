#!/usr/bin/env bash
# Builds Tests/PluginFixture in release, a package that depends on this checkout by path and
# uses the TypesetGenerate build-tool plugin, and runs the command plugins on it, as an app's
# package would. Checks:
#   1. the build generates the accessors and the app prints the typography's values;
#   1b. the app as it is installed: the product and its resource bundle copied into an empty
#      folder, the fixture's sources and build folder moved away, run under strace: every style
#      at every category of iOS, macOS, tvOS and watchOS, Bold Text off and on, equals
#      `typeset-cli scale FILE --format json` on the source typography (point size, line
#      height, tracking, face, weight; Scripts/compare-installed-app.py), and the process
#      opens or stats no font or typography file; then it finds every font in its bundle by
#      file name;
#   2. a second build with nothing changed does not run the generator again;
#   3. a change to the typography changes the build's output;
#   4. a broken typography fails the build with the error's file:line:column and code;
#   5. `swift package typeset-audit` passes on the fixture's strings and fails on a string
#      that cannot fit;
#   6. `swift package typeset-specimen` writes a specimen.
# Needs DejaVu (Debian's fonts-dejavu-core), as the examples do, Inter's variable font
# (fonts-inter-variable) and strace. About 6-8 minutes on two cores, most of it the first
# release build of the package inside the fixture.
#
# Usage: Scripts/plugin-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d)
trap '[[ -n ${KEEP_WORK:-} ]] || rm -rf "$work"' EXIT
cp -R Tests/PluginFixture "$work/fixture"
sed -i "s|TYPESET_ROOT|$root|" "$work/fixture/Package.swift"
cd "$work/fixture"
mkdir -p Sources/App/Fonts
cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf Sources/App/Fonts/Brand-Regular.ttf
cp /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf Sources/App/Fonts/Brand-Bold.ttf
cp /usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf Sources/App/Fonts/Brand-Oblique.ttf
cp /usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf Sources/App/Fonts/Display.var.ttf

fail() {
  echo "plugins: FAILED: $*"
  exit 1
}
build() { swift build -c release --scratch-path "$work/build" 2>&1; }

# 1. A first build generates the accessors.
build >"$work/build1.log" || { cat "$work/build1.log"; fail "the fixture does not build"; }
grep -q "Generating Swift accessors for typography.json" "$work/build1.log" \
  || { cat "$work/build1.log"; fail "the build did not run the generator"; }
app="$work/build/release/App"
"$app" >"$work/run1.txt"
grep -qx "body 18.0 DejaVuSans" "$work/run1.txt" || { cat "$work/run1.txt"; fail "unexpected body"; }
grep -qx "caption1 13.0 DejaVuSans" "$work/run1.txt" \
  || { cat "$work/run1.txt"; fail "unexpected caption1"; }
echo "plugins: build generates FixtureTypography ($(tr '\n' ';' <"$work/run1.txt"))"
# The build log's own lines, for the record.
log_lines() { grep -E "Generating Swift accessors|Build complete|Compiling App" "$1" | sed 's/^/plugins:   | /'; }
log_lines "$work/build1.log"
grep -E "warning: .*(is not a resource|Fonts)" "$work/build1.log" \
  && fail "the plugin warned about a font that is a resource"

# 1b. The app as it is installed, away from its sources and its build folder.
installed=$(mktemp -d)
cp "$app" "$installed/App"
cp -R "$work/build/release/PluginFixture_App.resources" "$installed/"
mv "$work/fixture" "$work/fixture.away"
mv "$work/build" "$work/build.away"
status=0
(cd "$installed" && strace -f -qq -e trace=%file -o "$work/strace.txt" ./App --all) \
  >"$work/app-all.jsonl" 2>"$work/app-all.err" || status=$?
(cd "$installed" && ./App --fonts) >"$work/app-fonts.txt" 2>&1 || status=$?
mv "$work/fixture.away" "$work/fixture"
mv "$work/build.away" "$work/build"
rm -rf "$installed"
[[ $status -eq 0 ]] || { cat "$work/app-all.err" "$work/app-fonts.txt"; fail "the installed app exited with $status"; }
if grep -E '\.(ttf|otf|ttc|woff2?)"|typography\.(json|plist)"' "$work/strace.txt" >"$work/opened.txt"; then
  cat "$work/opened.txt"
  fail "the installed app opened or looked for a font or typography file"
fi
grep -q " missing$" "$work/app-fonts.txt" && { cat "$work/app-fonts.txt"; fail "a font is not in the app's bundle"; }
# The compiled path needs no font reader: the app links neither OpenType nor the loader.
# (Swift's mangled names start with the module: $s8OpenType…, $s13TypesetLoader….)
nm "$app" >"$work/app-symbols.txt" || fail "nm could not read the app"
reader_symbols=$(grep -cE '\$s(8OpenType|13TypesetLoader)' "$work/app-symbols.txt" || true)
[[ $reader_symbols -eq 0 ]] \
  || fail "the app links the font reader or the loader ($reader_symbols symbols of OpenType/TypesetLoader)"
typeset_symbols=$(grep -cE '\$s7Typeset' "$work/app-symbols.txt" || true)
[[ $typeset_symbols -gt 0 ]] || fail "nm shows no symbol of Typeset: the check above proves nothing"
echo "plugins: the app links Typeset ($typeset_symbols symbols) and no symbol of OpenType or TypesetLoader"
typeset_cli=$(cd "$root" && swift build --product typeset-cli >/dev/null && swift build --show-bin-path)/typeset-cli
for platform in ios macos tvos watchos; do
  "$typeset_cli" scale Sources/App/typography.json --platform "$platform" \
    --format json >"$work/scale-$platform.json" 2>/dev/null
  "$typeset_cli" scale Sources/App/typography.json --platform "$platform" \
    --bold-text --format json >"$work/scale-$platform-bold.json" 2>/dev/null
done
python3 "$root/Scripts/compare-installed-app.py" "$work/app-all.jsonl" "$work"/scale-*.json \
  || fail "the installed app differs from typeset-cli scale"
echo "plugins: the installed app (copied away, sources moved) opens no font or typography file" \
  "($(grep -c . "$work/strace.txt") file calls traced), finds its $(grep -c found "$work/app-fonts.txt") fonts in its bundle"

# 2. Nothing changed: the generator does not run again. (The build after the first links the
# plugin's tool again, and the tool is an input of the command, so the check starts from the
# build after that.)
build >"$work/build2.log" || { cat "$work/build2.log"; fail "the second build failed"; }
build >"$work/build2.log" || { cat "$work/build2.log"; fail "the third build failed"; }
if grep -q "Generating Swift accessors" "$work/build2.log"; then
  cat "$work/build2.log"
  fail "the generator ran again although nothing changed"
fi
log_lines "$work/build2.log"
# A font the typography names is an input: touching it runs the generator again.
touch Sources/App/Fonts/Brand-Bold.ttf
build >"$work/build2.log" || { cat "$work/build2.log"; fail "the build after touching a font failed"; }
grep -q "Generating Swift accessors" "$work/build2.log" \
  || { cat "$work/build2.log"; fail "a changed font did not run the generator"; }
log_lines "$work/build2.log"
echo "plugins: an unchanged typography is not generated again; a changed font is"

# 3. A change to the typography reaches the app. The build tells a changed input by its file
# status, so the change waits a second after the last build: a build and an edit within one
# timestamp tick of each other are not what the check is about (CI once saw that race).
sleep 1
sed -i 's/"body": { "size": 18,/"body": { "size": 21,/' Sources/App/typography.json
grep -q '"body": { "size": 21,' Sources/App/typography.json || fail "the fixture's typography was not changed"
build >"$work/build3.log" || { cat "$work/build3.log"; fail "the build after the change failed"; }
"$app" >"$work/run3.txt"
grep -qx "body 21.0 DejaVuSans" "$work/run3.txt" \
  || { cat "$work/build3.log" "$work/run3.txt"; fail "the change did not reach the app"; }
log_lines "$work/build3.log"
echo "plugins: a changed size reaches the build (body 18.0 -> 21.0)"

# 4. A broken typography fails the build and names the line.
sed -i 's/"body": { "size": 21,/"body": { "size": -4,/' Sources/App/typography.json
line=$(grep -n '"body"' Sources/App/typography.json | cut -d: -f1)
if build >"$work/build4.log"; then
  cat "$work/build4.log"
  fail "a broken typography built"
fi
# The line ends with the diagnostic's code, which Xcode and CI annotations show with it.
grep -E "typography.json:$line:[0-9]+: error: styles.body.size: .* \[out-of-range\]" "$work/build4.log" \
  >"$work/error.txt" \
  || { cat "$work/build4.log"; fail "the build error does not name typography.json:$line and its code"; }
echo "plugins: a broken typography fails the build: $(head -1 "$work/error.txt" | sed "s|$work/fixture/||")"
sed -i 's/"body": { "size": -4,/"body": { "size": 18,/' Sources/App/typography.json

# 5. The audit command: clean strings pass, a string that cannot fit fails.
swift package --scratch-path "$work/build" typeset-audit >"$work/audit1.log" 2>&1 \
  || { cat "$work/audit1.log"; fail "typeset-audit failed on strings that fit"; }
echo '"promo.banner" = "An unusually long promotional banner that no phone could show on one line";' \
  >>Sources/App/Localizable.strings
if swift package --scratch-path "$work/build" typeset-audit >"$work/audit2.log" 2>&1; then
  cat "$work/audit2.log"
  fail "typeset-audit passed a string that cannot fit"
fi
grep -q "promo.banner\|An unusually long" "$work/audit2.log" \
  || { cat "$work/audit2.log"; fail "the audit does not name the string"; }
echo "plugins: typeset-audit passes the fixture's strings and fails a string that cannot fit"

# 6. The specimen command.
swift package --scratch-path "$work/build" --allow-writing-to-package-directory \
  typeset-specimen --format svg >"$work/specimen.log" 2>&1 \
  || { cat "$work/specimen.log"; fail "typeset-specimen failed"; }
specimen=Specimens/App-App_typography_json.svg
[[ -s $specimen ]] && grep -q "<svg" "$specimen" || { cat "$work/specimen.log"; fail "no $specimen"; }
echo "plugins: typeset-specimen wrote $specimen ($(wc -c <"$specimen") bytes)"
