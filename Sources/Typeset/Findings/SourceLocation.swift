/// A position in a source file, 1-based, for diagnostics that an editor can jump to.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The line, starting at 1.
  public let line: Int
  /// The column in characters, starting at 1.
  public let column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// The location of a path (`styles.body.size`) in a table of locations, or of its nearest
  /// parent that has one (`styles.body`), for problems about values the file leaves out.
  public static func nearest(to path: String, in locations: [String: SourceLocation])
    -> SourceLocation?
  {
    var current = Substring(path)
    while !current.isEmpty {
      if let location = locations[String(current)] { return location }
      guard let dot = current.lastIndex(of: ".") else { break }
      current = current[..<dot]
    }
    return nil
  }
}
