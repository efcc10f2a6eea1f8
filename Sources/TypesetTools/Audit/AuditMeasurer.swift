import OpenType
import Typeset
import TypesetShaping

/// Line counts and glyph coverage of strings in one resolved font, for the audit: shaped with
/// HarfBuzz when the build has the `HarfBuzz` trait (``TextShaper``), advances and pair
/// kerning (``TextMeasurer``) otherwise.
struct AuditMeasurer {
  /// The font measured.
  let font: ResolvedFont
  /// Its face.
  let face: Face
  private let measurer: TextMeasurer
  private let shaper: TextShaper?

  init(font: ResolvedFont, face: Face) {
    self.font = font
    self.face = face
    measurer = TextMeasurer(font: font, face: face)
    shaper =
      TextShaper.isShapingAvailable
      ? TextShaper(face: face, pointSize: font.pointSize, location: font.face.axisValues) : nil
  }

  /// Whether widths are shaped.
  var isShaped: Bool { shaper != nil }

  /// The text without control characters, which draw nothing (line breaks are kept for
  /// breaking; shaping skips them).
  private static func drawn(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if (value < 0x20 && !TextShaperLineEnd.isLineEnd(scalar))
        || (0x7F..<0xA0).contains(value)
          && value != 0x85
      {
        continue
      }
      scalars.append(scalar)
    }
    return String(scalars)
  }

  /// The characters of `text` the face lacks, or `nil` when it covers the text. Shaped, a
  /// face covers a text when shaping leaves no `.notdef` glyph (a character the `cmap` lacks
  /// may still be drawn, decomposed or through a ligature); `notdef` counts those glyphs.
  func coverage(of text: String) -> (missing: [Unicode.Scalar], notdef: Int)? {
    let missing = measurer.missingCharacters(in: text)
    guard let shaper else { return missing.isEmpty ? nil : (missing, missing.count) }
    var notdef = 0
    for paragraph in Self.drawn(text).split(whereSeparator: \.isNewline) {
      notdef += shaper.measure(String(paragraph)).missingGlyphs
    }
    return notdef == 0 ? nil : (missing, notdef)
  }

  /// The lines `text` takes at `width` points.
  func lineCount(of text: String, width: Double) -> Int {
    guard shaper != nil else { return measurer.lines(of: text, width: width).count }
    return shapedLines(of: Self.drawn(text), width: width)
  }

  /// The width of one line, shaped, with the style's tracking after every character as
  /// ``TextMeasurer`` adds it.
  private func shapedWidth(_ text: String) -> Double {
    guard let shaper else { return measurer.width(of: text) }
    let characters = text.unicodeScalars.count { !TextMeasurer.isIgnorable($0) }
    return shaper.width(of: text) + Double(characters) * font.tracking
  }

  /// ``TextShaper/lines(of:width:)``'s breaking (UAX #14 opportunities, a segment wider than
  /// a line broken between characters, trailing spaces taking no room) with tracking.
  private func shapedLines(of text: String, width maximum: Double) -> Int {
    let scalars = Array(text.unicodeScalars)
    var breaks = LineBreakOpportunities.opportunities(in: scalars)
    breaks.append((scalars.count, .mandatory))
    var count = 0
    var start = 0
    var fitted: Int? = nil
    func string(_ range: Range<Int>) -> String {
      var end = range.upperBound
      while end > range.lowerBound,
        scalars[end - 1] == " " || scalars[end - 1] == "\t"
          || TextShaperLineEnd.isLineEnd(scalars[end - 1])
      {
        end -= 1
      }
      var result = String.UnicodeScalarView()
      result.append(contentsOf: scalars[range.lowerBound..<end])
      return String(result)
    }
    func emit(_ end: Int) {
      count += 1
      start = end
      fitted = nil
    }
    for (offset, kind) in breaks {
      if shapedWidth(string(start..<offset)) <= maximum {
        fitted = offset
      } else {
        if let fitted { emit(fitted) }
        while shapedWidth(string(start..<offset)) > maximum, offset - start > 1 {
          var end = start + 1
          while end < offset, shapedWidth(string(start..<(end + 1))) <= maximum { end += 1 }
          emit(end)
        }
        fitted = offset
      }
      if kind == .mandatory, let fitted { emit(fitted) }
    }
    if start < scalars.count { emit(scalars.count) }
    return count
  }

  /// Without shaping: why the width of `text` in this face may be wrong.
  func shapingNeeds(of text: String) -> Set<ShapingNeed> {
    guard shaper == nil else { return [] }
    return ShapingNeed.reasons(for: text, face: face, location: font.face.axisValues)
  }
}

/// The line ends of UAX #14 (`Line_Break` BK, CR, LF, NL), as ``TextShaper`` skips them.
enum TextShaperLineEnd {
  static func isLineEnd(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }
}
