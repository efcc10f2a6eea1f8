#!/usr/bin/env bash
# Rewrites the golden SVG files of Tests/Golden/svg from the current code.
# Run it only when a change to the specimen's drawing is intended, and review the diff.
set -euo pipefail
cd "$(dirname "$0")/../.."
TYPESET_REGENERATE_GOLDEN=1 swift test ${SWIFT_SCRATCH:+--scratch-path "$SWIFT_SCRATCH"} \
  --filter SpecimenGoldenTests
git status --short Tests/Golden/svg
