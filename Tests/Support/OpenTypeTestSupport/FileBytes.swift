#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a whole file for the development tools (benchmarks, the fuzz replayer,
/// RenderCheck), with the C library only: no Foundation, so that what they time or replay is
/// the reader alone.
public enum FileBytes {
  /// The bytes of the file at `path`, or `nil` when it cannot be opened.
  public static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }
}
