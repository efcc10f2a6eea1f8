import ArgumentParsing
import Typeset
import TypesetSwiftGenerator
import TypesetTools

/// `typeset-cli generate FILE --swift OUT --css OUT --tokens OUT`: Swift accessors, CSS for web
/// views, and design tokens from a typography file.
enum GenerateCommand: Subcommand {
  static let file = CommonOptions.typography.missing("the typography file to generate from")
  static let swift = Option<String?>(
    "--swift", "out.swift", help: "Write Swift accessors to this file.", completion: .file)
  static let css = Option<String?>(
    "--css", "out.css", help: "Write a stylesheet for web views to this file.",
    completion: .file)
  static let tokens = Option<String?>(
    "--tokens", "out.json", help: "Write DTCG design tokens to this file.", completion: .file)
  static let compose = Option<String?>(
    "--compose", "out.kt",
    help: "Write Kotlin for Jetpack Compose (FontFamily, TextStyle, Material 3 Typography).",
    completion: .file)
  static let androidResources = Option<String?>(
    "--android-res", "dir",
    help: "Write Android resources (text appearances, font families, fonts) into this res folder.",
    completion: .file)
  static let kotlinPackage = Option<String>(
    "--kotlin-package", "package", help: "The generated Kotlin's package (Compose).",
    default: "typeset.generated", shownAs: "typeset.generated",
    parse: packageName(expected: "a Kotlin package name such as com.example.app.ui.theme"))
  static let androidNamespace = Option<String?>(
    "--android-namespace", "package",
    help: "The app's namespace, whose R class holds the fonts (Compose).",
    shownAs: "the Kotlin package",
    parse: packageName(expected: "a package name such as com.example.app"))
  static let typeName = Option<String?>(
    "--type-name", "name",
    help:
      "The generated Swift type's and Kotlin object's name: the typography file's name (its "
      + "folder's for typography.json) and Typography, or \(SwiftGenerator.fallbackTypeName) "
      + "when they give none; without Typography, the <Name> of Android text appearances.",
    shownAs: "from the file's name, such as EditorialTypography"
  ) { (text) throws(InvalidValue) in
    guard SwiftGenerator.isTypeName(text) else {
      throw InvalidValue(expected: "a Swift type name such as EditorialTypography")
    }
    return text
  }
  static let accessLevel = Option<String>.choice(
    "--access-level", "level", of: SwiftGenerator.accessLevels,
    help: "The generated Swift's access level: ", default: "public", shownAs: "public"
  ) { SwiftGenerator.accessLevels.contains($0) ? $0 : nil }
  static let fontBundle = Option<SwiftGenerator.Options.FontBundle>.choice(
    "--font-bundle", "bundle", of: SwiftGenerator.Options.FontBundle.allCases.map(\.rawValue),
    help: "Where the app finds the font files at run time (Swift): ",
    notes: [
      "main": "Bundle.main, an app's resources",
      "module": "Bundle.module, a Swift package target's resources",
    ], default: .main, shownAs: "main", parse: SwiftGenerator.Options.FontBundle.init(rawValue:))
  static let classPrefix = Option<String>(
    "--class-prefix", "prefix", help: "The prefix of CSS class names.", default: "typeset-",
    shownAs: "typeset-"
  ) { (text) throws(InvalidValue) in
    guard !text.isEmpty, text.first?.isLetter == true,
      text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) })
    else {
      throw InvalidValue(expected: "letters, digits, - and _, starting with a letter")
    }
    return text
  }
  static let fontBase = Option<String?>(
    "--font-base", "url",
    help: "A URL prefix for font files in @font-face rules, replacing their folders.",
    shownAs: "the paths in the typography file")

  /// A parser of package names (Kotlin's, as `ComposeGenerator` checks them) that refuses
  /// others as not what was `expected`.
  static func packageName(expected: String) -> @Sendable (String) throws(InvalidValue) -> String {
    { (text) throws(InvalidValue) -> String in
      guard ComposeGenerator.isPackageName(text) else { throw InvalidValue(expected: expected) }
      return text
    }
  }

  static let spec = CommandSpec(
    name: "generate",
    abstract: "Generate Swift accessors, CSS for web views, design tokens or Android code.",
    discussion: """
      --swift writes a Swift file with an enum of the typography's styles, a static accessor \
      per style that resolves it with the Typeset engine, and UIKit and SwiftUI conveniences \
      behind #if canImport. The typography is compiled: the file and its fonts are read and \
      checked now, and the Swift builds the engine's model from literals, with what \
      normalisation measures of each face, so the app reads no file, runs no check and cannot \
      fail to load it. The app finds the font files in --font-bundle by file name.
      --css writes @font-face rules and a class per style (.typeset-body) whose size, line \
      height and letter spacing follow Dynamic Type: WebKit's font: -apple-system-body, or \
      env(preferred-text-scale), along the typography's own curves.
      --tokens writes W3C design tokens (DTCG format): one typography token per style and \
      content size category, with the typography file embedded under \
      $extensions["org.typeset"] so that typeset-cli import restores it exactly.
      --compose writes a Kotlin object (named by --type-name) with a FontFamily per family, a \
      TextStyle per style and a Material 3 Typography whose roles take Apple's styles \
      (\(MaterialTypographyRole.summary)).
      --android-res writes values/typeset_text_appearances.xml (TextAppearance.<Name>.<Style>, \
      <Name> from --type-name without Typography), font/<family>.xml and the font files \
      under resource names (lowercase letters, digits and _), the names --compose uses. \
      Android values are each style's iOS values at large, 1 pt = 1 sp, unless \
      platforms.android gives them, at font scale 1: Compose and TextView apply the user's \
      font scale themselves.
      Give several outputs at once; '-' writes to standard output (not --android-res).
      """,
    arguments: [file],
    options: [
      swift, css, tokens, compose, androidResources, typeName, accessLevel, fontBundle,
      classPrefix, fontBase, kotlinPackage, androidNamespace,
    ],
    examples: [
      "typeset-cli generate Examples/Editorial/typography.json --swift EditorialTypography.swift",
      "typeset-cli generate Examples/Editorial/typography.json --css typography.css --font-base fonts/",
      "typeset-cli generate Examples/Editorial/typography.json --tokens tokens.json",
      "typeset-cli generate Examples/Editorial/typography.json --compose Editorial.kt --android-res res",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    let path = try arguments.value(Self.file)
    let swift = try arguments.value(Self.swift)
    let css = try arguments.value(Self.css)
    let tokens = try arguments.value(Self.tokens)
    let compose = try arguments.value(Self.compose)
    let androidResources = try arguments.value(Self.androidResources)
    // The files asked for, by the options that name them; the folder is apart.
    let outputs = [
      (Self.swift, swift), (Self.css, css), (Self.tokens, tokens), (Self.compose, compose),
    ]
    .compactMap { option, file in file.map { (option: option.name, path: $0) } }
    guard !outputs.isEmpty || androidResources != nil else {
      let names = [Self.swift, Self.css, Self.tokens, Self.compose, Self.androidResources]
      throw .usage(
        "nothing to generate: give \(HelpFormatter.list(names.map(\.name))) with an output")
    }
    if androidResources == "-" {
      throw .usage("\(Self.androidResources.name) writes a folder: give its path, not -")
    }
    let kotlinPackage = try arguments.value(Self.kotlinPackage)
    let androidNamespace = try arguments.value(Self.androidNamespace)
    let typeName =
      try arguments.value(Self.typeName) ?? SwiftGenerator.defaultTypeName(forFile: path)
    let accessLevel = try arguments.value(Self.accessLevel)
    let fontBundle = try arguments.value(Self.fontBundle)
    let classPrefix = try arguments.value(Self.classPrefix)
    let fontBase = try arguments.value(Self.fontBase)
    let typography = try TypographyLoading.load(path, output: output)
    // The file's name, which the generated files say they come from.
    let source = path.split(separator: "/").last.map(String.init) ?? path
    let group = AndroidResourceNames.appearanceGroup(forTypeName: typeName)
    var android: [AndroidResourceGenerator.File] = []
    if androidResources != nil {
      do {
        android = try AndroidResourceGenerator.files(
          for: typography, group: group, source: source)
      } catch {
        throw .invalidInput("\(path): \(error)")
      }
    }
    let androidTexts: [(String, String)] = android.compactMap { file in
      guard case .text = file.contents, let folder = androidResources else { return nil }
      return (Self.androidResources.name, folder + "/" + file.path)
    }
    try FileWriting.refuseInputs(
      outputs + androidTexts, inputs: [path] + FileWriting.fontFiles(of: typography))
    // Names two styles share are made unique by the generators' one rule; say which.
    var renamed: [Diagnostic] = []
    if swift != nil { renamed += SwiftGenerator.identifiers(for: typography).warnings }
    if css != nil {
      renamed += CSSGenerator.classNames(for: typography, prefix: classPrefix).warnings
    }
    if tokens != nil {
      renamed += DesignTokens.familyTokenNames(for: typography).warnings
      renamed += DesignTokens.styleTokenNames(for: typography).warnings
    }
    if compose != nil || androidResources != nil {
      renamed += AndroidResourceNames.fontResources(for: typography).warnings
    }
    if compose != nil { renamed += ComposeGenerator.valueNames(for: typography).warnings }
    if androidResources != nil {
      renamed += AndroidResourceNames.textAppearances(for: typography, group: group).warnings
    }
    for warning in renamed {
      let located = warning.located(at: typography.sourceLocations[warning.path])
      output.error(TypographyLoading.format(located, file: path))
    }
    var files: [(path: String, text: String)] = []
    do throws(ResolutionError) {
      if let swift {
        let options = SwiftGenerator.Options(
          typeName: typeName, accessLevel: accessLevel, source: source, fontBundle: fontBundle)
        files.append((swift, try SwiftGenerator.source(for: typography, options: options)))
      }
      if let css {
        let options = CSSGenerator.Options(
          classPrefix: classPrefix, fontBaseURL: fontBase, source: source)
        files.append((css, try CSSGenerator.stylesheet(for: typography, options: options)))
      }
      if let tokens {
        files.append((tokens, try DesignTokens.export(typography, source: source)))
      }
      if let compose {
        let options = ComposeGenerator.Options(
          objectName: typeName, packageName: kotlinPackage, resourcePackage: androidNamespace,
          source: source)
        files.append((compose, try ComposeGenerator.source(for: typography, options: options)))
      }
    } catch {
      throw .invalidInput("\(path): \(error)")
    }
    // The fonts are read and checked before anything is written.
    let resources = try AndroidResourceFolder.prepare(
      android, typography: typography, file: path)
    for file in files {
      try OutputFile.write(
        file.text, to: file.path, output: output,
        summary: "\(typography.styleNames.count) styles")
    }
    if let androidResources {
      try AndroidResourceFolder.write(
        resources, into: androidResources, output: output,
        styleCount: typography.styleNames.count)
    }
  }
}
