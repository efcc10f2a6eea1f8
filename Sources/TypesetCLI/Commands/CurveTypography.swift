import DynamicType
import Typeset
import TypesetLoader

/// The typographies `typeset-cli scale --size/--strategy` resolves: for each requested style, a
/// typography whose one style definition carries the flags' base size, scaling and limits, so
/// the engine (not the command) decides every size, clamp and line height.
///
/// The engine needs a family to choose a face from. The curve has no font, so the family is
/// one regular face described in code: resolution reads a face's file only to normalise,
/// which these definitions never ask for, so no file is opened.
///
/// One typography per style, because the engine checks a typography as it checks a file:
/// every style must resolve at every iOS category. A style whose curve cannot (a style with
/// gaps in Apple's table, the iOS 7–10 preset for a style that came later) is refused on its
/// own, with the engine's reason, and the other styles still resolve.
enum CurveTypography {
  /// The stand-in family's name; it never appears in the output.
  static let familyName = "Scale Curve"

  /// The one face of the stand-in family, described in code (no file is read).
  static let face = FontFace(
    file: "scale-curve.ttf", postScriptName: "ScaleCurve-Regular", weight: .regular)

  /// A typography in which `style` has a base size (nil: Apple's), a scaling and limits.
  ///
  /// The flags are the platform's own points: off iOS they are also the style's `platforms`
  /// entry for `platform`, so the engine does not carry them over from iOS by Apple's ratio
  /// (`--platform watchos --size 18` is 18 pt at large on watchOS).
  ///
  /// - Throws: ``TypographyError`` when the engine refuses the values, such as a minimum
  ///   above the maximum, or the style cannot be resolved at every category.
  static func make(
    _ style: TextStyle, scaling: Scaling, baseSize: Double?, limits: SizeLimits,
    platform: Platform = .iOS
  ) throws(TypographyError) -> Typography {
    var definition = StyleDefinition(
      size: baseSize, scaling: scaling, minimumSize: limits.minimum, maximumSize: limits.maximum)
    if PlatformValues.platforms.contains(platform) {
      definition.platforms[platform] = PlatformValues(
        size: baseSize, minimumSize: limits.minimum, maximumSize: limits.maximum,
        scaling: scaling)
    }
    return try Typography(
      families: [FontFamily(name: familyName, faces: [face])],
      defaults: StyleDefinition(family: familyName),
      styles: [.textStyle(style): definition])
  }

  /// The flag that sets each field of the definition.
  static let flags = [
    "size": ScaleCommand.size.name, "scaling": ScaleCommand.strategy.name,
    "scaling.step": ScaleCommand.step.name, "scaling.sizes": ScaleCommand.sizes.name,
    "minimumSize": ScaleCommand.minimum.name, "maximumSize": ScaleCommand.maximum.name,
  ]

  /// The flag that set the value a problem is about, or `nil` for a problem of the style as a
  /// whole (it cannot be resolved at some category). Read from the diagnostic's path
  /// components (`styles` › style › field …), never from its message.
  static func flag(of diagnostic: Diagnostic) -> String? {
    var fields = Array(diagnostic.field.keys.dropFirst(2))
    // `styles.body.platforms.watchOS.size` is the same flag as `styles.body.size`.
    if fields.first == "platforms" { fields = Array(fields.dropFirst(2)) }
    guard let field = fields.first else { return nil }
    if fields.count > 1, let flag = flags["\(field).\(fields[1])"] { return flag }
    return flags[field]
  }
}
