// Times the runtime engine: a cached and an uncached `resolve`, loading a typography file, and
// the system-font substitution answer that the app-wide install asks on every
// `UIFont.systemFont(ofSize:)`. Each figure is the median of several rounds of thread CPU time,
// printed beside a plain `Dictionary` lookup of a similar key timed in the same run, with the
// heap allocations per operation (counted by the AllocationCounter target).
//
//   swift run -c release TypesetBenchmarks [--rounds N] [--only TEXT] [TYPOGRAPHY.json]
//
// Without an argument it loads Examples/Editorial/typography.json (DejaVu fonts; Debian's
// fonts-dejavu-core). Prints one line per measurement:
// `name<TAB>nanoseconds per operation<TAB>allocations per operation<TAB>note`.
//
// The compiled typographies of the generated Swift (Tests/Golden/swift, the GoldenTypographies
// module: what `typeset-cli generate --swift` writes) are timed too: their cached resolves. The
// first use of a generated accessor is timed in fresh processes by FirstUseBenchmark, which
// links only what such an app links.

import AllocationCounter
import DynamicType
import GoldenTypographies
import Typeset
import TypesetLoader

#if canImport(Glibc)
  import Glibc
#endif

/// `--only TEXT`: run only the measurements whose name contains it (for profiling).
nonisolated(unsafe) var only: String?

/// Keeps results alive so that the optimiser cannot remove the work being timed.
nonisolated(unsafe) var sink: Double = 0

