import DynamicType
import Typeset
import TypesetTools

/// Runs a design-tokens file (DTCG or Tokens Studio) through the token importer, for the fuzzer
/// and for replaying the files it found.
///
/// Beyond "no crash", an accepted import must validate: the typography it gives, written as a
/// typography file, decodes without errors to the same families, defaults and styles, and
/// resolves every style at every category of every platform, with and without Bold Text.
/// The typography is also exported as tokens, which must import again to the same styles.
///
/// ```swift
/// let fonts = try FuzzFonts()
/// let checksum = TokensExerciser.exercise(bytes, fonts: fonts)
/// ```
public enum TokensExerciser {
  /// Imports `bytes`, checks the invariants and returns a checksum of the results.
  public static func exercise(_ bytes: [UInt8], fonts: FuzzFonts) -> UInt64 {
    var checksum = FuzzChecksum()
    let result = DesignTokens.importTypography(bytes)
    for diagnostic in result.diagnostics { checksum.add(diagnostic.description) }
    guard let typography = result.typography else {
      FuzzFailure.require(!result.errors.isEmpty, "no typography, but no error either")
      return checksum.value
    }
    FuzzFailure.require(result.errors.isEmpty, "a typography despite errors: \(result.errors)")
    // The importer's faces keep their paths as given (no folder to resolve them in), so the
    // written file is read without one too; files that are missing are warnings.
    TypographyExerciser.checkRoundTrip(
      typography, path: nil, library: fonts.nextLibrary(), into: &checksum)
    TypographyExerciser.resolveEveryCell(typography, into: &checksum)
    let tokens: String
    do {
      tokens = try DesignTokens.export(typography)
    } catch {
      FuzzFailure.require(false, "an accepted import does not export: \(error)")
      return checksum.value
    }
    checksum.add(tokens)
    // Exported tokens import again, to the same styles (the typography they embed is
    // restored; Tests/FuzzCorpus/README.md, "Findings", has the two inputs that broke this).
    let reimported = DesignTokens.importTypography(Array(tokens.utf8))
    FuzzFailure.require(
      reimported.errors.isEmpty && reimported.typography != nil,
      "exported tokens do not import again: \(reimported.errors)")
    if let again = reimported.typography {
      FuzzFailure.require(
        again.styles == typography.styles,
        "exported tokens import to other styles:\n"
          + TypographyExerciser.differences(typography, again))
    }
    checksum.add(reimported.errors.count)
    return checksum.value
  }
}
