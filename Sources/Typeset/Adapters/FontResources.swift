/// A font file a typography needs, as an app bundle resource, with the PostScript names that
/// must be available once it is registered.
///
/// ```swift
/// for resource in typography.fontResources {
///   let url = bundle.url(
///     forResource: resource.name, withExtension: resource.extension,
///     subdirectory: resource.subdirectory)
/// }
/// ```
public struct FontResource: Hashable, Sendable {
  /// The file as written in the typography file, such as `Fonts/Serif-Bold.ttf`.
  public let file: String
  /// The file name without its folder and extension: `Serif-Bold`.
  public let name: String
  /// The extension without the dot (`ttf`), or `nil` when the file has none.
  public let `extension`: String?
  /// The folder inside the bundle (`Fonts`), or `nil` for the bundle's top level.
  public let subdirectory: String?
  /// The PostScript names of the faces the typography uses from this file, sorted.
  public let postScriptNames: [String]

  /// Creates a resource from a file path as written in the typography file.
  public init(file: String, postScriptNames: [String]) {
    self.file = file
    self.postScriptNames = postScriptNames.sorted()
    var path = Substring(file)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) }
    let fileName = slash.map { path[path.index(after: $0)...] } ?? path
    subdirectory = (folder?.isEmpty ?? true) ? nil : folder
    if let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex {
      name = String(fileName[..<dot])
      self.extension = String(fileName[fileName.index(after: dot)...])
    } else {
      name = String(fileName)
      self.extension = nil
    }
  }
}

extension Typography {
  /// Every font file of the typography, once each, in the order of the file, with the
  /// PostScript names expected from it.
  public var fontResources: [FontResource] {
    var order: [String] = []
    var names: [String: Set<String>] = [:]
    for family in families {
      for face in family.faces {
        if names[face.file] == nil { order.append(face.file) }
        names[face.file, default: []].insert(face.postScriptName)
      }
    }
    return order.map { FontResource(file: $0, postScriptNames: Array(names[$0] ?? [])) }
  }

  /// The PostScript names of the typography that are not available, in the order of the file;
  /// empty when every face can be created.
  ///
  /// - Parameter isAvailable: Whether the platform can create a font with a PostScript name
  ///   (`UIFont(name:size:) != nil`).
  public func missingPostScriptNames(isAvailable: (String) -> Bool) -> [String] {
    var seen: Set<String> = []
    var missing: [String] = []
    for face in families.flatMap(\.faces) where seen.insert(face.postScriptName).inserted {
      if !isAvailable(face.postScriptName) { missing.append(face.postScriptName) }
    }
    return missing
  }
}

/// What a Core Text font registration error code means for the app (`CTFontManagerError`).
public enum FontRegistrationOutcome: Hashable, Sendable {
  /// The file was registered, or was already registered in the process: its fonts can be used.
  case available
  /// The file could not be registered, with Core Text's reason.
  case failed(FontRegistrationFailure)

  /// The outcome of a registration: `succeeded`, or Core Text's error code otherwise.
  ///
  /// Registering a file twice fails with `alreadyRegistered` (105); the fonts are available,
  /// so registering a typography twice is harmless.
  public init(succeeded: Bool, errorCode: Int?) {
    if succeeded || errorCode == FontRegistrationFailure.alreadyRegisteredCode {
      self = .available
    } else {
      self = .failed(FontRegistrationFailure(code: errorCode))
    }
  }
}

/// Why Core Text could not register a font file (the codes of `CTFontManagerError`).
public enum FontRegistrationFailure: Hashable, Sendable, CustomStringConvertible {
  /// 101: no file at the URL.
  case fileNotFound
  /// 102: the file cannot be read.
  case insufficientPermissions
  /// 103: not a font format Core Text reads.
  case unrecognizedFormat
  /// 104: the font data is invalid.
  case invalidFontData
  /// 305: a registered font already has the name.
  case duplicatedName
  /// 306: the file is neither in the app's bundle nor an on-demand resource.
  case invalidFilePath
  /// Another code, or none.
  case other(code: Int?)

  static let alreadyRegisteredCode = 105

  /// The failure for a `CTFontManagerError` code.
  public init(code: Int?) {
    switch code {
    case 101: self = .fileNotFound
    case 102: self = .insufficientPermissions
    case 103: self = .unrecognizedFormat
    case 104: self = .invalidFontData
    case 305: self = .duplicatedName
    case 306: self = .invalidFilePath
    default: self = .other(code: code)
    }
  }

  /// A short explanation.
  public var description: String {
    switch self {
    case .fileNotFound: "no file at that URL"
    case .insufficientPermissions: "the file cannot be read"
    case .unrecognizedFormat: "not a font format Core Text reads"
    case .invalidFontData: "the font data is invalid"
    case .duplicatedName: "a font with the same name is already registered"
    case .invalidFilePath: "the file is not in the app's bundle"
    case .other(let code?): "Core Text error \(code)"
    case .other(nil): "Core Text gave no reason"
    }
  }
}
