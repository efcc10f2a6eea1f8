#!/usr/bin/env bash
# Proves that the type-check matrix (Scripts/typecheck-adapters.sh) catches the mistakes it is
# for: each case plants files in a copy of the adapters, examples and stubs, runs one pass
# against the copy (--root) and asserts the exact diagnostics, at the planted lines and nowhere
# else, so a failure for any other reason fails the self-test too. Guarded variants of each
# mistake are planted beside it and must compile.
#
#   ios      an iOS 17 API (UIView.traitOverrides) used outside `if #available`, and inside
#            `if #available(iOS 16.0, *)`: "'traitOverrides' is only available in iOS_17";
#            the same use inside `if #available(iOS 17.0, *)` or an `@available(iOS 17.0, *)`
#            function compiles, and so does the tvOS case's plant. SwiftUI's View.tracking(_:)
#            (iOS 16) on a VStack: "'tracking' is only available in iOS_16"; Text.tracking(_:)
#            on a Text compiles (defect 10). SwiftUI's NavigationStack (iOS 16, SwiftUI's
#            interface) outside `if #available`: "'NavigationStack' is only available in
#            iOS_16"; inside `if #available(iOS 16.0, …)` it compiles.
#   tvos     UINavigationBar.largeTitleTextAttributes, API_UNAVAILABLE(tvos), used in
#            TypesetUIKit: "'largeTitleTextAttributes' is unavailable: unavailable on tvOS";
#            the same use under `#if !os(tvOS)` compiles. SwiftUI's Slider, unavailable on
#            tvOS in SwiftUI's interface: "'Slider' is unavailable: unavailable on tvOS" (and so
#            is its initializer, from its extension); a Toggle compiles.
#   watchos  UITextView, unavailable on watchOS, in a file guarded only by `canImport(UIKit)`
#            (which is true on watchOS): "'UITextView' is unavailable: unavailable on watchOS".
#   macos    a type error under `#if canImport(UIKit)` is not compiled on macOS; one under
#            `#if os(macOS)` is.
#   ios-extension  UIApplication.shared (NS_EXTENSION_UNAVAILABLE_IOS) in a function an app
#            extension may call: "'shared' is unavailable: unavailable on iOS: Use view
#            controller based solutions …"; the same use in an
#            `@available(iOSApplicationExtension, unavailable)` function compiles.
#
# The stubs must carry the attribute each case relies on (`@available(iOS 17.0, tvOS 17.0, *)`
# on UIView.traitOverrides, `@available(tvOS, unavailable)` on largeTitleTextAttributes,
# `@available(watchOS, unavailable)` on UITextView). Where the stubs of this checkout lack one,
# the case adds it to its copy and says so: the cases test the matrix, not the stubs.
#
# That the unmodified adapters pass every pass is what Scripts/typecheck-adapters.sh itself
# asserts (CI runs both). Usage: Scripts/typecheck-matrix-selftest.sh
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0

# The engine's modules, built once for every case.
scratch=${TYPESET_SCRATCH_PATH:-.build}
swift build --scratch-path "$scratch" --target TypesetLoader >/dev/null
TYPESET_ENGINE_MODULES="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
export TYPESET_ENGINE_MODULES

fresh_copy() {
  rm -rf "$tmp/root"
  mkdir -p "$tmp/root/Sources" "$tmp/root/Examples" "$tmp/root/Scripts" "$tmp/root/Tests"
  cp -R Sources/TypesetCoreText Sources/TypesetUIKit Sources/TypesetSwiftUI Sources/TypesetAppKit \
    "$tmp/root/Sources/"
  cp -R Examples/UIKit Examples/SwiftUI "$tmp/root/Examples/"
  cp -R Scripts/apple-stubs "$tmp/root/Scripts/"
  # The iOS pass also type-checks the simulator smoke test against the copied adapters.
  cp -R Tests/SimulatorSmoke "$tmp/root/Tests/"
}

