import DynamicType

/// How a brand font's size is matched to the apparent size of the system font.
///
/// A brand font at 17 pt can look much larger or smaller than the system font at 17 pt. A
/// normalisation computes a factor at the resolved point size that multiplies it; the line
/// height stays as designed.
///
/// - ``xHeight`` and ``capHeight`` match the heights of lowercase and capital letters (CSS
///   `font-size-adjust` with `ex-height` and `cap-height`).
/// - ``width`` matches the letter-frequency-weighted average advance of a–z and space, which
///   predicts the width of real text within about 1 %. The system font is tracked by size, so
///   the factor differs with the point size: it is computed at the size being resolved.
public enum Normalization: String, CaseIterable, Hashable, Sendable {
  /// No matching: the size as resolved.
  case none
  /// Match the x-height.
  case xHeight
  /// Match the cap height.
  case capHeight
  /// Match the average advance of English text.
  case width

  /// The factor that matches a face, by what was measured of it, to the system font at
  /// `pointSize` on `platform`: the one computation behind every normalisation, from a font
  /// file or from a compiled typography.
  ///
  /// - Throws: ``NormalizationError`` when the face lacks what the method measures.
  public func factor(for metrics: FaceMetrics, pointSize: Double, platform: Platform)
    throws(NormalizationError) -> NormalizationFactor
  {
    let system = SystemFontMetrics.systemFont(on: platform, pointSize: pointSize)
    let unitsPerEm = metrics.unitsPerEm
    switch self {
    case .none:
      return NormalizationFactor(
        method: self, factor: 1, fontValue: 0, systemValue: 0, systemFont: system.name)
    case .xHeight, .capHeight:
      let height = self == .xHeight ? metrics.xHeight : metrics.capHeight
      guard let height, height > 0, unitsPerEm > 0 else {
        throw .missingMetric(self == .xHeight ? "an x-height" : "a cap height")
      }
      let fontValue = height / unitsPerEm
      let systemValue = (self == .xHeight ? system.xHeight : system.capHeight) / system.unitsPerEm
      return NormalizationFactor(
        method: self, factor: systemValue / fontValue, fontValue: fontValue,
        systemValue: systemValue, systemFont: system.name)
    case .width:
      return try widthFactor(
        metrics: metrics, pointSize: pointSize, platform: platform, system: system)
    }
  }

  private func widthFactor(
    metrics: FaceMetrics, pointSize: Double, platform: Platform, system: SystemFontMetrics
  ) throws(NormalizationError) -> NormalizationFactor {
    let unitsPerEm = metrics.unitsPerEm
    guard unitsPerEm > 0 else { throw .missingMetric("units per em") }
    var fontSum = 0.0
    var systemSum = 0.0
    var weightSum = 0.0
    for (index, advance) in metrics.advances.enumerated() {
      guard let advance, index < SystemFontAdvances.characterWeights.count else { continue }
      let character = SystemFontAdvances.weightedCharacters[index]
      let weight = SystemFontAdvances.characterWeights[index]
      guard
        let systemAdvance = SystemFontReference.advance(
          of: character, atPointSize: pointSize, on: platform)
      else { continue }
      fontSum += weight * advance / unitsPerEm
      systemSum += weight * systemAdvance
      weightSum += weight
    }
    guard weightSum > 0.5, fontSum > 0 else {
      throw .missingMetric("glyphs for most of a–z")
    }
    let fontValue = fontSum / weightSum
    let systemValue = systemSum / weightSum
    let name =
      SystemFontReference.knowsOnlyAverageAdvance(on: platform)
      ? system.name : "iOS system font (measured)"
    return NormalizationFactor(
      method: self, factor: systemValue / fontValue, fontValue: fontValue,
      systemValue: systemValue, systemFont: name)
  }
}
