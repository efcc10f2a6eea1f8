import DynamicType
import OpenType
import Typeset
import TypesetShaping

/// A typography's specimen: every style resolved at every chosen category, with its sample
/// text laid out. The SVG, PNG and HTML outputs are drawn from it.
///
/// ```swift
/// let specimen = try Specimen(typography: typography, options: SpecimenOptions())
/// let svg = SpecimenSVG.render(SpecimenLayout(specimen, labelFace: labelFace))
/// ```
public struct Specimen: Sendable {
  /// One style at one category.
  public struct Cell: Sendable {
    /// The resolved font.
    public let font: ResolvedFont
    /// The sample text laid out in it.
    public let line: TextLine
    /// The caption: face, point size / line height.
    public let caption: String
    /// How many glyphs of the sample are `.notdef` in this face (the caption says so, and
    /// the outputs mark it): characters the face has no glyph for.
    public let missingGlyphs: Int
    /// The system font's width for the sample at this size, in points.
    public let systemWidth: Double
    /// The system font's x-height at this size, in points.
    public let systemXHeight: Double
  }

  /// One style across the categories.
  public struct Row: Sendable {
    /// The style.
    public let style: StyleName
    /// One cell per category, in the order of ``Specimen/categories``.
    public let cells: [Cell]

    /// The most glyphs missing from one of the row's cells; 0 when every face covers the
    /// sample.
    public var missingGlyphs: Int { cells.map(\.missingGlyphs).max() ?? 0 }
  }

  /// The options the specimen was built with.
  public let options: SpecimenOptions
  /// The columns, as the platform maps the categories asked for.
  public let categories: [ContentSizeCategory]
  /// The rows, in the typography's style order.
  public let rows: [Row]
  /// The title shown above the grid.
  public let title: String
  /// The typography the specimen shows; its font library opens every face.
  public let typography: Typography

  /// Counts the glyphs of a text that a face lacks, for a resolved font drawn with a face:
  /// ``Specimen/init(typography:options:missingGlyphs:)`` takes one, so that a tool that
  /// shapes can count what shaping leaves as `.notdef`.
  public typealias MissingGlyphCounter = (String, ResolvedFont, Face) -> Int

  /// Resolves every style of `typography` at each category of `options` and lays out the
  /// sample text.
  ///
  /// - Parameters:
  ///   - typography: The styles to show; its font library opens every face.
  ///   - options: The categories, platform, sample text and overlays.
  ///   - missingGlyphs: Counts the sample's glyphs a face lacks; by default the characters the
  ///     face's 'cmap' maps to nothing (`.notdef` in the laid-out line).
  /// - Throws: ``RenderError`` when a style cannot be resolved or a face cannot be opened.
  public init(
    typography: Typography, options: SpecimenOptions,
    missingGlyphs: MissingGlyphCounter? = nil
  ) throws(RenderError) {
    guard !options.categories.isEmpty else {
      throw .emptySpecimen("a specimen needs at least one category")
    }
    self.typography = typography
    self.options = options
    self.categories = options.categories
    var rows: [Row] = []
    for style in typography.styleNames {
      var cells: [Cell] = []
      for category in options.categories {
        let environment = TypeEnvironment(
          platform: options.platform, category: category,
          isBoldTextEnabled: options.isBoldTextEnabled)
        let font: ResolvedFont
        do {
          font = try typography.resolve(style, in: environment)
        } catch {
          throw .resolution(error)
        }
        let face: Face
        do {
          face = try typography.openFace(for: font)
        } catch {
          throw .font(error)
        }
        let line = Self.line(options.sampleText, font: font, face: face)
        let missing =
          missingGlyphs?(options.sampleText, font, face)
          ?? line.glyphs.count { $0.rawValue == 0 }
        var caption = Self.caption(font)
        if missing > 0 {
          caption += " \u{00B7} \(missing) missing glyph" + (missing == 1 ? "" : "s")
        }
        cells.append(
          Cell(
            font: font, line: line, caption: caption, missingGlyphs: missing,
            systemWidth: SystemFontReference.width(
              of: options.sampleText, atPointSize: font.pointSize, on: options.platform),
            systemXHeight: SystemFontReference.xHeight(
              atPointSize: font.pointSize, on: options.platform)))
      }
      rows.append(Row(style: style, cells: cells))
    }
    guard !rows.isEmpty else { throw .emptySpecimen("the typography has no styles") }
    self.rows = rows
    if let title = options.title {
      self.title = title
    } else {
      var families: [String] = []
      for row in rows {
        for cell in row.cells where !families.contains(cell.font.face.family) {
          families.append(cell.font.face.family)
        }
      }
      self.title =
        "\(options.platform.displayName) Dynamic Type in \(families.joined(separator: ", "))"
    }
  }

  /// The sample laid out in a font: shaped (``TextLine/init(shaping:font:face:)``) when the
  /// build has the `HarfBuzz` trait and the text needs shaping in this face (a joining or
  /// right-to-left script, marks, ligatures…: `ShapingNeed`), otherwise with advances and
  /// kerning, so that Latin samples are drawn alike with and without the trait.
  static func line(_ text: String, font: ResolvedFont, face: Face) -> TextLine {
    if ShapedGlyphRun.isAvailable,
      needsShaping(text, face: face, location: font.face.axisValues),
      let shaped = TextLine(shaping: text, font: font, face: face)
    {
      return shaped
    }
    return TextLine(laying: text, font: font, face: face)
  }

  /// Whether `text` needs more than advances and kerning: `ShapingNeed`'s reasons, or a
  /// right-to-left character (Hebrew needs no joining but is drawn right to left).
  static func needsShaping(_ text: String, face: Face, location: [String: Double]) -> Bool {
    let scalars = Array(text.unicodeScalars)
    if BidiLevels(scalars).levels.contains(where: { $0 % 2 == 1 }) { return true }
    return !ShapingNeed.reasons(for: text, face: face, location: location).isEmpty
  }

  /// `DejaVuSans-Bold, 34 pt / 41 pt`: the face (with its axis values when variable), the point
  /// size and the line height.
  static func caption(_ font: ResolvedFont) -> String {
    var text = font.face.postScriptName
    // A variable face: the axis values it is drawn at, such as "wght 600".
    for (tag, value) in font.face.axisValues.sorted(by: { $0.key < $1.key }) {
      text += " \(tag) " + NumberText.decimal(value)
    }
    text += ", "
    text += NumberText.decimal(font.pointSize, decimals: 1) + " pt / "
    text += NumberText.decimal(font.lineHeight, decimals: 1) + " pt"
    if font.isClamped { text += " (clamped)" }
    return text
  }
}
