import DynamicType
import OpenType

/// The face a style resolved to, and the weight it is drawn at.
public struct ResolvedFace: Hashable, Sendable {
  /// The family's name in the typography.
  public let family: String
  /// The face chosen from the family, as the typography describes it (its file, PostScript
  /// name, weight and axes). Open it with ``Typography/openFace(for:)``.
  public let source: FontFace
  /// The weight asked for (after Bold Text).
  public let requestedWeight: FontWeight
  /// The weight drawn: the face's weight, or for a variable font the weight axis value.
  public let weight: Double
  /// Variation axis values to set, by tag (`["wght": 600]`); empty for a static face.
  public let axisValues: [String: Double]

  /// The face's PostScript name.
  public var postScriptName: String { source.postScriptName }
  /// The face's file, as written in the typography file.
  public var file: String { source.file }
  /// Whether the face is italic.
  public var isItalic: Bool { source.isItalic }
  /// The face's file, resolved against the typography file's folder.
  public var resolvedPath: String { source.resolvedPath }
  /// ``axisValues`` as a variation location for the OpenType reader.
  public var location: [Tag: Double] {
    var location: [Tag: Double] = [:]
    for (tag, value) in axisValues { location[Tag(tag)] = value }
    return location
  }
}
