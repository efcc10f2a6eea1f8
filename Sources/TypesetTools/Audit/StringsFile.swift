import Typeset
import TypesetLoader

/// Reads the strings of an app: Apple `.strings` files, String Catalogs (`.xcstrings`), JSON
/// arrays of strings, and plain text with one string per line.
public enum StringsFile {
  /// Why a strings file could not be read.
  public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public let file: String
    /// What is wrong, with a line number when there is one.
    public let reason: String
    /// Whether the file could not be read at all (missing, not a regular file, too large …),
    /// as opposed to read and found wrong: the command line's exit 66 against 1.
    public let isUnreadable: Bool

    /// An error of a file that was read and found wrong, or with `isUnreadable` one of
    /// reading it.
    public init(file: String, reason: String, isUnreadable: Bool = false) {
      self.file = file
      self.reason = reason
      self.isUnreadable = isUnreadable
    }

    /// `file: reason`.
    public var description: String { "\(file): \(reason)" }
  }

  /// Reads the strings of the file at `path`, choosing the format by its extension (`.strings`,
  /// `.xcstrings`, `.json`, anything else is plain text).
  public static func read(_ path: String) throws(ReadError) -> [AuditString] {
    let bytes: [UInt8]
    do {
      bytes = try TypographyDocument.readFile(path)
    } catch {
      throw ReadError(file: path, reason: error.reason, isUnreadable: true)
    }
    return try parse(bytes, file: path)
  }

  /// Reads strings from bytes; `file` names the source and chooses the format.
  public static func parse(_ bytes: [UInt8], file: String) throws(ReadError) -> [AuditString] {
    let text = decode(bytes)
    let lower = file.lowercased()
    if lower.hasSuffix(".strings") { return try appleStrings(text, file: file) }
    if lower.hasSuffix(".xcstrings") { return try stringCatalog(bytes, file: file) }
    if lower.hasSuffix(".json") { return try jsonArray(bytes, file: file) }
    var strings: [AuditString] = []
    // `\r\n` is one Character in Swift, so split on every kind of line break.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimming(" \t\r")
      if !trimmed.isEmpty {
        let column = line.prefix(while: { $0 == " " || $0 == "\t" }).count + 1
        strings.append(
          AuditString(text: sample(trimmed), file: file, line: index + 1, column: column))
      }
    }
    return strings
  }

  /// UTF-8, or UTF-16 with a byte order mark (Xcode still writes some `.strings` that way).
  static func decode(_ bytes: [UInt8]) -> String {
    if bytes.count >= 2,
      (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
    {
      let bigEndian = bytes[0] == 0xFE
      var units: [UInt16] = []
      var index = 2
      while index + 1 < bytes.count {
        let pair = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
        units.append(bigEndian ? pair.0 << 8 | pair.1 : pair.1 << 8 | pair.0)
        index += 2
      }
      return String(decoding: units, as: UTF16.self)
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return String(decoding: body, as: UTF8.self)
  }

  /// Replaces printf-style format specifiers (`%@`, `%d`, `%1$lld`, `%.1f`) with sample
  /// digits, so that "%d items" is measured like "000 items"; `%%` becomes `%`.
  public static func sample(_ text: String) -> String {
    var result = ""
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
      guard character == "%" else {
        result.append(character)
        continue
      }
      if characters.first == "%" {
        characters.removeFirst()
        result.append("%")
        continue
      }
      var lookahead = characters
      while let next = lookahead.first, "0123456789$.-+# lhqzjtL".contains(next) {
        lookahead.removeFirst()
      }
      if let conversion = lookahead.first, "@dDiuUxXoOfFeEgGcCsSpaA".contains(conversion) {
        lookahead.removeFirst()
        characters = lookahead
        result += "000"
      } else {
        result.append("%")
      }
    }
    return result
  }

  private static func appleStrings(_ text: String, file: String) throws(ReadError) -> [AuditString]
  {
    var parser = StringsParser(Array(text.unicodeScalars))
    var strings: [AuditString] = []
    do {
      while let pair = try parser.nextPair() {
        strings.append(
          AuditString(
            text: sample(pair.value), file: file, line: pair.line, column: pair.column,
            key: pair.key))
      }
    } catch {
      throw ReadError(file: file, reason: "line \(error.line): \(error.message)")
    }
    return strings
  }

  private static func stringCatalog(_ bytes: [UInt8], file: String) throws(ReadError)
    -> [AuditString]
  {
    let root: ConfigNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw ReadError(file: file, reason: "not valid JSON at \(error.location): \(error.message)")
    }
    guard case .object(let top) = root.kind,
      let stringsNode = top.first(where: { $0.key == "strings" })?.value,
      case .object(let entries) = stringsNode.kind
    else {
      throw ReadError(file: file, reason: "not a String Catalog (no \"strings\" object)")
    }
    var strings: [AuditString] = []
    for entry in entries {
      var values: [(String, String, SourceLocation?)] = []
      collectStringUnits(entry.value, language: nil, into: &values)
      if values.isEmpty, !entry.key.isEmpty {
        // A key without localizations is its own source text.
        values.append((entry.key, "source", entry.keyLocation))
      }
      for (value, language, location) in values {
        strings.append(
          AuditString(
            text: sample(value), file: file, line: location?.line, column: location?.column,
            key: "\(entry.key) [\(language)]", language: language))
      }
    }
    return strings
  }

  /// Every `stringUnit.value` under a node, with the localization it belongs to.
  private static func collectStringUnits(
    _ node: ConfigNode, language: String?,
    into values: inout [(String, String, SourceLocation?)]
  ) {
    guard case .object(let members) = node.kind else { return }
    for member in members {
      if member.key == "localizations", case .object(let languages) = member.value.kind {
        for localization in languages {
          collectStringUnits(localization.value, language: localization.key, into: &values)
        }
      } else if member.key == "stringUnit", case .object(let unit) = member.value.kind,
        let value = unit.first(where: { $0.key == "value" })?.value,
        case .string(let text) = value.kind
      {
        values.append((text, language ?? "?", value.location))
      } else {
        collectStringUnits(member.value, language: language, into: &values)
      }
    }
  }

  private static func jsonArray(_ bytes: [UInt8], file: String) throws(ReadError) -> [AuditString] {
    let root: ConfigNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw ReadError(file: file, reason: "not valid JSON at \(error.location): \(error.message)")
    }
    guard case .array(let elements) = root.kind else {
      throw ReadError(file: file, reason: "must be a JSON array of strings")
    }
    var strings: [AuditString] = []
    for (index, element) in elements.enumerated() {
      guard case .string(let text) = element.kind else {
        throw ReadError(file: file, reason: "element \(index) is not a string")
      }
      strings.append(
        AuditString(
          text: sample(text), file: file, line: element.location?.line,
          column: element.location?.column))
    }
    return strings
  }
}
