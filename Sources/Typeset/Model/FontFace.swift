import DynamicType

/// One face of a family: a font file (or one face of a collection) with its weight and slant.
///
/// ```json
/// { "file": "Fonts/Merriweather-Bold.ttf", "postScriptName": "Merriweather-Bold", "weight": 700 }
/// ```
///
/// A variable font describes the range of its weight axis instead of one weight:
///
/// ```json
/// { "file": "Fonts/Inter.var.ttf", "postScriptName": "Inter-Regular",
///   "axes": { "wght": { "min": 100, "default": 400, "max": 900 } } }
/// ```
public struct FontFace: Hashable, Sendable {
  /// The font file, as written in the typography file (relative to it, or absolute).
  public let file: String
  /// The file's path resolved against the typography file's folder.
  public let resolvedPath: String
  /// The PostScript name, which identifies the face on Apple platforms.
  public let postScriptName: String
  /// The face's weight; for a variable font, the default of its weight axis.
  public let weight: FontWeight
  /// Whether the face is italic (or oblique).
  public let isItalic: Bool
  /// The variation axes of a variable font, by four-letter tag; empty for a static font.
  public let axes: [VariationAxisRange]

  /// Creates a face.
  public init(
    file: String, resolvedPath: String? = nil, postScriptName: String, weight: FontWeight,
    isItalic: Bool = false, axes: [VariationAxisRange] = []
  ) {
    self.file = file
    self.resolvedPath = resolvedPath ?? file
    self.postScriptName = postScriptName
    self.weight = weight
    self.isItalic = isItalic
    self.axes = axes
  }

  /// The weight axis (`wght`), when the face is a variable font that has one.
  public var weightAxis: VariationAxisRange? {
    axes.first { $0.tag == "wght" }
  }

  /// The weights the face can render: one weight, or the range of its weight axis.
  public var weightRange: ClosedRange<Double> {
    if let axis = weightAxis { return axis.minimum...axis.maximum }
    return Double(weight.rawValue)...Double(weight.rawValue)
  }
}
