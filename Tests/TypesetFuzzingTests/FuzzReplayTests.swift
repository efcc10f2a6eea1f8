import Foundation
import Testing
import Typeset
import TypesetFuzzing
import TypesetLoader
import TypesetTools

/// Replays the committed corpora of the fuzz targets over Typeset's parsers
/// (`Tests/FuzzCorpus/typography`, `strings`, `tokens`: the minimised corpus of the long runs and
/// every crash file) through the targets' own bodies, invariants included: none may trap, and
/// each result is deterministic.
@Suite struct FuzzReplayTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

  /// The files of `Tests/FuzzCorpus/<target>`, without the README.
  static func files(_ target: String) -> [URL] {
    let directory = corpus.appendingPathComponent(target)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") && $0 != "README.md" }.map {
      directory.appendingPathComponent($0)
    }
  }

  static let fonts = try! FuzzFonts()

  @Test(arguments: ["typography", "strings", "tokens"])
  func corpusIsCommitted(target: String) {
    #expect(!Self.files(target).isEmpty, "Tests/FuzzCorpus/\(target) is empty")
  }

  @Test func typographyCorpusReplays() throws {
    for file in Self.files("typography") {
      let bytes = [UInt8](try Data(contentsOf: file))
      let first = TypographyExerciser.exercise(bytes, fonts: Self.fonts)
      #expect(
        TypographyExerciser.exercise(bytes, fonts: Self.fonts) == first, "\(file.lastPathComponent)"
      )
    }
  }

  @Test func stringsCorpusReplays() throws {
    for file in Self.files("strings") {
      let bytes = [UInt8](try Data(contentsOf: file))
      #expect(
        StringsExerciser.exercise(bytes) == StringsExerciser.exercise(bytes),
        "\(file.lastPathComponent)")
    }
  }

  @Test func tokensCorpusReplays() throws {
    for file in Self.files("tokens") {
      let bytes = [UInt8](try Data(contentsOf: file))
      let first = TokensExerciser.exercise(bytes, fonts: Self.fonts)
      #expect(
        TokensExerciser.exercise(bytes, fonts: Self.fonts) == first, "\(file.lastPathComponent)")
    }
  }
}

/// The seeds written in code reach what they are for: accepted files, so that the fuzzer
/// starts from inputs that get past the parsers to the writer and the resolver.
@Suite struct FuzzSeedTests {
  @Test func typographySeedsAreAccepted() throws {
    let fonts = try FuzzFonts()
    for seed in FuzzSeeds.typography() {
      let result = TypographyDocument.parse(
        seed.bytes, path: fonts.typographyPath, fonts: fonts.nextLibrary())
      #expect(result.typography != nil, "\(seed.name): \(result.errors)")
      _ = TypographyExerciser.exercise(seed.bytes, fonts: fonts)
    }
    #expect(FuzzSeeds.typography().contains { $0.name.hasSuffix("binary.plist") })
  }

  @Test func tokenSeedsAreAccepted() throws {
    let fonts = try FuzzFonts()
    for seed in FuzzSeeds.tokens() {
      let result = DesignTokens.importTypography(seed.bytes)
      #expect(result.typography != nil, "\(seed.name): \(result.errors)")
      _ = TokensExerciser.exercise(seed.bytes, fonts: fonts)
    }
  }

  @Test func stringSeedsAreRead() throws {
    for seed in FuzzSeeds.strings() {
      let strings = try StringsFile.parse(seed.bytes, file: seed.name)
      #expect(!strings.isEmpty, "\(seed.name)")
      _ = StringsExerciser.exercise(seed.bytes)
    }
  }
}

