import DynamicType
import OpenType
import Typeset

/// Reads a typography file (JSON or a property list with the same structure) and checks it.
///
/// Every problem is collected in one pass, each with its path and a plain sentence, and unknown
/// keys are errors so that a typo cannot pass silently:
///
/// ```swift
/// let result = TypographyDocument.parse(bytes, path: "typography.json")
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// // styles.body.size: must be greater than 0 and at most 1000 pt (found -3)
/// // styles.price.relativeTo: unknown text style "bdy" — did you mean "body"?
/// ```
public enum TypographyDocument {
  /// The format of a typography file.
  public enum Format: Sendable {
    /// JSON.
    case json
    /// An XML or binary property list.
    case propertyList
    /// Property list if the bytes start like one (`<?xml`, `<plist`, `bplist`), JSON otherwise.
    case automatic
  }

  /// What reading a file gave: the typography when it has no errors, and every diagnostic.
  public struct Result: Sendable {
    /// The typography, or `nil` when the file has errors.
    public let typography: Typography?
    /// Errors and warnings, in the order found.
    public let diagnostics: [Diagnostic]

    /// The errors only.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The warnings only.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
  }

  /// Reads and checks a typography from bytes.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - path: The file's path; font paths in the file are relative to its folder.
  ///   - format: The file's format; by default detected from the bytes.
  ///   - fonts: Where to read font files from, to fill in what a face leaves out (PostScript
  ///     name, weight, italic, axes) and to check what it says; `nil` reads no font.
  public static func parse(
    _ bytes: [UInt8], path: String? = nil, format: Format = .automatic,
    fonts: FontLibrary? = .shared
  ) -> Result {
    let node: ConfigNode
    do {
      node = try parseTree(bytes, format: format)
    } catch {
      return Result(
        typography: nil,
        diagnostics: [
          Diagnostic(
            .error, .syntaxError, at: .root, problem: error.message, location: error.location)
        ])
    }
    var decoder = TypographyDecoder(baseDirectory: path.map(directory(of:)), fonts: fonts)
    let decoded = decoder.decode(node)
    var collector = decoder.collector
    var typography = Typography(
      unchecked: decoded.families, defaults: decoded.defaults, styles: decoded.styles,
      sourcePath: path, faceSource: fonts ?? FontLibrary())
    let table = TypographyChecker.check(typography, locations: decoder.locations, into: &collector)
    guard !collector.hasErrors else {
      return Result(typography: nil, diagnostics: collector.diagnostics)
    }
    // The same typography, with what checking found: its warnings, and the resolutions it
    // made (every style at every iOS category, with and without Bold Text) as a table.
    typography.warnings = collector.diagnostics
    typography.sourceLocations = decoder.locations
    if let table { typography.resolutionTable = table }
    return Result(typography: typography, diagnostics: collector.diagnostics)
  }

  /// Reads and checks the typography file at `path`.
  ///
  /// - Throws: ``TypographyDocument/LoadError`` when the file cannot be read or has errors.
  public static func load(contentsOf path: String) throws(LoadError) -> Typography {
    let bytes: [UInt8]
    do {
      bytes = try readFile(path)
    } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
    let result = parse(bytes, path: path)
    guard let typography = result.typography else {
      throw .invalid(TypographyError(diagnostics: result.diagnostics))
    }
    return typography
  }

  /// Why ``load(contentsOf:)`` failed.
  public enum LoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is missing or cannot be read.
    case unreadable(path: String, reason: String)
    /// The file was read but has errors.
    case invalid(TypographyError)

    /// A one-line explanation (for `invalid`, one line per error).
    public var description: String {
      switch self {
      case .unreadable(let path, let reason): "\(path): \(reason)"
      case .invalid(let error): error.description
      }
    }
  }

  /// Reads a whole file.
  ///
  /// The file is read with one system call per block straight into the array, without going
  /// through `Data` (copying a font file byte by byte that way cost more than the rest of a
  /// typography's first load). Only a regular file of at most 64 MiB is read: a directory, a
  /// device, a FIFO or a socket is refused by its kind without being read (a FIFO is never
  /// opened for reading, which would wait for a writer), and a larger file without reading it.
  ///
  /// - Throws: ``FileReadError`` naming what is wrong: no such file, a loop of symbolic links,
  ///   not a regular file (and what it is), too large, or the system's reason.
  public static func readFile(_ path: String) throws(FileReadError) -> [UInt8] {
    try FileBytes.contents(of: path)
  }

  /// Reads a font file: mapped into memory when it is large, read otherwise; only a regular
  /// file is read, as by ``readFile(_:)``.
  static func readFontFile(_ path: String) throws(FileReadError) -> FontData {
    try FileBytes.fontData(of: path)
  }

  /// Why a file could not be read.
  public struct FileReadError: Error, Hashable, Sendable {
    /// What went wrong, such as "no such file".
    public let reason: String

    /// Creates an error with its reason.
    package init(reason: String) {
      self.reason = reason
    }
  }

  struct TreeError: Error {
    let message: String
    let location: SourceLocation?
  }

  static func parseTree(_ bytes: [UInt8], format: Format) throws(TreeError) -> ConfigNode {
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      // An empty file and /dev/null read alike: nothing to parse.
      throw TreeError(
        message: "the file is empty: a typography needs at least \"families\"",
        location: nil)
    }
    var bytes = bytes
    if !bytes.starts(with: Array("bplist".utf8)) {
      do {
        bytes = try TextEncoding.utf8(bytes)
      } catch {
        throw TreeError(message: error.message, location: nil)
      }
    }
    var useJSON: Bool
    switch format {
    case .json: useJSON = true
    case .propertyList: useJSON = false
    case .automatic:
      let head = String(decoding: bytes.prefix(64), as: UTF8.self)
        .drop { $0 == "\u{FEFF}" || $0.isWhitespace }
      useJSON =
        !(head.hasPrefix("<?xml") || head.hasPrefix("<plist") || head.hasPrefix("<!DOCTYPE")
        || head.hasPrefix("bplist"))
    }
    if useJSON {
      do {
        return try JSONParser.parse(bytes)
      } catch {
        throw TreeError(message: "not valid JSON: \(error.message)", location: error.location)
      }
    }
    do {
      return try PropertyListReader.parse(bytes)
    } catch {
      throw TreeError(message: error.message, location: error.location)
    }
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
