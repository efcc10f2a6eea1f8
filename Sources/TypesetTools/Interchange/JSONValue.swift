import Typeset
import TypesetLoader

/// A JSON value whose objects keep their members in the order given, for every JSON Typeset
/// writes: command output, typography files, design tokens and the typography embedded in
/// generated Swift.
///
/// Ordered members keep output stable and reading in a sensible order (`style`, `category`,
/// `pointSize`, …) rather than alphabetically. Scalars are written by ``JSONText``. Two
/// layouts: ``serialized(indent:)`` puts every member on its own line (or everything on one
/// line), the form of `--format json`; ``prettyPrinted(column:lineWidth:)`` keeps short arrays
/// and objects on one line, the way the example typography files are written by hand.
///
/// ```swift
/// let value = JSONValue.object([("style", .string("body")), ("pointSize", .number(17))])
/// value.serialized(indent: 0)  // {"style":"body","pointSize":17}
/// value.prettyPrinted()        // { "style": "body", "pointSize": 17 }
/// ```
public indirect enum JSONValue: Hashable, Sendable {
  /// One `"key": value` member of an object.
  public typealias Member = (key: String, value: JSONValue)

  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; integral values print without a fraction, non-finite ones as `null`.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in order.
  case object([Member])

  /// A number, or `null` when `value` is `nil`.
  public static func optional(_ value: Double?) -> JSONValue {
    value.map(JSONValue.number) ?? .null
  }

  /// The value of a parsed configuration tree, members in the order of the source.
  package init(_ node: ConfigNode) {
    switch node.kind {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let value): self = .number(value)
    case .string(let value): self = .string(value)
    case .array(let elements): self = .array(elements.map(JSONValue.init))
    case .object(let members):
      self = .object(members.map { ($0.key, JSONValue($0.value)) })
    }
  }

  /// The value of the member `key` of an object, or `nil` (also for a value that is not an
  /// object).
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The JSON text with every array element and object member on its own line, indented by
  /// `indent` spaces per level; all on one line without spaces when `indent` is 0. No final
  /// line break.
  public func serialized(indent: Int = 2) -> String {
    var output = ""
    write(to: &output, indent: indent, level: 0)
    return output
  }

  private func write(to output: inout String, indent: Int, level: Int) {
    let newline = indent > 0 ? "\n" : ""
    let padding = String(repeating: " ", count: indent * (level + 1))
    let closingPadding = String(repeating: " ", count: indent * level)
    switch self {
    case .null, .bool, .number, .string:
      output += scalarText
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[" + newline
      for (index, element) in elements.enumerated() {
        output += padding
        element.write(to: &output, indent: indent, level: level + 1)
        output += (index + 1 < elements.count ? "," : "") + newline
      }
      output += closingPadding + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{" + newline
      for (index, member) in members.enumerated() {
        output += padding + JSONText.quoted(member.key) + (indent > 0 ? ": " : ":")
        member.value.write(to: &output, indent: indent, level: level + 1)
        output += (index + 1 < members.count ? "," : "") + newline
      }
      output += closingPadding + "}"
    }
  }

  /// The JSON text indented by two spaces per level, with arrays and objects of plain values
  /// (or of small objects of plain values) on one line when they fit in `lineWidth` columns
  /// from `column`, the column the value starts at. No final line break.
  public func prettyPrinted(column: Int = 0, lineWidth: Int = 100) -> String {
    var output = ""
    writePretty(to: &output, column: column, lineWidth: lineWidth)
    return output
  }

  /// Appends the pretty-printed text to `output`: one buffer for the whole document, rather
  /// than a string per value that its parent copies again.
  private func writePretty(to output: inout String, column: Int, lineWidth: Int) {
    switch self {
    case .null, .bool, .number, .string:
      output += scalarText
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
        return
      }
      if writeInlineIfItFits(to: &output, width: lineWidth - column) { return }
      let inner = String(repeating: " ", count: column + 2)
      output += "[\n"
      for (index, element) in elements.enumerated() {
        if index > 0 { output += ",\n" }
        output += inner
        element.writePretty(to: &output, column: column + 2, lineWidth: lineWidth)
      }
      output += "\n" + String(repeating: " ", count: column) + "]"
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      if writeInlineIfItFits(to: &output, width: lineWidth - column) { return }
      let inner = String(repeating: " ", count: column + 2)
      output += "{\n"
      for (index, member) in members.enumerated() {
        if index > 0 { output += ",\n" }
        output += inner + JSONText.quoted(member.key) + ": "
        member.value.writePretty(to: &output, column: column + 2, lineWidth: lineWidth)
      }
      output += "\n" + String(repeating: " ", count: column) + "}"
    }
  }

  /// The text of a scalar (`null`, a Boolean, a number or a string).
  private var scalarText: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let value): JSONText.number(value)
    case .string(let value): JSONText.quoted(value)
    case .array, .object: serialized(indent: 0)
    }
  }

  /// Appends the one-line form of an array or object and returns `true` when it has one (its
  /// members are all plain values, or small objects of plain values) and it is at most `width`
  /// characters long; otherwise appends nothing.
  private func writeInlineIfItFits(to output: inout String, width: Int) -> Bool {
    guard width > 0, minimumInlineWidth <= width, hasInlineForm(depth: 0) else { return false }
    var inline = ""
    // Stops as soon as the text is certainly too long, rather than writing all of a value
    // that does not fit (most of a large document's objects).
    guard writeInline(to: &inline, width: width), fits(inline, width: width) else { return false }
    output += inline
    return true
  }

  /// Whether `text` is at most `width` characters. A character is at least one byte, so few
  /// enough bytes fit; only longer text is counted.
  private func fits(_ text: String, width: Int) -> Bool {
    text.utf8.count <= width || text.count <= width
  }

  /// The fewest characters the one-line form of an array or object can take, from its count
  /// alone (`[1, 2]`: 2 per element; `{ "a": 1 }`: 7 per member): an object of 20,000 tokens
  /// is then not written on one line only to find that it does not fit, at every level.
  private var minimumInlineWidth: Int {
    switch self {
    case .null, .bool, .number, .string: 0
    case .array(let elements): 2 * elements.count
    case .object(let members): 7 * members.count
    }
  }

  /// Whether the value can be written on one line: scalars, and arrays and objects nested at
  /// most two deep whose members can.
  private func hasInlineForm(depth: Int) -> Bool {
    switch self {
    case .null, .bool, .number, .string:
      true
    case .array(let elements):
      depth < 2 && elements.allSatisfy { $0.hasInlineForm(depth: depth + 1) }
    case .object(let members):
      depth < 2 && members.allSatisfy { $0.value.hasInlineForm(depth: depth + 1) }
    }
  }

  /// Appends the one-line form (`[1, 2]`, `{ "a": 1, "b": [2, 3] }`, `{}`) of a value that has
  /// one (`hasInlineForm(depth:)`) to `output`, which holds only this line; returns `false`,
  /// leaving the line unfinished, as soon as the line is longer than `width` characters.
  private func writeInline(to output: inout String, width: Int) -> Bool {
    switch self {
    case .null, .bool, .number, .string:
      output += scalarText
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += ", " }
        guard element.writeInline(to: &output, width: width), fits(output, width: width) else {
          return false
        }
      }
      output += "]"
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return true
      }
      output += "{ "
      for (index, member) in members.enumerated() {
        if index > 0 { output += ", " }
        output += JSONText.quoted(member.key) + ": "
        guard member.value.writeInline(to: &output, width: width), fits(output, width: width)
        else { return false }
      }
      output += " }"
    }
    return true
  }

  /// Compares values; objects compare their members in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized(indent: 0) == rhs.serialized(indent: 0)
  }

  /// Hashes the one-line text, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(serialized(indent: 0))
  }
}
