import DynamicType
import Typeset

extension TypographyFormat {
  /// The keys of the file's top level.
  package enum TopLevel {
    /// `$schema`: the JSON Schema editors check the file against.
    package static let schema = FormatKey(
      "$schema", .text,
      "The JSON Schema an editor checks the file against (the output of typeset-cli schema); the engine ignores it."
    )
    /// `families`: the font families by name.
    package static let families = FormatKey(
      "families",
      .map(
        keys: .any("a family's name, as styles name it"), values: .object(family),
        minimumCount: 1),
      required: "a typography needs at least one font family",
      "The font families, by the name styles give them.")
    /// `defaults`: what every style takes unless it sets its own.
    package static let defaults = FormatKey(
      "defaults", .object(TypographyFormat.defaults),
      "Values every style takes unless it sets its own.")
    /// `styles`: the styles by name.
    package static let styles = FormatKey(
      "styles",
      .map(
        keys: .any("an Apple text style (body, title1 …) or a custom name"), values: .object(style)),
      default: "Apple's table for every text style",
      "The text styles, by name: Apple's (body, title1 …) and custom ones.")
  }

  /// The keys of a family.
  package enum Family {
    /// `faces`: the faces of the family.
    package static let faces = FormatKey(
      "faces", .array(.object(face), minimumCount: 1),
      required: "a family needs at least one face",
      "The faces of the family, each identified by its font file.")
  }

  /// The keys of a face.
  package enum Face {
    /// `file`: the font file.
    package static let file = FormatKey(
      "file", .text, required: "the font file of the face",
      "The font file, relative to the typography file.")
    /// `postScriptName`: the face's PostScript name.
    package static let postScriptName = FormatKey(
      "postScriptName", .text, default: "read from the font file",
      "The face's PostScript name, which also chooses the face in a collection.")
    /// `weight`: the face's weight.
    package static let weight = FormatKey(
      "weight", TypographyFormat.weight, default: "read from the font file",
      "The face's weight; when given it is checked against the font file.")
    /// `italic`: whether the face is italic.
    package static let italic = FormatKey(
      "italic", .boolean, default: "read from the font file",
      "Whether the face is italic; when given it is checked against the font file.")
    /// `axes`: a variable font's axes.
    package static let axes = FormatKey(
      "axes",
      .map(
        keys: .pattern("^[\\u0000-\\u007F]{4}$", "a four-character ASCII axis tag such as wght"),
        values: .object(axis)),
      default: "read from the font file",
      "A variable font's axes by their four-letter tags.")
  }

  /// The keys of a variation axis. Their numbers are checked against the axis's own range
  /// (`ValueRange.axis(_:)`: `wght` 1–1000, `ital` 0–1 …), within OpenType's `Fixed` range.
  package enum Axis {
    /// `min`: the axis's smallest value.
    package static let min = FormatKey(
      "min", .axisValue, required: "the axis's smallest value", "The axis's smallest value.")
    /// `default`: the axis's default value.
    package static let `default` = FormatKey(
      "default", .axisValue, default: "min", "The axis's default value.")
    /// `max`: the axis's largest value.
    package static let max = FormatKey(
      "max", .axisValue, required: "the axis's largest value", "The axis's largest value.")
  }
}
