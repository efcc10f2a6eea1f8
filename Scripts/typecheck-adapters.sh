#!/usr/bin/env bash
# Type-checks the Apple-platform adapters (TypesetCoreText, TypesetUIKit, TypesetSwiftUI,
# TypesetAppKit) and the examples on Linux against the stub frameworks in Scripts/apple-stubs/,
# once per platform the package declares: a matrix of five passes, iOS 15, tvOS 15, watchOS 8,
# visionOS 1 and macOS 13 (the minimums of Package.swift). It does not replace a build against
# Apple's SDK (.github/workflows/apple.yml), which has never run.
#
# Each pass rewrites a temporary copy of the stubs, the adapters and the examples for its
# platform with Scripts/typecheck-matrix.py (its header has the rules) and compiles it twice:
#
#   modules   the real module layout: each stub framework, each adapter and each example is a
#             module of its own, as on Apple's platforms (imports, access control, `@unknown
#             default` against library-evolution frameworks), in Swift 6 mode with complete
#             concurrency checking and warnings as errors. The platform's `#if os(…)` /
#             `canImport(…)` branches are the ones compiled, and every declaration the stubs
#             mark unavailable on the platform is `@available(*, unavailable)`. The stubs come
#             from the iOS SDK's text, so a stub declaration that is available by `*` may use a
#             type the platform lacks (watchOS's UIKit): the compiler names each such
#             declaration, which the pass then marks unavailable too, until none is left; the
#             pass line counts them ("stub declarations unavailable by inference").
#   merged    availability against the platform minimum. Linux ignores `@available(iOS 17, *)`,
#             so every version above the minimum becomes a custom availability domain of the
#             experimental CustomAvailability feature (iOS_16, iOS_17 …): a declaration
#             introduced in iOS 17 needs iOS_16 and iOS_17, `if #available(iOS 17.0, *)`
#             enables both, and a use outside such a check fails ("is only available in
#             iOS_17"). Domains cannot cross a module boundary (the compiler crashes reading
#             them back), so each unit is ONE module: the stub frameworks an adapter imports,
#             TypesetCoreText, the adapter, and its example. Warnings in the package's files
#             (deprecations at the minimum) fail the check too.
#
# What each pass compiles (the platform's answers: README, "What works where"):
#   iOS 15       UIKit, SwiftUI, Core Text adapters; Examples/UIKit, Examples/SwiftUI; the
#                simulator smoke test (Tests/SimulatorSmoke, modules mode only)
#   tvOS 15      UIKit (no large titles), SwiftUI, Core Text adapters; no example (UISlider
#                and UISwitch are unavailable on tvOS, and so is SwiftUI's Slider)
#   watchOS 8    SwiftUI and Core Text adapters (TypesetUIKit compiles empty: watchOS's UIKit
#                lacks trait collections, text views and UIFontMetrics' trait-based scaling);
#                Examples/SwiftUI
#   visionOS 1   UIKit, SwiftUI, Core Text adapters; Examples/UIKit, Examples/SwiftUI
#   macOS 13     AppKit, SwiftUI, Core Text adapters; Examples/SwiftUI
#   iOS 15 app extension (modules mode only): the UIKit, SwiftUI and Core Text adapters as an app
#                extension links them, where `@available(iOSApplicationExtension, unavailable)`
#                declarations (UIApplication.shared) are unavailable: a use must sit in a
#                declaration marked so itself
#
# Sources/TypesetUIKit/UIFont+Replacements.swift (the `@objc` methods and `#selector`s of the
# method exchange) is checked like every other file: Linux has no Objective-C runtime, so the
# rewrite removes `@objc` and turns `#selector(UIFont.systemFont(ofSize:))` into
# `typesetMatrixSelector(UIFont.systemFont(ofSize:))`, an unapplied method reference passed to a
# generic function, which fails unless that method exists with those argument labels. That the
# methods are representable in Objective-C is left to Xcode.
#
# Scripts/typecheck-matrix-selftest.sh proves that planted mistakes fail the right pass.
#
# Usage: Scripts/typecheck-adapters.sh [--write-coverage]
#        Scripts/typecheck-adapters.sh --pass PLATFORM [--pass …] [--root DIR]
#   --pass     run only these passes (ios, tvos, watchos, visionos, macos, ios-extension) and
#              nothing else
#   --root     read Sources/Typeset{CoreText,UIKit,SwiftUI,AppKit}, Examples/{UIKit,SwiftUI},
#              Tests/SimulatorSmoke and
#              Scripts/apple-stubs from DIR instead of the repository (the self-test's copies)
#   TYPESET_SCRATCH_PATH    SwiftPM scratch path for building the engine (default: .build)
#   TYPESET_ENGINE_MODULES  the engine's built modules, to skip building them
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$PWD

