#!/usr/bin/env bash
# Type-checks the package's plugins (Plugins/) in Swift 6 mode with warnings as errors: each
# against the toolchain's real PackagePlugin module, and TypesetGenerate's Xcode half
# (`#if canImport(XcodeProjectPlugin)`) against the stub in Scripts/plugin-stubs/, since
# XcodeProjectPlugin exists only in Xcode. SwiftPM builds and runs the plugins themselves in
# Scripts/plugin-check.sh.
#
# Usage: Scripts/typecheck-plugins.sh
set -euo pipefail
cd "$(dirname "$0")/.."
plugin_api="$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/pm/PluginAPI"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# The plugins are compiled as the package's tools version describes (Package.swift's first line).
tools=$(head -1 Package.swift | sed -E 's/.*swift-tools-version: *([0-9.]+).*/\1/')
common=(-swift-version 6 -parse-as-library -warnings-as-errors -I "$plugin_api"
  -Xfrontend -package-description-version -Xfrontend "$tools.0")

for plugin in Plugins/*/; do
  name=$(basename "$plugin")
  [[ $name == Shared ]] && continue
  swiftc -typecheck "${common[@]}" -module-name "$name" "$plugin"*.swift
  echo "typecheck-plugins: $name ok (PackagePlugin)"
done

swiftc -emit-module -swift-version 6 -parse-as-library -I "$plugin_api" \
  -Xfrontend -package-description-version -Xfrontend "$tools.0" \
  -module-name XcodeProjectPlugin -emit-module-path "$out/XcodeProjectPlugin.swiftmodule" \
  Scripts/plugin-stubs/XcodeProjectPlugin.swift
swiftc -typecheck "${common[@]}" -I "$out" -module-name TypesetGenerate Plugins/TypesetGenerate/*.swift
grep -q "extension TypesetGenerate: XcodeBuildToolPlugin" Plugins/TypesetGenerate/TypesetGenerate.swift
echo "typecheck-plugins: TypesetGenerate's XcodeBuildToolPlugin ok (against the XcodeProjectPlugin stub)"
