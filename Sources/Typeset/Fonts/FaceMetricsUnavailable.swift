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
