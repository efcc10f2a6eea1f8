extension CharacterMap {
  /// A parsed subtable of a format that maps one code at a time (0, 4, 6, 12, 13), as offsets
  /// into the file, so that a face can keep it without a reference to the file; lookups read
  /// the file's bytes they are given.
  enum SubtableLayout: Sendable {
    case format0(Format0)
    case format4(Format4)
    case format6(Format6)
    /// Formats 12 and 13 share their layout, the group array; their lookups differ.
    case format12(MapGroups)
    case format13(MapGroups)

    /// Parses the subtable of `format` that `reader` starts at, or returns `nil` when the
    /// format is not one of these or the subtable does not fit.
    init?(format: Int, reader: RawReader) {
      do throws(OpenTypeError) {
        switch format {
        case 0: self = .format0(try Format0(reader))
        case 4: self = .format4(try Format4(reader))
        case 6: self = .format6(try Format6(reader))
        case 12: self = .format12(try MapGroups(reader))
        case 13: self = .format13(try MapGroups(reader))
        default: return nil
        }
      } catch {
        return nil
      }
    }

    /// The subtable's format number.
    var format: Int {
      switch self {
      case .format0: 0
      case .format4: 4
      case .format6: 6
      case .format12: 12
      case .format13: 13
      }
    }

    /// The glyph for a character code in the subtable's encoding, read from the file `bytes`;
    /// `nil` when the code is unmapped or maps to glyph 0.
    @inline(__always)
    func glyph(for code: UInt32, in bytes: UnsafeRawBufferPointer) -> GlyphID? {
      switch self {
      case .format0(let layout): layout.glyph(for: code, in: bytes)
      case .format4(let layout): layout.glyph(for: code, in: bytes)
      case .format6(let layout): layout.glyph(for: code, in: bytes)
      case .format12(let groups): groups.consecutiveGlyph(for: code, in: bytes)
      case .format13(let groups): groups.sharedGlyph(for: code, in: bytes)
      }
    }
  }
}
