import OpenType
import Typeset
import TypesetLoader
import TypesetShaping

/// Line counts and glyph coverage of strings in one resolved font (an Apple category's or an
/// Android font scale's), for the audit: shaped with
/// HarfBuzz when the build has the `HarfBuzz` trait (``TextShaper``), advances and pair
/// kerning (``TextMeasurer``) otherwise.
struct AuditMeasurer {
  /// The font measured.
  let font: AuditFont
  /// Its face.
  let face: Face
  private let measurer: TextMeasurer
  private let shaper: TextShaper?

  init(font: AuditFont, face: Face) {
    self.font = font
    self.face = face
    // What `TextMeasurer(font:face:)` does with a `ResolvedFont`'s numbers.
    measurer = TextMeasurer(
      face: face, pointSize: font.pointSize, tracking: font.tracking,
      lineHeight: font.lineHeight, axisValues: font.face.axisValues)
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

  /// ``TextShaper/lines(of:width:tracking:)``'s count with the style's tracking.
  private func shapedLines(of text: String, width maximum: Double) -> Int {
    guard let shaper else { return measurer.lines(of: text, width: maximum).count }
    return shaper.lines(of: text, width: maximum, tracking: font.tracking).count
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
