import DynamicType
import OpenType
import Typeset

/// Measures text set in a resolved font: widths, missing characters, line breaks and height.
///
/// Widths add each character's advance (at the face's variation location), pair kerning from
/// `GPOS` or `kern` (the `kern` feature only: no ligatures, no contextual forms), and the
/// style's tracking after every character, as `NSAttributedString`'s `kern` does. Normalisation
/// is included because the font's ``ResolvedFont/pointSize`` already carries it.
///
/// ```swift
/// let measurer = try TextMeasurer(font: body)
/// measurer.width(of: "Add to basket")           // points
/// measurer.lines(of: longText, width: 343).count
/// ```
package struct TextMeasurer: Sendable {
  /// The face read from the font's file.
  package let face: Face
  /// The point size text is set at.
  package let pointSize: Double
  /// The tracking after each character, in points.
  package let tracking: Double
  /// The line height, for ``height(of:width:)``.
  package let lineHeight: Double
  private let scale: Double
  private let location: [Tag: Double]

  /// A measurer for `font`, reading its face from `library`.
  ///
  /// - Throws: ``FontLoadError`` when the font's file cannot be read.
  package init(font: ResolvedFont, library: FontLibrary = .shared) throws(FontLoadError) {
    let face = try library.face(for: font.face)
    self.init(font: font, face: face)
  }

  /// A measurer for `font` drawn with an already opened `face`.
  package init(font: ResolvedFont, face: Face) {
    self.init(
      face: face, pointSize: font.pointSize, tracking: font.tracking, lineHeight: font.lineHeight,
      axisValues: font.face.axisValues)
  }

  /// A measurer for a face at a size, without a typography.
  ///
  /// - Parameters:
  ///   - face: The face.
  ///   - pointSize: The size in points.
  ///   - tracking: Points added after every character.
  ///   - lineHeight: The line height; by default the face's hhea ascender − descender + line gap.
  ///   - axisValues: Variation axis values by tag, for a variable face.
  package init(
    face: Face, pointSize: Double, tracking: Double = 0, lineHeight: Double? = nil,
    axisValues: [String: Double] = [:]
  ) {
    self.face = face
    self.pointSize = pointSize
    self.tracking = tracking
    self.scale = face.unitsPerEm > 0 ? pointSize / Double(face.unitsPerEm) : 0
    self.lineHeight =
      lineHeight ?? Double(face.ascender - face.descender + face.lineGap) * scale
    var location: [Tag: Double] = [:]
    for (tag, value) in axisValues { location[Tag(tag)] = value }
    self.location = location
  }

  /// The advance of one glyph in font units, at the face's variation location.
  private func advance(_ glyph: GlyphID) -> Double {
    if location.isEmpty { return Double(face.advance(of: glyph) ?? 0) }
    return face.advance(of: glyph, at: location) ?? Double(face.advance(of: glyph) ?? 0)
  }

  /// The width of `text` on one line, in points. Line breaks count as nothing.
  package func width(of text: Substring) -> Double {
    var width = 0.0
    forEachGlyph(of: text) { _, _, prefixWidth in width = prefixWidth }
    return width
  }

  /// A glyph of a line and where it is drawn.
  package struct PlacedGlyph: Hashable, Sendable {
    /// The glyph (`.notdef`, glyph 0, for a character the face lacks).
    package let glyph: GlyphID
    /// The x position of the glyph's origin, in points from the start of the line.
    package let x: Double
  }

  /// The glyphs of `text` on one line and their origins, in one pass: glyph `i`'s origin is
  /// the width of the text up to and including it, less its own width alone, so that the
  /// kerning with the glyph before it counts and the positions agree exactly with
  /// ``width(of:)-(Substring)``. Characters that ``isIgnorable(_:)`` have no glyph.
  package func placedGlyphs(of text: String) -> [PlacedGlyph] {
    var placed: [PlacedGlyph] = []
    forEachGlyph(of: text[...]) { glyph, advanceUnits, prefixWidth in
      let alone = advanceUnits * scale + tracking
      placed.append(PlacedGlyph(glyph: glyph, x: prefixWidth - alone))
    }
    return placed
  }

  /// Calls `body` for each glyph of `text` with its advance in font units and the width in
  /// points of the text up to and including it.
  private func forEachGlyph(
    of text: Substring, _ body: (GlyphID, Double, Double) -> Void
  ) {
    var units = 0.0
    var characters = 0
    var previous: GlyphID?
    for scalar in text.unicodeScalars where !Self.isIgnorable(scalar) {
      // A character the face lacks is drawn with .notdef (glyph 0), as on a device without
      // fallback; ``missingCharacters(in:)`` reports it.
      let glyph = face.glyph(for: scalar) ?? GlyphID(rawValue: 0)
      if let previous { units += Double(face.kerning(between: previous, and: glyph)) }
      let advance = advance(glyph)
      units += advance
      characters += 1
      previous = glyph
      body(glyph, advance, units * scale + Double(characters) * tracking)
    }
  }

  /// The width of `text` on one line, in points.
  package func width(of text: String) -> Double {
    width(of: text[...])
  }

  /// The characters of `text` the face has no glyph for, each once, in order of appearance.
  package func missingCharacters(in text: String) -> [Unicode.Scalar] {
    var seen: Set<Unicode.Scalar> = []
    var missing: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars
    where !Self.isIgnorable(scalar) && !scalar.properties.isWhitespace {
      if face.glyph(for: scalar) == nil, seen.insert(scalar).inserted {
        missing.append(scalar)
      }
    }
    return missing
  }

  /// Control characters, variation selectors and joiners, which take no advance of their own
  /// and draw nothing.
  package static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F..<0xA0).contains(value) || (0xFE00...0xFE0F).contains(value)
      || (0xE0100...0xE01EF).contains(value) || value == 0x200C || value == 0x200D
  }

  /// One line of broken text.
  package struct Line: Hashable, Sendable {
    /// The line's text, without the spaces it ends with.
    package let text: Substring
    /// Its width in points.
    package let width: Double
  }

  /// Breaks `text` into lines no wider than `width` points.
  ///
  /// Lines break after spaces and after hyphens; a word longer than a line breaks between
  /// characters; a line break in the text always breaks. Spaces at the end of a line take no
  /// room.
  package func lines(of text: String, width maximum: Double) -> [Line] {
    var lines: [Line] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      breakParagraph(paragraph, width: maximum, into: &lines)
    }
    return lines
  }

  /// The height of `text` broken at `width`: lines times the font's line height.
  package func height(of text: String, width: Double) -> Double {
    Double(lines(of: text, width: width).count) * lineHeight
  }

  private func breakParagraph(
    _ paragraph: Substring, width maximum: Double, into lines: inout [Line]
  ) {
    let segments = Self.segments(paragraph)
    guard !segments.isEmpty else {
      lines.append(Line(text: paragraph, width: 0))
      return
    }
    var lineStart = paragraph.startIndex
    var lineEnd = paragraph.startIndex
    for segment in segments {
      let candidate = paragraph[lineStart..<segment.upperBound]
      if self.width(of: Self.trimmingTrailingSpaces(candidate)) <= maximum {
        lineEnd = segment.upperBound
        continue
      }
      if lineEnd > lineStart {
        let text = Self.trimmingTrailingSpaces(paragraph[lineStart..<lineEnd])
        lines.append(Line(text: text, width: self.width(of: text)))
        lineStart = lineEnd
      }
      // The segment alone may still be too wide: break it between characters.
      var start = lineStart
      while self.width(of: Self.trimmingTrailingSpaces(paragraph[start..<segment.upperBound]))
        > maximum
      {
        var end = paragraph.index(after: start)
        while end < segment.upperBound,
          self.width(of: paragraph[start..<paragraph.index(after: end)]) <= maximum
        {
          end = paragraph.index(after: end)
        }
        let text = paragraph[start..<end]
        lines.append(Line(text: text, width: self.width(of: text)))
        start = end
      }
      lineStart = start
      lineEnd = segment.upperBound
    }
    if lineStart < paragraph.endIndex {
      let text = Self.trimmingTrailingSpaces(paragraph[lineStart..<paragraph.endIndex])
      lines.append(Line(text: text, width: self.width(of: text)))
    }
  }

  /// The ranges between break opportunities: after a run of spaces, or after a hyphen.
  static func segments(_ text: Substring) -> [Range<Substring.Index>] {
    var segments: [Range<Substring.Index>] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      var next = text.index(after: index)
      if character == " " || character == "\t" {
        while next < text.endIndex, text[next] == " " || text[next] == "\t" {
          next = text.index(after: next)
        }
        segments.append(start..<next)
        start = next
      } else if character == "-" || character == "\u{2010}" || character == "\u{2013}" {
        segments.append(start..<next)
        start = next
      }
      index = next
    }
    if start < text.endIndex { segments.append(start..<text.endIndex) }
    return segments
  }

  static func trimmingTrailingSpaces(_ text: Substring) -> Substring {
    var end = text.endIndex
    while end > text.startIndex {
      let before = text.index(before: end)
      guard text[before] == " " || text[before] == "\t" else { break }
      end = before
    }
    return text[text.startIndex..<end]
  }
}
