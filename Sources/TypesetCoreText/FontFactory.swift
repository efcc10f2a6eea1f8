#if canImport(CoreText) || TYPESET_LINUX_HARNESS
  import Foundation
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import CoreText
  #endif

  /// Core Text fonts for a plan: the face by PostScript name, with its variation axes set.
  ///
  /// Shared by the adapters where a platform font must carry variation axes (SwiftUI's
  /// `Font.custom` can only name a face) and to measure a face's natural line height.
  public enum CoreTextFonts {
    /// A Core Text font of the plan's face at `pointSize`, with the plan's variation axes.
    public static func font(for plan: PlatformFontPlan, pointSize: Double) -> CTFont {
      let variation = FontVariation.coreTextVariations(plan.variations)
      let attributes: [String: Any] = [
        kCTFontNameAttribute as String: plan.postScriptName,
        kCTFontVariationAttribute as String: variation,
      ]
      let descriptor = CTFontDescriptorCreateWithAttributes(attributes as CFDictionary)
      return CTFontCreateWithFontDescriptor(descriptor, CGFloat(pointSize), nil)
    }

    /// The face's own line height at `pointSize` (ascent + descent + leading), what
    /// `UIFont.lineHeight` reports.
    public static func naturalLineHeight(for plan: PlatformFontPlan, pointSize: Double) -> Double {
      let font = font(for: plan, pointSize: pointSize)
      return Double(CTFontGetAscent(font) + CTFontGetDescent(font) + CTFontGetLeading(font))
    }
  }
#endif
