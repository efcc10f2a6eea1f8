#!/usr/bin/env bash
# Every example of the README and of `typeset-cli help COMMAND` runs (Scripts/check-examples.py),
# after the Debian packages the README names. Prints one line per example and a summary.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"
cd "$(dirname "$0")/.."
packages=(fonts-dejavu-core fonts-inter fonts-inter-variable fonts-ebgaramond fonts-noto-core
  man-db)
apt_ensure "${packages[@]}"
scratch=${TYPESET_SCRATCH:-.build}
swift build --scratch-path "$scratch" --product typeset-cli >/dev/null
python3 Scripts/check-examples.py "$(swift build --scratch-path "$scratch" --show-bin-path)/typeset-cli"
