import Typeset

/// Collects diagnostics during one pass over a typography, so every problem is reported at
/// once.
///
/// Warnings are kept once: the same warning at the same path is not repeated.
public struct DiagnosticCollector: Sendable {
  /// Everything collected, in order.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Creates an empty collector.
  public init() {}

  /// Whether any error was collected.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Adds an error at a path.
  public mutating func error(_ path: String, _ message: String, at location: SourceLocation? = nil)
  {
    diagnostics.append(Diagnostic(.error, path: path, message: message, location: location))
  }

  /// Adds a warning at a path, unless the same one is there already.
  public mutating func warning(
    _ path: String, _ message: String, at location: SourceLocation? = nil
  ) {
    let diagnostic = Diagnostic(.warning, path: path, message: message, location: location)
    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
  }
}
