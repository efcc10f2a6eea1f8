#!/usr/bin/env bash
# Type-checks Sources/TypesetUIKit/UIFont+Replacements.swift against the stubs, the one file
# Scripts/typecheck-adapters.sh leaves out (TYPESET_STUB_TYPECHECK): Swift on Linux has no
# Objective-C runtime, so `@objc dynamic` and `#selector` do not compile there. This check
# compiles a copy of TypesetUIKit without TYPESET_STUB_TYPECHECK in which `@objc dynamic ` is
# dropped and `#selector(X)` becomes a call taking the method reference `X`, so every UIKit
# method the file names (the UIFont and UIFontDescriptor class methods it exchanges,
# UIView.awakeFromNib) must resolve against the stubs with the labels the file spells.
# It does not check that the methods are @objc in the SDK; the stubs' `// SDK:` lines do that.
#
# Usage: Scripts/apple-stubs/check-replacements.sh
#   TYPESET_SCRATCH_PATH  SwiftPM scratch path for building the engine (default: .build)
set -euo pipefail
cd "$(dirname "$0")/../.."

scratch=${TYPESET_SCRATCH_PATH:-.build}
stubs=Scripts/apple-stubs
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

swift build --scratch-path "$scratch" --target Typeset >/dev/null
engine="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
common=(-swift-version 6 -strict-concurrency=complete -parse-as-library -I "$out" -I "$engine")

for module in ObjectiveC CoreGraphics CoreText UIKit; do
  swiftc -emit-module "${common[@]}" -enable-library-evolution -module-name "$module" \
    -emit-module-path "$out/$module.swiftmodule" "$stubs/$module.swift" 2>/dev/null
done
swiftc -emit-module "${common[@]}" -D TYPESET_STUB_TYPECHECK -module-name TypesetCoreText \
  -emit-module-path "$out/TypesetCoreText.swiftmodule" Sources/TypesetCoreText/*.swift

mkdir "$out/src"
cp Sources/TypesetUIKit/*.swift "$out/src/"
file="$out/src/UIFont+Replacements.swift"
sed -e 's/@objc dynamic //g' -e 's/#selector(/_typesetStubSelector(/g' \
  "Sources/TypesetUIKit/UIFont+Replacements.swift" >"$file"
cat >>"$file" <<'EOF'

/// Linux stand-in for `#selector`: the argument must be a method reference that resolves.
func _typesetStubSelector<T>(_ method: T) -> Selector { Selector("") }
EOF
if grep -v '^[[:space:]]*//' "$file" | grep -q '#selector\|@objc'; then
  echo "check-replacements: UIFont+Replacements.swift uses @objc or #selector in a form this check does not rewrite"
  exit 1
fi

swiftc -typecheck "${common[@]}" -warnings-as-errors -module-name TypesetUIKit "$out"/src/*.swift
echo "check-replacements: Sources/TypesetUIKit/UIFont+Replacements.swift type-checks against the stubs (@objc and #selector neutralised)"
