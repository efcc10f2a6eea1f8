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
