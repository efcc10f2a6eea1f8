import DynamicType

/// What the engine measures of one face drawn at one variation location: every number a
/// ``Normalization`` takes from a font file.
///
/// A typography read from a file measures its faces through its font library (TypesetLoader's
/// `FontLibrary`, which adds `FaceMetrics(face:location:)`). A compiled
/// typography (``Typography/init(compiledFamilies:defaults:styles:faceMetrics:)``, what
/// `typeset-cli generate --swift` writes) carries these numbers instead, measured on the build
/// machine, so that an app never opens a font file to normalise.
///
/// ```swift
/// let metrics = FaceMetrics(
///   unitsPerEm: 2048, xHeight: 1_120, capHeight: 1_480, advances: advances)
/// metrics.xHeight  // 1_120, in font units
/// ```
public struct FaceMetrics: Hashable, Sendable {
  /// The face's units per em.
  public let unitsPerEm: Double
  /// The height of lowercase letters in font units: OS/2's (varied by MVAR at the location),
  /// else the top of the letter `x`; `nil` when the face has neither.
  public let xHeight: Double?
  /// The height of capital letters in font units: OS/2's (varied by MVAR at the location),
  /// else the top of the letter `H`; `nil` when the face has neither.
  public let capHeight: Double?
  /// The advance in font units of each of ``measuredCharacters``, in that order; `nil` where
  /// the face has no glyph for the character.
  public let advances: [Double?]

  /// The characters whose advances the `width` normalisation weighs: a–z and the space, in
  /// code point order (the order the weighted sum is taken in, so that the build machine and
  /// the app add the same numbers in the same order).
  public static var measuredCharacters: [Character] { SystemFontAdvances.weightedCharacters }

  /// Metrics given as numbers: what compiled code passes. A count of advances other than that
  /// of ``measuredCharacters`` is padded with `nil` or cut, so that construction cannot fail.
  public init(unitsPerEm: Double, xHeight: Double?, capHeight: Double?, advances: [Double?]) {
    self.unitsPerEm = unitsPerEm
    self.xHeight = xHeight
    self.capHeight = capHeight
    let count = Self.measuredCharacters.count
    self.advances =
      advances.count == count
      ? advances : Array((advances + Array(repeating: nil, count: count)).prefix(count))
  }

}

extension FaceMetrics {
  /// Which face, drawn how, a ``FaceMetrics`` measures: the file and PostScript name of a
  /// typography's face and the variation axis values it is drawn at.
  public struct Key: Hashable, Sendable {
    /// The face's file, as written in the typography file.
    public let file: String
    /// The face's PostScript name.
    public let postScriptName: String
    /// The axis values the face is drawn at, by tag (`["wght": 650]`); empty for a static
    /// face.
    public let axisValues: [String: Double]

    /// Creates a key.
    public init(file: String, postScriptName: String, axisValues: [String: Double] = [:]) {
      self.file = file
      self.postScriptName = postScriptName
      self.axisValues = axisValues
    }

    /// The key of a resolved face.
    public init(_ face: ResolvedFace) {
      self.init(file: face.file, postScriptName: face.postScriptName, axisValues: face.axisValues)
    }
  }
}
