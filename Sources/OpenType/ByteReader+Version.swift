extension ByteReader {
  /// Reads the `majorVersion` and `minorVersion` (two `uint16`) that start a table whose only
  /// major version is 1 ('fvar', 'gvar', 'STAT', 'HVAR', 'MVAR'), and returns the minor version.
  ///
  /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the two do not fit, then
  ///   ``OpenTypeError/unsupportedVersion(_:version:)`` with the major version when it is not 1.
  @discardableResult
  mutating func readVersion1(of tag: Tag) throws(OpenTypeError) -> UInt16 {
    let major = try readUInt16()
    let minor = try readUInt16()
    guard major == 1 else { throw .unsupportedVersion(tag, version: UInt32(major)) }
    return minor
  }
}
