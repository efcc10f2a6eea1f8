import DynamicType
import OpenType

/// A complete typography: font families and how every text style uses them.
///
/// Everything not given falls back to Apple's table for the platform, so one family and a
/// default is a complete typography:
///
/// ```json
/// { "families": { "Merriweather": { "faces": [
///     { "file": "Fonts/Merriweather-Regular.ttf", "postScriptName": "Merriweather-Regular",
///       "weight": 400 },
///     { "file": "Fonts/Merriweather-Bold.ttf", "postScriptName": "Merriweather-Bold",
///       "weight": 700 } ] } },
///   "defaults": { "family": "Merriweather" } }
/// ```
///
/// A `Typography` is immutable and `Sendable`. Copies share one resolution cache, so resolving a
/// style twice in the same environment computes it once. Load one with
/// ``TypographyDocument/load(contentsOf:)`` or build one in code with
/// ``init(families:defaults:styles:sourcePath:fonts:)``.
public struct Typography: Sendable {
  /// The families, in the order of the file.
  public let families: [FontFamily]
  /// Values every style falls back to: `family`, `scaling`, `tracking`, `minimumSize`,
  /// `maximumSize`.
  public let defaults: StyleDefinition
  /// The styles the file defines, Apple's and custom ones.
  public let styles: [StyleName: StyleDefinition]
  /// The file the typography was read from, if any.
  public let sourcePath: String?
  /// Warnings found when the typography was checked.
  public let warnings: [Diagnostic]

  /// Where the typography's fonts are read from (for normalisation and measurement).
  public let fonts: FontLibrary

  /// Where each path's value is in the typography file (JSON only), for findings that point
  /// into it.
  public let sourceLocations: [String: SourceLocation]

  let cache = ResolutionCache()

  /// Creates a typography in code and checks it as a file would be checked.
  ///
  /// - Throws: ``TypographyError`` with every problem when the typography cannot be used.
  public init(
    families: [FontFamily], defaults: StyleDefinition = StyleDefinition(),
    styles: [StyleName: StyleDefinition] = [:], sourcePath: String? = nil,
    fonts: FontLibrary = .shared
  ) throws(TypographyError) {
    var collector = DiagnosticCollector()
    self.init(
      unchecked: families, defaults: defaults, styles: styles, sourcePath: sourcePath,
      warnings: [], fonts: fonts)
    TypographyChecker.check(self, into: &collector)
    if collector.hasErrors { throw TypographyError(diagnostics: collector.diagnostics) }
    self = Typography(
      unchecked: families, defaults: defaults, styles: styles, sourcePath: sourcePath,
      warnings: collector.diagnostics, fonts: fonts)
  }

  init(
    unchecked families: [FontFamily], defaults: StyleDefinition,
    styles: [StyleName: StyleDefinition], sourcePath: String?, warnings: [Diagnostic],
    fonts: FontLibrary, sourceLocations: [String: SourceLocation] = [:]
  ) {
    self.fonts = fonts
    self.sourceLocations = sourceLocations
    self.families = families
    self.defaults = defaults
    self.styles = styles
    self.sourcePath = sourcePath
    self.warnings = warnings
  }

  /// The family styles use when they name none: `defaults.family`, or the only family.
  public var defaultFamilyName: String? {
    defaults.family ?? (families.count == 1 ? families.first?.name : nil)
  }

  /// The family with a name, if the typography has it.
  public func family(named name: String) -> FontFamily? {
    families.first { $0.name == name }
  }

  /// Every style the typography can resolve: Apple's eleven standard styles, any other Apple
  /// style the file defines, and the custom styles, in that order.
  public var styleNames: [StyleName] {
    var names = TextStyle.standard.map(StyleName.textStyle)
    let defined = styles.keys.sorted()
    for name in defined where !names.contains(name) { names.append(name) }
    return names
  }

  /// The definition of a style, or `nil` for a custom style the file does not define.
  ///
  /// An Apple style the file does not mention has an empty definition: everything comes from
  /// the defaults and Apple's table.
  public func definition(of style: StyleName) -> StyleDefinition? {
    if let definition = styles[style] { return definition }
    if case .textStyle = style { return StyleDefinition() }
    return nil
  }

  /// Opens the face a resolved font draws with, from this typography's ``fonts``.
  ///
  /// ```swift
  /// let body = try typography.resolve(.body, in: TypeEnvironment())
  /// let face = try typography.openFace(for: body)
  /// face.unitsPerEm
  /// ```
  ///
  /// - Throws: ``FontLoadError`` when the face's file cannot be read.
  public func openFace(for font: ResolvedFont) throws(FontLoadError) -> Face {
    try fonts.face(for: font.face)
  }
}
