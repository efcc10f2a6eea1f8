#!/usr/bin/env bash
# What an app that uses only the generated Swift links of this package: a throwaway package in
# a temporary folder depends on this checkout by path, compiles the golden
# Tests/Golden/swift/NormalizedTypography.swift beside a main.swift that resolves one style,
# and is built in release (SwiftPM links with --gc-sections, so unreferenced sections are
# dropped). Prints the executable's text, data and bss sizes and the bytes of its symbols by
# the module that defines them (Swift's mangled prefix: $s8OpenType, $s7Typeset,
# $s11DynamicType), so a change to the package's module layout shows what an app stops linking.
#
# Usage: Scripts/benchmarks/app-size.sh   (a clean release build of the engine: 2-4 minutes)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source Scripts/benchmarks/lib/app-package.sh
write_app_package "$work" "$root"
cp Tests/Golden/swift/NormalizedTypography.swift "$work/Sources/App/"
cat >"$work/Sources/App/main.swift" <<'SWIFT'
import Typeset

let font = try? NormalizedTypography.body(in: TypeEnvironment(category: .accessibility1))
print(font?.pointSize ?? 0)
SWIFT
(cd "$work" && swift build -c release >"$work/build.log" 2>&1) || { tail -30 "$work/build.log"; exit 1; }
binary=$(cd "$work" && swift build -c release --show-bin-path)/App
"$binary" >/dev/null
size "$binary" | awk 'NR == 2 { printf "app: text %.1f KiB, data %.1f KiB, bss %.1f KiB\n", $1 / 1024, $2 / 1024, $3 / 1024 }'
nm --size-sort -S "$binary" | python3 -c '
import collections, sys
modules = [("OpenType", "$s8OpenType"), ("Typeset", "$s7Typeset"),
           ("DynamicType", "$s11DynamicType"), ("the app", "$s3App"),
           ("the app", "$s18GoldenTypographies"), ("the app", "$s20Normalized")]
totals = collections.Counter()
for line in sys.stdin:
    fields = line.split()
    if len(fields) < 4:
        continue
    size, name = int(fields[1], 16), fields[3]
    module = next((m for m, prefix in modules if name.startswith(prefix)), None)
    if module is None:
        module = "other Swift (specialisations, runtime glue)" if name.startswith("$s") else "not Swift"
    totals[module] += size
for module, size in totals.most_common():
    print(f"app: {module:45s} {size / 1024:8.1f} KiB")
'
