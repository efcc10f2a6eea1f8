#!/usr/bin/env bash
# Prints what went wrong in a build or test log: on failure its first error lines (each with
# two lines of context) and its last 15 lines, so that the first error is never hidden behind
# the ones it caused. Prints nothing for a status of 0.
#
# Usage: Scripts/xcode/first-errors.sh LOG NAME STATUS
set -uo pipefail
log=$1
name=$2
status=$3
[[ $status == 0 ]] && exit 0
echo "::group::$name failed (exit $status): first errors"
if ! grep -n -m 10 -B 2 -A 2 -E '(^|[^a-z])(error|fatal error): |\*\* (BUILD|TEST) FAILED \*\*|✘ Test .* (failed|recorded an issue)' "$log"; then
  echo "(no line of $log says error; its last lines follow)"
fi
echo "::endgroup::"
echo "::group::$name: last lines of the log"
tail -15 "$log"
echo "::endgroup::"
# The first error line as a GitHub annotation, visible on the run's page.
first=$(grep -m 1 -E '(^|[^a-z])(error|fatal error): ' "$log" || true)
echo "::error title=$name failed::${first:-exit $status, see the log}"
