import Typeset

/// A parser of XML property lists (Apple's `PropertyList-1.0.dtd`) that records the line and
/// column of every value, as ``JSONParser`` does for JSON, so that a typography written as a
/// property list gets diagnostics an editor can jump to. Foundation's reader keeps no
/// positions, hence this one.
///
/// It reads `<dict>` (with `<key>`s, in the file's order, duplicates kept for validation to
/// report), `<array>`, `<string>`, `<integer>`, `<real>`, `<true/>`, `<false/>`, and `<date>`
/// and `<data>` (as strings, which validation refuses where a typography expects anything
/// else); comments, processing instructions, the DOCTYPE, CDATA sections and the five XML
/// entities and character references. Nesting is limited to ``JSONParser/maximumDepth``.
///
/// ```swift
/// let node = try XMLPropertyListParser.parse(Array("<plist><dict><key>size</key><real>17</real></dict></plist>".utf8))
/// ```
struct XMLPropertyListParser {
  /// Why a property list could not be read, and where.
  struct SyntaxError: Error, Hashable, Sendable {
    let message: String
    let location: SourceLocation
  }

  private let bytes: [UInt8]
  private var index = 0
  private var position = TextPosition()

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a whole document: the prolog, `<plist>` (or a bare value) and nothing after it but
  /// comments and whitespace.
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> ConfigNode {
    var parser = XMLPropertyListParser(bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      parser.index = 3
      parser.position.startFirstLine(at: 3)
    }
    try parser.skipMisc()
    let value: ConfigNode
    if parser.lookingAt("<plist") {
      let tag = try parser.startTag()
      guard tag.name == "plist" else { throw parser.error("expected <plist>", at: tag.location) }
      if tag.isEmpty { throw parser.error("<plist/> holds no value", at: tag.location) }
      try parser.skipMisc()
      value = try parser.value(depth: 0)
      try parser.skipMisc()
      try parser.endTag("plist")
    } else {
      value = try parser.value(depth: 0)
    }
    try parser.skipMisc()
    guard parser.index >= bytes.count else {
      throw parser.error(
        "unexpected \(parser.describeCurrent()) after the end of the property list")
    }
    return value
  }

  // MARK: Positions

  private var location: SourceLocation { position.location(of: index, in: bytes) }

  /// ``location``, counted on from the last location asked for on the same line.
  private mutating func currentLocation() -> SourceLocation {
    position.nextLocation(of: index, in: bytes)
  }

