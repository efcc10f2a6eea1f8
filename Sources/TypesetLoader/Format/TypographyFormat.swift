import DynamicType
import Typeset

/// The typography file's format, declared once: every key of every object, with its kind of
/// value, range, default, documentation and command-line flag.
///
/// The decoder takes its key lists (and the suggestions for an unknown key) and its ranges from
/// here, as do the checker's range check, the command line's numeric flags, the writer, the
/// README's key table and the JSON Schema that `typeset-cli schema` prints. A new key is
/// declared here, then read into the model by the decoder:
///
/// ```swift
/// TypographyFormat.file.keyNames       // ["$schema", "families", "defaults", "styles"]
/// TypographyFormat.style.keyNames      // ["family", "weight", "italic", "size", …]
/// TypographyFormat.Style.size.range    // greater than 0 and at most 1000 pt
/// ```
package enum TypographyFormat {
  /// The whole file.
  package static let file = FormatObject(
    "typography",
    "A typography file: font families, defaults and text styles, for Dynamic Type.",
    keys: [TopLevel.schema, TopLevel.families, TopLevel.defaults, TopLevel.styles])

  /// A family of `families`.
  package static let family = FormatObject(
    "family", "A font family: its faces.", keys: [Family.faces])

  /// A face of a family's `faces`.
  package static let face = FormatObject(
    "face",
    "A face of a family, identified by its font file; what the file says can be given to describe a face whose file is not at hand.",
    keys: [Face.file, Face.postScriptName, Face.weight, Face.italic, Face.axes])

  /// A variation axis of a face's `axes`.
  package static let axis = FormatObject(
    "axis", "The range of a variable font's axis.", keys: [Axis.min, Axis.default, Axis.max])

  /// The top-level `defaults`.
  package static let defaults = FormatObject(
    "defaults", "Values every style takes unless it sets its own.",
    keys: [
      Style.family, Style.scaling, Style.tracking, Style.minimumSize, Style.maximumSize,
      Style.normalize, Defaults.platforms,
    ])

  /// A style of `styles`: one of Apple's text styles, or a custom one with `relativeTo`.
  package static let style = FormatObject(
    "style",
    "A text style: one of Apple's (body, title1 …) or a custom one that names the Apple style it follows in relativeTo.",
    keys: [
      Style.family, Style.weight, Style.italic, Style.size, Style.leading, Style.tracking,
      Style.scaling, Style.minimumSize, Style.maximumSize, Style.relativeTo, Style.normalize,
      Style.categories, Style.platforms, Style.description,
    ])

  /// A style's entry in `platforms`: that platform's own values, in its points.
  package static let platformValues = FormatObject(
    "platformValues", "A platform's own values for a style, in that platform's points.",
    keys: [Platforms.size, Platforms.minimumSize, Platforms.maximumSize, Platforms.scaling])

  /// A style's `platforms.android`: its values on Android, in sp.
  package static let android = FormatObject(
    "android",
    "A style's own values on Android, in sp before the user's font scale (1 pt = 1 sp).",
    keys: [Android.size, Android.leading, Android.tracking])

  /// An entry of the defaults' `platforms`: a style's entry without `size`.
  package static let defaultsPlatformValues = FormatObject(
    "defaultsPlatformValues",
    "A platform's own defaults, in that platform's points.",
    keys: [Platforms.minimumSize, Platforms.maximumSize, Platforms.scaling])

  /// An entry of a style's `categories`: values for one content size category.
  package static let override = FormatObject(
    "categoryOverride", "Values for one content size category, replacing the computed ones there.",
    keys: [Override.size, Override.leading, Override.weight, Override.tracking])

  /// A `scaling` written as an object.
  package static let scaling = FormatObject(
    "scaling", "A scaling strategy with its parameters.",
    keys: [ScalingObject.strategy, ScalingObject.step, ScalingObject.sizes, ScalingObject.preset],
    requirements: [
      FormatRequirement(when: ScalingObject.stepped, oneOf: [ScalingObject.step.name]),
      FormatRequirement(
        when: ScalingObject.table, oneOf: [ScalingObject.sizes.name, ScalingObject.preset.name]),
    ])

  /// Every object of the format, the file first, in the order documentation lists them.
  package static let objects: [FormatObject] = [
    file, family, face, axis, defaults, style, platformValues, android, defaultsPlatformValues,
    override, scaling,
  ]

  /// The keys a `platforms` section may have (in any spelling `--platform` takes): every
  /// platform but iOS, whose values are the style's own. A new platform is one entry of
  /// `PlatformValues.platforms`.
  package static var platformKeys: [String] {
    PlatformValues.platforms.map(PlatformValues.key(for:))
  }
}

// MARK: Values several keys share

extension TypographyFormat {
  /// A point size: greater than 0 and at most 1000 pt.
  package static let pointSize = FormatValue.number(.pointSize)

  /// A weight: a whole number from 1 to 1000 or a name such as `bold`.
  package static let weight = FormatValue.either([
    .number(.weight),
    .name(FormatNames(FontWeight.named.compactMap(\.name), matching: .anySpelling)),
  ])

  /// Tracking: a number in 1/1000 em, `"system"` or `"none"`.
  package static let tracking = FormatValue.either([
    .number(.tracking), .name(trackingNames),
  ])

  /// The words `tracking` takes besides a number.
  package static let trackingNames = FormatNames(["system", "none"], matching: .exact)

  /// The names of the scaling strategies (`Scaling.Name`), in any letter case.
  package static let strategyNames = FormatNames(
    Scaling.Name.allCases.map(\.rawValue) + ["UIFontMetrics"], matching: .ignoringCase)

  /// A scaling: a strategy's name, or an object with `strategy` and its parameters.
  package static let scalingValue = FormatValue.either([.name(strategyNames), .object(scaling)])

  /// The content size categories, in any common spelling, as keys.
  package static let categoryNames = FormatNames(
    ContentSizeCategory.allCases.map(\.swiftUIName), matching: .anySpelling)
}
