#!/usr/bin/env bash
# Checks the CSS of `typeset-cli generate --css` in headless Chromium against the engine: computed
# font sizes, line heights, letter spacing, weights, styles and families of every style of
# every example, at the twelve content size categories, with and without Bold Text (see
# Scripts/check-css.py). Installs Debian's `chromium` with apt-get when it is missing.
#
# Usage: Scripts/check-css.sh [path/to/typeset-cli]
set -euo pipefail
cd "$(dirname "$0")/.."
typeset_bin=${1:-$(swift build --show-bin-path)/typeset-cli}
if ! command -v chromium >/dev/null 2>&1; then
  echo "check-css: installing chromium (Debian package) with apt-get"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
python3 Scripts/check-css.py "$typeset_bin" "$(command -v chromium)"
