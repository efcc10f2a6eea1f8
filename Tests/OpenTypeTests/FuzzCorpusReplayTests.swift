import Foundation
import OpenType
import OpenTypeFuzzing
import Testing

/// Replays the malformed-font corpus (`../shared/corpus/ots-fuzzing`, beside the checkout) and
/// every crash file the fuzzer found (`Tests/FuzzCorpus`) through the fuzz target's own entry
/// point: none may trap, crash or hang.
@Suite struct FuzzCorpusReplayTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func files(in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") && $0 != "README.md" }.map {
      directory.appendingPathComponent($0)
    }
  }

  static let sharedCorpus = files(
    in: packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/corpus/ots-fuzzing"))
  static let crashFiles = files(in: packageRoot.appendingPathComponent("Tests/FuzzCorpus"))

  @Test func sharedCorpusIsThere() throws {
    // CI lays shared/ beside the checkout; without it the replay below would test nothing.
    try #require(
      !Self.sharedCorpus.isEmpty,
      "no files in ../shared/corpus/ots-fuzzing beside \(Self.packageRoot.path)")
  }

  @Test(arguments: sharedCorpus + crashFiles)
  func replayDoesNotCrash(file: URL) throws {
    let bytes = [UInt8](try Data(contentsOf: file))
    // Twice: the result must also be deterministic (no uninitialised reads, no shared state).
    #expect(FontExerciser.exercise(bytes) == FontExerciser.exercise(bytes))
  }

  @Test func truncationsOfEveryCrashFileDoNotCrash() throws {
    for file in Self.crashFiles + Self.sharedCorpus.prefix(20) {
      let bytes = [UInt8](try Data(contentsOf: file))
      for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 16)) {
        _ = FontExerciser.exercise(Array(bytes.prefix(length)))
      }
    }
  }
}
