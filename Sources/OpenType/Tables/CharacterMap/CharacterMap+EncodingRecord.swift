extension CharacterMap {
  /// One encoding record of the table.
  public struct EncodingRecord: Sendable, Hashable {
    /// The platform.
    public let platformID: PlatformID
    /// The platform-specific encoding.
    public let encodingID: Int
    /// The subtable's absolute offset in the file (-1 when the recorded offset is beyond any
    /// file).
    public let offset: Int
    /// The subtable's format, or `nil` when its offset is outside the table.
    public let format: Int?
  }
}
