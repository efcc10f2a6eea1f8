import Typeset

/// A parser for Apple's `.strings` format: `"key" = "value";` pairs with `/* */` and `//`
/// comments, backslash escapes and `\U` code points; unquoted keys are accepted as Xcode does.
struct StringsParser {
  struct ParseError: Error {
    let message: String
    let line: Int
  }

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  /// The index of the first scalar of the current line.
  private var lineStart = 0

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  /// The next `key = value;` pair and the line and column (from 1) it starts on, or `nil` at
  /// the end.
  mutating func nextPair() throws(ParseError) -> (
    key: String, value: String, line: Int, column: Int
  )? {
    try skipSpaceAndComments()
    guard index < scalars.count else { return nil }
    let start = line
    let column = index - lineStart + 1
    let key = try token()
    try skipSpaceAndComments()
    guard index < scalars.count, scalars[index] == "=" else {
      throw ParseError(message: "expected '=' after the key \"\(key)\"", line: line)
    }
    index += 1
    try skipSpaceAndComments()
    let value = try token()
    try skipSpaceAndComments()
    guard index < scalars.count, scalars[index] == ";" else {
      throw ParseError(message: "expected ';' after the value of \"\(key)\"", line: line)
    }
    index += 1
    return (key, value, start, column)
  }

  private mutating func skipSpaceAndComments() throws(ParseError) {
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" {
        line += 1
        index += 1
        lineStart = index
      } else if scalar.properties.isWhitespace {
        index += 1
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        index += 2
        while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
          if scalars[index] == "\n" {
            line += 1
            lineStart = index + 1
          }
          index += 1
        }
        guard index + 1 < scalars.count else {
          throw ParseError(message: "a /* comment is not closed", line: line)
        }
        index += 2
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      } else {
        return
      }
    }
  }

  private mutating func token() throws(ParseError) -> String {
    guard index < scalars.count else {
      throw ParseError(message: "unexpected end of file", line: line)
    }
    if scalars[index] != "\"" {
      var text = ""
      while index < scalars.count,
        scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
          || "_.-".unicodeScalars.contains(scalars[index])
      {
        text.unicodeScalars.append(scalars[index])
        index += 1
      }
      guard !text.isEmpty else {
        throw ParseError(message: "expected a quoted string, found '\(scalars[index])'", line: line)
      }
      return text
    }
    index += 1
    var text = String.UnicodeScalarView()
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\"":
        return String(text)
      case "\n":
        line += 1
        lineStart = index
        text.append(scalar)
      case "\\":
        guard index < scalars.count else { break }
        let escaped = scalars[index]
        index += 1
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "U", "u":
          var value: UInt32 = 0
          var digits = 0
          while digits < 4, index < scalars.count,
            let digit =
              scalars[index].properties.numericType != nil
                || "abcdefABCDEF".unicodeScalars.contains(scalars[index])
              ? UInt32(String(scalars[index]), radix: 16) : nil
          {
            value = value << 4 | digit
            index += 1
            digits += 1
          }
          guard digits == 4, let decoded = Unicode.Scalar(value) else {
            throw ParseError(message: "\\U needs four hex digits", line: line)
          }
          text.append(decoded)
        default:
          text.append(escaped)
        }
      default:
        text.append(scalar)
      }
    }
    throw ParseError(message: "a string is not closed", line: line)
  }
}
