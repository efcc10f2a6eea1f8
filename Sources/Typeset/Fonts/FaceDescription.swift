import DynamicType
import OpenType

/// What a font file says about a face: the values a typography file may leave out.
public struct FaceDescription: Hashable, Sendable {
  /// The PostScript name (name ID 6).
  public let postScriptName: String
  /// The family name for grouping: the typographic family (ID 16), else the family (ID 1).
  public let familyName: String
  /// The style name: the typographic subfamily (ID 17), else the subfamily (ID 2).
  public let styleName: String
  /// The weight class (`OS/2` usWeightClass), clamped to 1…1000.
  public let weight: FontWeight
  /// Whether the face is italic or oblique (`OS/2` fsSelection, or `head` macStyle).
  public let isItalic: Bool
  /// The width class (`OS/2` usWidthClass), 5 for normal.
  public let widthClass: Int
  /// The variation axes of a variable font.
  public let axes: [VariationAxisRange]
  /// The tables the reader had to ignore or cut short (``OpenType/Face/tableProblems``), one
  /// line each, such as `'cmap' ignored (…): no character maps to a glyph`; empty for a
  /// well-formed font.
  public let tableProblems: [String]

  /// Reads the description of a face.
  public init(_ face: Face) {
    postScriptName = face.postScriptName ?? ""
    familyName = face.preferredFamilyName ?? postScriptName
    styleName = face.preferredSubfamilyName ?? ""
    weight = FontWeight(rawValue: min(max(face.weightClass.rawValue, 1), 1000)) ?? .regular
    isItalic = face.isItalic || face.isOblique
    widthClass = face.widthClass.rawValue
    axes = face.variationAxes.map {
      VariationAxisRange(
        tag: $0.tag.description, minimum: $0.minimumValue, defaultValue: $0.defaultValue,
        maximum: $0.maximumValue)
    }
    tableProblems = face.tableProblems.map(\.description)
  }
}
