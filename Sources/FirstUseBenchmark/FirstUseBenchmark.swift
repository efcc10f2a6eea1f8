// The first use of a generated accessor in a fresh process, linked as an app that uses only
// the generated Swift links: the runtime engine `Typeset`, `DynamicType` and the compiled
// typographies of Tests/Golden/swift (the GoldenTypographies module: what
// `typeset-cli generate --swift` writes), and neither the loader nor the font reader. The
// process constructs the compiled NormalizedTypography, resolves one normalised style and
// exits. It writes "first-use: begin" and "first-use: end" to standard error around the work,
// so that strace can count the system calls in between (Scripts/benchmarks/first-use.sh runs
// it in fresh processes), and prints
// `first use of a generated accessor<TAB>µs<TAB>allocations<TAB>point size`.
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
    _ = write(2, begin, begin.utf8.count)
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    let allocationsBefore = typeset_allocation_count()
    let font = try? NormalizedTypography.largeTitle(in: TypeEnvironment(category: .accessibility1))
    let allocations = typeset_allocation_count() - allocationsBefore
    var stop = timespec()
    clock_gettime(CLOCK_MONOTONIC, &stop)
    _ = write(2, end, end.utf8.count)
    let nanoseconds =
      Double(stop.tv_sec - start.tv_sec) * 1e9 + Double(stop.tv_nsec - start.tv_nsec)
    let microseconds = (nanoseconds / 10).rounded() / 100
    print(
      "first use of a generated accessor\t\(microseconds) µs\t\(allocations) allocations"
        + "\t\(font?.pointSize ?? 0) pt")
  }
}
