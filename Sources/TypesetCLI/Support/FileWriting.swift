import Foundation

/// Writing a command's output file.
enum FileWriting {
  /// Writes `bytes` to `path`, replacing the file.
  ///
  /// - Throws: ``CommandLineError/cannotCreate(_:)`` (exit 73) when the file cannot be written,
  ///   saying what is wrong with the path (a folder that does not exist, a file where a folder
  ///   should be, a folder that is not writable).
  static func write(_ bytes: [UInt8], to path: String) throws(CommandLineError) {
    if let problem = problem(writing: path) {
      throw .cannotCreate("cannot write \(path): \(problem)")
    }
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .cannotCreate(
        "cannot write \(path): \(systemReason(creating: path) ?? error.localizedDescription)")
    }
  }

  /// The system's reason a file cannot be created at `path` (`Permission denied`, `No such
  /// file or directory`), asked by opening it the way a write would; Foundation's message for a
  /// failed atomic write says only that "the file doesn't exist".
  static func systemReason(creating path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    if descriptor >= 0 {
      close(descriptor)
      return nil
    }
    return String(cString: strerror(errno))
  }

  /// What makes `path` impossible to write, or `nil` when nothing visible does.
  static func problem(writing path: String) -> String? {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    if path.isEmpty { return "the path is empty" }
    if files.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue { return "it is a folder, not a file" }
      if !files.isWritableFile(atPath: path) { return "the file is not writable" }
    }
    let parent = (path as NSString).deletingLastPathComponent
    let folder = parent.isEmpty ? "." : parent
    if files.fileExists(atPath: folder, isDirectory: &isDirectory) {
      if !isDirectory.boolValue { return "\(folder) is a file, not a folder" }
      if !files.isWritableFile(atPath: folder) { return "the folder \(folder) is not writable" }
      return nil
    }
    // The nearest part of the path that exists says why the folder is missing.
    var ancestor = (folder as NSString).deletingLastPathComponent
    while !ancestor.isEmpty, ancestor != "/",
      !files.fileExists(atPath: ancestor, isDirectory: &isDirectory)
    {
      ancestor = (ancestor as NSString).deletingLastPathComponent
    }
    if !ancestor.isEmpty, files.fileExists(atPath: ancestor, isDirectory: &isDirectory),
      !isDirectory.boolValue
    {
      return "\(ancestor) is a file, not a folder"
    }
    return "the folder \(folder) does not exist (create it first)"
  }
}
