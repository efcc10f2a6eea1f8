import DynamicType
import Typeset

/// Where a size-dependent audit finding holds: at an Apple content size category, or at an
/// Android font scale.
enum AuditSize: Hashable, CustomStringConvertible {
  /// An Apple content size category.
  case category(ContentSizeCategory)
  /// An Android font scale (`Configuration.fontScale`).
  case fontScale(Float)

  /// The category, or `nil` at a font scale.
  var category: ContentSizeCategory? {
    if case .category(let category) = self { return category }
    return nil
  }

  /// The font scale, or `nil` at a category.
  var fontScale: Float? {
    if case .fontScale(let scale) = self { return scale }
    return nil
  }

  /// The category as messages name it (`accessibility2`), or the font scale (`1.3×`).
  var description: String {
    switch self {
    case .category(let category): "\(category)"
    case .fontScale(let scale): Self.label(scale)
    }
  }

  /// A font scale as messages show it: the shortest decimal that reads back as the same
  /// `Float`, without a trailing `.0`, and `×`: `1.3×`, `2×`.
  static func label(_ scale: Float) -> String {
    let shortest = Double("\(scale)") ?? Double(scale)
    return NumberText.decimal(shortest, decimals: 6) + "\u{00D7}"
  }
}

/// A style resolved at one size, with what the audit measures: the face and its variation
/// location, the size, the line height and the tracking. From an Apple `ResolvedFont`, or
/// from an `AndroidResolvedFont` with its `dp` taken as points (1 dp = 1 pt, as the audit's
/// width is then in `dp`).
struct AuditFont {
  /// The category or font scale.
  let size: AuditSize
  /// The face.
  let face: ResolvedFace
  /// The size text is set at, in points (or dp).
  let pointSize: Double
  /// The line height, in points (or dp).
  let lineHeight: Double
  /// The tracking after every character, in points (or dp).
  let tracking: Double

  /// A style at an Apple category.
  init(_ font: ResolvedFont, at category: ContentSizeCategory) {
    size = .category(category)
    face = font.face
    pointSize = font.pointSize
    lineHeight = font.lineHeight
    tracking = font.tracking
  }

  /// A style at an Android font scale.
  init(_ font: AndroidResolvedFont) {
    size = .fontScale(font.settings.fontScale)
    face = font.face
    pointSize = Double(font.pointSize)
    lineHeight = Double(font.lineHeight)
    tracking = font.tracking
  }
}
