import DynamicType

/// Why a style could not be resolved.
public enum ResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The typography has no style of that name.
  case unknownStyle(String)
  /// Apple's table lacks a value the style needs and the typography does not give it.
  case missingReference(StyleName, ScalingError, hint: String)
  /// The style is normalised, and its font cannot be read or measured.
  case normalizationFailed(StyleName, reason: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unknownStyle(let name):
      return "the typography has no style \"\(name)\""
    case .missingReference(let style, let error, let hint):
      return "\(style): \(error); \(hint)"
    case .normalizationFailed(let style, let reason):
      return "\(style): cannot normalise: \(reason)"
    }
  }
}
