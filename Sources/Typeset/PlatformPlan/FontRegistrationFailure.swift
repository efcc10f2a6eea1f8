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

  // CTFontManagerErrors.h: kCTFontManagerErrorAlreadyRegistered = 105,
  // kCTFontManagerErrorDuplicatedName = 305.
  static let alreadyRegisteredCode = 105
  static let duplicatedNameCode = 305

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
