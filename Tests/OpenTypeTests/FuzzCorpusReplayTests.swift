import Foundation
import OpenType
import OpenTypeFuzzing
import Testing

/// Replays the malformed-font corpus (``OTSCorpus``, `Tests/Corpus/ots-fuzzing`) and every crash
/// file the fuzzer found (`Tests/FuzzCorpus`) through the fuzz target's own entry point: none may
/// trap, crash or hang.
@Suite struct FuzzCorpusReplayTests {
  static let packageRoot = OTSCorpus.packageRoot

  /// The files of a folder (not its subfolders), without the README.
  static func files(in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") && $0 != "README.md" }.map {
      directory.appendingPathComponent($0)
    }.filter { url in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }
  }

  static let otsCorpus = OTSCorpus.files
  /// The font target's folder: its minimised corpus and its crash files (the other targets'
  /// folders are replayed by `TypesetFuzzingTests`).
  static let fontFolder = files(in: packageRoot.appendingPathComponent("Tests/FuzzCorpus/font"))
  /// Crash files: those kept before the targets had folders (`Tests/FuzzCorpus/*`) and the font
  /// folder's `crash-*`, `timeout-*`, `oom-*` and `leak-*`.
  static let crashFiles =
    files(in: packageRoot.appendingPathComponent("Tests/FuzzCorpus"))
    + fontFolder.filter { file in
      ["crash-", "timeout-", "oom-", "leak-"].contains { file.lastPathComponent.hasPrefix($0) }
    }
  /// The minimised corpus of the font target's long runs.
  static let fontCorpus = fontFolder.filter { !crashFiles.contains($0) }

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

  @Test(arguments: otsCorpus + crashFiles + fontCorpus)
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
