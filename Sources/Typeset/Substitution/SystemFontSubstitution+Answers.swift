import DynamicType

extension SystemFontSubstitution {
  /// The font descriptor attribute under which UIKit keeps a system font's usage, such as
  /// `CTFontRegularUsage` for a xib's "System" font or `UICTFontTextStyleBody` for a text style.
  public static let usageAttributeName = "NSCTFontUIUsageAttribute"

  /// `UIFont.preferredFont(forTextStyle:)` and `UIFontDescriptor.preferredFontDescriptor(
  /// withTextStyle:)` by the style's raw value (`UICTFontTextStyleBody`): the typography's style,
  /// or ``SubstitutionAnswer/keep`` for a style Typeset does not know (a newer one), which then
  /// stays Apple's.
  public func answer(forTextStyleRawValue rawValue: String) -> SubstitutionAnswer {
    guard let style = TextStyle(parsing: rawValue),
      typography.definition(of: .textStyle(style)) != nil
    else { return .keep }
    return .style(style)
  }

  /// `UIFont.systemFont(ofSize:weight:)` with UIKit's weight value (`UIFont.Weight.rawValue`,
  /// −0.8 … 0.62), mapped to the nearest named weight.
  public func answer(
    systemFontOfSize size: Double, uiFontWeight: Double, in environment: TypeEnvironment
  )
    -> SubstitutionAnswer
  {
    let weight = FontWeight(uiFontWeight: uiFontWeight)
    guard let replacement = systemFont(ofSize: size, weight: weight, in: environment) else {
      return .keep
    }
    return .fixed(replacement)
  }

  /// A font UIKit decoded from a xib or storyboard (or any font handed over for replacement):
  /// by its usage attribute (``usageAttributeName``), a text style or one of
  /// ``XibFontUsage``; a font without a usage, or whose name is exempt
  /// (``isExempt(fontName:)``), is kept.
  ///
  /// - Parameters:
  ///   - fontName: The decoded font's name (`UIFont.fontName`).
  ///   - usage: The value of the font descriptor's usage attribute, if any.
  ///   - size: The decoded point size.
  ///   - environment: The environment the font is shown in.
  public func answer(
    forDecodedFontNamed fontName: String, usage: String?, size: Double,
    in environment: TypeEnvironment
  ) -> SubstitutionAnswer {
    guard let usage, !Self.isExempt(fontName: fontName) else { return .keep }
    if let xibUsage = XibFontUsage(rawValue: usage) {
      guard let replacement = font(forXibUsage: xibUsage, size: size, in: environment) else {
        return .keep
      }
      return .fixed(replacement)
    }
    if usage.hasPrefix("UICTFontTextStyle") { return answer(forTextStyleRawValue: usage) }
    return .keep
  }

  /// The font of a system control that appearance proxies set: the system font's size and
  /// weight for the control, replaced like ``systemFont(ofSize:weight:in:)``.
  public func answer(for control: SystemControlFont, in environment: TypeEnvironment)
    -> SubstitutionAnswer
  {
    guard
      let replacement = systemFont(
        ofSize: control.pointSize, weight: control.weight, in: environment)
    else { return .keep }
    return .fixed(replacement)
  }
}
