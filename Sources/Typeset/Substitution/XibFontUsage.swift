import DynamicType

/// The `usage` attribute Interface Builder writes for a system font in a xib or storyboard
/// (`<fontDescription key="fontDescription" type="system" ... />` decodes with one of these).
public enum XibFontUsage: String, CaseIterable, Hashable, Sendable {
  /// `CTFontUltraLightUsage`.
  case ultraLight = "CTFontUltraLightUsage"
  /// `CTFontThinUsage`.
  case thin = "CTFontThinUsage"
  /// `CTFontLightUsage`.
  case light = "CTFontLightUsage"
  /// `CTFontRegularUsage`: System.
  case regular = "CTFontRegularUsage"
  /// `CTFontMediumUsage`.
  case medium = "CTFontMediumUsage"
  /// `CTFontDemiUsage`: semibold.
  case demi = "CTFontDemiUsage"
  /// `CTFontEmphasizedUsage`: System Bold, i.e. `boldSystemFont(ofSize:)`.
  case emphasized = "CTFontEmphasizedUsage"
  /// `CTFontBoldUsage`.
  case bold = "CTFontBoldUsage"
  /// `CTFontHeavyUsage`.
  case heavy = "CTFontHeavyUsage"
  /// `CTFontBlackUsage`.
  case black = "CTFontBlackUsage"
  /// `CTFontObliqueUsage`: System Italic, i.e. `italicSystemFont(ofSize:)`.
  case oblique = "CTFontObliqueUsage"

  /// The weight the usage stands for.
  public var weight: FontWeight {
    switch self {
    case .ultraLight: .ultraLight
    case .thin: .thin
    case .light: .light
    case .regular, .oblique: .regular
    case .medium: .medium
    case .demi, .emphasized: .semibold
    case .bold: .bold
    case .heavy: .heavy
    case .black: .black
    }
  }
}
