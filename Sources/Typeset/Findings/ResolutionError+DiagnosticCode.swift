extension ResolutionError {
  /// The code a diagnostic about this error carries.
  public var diagnosticCode: DiagnosticCode {
    switch self {
    case .missingReference: .noReferenceSize
    case .normalizationFailed, .metricsNotCompiled: .normalizationFailed
    case .unknownFamily: .unknownFamily
    case .unknownStyle, .noRelativeStyle, .noFamily, .familyWithoutFaces: .unresolvableStyle
    }
  }
}
