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
public enum JSONValue: Hashable, Sendable {
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
    let inner = indent * (level + 1)
    let outer = indent * level
    switch self {
    case .null, .bool, .number, .string:
      appendScalar(to: &output)
    case .array(let elements):
      Self.appendEntries(
        elements.count, to: &output, brackets: ("[", "]"), indent: inner, closing: outer,
        breaks: indent > 0
      ) { index, output in
        elements[index].write(to: &output, indent: indent, level: level + 1)
      }
    case .object(let members):
      Self.appendEntries(
        members.count, to: &output, brackets: ("{", "}"), indent: inner, closing: outer,
        breaks: indent > 0
      ) { index, output in
        JSONText.appendQuoted(members[index].key, to: &output)
        output += indent > 0 ? ": " : ":"
        members[index].value.write(to: &output, indent: indent, level: level + 1)
      }
    }
  }

  /// Appends an array's or object's `count` entries between its brackets, separated by commas,
  /// each after a line break indented by `indent` spaces when `breaks` holds, and the closing
  /// bracket after one indented by `closing`; `[]` or `{}` when there is none.
  private static func appendEntries(
    _ count: Int, to output: inout String, brackets: (open: String, close: String), indent: Int,
    closing: Int, breaks: Bool, _ appendEntry: (Int, inout String) -> Void
  ) {
    output += brackets.open
    guard count > 0 else {
      output += brackets.close
      return
    }
    for index in 0..<count {
      if index > 0 { output += "," }
      appendLineBreak(to: &output, indent: indent, if: breaks)
      appendEntry(index, &output)
    }
    appendLineBreak(to: &output, indent: closing, if: breaks)
    output += brackets.close
  }

  /// Appends a line break and `indent` spaces when `condition` holds.
  private static func appendLineBreak(to output: inout String, indent: Int, if condition: Bool) {
    guard condition else { return }
    if indent < lineBreaks.count {
      output += lineBreaks[indent]
      return
    }
    output += lineBreaks[lineBreaks.count - 1]
    output += String(repeating: " ", count: indent - (lineBreaks.count - 1))
  }

  /// A line break followed by 0, 1, 2 … 39 spaces, made once rather than for every line.
  private static let lineBreaks = (0..<40).map { "\n" + String(repeating: " ", count: $0) }

  /// The JSON text indented by two spaces per level, with arrays and objects of plain values
  /// (or of small objects of plain values) on one line when they fit in `lineWidth` columns
  /// from `column`, the column the value starts at. No final line break.
  public func prettyPrinted(column: Int = 0, lineWidth: Int = 100) -> String {
    var output = ""
    writePretty(to: &output, column: column, lineWidth: lineWidth)
    return output
  }

  /// Appends the pretty-printed text to `output`, as ``prettyPrinted(column:lineWidth:)``
  /// writes it: one buffer for the whole document, rather than a string per value that its
  /// parent copies again.
  func writePretty(to output: inout String, column: Int, lineWidth: Int = 100) {
    switch self {
    case .null, .bool, .number, .string:
      appendScalar(to: &output)
    case .array(let elements):
      if !elements.isEmpty, writeInlineIfItFits(to: &output, width: lineWidth - column) { return }
      Self.appendEntries(
        elements.count, to: &output, brackets: ("[", "]"), indent: column + 2, closing: column,
        breaks: true
      ) { index, output in
        elements[index].writePretty(to: &output, column: column + 2, lineWidth: lineWidth)
      }
    case .object(let members):
      if !members.isEmpty, writeInlineIfItFits(to: &output, width: lineWidth - column) { return }
      Self.appendEntries(
        members.count, to: &output, brackets: ("{", "}"), indent: column + 2, closing: column,
        breaks: true
      ) { index, output in
        JSONText.appendQuoted(members[index].key, to: &output)
        output += ": "
        members[index].value.writePretty(to: &output, column: column + 2, lineWidth: lineWidth)
      }
    }
  }

  /// Appends the text of a scalar (`null`, a Boolean, a number or a string).
  private func appendScalar(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += JSONText.number(value)
    case .string(let value): JSONText.appendQuoted(value, to: &output)
    case .array, .object: write(to: &output, indent: 0, level: 0)
    }
  }

  /// Appends the one-line form of an array or object and returns `true` when it has one (its
  /// members are all plain values, or small objects of plain values) and it is at most `width`
  /// characters long; otherwise appends nothing.
  private func writeInlineIfItFits(to output: inout String, width: Int) -> Bool {
    guard width > 0, mayFitInline(depth: 0, budget: width) != nil else { return false }
    // Written in place and taken back when too long, rather than written into a string of its
    // own and copied; stops as soon as the line is certainly too long, rather than writing all
    // of a value that does not fit (most of a large document's objects).
    let start = output.utf8.count
    var line = InlineLine(start: start, width: width)
    if writeInline(to: &output, line: &line) && line.fits(output) { return true }
    output.removeSubrange(output.utf8.index(output.utf8.startIndex, offsetBy: start)...)
    return false
  }

  /// Where a one-line form starts in the output and how many characters it may take.
  private struct InlineLine {
    let start: Int
    let width: Int

    /// Whether the line written since `start` is at most `width` characters. A character is
    /// at least one byte, so few enough bytes fit; only a longer line is counted.
    func fits(_ output: String) -> Bool {
      let bytes = output.utf8.count - start
      if bytes <= width { return true }
      let utf8 = output.utf8
      return output[utf8.index(utf8.startIndex, offsetBy: start)...].count <= width
    }
  }

  /// What remains of `budget` after the fewest characters the one-line form of a value can
  /// take, or `nil` when the value has no one-line form (arrays and objects nested more than
  /// two deep) or cannot fit in `budget`: an object of 20,000 tokens, or a token whose one
  /// line is too long, is then not written on one line only to find that it does not fit,
  /// and the count stops at the first member past the budget. Counted from the text the
  /// value writes: punctuation and ASCII strings exactly, a number as one digit, and a string
  /// with other characters as one character, quotes included (its first character can join
  /// the opening quote, its last the closing one).
  private func mayFitInline(depth: Int, budget: Int) -> Int? {
    var budget = budget
    switch self {
    case .null, .bool: budget -= 4
    case .number: budget -= 1
    case .string(let value): budget -= Self.minimumQuotedWidth(value)
    case .array(let elements):
      guard depth < 2 else { return nil }
      budget -= elements.isEmpty ? 2 : 2 * elements.count
      var index = 0
      while index < elements.count, budget >= 0 {
        guard let rest = elements[index].mayFitInline(depth: depth + 1, budget: budget) else {
          return nil
        }
        budget = rest
        index += 1
      }
    case .object(let members):
      guard depth < 2 else { return nil }
      // "{ " and " }", ", " between members and ": " after each key; `{}` when empty.
      budget -= members.isEmpty ? 2 : 2 + 4 * members.count
      var index = 0
      while index < members.count, budget >= 0 {
        budget -= Self.minimumQuotedWidth(members[index].key)
        guard let rest = members[index].value.mayFitInline(depth: depth + 1, budget: budget)
        else { return nil }
        budget = rest
        index += 1
      }
    }
    return budget >= 0 ? budget : nil
  }

  /// The fewest characters of a string's JSON literal: an ASCII string's literal is at least
  /// its bytes and two quotes (escapes only lengthen it); any other is at least one.
  private static func minimumQuotedWidth(_ text: String) -> Int {
    let bytes = text.utf8.count
    // As many UTF-16 units as bytes only when every character is ASCII; the standard library
    // knows that of a native string without reading it, where counting scalars reads them.
    return text.utf16.count == bytes ? bytes + 2 : 1
  }

  /// Appends the one-line form (`[1, 2]`, `{ "a": 1, "b": [2, 3] }`, `{}`) of a value that has
  /// one (`mayFitInline(depth:budget:)` is not nil) to `output`, whose text from `line.start`
  /// is this line;
  /// returns `false`, leaving the line unfinished, as soon as it is longer than `line.width`
  /// characters.
  private func writeInline(to output: inout String, line: inout InlineLine) -> Bool {
    switch self {
    case .null, .bool, .number, .string:
      appendScalar(to: &output)
    case .array(let elements):
      output += "["
      var index = 0
      while index < elements.count {
        if index > 0 { output += ", " }
        guard elements[index].writeInline(to: &output, line: &line), line.fits(output) else {
          return false
        }
        index += 1
      }
      output += "]"
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return true
      }
      output += "{ "
      var index = 0
      while index < members.count {
        if index > 0 { output += ", " }
        JSONText.appendQuoted(members[index].key, to: &output)
        output += ": "
        guard members[index].value.writeInline(to: &output, line: &line), line.fits(output)
        else { return false }
        index += 1
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
