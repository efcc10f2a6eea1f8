#!/usr/bin/env bash
# Checks the Android outputs of `typeset-cli generate` with Android's own tools, for every
# example typography (Examples/Editorial, Examples/DejaVu as JSON and as a property list,
# Examples/Audit), a typography of tricky names (Scripts/android/tricky-names.json) and one of
# a variable font and CFF fonts (Scripts/android/variable-and-cff.json: Debian's Inter):
#
# - `--android-res`: Debian's `aapt` (Android 10's) compiles the res folder against
#   framework-res.apk (API 29, which declares android:lineHeight, textFontWeight, fontWeight)
#   with a minimal manifest, and writes the R.java the Kotlin then uses;
# - `--compose`: Debian's `kotlinc` (Kotlin 1.3.31, no Compose compiler plugin) type-checks
#   every generated Kotlin file, in one run, against stubs of the Compose API copied from
#   androidx's sources (Scripts/android/stubs/) and aapt's R.java, so a resource name the
#   Kotlin uses that aapt did not make fails too.
#
# Examples/Audit names a font that is not there (Fonts/Brand-Black.ttf, for the audit to
# find): generating its resources must fail with exit 1 naming the face; it is then checked
# from a copy whose face is a stand-in font instead (DejaVu Sans ExtraLight, 200).
#
# Then a self-test proves each check can fail: a font file with an invalid resource name and
# a misspelt framework attribute each make aapt fail, a misspelt TextStyle parameter and an
# R.font name aapt did not make each make kotlinc fail. One summary line per check; installs aapt, android-framework-res and
# kotlin with apt-get when they are missing.
#
# Usage: Scripts/android/check.sh [path/to/typeset-cli]
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
source Scripts/lib/apt.sh
apt_ensure --no-install-recommends aapt android-framework-res kotlin fonts-dejavu-core fonts-inter \
  fonts-inter-variable || exit 1
framework=/usr/share/android-framework-res/framework-res.apk
if [ $# -ge 1 ]; then
  typeset_bin=$1
else
  swift build --product typeset-cli >/dev/null 2>&1 || {
    echo "android: swift build --product typeset-cli FAILED"
    exit 1
  }
  typeset_bin=$(swift build --show-bin-path)/typeset-cli
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
  echo "android: $* FAILED"
  failures=$((failures + 1))
}

# name, typography file. The Audit example is checked from a copy (see above).
mkdir -p "$work/audit"
sed 's|"file": "Fonts/Brand-Black.ttf", "postScriptName": "Brand-Black", "weight": 900|"file": "/usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf", "postScriptName": "DejaVuSans-ExtraLight", "weight": 200|' \
  Examples/Audit/typography.json >"$work/audit/typography.json"
if cmp -s Examples/Audit/typography.json "$work/audit/typography.json"; then
  fail "the Audit example's Brand-Black face was not found to replace"
fi
typographies=(
  "editorial Examples/Editorial/typography.json"
  "dejavu Examples/DejaVu/typography.json"
  "dejavuplist Examples/DejaVu/typography.plist"
  "audit $work/audit/typography.json Examples/Audit/typography.json (a copy with a stand-in font)"
  "tricky Scripts/android/tricky-names.json"
  "variable Scripts/android/variable-and-cff.json"
)

manifest() { # package
  cat <<EOF
<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="$1">
    <uses-sdk android:minSdkVersion="26" android:targetSdkVersion="29" />
</manifest>
EOF
}

# aapt: PACKAGE RES GEN-FOLDER LOG -> status
compile_resources() {
  mkdir -p "$3"
  manifest "$1" >"$3/AndroidManifest.xml"
  aapt package -f -M "$3/AndroidManifest.xml" -S "$2" -I "$framework" -F "$3/out.apk" -J "$3" \
    >"$4" 2>&1
}

