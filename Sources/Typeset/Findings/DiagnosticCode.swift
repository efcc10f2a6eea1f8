/// What kind of problem a ``Diagnostic`` reports, as a stable code that tools match on
/// instead of a message's words: SARIF's `ruleId`, the `code` of `--format json`, the
/// `[code]` at the end of a build error, the command line's choice of exit status.
///
/// The raw value is the code as it is printed (`out-of-range`). Codes are never renamed or
/// reused; a new kind of problem gets a new code. The README's table of codes is written from
/// `allCases` and ``summary``.
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  // MARK: Reading the file

  /// The file is not valid JSON or property list.
  case syntaxError = "syntax-error"
  /// A value has the wrong type: a string where a number belongs, a list for an object.
  case wrongType = "wrong-type"
  /// An object has a key the format does not define.
  case unknownKey = "unknown-key"
  /// A key, or a name spelled two ways, is given twice in one object.
  case duplicateKey = "duplicate-key"
  /// A key that is needed is missing.
  case missingKey = "missing-key"
  /// A string, list or object that must hold something is empty.
  case emptyValue = "empty-value"
  /// A number is outside the range its key allows.
  case outOfRange = "out-of-range"
  /// A name is none of those the key accepts: a text style, a content size category, a
  /// platform, a weight, a normalisation, a scaling strategy, a preset.
  case unknownName = "unknown-name"
  /// A name the file gives cannot be used: an empty style or family name, one with control
  /// characters or wrapping quotes, an axis tag that is not four ASCII characters.
  case invalidName = "invalid-name"
  /// A key that belongs elsewhere: a strategy's parameter given to another strategy, an entry
  /// a platform does not take, two keys that exclude each other.
  case misplacedKey = "misplaced-key"
  /// Values that contradict each other: minimum above maximum, an axis default outside its
  /// range, a token's category that changes what must stay the same.
  case inconsistentValues = "inconsistent-values"
  /// A table of sizes without a size for every category.
  case incompleteTable = "incomplete-table"
  /// An entry that sets nothing.
  case setsNothing = "sets-nothing"
  /// A value that is given but has no effect, or is read otherwise than it is written.
  case ignoredValue = "ignored-value"

  // MARK: References

  /// A style or the defaults name a family the file does not define.
  case unknownFamily = "unknown-family"
  /// A custom style is relative to itself or to another custom style.
  case relativeToCustomStyle = "relative-to-custom-style"
  /// A family no style uses.
  case unusedFamily = "unused-family"
  /// A design token refers to a token that does not exist.
  case unknownReference = "unknown-reference"
  /// A design token's references lead back to it.
  case circularReference = "circular-reference"
  /// A design token's value is math or a partial reference, which cannot be mapped.
  case unsupportedReference = "unsupported-reference"
  /// A design tokens file holds no typography token, or no token for the default category.
  case missingTokens = "missing-tokens"
  /// The typography Typeset embedded in design tokens is invalid or differs from the tokens.
  case staleEmbeddedTypography = "stale-embedded-typography"

  // MARK: Fonts

  /// A font file cannot be read.
  case fontUnreadable = "font-unreadable"
  /// A font file is not a font, or is damaged where it cannot be read.
  case fontCorrupt = "font-corrupt"
  /// A font file has no face with the PostScript name given.
  case noSuchFace = "no-such-face"
  /// What a face says of itself (weight, italic) differs from what its font file says.
  case fontMismatch = "font-mismatch"
  /// A font's table is damaged and was ignored or truncated.
  case damagedTable = "damaged-table"
  /// A family lists the same face twice.
  case duplicateFace = "duplicate-face"
  /// A face that no weight can choose: an earlier face covers it.
  case unreachableFace = "unreachable-face"
  /// A family's faces were guessed, not given.
  case guessedFaces = "guessed-faces"

  // MARK: Resolution

  /// A style cannot be resolved: no family or face to draw with, or no text style to follow.
  case unresolvableStyle = "unresolvable-style"
  /// Apple's tables have no size for a style on a platform, so the style must give one.
  case noReferenceSize = "no-reference-size"
  /// A style's size cannot be normalised to the system font's.
  case normalizationFailed = "normalization-failed"
  /// A style scales to a size outside the point-size range at some category.
  case scaledSizeOutOfRange = "scaled-size-out-of-range"
  /// A style asks for a weight its family lacks; the nearest face is used.
  case nearestWeight = "nearest-weight"
  /// Bold Text cannot make a style heavier: its family has no heavier face.
  case boldTextWithoutEffect = "bold-text-without-effect"
  /// An italic style's family has no italic face.
  case noItalicFace = "no-italic-face"

  // MARK: Outputs

  /// Two styles give the same name in generated code or resources; one was renamed.
  case renamedIdentifier = "renamed-identifier"

  /// The code, such as `out-of-range`.
  public var description: String { rawValue }

  /// What the code means, in one sentence.
  public var summary: String {
    switch self {
    case .syntaxError: "The file is not valid JSON or property list."
    case .wrongType: "A value has the wrong type."
    case .unknownKey: "An object has a key the format does not define."
    case .duplicateKey: "A key, or a name spelled two ways, is given twice in one object."
    case .missingKey: "A key that is needed is missing."
    case .emptyValue: "A string, list or object that must hold something is empty."
    case .outOfRange: "A number is outside the range its key allows."
    case .unknownName:
      "A name is none of those the key accepts (text style, category, platform, weight …)."
    case .invalidName: "A name the file gives cannot be used (empty, control characters …)."
    case .misplacedKey: "A key belongs elsewhere, or excludes another that is given."
    case .inconsistentValues: "Values contradict each other (minimum above maximum …)."
    case .incompleteTable: "A table of sizes lacks a size for some category."
    case .setsNothing: "An entry sets nothing."
    case .ignoredValue: "A value has no effect, or is read otherwise than it is written."
    case .unknownFamily: "A family is named that the file does not define."
    case .relativeToCustomStyle: "A custom style is relative to itself or another custom style."
    case .unusedFamily: "A family no style uses."
    case .unknownReference: "A design token refers to a token that does not exist."
    case .circularReference: "A design token's references lead back to it."
    case .unsupportedReference: "A design token's value is math or a partial reference."
    case .missingTokens: "A tokens file lacks typography tokens, or the default category's."
    case .staleEmbeddedTypography:
      "The typography embedded in design tokens is invalid or differs from them."
    case .fontUnreadable: "A font file cannot be read."
    case .fontCorrupt: "A font file is not a font, or is damaged where it must be read."
    case .noSuchFace: "A font file has no face with the PostScript name given."
    case .fontMismatch: "A face's weight or italic differs from what its font file says."
    case .damagedTable: "A font's table is damaged and was ignored or truncated."
    case .duplicateFace: "A family lists the same face twice."
    case .unreachableFace: "A face no weight can choose: an earlier face covers it."
    case .guessedFaces: "A family's font files were guessed, not given."
    case .unresolvableStyle: "A style has no family, face or text style to resolve with."
    case .noReferenceSize: "Apple's tables have no size for a style on a platform."
    case .normalizationFailed: "A style's size cannot be normalised to the system font's."
    case .scaledSizeOutOfRange: "A style scales outside the point-size range at some category."
    case .nearestWeight: "A style asks for a weight its family lacks; the nearest is used."
    case .boldTextWithoutEffect: "Bold Text cannot make a style heavier."
    case .noItalicFace: "An italic style's family has no italic face."
    case .renamedIdentifier: "Two styles give the same generated name; one was renamed."
    }
  }
}
