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

  /// Error or warning.
  public let severity: Severity
  /// The path of the value in the file, such as `styles.body.size`; empty for the whole file.
  public let path: String
  /// What is wrong, as a plain sentence without the path.
  public let message: String
  /// Where the value is in a JSON file or an XML property list; `nil` for binary property
  /// lists and for problems of the typography as a whole.
  public let location: SourceLocation?

  /// Creates a diagnostic. Control characters in the path and the message are escaped and a
  /// long value is shortened (`ShownText.line(_:)`), so that a value from the file never
  /// prints raw bytes or a line of megabytes.
  public init(_ severity: Severity, path: String, message: String, location: SourceLocation? = nil)
  {
    self.severity = severity
    self.path = ShownText.line(path)
    self.message = ShownText.line(message)
    self.location = location
  }

  /// `path: message`, or the message alone for the whole file.
  public var description: String {
    path.isEmpty ? message : "\(path): \(message)"
  }

  /// `FILE:LINE:COLUMN: severity: path: message`, the form SwiftPM, Xcode, editors and CI
  /// annotate; without `:LINE:COLUMN` when the diagnostic has no location.
  ///
  /// - Parameter file: How the file is named to the reader (`<stdin>` for standard input).
  package func formatted(file: String) -> String {
    var place = file
    if let location { place += ":\(location.line):\(location.column)" }
    return "\(place): \(severity.rawValue): \(description)"
  }
}
