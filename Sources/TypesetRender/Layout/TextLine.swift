import OpenType
import Typeset
import TypesetLoader
import TypesetShaping

/// One line of text laid out in a face: glyphs and their positions, in points.
///
/// Positions and width come from the engine's `TextMeasurer`, so the specimen draws exactly
/// what audits and the HTML check measure: each character's advance (at the font's variation
/// location), pair kerning from 'GPOS' or 'kern', and the tracking after every character, the
/// last one included, as `NSAttributedString.Key.kern` and CSS `letter-spacing` do. No
/// shaping beyond that: no ligatures, no contextual forms.
///
/// ``init(shaping:font:face:)`` lays a line out shaped instead (with the package's `HarfBuzz`
/// trait): glyphs in visual order, right-to-left runs drawn right to left, joined forms,
/// ligatures and marks placed by `GPOS`, from `ShapedGlyphRun` (TypesetShaping).
///
/// ```swift
/// let line = TextLine(laying: "Handgloves", font: body, face: face)
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
  /// Each glyph's offset above the baseline, in points: 0 but for glyphs a shaper moved (a
  /// mark on its base).
  public let verticalOffsets: [Double]
  /// The advance width of the whole line, in points.
  public let width: Double
  /// The variation location glyphs are drawn at (a variable font's axis values); empty for
  /// the default location.
  public let location: [Tag: Double]
  /// ``location`` normalised once for the face, in 'fvar' axis order; empty for the default.
  private let coordinates: [Double]

  /// Lays out `text` in a resolved font drawn with `face`.
  public init(laying text: String, font: ResolvedFont, face: Face) {
    self.init(
      laying: text, measurer: TextMeasurer(font: font, face: face), location: font.face.location)
  }

  /// Lays out `text` in `face` at `pointSize` with `tracking` points after every character.
  public init(laying text: String, in face: Face, pointSize: Double, tracking: Double = 0) {
    self.init(
      laying: text,
      measurer: TextMeasurer(face: face, pointSize: pointSize, tracking: tracking))
  }

  /// Lays out `text` with the engine's measurer: each glyph's position is the width of the text
  /// up to and including it, less its own width (so that kerning with the glyph before counts;
  /// see `TextMeasurer.placedGlyphs(of:)`).
  package init(laying text: String, measurer: TextMeasurer, location: [Tag: Double] = [:]) {
    face = measurer.face
    self.location = location
    coordinates = location.isEmpty ? [] : measurer.face.normalizedCoordinates(for: location)
    pointSize = measurer.pointSize
    // The characters TextMeasurer skips draw nothing either.
    let placed = measurer.placedGlyphs(of: text)
    self.glyphs = placed.map(\.glyph)
    self.positions = placed.map(\.x)
    self.verticalOffsets = [Double](repeating: 0, count: placed.count)
    self.width = measurer.width(of: text)
  }

  /// Lays out `text` shaped by HarfBuzz in a resolved font drawn with `face`, with the style's
  /// tracking after every cluster; `nil` when the build has no `HarfBuzz` trait.
  public init?(shaping text: String, font: ResolvedFont, face: Face) {
    self.init(
      shaping: text, in: face, pointSize: font.pointSize, location: font.face.axisValues,
      tracking: font.tracking)
  }

  /// Lays out `text` shaped by HarfBuzz in `face` at `pointSize`, at the variation `location`
  /// (axis values by tag) with `tracking` points after every cluster; `nil` when the build has
  /// no `HarfBuzz` trait.
  public init?(
    shaping text: String, in face: Face, pointSize: Double, location: [String: Double] = [:],
    tracking: Double = 0
  ) {
    guard
      let shaped = ShapedGlyphRun(
        shaping: text, face: face, pointSize: pointSize, location: location, tracking: tracking)
    else { return nil }
    self.face = face
    var tagged: [Tag: Double] = [:]
    for (tag, value) in location { tagged[Tag(tag)] = value }
    self.location = tagged
    coordinates = tagged.isEmpty ? [] : face.normalizedCoordinates(for: tagged)
    self.pointSize = pointSize
    glyphs = shaped.glyphs.map(\.glyph)
    positions = shaped.glyphs.map(\.x)
    verticalOffsets = shaped.glyphs.map(\.y)
    width = shaped.width
  }

  /// A glyph's outline at the line's variation location, or `nil` when it cannot be read.
  public func outline(of glyph: GlyphID) -> GlyphOutline? {
    try? face.outline(of: glyph, normalizedCoordinates: coordinates)
  }

  /// Font units to points.
  public var scale: Double { pointSize / Double(face.unitsPerEm) }

  /// The face's ascender at this size, in points (the 'hhea' value Apple uses).
  public var ascent: Double { Double(face.ascender) * scale }

  /// The face's descender at this size, in points, as a positive distance below the baseline.
  public var descent: Double { -Double(face.descender) * scale }
}
