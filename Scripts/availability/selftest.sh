#!/usr/bin/env bash
# Proves that Scripts/availability/check.py fails on what it exists to catch: planted files
# compiled as part of real modules.
#   Typeset (a library: every platform)  String(validating:as:), iOS 18 / macOS 15 …
#   OpenTypeTests (a test: macOS)        Synchronization's Atomic, macOS 15
# (and a use in a condition before its `#available`), and that it passes the same uses behind
# `if #available(…)` (in the block and in the conditions after it), `@available(…)` and
# `#if os(Linux)`. Needs the debug build (`swift build --build-tests`).
#
# Usage: Scripts/availability/selftest.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/PlantedValidating.swift" <<'SWIFT'
func plantedValidating(_ bytes: [UInt8]) -> String? {
  String(validating: bytes, as: UTF8.self)
}
SWIFT
cat >"$work/PlantedAtomic.swift" <<'SWIFT'
import Synchronization

func plantedAtomic() -> Int {
  let count = Atomic<Int>(0)
  count.add(1, ordering: .relaxed)
  return count.load(ordering: .relaxed)
}

func plantedBeforeTheCheck(_ bytes: [UInt8]) -> Bool {
  if String(validating: bytes, as: UTF8.self) != nil,
    #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  {
    return true
  }
  return false
}
SWIFT
cat >"$work/GuardedUses.swift" <<'SWIFT'
import Synchronization

func guardedValidating(_ bytes: [UInt8]) -> String? {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
    return String(validating: bytes, as: UTF8.self)
  }
  return nil
}

func validatingInTheSameCondition(_ bytes: [UInt8]) -> Bool {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
    let text = String(validating: bytes, as: UTF8.self)
  {
    return !text.isEmpty
  }
  return false
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func annotatedAtomic() -> Int {
  Atomic<Int>(1).load(ordering: .relaxed)
}

#if os(Linux)
  func linuxOnlyValidating(_ bytes: [UInt8]) -> String? {
    String(validating: bytes, as: UTF8.self)
  }
#endif
SWIFT
status=0
if python3 Scripts/availability/check.py --module Typeset --module OpenTypeTests \
  --plant "Typeset=$work/PlantedValidating.swift" --plant "OpenTypeTests=$work/PlantedAtomic.swift" \
  >"$work/planted.txt" 2>&1; then
  echo "availability self-test: FAILED: the planted uses passed"
  status=1
fi
expect() {
  grep -qE "$1" "$work/planted.txt" || {
    echo "availability self-test: FAILED: no finding matching '$1'"
    cat "$work/planted.txt"
    status=1
  }
}
expect 'PlantedValidating.swift:2:[0-9]+: error: Swift.String.init\(validating:as:\) needs macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0'
expect 'PlantedAtomic.swift:4:[0-9]+: error: Synchronization.Atomic.init\(_:\) needs macOS 15.0'
expect 'PlantedAtomic.swift:5:[0-9]+: error: Synchronization.Atomic.add\(_:ordering:\) needs macOS 15.0'
expect 'PlantedAtomic.swift:10:[0-9]+: error: Swift.String.init\(validating:as:\) needs macOS 15.0'
if ! python3 Scripts/availability/check.py --module Typeset \
  --plant "Typeset=$work/GuardedUses.swift" >"$work/guarded.txt" 2>&1; then
  echo "availability self-test: FAILED: guarded uses were reported"
  cat "$work/guarded.txt"
  status=1
fi
if [ "$status" -eq 0 ]; then
  echo "availability self-test: planted String(validating:as:) and Atomic fail" \
    "($(grep -c 'error:' "$work/planted.txt") findings); the same behind #available," \
    "@available and #if os(Linux) pass"
fi
exit "$status"