  private func error(_ message: String, at location: SourceLocation? = nil) -> SyntaxError {
    SyntaxError(message: message, location: location ?? self.location)
  }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where index < bytes.count {
      if bytes[index] == 0x0A {
        position.startLine(at: index + 1)
      }
      index += 1
    }
  }

  private func lookingAt(_ text: String) -> Bool {
    let utf8 = Array(text.utf8)
    guard index + utf8.count <= bytes.count else { return false }
    return bytes[index..<(index + utf8.count)].elementsEqual(utf8)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of the file" }
    let end = min(bytes.count, index + 12)
    let text = String(decoding: bytes[index..<end], as: UTF8.self)
      .prefix { $0 != "\n" }
    return "\"\(text)\(end < bytes.count ? "…" : "")\""
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  // MARK: Markup

  /// Skips whitespace, comments, processing instructions and the DOCTYPE.
  private mutating func skipMisc() throws(SyntaxError) {
    while index < bytes.count {
      if Self.isSpace(bytes[index]) {
        advance()
      } else if lookingAt("<!--") {
        try skip(past: "-->", what: "a comment")
      } else if lookingAt("<?") {
        try skip(past: "?>", what: "a processing instruction")
      } else if lookingAt("<!DOCTYPE") {
        let start = currentLocation()
        var depth = 0
        while index < bytes.count {
          let byte = bytes[index]
          advance()
          if byte == UInt8(ascii: "[") { depth += 1 }
          if byte == UInt8(ascii: "]") { depth -= 1 }
          if byte == UInt8(ascii: ">"), depth <= 0 { break }
          if index >= bytes.count { throw error("the DOCTYPE is not closed", at: start) }
        }
      } else {
        return
      }
    }
  }

  private mutating func skip(past end: String, what: String) throws(SyntaxError) {
    let start = currentLocation()
    while index < bytes.count, !lookingAt(end) { advance() }
    guard index < bytes.count else { throw error("\(what) is not closed", at: start) }
    advance(end.utf8.count)
  }

  private struct StartTag {
    let name: String
    let isEmpty: Bool
    let location: SourceLocation
  }

  /// `<name attributes>` or `<name attributes/>`.
  private mutating func startTag() throws(SyntaxError) -> StartTag {
    let start = currentLocation()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
      throw error("expected an element, found \(describeCurrent())")
    }
    advance()
    let nameStart = index
    while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
      bytes[index] != UInt8(ascii: "/")
    {
      advance()
    }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    guard !name.isEmpty else { throw error("an element without a name", at: start) }
    // Attributes (plist's version) are skipped, quoted values included.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        advance()
        while index < bytes.count, bytes[index] != byte { advance() }
        guard index < bytes.count else {
          throw error("an attribute value of <\(name)> is not closed", at: start)
        }
        advance()
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: ">")
      {
        advance(2)
        return StartTag(name: name, isEmpty: true, location: start)
      } else if byte == UInt8(ascii: ">") {
        advance()
        return StartTag(name: name, isEmpty: false, location: start)
      } else {
        advance()
      }
    }
    throw error("<\(name) is not closed with '>'", at: start)
  }

  /// `</name>`.
  private mutating func endTag(_ name: String) throws(SyntaxError) {
    let start = currentLocation()
    guard lookingAt("</") else {
      throw error("expected </\(name)>, found \(describeCurrent())")
    }
    advance(2)
    let nameStart = index
    while index < bytes.count, bytes[index] != UInt8(ascii: ">"), !Self.isSpace(bytes[index]) {
      advance()
    }
    let found = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    while index < bytes.count, Self.isSpace(bytes[index]) { advance() }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
      throw error("</\(found) is not closed with '>'", at: start)
    }
    advance()
    guard found == name else { throw error("expected </\(name)>, found </\(found)>", at: start) }
  }

  /// The character data up to `</name>`, with entities and CDATA sections decoded.
  private mutating func text(of name: String, at start: SourceLocation) throws(SyntaxError)
    -> String
  {
    var result: [UInt8] = []
    while index < bytes.count {
      if lookingAt("</") {
        try endTag(name)
        return String(decoding: result, as: UTF8.self)
      }
      if lookingAt("<![CDATA[") {
        advance(9)
        let sectionStart = currentLocation()
        while index < bytes.count, !lookingAt("]]>") {
          result.append(bytes[index])
          advance()
        }
        guard index < bytes.count else {
          throw error("a CDATA section is not closed", at: sectionStart)
        }
        advance(3)
        continue
      }
      if lookingAt("<!--") {
        try skip(past: "-->", what: "a comment")
        continue
      }
      if bytes[index] == UInt8(ascii: "<") {
        throw error("<\(name)> holds an element; it holds only text")
      }
      if bytes[index] == UInt8(ascii: "&") {
        result += Array(try entity().utf8)
        continue
      }
      result.append(bytes[index])
      advance()
    }
    throw error("<\(name)> is not closed", at: start)
  }

  /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#NN;` or `&#xNN;`.
  private mutating func entity() throws(SyntaxError) -> String {
    let start = currentLocation()
    let nameStart = index + 1
    var end = nameStart
    while end < bytes.count, end - nameStart < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
      throw error("'&' starts no entity (write &amp; for an ampersand)", at: start)
    }
    let name = String(decoding: bytes[nameStart..<end], as: UTF8.self)
    advance(end - index + 1)
    switch name {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      var value: UInt32?
      if name.hasPrefix("#x") || name.hasPrefix("#X") {
        value = UInt32(name.dropFirst(2), radix: 16)
      } else if name.hasPrefix("#") {
        value = UInt32(name.dropFirst(), radix: 10)
      }
      guard let value, let scalar = Unicode.Scalar(value), value != 0 else {
        throw error("unknown entity &\(name);", at: start)
      }
      return String(Character(scalar))
    }
  }

  // MARK: Values

  private mutating func value(depth: Int) throws(SyntaxError) -> ConfigNode {
    guard depth < JSONParser.maximumDepth else {
      throw error("nested more than \(JSONParser.maximumDepth) levels deep")
    }
    guard index < bytes.count else { throw error("expected a value, found the end of the file") }
    let tag = try startTag()
    let at = tag.location
    switch tag.name {
    case "dict":
      var members: [ConfigNode.Member] = []
      if tag.isEmpty { return ConfigNode(kind: .object([]), location: at) }
      while true {
        try skipMisc()
        if lookingAt("</") {
          try endTag("dict")
          return ConfigNode(kind: .object(members), location: at)
        }
        guard index < bytes.count else { throw error("<dict> is not closed", at: at) }
        let keyTag = try startTag()
        guard keyTag.name == "key" else {
          throw error("expected <key> in <dict>, found <\(keyTag.name)>", at: keyTag.location)
        }
        let key = keyTag.isEmpty ? "" : try text(of: "key", at: keyTag.location)
        try skipMisc()
        guard index < bytes.count, !lookingAt("</") else {
          throw error("the key \"\(key)\" has no value", at: keyTag.location)
        }
        let value = try value(depth: depth + 1)
        members.append(ConfigNode.Member(key: key, keyLocation: keyTag.location, value: value))
      }
    case "array":
      var elements: [ConfigNode] = []
      if tag.isEmpty { return ConfigNode(kind: .array([]), location: at) }
      while true {
        try skipMisc()
        if lookingAt("</") {
          try endTag("array")
          return ConfigNode(kind: .array(elements), location: at)
        }
        guard index < bytes.count else { throw error("<array> is not closed", at: at) }
        elements.append(try value(depth: depth + 1))
      }
    case "true", "false":
      if !tag.isEmpty { try endTag(tag.name) }
      return ConfigNode(kind: .bool(tag.name == "true"), location: at)
    case "string", "date", "data":
      let text = tag.isEmpty ? "" : try text(of: tag.name, at: at)
      return ConfigNode(
        kind: .string(tag.name == "string" ? text : "<\(tag.name)>"), location: at)
    case "integer", "real":
      let raw = tag.isEmpty ? "" : try text(of: tag.name, at: at)
      let trimmed = String(
        raw.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      guard let number = Self.number(trimmed, integer: tag.name == "integer") else {
        throw error(
          "<\(tag.name)> holds \"\(trimmed)\", which is not \(tag.name == "integer" ? "a whole number" : "a number")",
          at: at)
      }
      return ConfigNode(kind: .number(number), location: at)
    default:
      throw error(
        "unknown property list element <\(tag.name)> (dict, array, key, string, integer, real, "
          + "true, false, date or data)", at: at)
    }
  }

  private static func number(_ text: String, integer: Bool) -> Double? {
    if integer {
      if let value = Int64(text) { return Double(value) }
      let negative = text.hasPrefix("-")
      let digits = negative || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
      if digits.hasPrefix("0x") || digits.hasPrefix("0X"),
        let value = UInt64(digits.dropFirst(2), radix: 16)
      {
        return negative ? -Double(value) : Double(value)
      }
      return nil
    }
    return Double(text)
  }
}
