// Times shaped measurement of 10,000 characters of mixed text against HarfBuzz's own hb_shape
// on the same text in the same run. Run in release mode with the trait:
//
//   swift run -c release --traits HarfBuzz --scratch-path .build/harfbuzz ShapingBenchmarks \
//     [--rounds N] [--side typeset|harfbuzz]
//
// Each script's part of the text (Latin, Arabic, Hebrew, Devanagari, CJK) is set in its Noto
// font (Debian's fonts-noto-core and fonts-noto-cjk); a font that is missing is skipped.
//
// Typeset's time is `TextShaper.measure(text)` from the Swift `String`: bidi levels, script
// runs, one hb_shape per run and the sum of advances. HarfBuzz's time is what a caller holding
// the same `String` and font must do at the least to get the same width: add the string's
// UTF-8 to a reused buffer, guess its script and direction, hb_shape with the same default
// features, and sum the advances. Every part is one script and one direction, so the two get
// the same answer, which the benchmark checks. Each round times both sides of every part, one
// after the other (taking turns to go first), so that the machine's load and the caches' state
// fall on both alike; the figures are the medians of the rounds, in thread CPU time. `--side` times one side only (for callgrind's instruction counts).

import Foundation
import OpenType
import Typeset
import TypesetLoader
import TypesetShaping

#if HarfBuzz
  import CHarfBuzzForBenchmarks
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds of this thread's CPU time (the machine's other work does not count, as it would
/// on the wall clock).
func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The nanoseconds `body` takes.
func time(_ body: () -> Void) -> UInt64 {
  let start = now()
  body()
  return now() - start
}

/// The median of `values`.
func median<Value: BinaryInteger>(_ values: [Value]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1
    ? Double(sorted[middle]) : (Double(sorted[middle - 1]) + Double(sorted[middle])) / 2
}

/// The median of `values`.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func usage(_ message: String) -> Never {
  FileHandle.standardError.write(
    Data(
      "ShapingBenchmarks: \(message)\nusage: ShapingBenchmarks [--rounds N] [--side typeset|harfbuzz]\n"
        .utf8))
  exit(64)
}

var rounds = 21
var timesTypeset = true
var timesHarfBuzz = true
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--rounds":
    guard let value = arguments.popFirst(), let count = Int(value), count > 0 else {
      usage("--rounds needs a positive number")
    }
    rounds = count
  case "--side":
    switch arguments.popFirst() {
    case "typeset": timesHarfBuzz = false
    case "harfbuzz": timesTypeset = false
    default: usage("--side needs typeset or harfbuzz")
    }
  default: usage("unknown argument \(argument)")
  }
}

let noto = "/usr/share/fonts/truetype/noto/"
let samples: [(String, String, String)] = [
  ("Latin", noto + "NotoSans-Regular.ttf", "Add to basket, then continue to the office. "),
  ("Arabic", noto + "NotoNaskhArabic-Regular.ttf", "ادفع الآن وأكمل طلبك في المتجر. "),
  ("Hebrew", noto + "NotoSansHebrew-Regular.ttf", "הוסף לסל והמשך לתשלום. "),
  ("Devanagari", noto + "NotoSansDevanagari-Regular.ttf", "अपना ऑर्डर पूरा करें और भुगतान करें। "),
  ("CJK", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "注文を完了する。新しい本を買う。"),
]
let total = 10_000
let share = total / samples.count
let pointSize = 17.0

/// One script's part of the text with its font, and HarfBuzz's side of it.
final class Part {
  let name: String
  let text: String
  let shaper: TextShaper
  let unitsPerEm: Int
  var typesetTimes: [UInt64] = []
  var harfBuzzTimes: [UInt64] = []
  var typesetWidth = 0.0
  var harfBuzzUnits = 0
  #if HarfBuzz
    let bytes: FontData
    let blob: OpaquePointer?
    let face: OpaquePointer?
    let font: OpaquePointer?
    let buffer: OpaquePointer?
  #endif

  init(name: String, text: String, face: Face) {
    self.name = name
    self.text = text
    shaper = TextShaper(face: face, pointSize: pointSize)
    unitsPerEm = Int(face.unitsPerEm)
    #if HarfBuzz
      bytes = face.data
      let index = (try? FontFile(data: face.data))?.faceOffsets.firstIndex(of: face.offset) ?? 0
      blob = bytes.withUnsafeBytes {
        hb_blob_create(
          $0.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32($0.count),
          HB_MEMORY_MODE_READONLY, nil, nil)
      }
      self.face = hb_face_create(blob, UInt32(index))
      font = hb_font_create(self.face)
      buffer = hb_buffer_create()
    #endif
  }

  deinit {
    #if HarfBuzz
      hb_buffer_destroy(buffer)
      hb_font_destroy(font)
      hb_face_destroy(face)
      hb_blob_destroy(blob)
      withExtendedLifetime(bytes) {}
    #endif
  }

