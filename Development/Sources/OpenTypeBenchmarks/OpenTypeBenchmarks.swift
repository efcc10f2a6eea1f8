// Times the OpenType reader on font files: open a face and read its metrics, map every cmap
// entry, read every advance, outline every glyph. Each measurement is the median of several
// runs, reported per operation so that it compares with FreeType's ftbench, ttf-parser and
// fontTools (Scripts/benchmarks/compare.sh, BENCHMARKS.md).
//
//   swift run -c release OpenTypeBenchmarks [--runs N] [--wall] [--task open|cmap|advances|outlines|outline-arrays] FONT...
//
// Prints one line per font and task: `font<TAB>task<TAB>microseconds per operation<TAB>ops`.

import OpenType
import OpenTypeTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Adds up every coordinate it receives, like the builder of the ttf-parser benchmark.
struct SummingSink: OutlineSink {
  var sum = 0.0

  mutating func move(to point: OutlinePoint) { sum += point.x + point.y }
  mutating func line(to point: OutlinePoint) { sum += point.x + point.y }
  mutating func quadratic(control: OutlinePoint, to point: OutlinePoint) {
    sum += control.x + control.y + point.x + point.y
  }
  mutating func cubic(control1: OutlinePoint, control2: OutlinePoint, to point: OutlinePoint) {
    sum += control1.x + control1.y + control2.x + control2.y + point.x + point.y
  }
  mutating func close() { sum += 1 }
}

/// Keeps results alive so that the optimiser cannot remove the work being timed.
nonisolated(unsafe) var sink: Double = 0

@main
enum OpenTypeBenchmarks {
  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var runs = 7
    if let index = arguments.firstIndex(of: "--wall") {
      useWallClock = true
      arguments.remove(at: index)
    }
    var onlyTask: String?
    if let index = arguments.firstIndex(of: "--task"), index + 1 < arguments.count {
      onlyTask = arguments[index + 1]
      arguments.removeSubrange(index...index + 1)
    }
    if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count {
      runs = Int(arguments[index + 1]) ?? runs
      arguments.removeSubrange(index...index + 1)
    }
    guard !arguments.isEmpty else {
      print(
        "usage: OpenTypeBenchmarks [--runs N] [--wall] [--task open|cmap|advances|outlines|outline-arrays] FONT..."
      )
      exit(64)
    }
    for path in arguments {
      guard let bytes = FileBytes.read(path) else {
        print("\(path): unreadable")
        exit(66)
      }
      do {
        try benchmark(path: path, bytes: bytes, runs: runs, onlyTask: onlyTask)
      } catch {
        print("\(path): \(error)")
        exit(1)
      }
    }
    if sink == 0.5 { print("") }  // never true; reads the sink
  }

  static func benchmark(
    path: String, bytes: [UInt8], runs: Int, onlyTask: String?
  ) throws(OpenTypeError) {
    let data = FontData(bytes)
    let face = try FontFile(data: data).face(at: 0)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    func report(_ task: String, _ operations: Int, _ body: () -> Void) {
      if let onlyTask, onlyTask != task { return }
      let perOperation = median(runs: runs) { body() } / Double(max(operations, 1))
      print("\(name)\t\(task)\t\(format(perOperation * 1e6))\t\(operations)")
    }

    let opens = 200
    report("open", opens) {
      for _ in 0..<opens {
        guard let face = try? FontFile(data: data).face(at: 0) else { continue }
        sink += Double(face.ascender + face.descender + face.lineGap + face.unitsPerEm)
        sink += Double(face.typographicAscender ?? 0) + Double(face.capHeight ?? 0)
        sink += Double(face.xHeight ?? 0) + Double(face.numberOfGlyphs)
      }
    }

    var scalars: [Unicode.Scalar] = []
    for value in UInt32(0)...(onlyTask == nil || onlyTask == "cmap" ? 0x10_FFFF : 0) {
      if let scalar = Unicode.Scalar(value), face.glyph(for: scalar) != nil {
        scalars.append(scalar)
      }
    }
    report("cmap", scalars.count) {
      for scalar in scalars {
        sink += Double(face.glyph(for: scalar)?.rawValue ?? 0)
      }
    }

    let glyphs = (0..<face.numberOfGlyphs).map { GlyphID(rawValue: UInt16($0)) }
    report("advances", glyphs.count) {
      for glyph in glyphs {
        sink += Double(face.advance(of: glyph) ?? 0)
      }
    }

    // Streamed into a sink that sums the coordinates, as the ttf-parser and FreeType sides do.
    report("outlines", glyphs.count) {
      var summing = SummingSink()
      for glyph in glyphs {
        try? face.drawOutline(of: glyph, into: &summing)
      }
      sink += summing.sum
    }

    // The array API: one `[PathCommand]` per glyph.
    report("outline-arrays", glyphs.count) {
      for glyph in glyphs {
        if let outline = try? face.outline(of: glyph) {
          sink += Double(outline.commands.count)
        }
      }
    }
  }

  /// Whether to time with the wall clock (`--wall`) instead of the thread's CPU time.
  nonisolated(unsafe) static var useWallClock = false

  /// The median time of `runs` runs of `body`, in seconds, after one warm-up run: the thread's
  /// CPU time, so that other processes on a busy machine do not inflate it, or with `--wall`
  /// the wall-clock time.
  static func median(runs: Int, _ body: () -> Void) -> Double {
    body()
    var times: [Double] = []
    for _ in 0..<max(runs, 1) {
      if useWallClock {
        let elapsed = ContinuousClock().measure(body)
        times.append(
          Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
      } else {
        let start = threadSeconds()
        body()
        times.append(threadSeconds() - start)
      }
    }
    times.sort()
    return times[times.count / 2]
  }

  /// The CPU time this thread has used, in seconds.
  static func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  static func format(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    return String(rounded)
  }
}
