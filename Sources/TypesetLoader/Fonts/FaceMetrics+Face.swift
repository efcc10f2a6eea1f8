import DynamicType
import OpenType
import Typeset

// What the runtime engine takes from font files, measured from them: the engine itself reads
// no file, so these live beside the reader.

extension FaceMetrics {
  /// Measures a face at a variation location (empty for a static face or its default
  /// instance).
  public init(face: Face, location: [Tag: Double] = [:]) {
    let varied = location.isEmpty ? nil : face.variationMetrics(at: location)
    func height(declared: Double?, letter: Unicode.Scalar) -> Double? {
      if let declared, declared > 0 { return declared }
      // OS/2 before version 2 has no heights: measure the letter itself.
      guard let glyph = face.glyph(for: letter), let box = try? face.boundingBox(of: glyph),
        box.yMax > 0
      else { return nil }
      return Double(box.yMax)
    }
    let xHeight = height(
      declared: varied?.xHeight ?? face.xHeight.map(Double.init), letter: "x")
    let capHeight = height(
      declared: varied?.capHeight ?? face.capHeight.map(Double.init), letter: "H")
    let advances = Self.measuredCharacters.map { character -> Double? in
      guard let scalar = character.unicodeScalars.first, let glyph = face.glyph(for: scalar)
      else { return nil }
      return location.isEmpty
        ? face.advance(of: glyph).map(Double.init) : face.advance(of: glyph, at: location)
    }
    self.init(
      unitsPerEm: Double(face.unitsPerEm), xHeight: xHeight, capHeight: capHeight,
      advances: advances)
  }
}

extension Normalization {
  /// The factor that matches `face` to the system font at `pointSize` on `platform`.
  ///
  /// - Parameters:
  ///   - face: The brand face.
  ///   - location: The variation axis values the face is drawn at (empty for a static face).
  ///   - pointSize: The resolved point size, before normalisation.
  ///   - platform: The platform, whose system font is the reference.
  /// - Throws: ``NormalizationError`` when the face lacks what the method measures.
  public func factor(
    for face: Face, location: [Tag: Double] = [:], pointSize: Double, platform: Platform
  ) throws(NormalizationError) -> NormalizationFactor {
    try factor(
      for: FaceMetrics(face: face, location: location), pointSize: pointSize, platform: platform)
  }
}

extension ResolvedFace {
  /// ``axisValues`` as a variation location for the OpenType reader.
  public var location: [Tag: Double] {
    var location: [Tag: Double] = [:]
    for (tag, value) in axisValues { location[Tag(tag)] = value }
    return location
  }
}
