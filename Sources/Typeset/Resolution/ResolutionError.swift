import DynamicType

/// Why a style could not be resolved.
public enum ResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The typography has no style of that name.
  case unknownStyle(String)
  /// Apple's table lacks a value the style needs and the typography does not give it.
  case missingReference(StyleName, ScalingError, hint: String)
  /// The style is normalised, and its font cannot be read or measured.
  case normalizationFailed(StyleName, reason: String)
  /// The style is normalised, and the compiled typography has no metrics for its face at the
  /// axis values it is drawn at (it was compiled by another version of typeset-cli, or edited).
  case metricsNotCompiled(StyleName, postScriptName: String, axes: [String: Double])
  /// A custom style names no Apple text style to follow (`relativeTo`).
  case noRelativeStyle(StyleName)
  /// The style names no family, and the typography has no default one.
  case noFamily(StyleName)
  /// The style's family is not one of the typography's.
  case unknownFamily(StyleName, family: String)
  /// The style's family has no face to draw it with.
  case familyWithoutFaces(StyleName, family: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unknownStyle(let name):
      return "the typography has no style \"\(name)\""
    case .missingReference(let style, let error, let hint):
      return "\(style): \(error); \(hint)"
    case .normalizationFailed(let style, let reason):
      return "\(style): cannot normalise: \(reason)"
    case .metricsNotCompiled(let style, let postScriptName, let axes):
      let axisText = axes.sorted { $0.key < $1.key }
        .map { "\($0.key) \(NumberText.points($0.value, unit: false))" }
      return "\(style): cannot normalise: the compiled typography has no metrics for "
        + postScriptName + (axisText.isEmpty ? "" : " at \(axisText.joined(separator: ", "))")
        + "; generate it again with this version of typeset-cli"
    case .noRelativeStyle(let style):
      return "\(style): a custom style needs relativeTo, the Apple text style it follows"
    case .noFamily(let style):
      return "\(style): names no family, and the typography has no default family"
    case .unknownFamily(let style, let family):
      return "\(style): the typography has no family \"\(family)\""
    case .familyWithoutFaces(let style, let family):
      return "\(style): the family \"\(family)\" has no face"
    }
  }
}
