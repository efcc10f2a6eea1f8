#!/usr/bin/env bash
# Every example of the README and of `typeset-cli help COMMAND` runs (Scripts/check-examples.py),
# after the Debian packages the README names. Prints one line per example and a summary.
set -euo pipefail
cd "$(dirname "$0")/.."
packages=(fonts-dejavu-core fonts-inter fonts-inter-variable fonts-ebgaramond fonts-noto-core
  man-db)
if command -v apt-get >/dev/null; then
  missing=()
  for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "examples: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q "${missing[@]}" >/dev/null 2>&1 \
      || { apt-get update -q >/dev/null && apt-get install -y -q "${missing[@]}" >/dev/null; }
  fi
fi
scratch=${TYPESET_SCRATCH:-.build}
swift build --scratch-path "$scratch" --product typeset-cli >/dev/null
python3 Scripts/check-examples.py "$(swift build --scratch-path "$scratch" --show-bin-path)/typeset-cli"
