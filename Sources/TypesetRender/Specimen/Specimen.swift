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
  /// The options the specimen was built with.
  public let options: SpecimenOptions
  /// The columns, one per category or Android font scale.
  public let columns: [SpecimenColumn]
  /// The categories of an Apple specimen's columns, as the platform maps the categories asked
  /// for; empty for an Android specimen.
  public let categories: [ContentSizeCategory]
  /// The rows, in the typography's style order.
  public let rows: [Row]
  /// The title shown above the grid.
  public let title: String
  /// The typography the specimen shows; its font library opens every face.
  public let typography: Typography

  /// Whether the specimen's columns are Android font scales.
  public var isAndroid: Bool { options.isAndroid }

  /// Counts the glyphs of a text that a face lacks, for a resolved face drawn with an opened
  /// face: ``Specimen/init(typography:options:missingGlyphs:)`` takes one, so that a tool that
  /// shapes can count what shaping leaves as `.notdef`.
  public typealias MissingGlyphCounter = (String, ResolvedFace, Face) -> Int

  /// Resolves every style of `typography` at each column of `options` (a category, or an
  /// Android font scale) and lays out the sample text.
  ///
  /// - Parameters:
  ///   - typography: The styles to show; its font library opens every face.
  ///   - options: The columns, platform, sample text and overlays.
  ///   - missingGlyphs: Counts the sample's glyphs a face lacks; by default the characters the
  ///     face's 'cmap' maps to nothing (`.notdef` in the laid-out line).
  /// - Throws: ``RenderError`` when a style cannot be resolved, a face cannot be opened or a
  ///   font scale is not positive.
  public init(
    typography: Typography, options: SpecimenOptions,
    missingGlyphs: MissingGlyphCounter? = nil
  ) throws(RenderError) {
    let columns = options.columns
    guard !columns.isEmpty else {
      throw .emptySpecimen(
        options.isAndroid
          ? "a specimen needs at least one font scale" : "a specimen needs at least one category")
    }
    self.typography = typography
    self.options = options
    self.columns = columns
    self.categories = options.isAndroid ? [] : options.categories
    var rows: [Row] = []
    var shaping: [String: Bool] = [:]
    for style in typography.styleNames {
      var cells: [Cell] = []
      for column in columns {
        let resolution = try Self.resolve(style, at: column, typography: typography, options)
        let resolved: ResolvedFace
        let size: (point: Double, tracking: Double, lineHeight: Double)
        switch resolution {
        case .apple(let font):
          resolved = font.face
          size = (font.pointSize, font.tracking, font.lineHeight)
        case .android(let font):
          resolved = font.face
          size = (Double(font.pointSize), font.tracking, Double(font.lineHeight))
        }
        let face: Face
        do {
          face = try typography.fonts.face(for: resolved)
        } catch {
          throw .font(error)
        }
        // Whether the sample needs shaping, once per face file and variation location.
        let shapingKey =
          resolved.resolvedPath + "\u{0}"
          + resolved.axisValues.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
          .joined(separator: ",")
        let needsShaping: Bool
        if let known = shaping[shapingKey] {
          needsShaping = known
        } else {
          needsShaping =
            ShapedGlyphRun.isAvailable
            && Self.needsShaping(options.sampleText, face: face, location: resolved.axisValues)
          shaping[shapingKey] = needsShaping
        }
        // What `TextLine(laying:font:face:)` and `TextLine(shaping:font:face:)` do, from the
        // cell's numbers, so that a font scale's dp are laid out as a category's points.
        let measurer = TextMeasurer(
          face: face, pointSize: size.point, tracking: size.tracking, lineHeight: size.lineHeight,
          axisValues: resolved.axisValues)
        let unshaped = {
          TextLine(laying: options.sampleText, measurer: measurer, location: resolved.location)
        }
        let line =
          needsShaping
          ? TextLine(
            shaping: options.sampleText, in: face, pointSize: size.point,
            location: resolved.axisValues, tracking: size.tracking) ?? unshaped()
          : unshaped()
        let missing =
          missingGlyphs?(options.sampleText, resolved, face)
          ?? line.glyphs.count { $0.rawValue == 0 }
        var caption: String
        switch resolution {
        case .apple(let font): caption = Self.caption(font)
        case .android(let font): caption = Self.caption(font)
        }
        if missing > 0 {
          caption += " \u{00B7} \(missing) missing glyph" + (missing == 1 ? "" : "s")
        }
        let systemWidth: Double
        let systemXHeight: Double
        if case .apple = resolution {
          systemWidth = SystemFontReference.width(
            of: options.sampleText, atPointSize: size.point, on: options.platform)
          systemXHeight = SystemFontReference.xHeight(
            atPointSize: size.point, on: options.platform)
        } else {
          // Apple's system font is no reference for Android's text.
          (systemWidth, systemXHeight) = (0, 0)
        }
        cells.append(
          Cell(
            column: column, resolution: resolution, line: line, caption: caption,
            missingGlyphs: missing, systemWidth: systemWidth, systemXHeight: systemXHeight))
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
        for cell in row.cells where !families.contains(cell.face.family) {
          families.append(cell.face.family)
        }
      }
      let scaling =
        options.isAndroid ? "Android font scaling" : "\(options.platform.displayName) Dynamic Type"
      self.title = "\(scaling) in \(families.joined(separator: ", "))"
    }
  }

  /// A style resolved for a column: at the category on the options' platform, or for Android
  /// at the font scale, with the options' Bold Text setting.
  static func resolve(
    _ style: StyleName, at column: SpecimenColumn, typography: Typography,
    _ options: SpecimenOptions
  ) throws(RenderError) -> Cell.Resolution {
    switch column {
    case .category(let category):
      let environment = TypeEnvironment(
        platform: options.platform, category: category,
        isBoldTextEnabled: options.isBoldTextEnabled)
      do {
        return .apple(try typography.resolve(style, in: environment))
      } catch {
        throw .resolution(error)
      }
    case .androidFontScale(let scale):
      guard
        let settings = AndroidTextSettings(
          fontScale: scale, isBoldTextEnabled: options.isBoldTextEnabled)
      else { throw .invalidFontScale(scale) }
      do {
        return .android(try typography.resolve(style, android: settings))
      } catch {
        throw .resolution(error)
      }
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

  /// `DejaVuSans, 17 sp → 19.6 dp / 25.5 dp`: the face (with its axis values when variable),
  /// the text size in `sp`, and the size and line height at the font scale in `dp`.
  static func caption(_ font: AndroidResolvedFont) -> String {
    var text = font.face.postScriptName
    for (tag, value) in font.face.axisValues.sorted(by: { $0.key < $1.key }) {
      text += " \(tag) " + NumberText.decimal(value)
    }
    text += ", "
    text += NumberText.decimal(Double(font.textSize), decimals: 1) + " sp \u{2192} "
    text += NumberText.decimal(Double(font.pointSize), decimals: 1) + " dp / "
    text += NumberText.decimal(Double(font.lineHeight), decimals: 1) + " dp"
    return text
  }
}
