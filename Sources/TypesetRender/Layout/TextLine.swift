import OpenType

/// One line of text laid out in a face: glyphs and their positions, in points.
///
/// Each character maps to a glyph through the face's character map (`.notdef` when it has
/// none); glyphs advance by their advance width, plus the kerning with the next glyph ('GPOS'
/// or 'kern'), plus the tracking after every glyph, the last one included, as
/// `NSAttributedString.Key.kern` and CSS `letter-spacing` do. No shaping beyond that: no
/// ligatures, no contextual forms.
///
/// This is the renderer's own measurement until the engine's text measurement replaces it.
///
/// ```swift
/// let line = TextLine(laying: "Handgloves", in: face, pointSize: 17, tracking: 0)
/// line.width   // points
/// ```
public struct TextLine: Sendable {
  /// The face the glyphs come from.
  public let face: Face
  /// The size in points (the em).
  public let pointSize: Double
  /// The glyphs, in order.
  public let glyphs: [GlyphID]
  /// The x position of each glyph's origin, in points from the start of the line.
  public let positions: [Double]
  /// The advance width of the whole line, in points.
  public let width: Double

  /// Lays out `text` in `face` at `pointSize` with `tracking` points after every glyph.
  public init(laying text: String, in face: Face, pointSize: Double, tracking: Double = 0) {
    self.face = face
    self.pointSize = pointSize
    let scale = pointSize / Double(face.unitsPerEm)
    var glyphs: [GlyphID] = []
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control { continue }
      glyphs.append(face.glyph(for: scalar) ?? .notDefined)
    }
    var positions: [Double] = []
    positions.reserveCapacity(glyphs.count)
    var x = 0.0
    for (index, glyph) in glyphs.enumerated() {
      positions.append(x)
      var advance = Double(face.advance(of: glyph) ?? 0)
      if index + 1 < glyphs.count {
        advance += Double(face.kerning(between: glyph, and: glyphs[index + 1]))
      }
      x += advance * scale + tracking
    }
    self.glyphs = glyphs
    self.positions = positions
    self.width = x
  }

  /// Font units to points.
  public var scale: Double { pointSize / Double(face.unitsPerEm) }

  /// The face's ascender at this size, in points (the 'hhea' value Apple uses).
  public var ascent: Double { Double(face.ascender) * scale }

  /// The face's descender at this size, in points, as a positive distance below the baseline.
  public var descent: Double { -Double(face.descender) * scale }
}
