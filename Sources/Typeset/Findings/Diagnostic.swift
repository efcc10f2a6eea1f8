/// One problem found in a typography file: where it is and what is wrong.
///
/// ```
/// styles.body.size: must be greater than 0 and at most 1000 pt (found -3)
/// styles.price.relativeTo: unknown text style "bdy" — did you mean "body"?
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious a problem is.
  public enum Severity: String, Hashable, Sendable {
    /// The file cannot be used as it is.
    case error
    /// The file works, but probably not as meant.
    case warning
  }

  /// What kind of problem it is: the stable code tools match on (``DiagnosticCode``).
  public let code: DiagnosticCode
  /// Error or warning.
  public let severity: Severity
  /// Where the value is in the file, as keys and indices; empty for the whole
  /// file.
  public let field: FieldPath
  /// The value found, as the file writes it (shortened, control characters escaped), when the
  /// problem is about one value.
  public let found: String?
  /// What the key accepts (`greater than 0 and at most 1000 pt`, `one of body, title1 …`),
  /// when the problem is a value the key does not accept.
  public let allowed: String?
  /// What is wrong, as a plain sentence without the path and without ``hint``.
  public let problem: String
  /// What to do about it, when the sentence alone does not say (`give styles.body.size`).
  public let hint: String?
  /// Where the value is in a JSON file or an XML property list; `nil` for binary property
  /// lists and for problems of the typography as a whole.
  public let location: SourceLocation?

  /// Creates a diagnostic. Control characters in the texts are escaped and a long value is
  /// shortened (`ShownText.line(_:)`), so that a value from the file never prints raw bytes
  /// or a line of megabytes.
  ///
  /// - Parameters:
  ///   - severity: Error or warning.
  ///   - code: What kind of problem it is.
  ///   - field: Where the value is.
  ///   - problem: What is wrong, without the path.
  ///   - found: The value found, as the file writes it.
  ///   - allowed: What the key accepts.
  ///   - hint: What to do about it.
  ///   - location: Where the value is in the file's text.
  package init(
    _ severity: Severity, _ code: DiagnosticCode, at field: FieldPath, problem: String,
    found: String? = nil, allowed: String? = nil, hint: String? = nil,
    location: SourceLocation? = nil
  ) {
    self.severity = severity
    self.code = code
    self.field = field
    self.problem = ShownText.line(problem)
    self.found = found.map(ShownText.line)
    self.allowed = allowed.map(ShownText.line)
    self.hint = hint.map(ShownText.line)
    self.location = location
  }

  /// The path of the value in the file, such as `styles.body.size`; empty for the whole file.
  public var path: String { ShownText.line(field.description) }

  /// What is wrong, as a plain sentence without the path: ``problem``, then `; ` and the
  /// ``hint`` when there is one.
  public var message: String {
    hint.map { "\(problem); \($0)" } ?? problem
  }

  /// The same diagnostic at another place, as when a problem of a file that is embedded or
  /// converted is reported where the reader wrote it.
  package func moved(to field: FieldPath, location: SourceLocation? = nil) -> Diagnostic {
    Diagnostic(
      severity, code, at: field, problem: problem, found: found, allowed: allowed, hint: hint,
      location: location)
  }

  /// The same diagnostic at a place in the file's text.
  package func located(at location: SourceLocation?) -> Diagnostic {
    moved(to: field, location: location)
  }

  /// The same diagnostic with another severity.
  package func with(severity: Severity) -> Diagnostic {
    Diagnostic(
      severity, code, at: field, problem: problem, found: found, allowed: allowed, hint: hint,
      location: location)
  }

  /// `path: message`, or the message alone for the whole file.
  public var description: String {
    path.isEmpty ? message : "\(path): \(message)"
  }

  /// `FILE:LINE:COLUMN: severity: path: message [code]`, the form SwiftPM, Xcode, editors and
  /// CI annotate (the code at the end as compilers print a warning's flag); without
  /// `:LINE:COLUMN` when the diagnostic has no location.
  ///
  /// - Parameter file: How the file is named to the reader (`<stdin>` for standard input).
  package func formatted(file: String) -> String {
    var place = file
    if let location { place += ":\(location.line):\(location.column)" }
    return "\(place): \(severity.rawValue): \(description) [\(code)]"
  }
}
