import DynamicType

/// The face a style resolved to, and the weight it is drawn at.
///
/// One reference to immutable storage, so copying it (into a resolved font, or into every
/// answer of the system-font substitution) costs one retain.
public struct ResolvedFace: Hashable, Sendable {
  @usableFromInline final class Storage: Sendable {
    @usableFromInline let values: Values

    init(_ values: Values) {
      self.values = values
    }
  }

  @usableFromInline struct Values: Hashable, Sendable {
    @usableFromInline let family: String
    @usableFromInline let source: FontFace
    @usableFromInline let requestedWeight: FontWeight
    @usableFromInline let weight: Double
    @usableFromInline let axisValues: [String: Double]
  }

  @usableFromInline let storage: Storage

  init(
    family: String, source: FontFace, requestedWeight: FontWeight, weight: Double,
    axisValues: [String: Double]
  ) {
    storage = Storage(
      Values(
        family: family, source: source, requestedWeight: requestedWeight, weight: weight,
        axisValues: axisValues))
  }

  /// The face `match` draws in `family`, asked for at `weight`: with Bold Text on, the weight
  /// asked for moves by Apple's rule; a variable face has its weight axis set to the weight
  /// drawn. The resolver and the system-font substitution both build faces this way.
  init(family: FontFamily, match: FaceMatcher.Match, weight: FontWeight, boldText: Bool) {
    self.init(
      family: family.name, source: match.face,
      requestedWeight: boldText ? weight.boldTextWeight : weight, weight: match.weight,
      axisValues: match.face.weightAxis == nil ? [:] : ["wght": match.weight])
  }

  /// The family's name in the typography.
  @inlinable public var family: String { storage.values.family }
  /// The face chosen from the family, as the typography describes it (its file, PostScript
  /// name, weight and axes). Open it with `Typography.openFace(for:)` (TypesetLoader).
  @inlinable public var source: FontFace { storage.values.source }
  /// The weight asked for (after Bold Text).
  @inlinable public var requestedWeight: FontWeight { storage.values.requestedWeight }
  /// The weight drawn: the face's weight, or for a variable font the weight axis value.
  @inlinable public var weight: Double { storage.values.weight }
  /// Variation axis values to set, by tag (`["wght": 600]`); empty for a static face.
  @inlinable public var axisValues: [String: Double] { storage.values.axisValues }

  /// The face's PostScript name.
  public var postScriptName: String { source.postScriptName }
  /// The face's file, as written in the typography file.
  public var file: String { source.file }
  /// Whether the face is italic.
  public var isItalic: Bool { source.isItalic }
  /// The face's file, resolved against the typography file's folder.
  public var resolvedPath: String { source.resolvedPath }
  /// Whether two faces are the same face drawn the same way.
  public static func == (lhs: ResolvedFace, rhs: ResolvedFace) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.values)
  }
}