  /// Typeset's measurement of the text.
  func measureWithTypeset() -> Double { shaper.measure(text).width }

  /// HarfBuzz's: the sum of the advances of the text shaped whole, in font units.
  func measureWithHarfBuzz() -> Int {
    var units = 0
    #if HarfBuzz
      var text = text
      text.withUTF8 { utf8 in
        hb_buffer_clear_contents(buffer)
        utf8.withMemoryRebound(to: CChar.self) {
          hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
        }
      }
      hb_buffer_guess_segment_properties(buffer)
      hb_shape(font, buffer, nil, 0)
      var count: UInt32 = 0
      if let positions = hb_buffer_get_glyph_positions(buffer, &count) {
        for index in 0..<Int(count) { units += Int(positions[index].x_advance) }
      }
    #endif
    return units
  }
}

var parts: [Part] = []
for (name, path, sample) in samples {
  guard let face = try? FontLibrary.shared.faces(at: path).first else {
    print("\(name): skipped (no \(path))")
    continue
  }
  var text = ""
  while text.count < share { text += sample }
  parts.append(Part(name: name, text: String(text.prefix(share)), face: face))
}

var typesetRounds: [UInt64] = []
var harfBuzzRounds: [UInt64] = []
var ratioRounds: [Double] = []
for round in 0..<rounds {
  var typesetRound: UInt64 = 0
  var harfBuzzRound: UInt64 = 0
  for part in parts {
    // The side timed second finds the font's tables and HarfBuzz's shape plan in the cache
    // where the first left them: the sides take turns going first.
    for side in round % 2 == 0 ? [0, 1] : [1, 0] {
      if side == 0, timesTypeset {
        var width = 0.0
        let elapsed = time { width = part.measureWithTypeset() }
        part.typesetWidth = width
        part.typesetTimes.append(elapsed)
        typesetRound += elapsed
      } else if side == 1, timesHarfBuzz {
        var units = 0
        let elapsed = time { units = part.measureWithHarfBuzz() }
        part.harfBuzzUnits = units
        part.harfBuzzTimes.append(elapsed)
        harfBuzzRound += elapsed
      }
    }
  }
  typesetRounds.append(typesetRound)
  harfBuzzRounds.append(harfBuzzRound)
  if typesetRound > 0, harfBuzzRound > 0 {
    ratioRounds.append(Double(typesetRound) / Double(harfBuzzRound))
  }
}

/// `value` with `digits` decimals, right-aligned in `width` characters.
func format(_ value: Double, _ digits: Int, _ width: Int) -> String {
  String(format: "%\(width).\(digits)f", value)
}

print("\(rounds) rounds, medians of thread CPU time; each round times both sides of each part")
print("part          chars   typeset µs   hb_shape µs   ratio   widths (pt)")
var mismatches = 0
for part in parts {
  let ours = median(part.typesetTimes) / 1000
  let theirs = median(part.harfBuzzTimes) / 1000
  let harfBuzzWidth = Double(part.harfBuzzUnits) * pointSize / Double(part.unitsPerEm)
  var widths = ""
  if timesTypeset, timesHarfBuzz, TextShaper.isShapingAvailable {
    let same = abs(part.typesetWidth - harfBuzzWidth) <= 1e-9 * max(1, harfBuzzWidth)
    if !same { mismatches += 1 }
    widths =
      same
      ? "same, \(format(harfBuzzWidth, 1, 0))" : "DIFFER: \(part.typesetWidth) vs \(harfBuzzWidth)"
  }
  print(
    part.name.padding(toLength: 12, withPad: " ", startingAt: 0),
    String(part.text.unicodeScalars.count).leftPad(7), format(ours, 1, 12), format(theirs, 1, 13),
    format(ours / theirs, 3, 7), " ", widths)
}
let characters = parts.reduce(0) { $0 + $1.text.unicodeScalars.count }
print(
  "all         ", String(characters).leftPad(7), format(median(typesetRounds) / 1000, 1, 12),
  format(median(harfBuzzRounds) / 1000, 1, 13),
  format(median(typesetRounds) / median(harfBuzzRounds), 3, 7))
if !ratioRounds.isEmpty {
  let sorted = ratioRounds.sorted()
  print(
    "ratio of each round's totals: median \(format(median(ratioRounds), 3, 0)),"
      + " range \(format(sorted.first!, 3, 0))–\(format(sorted.last!, 3, 0))")
}
if !TextShaper.isShapingAvailable {
  print("(built without the HarfBuzz trait: Typeset's time is the built-in measurement)")
}
if mismatches > 0 {
  print("\(mismatches) part(s) measured differently by the two sides")
  exit(1)
}

extension String {
  /// The string right-aligned in `width` characters.
  func leftPad(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