@main
enum TypesetBenchmarks {
  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var rounds = 11
    if let index = arguments.firstIndex(of: "--rounds"), index + 1 < arguments.count {
      rounds = Int(arguments[index + 1]) ?? rounds
      arguments.removeSubrange(index...index + 1)
    }
    if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
      only = arguments[index + 1]
      arguments.removeSubrange(index...index + 1)
    }
    let path = arguments.first ?? "Examples/Editorial/typography.json"
    guard let bytes = try? TypographyDocument.readFile(path) else {
      print("\(path): unreadable")
      exit(66)
    }
    if typeset_allocation_counting_available() == 0 {
      print("# allocations are not counted on this system")
    }

    // Loading, first: the process's first load, with a library that has read no font yet.
    let firstStart = now()
    let first = TypographyDocument.parse(bytes, path: path, fonts: FontLibrary())
    let firstTime = now() - firstStart
    guard let typography = first.typography else {
      print("\(path): \(first.errors.map(\.description).joined(separator: "; "))")
      exit(1)
    }
    report("load, first in process (fresh font library)", seconds: firstTime, operations: 1)

    measure("load, warm (fresh font library: reads the font files)", rounds: rounds, count: 20) {
      sink += Double(
        TypographyDocument.parse(bytes, path: path, fonts: FontLibrary()).diagnostics.count)
    }
    let library = FontLibrary()
    _ = TypographyDocument.parse(bytes, path: path, fonts: library)
    measure("load, warm (font files already in the library)", rounds: rounds, count: 20) {
      sink += Double(TypographyDocument.parse(bytes, path: path, fonts: library).diagnostics.count)
    }

    // Resolution. The environments cycle through every iOS category with and without Bold
    // Text, so that no lookup is the same as the one before.
    let environments = Platform.iOS.categories.flatMap { category in
      [false, true].map { TypeEnvironment(category: category, isBoldTextEnabled: $0) }
    }
    let styles = typography.styleNames
    let lookups = 200_000
    // The loop alone, for the overhead that every lookup figure below includes.
    measure("loop overhead (cycling through the environments)", rounds: rounds, count: lookups) {
      var index = 0
      for _ in 0..<lookups {
        sink += environments[index].displayScale
        index = index == environments.count - 1 ? 0 : index + 1
      }
    }
    measure("resolve, cached (Apple text style)", rounds: rounds, count: lookups) {
      var index = 0
      for _ in 0..<lookups {
        if let font = try? typography.resolve(.body, in: environments[index]) {
          sink += font.pointSize
        }
        index = index == environments.count - 1 ? 0 : index + 1
      }
    }
    let custom = styles.first { if case .custom = $0 { true } else { false } } ?? .textStyle(.body)
    measure("resolve, cached (custom style \"\(custom)\")", rounds: rounds, count: lookups) {
      var index = 0
      for _ in 0..<lookups {
        if let font = try? typography.resolve(custom, in: environments[index]) {
          sink += font.pointSize
        }
        index = index == environments.count - 1 ? 0 : index + 1
      }
    }

    // The compiled typographies of the generated Swift: no table made by checking, so their
    // cached lookups take the path every lookup of a compiled typography takes.
    let editorial = EditorialTypography.typography
    let normalized = NormalizedTypography.typography
    measure("compiled: resolve, cached (Apple text style)", rounds: rounds, count: lookups) {
      var index = 0
      for _ in 0..<lookups {
        if let font = try? editorial.resolve(.body, in: environments[index]) {
          sink += font.pointSize
        }
        index = index == environments.count - 1 ? 0 : index + 1
      }
    }
    measure("compiled: resolve, cached (custom style \"price\")", rounds: rounds, count: lookups) {
      var index = 0
      for _ in 0..<lookups {
        if let font = try? editorial.resolve(.custom("price"), in: environments[index]) {
          sink += font.pointSize
        }
        index = index == environments.count - 1 ? 0 : index + 1
      }
    }
    measure("compiled: accessor, cached (normalised body)", rounds: rounds, count: lookups) {
      var index = 0
      for _ in 0..<lookups {
        if let font = try? NormalizedTypography.body(in: environments[index]) {
          sink += font.pointSize
        }
        index = index == environments.count - 1 ? 0 : index + 1
      }
    }
    sink += Double(normalized.styleNames.count)

    // The baseline: a Dictionary whose key has the same parts as a resolution (a style name, a
    // platform, a category, Bold Text) and whose value is a reference.
    var table: [BaselineKey: Payload] = [:]
    for style in styles {
      for environment in environments {
        table[BaselineKey(style, environment)] = Payload(value: Double(table.count))
      }
    }
    let baselineKeys = environments.map { BaselineKey(.textStyle(.body), $0) }
    measure("baseline: Dictionary lookup of a similar key", rounds: rounds, count: lookups) {
      var index = 0
      for _ in 0..<lookups {
        if let payload = table[baselineKeys[index]] { sink += payload.value }
        index = index == baselineKeys.count - 1 ? 0 : index + 1
      }
    }

    // Uncached: a typography built again (not timed), then the first lookup of every style on
    // the platforms that loading does not check (watchOS, macOS, tvOS).
    let uncachedEnvironments = [Platform.watchOS, .macOS, .tvOS].flatMap { platform in
      platform.categories.flatMap { category in
        [false, true].map {
          TypeEnvironment(platform: platform, category: category, isBoldTextEnabled: $0)
        }
      }
    }
    var uncachedTimes: [Double] = []
    var uncachedAllocations = 0.0
    for _ in 0..<(only == nil || "resolve, uncached".contains(only ?? "") ? rounds : 0) {
      guard let fresh = TypographyDocument.parse(bytes, path: path, fonts: library).typography
      else { continue }
      let start = now()
      let allocationsBefore = typeset_allocation_count()
      var count = 0
      for style in styles {
        for environment in uncachedEnvironments {
          if let font = try? fresh.resolve(style, in: environment) { sink += font.pointSize }
          count += 1
        }
      }
      uncachedAllocations = Double(typeset_allocation_count() - allocationsBefore) / Double(count)
      uncachedTimes.append((now() - start) / Double(count))
    }
    if !uncachedTimes.isEmpty {
      report(
        "resolve, uncached (first lookup of a style and environment)",
        seconds: median(uncachedTimes),
        operations: 1, allocations: uncachedAllocations)
    }

    // The system-font substitution that `UIFont.systemFont(ofSize:weight:)` asks.
    let substitution = SystemFontSubstitution(typography: typography)
    // Ten sizes by five UIKit weights, cycled without division.
    let requests: [(size: Double, weight: Double)] = [11, 12, 13, 14, 15, 17, 20, 22, 28, 34]
      .flatMap { size in [-0.4, 0, 0.23, 0.3, 0.4].map { (size, $0) } }
    measure("systemFont substitution answer", rounds: rounds, count: lookups) {
      var index = 0
      let environment = TypeEnvironment()
      for _ in 0..<lookups {
        let request = requests[index]
        let answer = substitution.answer(
          systemFontOfSize: request.size, uiFontWeight: request.weight, in: environment)
        if case .fixed(let replacement) = answer { sink += replacement.pointSize }
        index = index == requests.count - 1 ? 0 : index + 1
      }
    }
    if sink == 0.5 { print("") }  // never true; reads the sink
  }

  /// Times `body` (which performs `count` operations) in `rounds` rounds after one warm-up and
  /// prints the median time per operation and the allocations per operation.
  static func measure(_ name: String, rounds: Int, count: Int, _ body: () -> Void) {
    if let only, !name.contains(only) { return }
    body()
    var times: [Double] = []
    var allocations = 0.0
    for round in 0..<rounds {
      let allocationsBefore = typeset_allocation_count()
      let start = now()
      if count > 100 {
        body()
      } else {
        for _ in 0..<count { body() }
      }
      times.append(now() - start)
      if round == 0 {
        allocations = Double(typeset_allocation_count() - allocationsBefore) / Double(count)
      }
    }
    report(name, seconds: median(times), operations: count, allocations: allocations)
  }

  static func report(_ name: String, seconds: Double, operations: Int, allocations: Double = .nan) {
    let nanoseconds = seconds / Double(operations) * 1e9
    let time =
      nanoseconds >= 10_000
      ? decimalText(nanoseconds / 1000, decimals: 1) + " µs"
      : decimalText(nanoseconds, decimals: 1) + " ns"
    let allocationText = allocations.isNaN ? "-" : decimalText(allocations, decimals: 2)
    print("\(name)\t\(time)\t\(allocationText) allocations")
  }

  /// `value` rounded to at most `decimals` places, without trailing zeros (`12.5`, `3`), as the
  /// report shows times and allocation counts. Standard library only, like the rest of the
  /// benchmark (the engine's own number formatting is not public API).
  static func decimalText(_ value: Double, decimals: Int) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return String(value) }
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let rounded = (value * factor).rounded() / factor
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
  }

  /// The calling thread's CPU time in seconds.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}

/// A key with the parts of a resolution's: style name, platform, category and Bold Text.
struct BaselineKey: Hashable {
  let style: StyleName
  let platform: Platform
  let category: ContentSizeCategory
  let boldText: Bool

  init(_ style: StyleName, _ environment: TypeEnvironment) {
    self.style = style
    platform = environment.platform
    category = environment.category
    boldText = environment.isBoldTextEnabled
  }
}

/// A value held by reference, as a cached resolution is.
final class Payload {
  let value: Double
  init(value: Double) { self.value = value }
}
