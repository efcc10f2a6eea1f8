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
source Scripts/lib/apt.sh
apt_ensure chromium
python3 Scripts/check-css.py "$typeset_bin" "$(command -v chromium)"
