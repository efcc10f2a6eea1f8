#!/usr/bin/env bash
# WOFF conformance: Typeset's WOFF reader and zlib inflate (Sources/OpenType/WOFF.swift,
# Compression/Inflate.swift) against fontTools and Python's zlib.
#
# For every font given (default: a sample of the corpus fonts Debian installs, TrueType, CFF and
# variable), it writes WOFF files with fontTools and with its own WOFF writer using Python's zlib
# at several levels, strategies and window sizes, then checks that `typeset-cli inspect --format
# json --dump` reads each WOFF exactly as the TTF/OTF (every name, metric, cmap entry, advance
# and outline), and that WOFF 2.0 is refused with exit 1 and the fontTools hint. The last line is
# the summary: `woff: N fonts, M WOFF files identical to their fonts, K mismatches`.
#
# Usage: Scripts/conformance/woff.sh [FONT ...]   (TYPESET=path/to/typeset-cli to choose the binary)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/apt.sh"
cd "$(dirname "$0")/../.."

packages=(fonts-dejavu-core fonts-liberation2 fonts-inter-variable fonts-cantarell)
apt_ensure "${packages[@]}"

venv=.build/woff-venv
if ! "$venv/bin/python" -c "import fontTools, brotli" 2>/dev/null; then
  echo "woff: creating $venv with fontTools and brotli"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check fonttools brotli
fi

typeset_bin=${TYPESET:-}
if [ -z "$typeset_bin" ]; then
  swift build --product typeset-cli >/dev/null
  typeset_bin=$(swift build --show-bin-path)/typeset-cli
fi

if [ $# -eq 0 ]; then
  set -- /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf \
    /usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf \
    /usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf \
    /usr/share/fonts/truetype/liberation2/LiberationMono-Italic.ttf \
    /usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf \
    /usr/share/fonts/truetype/inter-vf/Inter.var.ttf \
    Tests/Corpus/woff/builder-gpos.ttf
fi
exec "$venv/bin/python" Scripts/conformance/woff_check.py "$typeset_bin" "$@"
