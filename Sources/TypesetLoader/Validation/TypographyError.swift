import Typeset

/// A typography file that could not be used, with every problem found in it.
public struct TypographyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every diagnostic, errors and warnings, in the order found.
  public let diagnostics: [Diagnostic]

  /// Creates an error from diagnostics, at least one of which is an error.
  public init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  /// The errors only.
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

  /// One line per error.
  public var description: String {
    errors.map(\.description).joined(separator: "\n")
  }
}
