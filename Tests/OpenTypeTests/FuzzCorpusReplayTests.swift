import Foundation
import OpenType
import OpenTypeFuzzing
import Testing

/// Replays the malformed-font corpus (``OTSCorpus``, `Tests/Corpus/ots-fuzzing`) and every crash
/// file the fuzzer found (`Tests/FuzzCorpus`) through the fuzz target's own entry point: none may
/// trap, crash or hang.
@Suite struct FuzzCorpusReplayTests {
  static let packageRoot = OTSCorpus.packageRoot

  static func files(in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") && $0 != "README.md" }.map {
      directory.appendingPathComponent($0)
    }
  }

  static let otsCorpus = OTSCorpus.files
  static let crashFiles = files(in: packageRoot.appendingPathComponent("Tests/FuzzCorpus"))

  @Test func repositoryCorpusIsComplete() throws {
    // The replay below is only as good as the files it gets: every font of the copy, with the
    // licence and provenance that travel with it.
    #expect(
      Self.otsCorpus.count == OTSCorpus.expectedCount,
      "\(Self.otsCorpus.count) font files in \(OTSCorpus.directory.path)")
    for name in ["LICENSE", "README.md"] {
      #expect(
        FileManager.default.fileExists(
          atPath: OTSCorpus.directory.appendingPathComponent(name).path),
        "\(name) missing beside the corpus")
    }
  }

  @Test(arguments: otsCorpus + crashFiles)
  func replayDoesNotCrash(file: URL) throws {
    let bytes = [UInt8](try Data(contentsOf: file))
    // Twice: the result must also be deterministic (no uninitialised reads, no shared state).
    #expect(FontExerciser.exercise(bytes) == FontExerciser.exercise(bytes))
  }

  @Test func truncationsOfEveryCrashFileDoNotCrash() throws {
    for file in Self.crashFiles + Self.otsCorpus.prefix(20) {
      let bytes = [UInt8](try Data(contentsOf: file))
      for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 16)) {
        _ = FontExerciser.exercise(Array(bytes.prefix(length)))
      }
    }
  }
}
