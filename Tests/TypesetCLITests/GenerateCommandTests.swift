import Foundation
import Testing
import TypesetCLI

/// `typeset-cli generate` and `typeset-cli import`: outputs, exit codes, and the generated Swift
/// compiling against the package.
struct GenerateCommandTests {
  static let examples = [
    ("Editorial", TypographyCommandTests.editorial), ("DejaVu", TypographyCommandTests.dejaVu),
  ]

  static func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "typeset-generate-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func generateSwift(into directory: String) throws -> [String] {
    var files: [String] = []
    for (name, path) in examples {
      let file = "\(directory)/\(name)Typography.swift"
      let result = CommandRunner.run([
        "generate", path, "--swift", file, "--type-name", "\(name)Typography",
      ])
      #expect(result.code == .success, "\(result.error)")
      files.append(file)
    }
    return files
  }

  /// The generated Swift for both examples type-checks in the Swift 6 language mode against
  /// the built `Typeset` module (the branches behind `#if canImport(UIKit)` and
  /// `#if canImport(SwiftUI)` are compiled out on Linux).
  @Test func generatedSwiftCompiles() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let files = try Self.generateSwift(into: directory)
    let usage = """
      import Typeset

      func use() throws -> [ResolvedFont] {
        let environment = TypeEnvironment(category: .accessibility3, isBoldTextEnabled: true)
        var fonts = try EditorialTypography.Style.allCases.map {
          try EditorialTypography.font($0, in: environment)
        }
        fonts.append(try EditorialTypography.price(in: environment))
        fonts.append(try DejaVuTypography.body())
        let _: Typography = DejaVuTypography.typography
        let _: StyleName = EditorialTypography.Style.price.name
        return fonts
      }
      """
    try usage.write(toFile: directory + "/Use.swift", atomically: true, encoding: .utf8)
    let (status, output) = try SwiftCompiler.typecheck(
      files + [directory + "/Use.swift"], in: directory)
    #expect(status == 0, "\(output)")

    // Formatted: `swift format lint --strict` with the package's configuration finds nothing.
    let lint = Process()
    lint.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    lint.arguments =
      [
        "swift", "format", "lint", "--strict", "--configuration",
        TypographyCommandTests.root + "/.swift-format",
      ] + files
    let pipe = Pipe()
    lint.standardOutput = pipe
    lint.standardError = pipe
    try lint.run()
    let lintOutput = String(
      decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    lint.waitUntilExit()
    #expect(lint.terminationStatus == 0, "\(lintOutput)")
    #expect(lintOutput.isEmpty, "\(lintOutput)")
  }

  #if os(Linux)
    /// The UIKit and SwiftUI conveniences type-check against stand-ins with Apple's
    /// signatures, so a typo there cannot hide behind `#if canImport` on Linux.
    @Test func appleConveniencesCompileAgainstStandIns() throws {
      let directory = try Self.temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let standIns = directory + "/StandIns"
      try FileManager.default.createDirectory(atPath: standIns, withIntermediateDirectories: true)
      try SwiftCompiler.emitModule(
        named: "UIKit", source: SwiftCompiler.uiKitStandIn, into: standIns)
      try SwiftCompiler.emitModule(
        named: "SwiftUI", source: SwiftCompiler.swiftUIStandIn, into: standIns)
      let files = try Self.generateSwift(into: directory)
      let usage = """
        import SwiftUI
        import Typeset
        import UIKit

        @MainActor func use(_ traits: UITraitCollection) -> (UIFont?, Font?, TypeEnvironment) {
          let font = EditorialTypography.uiFont(.price, compatibleWith: traits)
          let swiftUI = DejaVuTypography.swiftUIFont(.body, dynamicTypeSize: .accessibility2)
          return (font, swiftUI, EditorialTypography.environment(for: traits))
        }

        struct Label: View {
          var body: some View {
            Never?.none!.typesetStyle(EditorialTypography.Style.headline)
          }
        }
        """
      try usage.write(toFile: directory + "/Use.swift", atomically: true, encoding: .utf8)
      let (status, output) = try SwiftCompiler.typecheck(
        files + [directory + "/Use.swift"], in: directory, extraModules: [standIns])
      #expect(status == 0, "\(output)")
      let generated = try String(contentsOfFile: files[0], encoding: .utf8)
      #expect(generated.contains("#if canImport(UIKit) && !os(watchOS)"))
      #expect(generated.contains("#if canImport(SwiftUI)"))
    }
  #endif

  @Test func generatedSwiftIsDocumentedAndCompilesTheTypography() throws {
    let result = CommandRunner.run([
      "generate", TypographyCommandTests.editorial, "--swift", "-", "--access-level", "internal",
    ])
    #expect(result.code == .success)
    let source = result.output
    #expect(source.hasPrefix("// Generated by typeset"))
    #expect(source.contains("enum EditorialTypography {"))
    #expect(!source.contains("public enum"))
    #expect(source.contains("case price\n"))
    #expect(source.contains("static func price("))
    #expect(source.contains("static let typography = Typography(\n    compiledFamilies:"))
    #expect(!source.contains("TypographyDocument"))
    #expect(!source.contains("contentsOf"))
    #expect(source.contains(#".custom("price"): StyleDefinition("#))
    #expect(source.contains("static var fontBundle: Bundle { Bundle.main }"))
    // Every declaration has a documentation comment on the line before it.
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " }
      guard
        trimmed.hasPrefix("case ") || trimmed.hasPrefix("static func ")
          || trimmed.hasPrefix("enum ") || trimmed.hasPrefix("func ")
      else { continue }
      guard !trimmed.hasPrefix("case ."), !trimmed.hasPrefix("func use") else { continue }
      var previous = index - 1
      while previous > 0, lines[previous].drop(while: { $0 == " " }).hasPrefix("@") {
        previous -= 1
      }
      #expect(
        lines[previous].contains("///"), "undocumented: \(line)")
    }
  }

  @Test func cssAndTokensAreWritten() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = CommandRunner.run([
      "generate", TypographyCommandTests.editorial, "--css", directory + "/t.css", "--tokens",
      directory + "/t.json", "--font-base", "fonts/", "--class-prefix", "type-",
    ])
    #expect(result.code == .success, "\(result.error)")
    let css = try String(contentsOfFile: directory + "/t.css", encoding: .utf8)
    #expect(css.contains("font: -apple-system-body;"))
    #expect(css.contains("env(preferred-text-scale, 1)"))
    #expect(css.contains(#"src: local("DejaVuSans-Bold"), url("fonts/DejaVuSans-Bold.ttf")"#))
    #expect(css.contains(".type-price {"))
    #expect(css.contains(":root.typeset-bold-text .type-body {"))
    let tokens = try Data(contentsOf: URL(fileURLWithPath: directory + "/t.json"))
    let object = try JSONSerialization.jsonObject(with: tokens) as? [String: Any]
    #expect((object?["typography"] as? [String: Any])?["price"] != nil)

    let back = CommandRunner.run([
      "import", directory + "/t.json", "--output", directory + "/back.json",
    ])
    #expect(back.code == .success, "\(back.error)")
    let validate = CommandRunner.run(["validate", directory + "/back.json"])
    #expect(validate.code == .success, "\(validate.output)")
  }

  @Test func exitCodes() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let editorial = TypographyCommandTests.editorial
    #expect(CommandRunner.run(["generate", editorial]).code == .usage)
    #expect(CommandRunner.run(["generate", "--swift", "-"]).code == .usage)
    #expect(
      CommandRunner.run(["generate", editorial, "--swift", "-", "--type-name", "1x"]).code == .usage
    )
    #expect(
      CommandRunner.run(["generate", editorial, "--swift", "-", "--access-level", "open"]).code
        == .usage)
    let typo = CommandRunner.run(["generate", editorial, "--swfit", "-"])
    #expect(typo.code == .usage)
    #expect(typo.error.contains("did you mean '--swift'?"))
    #expect(CommandRunner.run(["generate", "/nonexistent.json", "--css", "-"]).code == .noInput)
    let broken = directory + "/broken.json"
    try #"{"families": {}}"#.write(toFile: broken, atomically: true, encoding: .utf8)
    #expect(CommandRunner.run(["generate", broken, "--css", "-"]).code == .failure)
    let unwritable = CommandRunner.run(["generate", editorial, "--css", "/nonexistent/dir/t.css"])
    #expect(unwritable.code == .cannotCreate)
    #expect(unwritable.error.contains("cannot write /nonexistent/dir/t.css"))

    #expect(CommandRunner.run(["import"]).code == .usage)
    #expect(CommandRunner.run(["import", "/nonexistent-tokens.json"]).code == .noInput)
    let tokens = directory + "/tokens.json"
    try #"{"t": {"a": {"$type": "typography", "$value": {"fontFamily": "F", "fontSize": "3vh"}}}}"#
      .write(toFile: tokens, atomically: true, encoding: .utf8)
    let invalid = CommandRunner.run(["import", tokens])
    #expect(invalid.code == .failure)
    #expect(
      invalid.error.contains(
        "tokens.json:1:79: error: t.a.$value.fontSize: the unit \"vh\" cannot be mapped to points"),
      "\(invalid.error)")
    #expect(invalid.error.contains("cannot be imported (1 error)"))
    #expect(
      CommandRunner.run(["import", tokens, "--families", "/nonexistent.json"]).code == .noInput)
  }

  @Test func importWithFamiliesUsesTheirFaces() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let tokens = directory + "/tokens.json"
    try #"""
    {"type": {"$type": "typography",
      "body": {"$value": {"fontFamily": "Serif", "fontSize": {"value": 18, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.5}},
      "Caption 1": {"$value": {"fontFamily": "Sans", "fontSize": "12px", "fontWeight": "bold"}}}}
    """#.write(toFile: tokens, atomically: true, encoding: .utf8)
    let result = CommandRunner.run([
      "import", tokens, "--families", TypographyCommandTests.editorial,
    ])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.output.contains(#""postScriptName": "DejaVuSans-Bold""#))
    #expect(
      result.output.contains(
        #""body": { "family": "Serif", "weight": 400, "size": 18, "leading": 27 }"#),
      "\(result.output)")
    #expect(result.output.contains(#""caption1": { "family": "Sans", "weight": 700, "size": 12 }"#))
    let unknown = CommandRunner.run(["import", tokens, "--families", TypographyCommandTests.dejaVu])
    #expect(unknown.code == .failure)
    #expect(unknown.error.contains("the family \"Serif\" is not among the given families"))
  }
}