scratch=${TYPESET_SCRATCH_PATH:-.build}
root=$repository
passes=()
write_coverage=false
while [[ $# -gt 0 ]]; do
  case $1 in
    --write-coverage) write_coverage=true ;;
    --pass)
      [[ $# -ge 2 ]] || { echo "typecheck: --pass needs a platform" >&2; exit 64; }
      passes+=("$2")
      shift
      ;;
    --root)
      [[ $# -ge 2 ]] || { echo "typecheck: --root needs a directory" >&2; exit 64; }
      root=$(cd "$2" && pwd)
      shift
      ;;
    *)
      echo "typecheck: unknown argument '$1' (see the usage in $0)" >&2
      exit 64
      ;;
  esac
  shift
done
only_matrix=true
if [[ ${#passes[@]} -eq 0 ]]; then
  passes=(ios tvos watchos visionos macos ios-extension)
  only_matrix=false
fi
for platform in "${passes[@]}"; do
  case $platform in
    ios | tvos | watchos | visionos | macos | ios-extension) ;;
    *)
      echo "typecheck: unknown pass '$platform' (ios, tvos, watchos, visionos, macos," \
        "ios-extension)" >&2
      exit 64
      ;;
  esac
done

stubs=Scripts/apple-stubs
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

if [[ -n ${TYPESET_ENGINE_MODULES:-} ]]; then
  engine=$TYPESET_ENGINE_MODULES # built by the caller (the self-test builds once)
else
  swift build --scratch-path "$scratch" --target TypesetLoader >/dev/null
  engine="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
fi

# No file may hide from the check.
if hidden=$(cd "$root" && grep -rl 'TYPESET_STUB_TYPECHECK' Sources Examples); then
  echo "typecheck: no file may test TYPESET_STUB_TYPECHECK any more; found:"
  echo "$hidden"
  exit 1
fi

common=(-swift-version 6 -strict-concurrency=complete -parse-as-library)

# The pieces of each pass. Frameworks in dependency order.
frameworks_for() {
  case $1 in
    macos) echo ObjectiveC CoreGraphics CoreText SwiftUI AppKit ;;
    *) echo ObjectiveC CoreGraphics CoreText UIKit SwiftUI ;;
  esac
}
adapters_for() {
  case $1 in
    macos) echo TypesetCoreText TypesetSwiftUI TypesetAppKit ;;
    *) echo TypesetCoreText TypesetUIKit TypesetSwiftUI ;;
  esac
}
examples_for() {
  case $1 in
    ios | visionos) echo UIKit SwiftUI ;;
    watchos | macos) echo SwiftUI ;;
    tvos | ios-extension) ;;
  esac
}
# The stub frameworks a merged unit holds, for the adapter that names it.
unit_frameworks() {
  case $1 in
    TypesetUIKit) echo ObjectiveC CoreGraphics CoreText UIKit ;;
    TypesetSwiftUI) echo CoreGraphics CoreText SwiftUI ;;
    TypesetAppKit) echo CoreGraphics CoreText AppKit ;;
  esac
}
example_of() {
  case $1 in
    TypesetUIKit) echo UIKit ;;
    TypesetSwiftUI) echo SwiftUI ;;
  esac
}
label_of() {
  case $1 in
    ios) echo "iOS 15" ;;
    tvos) echo "tvOS 15" ;;
    watchos) echo "watchOS 8" ;;
    visionos) echo "visionOS 1" ;;
    macos) echo "macOS 13" ;;
    ios-extension) echo "iOS 15 app extension" ;;
  esac
}

# The stand-in for `#selector` that the rewrite calls (see the header), for TypesetUIKit: it
# imports the ObjectiveC stub in `modules` mode; in `merged` mode the stub is in the unit.
selector_helper() {
  [[ $1 == modules ]] && echo "import ObjectiveC"
  cat <<'SWIFT'

/// Linux's `#selector`: the method reference must exist with its labels (Linux type-check
/// only; written by Scripts/typecheck-adapters.sh, never shipped).
func typesetMatrixSelector<Method>(_ method: Method) -> Selector { Selector("") }
SWIFT
}

# Fails on any error, and on any warning in a file of the package (not of the stubs).
merged_log_ok() {
  ! grep -E '(^|/)[^ ]+\.swift:[0-9]+:[0-9]+: error:|^error:|^<unknown>:0: error:' "$1" >/dev/null \
    && ! grep -E '^(Sources|Examples)/[^ ]+\.swift:[0-9]+:[0-9]+: warning:' "$1" >/dev/null
}

