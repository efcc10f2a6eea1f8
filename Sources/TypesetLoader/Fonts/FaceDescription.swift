import DynamicType
import OpenType
import Typeset

/// What a font file says about a face: the values a typography file may leave out.
package struct FaceDescription: Hashable, Sendable {
  /// The PostScript name (name ID 6).
  package let postScriptName: String
  /// The family name for grouping: the typographic family (ID 16), else the family (ID 1).
  package let familyName: String
  /// The style name: the typographic subfamily (ID 17), else the subfamily (ID 2).
  package let styleName: String
  /// The weight class (`OS/2` usWeightClass), clamped to 1…1000.
  package let weight: FontWeight
  /// Whether the face is italic or oblique (`OS/2` fsSelection, or `head` macStyle).
  package let isItalic: Bool
  /// The width class (`OS/2` usWidthClass), 5 for normal.
  package let widthClass: Int
  /// The variation axes of a variable font.
  package let axes: [VariationAxisRange]
  /// The tables the reader had to ignore or cut short (``OpenType/Face/tableProblems``), one
  /// line each, such as `'cmap' ignored (…): no character maps to a glyph`; empty for a
  /// well-formed font.
  package let tableProblems: [String]

  /// Reads the description of a face.
  package init(_ face: Face) {
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
