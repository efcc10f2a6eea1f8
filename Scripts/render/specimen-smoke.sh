#!/usr/bin/env bash
# The README's first command on this machine: `swift run typeset-cli specimen --output
# specimen.png`, with the fallback font installed as on a fresh Debian machine; then the
# example typographies as SVG and HTML. Checks that each file starts as its format should.
set -euo pipefail
cd "$(dirname "$0")/../.."
source "$(dirname "${BASH_SOURCE[0]}")/../lib/apt.sh"
apt_ensure fonts-dejavu-core
out=.build/specimens
mkdir -p "$out"
swift run typeset-cli specimen --output "$out/specimen.png"
head -c 8 "$out/specimen.png" | od -An -tx1 | grep -q "89 50 4e 47 0d 0a 1a 0a"
swift run typeset-cli specimen Examples/Editorial/typography.json --system-reference \
  --width-guide 200 --output "$out/editorial.svg" 2>/dev/null
grep -q "<svg" "$out/editorial.svg"
swift run typeset-cli specimen Examples/DejaVu/typography.json --bold-text --output "$out/dejavu.html" \
  2>/dev/null
grep -q "@font-face" "$out/dejavu.html"
echo "specimens: ok ($out)"
