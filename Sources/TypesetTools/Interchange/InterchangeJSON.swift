import Typeset

/// A JSON value with ordered object members, for the files Typeset writes: typography files,
/// design tokens and the typography embedded in generated Swift.
///
/// Objects keep their members in the order given so that output is stable and diffs stay
/// small. ``serialized()`` pretty-prints with two-space indentation and keeps short objects
/// and arrays of plain values on one line, the way the examples are written by hand.
indirect enum InterchangeJSON: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([InterchangeJSON])
  case object([Member])

  /// One `"key": value` pair.
  struct Member: Hashable, Sendable {
    let key: String
    let value: InterchangeJSON

    init(_ key: String, _ value: InterchangeJSON) {
      self.key = key
      self.value = value
    }
  }

  /// The value read back from a parsed configuration tree.
  init(_ node: ConfigNode) {
    switch node.kind {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let value): self = .number(value)
    case .string(let value): self = .string(value)
    case .array(let elements): self = .array(elements.map(InterchangeJSON.init))
    case .object(let members):
      self = .object(members.map { Member($0.key, InterchangeJSON($0.value)) })
    }
  }

  /// The member `key` of an object, or `nil`.
  subscript(key: String) -> InterchangeJSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// Pretty-printed JSON text, without a final line break.
  func serialized(indent: Int = 0, inlineWidth: Int = 100) -> String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return Self.numberText(value)
    case .string(let value): return Self.quoted(value)
    case .array(let elements):
      if elements.isEmpty { return "[]" }
      if let inline = inlineForm(), inline.count + indent <= inlineWidth { return inline }
      let inner = String(repeating: " ", count: indent + 2)
      let lines = elements.map {
        inner + $0.serialized(indent: indent + 2, inlineWidth: inlineWidth)
      }
      return "[\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent)
        + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      if let inline = inlineForm(), inline.count + indent <= inlineWidth { return inline }
      let inner = String(repeating: " ", count: indent + 2)
      let lines = members.map {
        inner + Self.quoted($0.key) + ": "
          + $0.value.serialized(indent: indent + 2, inlineWidth: inlineWidth)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent)
        + "}"
    }
  }

  /// The one-line form of an array or object whose members are all plain values (or small
  /// objects of plain values), or `nil` when it has deeper structure.
  private func inlineForm(depth: Int = 0) -> String? {
    switch self {
    case .array(let elements):
      guard depth < 2 else { return nil }
      var parts: [String] = []
      for element in elements {
        guard let part = element.inlineForm(depth: depth + 1) else { return nil }
        parts.append(part)
      }
      return "[" + parts.joined(separator: ", ") + "]"
    case .object(let members):
      guard depth < 2 else { return nil }
      if members.isEmpty { return "{}" }
      var parts: [String] = []
      for member in members {
        guard let part = member.value.inlineForm(depth: depth + 1) else { return nil }
        parts.append(Self.quoted(member.key) + ": " + part)
      }
      return "{ " + parts.joined(separator: ", ") + " }"
    default:
      return serialized()
    }
  }

  /// A number as JSON; see ``JSONText/number(_:)``.
  static func numberText(_ value: Double) -> String { JSONText.number(value) }

  /// A string as a JSON string literal; see ``JSONText/quoted(_:)``.
  static func quoted(_ text: String) -> String { JSONText.quoted(text) }

}
