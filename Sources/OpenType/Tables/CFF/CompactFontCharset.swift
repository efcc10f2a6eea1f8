/// The charset of a name-keyed CFF font, used only to find glyphs by standard string id.
///
/// CFF spec section 13. Seac-style `endchar` names its base and accent by Standard Encoding
/// code; the code gives a standard string id (SID), and the charset says which glyph has it.
struct CompactFontCharset: Sendable {
  private enum Storage {
    case isoAdobe
    case unsupported
    case custom(format: UInt8, ByteReader)
  }

  private let storage: Storage
  private let numberOfGlyphs: Int

  /// The charset at `offset` in the CFF table; offsets 0–2 name predefined charsets.
  init(table: ByteReader, offset: Int, numberOfGlyphs: Int) throws(OpenTypeError) {
    self.numberOfGlyphs = numberOfGlyphs
    switch offset {
    case 0:
      storage = .isoAdobe
    case 1, 2:
      storage = .unsupported  // Expert charsets name no standard-encoded glyphs.
    default:
      var reader = try table.skipping(offset)
      let format = try reader.readUInt8()
      guard format <= 2 else { throw .unsupportedVersion("CFF ", version: UInt32(format)) }
      storage = .custom(format: format, reader)
    }
  }

  /// The glyph whose name has the standard string id `sid`, if any.
  func glyphIndex(forStringID sid: Int) throws(OpenTypeError) -> Int? {
    guard sid > 0 else { return sid == 0 && numberOfGlyphs > 0 ? 0 : nil }
    switch storage {
    case .isoAdobe:
      return sid < min(229, numberOfGlyphs) ? sid : nil
    case .unsupported:
      return nil
    case .custom(let format, var reader):
      var glyph = 1  // glyph 0 is always .notdef and is not listed
      while glyph < numberOfGlyphs {
        if format == 0 {
          if Int(try reader.readUInt16()) == sid { return glyph }
          glyph += 1
        } else {
          let first = Int(try reader.readUInt16())
          let left = format == 1 ? Int(try reader.readUInt8()) : Int(try reader.readUInt16())
          if sid >= first, sid <= first + left { return glyph + sid - first }
          glyph += left + 1
        }
      }
      return nil
    }
  }
}

/// Standard Encoding (CFF spec, appendix B): character code to standard string id.
enum StandardEncoding {
  /// The SID of a code, or 0 (`.notdef`) for unencoded codes.
  static func stringID(forCode code: Int) -> Int {
    switch code {
    case 32...126: return code - 31
    case 161...175: return code - 65
    case 177...180: return code - 66
    case 182...189: return code - 67
    case 191: return 123
    case 193...200: return code - 69
    case 202, 203: return code - 70
    case 205...208: return code - 71
    case 225: return 138
    case 227: return 139
    case 232...235: return code - 92
    case 241: return 144
    case 245: return 145
    case 248...251: return code - 102
    default: return 0
    }
  }
}
