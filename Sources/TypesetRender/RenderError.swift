import OpenType
import Typeset

/// Why a specimen could not be drawn.
public enum RenderError: Error, Sendable, CustomStringConvertible {
  /// A font file could not be read.
  case unreadableFont(path: String, reason: String)
  /// A font file was read but is not a usable font.
  case invalidFont(path: String, OpenTypeError)
  /// A style could not be resolved.
  case resolution(ResolutionError)
  /// The options cannot produce a specimen (no category, no style).
  case emptySpecimen(String)

  /// One line saying what went wrong.
  public var description: String {
    switch self {
    case .unreadableFont(let path, let reason): return "\(path): \(reason)"
    case .invalidFont(let path, let error): return "\(path): not a usable font (\(error))"
    case .resolution(let error): return "\(error)"
    case .emptySpecimen(let reason): return reason
    }
  }
}
