/// The bytes of a font file, shared between every table that reads them.
///
/// One immutable block of memory that sub-readers and tables refer to without copies: either a
/// copy of an array (``init(_:)``) or memory handed over by its owner, such as a file mapped by
/// the caller (``init(unsafeAdopting:release:)``), which is released when the last value that
/// refers to it goes.
public struct FontData: Sendable, RandomAccessCollection {
  private let storage: Storage

  /// The memory and how to give it back; immutable, so shared between threads.
  private final class Storage: @unchecked Sendable {
    let base: UnsafeRawPointer
    let count: Int
    let release: @Sendable (UnsafeRawBufferPointer) -> Void

    init(
      base: UnsafeRawPointer, count: Int,
      release: @escaping @Sendable (UnsafeRawBufferPointer) -> Void
    ) {
      self.base = base
      self.count = count
      self.release = release
    }

    deinit { release(UnsafeRawBufferPointer(start: base, count: count)) }
  }

  /// Copies the bytes of a file.
  public init(_ bytes: [UInt8]) {
    // At least one byte, so that the base address exists for an empty file too.
    let memory = UnsafeMutableRawPointer.allocate(
      byteCount: Swift.max(1, bytes.count), alignment: 8)
    bytes.withUnsafeBytes { source in
      if let sourceBase = source.baseAddress {
        memory.copyMemory(from: sourceBase, byteCount: source.count)
      }
    }
    storage = Storage(base: memory, count: bytes.count) { buffer in
      UnsafeMutableRawPointer(mutating: buffer.baseAddress)?.deallocate()
    }
  }

  /// Takes over memory that holds a font file, without copying it: `release` is called once,
  /// with `buffer`, when no value refers to the bytes any more.
  ///
  /// The caller promises that the bytes do not change and stay readable until then; a file
  /// mapped into memory, for example, must not shrink while it is mapped.
  ///
  /// - Parameters:
  ///   - buffer: The bytes; its base address must not be `nil`.
  ///   - release: Gives the memory back (for example `munmap`).
  public init(
    unsafeAdopting buffer: UnsafeRawBufferPointer,
    release: @escaping @Sendable (UnsafeRawBufferPointer) -> Void
  ) {
    guard let base = buffer.baseAddress else {
      release(buffer)
      self.init([])
      return
    }
    self.init(storage: Storage(base: base, count: buffer.count, release: release))
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// A copy of the bytes as an array (for WOFF's unpacking, which reads a whole file once).
  var bytes: [UInt8] {
    withUnsafeBytes { Array($0) }
  }

  /// The index of the first byte, always 0.
  public var startIndex: Int { 0 }
  /// The number of bytes.
  public var endIndex: Int { storage.count }

  /// The byte at `position`; callers check bounds through ``ByteReader``.
  public subscript(position: Int) -> UInt8 {
    precondition(position >= 0 && position < storage.count, "FontData index out of range")
    return storage.base.load(fromByteOffset: position, as: UInt8.self)
  }

  /// The big-endian `uint16` at `position`; the caller has checked that the two bytes exist.
  @inline(__always)
  func uint16(at position: Int) -> UInt16 {
    precondition(position >= 0 && position <= storage.count - 2)
    return UInt16(bigEndian: storage.base.loadUnaligned(fromByteOffset: position, as: UInt16.self))
  }

  /// The big-endian `uint32` at `position`; the caller has checked that the four bytes exist.
  @inline(__always)
  func uint32(at position: Int) -> UInt32 {
    precondition(position >= 0 && position <= storage.count - 4)
    return UInt32(bigEndian: storage.base.loadUnaligned(fromByteOffset: position, as: UInt32.self))
  }

  /// Calls `body` with the raw bytes, without copying; `body`'s typed errors pass through.
  func withBytes<Result>(
    _ body: (UnsafeRawBufferPointer) throws(OpenTypeError) -> Result
  ) throws(OpenTypeError) -> Result {
    try withExtendedLifetime(storage) { () throws(OpenTypeError) in
      try body(UnsafeRawBufferPointer(start: storage.base, count: storage.count))
    }
  }

  /// Calls `body` with the raw bytes, without copying.
  public func withUnsafeBytes<Result>(
    _ body: (UnsafeRawBufferPointer) throws -> Result
  ) rethrows -> Result {
    try withExtendedLifetime(storage) {
      try body(UnsafeRawBufferPointer(start: storage.base, count: storage.count))
    }
  }
}
