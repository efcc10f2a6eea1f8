import Typeset

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file whole or not at all: the one place the tools write the files they are asked
/// for.
///
/// The bytes go to a new temporary file in the target's folder, which is written, flushed to
/// the disk (`fsync`), checked (every byte written) and renamed over the target, so that a
/// reader, a second run writing the same file at the same time, a full disk or an interrupted
/// run (SIGINT, SIGTERM; see ``TemporaryFiles``) sees the old file or the new one, never a part
/// of one. When anything fails the temporary file is removed and the old file is as it was.
///
/// A symbolic link to a file stays a link: the file it leads to is replaced. A target that
/// exists and is not a regular file (`/dev/null`, `/dev/stdout`, a FIFO) is written in place,
/// each write checked; a FIFO without a reader is an error rather than a wait.
///
/// ```swift
/// try AtomicFile.write(Array(source.utf8), to: "Generated/Typography.swift")
/// ```
package enum AtomicFile {
  /// Why a file was not written. The old file, if any, is unchanged.
  package struct WriteError: Error, Hashable, Sendable {
    /// The path as given.
    package let path: String
    /// What went wrong, such as "No space left on device" or "it is a folder, not a file".
    package let reason: String
    /// Whether the path cannot name a file at all (its folder is missing, a part of it is a
    /// file, a loop of symbolic links): sysexits' `EX_CANTCREAT` (73) rather than the
    /// `EX_IOERR` (74) of a write that failed.
    package let isUncreatable: Bool
  }

  /// Replaces the file at `path` with `bytes`, atomically; see ``AtomicFile``.
  ///
  /// - Throws: ``WriteError`` when the file cannot be written; the old file is unchanged and
  ///   no temporary file is left.
  package static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
    func failure(_ reason: String, uncreatable: Bool = false) -> WriteError {
      WriteError(path: path, reason: reason, isUncreatable: uncreatable)
    }
    if path.isEmpty { throw failure("the path is empty", uncreatable: true) }
    var status = stat()
    var target = path
    var mode: mode_t?
    if stat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        throw failure("it is a folder, not a file")
      case S_IFREG:
        if access(path, W_OK) != 0 { throw failure("the file is not writable") }
        // The file a link leads to is replaced, and the link kept.
        if let resolved = realPath(path) { target = resolved }
        mode = status.st_mode & 0o7777
      default:
        try writeInPlace(bytes, to: path)
        return
      }
    } else {
      let code = errno
      if let problem = folderProblem(path, errorCode: code) {
        throw failure(problem, uncreatable: true)
      }
      if code != ENOENT { throw failure(systemReason(code)) }
    }
    try replace(target, with: bytes, mode: mode, reportingAs: path)
  }

  /// Writes the bytes to a temporary file beside `target` and renames it over `target`.
  private static func replace(
    _ target: String, with bytes: [UInt8], mode: mode_t?, reportingAs path: String
  ) throws(WriteError) {
    func failure(_ reason: String) -> WriteError {
      WriteError(path: path, reason: reason, isUncreatable: false)
    }
    let folder = directory(of: target)
    let name = target.split(separator: "/").last.map { String($0.prefix(64)) } ?? "file"
    var descriptor: Int32 = -1
    var temporary = ""
    var slot: Int?
    // A new name on each try: another run (or an earlier one killed by SIGKILL) may hold one.
    for _ in 0..<16 {
      let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      temporary = "\(folder)/.\(name).\(getpid()).\(suffix).tmp"
      slot = TemporaryFiles.register(temporary)
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 { break }
      let code = errno
      TemporaryFiles.unregister(slot)
      if code == EEXIST { continue }
      if code == EACCES || code == EPERM {
        throw failure("the folder \(folder) is not writable (\(systemReason(code)))")
      }
      throw failure(systemReason(code))
    }
    guard descriptor >= 0 else { throw failure("no temporary file could be made in \(folder)") }
    func discard(_ reason: String) -> WriteError {
      if descriptor >= 0 { close(descriptor) }
      unlink(temporary)
      TemporaryFiles.unregister(slot)
      return failure(reason)
    }
    // The new file keeps the old one's permissions; a new one gets 0666 less the umask.
    if let mode { _ = fchmod(descriptor, mode) }
    let written = writeAll(bytes, to: descriptor)
    if let code = written.error { throw discard(systemReason(code)) }
    if written.count != bytes.count {
      throw discard("only \(written.count) of \(bytes.count) bytes were written")
    }
    if fsync(descriptor) != 0 { throw discard(systemReason(errno)) }
    let closed = close(descriptor)
    descriptor = -1
    if closed != 0, errno != EINTR { throw discard(systemReason(errno)) }
    pauseForTests()
    if rename(temporary, target) != 0 { throw discard(systemReason(errno)) }
    TemporaryFiles.unregister(slot)
    // The rename itself reaches the disk with the folder's entry (best effort: not every
    // file system can sync a folder).
    let folderDescriptor = open(folder, O_RDONLY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Writes to a device, a FIFO or a socket that exists at `path`.
  private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(WriteError) {
    func failure(_ reason: String) -> WriteError {
      WriteError(path: path, reason: reason, isUncreatable: false)
    }
    // O_NONBLOCK: opening a FIFO that no process reads fails (ENXIO) instead of waiting.
    let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENXIO { throw failure("no process is reading it") }
      throw failure(systemReason(code))
    }
    defer { close(descriptor) }
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    let written = writeAll(bytes, to: descriptor)
    if let code = written.error { throw failure(systemReason(code)) }
    if written.count != bytes.count {
      throw failure("only \(written.count) of \(bytes.count) bytes were written")
    }
  }

  /// Writes every byte, retrying interrupted and partial writes: how many were written, and
  /// the error that stopped it.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> (
    count: Int, error: Int32?
  ) {
    bytes.withUnsafeBytes { buffer in
      var total = 0
      while total < buffer.count, let base = buffer.baseAddress {
        let done = systemWrite(descriptor, base + total, buffer.count - total)
        if done < 0 {
          if errno == EINTR { continue }
          return (total, errno)
        }
        if done == 0 { return (total, nil) }
        total += done
      }
      return (total, nil)
    }
  }

  /// Why a path whose `stat` failed with `code` cannot name a file: its folder is missing, a
  /// part of it is a file, or a loop of symbolic links; `nil` for anything else.
  private static func folderProblem(_ path: String, errorCode code: Int32) -> String? {
    if code == ELOOP { return "it is a loop of symbolic links (a link leads back to itself)" }
    if code == ENAMETOOLONG { return "the path is too long" }
    guard code == ENOENT || code == ENOTDIR else { return nil }
    // A link whose file is missing is written through: the folder that matters is its own.
    let folder = directory(of: path)
    var status = stat()
    if stat(folder, &status) == 0 {
      return status.st_mode & S_IFMT == S_IFDIR ? nil : "\(folder) is a file, not a folder"
    }
    // The nearest part of the path that exists says why the folder is missing.
    var ancestor = directory(of: folder)
    while ancestor != "/", ancestor != ".", stat(ancestor, &status) != 0 {
      ancestor = directory(of: ancestor)
    }
    if stat(ancestor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
      return "\(ancestor) is a file, not a folder"
    }
    return "the folder \(folder) does not exist (create it first)"
  }

  /// The system's words for `errno` `code`: "No space left on device".
  static func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// The path with every symbolic link resolved, or `nil`.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The folder part of a path: `.` for a bare name, `/` for a file at the root.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// For tests of interruption only: with `TYPESET_TEST_PAUSE_BEFORE_RENAME` set to a number
  /// of seconds, waits that long between writing the temporary file and renaming it, so that
  /// a test can send SIGINT or SIGTERM at that moment.
  private static func pauseForTests() {
    guard let value = getenv("TYPESET_TEST_PAUSE_BEFORE_RENAME"),
      let seconds = UInt32(String(cString: value)), seconds > 0
    else { return }
    sleep(seconds)
  }
}

/// `write(2)`, named apart from the enum's own `write`.
private func systemWrite(
  _ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int
) -> Int {
  write(descriptor, buffer, count)
}
