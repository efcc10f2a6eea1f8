import Typeset

/// A strict JSON parser (RFC 8259) that records the line and column of every value, so that
/// a problem in a typography file can be reported where it is.
///
/// Foundation's `JSONSerialization` reports neither positions nor the difference between `true`
/// and `1` on every platform; this parser does both, and refuses trailing commas, comments and
/// other extensions. Nesting is limited to ``maximumDepth`` so that hostile input cannot
/// exhaust the stack.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 128

  /// A syntax error and where it is.
  package struct SyntaxError: Error, Hashable, Sendable {
    /// What is wrong, such as `expected ':' after an object key`.
    package let message: String
    /// Where the problem is.
    package let location: SourceLocation
  }

  private let bytes: [UInt8]
  private var index = 0
  private var position = TextPosition()

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a whole document: one value, optionally surrounded by whitespace.
  ///
  /// - Throws: ``SyntaxError`` at the first byte that is not valid JSON.
  package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> ConfigNode {
    var parser = JSONParser(bytes)
    // A UTF-8 byte order mark is allowed at the start.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      parser.index = 3
      parser.position.startFirstLine(at: 3)
    }
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return value
  }

  private var location: SourceLocation { position.location(of: index, in: bytes) }

  /// ``location``, counted on from the last location asked for on the same line.
  private mutating func currentLocation() -> SourceLocation {
    position.nextLocation(of: index, in: bytes)
  }

  private func error(_ message: String) -> SyntaxError {
    SyntaxError(message: message, location: location)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16))"
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        position.startLine(at: index)
      default:
        return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> ConfigNode {
    guard index < bytes.count else { throw error("expected a value, found the end of the file") }
    let start = currentLocation()
    switch bytes[index] {
    case UInt8(ascii: "{"):
      return ConfigNode(kind: .object(try parseObject(depth: depth + 1)), location: start)
    case UInt8(ascii: "["):
      return ConfigNode(kind: .array(try parseArray(depth: depth + 1)), location: start)
    case UInt8(ascii: "\""):
      return ConfigNode(kind: .string(try parseString()), location: start)
    case UInt8(ascii: "t"):
      try expectWord("true")
      return ConfigNode(kind: .bool(true), location: start)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return ConfigNode(kind: .bool(false), location: start)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return ConfigNode(kind: .null, location: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return ConfigNode(kind: .number(try parseNumber()), location: start)
    default:
      throw error("expected a value, found \(describeCurrent())")
    }
  }

  private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes.count - index >= expected.count,
      bytes[index..<index + expected.count].elementsEqual(expected)
    else {
      throw error("expected a value, found \(describeCurrent())")
    }
    index += expected.count
  }

  private mutating func parseObject(depth: Int) throws(SyntaxError) -> [ConfigNode.Member] {
    var members: [ConfigNode.Member] = []
    if try enterContainer(closedBy: UInt8(ascii: "}"), depth: depth) { return members }
    repeat {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a key in double quotes, found \(describeCurrent())")
      }
      let keyLocation = currentLocation()
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue(depth: depth)
      members.append(ConfigNode.Member(key: key, keyLocation: keyLocation, value: value))
    } while try continuesContainer(closedBy: UInt8(ascii: "}"))
    return members
  }

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> [ConfigNode] {
    var elements: [ConfigNode] = []
    if try enterContainer(closedBy: UInt8(ascii: "]"), depth: depth) { return elements }
    repeat {
      skipWhitespace()
      elements.append(try parseValue(depth: depth))
    } while try continuesContainer(closedBy: UInt8(ascii: "]"))
    return elements
  }

  /// Enters the object or array whose opening bracket is at `index`, at nesting `depth`: skips
  /// the bracket, and returns `true` when `closer` follows at once (skipped too), an empty one.
  private mutating func enterContainer(closedBy closer: UInt8, depth: Int) throws(SyntaxError)
    -> Bool
  {
    guard depth <= Self.maximumDepth else {
      throw error("nesting is deeper than \(Self.maximumDepth)")
    }
    index += 1
    skipWhitespace()
    guard index < bytes.count, bytes[index] == closer else { return false }
    index += 1
    return true
  }

  /// After an element of an object or array: skips the `,` and returns `true` when another
  /// element follows, or skips `closer` and returns `false` at the end of the object or array.
  private mutating func continuesContainer(closedBy closer: UInt8) throws(SyntaxError) -> Bool {
    skipWhitespace()
    guard index < bytes.count else {
      throw error(
        "expected ',' or '\(Character(Unicode.Scalar(closer)))', found the end of the file")
    }
    if bytes[index] == UInt8(ascii: ",") {
      index += 1
      skipWhitespace()
      if index < bytes.count, bytes[index] == closer {
        throw error("trailing comma before '\(Character(Unicode.Scalar(closer)))'")
      }
      return true
    }
    guard bytes[index] == closer else {
      throw error(
        "expected ',' or '\(Character(Unicode.Scalar(closer)))', found \(describeCurrent())")
    }
    index += 1
    return false
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    index += 1  // opening quote
    let start = index
    // Most strings have no escape: they are one run of bytes, validated once. ASCII, the
    // usual case, is valid UTF-8 and needs no validation.
    var isASCII = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let run = bytes[start..<index]
        let text: String
        if isASCII {
          text = String(decoding: run, as: UTF8.self)
        } else {
          guard let valid = validUTF8(run) else {
            throw error("a string is not valid UTF-8")
          }
          text = valid
        }
        index += 1
        return text
      }
      if byte >= 0x80 { isASCII = false }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("a control character must be escaped inside a string") }
      index += 1
    }
    var scalars = String.UnicodeScalarView()
    var runStart = start
    func flush(_ end: Int) throws(SyntaxError) {
      guard runStart < end else { return }
      guard let text = validUTF8(bytes[runStart..<end]) else {
        throw error("a string is not valid UTF-8")
      }
      scalars.append(contentsOf: text.unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        try flush(index)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flush(index)
        index += 1
        scalars.append(try parseEscape())
        runStart = index
      case 0x00..<0x20:
        throw error("a control character must be escaped inside a string")
      default:
        index += 1
      }
    }
    throw error("a string is not closed before the end of the file")
  }

  private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
    guard index < bytes.count else {
      throw error("a string is not closed before the end of the file")
    }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try parseHex4()
      if (0xD800..<0xDC00).contains(first) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("a high surrogate escape must be followed by a low surrogate") }
        index += 2
        let second = try parseHex4()
        guard (0xDC00..<0xE000).contains(second) else {
          throw error("a high surrogate escape must be followed by a low surrogate")
        }
        let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(first) else {
        throw error("a lone low surrogate escape is not a character")
      }
      return scalar
    default:
      index -= 1
      throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
    }
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw error("a \\u escape needs four hex digits") }
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("a \\u escape needs four hex digits")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(SyntaxError) -> Double {
    let start = index
    func digits() -> Int {
      let first = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - first
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let integerDigits = digits()
    guard integerDigits > 0 else { throw error("a number needs digits after '-'") }
    if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
      throw error("a number must not start with 0")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("a number needs digits after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw error("a number needs digits in its exponent") }
    }
    let isNegative = bytes[start] == UInt8(ascii: "-")
    if index - integerStart == integerDigits, integerDigits <= 15 {
      // An integer of up to 15 digits is exact as a Double: no text to convert.
      var magnitude = 0
      for position in integerStart..<index {
        magnitude = magnitude * 10 + Int(bytes[position] - UInt8(ascii: "0"))
      }
      return isNegative ? -Double(magnitude) : Double(magnitude)
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("the number \(text) is out of range")
    }
    return value
  }
}

/// The text of UTF-8 bytes, or `nil` when they are not valid UTF-8.
///
/// `String(validating:as:)` does this in one pass but needs iOS 18 and macOS 15, newer than
/// the package's minimums; `transcode` with `stoppingOnError` validates on every platform.
private func validUTF8(_ bytes: ArraySlice<UInt8>) -> String? {
  let hasError = transcode(
    bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
  return hasError ? nil : String(decoding: bytes, as: UTF8.self)
}
