// The first use of a generated accessor in a fresh process, linked as an app that uses only
// the generated Swift links: the runtime engine `Typeset`, `DynamicType` and the compiled
// typographies of Tests/Golden/swift (the GoldenTypographies module: what
// `typeset-cli generate --swift` writes), and neither the loader nor the font reader. The
// process constructs the compiled NormalizedTypography, resolves one normalised style and
// exits. It writes "first-use: begin" and "first-use: end" to standard error around the work,
// so that strace can count the system calls in between (Scripts/benchmarks/first-use.sh runs
// it in fresh processes), and prints
// `first use of a generated accessor<TAB>µs<TAB>allocations<TAB>page faults<TAB>µs of the next`:
// the minor page faults the first use took (memory the process touched for the first time:
// code, data, the runtime's caches) and the time of the next resolution of another style,
// also uncached, which separates the engine's own work from the process's one-time costs.
//
//   swift run -c release FirstUseBenchmark

import AllocationCounter
import DynamicType
import GoldenTypographies
import Typeset

#if canImport(Glibc)
  import Glibc
#endif

@main
enum FirstUseBenchmark {
  static func main() {
    let begin = "first-use: begin\n"
    let end = "first-use: end\n"
    let faultsBefore = minorPageFaults()
    _ = write(2, begin, begin.utf8.count)
    var start = now()
    let allocationsBefore = typeset_allocation_count()
    let font = try? NormalizedTypography.largeTitle(in: TypeEnvironment(category: .accessibility1))
    let allocations = typeset_allocation_count() - allocationsBefore
    let firstUse = now() - start
    _ = write(2, end, end.utf8.count)
    let faults = minorPageFaults() - faultsBefore
    start = now()
    let next = try? NormalizedTypography.title1(in: TypeEnvironment(category: .accessibility2))
    let nextUse = now() - start
    print(
      "first use of a generated accessor\t\(rounded(firstUse)) µs\t\(allocations) allocations"
        + "\t\(faults) page faults\t\(rounded(nextUse)) µs"
        + "\t\(font?.pointSize ?? 0) pt, \(next?.pointSize ?? 0) pt")
  }

  /// Monotonic time in microseconds.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
  }

  /// Microseconds to two decimals.
  static func rounded(_ microseconds: Double) -> Double { (microseconds * 100).rounded() / 100 }

  /// The process's minor page faults so far.
  static func minorPageFaults() -> Int {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_minflt
  }
}
