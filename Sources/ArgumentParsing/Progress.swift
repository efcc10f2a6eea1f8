#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Progress of work longer than a second, on a terminal only, as CLI.md asks: one line on
/// standard error per stage and quarter, so that a slow run says what it is doing.
///
/// ```swift
/// let progress = Progress(prefix: "typeset-cli specimen", isTerminal: true) { print($0) }
/// progress.report("drawing", 0.5, detail: "512 of 1024 pixel rows")
/// // after a second: "typeset-cli specimen: drawing 50 % (512 of 1024 pixel rows)"
/// progress.finish()  // "typeset-cli specimen: done", when anything was reported
/// ```
package final class Progress {
  /// What each line starts with, such as `typeset-cli specimen`.
  private let prefix: String
  /// Whether the lines go to a terminal; nothing is reported otherwise.
  private let isTerminal: Bool
  /// How long the work runs before progress shows, in seconds.
  private let threshold: Double
  /// The clock, in seconds (``now()`` unless a test gives its own).
  private let clock: () -> Double
  /// When the work started, in seconds of the clock.
  private let started: Double
  /// Writes one line to standard error.
  private let write: (String) -> Void
  private var last: (stage: String, quarter: Int)?

  /// Progress of work that starts now.
  package init(
    prefix: String, isTerminal: Bool, threshold: Double = 1,
    clock: @escaping () -> Double = Progress.now, write: @escaping (String) -> Void
  ) {
    self.prefix = prefix
    self.isTerminal = isTerminal
    self.threshold = threshold
    self.clock = clock
    self.started = clock()
    self.write = write
  }

  /// Seconds of the system's monotonic clock (`ContinuousClock` needs iOS 16, newer than the
  /// package's minimums).
  package static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// Reports `stage` at `fraction` (0…1) done, with an optional `detail` such as
  /// "2048 of 102800 pixel rows", once per stage and quarter.
  package func report(_ stage: String, _ fraction: Double, detail: String? = nil) {
    guard isTerminal, clock() - started > threshold else { return }
    let quarter = Int(fraction * 4)
    if let last, last.stage == stage, last.quarter == quarter { return }
    last = (stage, quarter)
    write("\(prefix): \(stage) \(quarter * 25) %" + (detail.map { " (\($0))" } ?? ""))
  }

  /// Says the work is done, when any progress was reported.
  package func finish() {
    if last != nil { write("\(prefix): done") }
  }
}
