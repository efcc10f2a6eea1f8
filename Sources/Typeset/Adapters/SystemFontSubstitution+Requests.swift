import DynamicType

/// What the app-wide install does with one font that UIKit asked for or decoded.
public enum SubstitutionAnswer: Hashable, Sendable {
  /// Leave the font alone (not a system font, an exempt font, or nothing to replace it with).
  case keep
  /// A Dynamic Type style: build it like any style of the typography (see
  /// ``Typography/platformFontPlan(for:in:)-(StyleName,_)``).
  case style(TextStyle)
  /// A system font of a fixed size, replaced by a face of the typography at that size.
  case fixed(SystemFontSubstitution.Replacement)
}

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

/// The system controls whose titles the app-wide install restyles through appearance proxies,
/// with the size and weight UIKit gives their titles.
///
/// These controls do not follow Dynamic Type in UIKit (except large titles, which UIKit
/// scales itself in accessibility sizes), so they get fixed sizes.
public enum SystemControlFont: String, CaseIterable, Hashable, Sendable {
  /// `UINavigationBar` title: 17 pt semibold (the headline style at large).
  case navigationTitle
  /// `UINavigationBar` large title: 34 pt bold (largeTitle's size, emphasized).
  case navigationLargeTitle
  /// `UIBarButtonItem` title: 17 pt regular.
  case barButtonItem
  /// `UITabBarItem` title: 10 pt medium.
  case tabBarItem
  /// `UISegmentedControl` segment title: 13 pt regular.
  case segment
  /// `UISegmentedControl` selected segment title: 13 pt semibold.
  case selectedSegment

  /// The point size of the control's title.
  public var pointSize: Double {
    switch self {
    case .navigationTitle, .barButtonItem: 17
    case .navigationLargeTitle: 34
    case .tabBarItem: 10
    case .segment, .selectedSegment: 13
    }
  }

  /// The weight of the control's title.
  public var weight: FontWeight {
    switch self {
    case .navigationTitle, .selectedSegment: .semibold
    case .navigationLargeTitle: .bold
    case .barButtonItem, .segment: .regular
    case .tabBarItem: .medium
    }
  }
}

extension FontWeight {
  /// The named weight nearest to a `UIFont.Weight` value (`0` regular, `0.4` bold); a value
  /// halfway between two named weights reads as the heavier one.
  ///
  /// The inverse of ``FontWeight/uiFontWeight`` for the nine named weights.
  public init(uiFontWeight value: Double) {
    var best = FontWeight.regular
    var distance = Double.infinity
    for weight in FontWeight.named {
      let difference = abs(weight.uiFontWeight - value)
      if difference <= distance {
        best = weight
        distance = difference
      }
    }
    self = best
  }
}
