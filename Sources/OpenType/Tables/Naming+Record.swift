extension Naming {
  /// One string of the table, with the platform, encoding and language it is written in.
  public struct Record: Sendable {
    /// The platform the string is written for.
    public let platformID: PlatformID
    /// The platform-specific encoding.
    public let encodingID: Int
    /// The platform-specific language (0x0409 is Windows English (US); 0 is Mac English).
    public let languageID: Int
    /// What the string is (family, subfamily, …).
    public let nameID: NameID
    /// The string's bytes, or `nil` when the record points outside the table.
    let storage: ByteReader?

    /// The decoded string, or `nil` when its bytes are outside the table or its encoding is not
    /// one this reader decodes.
    public var string: String? {
      guard let storage else { return nil }
      let start = storage.offset
      let end = storage.limit
      switch (platformID, encodingID) {
      case (.unicode, _), (.windows, 0), (.windows, 1), (.windows, 10):
        // Unpaired surrogates become U+FFFD rather than failing.
        return UTF16BigEndian.decode(storage.bytes, from: start, to: end)
      case (.macintosh, 0):
        return MacRoman.decode(storage.bytes[start..<end])
      default:
        return nil
      }
    }

    /// How well the record suits a reader who wants an English name; lower is better.
    var preference: Int? {
      switch (platformID, encodingID) {
      case (.windows, 0), (.windows, 1), (.windows, 10):
        if languageID == 0x0409 { return 0 }
        return languageID & 0xFF == 0x09 ? 1 : 3  // 0x09: primary language English
      case (.unicode, _):
        return 2
      case (.macintosh, 0):
        return languageID == 0 ? 4 : 5
      default:
        return nil
      }
    }
  }
}
