#!/usr/bin/env bash
# Shaped widths against uharfbuzz (see shaping.py): `typeset-cli measure` built with the HarfBuzz
# trait must agree within 0.1 %; the default build's error is recorded per script, and its
# "needs shaping" notice must appear wherever that error is over 0.5 %.
# Installs libharfbuzz-dev, the fonts and a virtual environment with uharfbuzz itself.
#
# Usage: Scripts/conformance/shaping.sh
#   TYPESET_CONFIGURATION=release to time release builds (default debug, which CI has built).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/apt.sh"
cd "$(dirname "$0")/../.."

packages=(libharfbuzz-dev pkg-config fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
  fonts-inter-variable fonts-ebgaramond)
apt_ensure "${packages[@]}"
venv=.build/shaping-venv
if ! "$venv/bin/python" -c "import uharfbuzz" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check uharfbuzz
fi

configuration=${TYPESET_CONFIGURATION:-debug}
swift build -c "$configuration" --product typeset-cli >/dev/null
builtin=$(swift build -c "$configuration" --show-bin-path)/typeset-cli
swift build -c "$configuration" --traits HarfBuzz --scratch-path .build/harfbuzz \
  --product typeset-cli >/dev/null
shaped=$(swift build -c "$configuration" --traits HarfBuzz --scratch-path .build/harfbuzz \
  --show-bin-path)/typeset-cli

"$venv/bin/python" Scripts/conformance/shaping.py "$shaped" "$builtin"
