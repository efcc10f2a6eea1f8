import OpenType

#if HarfBuzz
  import CHarfBuzz
#endif

/// A line of text shaped for drawing: glyphs and their positions in visual order, left to
/// right on the page, as a text system draws them.
///
/// The line is itemised into runs of one script and bidi level (``TextRun/itemize(_:levels:)``
/// over ``BidiLevels``), each run shaped by HarfBuzz with its default features in the run's
/// direction (the whole line is the context, so that letters join across runs), and the runs
/// reordered by UAX #9's rule L2 (``BidiLevels/visualOrder(_:)``). Right-to-left runs come out
/// of HarfBuzz already in visual order, so the `x` positions of an Arabic word decrease in
/// logical order. Line breaks are skipped. L1 (trailing whitespace at the paragraph level) is
/// not applied.
///
/// Shaping needs the package's `HarfBuzz` trait; without it ``isAvailable`` is `false` and
/// the initialiser returns `nil`.
///
/// ```swift
/// if let line = ShapedGlyphRun(shaping: "ادفع الآن", face: face, pointSize: 17) {
///   for glyph in line.glyphs { draw(glyph.glyph, at: glyph.x, glyph.y) }
/// }
/// ```
public struct ShapedGlyphRun: Sendable {
  /// The glyphs, in visual order (left to right on the page).
  public let glyphs: [ShapedGlyph]
  /// The sum of the advances and tracking, in points.
  public let width: Double
  /// The bidi paragraph level: 1 when the text is right to left.
  public let paragraphLevel: UInt8
  /// The runs of one script and bidi level, in logical order.
  public let runs: [TextRun]

  /// Whether this build shapes with HarfBuzz (the `HarfBuzz` package trait).
  public static var isAvailable: Bool {
    #if HarfBuzz
      return true
    #else
      return false
    #endif
  }

  /// Shapes `text` on one line, or `nil` when this build has no HarfBuzz.
  ///
  /// - Parameters:
  ///   - text: The line's text.
  ///   - face: The face to shape with.
  ///   - pointSize: The size in points (the em).
  ///   - location: The variation location, by axis tag.
  ///   - tracking: Points added after every cluster (after its last glyph on the page), as
  ///     `NSAttributedString.Key.kern` adds after every character.
  public init?(
    shaping text: String, face: Face, pointSize: Double, location: [String: Double] = [:],
    tracking: Double = 0
  ) {
    #if HarfBuzz
      let scalars = Array(text.unicodeScalars.filter { !TextShaper.isLineEnd($0) })
      let levels = BidiLevels(scalars)
      let runs = TextRun.itemize(scalars, levels: levels.levels)
      let font = GlyphShapingFont(face: face, location: location)
      let scale = face.unitsPerEm > 0 ? pointSize / Double(face.unitsPerEm) : 0
      let codepoints = scalars.map(\.value)
      var glyphs: [ShapedGlyph] = []
      var pen = 0.0
      for runIndex in BidiLevels.visualOrder(runs.map(\.level)) {
        let run = runs[runIndex]
        let shaped = font.shape(codepoints, run: run)
        for (index, raw) in shaped.enumerated() {
          // Tracking after each cluster: after its last glyph on the page, left to right.
          let endsCluster = index + 1 == shaped.count || shaped[index + 1].cluster != raw.cluster
          glyphs.append(
            ShapedGlyph(
              glyph: GlyphID(rawValue: UInt16(truncatingIfNeeded: raw.glyph)),
              cluster: raw.cluster, x: pen + Double(raw.xOffset) * scale,
              y: Double(raw.yOffset) * scale, advance: Double(raw.xAdvance) * scale))
          pen += Double(raw.xAdvance) * scale + (endsCluster ? tracking : 0)
        }
      }
      self.glyphs = glyphs
      self.width = pen
      self.paragraphLevel = levels.paragraphLevel
      self.runs = runs
    #else
      return nil
    #endif
  }
}

#if HarfBuzz
  /// A `HarfBuzzFont` for ``ShapedGlyphRun`` that hands back every glyph's ID and position (the
  /// measuring `TextShaper` keeps only sums). One unit per font unit.
  final class GlyphShapingFont {
    private let font: HarfBuzzFont
    private let buffer: OpaquePointer?

    /// A glyph as HarfBuzz returns it, in font units.
    struct Glyph {
      let glyph: UInt32
      let cluster: Int
      let xAdvance: Int32
      let xOffset: Int32
      let yOffset: Int32
    }

    init(face: Face, location: [String: Double]) {
      font = HarfBuzzFont(face: face, location: location)
      buffer = hb_buffer_create()
    }

    deinit {
      hb_buffer_destroy(buffer)
    }

    /// Shapes one run of `codepoints` (the rest is context) with default features; the glyphs
    /// in HarfBuzz's output order (visual: reversed for a right-to-left run).
    func shape(_ codepoints: [UInt32], run: TextRun) -> [Glyph] {
      hb_buffer_clear_contents(buffer)
      hb_buffer_add_utf32(
        buffer, codepoints, Int32(codepoints.count), UInt32(run.range.lowerBound),
        Int32(run.range.count))
      hb_buffer_set_direction(buffer, run.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
      hb_buffer_set_script(buffer, hb_script_from_string(run.script.code, -1))
      hb_buffer_set_language(buffer, hb_language_get_default())
      hb_shape(font.font, buffer, nil, 0)
      var count: UInt32 = 0
      guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
      else { return [] }
      return (0..<Int(count)).map { index in
        Glyph(
          glyph: infos[index].codepoint, cluster: Int(infos[index].cluster),
          xAdvance: positions[index].x_advance, xOffset: positions[index].x_offset,
          yOffset: positions[index].y_offset)
      }
    }
  }
#endif
