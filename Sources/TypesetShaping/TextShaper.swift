import OpenType
import Typeset
import TypesetLoader

/// Measures text the way a text system sets it: itemised into runs of one script and one bidi
/// level, each run shaped with the face at its variation location, the advances summed.
///
/// With the package's `HarfBuzz` trait, runs are shaped by HarfBuzz with its default features.
/// Without it, widths are the built-in advances and pair kerning of ``TextMeasurer``, and
/// ``ShapedMeasurement/needs`` says why such a width may be wrong.
///
/// ```swift
/// let shaper = TextShaper(face: face, pointSize: 17, location: ["wght": 700])
/// let measurement = shaper.measure("ادفع الآن")
/// print(measurement.width, measurement.isShaped)
/// shaper.lines(of: longText, width: 343).count
/// ```
public struct TextShaper: Sendable {
  /// The face.
  public let face: Face
  /// The size in points.
  public let pointSize: Double
  /// The variation location, by axis tag.
  public let location: [String: Double]
  private let measurer: TextMeasurer
  #if HarfBuzz
    private let font: HarfBuzzFont
  #endif

  /// Whether this build shapes with HarfBuzz (the `HarfBuzz` package trait).
  public static var isShapingAvailable: Bool {
    #if HarfBuzz
      return true
    #else
      return false
    #endif
  }

  /// The trait to enable for shaping, as notices name it.
  public static let traitNotice =
    "Build with `swift build --traits HarfBuzz` (libharfbuzz-dev or brew harfbuzz) to shape"

  /// A shaper for `face` at `pointSize` and the variation `location`.
  public init(face: Face, pointSize: Double, location: [String: Double] = [:]) {
    self.face = face
    self.pointSize = pointSize
    self.location = location
    measurer = TextMeasurer(face: face, pointSize: pointSize, axisValues: location)
    #if HarfBuzz
      font = HarfBuzzFont(face: face, location: location)
    #endif
  }

  private var scale: Double { face.unitsPerEm > 0 ? pointSize / Double(face.unitsPerEm) : 0 }

  /// The width, glyph count and runs of `text` on one line (line breaks count as nothing).
  public func measure(_ text: String) -> ShapedMeasurement {
    Self.codePoints(of: text).withUnsafeBufferPointer { codePoints in
      let levels = BidiLevels(codePoints: codePoints)
      let runs = TextRun.itemize(codePoints: codePoints, levels: levels.levels)
      #if HarfBuzz
        var units = 0
        var glyphs = 0
        var notdef = 0
        let buffer = HarfBuzzFont.Buffer()
        for run in runs {
          let shaped = font.shape(codePoints, run: run, in: buffer)
          units += shaped.advance
          glyphs += shaped.glyphs
          notdef += shaped.notdef
        }
        return ShapedMeasurement(
          width: Double(units) * scale, glyphCount: glyphs, missingGlyphs: notdef, runs: runs,
          paragraphLevel: levels.paragraphLevel, isShaped: true, needs: [])
      #else
        let placed = measurer.placedGlyphs(of: text)
        return ShapedMeasurement(
          width: measurer.width(of: text), glyphCount: placed.count,
          missingGlyphs: placed.count { $0.glyph.rawValue == 0 }, runs: runs,
          paragraphLevel: levels.paragraphLevel, isShaped: false,
          needs: ShapingNeed.reasons(for: text, face: face, location: location))
      #endif
    }
  }

