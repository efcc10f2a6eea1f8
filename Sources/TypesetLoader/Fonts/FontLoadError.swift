import DynamicType
import OpenType
import Typeset

/// Why a font could not be loaded.
public enum FontLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is missing or cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is not a font Typeset can read.
  case corrupt(path: String, reason: String)
  /// The file has no face with that PostScript name.
  case noSuchFace(path: String, postScriptName: String, available: [String])

  var isNoSuchFace: Bool {
    if case .noSuchFace = self { return true }
    return false
  }

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): \(reason)"
    case .corrupt(let path, let reason): "\(path): not a readable font (\(reason))"
    case .noSuchFace(let path, let name, let available):
      "\(path) has no face \"\(name)\" (it has \(available.map { "\"\($0)\"" }.joined(separator: ", ")))"
    }
  }
}
