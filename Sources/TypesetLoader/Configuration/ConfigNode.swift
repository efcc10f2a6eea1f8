import Typeset

/// A parsed configuration value (from JSON or a property list) with where it came from.
///
/// Object members keep their order and duplicates are kept so that validation can report them;
/// numbers keep whether they were written as integers.
///
/// The engine reads typography files into this tree; the tools read design tokens and strings
/// catalogs into it, so that every reader reports positions the same way.
///
/// ```swift
/// let node = try JSONParser.parse(Array(#"{"size": 17}"#.utf8))
/// if case .object(let members) = node.kind { members[0].key }  // "size"
/// ```
package struct ConfigNode: Sendable {
  /// The kinds of value a configuration holds.
  package enum Kind: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([ConfigNode])
    /// An object's members, in order, duplicates kept.
    case object([Member])
  }

  /// One `"key": value` pair of an object.
  package struct Member: Sendable {
    /// The key.
    package let key: String
    /// Where the key starts; `nil` for binary property lists.
    package let keyLocation: SourceLocation?
    /// The value.
    package let value: ConfigNode
  }

  /// The value.
  package let kind: Kind
  /// Where the value starts; `nil` for binary property lists, which have no positions.
  package let location: SourceLocation?

  /// Creates a value read at `location`.
  package init(kind: Kind, location: SourceLocation?) {
    self.kind = kind
    self.location = location
  }

  /// A short name of the value's type for messages: `a number`, `a string` …
  package var typeDescription: String {
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
  package var shortDescription: String {
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
