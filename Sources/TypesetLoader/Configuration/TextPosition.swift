import Typeset

/// Where a parser is in a UTF-8 text, as the line and column a diagnostic shows: the JSON and
/// XML property list parsers keep one each.
///
/// Columns count characters, not bytes (UTF-8 continuation bytes are skipped). A location is
/// counted on from the previous one asked for on the same line, so that a file written on one
/// long line stays linear to parse.
struct TextPosition {
  /// The line of the parser's position, from 1.
  private var line = 1
  /// The offset of the first byte of that line.
  private var lineStart = 0
  /// The column of ``columnIndex`` on the line that starts at ``columnLineStart``.
  private var column = 1
  private var columnIndex = 0
  private var columnLineStart = 0

  /// Starts the first line at `offset` (after a byte order mark, say).
  mutating func startFirstLine(at offset: Int) {
    lineStart = offset
  }

  /// Starts a new line at `offset`, the byte after a line feed.
  mutating func startLine(at offset: Int) {
    line += 1
    lineStart = offset
  }

  /// The location of `index` in `bytes`, counted from the start of its line.
  func location(of index: Int, in bytes: [UInt8]) -> SourceLocation {
    var column = 1
    var position = lineStart
    while position < index {
      if bytes[position] & 0xC0 != 0x80 { column += 1 }
      position += 1
    }
    return SourceLocation(line: line, column: column)
  }

  /// The location of `index` in `bytes`, counted on from the last location asked for on the
  /// same line.
  mutating func nextLocation(of index: Int, in bytes: [UInt8]) -> SourceLocation {
    if columnLineStart != lineStart || columnIndex > index {
      column = 1
      columnIndex = lineStart
      columnLineStart = lineStart
    }
    while columnIndex < index {
      if bytes[columnIndex] & 0xC0 != 0x80 { column += 1 }
      columnIndex += 1
    }
    return SourceLocation(line: line, column: column)
  }
}
