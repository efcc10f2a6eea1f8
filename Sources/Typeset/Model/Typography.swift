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
/// style twice in the same environment computes it once; the resolutions made while checking
/// it (every style at every iOS category, with and without Bold Text) are kept in a table that
/// is read without a lock. Load one with
/// ``TypographyDocument/load(contentsOf:)`` or build one in code with
/// ``init(families:defaults:styles:sourcePath:fonts:)``.
public struct Typography: Sendable {
  /// The families, defaults and styles, shared by every copy and by the fonts resolved from
  /// them.
  let content: TypographyContent
  /// Resolved fonts, shared by every copy.
  let cache: ResolutionCache
  /// The iOS resolutions made while checking, read without a lock; empty before the check.
  @usableFromInline var resolutionTable = ResolutionTable.empty

  /// The families, in the order of the file.
  public var families: [FontFamily] { content.families }
  /// Values every style falls back to: `family`, `scaling`, `tracking`, `minimumSize`,
  /// `maximumSize`.
  public var defaults: StyleDefinition { content.defaults }
  /// The styles the file defines, Apple's and custom ones.
  public var styles: [StyleName: StyleDefinition] { content.styles }
  /// Where the typography's fonts are read from (for normalisation and measurement).
  public var fonts: FontLibrary { content.fonts }
  /// The file the typography was read from, if any.
  public let sourcePath: String?
  /// Warnings found when the typography was checked.
  public internal(set) var warnings: [Diagnostic]
  /// Where each path's value is in the typography file (JSON only), for findings that point
  /// into it.
  public internal(set) var sourceLocations: [String: SourceLocation]

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
      fonts: fonts)
    let table = TypographyChecker.check(self, into: &collector)
    if collector.hasErrors { throw TypographyError(diagnostics: collector.diagnostics) }
    warnings = collector.diagnostics
    if let table { resolutionTable = table }
  }

  /// A typography that has not been checked yet; ``TypographyChecker`` checks it and returns
  /// the table of its iOS resolutions, which the caller keeps in ``resolutionTable``.
  init(
    unchecked families: [FontFamily], defaults: StyleDefinition,
    styles: [StyleName: StyleDefinition], sourcePath: String?, fonts: FontLibrary
  ) {
    content = TypographyContent(
      families: families, defaults: defaults, styles: styles, fonts: fonts)
    cache = ResolutionCache()
    self.sourcePath = sourcePath
    warnings = []
    sourceLocations = [:]
  }

  /// The family styles use when they name none: `defaults.family`, or the only family.
  public var defaultFamilyName: String? { content.defaultFamilyName }

  /// The family with a name, if the typography has it.
  public func family(named name: String) -> FontFamily? { content.family(named: name) }

  /// Every style the typography can resolve: Apple's eleven standard styles, any other Apple
  /// style the file defines, and the custom styles, in that order.
  public var styleNames: [StyleName] { content.styleNames }

  /// The definition of a style, or `nil` for a custom style the file does not define.
  ///
  /// An Apple style the file does not mention has an empty definition: everything comes from
  /// the defaults and Apple's table.
  public func definition(of style: StyleName) -> StyleDefinition? {
    content.definition(of: style)
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
