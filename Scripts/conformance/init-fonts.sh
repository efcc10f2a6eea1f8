#!/usr/bin/env bash
# `typeset-cli init` on real font folders: every folder of Debian's font packages under
# /usr/share/fonts/{opentype,truetype}, and the whole of /usr/share/fonts at once. Each run
# must either write a typography that `validate` and `audit` pass (exit 0), or exit 1 with a
# message that names font files; any other exit, a crash, a hang (120 s) or the words "a bug"
# fails the check.
#
# Usage: Scripts/conformance/init-fonts.sh
#   Installs the font packages below when apt-get is there (CI), builds `typeset-cli` (debug, or
#   TYPESET_SCRATCH) and prints one line per folder and a summary
#   "init-fonts: N folders (F faces), W written and clean, E refused with the files named".
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib/apt.sh"
cd "$(dirname "$0")/../.."

# Families with optical sizes (EB Garamond), shared PostScript names (Inter's variable
# files), widths (DejaVu, Open Sans, Roboto Condensed), subfolders (Roboto), symbol fonts
# without Latin letters (Font Awesome), mislabelled weights (Noto Nastaliq Urdu), math fonts,
# collections (Noto CJK) and Type 1 beside OpenType (URW base35).
packages=(fonts-dejavu-core fonts-inter fonts-inter-variable fonts-roboto-unhinted
  fonts-liberation2 fonts-noto-core fonts-cantarell fonts-ebgaramond fonts-open-sans fonts-lato
  fonts-firacode fonts-freefont-ttf fonts-urw-base35 fonts-crosextra-carlito
  fonts-crosextra-caladea fonts-font-awesome fonts-linuxlibertine fonts-stix
  fonts-sil-gentiumplus fonts-hack fonts-jetbrains-mono fonts-comfortaa fonts-league-spartan
  fonts-oflb-asana-math fonts-junicode fonts-vollkorn fonts-quicksand fonts-sil-charis)
apt_ensure "${packages[@]}"

scratch=${TYPESET_SCRATCH:-.build}
swift build --scratch-path "$scratch" --product typeset-cli >/dev/null
typeset="$(swift build --scratch-path "$scratch" --show-bin-path)/typeset-cli"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

folders=()
while IFS= read -r folder; do folders+=("$folder"); done < <(
  find /usr/share/fonts/opentype /usr/share/fonts/truetype -mindepth 1 -maxdepth 1 -type d \
    2>/dev/null | sort)
folders+=(/usr/share/fonts)
written=0
refused=0
failed=0
faces=0
for folder in "${folders[@]}"; do
  name=$(echo "$folder" | tr / _)
  out=$work/$name.json
  set +e
  timeout 120 "$typeset" init "$folder" --output "$out" >"$work/$name.log" 2>&1
  status=$?
  set -e
  verdict=""
  if [ "$status" -eq 0 ]; then
    # "wrote … (2 families, 5 faces, …)", or "1 face"; a log without it counts none.
    count=$({ grep -oE '[0-9]+ faces?\b' "$work/$name.log" || true; } | tail -1 | cut -d' ' -f1)
    faces=$((faces + ${count:-0}))
    if ! "$typeset" validate "$out" >"$work/$name.validate" 2>&1; then
      verdict="FAILED: written but validate exits non-zero"
    elif ! "$typeset" audit "$out" >"$work/$name.audit" 2>&1; then
      verdict="FAILED: written but audit exits non-zero: $(tail -1 "$work/$name.audit")"
    else
      verdict="written, validate and audit clean ($(grep -c '^note:' "$work/$name.log") notes)"
      written=$((written + 1))
    fi
  elif [ "$status" -eq 1 ] && grep -q "/" "$work/$name.log" && ! grep -qi "a bug" "$work/$name.log"; then
    verdict="refused (exit 1): $(tail -1 "$work/$name.log" | cut -c1-160)"
    refused=$((refused + 1))
  else
    verdict="FAILED: exit $status: $(tail -3 "$work/$name.log" | tr '\n' ' ' | cut -c1-300)"
  fi
  case "$verdict" in FAILED*) failed=$((failed + 1)) ;; esac
  echo "  $folder: $verdict"
done
echo "init-fonts: ${#folders[@]} folders ($faces faces), $written written and clean, $refused refused with the files named, $failed failed"
[ "$failed" -eq 0 ]
