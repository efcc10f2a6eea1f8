/// A font file: one sfnt font, or a TrueType/OpenType collection of several.
///
/// OpenType spec, "Font Collections": a collection starts with `'ttcf'` and lists the offset of
/// each font's table directory; the fonts share the file's bytes (and often tables).
///
/// ```swift
/// let file = try FontFile(bytes: bytes)
/// for index in 0..<file.faceCount {
///   let face = try file.face(at: index)
///   print(face.postScriptName ?? "?")
/// }
/// ```
public struct FontFile: Sendable {
  /// The file's bytes.
  public let data: FontData
  /// Whether the file is a single font or a collection.
  public let kind: Kind
  /// The absolute offset of each face's table directory, as the file gives it (a collection's
  /// offsets are unsigned 32-bit numbers).
  public var faceOffsets: [Int] {
    kind == .font ? [0] : collectionOffsets.map { Int(exactly: $0) ?? Int.max }
  }
  /// A collection's face offsets as the file gives them; empty (no allocation) for a single
  /// font.
  private let collectionOffsets: [UInt32]

  /// Reads the file's header.
  ///
  /// A WOFF 1.0 file is read as the sfnt it wraps (``WOFF/sfnt(from:)``); ``data`` then holds
  /// that sfnt.
  ///
  /// - Throws: ``OpenTypeError/unknownMagic(_:)`` for anything but an sfnt, a collection or
  ///   WOFF, ``OpenTypeError/unsupportedFormat(_:hint:)`` for WOFF 2.0,
  ///   ``OpenTypeError/malformedWOFF(reason:)`` for a WOFF file that cannot be unpacked,
  ///   ``OpenTypeError/unexpectedEnd(offset:needed:)`` for a truncated header.
  public init(data: FontData) throws(OpenTypeError) {
    var reader = ByteReader(data)
    let magic = try reader.readUInt32()
    if magic == WOFF.signature {
      self = try FontFile(data: FontData(try WOFF.sfnt(from: data.bytes)))
      return
    }
    if magic == WOFF.signature2 {
      throw .unsupportedFormat("WOFF 2.0", hint: WOFF.woff2Hint)
    }
    if magic == 0x7474_6366 {  // 'ttcf'
      let majorVersion = Int(try reader.readUInt16())
      try reader.skip(2)  // minorVersion
      let count = try ByteReader.int(try reader.readUInt32())
      try reader.requireRecords(at: reader.offset, count: count, stride: 4)
      var offsets: [UInt32] = []
      offsets.reserveCapacity(count)
      for _ in 0..<count {
        // Kept as the file gives it, an offset no file can reach too, so that face(at:)
        // reports it as the file's number.
        offsets.append(try reader.readUInt32())
      }
      self.kind = .collection(majorVersion: majorVersion)
      self.collectionOffsets = offsets
    } else {
      let flavor = TableDirectory.Flavor(rawValue: magic)
      guard flavor == .trueType || flavor == .appleTrueType || flavor == .cff else {
        throw .unknownMagic(magic)
      }
      self.kind = .font
      self.collectionOffsets = []
    }
    self.data = data
  }

  /// Reads the header of a file given as an array of bytes.
  ///
  /// - Throws: See ``init(data:)``.
  public init(bytes: [UInt8]) throws(OpenTypeError) {
    try self.init(data: FontData(bytes))
  }

  /// The number of faces: 1 for a single font, the collection's count otherwise.
  public var faceCount: Int { kind == .font ? 1 : collectionOffsets.count }

  /// The face at `index` (0 for a single font).
  ///
  /// - Throws: ``OpenTypeError/faceIndexOutOfBounds(index:count:)`` for a bad index,
  ///   ``OpenTypeError/malformedTable(_:reason:)`` (`'ttcf'`) for a collection's offset past
  ///   the end of the file, or the error that makes the face unreadable (see
  ///   ``Face/init(data:offset:)``).
  public func face(at index: Int) throws(OpenTypeError) -> Face {
    guard index >= 0, index < faceCount else {
      throw .faceIndexOutOfBounds(index: index, count: faceCount)
    }
    guard kind != .font else { return try Face(data: data, offset: 0) }
    let raw = collectionOffsets[index]
    // Compared as unsigned numbers: an Int cannot hold every UInt32 on 32-bit platforms.
    guard UInt64(raw) < UInt64(data.count), let offset = Int(exactly: raw) else {
      throw .malformedTable(
        Self.collectionTag,
        reason:
          "face \(index)'s offset \(raw) (0x\(String(raw, radix: 16, uppercase: true))) is past "
          + "the end of the file (\(data.count) bytes)")
    }
    return try Face(data: data, offset: offset)
  }

  /// The tag a collection's header starts with (`'ttcf'`), which names it in errors.
  public static let collectionTag: Tag = "ttcf"
}
