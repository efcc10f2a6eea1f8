#!/usr/bin/env bash
# Checks the scripts .github/workflows/apple.yml runs, on Linux, with fake xcodebuild,
# xcode-select and sudo: every scheme is attempted after one fails, the failed scheme's FIRST
# error is printed and summarised, the exit status reports the failure; and select-xcode.sh
# takes the newest Xcode at or above the minimum and refuses when there is none.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "xcode selftest: FAIL: $*" >&2; exit 1; }

# A fake xcodebuild: scheme Broken fails with two errors (the first is the cause), the others
# build. It records every scheme it was asked for.
mkdir -p "$work/bin"
cat > "$work/bin/xcodebuild" <<'FAKE'
#!/usr/bin/env bash
scheme=""
while [[ $# -gt 0 ]]; do [[ $1 == -scheme ]] && scheme=$2; shift; done
echo "$scheme" >> "$XCODE_FAKE_CALLS"
if [[ $scheme == -version ]]; then echo "Xcode 16.4"; exit 0; fi
if [[ $scheme == Broken ]]; then
  echo "Compiling Broken.swift"
  echo "/src/Broken.swift:3:1: error: the first error, which causes the rest"
  for i in $(seq 1 40); do echo "noise $i"; done
  echo "/src/Other.swift:9:1: error: a later error"
  echo "** BUILD FAILED **"
  exit 65
fi
echo "** BUILD SUCCEEDED **"
FAKE
chmod +x "$work/bin/xcodebuild"
export XCODE_FAKE_CALLS=$work/calls
summary=$work/summary.md
set +e
output=$(cd "$work" && GITHUB_STEP_SUMMARY=$summary XCODEBUILD=$work/bin/xcodebuild \
  "$here/build-schemes.sh" "iOS Simulator" First Broken Last 2>&1)
status=$?
set -e
[[ $status == 1 ]] || fail "build-schemes exits $status with a failed scheme, not 1"
[[ $(cat "$work/calls") == $'First\nBroken\nLast' ]] ||
  fail "schemes attempted: $(tr '\n' ' ' < "$work/calls") (expected First Broken Last)"
grep -q "error: the first error, which causes the rest" <<< "$output" ||
  fail "the first error is not printed"
grep -q "| Broken | FAILED (exit 65) | /src/Broken.swift:3:1: error: the first error" "$summary" ||
  fail "the summary does not name Broken's first error"
grep -q "| First | built |" "$summary" && grep -q "| Last | built |" "$summary" ||
  fail "the summary does not list the schemes that built"
echo "build-schemes: 3 schemes attempted, Broken's first error shown and summarised, exit 1"

# select-xcode.sh: fake sudo and xcode-select record the selection.
cat > "$work/bin/sudo" <<'FAKE'
#!/usr/bin/env bash
"$@"
FAKE
cat > "$work/bin/xcode-select" <<'FAKE'
#!/usr/bin/env bash
echo "$2" > "$XCODE_FAKE_SELECTED"
FAKE
chmod +x "$work/bin/sudo" "$work/bin/xcode-select"
export XCODE_FAKE_SELECTED=$work/selected
apps=$work/Applications
mkdir -p "$apps/Xcode_15.4.app" "$apps/Xcode_16.2.app" "$apps/Xcode_16.3.app" \
  "$apps/Xcode_16.4.app" "$apps/Xcode_26.0_beta.app"
PATH=$work/bin:$PATH XCODE_APPLICATIONS=$apps "$here/select-xcode.sh" 16.3 > /dev/null
[[ $(cat "$work/selected") == "$apps/Xcode_16.4.app/Contents/Developer" ]] ||
  fail "selected $(cat "$work/selected"), expected Xcode_16.4"
rm -r "$apps/Xcode_16.3.app" "$apps/Xcode_16.4.app"
if PATH=$work/bin:$PATH XCODE_APPLICATIONS=$apps "$here/select-xcode.sh" 16.3 2> "$work/err"; then
  fail "select-xcode succeeded with only Xcode 15.4 and 16.2"
fi
grep -q "no Xcode 16.3 or later" "$work/err" || fail "select-xcode's refusal does not say why"
echo "select-xcode: takes Xcode_16.4 over 16.3, 16.2 and a beta; refuses 15.4 and 16.2 alone"
echo "xcode selftest: ok"
