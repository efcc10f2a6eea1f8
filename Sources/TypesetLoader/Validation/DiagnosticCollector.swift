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

  /// Adds a diagnostic; a warning that is there already is not added again.
  public mutating func add(_ diagnostic: Diagnostic) {
    if diagnostic.severity == .warning, diagnostics.contains(diagnostic) { return }
    diagnostics.append(diagnostic)
  }

  /// Adds a diagnostic made of its parts; a warning that is there already is not added again.
  ///
  /// - Parameters:
  ///   - severity: Whether it is an error or a warning.
  ///   - code: What kind of problem it is.
  ///   - field: Where the value is.
  ///   - problem: What is wrong, without the path.
  ///   - found: The value found, as the file writes it.
  ///   - allowed: What the key accepts.
  ///   - hint: What to do about it.
  ///   - location: Where the value is in the file's text.
  public mutating func add(
    _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ field: FieldPath,
    _ problem: String, found: String? = nil, allowed: String? = nil, hint: String? = nil,
    at location: SourceLocation? = nil
  ) {
    add(
      Diagnostic(
        severity, code, at: field, problem: problem, found: found, allowed: allowed, hint: hint,
        location: location))
  }

  /// Adds an error; the parameters are those of
  /// ``add(_:_:_:_:found:allowed:hint:at:)`` after the severity.
  public mutating func error(
    _ code: DiagnosticCode, _ field: FieldPath, _ problem: String, found: String? = nil,
    allowed: String? = nil, hint: String? = nil, at location: SourceLocation? = nil
  ) {
    add(.error, code, field, problem, found: found, allowed: allowed, hint: hint, at: location)
  }

  /// Adds a warning, unless the same one is there already; the parameters are those of
  /// ``add(_:_:_:_:found:allowed:hint:at:)`` after the severity.
  public mutating func warning(
    _ code: DiagnosticCode, _ field: FieldPath, _ problem: String, found: String? = nil,
    allowed: String? = nil, hint: String? = nil, at location: SourceLocation? = nil
  ) {
    add(.warning, code, field, problem, found: found, allowed: allowed, hint: hint, at: location)
  }

  /// Adds an `out-of-range` error for `value` at `field` when `range` does not allow it;
  /// returns whether it did. The sentence is built from the range and the value found:
  /// `must be greater than 0 and at most 1000 pt (found -3)`.
  ///
  /// - Parameters:
  ///   - value: The number to check.
  ///   - range: The values the key allows.
  ///   - field: Where the value is.
  ///   - text: The value as the file writes it; by default the number.
  ///   - location: Where the value is in the file's text.
  package mutating func refuse(
    _ value: Double, outside range: ValueRange, at field: FieldPath, shownAs text: String? = nil,
    location: SourceLocation? = nil
  ) -> Bool {
    guard let problem = range.problem(with: value, shownAs: text) else { return false }
    error(
      .outOfRange, field, problem, found: text ?? range.shown(value), allowed: range.description,
      at: location)
    return true
  }
}
