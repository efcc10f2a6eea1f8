// Times shaped measurement of 10,000 characters of mixed text against HarfBuzz's own hb_shape
// on the same text in the same run. Run in release mode with the trait:
//
//   swift run -c release --traits HarfBuzz --scratch-path .build/harfbuzz ShapingBenchmarks
//
// Each script's part of the text (Latin, Arabic, Hebrew, Devanagari, CJK) is set in its Noto
// font (Debian's fonts-noto-core and fonts-noto-cjk); a font that is missing is skipped.
// Typeset's time is `TextShaper.measure` (bidi levels, script runs, one hb_shape per run and
// the sum of advances); HarfBuzz's is one hb_shape of the whole part with guessed properties.

import Foundation
import OpenType
import Typeset
import TypesetShaping

#if HarfBuzz
  import CHarfBuzz
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds on the monotonic clock.
func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The best of `rounds` timings of `body`, in nanoseconds.
func best(_ rounds: Int, _ body: () -> Void) -> UInt64 {
  var fastest = UInt64.max
  for _ in 0..<rounds {
    let start = now()
    body()
    fastest = min(fastest, now() - start)
  }
  return fastest
}

let noto = "/usr/share/fonts/truetype/noto/"
let parts: [(String, String, String)] = [
  ("Latin", noto + "NotoSans-Regular.ttf", "Add to basket, then continue to the office. "),
  ("Arabic", noto + "NotoNaskhArabic-Regular.ttf", "ادفع الآن وأكمل طلبك في المتجر. "),
  ("Hebrew", noto + "NotoSansHebrew-Regular.ttf", "הוסף לסל והמשך לתשלום. "),
  ("Devanagari", noto + "NotoSansDevanagari-Regular.ttf", "अपना ऑर्डर पूरा करें और भुगतान करें। "),
  ("CJK", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "注文を完了する。新しい本を買う。"),
]
let total = 10_000
let share = total / parts.count
var typesetTime: UInt64 = 0
var harfBuzzTime: UInt64 = 0
var itemisingTime: UInt64 = 0
var characters = 0
print("part          chars   typeset µs   itemising µs   hb_shape µs   ratio")
for (name, path, sample) in parts {
  guard let face = try? FontLibrary.shared.faces(at: path).first else {
    print("\(name): skipped (no \(path))")
    continue
  }
  var text = ""
  while text.count < share { text += sample }
  text = String(text.prefix(share))
  let shaper = TextShaper(face: face, pointSize: 17)
  var width = 0.0
  let ours = best(20) { width += shaper.measure(text).width }
  // The share of Typeset's time spent before HarfBuzz: bidi levels and script runs.
  let itemising = best(20) {
    let scalars = Array(text.unicodeScalars)
    width += Double(TextRun.itemize(scalars, levels: BidiLevels(scalars).levels).count)
  }
  var theirs: UInt64 = 0
  #if HarfBuzz
    let bytes = face.data
    let blob = bytes.withUnsafeBytes {
      hb_blob_create(
        $0.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32($0.count),
        HB_MEMORY_MODE_READONLY, nil, nil)
    }
    let hbFace = hb_face_create(blob, 0)
    let font = hb_font_create(hbFace)
    let codepoints = text.unicodeScalars.map(\.value)
    var units = 0
    theirs = best(20) {
      let buffer = hb_buffer_create()
      hb_buffer_add_utf32(buffer, codepoints, Int32(codepoints.count), 0, Int32(codepoints.count))
      hb_buffer_guess_segment_properties(buffer)
      hb_shape(font, buffer, nil, 0)
      var count: UInt32 = 0
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
      for index in 0..<Int(count) { units += Int(positions?[index].x_advance ?? 0) }
      hb_buffer_destroy(buffer)
    }
    hb_font_destroy(font)
    hb_face_destroy(hbFace)
    hb_blob_destroy(blob)
    withExtendedLifetime(bytes) {}
  #endif
  typesetTime += ours
  itemisingTime += itemising
  harfBuzzTime += theirs
  characters += text.unicodeScalars.count
  let ratio = theirs > 0 ? Double(ours) / Double(theirs) : .nan
  print(
    name.padding(toLength: 12, withPad: " ", startingAt: 0),
    String(text.unicodeScalars.count).leftPad(7), String(ours / 1000).leftPad(12),
    String(itemising / 1000).leftPad(14), String(theirs / 1000).leftPad(13),
    String(Double(Int(ratio * 100)) / 100).leftPad(7))
  if width.isNaN { print("") }
}
let ratio = harfBuzzTime > 0 ? Double(typesetTime) / Double(harfBuzzTime) : .nan
print(
  "all         ", String(characters).leftPad(7), String(typesetTime / 1000).leftPad(12),
  String(itemisingTime / 1000).leftPad(14), String(harfBuzzTime / 1000).leftPad(13),
  String(Double(Int(ratio * 100)) / 100).leftPad(7))
if !TextShaper.isShapingAvailable {
  print("(built without the HarfBuzz trait: Typeset's time is the built-in measurement)")
}

extension String {
  /// The string right-aligned in `width` characters.
  func leftPad(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
