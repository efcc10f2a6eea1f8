#!/usr/bin/env bash
# Conformance: compares what `typeset-cli inspect --format json --dump` reads from every font of the
# corpus with fontTools (every table value, the cmap over all of Unicode, every advance, every
# outline point) and HarfBuzz (kerning-only advances of a 10,000-character text). See
# compare.py for what is compared and how, exceptions.json (explained in exceptions.md) for
# the mismatches that are understood.
#
# Installs what it needs: the Debian font packages of the corpus (apt-get update only when one
# is missing), a virtual environment with fontTools and uharfbuzz, and synthesises with
# fontTools two CFF2 fonts (static and variable), since no Debian package ships one, and two
# TrueType fonts with a 'cmap' format 14 subtable and 'STAT' tables of every axis value format
# (synthesize_uvs_stat.py), since no corpus font has variation sequences.
#
# Usage: Scripts/conformance/run.sh [--sample-glyphs N] [FONT ...]
#   Without fonts, the whole corpus. Prints one summary line
#   "N fonts, M values compared (including …), K mismatches (…)" and exits non-zero on any
#   unexplained mismatch. Environment: CONFORMANCE_JOBS (default: the number of cores),
#   TYPESET_SCRATCH (the build directory, default .build).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/apt.sh"
cd "$(dirname "$0")/../.."
here=Scripts/conformance

packages=(fonts-inter fonts-inter-variable fonts-roboto-unhinted fonts-liberation2 fonts-noto-core
  fonts-cantarell fonts-ebgaramond fonts-open-sans)
apt_ensure "${packages[@]}"

venv=.build/conformance-venv
if ! "$venv/bin/python" -c "import fontTools, uharfbuzz" 2>/dev/null; then
  echo "conformance: creating $venv with fontTools and uharfbuzz"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check fonttools uharfbuzz
fi
python="$venv/bin/python"

scratch=${TYPESET_SCRATCH:-.build}
swift build -c release --product typeset-cli --scratch-path "$scratch" >/dev/null
typeset_bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/typeset-cli

synthetic=.build/conformance-fonts
"$python" "$here/synthesize_cff2.py" /usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf \
  "$synthetic"
"$python" "$here/make_cff2.py" "$synthetic/TypesetTestVF.otf" >/dev/null
"$python" "$here/synthesize_uvs_stat.py" "$synthetic"

options=()
fonts=()
while [ $# -gt 0 ]; do
  case "$1" in
    --sample-glyphs) options+=("$1" "$2"); shift 2 ;;
    *) fonts+=("$1"); shift ;;
  esac
done
if [ ${#fonts[@]} -eq 0 ]; then
  mapfile -t fonts < <(
    for package in "${packages[@]}"; do dpkg -L "$package"; done \
      | grep -iE '\.(ttf|otf|ttc|otc)$' | sort -u
    ls "$synthetic"/*.otf "$synthetic"/*.ttf
  )
fi

"$python" "$here/compare.py" --typeset "$typeset_bin" --exceptions "$here/exceptions.json" \
  --jobs "${CONFORMANCE_JOBS:-$(nproc)}" "${options[@]}" "${fonts[@]}"
