import OpenType
import Typeset

/// One line of ``TextShaper/lines(of:width:)``.
public struct ShapedLine: Hashable, Sendable {
  /// The line's text, without the spaces and line break it ends with.
  public let text: String
  /// The scalar offsets of the line in the text, its trailing spaces included.
  public let range: Range<Int>
  /// The line's width in points, with the tracking ``TextShaper/lines(of:width:tracking:)``
  /// was given.
  public let width: Double
}
