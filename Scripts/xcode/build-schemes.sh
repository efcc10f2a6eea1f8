#!/usr/bin/env bash
# Builds each scheme with xcodebuild for one destination, every scheme even after one fails,
# each into its own log (.build/scheme-logs/<platform>-<scheme>.log). For each failed scheme it
# prints the first errors (Scripts/xcode/first-errors.sh); at the end a table of every scheme's
# result goes to stdout and to the job summary ($GITHUB_STEP_SUMMARY), and the exit status is 1
# when any scheme failed.
#
# Usage: Scripts/xcode/build-schemes.sh "iOS Simulator" SCHEME...
#   XCODEBUILD   the xcodebuild to run (default xcodebuild; the self-test's fake)
set -uo pipefail
cd "$(dirname "$0")/../.."
destination=$1
shift
xcodebuild=${XCODEBUILD:-xcodebuild}
logs=.build/scheme-logs
mkdir -p "$logs"
summary=${GITHUB_STEP_SUMMARY:-/dev/null}
results=()
failed=0
for scheme in "$@"; do
  log="$logs/${destination// /-}-$scheme.log"
  echo "::group::$scheme for $destination"
  start=$SECONDS
  "$xcodebuild" build -scheme "$scheme" -destination "generic/platform=$destination" \
    -derivedDataPath .build/xcode -skipPackagePluginValidation CODE_SIGNING_ALLOWED=NO \
    > "$log" 2>&1
  status=$?
  echo "exit $status after $((SECONDS - start)) s; log: $log"
  echo "::endgroup::"
  if [[ $status == 0 ]]; then
    results+=("| $scheme | built | $((SECONDS - start)) s |")
  else
    failed=1
    first=$(grep -m 1 -E '(^|[^a-z])(error|fatal error): ' "$log" | cut -c1-200 | tr '|' '/')
    results+=("| $scheme | FAILED (exit $status) | ${first:-see $log} |")
    Scripts/xcode/first-errors.sh "$log" "$scheme for $destination" "$status"
  fi
done
{
  echo "### $destination"
  echo
  echo "| Scheme | Result | Time or first error |"
  echo "| --- | --- | --- |"
  printf '%s\n' "${results[@]}"
} | tee -a "$summary"
exit $failed
