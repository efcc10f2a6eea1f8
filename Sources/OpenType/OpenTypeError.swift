/// Why a font file could not be read.
///
/// Every malformed input ends in one of these cases (or, for an optional table, in the table's
/// absence); the reader never traps. The cases carry what is needed to say what went wrong.
public enum OpenTypeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data ended before a structure that needed `needed` bytes at `offset`.
  case unexpectedEnd(offset: Int, needed: Int)
  /// An offset pointed outside the file or its table.
  case offsetOutOfBounds(Int)
  /// The file does not start with a known sfnt or collection signature.
  case unknownMagic(UInt32)
  /// A collection was asked for a face it does not have.
  case faceIndexOutOfBounds(index: Int, count: Int)
  /// A table the font cannot work without is missing.
  case missingTable(Tag)
  /// A table is present but its contents are inconsistent.
  case malformedTable(Tag, reason: String)
  /// A table uses a version or format this reader does not know.
  case unsupportedVersion(Tag, version: UInt32)
  /// A nesting limit (composite glyphs, subroutines) was exceeded.
  case limitExceeded(Tag, reason: String)
  /// A WOFF 1.0 file whose header, directory or compressed tables are inconsistent.
  case malformedWOFF(reason: String)
  /// A font format this reader recognises but does not read (WOFF 2.0), with how to convert it.
  case unsupportedFormat(String, hint: String)

  /// A one-line, human-readable explanation.
  public var description: String {
    switch self {
    case .unexpectedEnd(let offset, let needed):
      return "unexpected end of data: needed \(needed) bytes at offset \(offset)"
    case .offsetOutOfBounds(let offset):
      return "offset \(offset) is outside the data"
    case .unknownMagic(let magic):
      let text = Tag(rawValue: magic).description
      let printable = text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
      return "not a font file (signature 0x\(String(magic, radix: 16))"
        + (printable ? ", '\(text)')" : ")")
    case .faceIndexOutOfBounds(let index, let count):
      return "face index \(index) is out of bounds (the collection has \(count) faces)"
    case .missingTable(let tag):
      return "required table '\(tag)' is missing"
    case .malformedTable(let tag, let reason):
      return "malformed '\(tag)' table: \(reason)"
    case .unsupportedVersion(let tag, let version):
      return "unsupported '\(tag)' table version 0x\(String(version, radix: 16))"
    case .limitExceeded(let tag, let reason):
      return "'\(tag)' exceeds a safety limit: \(reason)"
    case .malformedWOFF(let reason):
      return "malformed WOFF file: \(reason)"
    case .unsupportedFormat(let format, let hint):
      return "a \(format) file, which Typeset does not read: \(hint)"
    }
  }
}