# ensure_attribute STUB DECLARATION PLATFORM ATTRIBUTE: gives the first declaration matching the
# regular expression DECLARATION in the copy of STUB an attribute for PLATFORM, unless the
# attributes right above it already name PLATFORM.
ensure_attribute() {
  python3 - "$tmp/root/Scripts/apple-stubs/$1" "$2" "$3" "$4" <<'PYTHON'
import re, sys
path, declaration, platform, attribute = sys.argv[1:]
lines = open(path, encoding="utf-8").read().split("\n")
def attributed(index):
    """The @available line for the platform above lines[index], if any."""
    above = index - 1
    while above >= 0 and re.match(r"^\s*(@|//|\)|[A-Za-z]+, |message:)", lines[above]):
        if re.search(r"@available\(\s*" + platform + r"\b", lines[above]):
            return lines[above].strip()
        above -= 1
    return None

for index, line in enumerate(lines):
    if re.search(declaration, line):
        # The declaration's own attributes, or those of the declarations around it.
        scope, indent = index, len(line) - len(line.lstrip())
        while True:
            found = attributed(scope)
            if found:
                print("selftest:   the stub already has %s" % found)
                sys.exit(0)
            if indent == 0:
                break
            while scope > 0 and not (lines[scope - 1].strip()
                                     and len(lines[scope - 1]) - len(lines[scope - 1].lstrip()) < indent
                                     and lines[scope - 1].rstrip().endswith("{")):
                scope -= 1
            scope -= 1
            indent = len(lines[scope]) - len(lines[scope].lstrip())
        indent = re.match(r"^\s*", line).group(0)
        lines.insert(index, indent + attribute)
        open(path, "w", encoding="utf-8").write("\n".join(lines))
        print("selftest:   added %s to the copy of the stub (this checkout's stub lacks it)"
              % attribute)
        sys.exit(0)
sys.exit("selftest: no declaration matches %s in %s" % (declaration, path))
PYTHON
}

plant() {
  mkdir -p "$(dirname "$tmp/root/$1")"
  cat >"$tmp/root/$1"
}

# expect NAME PASS STATUS [FILE:LINE:MESSAGE]...: runs PASS on the copy; it must exit with
# STATUS (0 or 1), and the errors it reports must be exactly the listed ones.
expect() {
  local name=$1 pass=$2 status=$3
  shift 3
  local log=$tmp/$name.log actual=0
  Scripts/typecheck-adapters.sh --pass "$pass" --root "$tmp/root" >"$log" 2>&1 || actual=$?
  local ok=true expected
  if [[ $actual -ne $status ]]; then
    echo "selftest: $name: the $pass pass exited $actual, expected $status"
    ok=false
  fi
  # Diagnostic headers only ("path:line:column: error: message"), each once.
  grep -E '^[^ ]+\.swift:[0-9]+:[0-9]+: error: ' "$log" | sed -E 's/:[0-9]+: error: /: /' \
    | sort -u >"$tmp/$name.actual" || true
  printf '%s\n' "$@" | sed '/^$/d' | sort -u >"$tmp/$name.expected"
  if ! diff -u "$tmp/$name.expected" "$tmp/$name.actual" >"$tmp/$name.diff"; then
    echo "selftest: $name: the errors differ from the expected ones (- expected, + reported):"
    tail -n +3 "$tmp/$name.diff"
    ok=false
  fi
  if $ok; then
    echo "selftest: $name ok ($# expected errors; $(grep -c '^typecheck: .* ok (' "$log" || true) pass ok)"
  else
    echo "--- $name: output of the $pass pass"
    tail -60 "$log"
    failures=$((failures + 1))
  fi
}

# The tvOS case's plant: unguarded and guarded uses of UINavigationBar.largeTitleTextAttributes.
plant_large_title() {
  plant Sources/TypesetUIKit/PlantedLargeTitle.swift <<'SWIFT'
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  @MainActor func plantedLargeTitle() {
    UINavigationBar.appearance().largeTitleTextAttributes = nil
  }

  @MainActor func plantedGuardedLargeTitle() {
    #if !os(tvOS)
      UINavigationBar.appearance().largeTitleTextAttributes = nil
    #endif
  }
#endif
SWIFT
}

# iOS: availability against iOS 15.
fresh_copy
ensure_attribute UIKit.swift 'var traitOverrides: UITraitOverrides' iOS \
  '@available(iOS 17.0, tvOS 17.0, *)'
plant Sources/TypesetUIKit/PlantedAvailability.swift <<'SWIFT'
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  @MainActor func plantedUnguarded(_ window: UIWindow) {
    _ = window.traitOverrides
  }

  @MainActor func plantedGuardedTooLow(_ window: UIWindow) {
    if #available(iOS 16.0, *) {
      _ = window.traitOverrides
    }
  }

  @MainActor func plantedGuarded(_ window: UIWindow) {
    if #available(iOS 17.0, tvOS 17.0, *) {
      _ = window.traitOverrides
    }
  }

  @available(iOS 17.0, tvOS 17.0, *)
  @MainActor func plantedAvailable(_ window: UIWindow) {
    _ = window.traitOverrides
  }
#endif
SWIFT
# SwiftUI's View.tracking(_:) is iOS 16; Text.tracking(_:) is not (defect 10).
plant Sources/TypesetSwiftUI/PlantedTracking.swift <<'SWIFT'
#if canImport(SwiftUI)
  import SwiftUI

  @MainActor func plantedViewTracking() -> some View {
    VStack { Text("a") }.tracking(1)
  }

  @MainActor func plantedTextTracking() -> some View {
    Text("a").tracking(1)
  }

  @MainActor func plantedNavigationStack() -> some View {
    NavigationStack { Text("a") }
  }

  @MainActor func plantedGuardedNavigationStack() {
    if #available(iOS 16.0, tvOS 16.0, watchOS 9.0, *) {
      _ = NavigationStack { Text("a") }
    }
  }
