import DynamicType
import Foundation
import OpenType
import Testing
import Typeset
import TypesetLoader
import TypesetTestSupport

/// The engine shared between threads, as an app shares it: one `FontLibrary`, typographies
/// resolved from many threads at once while new ones are loaded from the same library, and
/// faces measured while their tables are still being parsed. Every thread must get what one
/// thread alone gets. Run under ThreadSanitizer by `.ci/run tsan`, which reports any data race
/// these tests reach.
@Suite struct ConcurrencyTests {
  /// A family of three faces written to `folder`, and a typography file over it whose sizes
  /// depend on `variant`, so that each load is a new typography.
  static func typographyJSON(variant: Int) -> String {
    """
    { "families": { "Test Sans": { "faces": [
        { "file": "Fonts/Regular.ttf" },
        { "file": "Fonts/Italic.ttf" },
        { "file": "Fonts/Bold.ttf" } ] } },
      "defaults": { "scaling": "\(["fontMetrics", "systemSizes", "fixed"][variant % 3])" },
      "styles": {
        "body": { "size": \(15 + variant % 7), "tracking": \(variant % 5 * 3) },
        "headline": { "weight": "bold" },
        "footnote": { "italic": true, "scaling": { "strategy": "stepped", "step": 1.5 } },
        "price": { "relativeTo": "body", "weight": 700, "size": \(18 + variant % 4),
          "maximumSize": 40 } } }
    """
  }

  static func writeFonts() throws -> String {
    let folder = try FontFixtures.folder()
    try FileManager.default.createDirectory(
      atPath: folder + "/Fonts", withIntermediateDirectories: true)
    for (name, postScriptName, weight, italic) in [
      ("Regular", "Test-Regular", 400, false), ("Italic", "Test-Italic", 400, true),
      ("Bold", "Test-Bold", 700, false),
    ] {
      try FontFixtures.write(
        FontFixtures.latin(postScriptName: postScriptName, weight: weight, italic: italic),
        to: folder + "/Fonts", name: "\(name).ttf")
    }
    return folder
  }

  /// Every environment the threads resolve in: each platform's categories, with and without
  /// Bold Text.
  static let environments: [TypeEnvironment] = Platform.allCases.flatMap { platform in
    platform.categories.flatMap { category in
      [false, true].map {
        TypeEnvironment(platform: platform, category: category, isBoldTextEnabled: $0)
      }
    }
  }

  /// What a resolution draws, to compare between threads.
  struct Drawn: Hashable {
    let postScriptName: String
    let pointSize: Double
    let lineHeight: Double
    let tracking: Double

    init(_ font: ResolvedFont) {
      postScriptName = font.face.postScriptName
      pointSize = font.pointSize
      lineHeight = font.lineHeight
      tracking = font.tracking
    }
  }

  /// Every style in every environment, or the error's description.
  static func table(_ typography: Typography) -> [String] {
    var rows: [String] = []
    for environment in environments {
      for style in typography.styleNames {
        do {
          let font = try typography.resolve(style, in: environment)
          rows.append("\(Drawn(font))")
        } catch {
          rows.append("\(style): \(error)")
        }
      }
    }
    return rows
  }

  /// Problems found by the threads, collected under a lock.
  final class Findings: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    func add(_ item: String) {
      lock.lock()
      items.append(item)
      lock.unlock()
    }

    var all: [String] {
      lock.lock()
      defer { lock.unlock() }
      return items
    }
  }

  @Test func resolvingFromManyThreadsWhileLoading() throws {
    let folder = try Self.writeFonts()
    let path = folder + "/typography.json"
    let variants = 12
    // The answers of one thread, each from its own library, before any sharing.
    let expected = try (0..<variants).map { variant in
      let result = TypographyDocument.parse(
        Array(Self.typographyJSON(variant: variant).utf8), path: path, fonts: FontLibrary())
      return Self.table(try #require(result.typography, "\(result.diagnostics)"))
    }
    // Shared from here on: one library, and one typography whose cache every thread fills.
    let library = FontLibrary()
    let sharedResult = TypographyDocument.parse(
      Array(Self.typographyJSON(variant: 0).utf8), path: path, fonts: library)
    let shared = try #require(sharedResult.typography)
    let findings = Findings()
    let threads = 8
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for round in 0..<3 {
        // A new typography from the shared library, while other threads resolve and load.
        let variant = (thread * 3 + round) % variants
        let result = TypographyDocument.parse(
          Array(Self.typographyJSON(variant: variant).utf8), path: path, fonts: library)
        guard let loaded = result.typography else {
          findings.add("thread \(thread): variant \(variant) did not load: \(result.errors)")
          continue
        }
        if Self.table(loaded) != expected[variant] {
          findings.add("thread \(thread): variant \(variant) resolved differently")
        }
        // The typography every thread shares, in an order of its own.
        let environments = thread % 2 == 0 ? Self.environments : Self.environments.reversed()
        for environment in environments {
          for style in shared.styleNames {
            guard let font = try? shared.resolve(style, in: environment) else { continue }
            // Open and measure the face from the shared library: its tables are parsed on
            // first use, by whichever thread gets there first.
            do {
              let face = try shared.openFace(for: font)
              let width = TextMeasurer(font: font, face: face).width(of: "abc def-")
              if !(width > 0) { findings.add("thread \(thread): \(style) measured \(width)") }
            } catch {
              findings.add("thread \(thread): \(style): \(error)")
            }
          }
        }
      }
    }
    #expect(findings.all == [])
    // The shared typography's cache, filled by every thread, holds what one thread computes.
    #expect(Self.table(shared) == expected[0])
  }

  @Test func sharedLibraryOpensEachFileOnceAcrossThreads() throws {
    let folder = try Self.writeFonts()
    let library = FontLibrary()
    let findings = Findings()
    let names = ["Regular", "Italic", "Bold"]
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<30 {
        let name = names[(thread + index) % names.count]
        do {
          let face = try library.face(at: "\(folder)/Fonts/\(name).ttf")
          let description = try library.faceDescription(at: "\(folder)/Fonts/\(name).ttf")
          if face.postScriptName != "Test-\(name)" || description.postScriptName != "Test-\(name)" {
            findings.add("thread \(thread): \(name) read as \(face.postScriptName ?? "nil")")
          }
          _ = face.glyph(for: "a").map { face.advance(of: $0) }
          _ = face.kerningSources
        } catch {
          findings.add("thread \(thread): \(name): \(error)")
        }
        // A missing file is cached as such, from every thread alike.
        if (try? library.file(at: "\(folder)/Fonts/Missing-\(index % 3).ttf")) != nil {
          findings.add("thread \(thread): a missing file opened")
        }
      }
    }
    #expect(findings.all == [])
  }
}
