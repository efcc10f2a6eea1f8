import OpenType
import Typeset

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file's bytes with POSIX calls, straight into arrays, or maps a font file: the one
/// place Typeset and its tools read files.
///
/// Only regular files are read (and `/dev/null`, which reads as an empty file). A path is looked at with `stat` first, so that a device, a
/// FIFO, a socket or a directory is refused by its kind without being opened (opening a FIFO
/// for reading waits for a writer; reading `/dev/zero` never ends). The file is then opened
/// with `O_NONBLOCK`, so that a FIFO put in its place in between cannot block the open, and
/// the descriptor is checked again with `fstat`. A file larger than its limit is refused
/// before any memory is allocated for it, and a file that grows while it is read is read no
/// further than the limit.
package enum FileBytes {
  /// The largest typography, tokens, strings or text file read: 64 MiB. A typography of
  /// 20,000 styles is under 1 MiB; the limit stops a wrong path from filling the memory.
  package static let largestTextFile = 64 << 20

  /// The largest font file read: 4 GiB less one byte, the most that OpenType's 32-bit offsets
  /// can address.
  package static let largestFontFile = MemoryLayout<Int>.size >= 8 ? Int(UInt32.max) : Int.max

  /// Files at least this large are mapped rather than read (smaller ones cost less to copy
  /// than to map).
  static let smallestMappedFile = 64 * 1024

  /// A font file's bytes: a large file is mapped read-only, so that only the pages the tables
  /// read are loaded and they stay clean, shared with the page cache (what Core Text does with
  /// fonts); a small one is read.
  ///
  /// A mapped file must not shrink while the library uses it; fonts are not rewritten in place
  /// by the tools that install them.
  ///
  /// - Throws: ``TypographyDocument/FileReadError`` when the path is not a regular file, is
  ///   larger than ``largestFontFile``, or cannot be opened or read.
  static func fontData(of path: String) throws(TypographyDocument.FileReadError) -> FontData {
    let file = try OpenFile(path, limit: largestFontFile)
    defer { close(file.descriptor) }
    if file.size >= smallestMappedFile,
      let address = mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.descriptor, 0),
      address != MAP_FAILED
    {
      return FontData(unsafeAdopting: UnsafeRawBufferPointer(start: address, count: file.size)) {
        munmap(UnsafeMutableRawPointer(mutating: $0.baseAddress), $0.count)
      }
    }
    return FontData(try contents(of: file.descriptor, size: file.size, limit: largestFontFile))
  }

  /// The whole regular file at `path`, at most `limit` bytes.
  ///
  /// - Throws: ``TypographyDocument/FileReadError`` when the path is not a regular file, is
  ///   larger than `limit`, or cannot be opened or read.
  static func contents(of path: String, limit: Int = largestTextFile)
    throws(TypographyDocument.FileReadError) -> [UInt8]
  {
    let file = try OpenFile(path, limit: limit)
    defer { close(file.descriptor) }
    return try contents(of: file.descriptor, size: file.size, limit: limit)
  }

  /// Everything on standard input, at most ``largestTextFile`` bytes: a pipe, a terminal or a
  /// redirected file alike (`-` on the command line).
  ///
  /// - Throws: ``TypographyDocument/FileReadError`` when standard input cannot be read or
  ///   holds more than ``largestTextFile`` bytes.
  package static func standardInput() throws(TypographyDocument.FileReadError) -> [UInt8] {
    try contents(of: STDIN_FILENO, size: 0, limit: largestTextFile)
  }

  /// Why nothing can be found at `path` ("no such file", "is a loop of symbolic links …"),
  /// or `nil` when something is there.
  ///
  /// - Parameter missing: The words for a path that does not exist (`ENOENT`), where the
  ///   caller names more than files ("no such file or folder").
  package static func reasonUnreachable(_ path: String, missing: String? = nil) -> String? {
    var status = stat()
    guard stat(path, &status) != 0 else { return nil }
    let error = errno
    if error == ENOENT, let missing { return missing }
    return FileReadProblem.reason(error)
  }

  /// The rest of an open file, whose size the system gave as `size` (0 when unknown); more
  /// than `limit` bytes is an error.
  private static func contents(of descriptor: Int32, size: Int, limit: Int)
    throws(TypographyDocument.FileReadError) -> [UInt8]
  {
    var result: [UInt8] = []
    // One byte more than the size, so that a file read whole is known to be whole without a
    // second read.
    var blockSize = min(max(0, size), limit) + 1
    while true {
      let block = try readBlock(descriptor, count: blockSize)
      let isFull = block.count == blockSize
      if result.isEmpty { result = block } else { result.append(contentsOf: block) }
      if result.count > limit {
        throw TypographyDocument.FileReadError(reason: FileReadProblem.tooLarge(limit: limit))
      }
      if !isFull { return result }
      blockSize = min(65_536, limit + 1 - result.count)
    }
  }

  /// Up to `count` bytes, fewer only at the end of the file.
  private static func readBlock(_ descriptor: Int32, count: Int)
    throws(TypographyDocument.FileReadError) -> [UInt8]
  {
    var failure: Int32 = 0
    let block = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      var total = 0
      while total < count, let base = buffer.baseAddress {
        let done = read(descriptor, base + total, count - total)
        if done < 0 {
          if errno == EINTR { continue }
          failure = errno
          break
        }
        if done == 0 { break }
        total += done
      }
      initialized = total
    }
    guard failure == 0 else {
      throw TypographyDocument.FileReadError(reason: FileReadProblem.reason(failure))
    }
    return block
  }
}

