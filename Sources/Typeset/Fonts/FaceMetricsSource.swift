/// Where a typography that was not compiled measures its faces for normalisation.
///
/// The runtime engine reads no file: a typography loaded from a file at run time is given its
/// source by the loader (`FontLibrary` in TypesetLoader reads the font files), and a compiled
/// typography carries its measurements instead and has no source.
package protocol FaceMetricsSource: Sendable {
  /// What normalisation measures of a resolved face.
  ///
  /// - Throws: ``FaceMetricsUnavailable`` saying why the face could not be measured.
  func faceMetrics(for face: ResolvedFace) throws(FaceMetricsUnavailable) -> FaceMetrics
}

/// Why a ``FaceMetricsSource`` could not measure a face: the one-line reason a resolution
/// reports (`Fonts/Brand.ttf: no such file`).
package struct FaceMetricsUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reason, as one line.
  package let description: String

  /// Creates the failure with its reason.
  package init(_ description: String) {
    self.description = description
  }
}
