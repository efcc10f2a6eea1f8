import DynamicType
import Typeset

extension TypographyFormat {
  /// The keys of a style; the defaults take some of them.
  package enum Style {
    /// `family`: the family, by name.
    package static let family = FormatKey(
      "family", .text, default: "the defaults' family",
      "The font family, by its name in families.")
    /// `weight`: the weight.
    package static let weight = FormatKey(
      "weight", TypographyFormat.weight, default: "Apple's weight for the style",
      "The weight; the nearest face is chosen.")
    /// `italic`: whether to use an italic face.
    package static let italic = FormatKey(
      "italic", .boolean, default: "false", "Whether to use an italic face.")
    /// `size`: the point size at large.
    package static let size = FormatKey(
      "size", pointSize, default: "Apple's size for the style", flag: "--size",
      "The point size at the default category, large.")
    /// `leading`: the line height at large.
    package static let leading = FormatKey(
      "leading", pointSize, default: "Apple's leading, in proportion to the size",
      "The line height in points at large; its proportion to the size is kept at every category."
    )
    /// `tracking`: the letter spacing.
    package static let tracking = FormatKey(
      "tracking", TypographyFormat.tracking, default: "none",
      "The letter spacing in 1/1000 em, \"system\" for SF's size-dependent tracking, or \"none\".")
    /// `scaling`: how the size follows the category.
    package static let scaling = FormatKey(
      "scaling", scalingValue, default: "fontMetrics", flag: "--strategy",
      "How the size follows the content size category: a strategy's name, or an object with strategy and its parameters."
    )
    /// `minimumSize`: the smallest point size.
    package static let minimumSize = FormatKey(
      "minimumSize", pointSize, flag: "--minimum", "The smallest point size at any category.")
    /// `maximumSize`: the largest point size.
    package static let maximumSize = FormatKey(
      "maximumSize", pointSize, flag: "--maximum",
      "The largest point size at any category (maximumPointSize).")
    /// `relativeTo`: the Apple style a custom style follows.
    package static let relativeTo = FormatKey(
      "relativeTo",
      .name(FormatNames(TextStyle.allCases.map(\.uiKitName), matching: .anySpelling)),
      default: "the style itself (a custom style needs one)",
      "The Apple text style whose curve and defaults the style follows.")
    /// `normalize`: how the size is matched to the system font's.
    package static let normalize = FormatKey(
      "normalize",
      .name(FormatNames(Normalization.allCases.map(\.rawValue), matching: .exact)),
      default: "none",
      "How the size is matched to the system font's apparent size at the resolved size.")
    /// `categories`: values for particular content size categories.
    package static let categories = FormatKey(
      "categories", .map(keys: .names(categoryNames), values: .object(override)),
      "Values for particular content size categories, replacing the computed ones there.")
    /// `platforms`: a platform's own values for the style.
    package static let platforms = FormatKey(
      "platforms",
      .map(
        keys: .names(FormatNames(platformKeys, matching: .anySpelling)),
        values: .object(platformValues),
        entries: [Android.entry]),
      default: "the iOS values, carried over by Apple's ratio",
      "Values for macOS, tvOS, watchOS or visionOS, in that platform's points, and for Android in sp."
    )
    /// `description`: what the style is for, carried into generated documentation.
    package static let description = FormatKey(
      "description", .text,
      "What the style is for, in a sentence: generated Swift documentation comments, CSS comments and design tokens' $description carry it."
    )
  }

  /// The keys of the defaults that a style's keys do not say.
  package enum Defaults {
    /// `platforms` in `defaults`: entries without `size`.
    package static let platforms = FormatKey(
      "platforms",
      .map(
        keys: .names(FormatNames(platformKeys, matching: .anySpelling)),
        values: .object(defaultsPlatformValues),
        entries: [Android.inDefaults]),
      default: "the iOS values, carried over by Apple's ratio",
      "Defaults for macOS, tvOS, watchOS or visionOS, in that platform's points.")
  }

