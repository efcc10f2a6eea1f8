import Foundation

/// The OpenType Sanitizer's fuzzing corpus, kept in the repository at `Tests/Corpus/ots-fuzzing`
/// (its README gives the provenance, its LICENSE the licence): malformed fonts that no API may
/// crash or hang on.
enum OTSCorpus {
  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The corpus folder.
  static let directory = packageRoot.appendingPathComponent("Tests/Corpus/ots-fuzzing")

  /// How many font files the copy holds, as its README says.
  static let expectedCount = 199

  /// The extensions of the corpus's font files; the folder's README and LICENSE are not inputs.
  static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "woff", "woff2"]

  /// The corpus's font files, sorted by name (empty if the folder cannot be read, which
  /// `FuzzCorpusReplayTests.repositoryCorpusIsComplete` reports).
  static let files: [URL] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted()
      .filter { fontExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
      .map { directory.appendingPathComponent($0) }
  }()
}
