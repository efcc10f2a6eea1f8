import DynamicType
import OpenType
import Typeset
import TypesetLoader
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
    var shaping: [String: Bool] = [:]
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
        // Whether the sample needs shaping, once per face file and variation location.
        let shapingKey =
          font.face.resolvedPath + "\u{0}"
          + font.face.axisValues.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
          .joined(separator: ",")
        let needsShaping: Bool
        if let known = shaping[shapingKey] {
          needsShaping = known
        } else {
          needsShaping =
            ShapedGlyphRun.isAvailable
            && Self.needsShaping(options.sampleText, face: face, location: font.face.axisValues)
          shaping[shapingKey] = needsShaping
        }
        let line =
          needsShaping
          ? TextLine(shaping: options.sampleText, font: font, face: face)
            ?? TextLine(laying: options.sampleText, font: font, face: face)
          : TextLine(laying: options.sampleText, font: font, face: face)
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

  /// Whether the sample `text` is drawn shaped (with the `HarfBuzz` trait): when it needs more
  /// than advances and kerning in this face (`ShapingNeed`'s reasons: a joining or complex
  /// script, marks, the face's ligatures, kerning at a variation location) or has a
  /// right-to-left character (Hebrew needs no joining but is drawn right to left). Other
  /// samples are drawn with advances and kerning, as without the trait.
  static func needsShaping(_ text: String, face: Face, location: [String: Double]) -> Bool {
    needsReordering(text)
      || !ShapingNeed.reasons(for: text, face: face, location: location).isEmpty
  }

  /// Whether a label (title, legend, header, caption) is drawn shaped (with the `HarfBuzz`
  /// trait): only for its script (right-to-left text, a joining or complex script, marks),
  /// never for the label face's ligatures, so that a Latin sheet's labels are drawn exactly as
  /// without the trait.
  static func labelNeedsShaping(_ text: String, face: Face) -> Bool {
    // Below U+0300 (Latin, Latin-1, Latin Extended, spacing modifiers) only ligatures could
    // apply: most labels are decided without reading the face's 'GSUB'.
    guard text.unicodeScalars.contains(where: { $0.value >= 0x300 }) else { return false }
    return needsReordering(text)
      || !ShapingNeed.reasons(for: text, face: face).subtracting([.ligatures, .variableKerning])
        .isEmpty
  }

  /// Whether `text` has a character at a right-to-left bidi level.
  static func needsReordering(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    return BidiLevels(scalars).levels.contains { $0 % 2 == 1 }
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
