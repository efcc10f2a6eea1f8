import DynamicType

/// Why a face cannot be normalised.
public enum NormalizationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The face lacks the metric the method compares.
  case missingMetric(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .missingMetric(let what): "the font has no \(what) to compare"
    }
  }
}
