#!/usr/bin/env bash
# Installs what the render checks need, when it is missing: Debian's fonts, FreeType's demo
# programs (ftbench), Chromium, and a Python virtual environment with freetype-py and numpy.
# Prints the virtual environment's python on the last line.
#
# Usage: Scripts/render/setup-tools.sh [--chromium]
set -euo pipefail
venv=${TYPESET_RENDER_VENV:-/tmp/typeset-render-venv}
packages=(fonts-dejavu-core fonts-liberation2 fonts-roboto-unhinted fonts-cantarell fonts-ebgaramond
  fonts-inter-variable
  freetype2-demos python3-venv)
if [[ ${1:-} == --chromium ]]; then packages+=(chromium); fi
source "$(dirname "${BASH_SOURCE[0]}")/../lib/apt.sh"
apt_ensure --no-install-recommends "${packages[@]}"
if ! "$venv/bin/python" -c "import freetype, numpy" 2>/dev/null; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install -q freetype-py numpy >&2
fi
echo "$venv/bin/python"
