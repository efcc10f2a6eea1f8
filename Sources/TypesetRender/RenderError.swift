import Typeset
import TypesetLoader

/// Why a specimen could not be drawn.
public enum RenderError: Error, Sendable, CustomStringConvertible {
  /// A font could not be opened through the typography's font library.
  case font(FontLoadError)
  /// A style could not be resolved.
  case resolution(ResolutionError)
  /// The options cannot produce a specimen (no category, no style).
  case emptySpecimen(String)
  /// An Android font scale that is not a positive finite number.
  case invalidFontScale(Float)

  /// One line saying what went wrong.
  public var description: String {
    switch self {
    case .font(let error): return error.description
    case .resolution(let error): return "\(error)"
    case .emptySpecimen(let reason): return reason
    case .invalidFontScale(let scale): return "\(scale) is not a font scale (a positive number)"
    }
  }
}
