import Foundation
import Typeset

/// The example typographies in `Examples/`, found from this file's path.
enum Examples {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
  static let paths = ["Editorial", "DejaVu"].map { "\(root)/Examples/\($0)/typography.json" }

  static func load(_ path: String) throws -> Typography {
    try TypographyDocument.load(contentsOf: path)
  }

  /// Every style at every iOS category, with and without Bold Text.
  static func table(_ typography: Typography) throws -> [ResolvedFont] {
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
  struct Drawn: Hashable, CustomStringConvertible {
    let style: String
    let category: ContentSizeCategory
    let boldText: Bool
    let postScriptName: String
    let weight: Double
    let pointSize: Double
    let lineHeight: Double
    let tracking: Double

    init(_ font: ResolvedFont) {
      style = font.style.description
      category = font.category
      boldText = font.isBoldTextEnabled
      postScriptName = font.face.postScriptName
      weight = font.face.weight
      pointSize = font.pointSize
      lineHeight = font.lineHeight
      tracking = font.tracking
    }

    var description: String {
      "\(style)@\(category)\(boldText ? "+bold" : ""): \(postScriptName) \(weight) "
        + "\(pointSize)/\(lineHeight) \(tracking)"
    }
  }
}
