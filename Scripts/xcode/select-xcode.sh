#!/usr/bin/env bash
# Selects the newest installed Xcode at or above a minimum version (default 16.3, the first
# that reads swift-tools-version 6.1) with `sudo xcode-select -s`, and fails, naming what is
# installed, when there is none. For .github/workflows/apple.yml on a macOS runner, whose
# Xcodes are /Applications/Xcode_<version>.app.
#
# Usage: Scripts/xcode/select-xcode.sh [MINIMUM]
#   XCODE_APPLICATIONS   the folder to look in (default /Applications; the self-test's fake)
set -euo pipefail
minimum=${1:-16.3}
applications=${XCODE_APPLICATIONS:-/Applications}

# "16.3" → "016003000": versions compare as strings of three zero-padded fields.
key() {
  local IFS=.
  local -a parts=($1)
  printf '%03d%03d%03d' "${parts[0]:-0}" "${parts[1]:-0}" "${parts[2]:-0}"
}

best=""
best_key=""
for app in "$applications"/Xcode_*.app; do
  [[ -d $app ]] || continue
  version=${app##*/Xcode_}
  version=${version%.app}
  # Only release versions (Xcode_16.3.app, Xcode_16.4.0.app), not betas or renamed copies.
  [[ $version =~ ^[0-9]+(\.[0-9]+){0,2}$ ]] || continue
  [[ $(key "$version") < $(key "$minimum") ]] && continue
  if [[ -z $best_key || $(key "$version") > $best_key ]]; then
    best=$app
    best_key=$(key "$version")
  fi
done

if [[ -z $best ]]; then
  echo "select-xcode: no Xcode $minimum or later in $applications; installed:" >&2
  ls -d "$applications"/Xcode*.app >&2 2>/dev/null || echo "  (none)" >&2
  exit 1
fi
echo "select-xcode: $best"
sudo xcode-select -s "$best/Contents/Developer"
xcodebuild -version
