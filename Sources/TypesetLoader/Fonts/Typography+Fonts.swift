import OpenType
import Typeset

extension Typography {
  /// Creates a typography in code and checks it as a file would be checked, measuring its
  /// faces from `fonts`.
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
      faceSource: fonts)
    let table = TypographyChecker.check(self, into: &collector)
    if collector.hasErrors { throw TypographyError(diagnostics: collector.diagnostics) }
    warnings = collector.diagnostics
    if let table { resolutionTable = table }
  }

  /// Where the typography's fonts are read from (for normalisation and measurement): the
  /// library it was loaded or created with, or an empty library for a compiled typography,
  /// whose resolutions read no font.
  public var fonts: FontLibrary { content.faceSource as? FontLibrary ?? FontLibrary() }

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

extension FontLibrary: FaceMetricsSource {
  /// What normalisation measures of a resolved face, read from its file.
  package func faceMetrics(for face: ResolvedFace) throws(FaceMetricsUnavailable) -> FaceMetrics {
    do {
      return try metrics(for: face)
    } catch {
      throw FaceMetricsUnavailable(error.description)
    }
  }
}
