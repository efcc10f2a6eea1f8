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

/// A parsed configuration value (from JSON or a property list) with where it came from.
///
/// Object members keep their order and duplicates are kept so that validation can report them;
/// numbers keep whether they were written as integers.
struct ConfigNode: Sendable {
  /// The kinds of value a configuration holds.
  indirect enum Kind: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ConfigNode])
    case object([Member])
  }

  /// One `"key": value` pair of an object.
  struct Member: Sendable {
    let key: String
    let keyLocation: SourceLocation?
    let value: ConfigNode
  }

  let kind: Kind
  /// Where the value starts; `nil` for property lists, which have no positions.
  let location: SourceLocation?

  /// A short name of the value's type for messages: `a number`, `a string` …
  var typeDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value as it would be written, shortened for messages.
  var shortDescription: String {
    switch kind {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value):
      return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    case .string(let value):
      let shown = value.count > 40 ? value.prefix(37) + "…" : Substring(value)
      return "\"\(shown)\""
    case .array(let elements): return "an array of \(elements.count)"
    case .object: return "an object"
    }
  }
}
