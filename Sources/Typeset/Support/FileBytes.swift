#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file's bytes with POSIX calls, straight into arrays.
enum FileBytes {
  /// The whole file, or `nil` when it cannot be opened or read. The file's size, when the
  /// system knows it, sizes the first read; whatever follows (a file that grew, a pipe or a
  /// device) is read in further blocks until its end.
  static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    let size = fstat(descriptor, &status) == 0 ? max(0, Int(status.st_size)) : 0
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