/// A regular file opened for reading: checked by `stat`, opened without blocking and checked
/// again by `fstat`.
struct OpenFile {
  /// The open descriptor; the caller closes it.
  let descriptor: Int32
  /// The file's size when it was opened.
  let size: Int

  /// Opens the regular file at `path`, at most `limit` bytes large.
  init(_ path: String, limit: Int) throws(TypographyDocument.FileReadError) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw TypographyDocument.FileReadError(reason: FileReadProblem.reason(errno))
    }
    try Self.check(status, limit: limit)
    // O_NONBLOCK: a FIFO swapped in since the stat must not block the open.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw TypographyDocument.FileReadError(reason: FileReadProblem.reason(errno))
    }
    guard fstat(descriptor, &status) == 0 else {
      let failure = errno
      close(descriptor)
      throw TypographyDocument.FileReadError(reason: FileReadProblem.reason(failure))
    }
    do {
      try Self.check(status, limit: limit)
    } catch {
      close(descriptor)
      throw error
    }
    self.descriptor = descriptor
    self.size = Int(status.st_size)
  }

  /// Refuses anything but a regular file of at most `limit` bytes, or the null device, which
  /// reads as an empty file (`validate /dev/null` says the file is empty).
  private static func check(_ status: stat, limit: Int) throws(TypographyDocument.FileReadError) {
    if isNullDevice(status) { return }
    if let reason = FileReadProblem.notAFile(status.st_mode) {
      throw TypographyDocument.FileReadError(reason: reason)
    }
    if status.st_size > limit {
      throw TypographyDocument.FileReadError(reason: FileReadProblem.tooLarge(limit: limit))
    }
  }
}

extension OpenFile {
  /// Whether `status` is that of `/dev/null` (the same device number).
  static func isNullDevice(_ status: stat) -> Bool {
    guard status.st_mode & S_IFMT == S_IFCHR else { return false }
    var null = stat()
    return stat("/dev/null", &null) == 0 && null.st_mode & S_IFMT == S_IFCHR
      && null.st_rdev == status.st_rdev
  }
}

/// The words of a read that failed.
enum FileReadProblem {
  /// What is at a path that is not a regular file ("is a FIFO (named pipe), not a file"), or
  /// `nil` for a regular file.
  static func notAFile(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "is a directory, not a file"
    case S_IFCHR: "is a character device, not a file"
    case S_IFBLK: "is a block device, not a file"
    case S_IFIFO: "is a FIFO (named pipe), not a file"
    case S_IFSOCK: "is a socket, not a file"
    default: "is not a regular file"
    }
  }

  /// The reason for a failed `stat`, `open` or `read`, from `errno`.
  static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case ENOTDIR: "no such file (a part of its path is a file, not a directory)"
    case ELOOP: "is a loop of symbolic links (a link leads back to itself)"
    case EACCES, EPERM: "cannot be read: permission denied"
    case ENAMETOOLONG: "the path is too long"
    default: "cannot be read: \(String(cString: strerror(code)))"
    }
  }

  /// The reason for a file larger than `limit`.
  static func tooLarge(limit: Int) -> String {
    "is larger than \(size(limit)), the most Typeset reads from such a file"
  }

  /// `64 MiB`, `4 GiB`.
  static func size(_ bytes: Int) -> String {
    bytes >= 1 << 30 ? "\((bytes + 1) >> 30) GiB" : "\(bytes >> 20) MiB"
  }
}
