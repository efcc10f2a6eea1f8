import OpenType

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file's bytes with POSIX calls, straight into arrays, or maps a font file.
enum FileBytes {
  /// What is at a path, for the message when it cannot be read.
  enum Kind {
    /// Nothing: no such file (or a directory on the way cannot be searched).
    case missing
    /// A directory.
    case directory
    /// Anything else: a file, a device, a pipe.
    case other
  }

  /// What is at `path`, following symbolic links.
  static func kind(of path: String) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else { return .missing }
    return status.st_mode & S_IFMT == S_IFDIR ? .directory : .other
  }

  /// Files at least this large are mapped rather than read (smaller ones cost less to copy
  /// than to map).
  static let smallestMappedFile = 64 * 1024

  /// A font file's bytes: a large regular file is mapped read-only, so that only the pages the
  /// tables read are loaded and they stay clean, shared with the page cache (what Core Text
  /// does with fonts); anything else is read. `nil` when the file cannot be opened or read.
  ///
  /// A mapped file must not shrink while the library uses it; fonts are not rewritten in place
  /// by the tools that install them.
  static func fontData(of path: String) -> FontData? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      Int(status.st_size) >= smallestMappedFile
    {
      let size = Int(status.st_size)
      if let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
        address != MAP_FAILED
      {
        return FontData(unsafeAdopting: UnsafeRawBufferPointer(start: address, count: size)) {
          munmap(UnsafeMutableRawPointer(mutating: $0.baseAddress), $0.count)
        }
      }
    }
    guard let bytes = contents(of: descriptor, size: Int(status.st_size)) else { return nil }
    return FontData(bytes)
  }

  /// The whole file, or `nil` when it cannot be opened or read. The file's size, when the
  /// system knows it, sizes the first read; whatever follows (a file that grew, a pipe or a
  /// device) is read in further blocks until its end.
  static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    return contents(of: descriptor, size: fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0)
  }

  /// The rest of an open file; `size` is what the system says its size is (0 if unknown).
  private static func contents(of descriptor: Int32, size: Int) -> [UInt8]? {
    let size = max(0, size)
    var result: [UInt8] = []
    // One byte more than the size, so that a file read whole is known to be whole without a
    // second read.
    var blockSize = size + 1
    while true {
      guard let block = readBlock(descriptor, count: blockSize) else { return nil }
      let isFull = block.count == blockSize
      if result.isEmpty { result = block } else { result.append(contentsOf: block) }
      if !isFull { return result }
      blockSize = 65_536
    }
  }

  /// Up to `count` bytes, fewer only at the end of the file; `nil` on a read error.
  private static func readBlock(_ descriptor: Int32, count: Int) -> [UInt8]? {
    var failed = false
    let block = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      var total = 0
      while total < count, let base = buffer.baseAddress {
        let done = read(descriptor, base + total, count - total)
        if done < 0 {
          if errno == EINTR { continue }
          failed = true
          break
        }
        if done == 0 { break }
        total += done
      }
      initialized = total
    }
    return failed ? nil : block
  }
}
