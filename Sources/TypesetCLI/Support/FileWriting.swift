import ArgumentParsing
import Typeset
import TypesetLoader

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a command's output file, through the package's one atomic writer.
enum FileWriting {
  /// Writes `bytes` to `path`, replacing the file whole or not at all: a temporary file in the
  /// same folder is written, flushed, checked and renamed over it (see `AtomicFile`).
  ///
  /// - Throws: ``CommandLineError/cannotCreate(_:)`` (exit 73) when the path cannot name a file
  ///   (a folder that does not exist, a file where a folder should be), and
  ///   ``CommandLineError/ioError(_:)`` (exit 74) when the write fails (a full disk, a folder
  ///   in its place, no permission); either way saying why, and leaving the old file as it was.
  static func write(_ bytes: [UInt8], to path: String) throws(CommandLineError) {
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      let message = "cannot write \(path): \(error.reason)"
      throw error.isUncreatable ? .cannotCreate(message) : .ioError(message)
    }
  }

  /// Refuses, before anything is written, an output that is one of the run's inputs: the same
  /// file (device and inode) under any spelling, `./t.json` or a symbolic link included.
  ///
  /// - Parameters:
  ///   - outputs: The options and the paths they name (`-`, standard output, is skipped).
  ///   - inputs: The files the run read; `-` is standard input.
  /// - Throws: ``CommandLineError`` with exit 64, naming the option and the input.
  static func refuseInputs(
    _ outputs: [(option: String, path: String)], inputs: [String]
  ) throws(CommandLineError) {
    var identities: [(path: String, identity: FileIdentity)] = []
    for input in inputs {
      let identity =
        input == TypographyLoading.standardInput
        ? FileIdentity(descriptor: 0) : FileIdentity(path: input)
      if let identity { identities.append((input, identity)) }
    }
    for output in outputs where output.path != "-" {
      guard let identity = FileIdentity(path: output.path),
        let input = identities.first(where: { $0.identity == identity })
      else { continue }
      let named =
        input.path == output.path ? "" : " (\(TypographyLoading.displayName(input.path)))"
      throw .outputIsInput(
        "\(output.option) \(output.path) is a file this run reads\(named); writing it would "
          + "replace it: choose another path")
    }
    try refuseSharedOutputs(outputs)
  }

  /// Refuses two outputs of one run that name the same file (`--swift a --css ./a`), which
  /// would leave only the one written last: the same existing file by device and inode, or,
  /// for a file not made yet, the same name in the same folder (the folder resolved through
  /// its symbolic links).
  static func refuseSharedOutputs(_ outputs: [(option: String, path: String)])
    throws(CommandLineError)
  {
    let files = outputs.filter { $0.path != "-" }
    for (index, later) in files.enumerated() {
      for earlier in files[..<index] where sameFile(earlier.path, later.path) {
        throw .outputIsInput(
          "\(later.option) \(later.path) is the file \(earlier.option) \(earlier.path) writes; "
            + "one would replace the other: choose another path")
      }
    }
  }

  /// Whether two output paths name one file, existing or not.
  static func sameFile(_ first: String, _ second: String) -> Bool {
    if let one = FileIdentity(path: first), let other = FileIdentity(path: second) {
      return one == other
    }
    guard let one = resolvedLocation(first), let other = resolvedLocation(second) else {
      return first == second
    }
    return one == other
  }

  /// A path's folder resolved through symbolic links, and its last component; `nil` when the
  /// folder does not exist (the write then fails on its own).
  private static func resolvedLocation(_ path: String) -> String? {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard let resolved = realpath(folder, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved) + "/" + name
  }

  /// The font files a typography names, for ``refuseInputs(_:inputs:)``.
  static func fontFiles(of typography: Typography) -> [String] {
    typography.families.flatMap { $0.faces.map(\.resolvedPath) }
  }
}