  /// The code points of `text` without its line ends (``isLineEnd(_:)``), decoded from its
  /// UTF-8 in one pass.
  static func codePoints(of text: String) -> [UInt32] {
    var text = text
    return text.withUTF8 { utf8 in
      [UInt32](unsafeUninitializedCapacity: utf8.count) { buffer, count in
        // A String's UTF-8 is valid, so each sequence is whole and well formed.
        var offset = 0
        var written = 0
        while offset < utf8.count {
          let lead = UInt32(utf8[offset])
          var value: UInt32
          if lead < 0x80 {
            value = lead
            offset += 1
          } else if lead < 0xE0 {
            value = (lead & 0x1F) << 6 | UInt32(utf8[offset + 1] & 0x3F)
            offset += 2
          } else if lead < 0xF0 {
            value =
              (lead & 0x0F) << 12 | UInt32(utf8[offset + 1] & 0x3F) << 6
              | UInt32(utf8[offset + 2] & 0x3F)
            offset += 3
          } else {
            value =
              (lead & 0x07) << 18 | UInt32(utf8[offset + 1] & 0x3F) << 12
              | UInt32(utf8[offset + 2] & 0x3F) << 6 | UInt32(utf8[offset + 3] & 0x3F)
            offset += 4
          }
          if !isLineEnd(value) {
            buffer.initializeElement(at: written, to: value)
            written += 1
          }
        }
        count = written
      }
    }
  }

  /// Whether `scalar` ends a line (`Line_Break` BK, CR, LF or NL).
  static func isLineEnd(_ scalar: Unicode.Scalar) -> Bool { isLineEnd(scalar.value) }

  /// Whether the code point `value` ends a line.
  @inline(__always)
  static func isLineEnd(_ value: UInt32) -> Bool {
    // The code points of Line_Break BK, CR, LF and NL (LineBreak.txt).
    switch value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// The width of `text` on one line, in points.
  public func width(of text: String) -> Double { measure(text).width }

  /// The width of `text` on one line with `tracking` points after every character that
  /// ``TextMeasurer/isIgnorable(_:)`` does not skip, as ``TextMeasurer`` adds a style's
  /// tracking (and `NSAttributedString`'s `kern` does).
  public func width(of text: String, tracking: Double) -> Double {
    let shaped = measure(text).width
    guard tracking != 0 else { return shaped }
    let characters = text.unicodeScalars.count { !TextMeasurer.isIgnorable($0) }
    return shaped + Double(characters) * tracking
  }

  /// Breaks `text` into lines no wider than `width` points at UAX #14 opportunities
  /// (``LineBreakOpportunities``); a segment wider than a line breaks between characters.
  /// Spaces at the end of a line take no room.
  ///
  /// - Parameters:
  ///   - text: The text; line ends in it break lines.
  ///   - maximum: The width of a line, in points.
  ///   - tracking: Points after every character, as in ``width(of:tracking:)``; a line's
  ///     ``ShapedLine/width`` includes them.
  public func lines(of text: String, width maximum: Double, tracking: Double = 0) -> [ShapedLine] {
    let scalars = Array(text.unicodeScalars)
    var breaks = LineBreakOpportunities.opportunities(in: scalars)
    breaks.append((scalars.count, .mandatory))
    var lines: [ShapedLine] = []
    var start = 0
    var fitted: Int? = nil
    func string(_ range: Range<Int>) -> String {
      var end = range.upperBound
      while end > range.lowerBound,
        scalars[end - 1] == " " || scalars[end - 1] == "\t" || Self.isLineEnd(scalars[end - 1])
      {
        end -= 1
      }
      var result = String.UnicodeScalarView()
      result.append(contentsOf: scalars[range.lowerBound..<end])
      return String(result)
    }
    func emit(_ end: Int) {
      let line = string(start..<end)
      lines.append(
        ShapedLine(text: line, range: start..<end, width: self.width(of: line, tracking: tracking)))
      start = end
      fitted = nil
    }
    for (offset, kind) in breaks {
      if self.width(of: string(start..<offset), tracking: tracking) <= maximum {
        fitted = offset
      } else {
        if let fitted { emit(fitted) }
        // The segment alone may still be too wide: break it between characters.
        while self.width(of: string(start..<offset), tracking: tracking) > maximum,
          offset - start > 1
        {
          var end = start + 1
          while end < offset,
            self.width(of: string(start..<(end + 1)), tracking: tracking) <= maximum
          { end += 1 }
          emit(end)
        }
        fitted = offset
      }
      if kind == .mandatory, let fitted { emit(fitted) }
    }
    if start < scalars.count { emit(scalars.count) }
    return lines
  }
}