/// Crashes the typography target found, checked by what they must give now.
@Suite struct FuzzFindingTests {
  /// A binary property list `{"a": set("a")}`: the smallest file with a set.
  static let binaryListWithSet: [UInt8] = {
    var bytes = Array("bplist00".utf8)
    let objects: [[UInt8]] = [[0xD1, 0x01, 0x02], [0x51, 0x61], [0xC1, 0x01]]
    var offsets: [UInt8] = []
    for object in objects {
      offsets.append(UInt8(bytes.count))
      bytes += object
    }
    let table = UInt8(bytes.count)
    bytes += offsets
    bytes += [0, 0, 0, 0, 0, 0, 1, 1]
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)] + [UInt8](repeating: 0, count: 8)
    bytes += [0, 0, 0, 0, 0, 0, 0, table]
    return bytes
  }()

  /// Foundation on Linux crashed bridging a binary property list's set (when it read them): the
  /// engine's own reader refuses such a file with an error (`crash-binary-plist-set.plist`, a dictionary marker of
  /// the every-feature seed turned into a set's).
  @Test func binaryPropertyListWithSetIsAnError() throws {
    let crash = FuzzReplayTests.corpus.appendingPathComponent(
      "typography/crash-binary-plist-set.plist")
    for bytes in [Self.binaryListWithSet, [UInt8](try Data(contentsOf: crash))] {
      let result = TypographyDocument.parse(bytes, fonts: nil)
      #expect(result.typography == nil)
      #expect(result.errors.count == 1)
      #expect(
        result.errors.first?.message.hasPrefix("not a valid binary property list: ") == true)
      #expect(
        result.errors.first?.message.contains("is a set, which a typography file cannot hold")
          == true, "\(result.errors)")
    }
  }

  /// Tokens whose line height scales past what a typography file allows: the import gave a
  /// typography that `typeset-cli validate` then refused; now the import itself says why.
  @Test func importedTypographyIsCheckedAsAFile() throws {
    let crash = FuzzReplayTests.corpus.appendingPathComponent(
      "tokens/crash-leading-past-1000-points.json")
    let result = DesignTokens.importTypography([UInt8](try Data(contentsOf: crash)))
    #expect(result.typography == nil)
    #expect(
      result.errors.contains {
        $0.path.hasSuffix(".leading")
          && $0.message.hasPrefix("must be greater than 0 and at most 1000 pt")
      }, "\(result.errors)")
  }

  /// A weight of 1e116 trapped converting to `Int`, in the file's reader and in token import.
  @Test func hugeWeightIsAnError() {
    let file =
      #"{ "families": { "F": { "faces": [ { "file": "a.ttf", "postScriptName": "A", "weight": 1e116 } ] } } }"#
    let result = TypographyDocument.parse(Array(file.utf8), fonts: nil)
    #expect(result.typography == nil)
    #expect(
      result.errors.map(\.description).contains {
        $0.contains("weight") && $0.contains("must be a whole number from 1 to 1000")
      }, "\(result.errors)")
    let tokens =
      #"{ "body": { "$type": "typography", "$value": { "fontFamily": "F", "fontSize": 17, "fontWeight": 1e300 } } }"#
    let imported = DesignTokens.importTypography(Array(tokens.utf8))
    #expect(imported.typography == nil)
    #expect(
      imported.errors.contains { $0.message.hasPrefix("must be a whole number from 1 to 1000") },
      "\(imported.errors)")
  }

  /// A font size of 1.5e116 trapped writing the error message that names it.
  @Test func hugeNumbersInMessages() {
    #expect(NumberText.points(1e300) == "1e+300 pt")
    #expect(NumberText.points(-9.5e18, unit: false) == "-9.5e+18")
    #expect(NumberText.points(1e16) == "10000000000000000 pt")
    #expect(NumberText.points(17.125) == "17.13 pt")
    let tokens =
      #"{ "body": { "$type": "typography", "$value": { "fontFamily": "F", "fontSize": 1.5e116 } } }"#
    let imported = DesignTokens.importTypography(Array(tokens.utf8))
    #expect(imported.typography == nil)
    #expect(
      imported.errors.map(\.message) == [
        "must be greater than 0 and at most 1000 pt (found 1.5e+116)"
      ])
  }
}
