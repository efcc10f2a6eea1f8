extension TableDirectory {
  /// One table's entry in the directory.
  public struct Record: Sendable, Hashable {
    /// The table's tag, such as `'head'`.
    public let tag: Tag
    /// The checksum the file records for the table.
    public let checksum: UInt32
    /// The table's absolute offset in the file.
    public let offset: Int
    /// The table's length in bytes (without padding).
    public let length: Int
    /// Whether the table lies entirely inside the file; a table that does not is treated as
    /// absent by ``Face/tableReader(for:)``.
    public let isInsideFile: Bool
  }
}
