import DynamicType

/// Paragraph and character attributes that keep a style's line height and tracking in
/// attributed strings (`NSAttributedString.Key.paragraphStyle` and `.kern`) and in SwiftUI.
public struct TextAttributes: Hashable, Sendable {
  /// The baseline-to-baseline line height in points: the paragraph style's minimum and maximum
  /// line height.
  public let lineHeight: Double
  /// The letter spacing in points (`NSAttributedString.Key.kern`, SwiftUI `tracking`).
  public let kern: Double
  /// The point size the values are for.
  public let pointSize: Double

  /// Creates attributes.
  public init(lineHeight: Double, kern: Double, pointSize: Double) {
    self.lineHeight = lineHeight
    self.kern = kern
    self.pointSize = pointSize
  }

  /// SwiftUI's `lineSpacing`: the space to add between lines of a font whose own line height
  /// is `naturalLineHeight` (`UIFont.lineHeight`), never negative (SwiftUI cannot tighten).
  public func lineSpacing(naturalLineHeight: Double) -> Double {
    max(0, lineHeight - naturalLineHeight)
  }

  /// The baseline offset that centres the glyphs in a line taller than the font's own: UIKit
  /// puts all of a paragraph style's extra line height above the text, so half of it moves the
  /// baseline back up. Zero when the line is not taller than the font.
  public func baselineOffset(naturalLineHeight: Double) -> Double {
    max(0, lineHeight - naturalLineHeight) / 2
  }
}
