import Foundation

/// Writing a command's output file.
enum FileWriting {
  /// Writes `bytes` to `path`, replacing the file.
  ///
  /// - Throws: ``CommandLineError/cannotCreate(_:)`` (exit 73) when the file cannot be written.
  static func write(_ bytes: [UInt8], to path: String) throws(CommandLineError) {
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .cannotCreate("cannot write \(path): \(error.localizedDescription)")
    }
  }
}
