import Typeset

extension DesignTokens {
  /// Appends one typography token's object, after its key, as `JSONValue.prettyPrinted()`
  /// lays it out at the depth of a token (its key at column 6):
  ///
  /// ```json
  /// {
  ///         "$value": {
  ///           "fontFamily": "{font.family.Serif}",
  ///           "fontSize": { "value": 18, "unit": "px" },
  ///           …
  ///         }
  ///       }
  /// ```
  ///
  /// The pretty printer's choices here never depend on the numbers or names:
  /// - the token's object nests three deep, deeper than a one-line form may;
  /// - its `$value` can never take one line: its keys and punctuation alone are 142 characters,
  ///   where 92 remain from its column;
  /// - a dimension always does: `{ "value": , "unit": "px" }` is 27 characters and a number at
  ///   most 24, where 90 remain.
  static func appendToken(of font: ResolvedFont, familyReference: String, to output: inout String) {
    output += ": {\n        \"$value\": {\n          \"fontFamily\": "
    output += familyReference
    output += ",\n          \"fontSize\": "
    appendDimension(font.pointSize, to: &output)
    output += ",\n          \"fontWeight\": "
    output += JSONText.number(font.face.weight)
    output += ",\n          \"lineHeight\": "
    output += JSONText.number(font.lineHeight / font.pointSize)
    output += ",\n          \"letterSpacing\": "
    appendDimension(font.tracking, to: &output)
    if font.face.isItalic { output += ",\n          \"fontStyle\": \"italic\"" }
    output += "\n        }\n      }"
  }

  /// Appends a DTCG dimension in pixels, `{ "value": 18, "unit": "px" }`.
  private static func appendDimension(_ points: Double, to output: inout String) {
    output += "{ \"value\": "
    output += JSONText.number(points)
    output += ", \"unit\": \"px\" }"
  }
}
