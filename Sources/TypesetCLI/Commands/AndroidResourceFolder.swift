import ArgumentParsing
import Typeset
import TypesetLoader
import TypesetTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing `generate --android-res DIR`: the generated XML and the font files, copied under
/// their resource names, into `DIR/values` and `DIR/font`.
enum AndroidResourceFolder {
  /// A file ready to be written: its path inside the folder and its bytes.
  struct Prepared {
    /// The path inside the `res` folder, such as `font/serif_regular.ttf`.
    let path: String
    /// The bytes.
    let bytes: [UInt8]
    /// Whether it is a font file.
    let isFont: Bool
  }

  /// Reads every font file and gives each its extension, before anything is written.
  ///
  /// - Throws: ``CommandLineError/invalidInput(_:)`` (exit 1) naming the face in the
  ///   typography file when a font cannot be read or is not a TrueType or OpenType file (a
  ///   collection, WOFF), which Android's font resources do not take.
  static func prepare(
    _ files: [AndroidResourceGenerator.File], typography: Typography, file: String
  ) throws(CommandLineError) -> [Prepared] {
    var prepared: [Prepared] = []
    for generated in files {
      switch generated.contents {
      case .text(let text):
        prepared.append(Prepared(path: generated.path, bytes: Array(text.utf8), isFont: false))
      case .fontCopy(let source, _, let face):
        let bytes: [UInt8]
        do {
          bytes = try TypographyDocument.readFile(source)
        } catch {
          throw .invalidInput(
            "\(file): \(face).file: cannot copy \(source) for --android-res: \(error.reason)")
        }
        guard
          let fileExtension = AndroidResourceGenerator.fontExtension(forFileStartingWith: bytes)
        else {
          throw .invalidInput(
            "\(file): \(face).file: cannot copy \(source) for --android-res: it is "
              + AndroidResourceGenerator.describeUnsupportedFont(startingWith: bytes)
              + " (convert it to .ttf or .otf)")
        }
        prepared.append(
          Prepared(path: generated.path + "." + fileExtension, bytes: bytes, isFont: true))
      }
    }
    return prepared
  }

  /// Writes the files into `folder` (made when missing, if its parent exists), each through
  /// the atomic writer, and reports the folder once on standard error.
  ///
  /// - Throws: ``CommandLineError/cannotCreate(_:)`` (exit 73) when the folder or a subfolder
  ///   cannot be made (a file in its place, a missing parent), and
  ///   ``CommandLineError/ioError(_:)`` (exit 74) when a folder or file cannot be written.
  static func write(
    _ files: [Prepared], into folder: String, output: CommandOutput, styleCount: Int
  ) throws(CommandLineError) {
    let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    try makeFolder(trimmed)
    var made: Set<String> = [trimmed]
    var total = 0
    for file in files {
      let path = trimmed + "/" + file.path
      if let slash = path.lastIndex(of: "/") {
        let parent = String(path[..<slash])
        if !made.contains(parent) {
          try makeFolder(parent)
          made.insert(parent)
        }
      }
      try FileWriting.write(file.bytes, to: path)
      total += file.bytes.count
    }
    let fonts = files.filter(\.isFont).count
    output.error(
      OutputFile.report(
        path: trimmed, byteCount: total,
        summary:
          "\(styleCount) styles, \(files.count - fonts) XML files, \(fonts) "
          + (fonts == 1 ? "font" : "fonts")))
  }

  /// Makes a folder unless it is one already.
  static func makeFolder(_ path: String) throws(CommandLineError) {
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw .cannotCreate("cannot write \(path): it is a file, not a folder")
      }
      guard access(path, W_OK | X_OK) == 0 else {
        throw .ioError("cannot write into \(path): the folder is not writable")
      }
      return
    }
    if mkdir(path, 0o777) == 0 { return }
    let code = errno
    let reason = String(cString: strerror(code))
    switch code {
    case ENOENT:
      throw .cannotCreate(
        "cannot make the folder \(path): its parent folder does not exist (create it first)")
    case ENOTDIR:
      throw .cannotCreate("cannot make the folder \(path): a part of its path is a file")
    default:
      throw .ioError("cannot make the folder \(path): \(reason)")
    }
  }
}