kotlin_files=()
java_files=()
for entry in "${typographies[@]}"; do
  read -r name file shown <<<"$entry"
  shown=${shown:-$file}
  package=org.typeset.check.$name
  out=$work/$name
  mkdir -p "$out"
  if ! "$typeset_bin" generate "$file" --compose "$out/Typography.kt" --android-res "$out/res" \
    --kotlin-package "$package" --type-name "Check${name^}Typography" >"$out/generate.log" 2>&1; then
    tail -5 "$out/generate.log"
    fail "generate $shown"
    continue
  fi
  styles=$(grep -c '<style name="TextAppearance\.[^"]*\.' "$out/res/values/typeset_text_appearances.xml")
  fonts=$(find "$out/res/font" -name '*.ttf' -o -name '*.otf' | wc -l)
  otf=$(find "$out/res/font" -name '*.otf' | wc -l)
  variations=$(grep -l fontVariationSettings "$out"/res/font/*.xml 2>/dev/null | wc -l)
  families=$(find "$out/res/font" -name '*.xml' | wc -l)
  if compile_resources "$package" "$out/res" "$out/gen" "$out/aapt.log"; then
    echo "android: aapt $shown ok ($styles text appearances, $families font families, $fonts fonts ($otf CFF), $variations variable families; Debian aapt $(dpkg-query -W -f='${Version}' aapt 2>/dev/null))"
    kotlin_files+=("$out/Typography.kt")
    java_files+=("$out/gen/R.java")
  else
    head -20 "$out/aapt.log"
    fail "aapt $shown"
  fi
done

stubs=(Scripts/android/stubs/*.kt)
# kotlinc: LOG FILES... -> status (one JVM for all of them: its start is the slow part)
type_check() {
  local log=$1
  shift
  rm -rf "$work/classes"
  kotlinc -nowarn -d "$work/classes" "${stubs[@]}" "$@" >"$log" 2>&1
  local status=$?
  grep -v "deprecated in JDK 13" "$log" >"$log.errors"
  return $status
}
if [ ${#kotlin_files[@]} -gt 0 ]; then
  if type_check "$work/kotlinc.log" "${kotlin_files[@]}" "${java_files[@]}"; then
    echo "android: kotlinc ok (${#kotlin_files[@]} generated files with their R.java against ${#stubs[@]} stub files, Debian kotlin $(dpkg-query -W -f='${Version}' kotlin 2>/dev/null))"
  else
    head -30 "$work/kotlinc.log.errors"
    fail "kotlinc"
  fi
fi

# The Audit example as it is: its missing font is an error of the file (exit 1), named.
"$typeset_bin" generate Examples/Audit/typography.json --android-res "$work/audit-as-is" \
  >/dev/null 2>"$work/audit-as-is.log"
status=$?
if [ $status -eq 1 ] && grep -q "faces\[2\].file: cannot copy .*Brand-Black.ttf" "$work/audit-as-is.log" \
  && [ ! -e "$work/audit-as-is" ]; then
  echo "android: Examples/Audit's missing font refused ok (exit 1, nothing written)"
else
  cat "$work/audit-as-is.log"
  fail "Examples/Audit's missing font (exit $status)"
fi

# Self-test: each check fails on a planted mistake.
editorial=$work/editorial
if [ -d "$editorial/res" ]; then
  cp -r "$editorial/res" "$work/broken-res"
  cp "$work/broken-res/font/serif_regular.ttf" "$work/broken-res/font/Serif-Regular.ttf"
  if compile_resources org.typeset.check.broken "$work/broken-res" "$work/broken-gen" \
    "$work/broken-aapt.log"; then
    fail "self-test: aapt accepted font/Serif-Regular.ttf"
  elif grep -q "Serif-Regular.ttf" "$work/broken-aapt.log"; then
    echo "android: self-test ok: aapt rejects font/Serif-Regular.ttf ($(grep -m1 -o 'Invalid file name.*' "$work/broken-aapt.log" || echo 'an invalid resource name'))"
  else
    cat "$work/broken-aapt.log"
    fail "self-test: aapt failed for another reason"
  fi

  cp -r "$editorial/res" "$work/misspelt-res"
  sed -i 's/android:textFontWeight/android:textFontWieght/' \
    "$work/misspelt-res/values/typeset_text_appearances.xml"
  if compile_resources org.typeset.check.misspelt "$work/misspelt-res" "$work/misspelt-gen" \
    "$work/misspelt-aapt.log"; then
    fail "self-test: aapt accepted android:textFontWieght"
  elif grep -q "textFontWieght" "$work/misspelt-aapt.log"; then
    echo "android: self-test ok: aapt rejects android:textFontWieght, which framework-res does not declare ($(grep -c 'error:' "$work/misspelt-aapt.log") errors)"
  else
    cat "$work/misspelt-aapt.log"
    fail "self-test: aapt failed for another reason"
  fi

  sed 's/letterSpacing = /letterSpaceing = /' "$editorial/Typography.kt" >"$work/Misspelt.kt"
  if type_check "$work/misspelt.log" "$work/Misspelt.kt" "$editorial/gen/R.java"; then
    fail "self-test: kotlinc accepted TextStyle(letterSpaceing = …)"
  elif grep -q "Misspelt.kt:[0-9]*:[0-9]*: error: none of the following functions can be called" \
    "$work/misspelt.log.errors"; then
    echo "android: self-test ok: kotlinc rejects TextStyle(letterSpaceing = …): $(grep -c 'Misspelt.kt:[0-9]*:[0-9]*: error' "$work/misspelt.log.errors") errors, none of TextStyle's constructors takes it"
  else
    head -10 "$work/misspelt.log.errors"
    fail "self-test: kotlinc failed for another reason"
  fi

  sed 's/R\.font\.serif_bold,/R.font.serif_heavy,/' "$editorial/Typography.kt" >"$work/Unknown.kt"
  if ! grep -q "R.font.serif_heavy" "$work/Unknown.kt"; then
    fail "self-test: no R.font.serif_bold to plant a mistake in"
  elif type_check "$work/unknown.log" "$work/Unknown.kt" "$editorial/gen/R.java"; then
    fail "self-test: kotlinc accepted R.font.serif_heavy"
  elif grep -q "serif_heavy" "$work/unknown.log.errors"; then
    echo "android: self-test ok: kotlinc rejects R.font.serif_heavy, which aapt did not make: $(grep -m1 -o 'error: [^:]*' "$work/unknown.log.errors")"
  else
    head -10 "$work/unknown.log.errors"
    fail "self-test: kotlinc failed for another reason"
  fi
else
  fail "self-test: no Editorial resources to plant mistakes in"
fi

if [ $failures -gt 0 ]; then
  echo "android: $failures checks FAILED"
  exit 1
fi
echo "android: every check passed (${#typographies[@]} typographies)"