  /// The keys of a `platforms` entry.
  package enum Platforms {
    /// `size`: the style's size on the platform.
    package static let size = FormatKey(
      "size", pointSize, default: "the iOS size × Apple's ratio for the platform",
      "The point size at large on the platform.")
    /// `minimumSize` on the platform.
    package static let minimumSize = FormatKey(
      "minimumSize", pointSize, "The smallest point size on the platform.")
    /// `maximumSize` on the platform.
    package static let maximumSize = FormatKey(
      "maximumSize", pointSize, "The largest point size on the platform.")
    /// `scaling` on the platform.
    package static let scaling = FormatKey(
      "scaling", scalingValue, default: "the style's scaling", "The scaling on the platform.")
  }

  /// The keys of a style's `platforms.android` entry.
  package enum Android {
    /// The entry itself, named apart in a style's `platforms`.
    package static let entry = FormatKey(
      AndroidValues.key, .object(android),
      default: "the style's iOS values at large, 1 pt = 1 sp",
      "The style's values on Android, in sp.")
    /// `android` in the defaults' `platforms`, which the engine refuses.
    package static let inDefaults = FormatKey(
      AndroidValues.key, .refused("Android's values are given per style"),
      "Not in the defaults: a style without Android values takes its iOS values at large.")
    /// `size` on Android.
    package static let size = FormatKey(
      "size", pointSize, default: "the iOS size at large, after its limits",
      "The text size in sp, before the user's font scale.")
    /// `leading` on Android.
    package static let leading = FormatKey(
      "leading", pointSize, default: "the iOS line height at large",
      "The line height in sp; Android keeps its proportion to the scaled text size.")
    /// `tracking` on Android.
    package static let tracking = FormatKey(
      "tracking", TypographyFormat.tracking, default: "the style's tracking at large",
      "The letter spacing in 1/1000 em (Android's letterSpacing × 1000).")
  }

  /// The keys of a `categories` entry.
  package enum Override {
    /// `size` at the category.
    package static let size = FormatKey(
      "size", pointSize, "The point size at this category.")
    /// `leading` at the category.
    package static let leading = FormatKey(
      "leading", pointSize, "The line height at this category.")
    /// `weight` at the category.
    package static let weight = FormatKey(
      "weight", TypographyFormat.weight, "The weight at this category.")
    /// `tracking` at the category.
    package static let tracking = FormatKey(
      "tracking", TypographyFormat.tracking, "The letter spacing at this category.")
  }

  /// The keys of a `scaling` object.
  package enum ScalingObject {
    /// `strategy`: the strategy's name.
    package static let strategy = FormatKey(
      "strategy", .name(strategyNames), required: "one of \(Scaling.Name.list)",
      flag: "--strategy",
      "The strategy: fontMetrics (what UIFontMetrics does), systemSizes, table, stepped or fixed.")
    /// The stepped strategy.
    package static let stepped = FormatCondition(strategy, is: [Scaling.Name.stepped.rawValue])
    /// The table strategy.
    package static let table = FormatCondition(strategy, is: [Scaling.Name.table.rawValue])
    /// `step`: points per category step.
    package static let step = FormatKey(
      "step", .number(.step), flag: "--step", onlyWith: stepped,
      "Points per content size category step, for the stepped strategy.")
    /// `sizes`: the twelve sizes of a table.
    package static let sizes = FormatKey(
      "sizes",
      .either([
        .array(pointSize, count: ContentSizeCategory.allCases.count),
        .map(keys: .names(categoryNames), values: pointSize),
      ]),
      flag: "--sizes", onlyWith: table,
      "Twelve sizes for the table strategy, xSmall to accessibility5, as an array or by category.")
    /// `preset`: a built-in table.
    package static let preset = FormatKey(
      "preset", .name(FormatNames(["ios7"], matching: .anySpelling)), onlyWith: table,
      "A built-in table for the table strategy: ios7, the iOS 7–10 sizes.")
  }
}