#endif
SWIFT
# The tvOS case's plant too: the iOS pass must accept what only tvOS lacks.
ensure_attribute UIKit.swift 'open var largeTitleTextAttributes' tvOS '@available(tvOS, unavailable)'
plant_large_title
expect ios-availability ios 1 \
  "Sources/TypesetUIKit/PlantedAvailability.swift:5: 'traitOverrides' is only available in iOS_17" \
  "Sources/TypesetUIKit/PlantedAvailability.swift:10: 'traitOverrides' is only available in iOS_17" \
  "Sources/TypesetSwiftUI/PlantedTracking.swift:5: 'tracking' is only available in iOS_16" \
  "Sources/TypesetSwiftUI/PlantedTracking.swift:13: 'NavigationStack' is only available in iOS_16"

# tvOS: an API unavailable on tvOS.
fresh_copy
ensure_attribute UIKit.swift 'open var largeTitleTextAttributes' tvOS '@available(tvOS, unavailable)'
plant_large_title
expect tvos-large-title tvos 1 \
  "Sources/TypesetUIKit/PlantedLargeTitle.swift:5: 'largeTitleTextAttributes' is unavailable: unavailable on tvOS"

# tvOS again, in a copy of its own: a pass stops at the first module that fails, and
# TypesetSwiftUI is compiled after TypesetUIKit.
fresh_copy
# SwiftUI's Slider is unavailable on tvOS; a Toggle is not.
plant Sources/TypesetSwiftUI/PlantedSlider.swift <<'SWIFT'
#if canImport(SwiftUI)
  import SwiftUI

  @MainActor func plantedSlider(_ value: Binding<Double>) -> some View {
    Slider(value: value)
  }

  @MainActor func plantedToggle(_ isOn: Binding<Bool>) -> some View {
    Toggle("a", isOn: isOn)
  }
#endif
SWIFT
expect tvos-slider tvos 1 \
  "Sources/TypesetSwiftUI/PlantedSlider.swift:5: 'Slider' is unavailable: unavailable on tvOS" \
  "Sources/TypesetSwiftUI/PlantedSlider.swift:5: 'init(value:in:onEditingChanged:)' is unavailable: unavailable on tvOS"

# watchOS: canImport(UIKit) is true there, but most of UIKit's text API is not.
fresh_copy
ensure_attribute UIKit.swift 'open class UITextView\b' watchOS \
  '@available(watchOS, unavailable)'
plant Sources/TypesetUIKit/PlantedTextView.swift <<'SWIFT'
#if canImport(UIKit)
  import UIKit

  @MainActor func plantedTextView(_ view: UITextView) {
    view.adjustsFontForContentSizeCategory = true
  }
#endif
SWIFT
expect watchos-text-view watchos 1 \
  "Sources/TypesetUIKit/PlantedTextView.swift:4: 'UITextView' is unavailable: unavailable on watchOS"

# macOS: only the macOS branches are compiled.
fresh_copy
plant Sources/TypesetSwiftUI/PlantedBranches.swift <<'SWIFT'
#if canImport(UIKit)
  let plantedUIKitBranch: Int = "compiled only where UIKit exists"
#endif
#if os(macOS)
  let plantedMacBranch: Int = "compiled on macOS"
#endif
SWIFT
expect macos-branches macos 1 \
  "Sources/TypesetSwiftUI/PlantedBranches.swift:5: cannot convert value of type 'String' to specified type 'Int'"

# iOS app extension: UIApplication.shared only inside a declaration an app extension cannot
# reach; the marked function next to the unmarked one must compile.
fresh_copy
plant Sources/TypesetUIKit/PlantedExtension.swift <<'SWIFT'
#if canImport(UIKit)
  import UIKit

  @MainActor func plantedSharedApplication() -> UIContentSizeCategory {
    UIApplication.shared.preferredContentSizeCategory
  }
  @available(iOSApplicationExtension, unavailable)
  @MainActor func plantedMarkedSharedApplication() -> UIContentSizeCategory {
    UIApplication.shared.preferredContentSizeCategory
  }
#endif
SWIFT
expect ios-extension-shared-application ios-extension 1 \
  "Sources/TypesetUIKit/PlantedExtension.swift:5: 'shared' is unavailable: unavailable on iOS: Use view controller based solutions where appropriate instead."

if [[ $failures -gt 0 ]]; then
  echo "selftest: $failures case(s) FAILED"
  exit 1
fi
echo "selftest: every planted mistake fails its pass with the expected diagnostic"
