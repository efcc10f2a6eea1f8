import DynamicType
import Foundation
import OpenType
import Typeset
import TypesetLoader

/// The example typographies in `Examples/`, found from this file's path.
public enum Examples {
  /// The package's root folder (this file is Tests/Support/TypesetTestSupport/Examples.swift).
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  /// The example typography files.
  public static let paths = ["Editorial", "DejaVu"].map { "\(root)/Examples/\($0)/typography.json" }

  /// Loads and checks an example typography.
  public static func load(_ path: String) throws -> Typography {
    try TypographyDocument.load(contentsOf: path)
  }

  /// Every style at every iOS category, with and without Bold Text.
  public static func table(_ typography: Typography) throws -> [ResolvedFont] {
    var fonts: [ResolvedFont] = []
    for name in typography.styleNames {
      for category in Platform.iOS.categories {
        for boldText in [false, true] {
          let environment = TypeEnvironment(category: category, isBoldTextEnabled: boldText)
          fonts.append(try typography.resolve(name, in: environment))
        }
      }
    }
    return fonts
  }

  /// What a resolved font draws, without the explanation steps (whose wording may differ).
  public struct Drawn: Hashable, CustomStringConvertible {
    /// The style's name.
    public let style: String
    /// The category.
    public let category: ContentSizeCategory
    /// Whether Bold Text was on.
    public let boldText: Bool
    /// The face's PostScript name.
    public let postScriptName: String
    /// The weight drawn.
    public let weight: Double
    /// The point size.
    public let pointSize: Double
    /// The line height.
    public let lineHeight: Double
    /// The tracking in points.
    public let tracking: Double

    /// What `font` draws.
    public init(_ font: ResolvedFont) {
      style = font.style.description
      category = font.category
      boldText = font.isBoldTextEnabled
      postScriptName = font.face.postScriptName
      weight = font.face.weight
      pointSize = font.pointSize
      lineHeight = font.lineHeight
      tracking = font.tracking
    }

    /// One line: style, category, face, weight, size, line height and tracking.
    public var description: String {
      "\(style)@\(category)\(boldText ? "+bold" : ""): \(postScriptName) \(weight) "
        + "\(pointSize)/\(lineHeight) \(tracking)"
    }
  }
}
