#!/usr/bin/env bash
# Size matching and text measurement against fontTools and HarfBuzz (see measurement.py).
# Installs the corpus fonts and a virtual environment with fontTools and uharfbuzz itself.
#
# Usage: Scripts/conformance/measurement.sh [FONT ...]   (default: the whole corpus)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/apt.sh"
cd "$(dirname "$0")/../.."

packages=(fonts-inter fonts-inter-variable fonts-roboto-unhinted fonts-liberation2 fonts-noto-core
  fonts-cantarell fonts-ebgaramond fonts-open-sans fonts-dejavu-core)
apt_ensure "${packages[@]}"
venv=.build/conformance-venv
if ! "$venv/bin/python" -c "import fontTools, uharfbuzz" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check fonttools uharfbuzz
fi

swift build -c release --product typeset-cli >/dev/null
typeset_bin=$(swift build -c release --show-bin-path)/typeset-cli
reference=Reference

fonts=("$@")
if [ ${#fonts[@]} -eq 0 ]; then
  mapfile -t fonts < <(for package in "${packages[@]}"; do dpkg -L "$package"; done \
    | grep -iE '\.(ttf|otf|ttc|otc)$' | sort -u)
fi
"$venv/bin/python" Scripts/conformance/measurement.py --typeset "$typeset_bin" \
  --reference "$reference" "${fonts[@]}"

# `typeset-cli init` on fonts-inter's files: a typography that validates and audits clean.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$typeset_bin" init /usr/share/fonts/opentype/inter --output "$tmp/typography.json" 2>/dev/null
printf 'Add to basket\nContinue\nYour order\n' >"$tmp/strings.txt"
"$typeset_bin" validate "$tmp/typography.json" | tail -1
"$typeset_bin" audit "$tmp/typography.json" --strings "$tmp/strings.txt" --lines 2 | tail -1
"$typeset_bin" audit "$tmp/typography.json" --strings "$tmp/strings.txt" --lines 2 --format json \
  | "$venv/bin/python" -c 'import json, sys; r = json.load(sys.stdin); sys.exit(r["errors"] + r["warnings"])' \
  || { echo "measurement: typeset-cli init on Inter does not audit clean" >&2; exit 1; }