run_pass() {
  local platform=$1 start=$SECONDS
  local work=$out/$platform
  mkdir -p "$work/modules" "$work/merged" "$work/bin"
  local frameworks adapters examples
  read -r -a frameworks <<<"$(frameworks_for "$platform")"
  read -r -a adapters <<<"$(adapters_for "$platform")"
  read -r -a examples <<<"$(examples_for "$platform")"

  local files=() framework adapter example
  for framework in "${frameworks[@]}"; do files+=("$stubs/$framework.swift"); done
  for adapter in "${adapters[@]}"; do
    files+=($(cd "$root" && ls Sources/"$adapter"/*.swift))
  done
  for example in "${examples[@]}"; do
    files+=($(cd "$root" && ls Examples/"$example"/*.swift))
  done
  local name=${platform/ios/iOS} inferred=$work/inferred.txt
  name=$(label_of "$platform")
  name=${name%% *}
  : >"$inferred"
  rewrite_modules() {
    (cd "$root" && python3 "$repository/Scripts/typecheck-matrix.py" "$platform" modules \
      "$work/modules" --inferred="$inferred" "${files[@]}") || return 1
    if [[ -d $work/modules/Sources/TypesetUIKit ]]; then
      selector_helper modules >"$work/modules/Sources/TypesetUIKit/TypesetMatrixSelector.swift"
    fi
  }
  rewrite_modules

  # modules: every framework, adapter and example a module of its own.
  (
    cd "$work/modules"
    for framework in "${frameworks[@]}"; do
      # A stub declaration that uses what the platform lacks, and is not marked itself (the
      # stubs come from the iOS SDK's text), is unavailable there too: the compiler names each
      # one ("is unavailable: unavailable on watchOS"), the rewrite marks it, until none is left.
      local round=0 found
      # Library evolution, as Apple's frameworks have it (non-frozen enums need `@unknown
      # default`). Linux's Foundation is not built that way: a warning here, nothing more.
      until swiftc -emit-module "${common[@]}" -enable-library-evolution -module-name "$framework" \
        -I "$work/bin" -emit-module-path "$work/bin/$framework.swiftmodule" \
        "$stubs/$framework.swift" >"$work/$framework.log" 2>&1; do
        # Only availability errors are inferred away: a type's conformance when a witness became
        # unavailable, and uses of unavailable declarations. Anything else is a broken stub.
        local inferable=": unavailable on $name"
        if grep -qE "used to satisfy a requirement of protocol .*: unavailable on $name" \
          "$work/$framework.log"; then
          inferable="$inferable|does not conform to protocol"
        fi
        found=$(grep -E "^$stubs/$framework\.swift:[0-9]+:[0-9]+: error: " "$work/$framework.log" \
          | grep -E "$inferable" | cut -d: -f1,2 | sort -u || true)
        if grep -E "^$stubs/$framework\.swift:[0-9]+:[0-9]+: error: " "$work/$framework.log" \
          | grep -vE "$inferable" >/dev/null; then
          found=""
        fi
        # A line already marked whose error stays (a stored property's initialiser) makes its
        # enclosing declaration unavailable.
        found=$(while read -r entry; do
          if grep -qxF "$entry" "$inferred"; then echo "$entry:outer"; else echo "$entry"; fi
        done <<<"$found" | sort -u)
        if [[ -n $found ]] && ! comm -23 <(echo "$found") <(sort -u "$inferred") | grep -q .; then
          found=""  # nothing new to infer
        fi
        if [[ -z $found || $round -ge 12 ]]; then
          cat "$work/$framework.log"
          echo "typecheck: $(label_of "$platform"): the $framework stub does not compile"
          exit 1
        fi
        echo "$found" >>"$inferred"
        rewrite_modules
        round=$((round + 1))
      done
    done
    for adapter in "${adapters[@]}"; do
      swiftc -emit-module "${common[@]}" -warnings-as-errors -I "$work/bin" -I "$engine" \
        -module-name "$adapter" -emit-module-path "$work/bin/$adapter.swiftmodule" \
        Sources/"$adapter"/*.swift || {
        echo "typecheck: $(label_of "$platform"): $adapter FAILED (modules)"
        exit 1
      }
    done
    for example in "${examples[@]}"; do
      swiftc -typecheck "${common[@]}" -warnings-as-errors -I "$work/bin" -I "$engine" \
        -module-name "Typeset${example}Example" Examples/"$example"/*.swift || {
        echo "typecheck: $(label_of "$platform"): Examples/$example FAILED (modules)"
        exit 1
      }
    done
    # The simulator smoke test of .github/workflows/apple.yml (Swift Testing, its macros from
    # the toolchain's plugins), against the iOS stubs: it runs only in the Apple workflow.
    if [[ $platform == ios ]]; then
      swiftc -typecheck "${common[@]}" -warnings-as-errors -I "$work/bin" -I "$engine" \
        -plugin-path "$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/host/plugins" \
        -module-name SimulatorSmokeTests \
        "$root"/Tests/SimulatorSmoke/Tests/SimulatorSmokeTests/*.swift || {
        echo "typecheck: $(label_of "$platform"): Tests/SimulatorSmoke FAILED (modules)"
        exit 1
      }
    fi
  ) || return 1
  if [[ $platform == ios-extension ]]; then
    # The versions are the iOS pass's business; this pass checks what an app extension may use.
    echo "typecheck: $(label_of "$platform") ok ($((SECONDS - start))s): ${adapters[*]};" \
      "what is unavailable in app extensions (UIApplication.shared) is used only where an" \
      "app extension cannot reach it"
    return 0
  fi

  # merged: availability, one module per adapter unit.
  local units=() unit domains_all=() unit_failed=false
  for adapter in "${adapters[@]}"; do
    [[ $adapter == TypesetCoreText ]] || units+=("$adapter")
  done
  for unit in "${units[@]}"; do
    local unit_files=() unit_dir=$work/merged/$unit
    for framework in $(unit_frameworks "$unit"); do unit_files+=("$stubs/$framework.swift"); done
    unit_files+=($(cd "$root" && ls Sources/TypesetCoreText/*.swift Sources/"$unit"/*.swift))
    example=$(example_of "$unit")
    if [[ -n $example && " ${examples[*]} " == *" $example "* ]]; then
      unit_files+=($(cd "$root" && ls Examples/"$example"/*.swift))
    fi
    local flags
    flags=$(cd "$root" && python3 "$repository/Scripts/typecheck-matrix.py" "$platform" merged \
      "$unit_dir" --inferred="$inferred" "${unit_files[@]}") || return 1
    if [[ $unit == TypesetUIKit ]]; then
      selector_helper merged >"$unit_dir/Sources/TypesetUIKit/TypesetMatrixSelector.swift"
      unit_files+=(Sources/TypesetUIKit/TypesetMatrixSelector.swift)
    fi
    local log=$work/$unit.merged.log
    # shellcheck disable=SC2086 # $flags is a list of compiler flags
    (cd "$unit_dir" && swiftc -typecheck "${common[@]}" -I "$engine" -module-name "$unit" \
      -enable-experimental-feature CustomAvailability $flags "${unit_files[@]}") >"$log" 2>&1 || true
    if ! merged_log_ok "$log"; then
      cat "$log"
      echo "typecheck: $(label_of "$platform"): $unit FAILED (availability)"
      unit_failed=true # the other units are still checked, for their diagnostics
    fi
    domains_all+=($(grep -oE '[A-Za-z]+_[0-9_]+' <<<"$flags" || true))
  done
  $unit_failed && return 1
  local unique=none
  if [[ ${#domains_all[@]} -gt 0 ]]; then
    unique=$(printf '%s\n' "${domains_all[@]}" | sort -u -V | paste -sd ' ')
  fi
  local shown=("${adapters[@]}")
  for example in "${examples[@]}"; do shown+=("Examples/$example"); done
  local inferences
  inferences=$(sort -u "$inferred" | sed '/^$/d' | wc -l)
  echo "typecheck: $(label_of "$platform") ok ($((SECONDS - start))s): ${shown[*]};" \
    "availability domains: $unique; stub declarations unavailable by inference: $inferences"
}

for platform in "${passes[@]}"; do
  run_pass "$platform"
done
$only_matrix && exit 0
cd "$repository"

# 4. The Apple declarations covered, each with the SDK text it was checked against, listed in
# COVERAGE.md by Scripts/apple-stubs/coverage.sh (which fails if the list is out of date).
if $write_coverage; then
  "$stubs/coverage.sh" --write
else
  "$stubs/coverage.sh"
fi

# Apple platforms before macOS 15 / iOS 18 have no Synchronization.Mutex, so OpenType's table
# cache uses a pthread mutex there (Sources/OpenType/FaceTableCache.swift). Linux builds the
# Mutex variant; type-check the other one here too.
mapfile -t opentype_sources < <(find Sources/OpenType -name '*.swift' | sort)
# A package name, as SwiftPM gives one, for the module's `package` declarations.
swiftc -typecheck -parse-as-library -module-name OpenType -package-name typeset \
  -D TYPESET_PTHREAD_CACHE "${opentype_sources[@]}"
echo "typecheck: OpenType's pthread table cache (the Apple-platform variant) type-checks"
