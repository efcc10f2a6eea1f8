import Typeset

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file as the system knows it: its device and inode, the same whatever path names it
/// (`t.json`, `./t.json`, a symbolic link, a hard link).
///
/// The tools compare an output's identity with their inputs' to refuse writing over a file
/// they read:
///
/// ```swift
/// if FileIdentity(path: output) == FileIdentity(path: input) { … }
/// ```
package struct FileIdentity: Hashable, Sendable {
  /// The device that holds the file.
  let device: UInt64
  /// The file's inode number on that device.
  let inode: UInt64

  /// The identity of the file at `path`, following symbolic links; `nil` when nothing is
  /// there.
  package init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The identity of the file open as `descriptor` (standard input is 0).
  package init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self.init(status)
  }

  private init(_ status: stat) {
    device = UInt64(truncatingIfNeeded: status.st_dev)
    inode = UInt64(truncatingIfNeeded: status.st_ino)
  }
}
