import DynamicType
import Typeset
import TypesetLoader
import TypesetTools

/// Runs a typography file's bytes (JSON or a property list) through the decoder and, when it is
/// accepted, through the writer and the resolver, for the fuzzer and for replaying the files it
/// found.
///
/// Beyond "no crash", an accepted file must
/// - write (``TypographyDocument/serialize(_:)``) to a file that decodes again to the same
///   families, defaults and styles, and
/// - resolve every style at every category of every platform, with and without Bold Text, to
///   finite sizes, without throwing on iOS (which checking covers) and elsewhere only where
///   Apple's table lacks a value (``ResolutionError/missingReference(_:_:hint:)``).
///
/// A broken invariant traps (``FuzzFailure``), which libFuzzer records as a crash.
///
/// ```swift
/// let fonts = try FuzzFonts()
/// let checksum = TypographyExerciser.exercise(bytes, fonts: fonts)
/// ```
public enum TypographyExerciser {
  /// Decodes `bytes` as a typography file at ``FuzzFonts/typographyPath``, checks the
  /// invariants and returns a checksum of the results.
  public static func exercise(_ bytes: [UInt8], fonts: FuzzFonts) -> UInt64 {
    var checksum = FuzzChecksum()
    let library = fonts.nextLibrary()
    let path = fonts.typographyPath
    let result = TypographyDocument.parse(bytes, path: path, fonts: library)
    for diagnostic in result.diagnostics { checksum.add(diagnostic.description) }
    guard let typography = result.typography else {
      FuzzFailure.require(!result.errors.isEmpty, "no typography, but no error either")
      return checksum.value
    }
    FuzzFailure.require(result.errors.isEmpty, "a typography despite errors: \(result.errors)")
    checkRoundTrip(typography, path: path, library: library, into: &checksum)
    resolveEveryCell(typography, into: &checksum)
    return checksum.value
  }

  /// Writing `typography` and decoding the text again gives the same typography.
  static func checkRoundTrip(
    _ typography: Typography, path: String?, library: FontLibrary,
    into checksum: inout FuzzChecksum
  ) {
    let text = TypographyDocument.serialize(typography)
    checksum.add(text)
    let again = TypographyDocument.parse(
      Array(text.utf8), path: path, format: .json, fonts: library)
    guard let decoded = again.typography else {
      FuzzFailure.require(
        false, "the written typography does not decode: \(again.errors)\n\(text)")
      return
    }
    FuzzFailure.require(
      decoded.families == typography.families && decoded.defaults == typography.defaults
        && decoded.styles == typography.styles,
      "the round trip changed the typography:\n" + differences(typography, decoded) + "\n\(text)")
  }

  /// What differs between two typographies, one line per family, the defaults or style, as
  /// `before` → `after`.
  static func differences(_ before: Typography, _ after: Typography) -> String {
    var lines: [String] = []
    if before.families != after.families {
      lines.append("families: \(before.families)\n  → \(after.families)")
    }
    if before.defaults != after.defaults {
      lines.append("defaults: \(before.defaults)\n  → \(after.defaults)")
    }
    for name in Set(before.styles.keys).union(after.styles.keys).sorted()
    where before.styles[name] != after.styles[name] {
      lines.append(
        "styles.\(name): \(before.styles[name].map { "\($0)" } ?? "none")\n  → "
          + (after.styles[name].map { "\($0)" } ?? "none"))
    }
    return lines.joined(separator: "\n")
  }

  /// Every style × every platform's categories × Bold Text resolves, to finite values.
  static func resolveEveryCell(_ typography: Typography, into checksum: inout FuzzChecksum) {
    for platform in Platform.allCases {
      for category in platform.categories {
        for boldText in [false, true] {
          let environment = TypeEnvironment(
            platform: platform, category: category, isBoldTextEnabled: boldText)
          for style in typography.styleNames {
            do {
              let font = try typography.resolve(style, in: environment)
              FuzzFailure.require(
                font.pointSize.isFinite && font.lineHeight.isFinite && font.tracking.isFinite
                  && font.face.weight.isFinite,
                "\(style) at \(environment): not finite: \(font.pointSize) pt, line "
                  + "\(font.lineHeight), tracking \(font.tracking), weight \(font.face.weight)")
              checksum.add(font.pointSize)
              checksum.add(font.lineHeight)
              checksum.add(font.tracking)
              checksum.add(font.face.postScriptName)
            } catch {
              // Checking resolves every cell on iOS, so there nothing may fail; the other
              // platforms' tables lack values iOS has (iOS 7 has no largeTitle), which is the
              // one error they may give.
              let isMissingReference =
                if case .missingReference = error { true } else { false }
              FuzzFailure.require(
                platform != .iOS && isMissingReference,
                "an accepted typography does not resolve \(style) at \(environment): \(error)")
              checksum.add(error.description)
            }
          }
        }
      }
    }
  }
}
