import DynamicType
import Typeset
import TypesetLoader

extension DesignTokens {
  /// What importing design tokens gave: the typography when nothing stood in the way, and
  /// every error and warning with its path in the tokens file.
  public struct ImportResult: Sendable {
    /// The typography, or `nil` when there are errors.
    public let typography: Typography?
    /// Errors and warnings, in the order found. Paths are token paths in the tokens file
    /// (`typography.body.large.$value.fontSize`), or typography-file paths for problems of
    /// the typography that resulted (`families.Inter`).
    public let diagnostics: [Diagnostic]

    /// The errors only.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The warnings only.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
  }

  /// Reads typography tokens, in the DTCG format or Tokens Studio's, into a typography.
  ///
  /// Every token whose type is `typography` becomes a style. A token's name that is a text
  /// style in any spelling (`body`, `Title 1`, `caption`) maps to that Apple style; any other
  /// name becomes a custom style relative to the Apple style nearest in size (with a warning
  /// that says which). A group whose typography tokens are all named after content size
  /// categories (`large`, `AX3`, `accessibilityExtraLarge` …) is one style with a value per
  /// category, and so are tokens with the same path in token sets named after categories
  /// (modes: `large.typography.body`, `AX3.typography.body`). With all twelve categories the
  /// sizes become a `table` scaling, otherwise the other categories override the default curve.
  ///
  /// Values accepted: DTCG dimensions (`{"value": 17, "unit": "px"}`), strings with `px`, `pt`,
  /// `rem` (16 px), `em` and `%` of the font size, plain numbers (pixels; a DTCG `lineHeight`
  /// number is a ratio), weights as numbers or names (Tokens Studio's `"Semi Bold Italic"`
  /// included) and references (`{font.family.serif}`), also to tokens in another token set.
  /// Properties a typography file has no place for (`textCase`, `paragraphSpacing` …) are
  /// reported as warnings and ignored.
  ///
  /// Tokens written by ``export(_:source:)`` carry the typography they came from; a style
  /// whose tokens still agree with it is restored exactly (scaling curve, limits, Bold Text
  /// faces), a style whose tokens were edited is read from the tokens.
  ///
  /// - Parameters:
  ///   - bytes: The tokens file.
  ///   - families: The font families to use; without them, the families embedded by Typeset,
  ///     or faces guessed from the tokens (named `Family-Weight`, with a warning).
  /// - Returns: The typography and the diagnostics.
  public static func importTypography(_ bytes: [UInt8], families: [FontFamily]? = nil)
    -> ImportResult
  {
    let root: ConfigNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      return ImportResult(
        typography: nil,
        diagnostics: [
          Diagnostic(
            .error, .syntaxError, at: .root, problem: "not valid JSON: \(error.message)",
            location: error.location)
        ])
    }
    var importer = TokenImporter(root: root, families: families)
    return importer.run()
  }
}

extension ConfigNode {
  /// The string, when the node is one.
  var stringValue: String? {
    if case .string(let text) = kind { return text }
    return nil
  }
}
