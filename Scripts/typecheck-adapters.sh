#!/usr/bin/env bash
# Type-checks the Apple-platform adapters (TypesetCoreText, TypesetUIKit, TypesetSwiftUI,
# TypesetAppKit) and the examples on Linux, against stub frameworks in Scripts/apple-stubs/.
#
# The stubs declare exactly the Apple API the adapters and examples use, each transcribed from
# Apple's documentation with its link on an `// Apple:` line. The check runs in Swift 6 mode
# (complete concurrency checking) with warnings as errors, so it catches typos, wrong labels,
# optionality and isolation mistakes against Apple's documented signatures. It does not replace
# a build against Apple's SDK, which has not been done.
#
# TYPESET_STUB_TYPECHECK is defined: it excludes the one file Linux cannot check
# (Sources/TypesetUIKit/UIFont+Replacements.swift, `@objc` methods and `#selector`s, which need
# the Objective-C runtime).
#
# Usage: Scripts/typecheck-adapters.sh [--write-coverage]
#   TYPESET_SCRATCH_PATH  SwiftPM scratch path for building the engine (default: .build)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=${TYPESET_SCRATCH_PATH:-.build}
stubs=Scripts/apple-stubs
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

swift build --scratch-path "$scratch" --target Typeset >/dev/null
engine="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"

common=(-swift-version 6 -strict-concurrency=complete -parse-as-library -I "$out" -I "$engine")

# Only the one documented file may hide from the check.
excluded=$(grep -rl 'TYPESET_STUB_TYPECHECK' Sources Examples | sort)
if [[ $excluded != "Sources/TypesetUIKit/UIFont+Replacements.swift" ]]; then
  echo "typecheck: only Sources/TypesetUIKit/UIFont+Replacements.swift may test TYPESET_STUB_TYPECHECK; found:"
  echo "$excluded"
  exit 1
fi

# 1. The stub frameworks, in dependency order.
for module in ObjectiveC CoreGraphics CoreText UIKit SwiftUI AppKit; do
  # Library evolution, as Apple's frameworks have it (non-frozen enums need `@unknown default`).
  # Linux's Foundation is not built that way, which is worth a warning here and nothing more.
  swiftc -emit-module "${common[@]}" -enable-library-evolution -module-name "$module" \
    -emit-module-path "$out/$module.swiftmodule" "$stubs/$module.swift" 2>"$out/$module.log" || {
    cat "$out/$module.log"
    exit 1
  }
done

# 2. The adapters, checked and emitted as modules for the examples.
check=("${common[@]}" -warnings-as-errors -D TYPESET_STUB_TYPECHECK)
for target in TypesetCoreText TypesetUIKit TypesetSwiftUI TypesetAppKit; do
  files=(Sources/"$target"/*.swift)
  swiftc -typecheck "${check[@]}" -module-name "$target" "${files[@]}"
  swiftc -emit-module "${check[@]}" -module-name "$target" \
    -emit-module-path "$out/$target.swiftmodule" "${files[@]}"
  echo "typecheck: $target ok (${#files[@]} files)"
done

# 3. The examples.
swiftc -typecheck "${check[@]}" -module-name TypesetUIKitExample Examples/UIKit/*.swift
echo "typecheck: Examples/UIKit ok"
swiftc -typecheck "${check[@]}" -module-name TypesetSwiftUIExample Examples/SwiftUI/*.swift
echo "typecheck: Examples/SwiftUI ok"

# 4. The Apple declarations covered, each with the SDK text it was checked against, listed in
# COVERAGE.md by Scripts/apple-stubs/coverage.sh (which fails if the list is out of date).
if [[ ${1:-} == --write-coverage ]]; then
  "$stubs/coverage.sh" --write
else
  "$stubs/coverage.sh"
fi

# Apple platforms before macOS 15 / iOS 18 have no Synchronization.Mutex, so OpenType's table
# cache uses a pthread mutex there (Sources/OpenType/FaceTableCache.swift). Linux builds the
# Mutex variant; type-check the other one here too.
mapfile -t opentype_sources < <(find Sources/OpenType -name '*.swift' | sort)
swiftc -typecheck -parse-as-library -module-name OpenType -D TYPESET_PTHREAD_CACHE \
  "${opentype_sources[@]}"
echo "typecheck: OpenType's pthread table cache (the Apple-platform variant) type-checks"
