import Foundation
import Testing
import TypesetCLI

/// `typeset-cli generate --compose` and `--android-res`: the files, the report, and the exit
/// codes of bad outputs. aapt and kotlinc check the files themselves
/// (Scripts/android/check.sh).
struct AndroidGenerateCommandTests {
  static let editorial = TypographyCommandTests.editorial

  @Test func resourcesAndKotlinAreWritten() throws {
    let folder = try GenerateCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = CommandRunner.run([
      "generate", Self.editorial, "--android-res", folder + "/res", "--compose",
      folder + "/Editorial.kt", "--kotlin-package", "com.example.ui.theme",
      "--android-namespace", "com.example",
    ])
    #expect(result.code == .success, "\(result.error)")
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder + "/res").sorted()
    #expect(
      files == [
        "font", "font/sans.xml", "font/sans_bold.ttf", "font/sans_regular.ttf", "font/serif.xml",
        "font/serif_bold.ttf", "font/serif_italic.ttf", "font/serif_regular.ttf", "values",
        "values/typeset_text_appearances.xml",
      ])
    // The fonts are copied byte for byte.
    let copy = try Data(contentsOf: URL(fileURLWithPath: folder + "/res/font/serif_italic.ttf"))
    let original = try Data(
      contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf"))
    #expect(copy == original)
    let values = try String(
      contentsOfFile: folder + "/res/values/typeset_text_appearances.xml", encoding: .utf8)
    // Editorial's body: 18 on 26; price: Sans Bold 20 at large with tracking -10.
    #expect(values.contains(#"<style name="TextAppearance.Editorial.Body""#))
    #expect(values.contains(#"<item name="android:textSize">18sp</item>"#))
    #expect(values.contains(#"<item name="android:lineHeight">26sp</item>"#))
    #expect(values.contains(#"<item name="android:letterSpacing">-0.01</item>"#))
    let kotlin = try String(contentsOfFile: folder + "/Editorial.kt", encoding: .utf8)
    #expect(kotlin.contains("package com.example.ui.theme\n"))
    #expect(kotlin.contains("import com.example.R\n"))
    #expect(kotlin.contains("object EditorialTypography {"))
    #expect(kotlin.contains("Font(R.font.serif_italic, FontWeight.W400, FontStyle.Italic)"))
    #expect(kotlin.contains("        bodyLarge = body,\n"))
    #expect(
      result.error.contains("wrote \(folder)/res (12 styles, 3 XML files, 5 fonts, "),
      "\(result.error)")
    #expect(result.error.contains("wrote \(folder)/Editorial.kt (12 styles, "))

    // Again into the same folder: the files are replaced, no temporary file is left.
    let again = CommandRunner.run(["generate", Self.editorial, "--android-res", folder + "/res"])
    #expect(again.code == .success, "\(again.error)")
    #expect(try FileManager.default.subpathsOfDirectory(atPath: folder + "/res").sorted() == files)
  }

  /// The text appearances hold what `scale --platform android` prints at font scale 1, for
  /// every style of the examples: the generators and the scale table ask the engine alike.
  @Test(arguments: [TypographyCommandTests.editorial, TypographyCommandTests.dejaVu])
  func appearancesMatchTheScaleAtFontScaleOne(file: String) throws {
    let rows = try CommandRunner.json([
      "scale", file, "--platform", "android", "--font-scale", "1", "--format", "json",
    ])
    let folder = try GenerateCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let written = CommandRunner.run(["generate", file, "--android-res", folder])
    #expect(written.code == .success, "\(written.error)")
    let values = try String(
      contentsOfFile: folder + "/values/typeset_text_appearances.xml", encoding: .utf8)
    #expect(rows.count >= 11)
    for row in rows {
      let style = try #require(row["style"] as? String)
      let size = try #require(row["textSize"] as? Double)
      let lineHeight = try #require(row["lineHeight"] as? Double)
      let spacing = try #require(row["letterSpacing"] as? Double)
      let block = try #require(
        values.components(separatedBy: "<!-- \(style): ").dropFirst().first, "\(style)")
      let items = block.components(separatedBy: "</style>")[0]
      func item(_ name: String) -> Double? {
        guard let start = items.range(of: "<item name=\"android:\(name)\">") else { return nil }
        let text = items[start.upperBound...].prefix { $0 != "<" }
        return Double(text.replacingOccurrences(of: "sp", with: ""))
      }
      #expect(abs((item("textSize") ?? -1) - size) < 0.005, "\(style)")
      #expect(abs((item("lineHeight") ?? -1) - lineHeight) < 0.005, "\(style)")
      #expect(abs((item("letterSpacing") ?? -1) - spacing) < 0.00005, "\(style)")
    }
  }

  @Test func kotlinGoesToStandardOutput() {
    let result = CommandRunner.run(["generate", Self.editorial, "--compose", "-"])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.output.hasPrefix("// Generated by typeset-cli"))
    #expect(result.output.contains("package typeset.generated\n"))
    #expect(!result.output.contains("import typeset.generated.R"))
  }

  @Test func badOptionsAreUsageErrors() {
    let dash = CommandRunner.run(["generate", Self.editorial, "--android-res", "-"])
    #expect(dash.code == .usage)
    #expect(dash.error.contains("--android-res writes a folder: give its path, not -"))
    let package = CommandRunner.run([
      "generate", Self.editorial, "--compose", "-", "--kotlin-package", "com.fun",
    ])
    #expect(package.code == .usage)
    #expect(package.error.contains("a Kotlin package name"), "\(package.error)")
    let namespace = CommandRunner.run([
      "generate", Self.editorial, "--compose", "-", "--android-namespace", "1com",
    ])
    #expect(namespace.code == .usage)
    let nothing = CommandRunner.run(["generate", Self.editorial, "--kotlin-package", "a.b"])
    #expect(nothing.code == .usage)
    #expect(nothing.error.contains("--compose or --android-res"), "\(nothing.error)")
  }

  @Test func aFileWhereTheFolderShouldBeIsExit73() throws {
    let folder = try GenerateCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "x".write(toFile: folder + "/res", atomically: true, encoding: .utf8)
    let file = CommandRunner.run(["generate", Self.editorial, "--android-res", folder + "/res"])
    #expect(file.code == .cannotCreate)
    #expect(file.error.contains("cannot write \(folder)/res: it is a file, not a folder"))
    #expect(try String(contentsOfFile: folder + "/res", encoding: .utf8) == "x")

    // A file where values/ should be.
    try FileManager.default.createDirectory(
      atPath: folder + "/res2", withIntermediateDirectories: false)
    try "x".write(toFile: folder + "/res2/values", atomically: true, encoding: .utf8)
    let inside = CommandRunner.run([
      "generate", Self.editorial, "--android-res", folder + "/res2",
    ])
    #expect(inside.code == .cannotCreate)
    #expect(inside.error.contains("cannot write \(folder)/res2/values: it is a file, not a folder"))

    let missing = CommandRunner.run([
      "generate", Self.editorial, "--android-res", folder + "/no/such/res",
    ])
    #expect(missing.code == .cannotCreate)
    #expect(
      missing.error.contains(
        "cannot make the folder \(folder)/no/such/res: its parent folder does not exist"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/no"))
  }

  @Test func aFolderWithoutPermissionIsExit74() throws {
    let folder = try GenerateCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Root may write in any folder whose mode forbids it; sysfs refuses root as well.
    let locked: String
    if geteuid() == 0 {
      locked = "/sys"
    } else {
      locked = "\(folder)/locked"
      try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
      chmod(locked, 0o555)
    }
    defer { chmod(locked, 0o755) }
    let denied = CommandRunner.run(["generate", Self.editorial, "--android-res", locked])
    #expect(denied.code == .ioError, "\(denied.error)")
    #expect(denied.error.contains("cannot "), "\(denied.error)")
    #expect(denied.error.contains(locked), "\(denied.error)")
  }

  /// A font the typography names but that is missing is an error of the typography (exit 1),
  /// found before anything is written.
  @Test func aMissingFontIsAnErrorOfTheFile() throws {
    let folder = try GenerateCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let audit = TypographyCommandTests.root + "/Examples/Audit/typography.json"
    let result = CommandRunner.run([
      "generate", audit, "--android-res", folder + "/res", "--compose", folder + "/A.kt",
    ])
    #expect(result.code == .failure)
    #expect(
      result.error.contains("families.Brand.faces[2].file: cannot copy "), "\(result.error)")
    #expect(result.error.contains("Brand-Black.ttf for --android-res: no such file"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/res"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/A.kt"))
  }

  /// Names that collide are numbered, with a warning naming both, in every output.
  @Test func collidingNamesAreReported() throws {
    let folder = try GenerateCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tricky = TypographyCommandTests.root + "/Scripts/android/tricky-names.json"
    let result = CommandRunner.run([
      "generate", tricky, "--android-res", folder + "/res", "--compose", folder + "/T.kt",
    ])
    #expect(result.code == .success, "\(result.error)")
    for warning in [
      "Android font resource dejavu_sans_2: \"dejavu-sans\" and \"DejaVu Sans\" both give dejavu_sans",
      "Android text appearance TextAppearance.TrickyNames.PriceTag_2:",
      "Kotlin value priceTag2: \"price tag\" and \"PriceTag\" both give priceTag",
    ] {
      #expect(result.error.contains(warning), "\(warning)")
    }
    let fonts = try FileManager.default.contentsOfDirectory(atPath: folder + "/res/font")
    #expect(fonts.contains("dejavu_sans.xml") && fonts.contains("dejavu_sans_2.xml"))
    #expect(fonts.contains("class_font.xml") && fonts.contains("font_3m_serif.xml"))
  }

  @Test func anOutputThatIsAGeneratedFileIsRefused() throws {
    let folder = try GenerateCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/res/values", withIntermediateDirectories: true)
    let result = CommandRunner.run([
      "generate", Self.editorial, "--compose",
      folder + "/res/values/typeset_text_appearances.xml", "--android-res", folder + "/res",
    ])
    #expect(result.code == .usage, "\(result.error)")
    #expect(result.error.contains("one would replace the other"), "\(result.error)")
  }
}
