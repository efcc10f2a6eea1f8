// The build-tool plugin: Swift accessors generated from a target's typography file at build
// time, the same output as `typeset-cli generate FILE --swift OUT`, written by the package's
// TypesetGenerateTool (the engine and the Swift generator only, so that an app's first build
// does not compile the whole CLI).
//
// A typography file is a file of the target (a resource or an unhandled source) named
// `typography.json` or `typography.plist`, or ending in `.typography.json` or
// `.typography.plist`. The generated type's name comes from `typeset-plugin.json` beside the
// typography file (`{"typeName": "BrandTypography", "accessLevel": "internal"}`), else from the
// file's name as `typeset-cli generate` names it. The command's inputs are the typography file,
// the plugin configuration and every font file the typography names, so SwiftPM runs it again
// only when one of them changes. Validation errors are printed as `file:line:column: error:`,
// which SwiftPM and Xcode show as build errors.
//
// The typography is compiled here, on the build machine: the generated Swift builds the
// engine's model from literals, so the app reads no typography or font file to use it. The app
// finds the font files (to register them with Core Text) in the bundle they were built into:
// `Bundle.module` for a package target with resources, `Bundle.main` otherwise and for Xcode
// targets. A font the typography names that is not a resource of the target is a warning.

import Foundation
import PackagePlugin

@main
struct TypesetGenerate: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let typeset = try TypesetPluginSupport.typeset(context.tool(named:))
    let resources = module.sourceFiles.filter { $0.type == .resource }.map(\.url)
    // A package target with resources has a `Bundle.module`; the fonts are found there.
    return try TypesetPluginSupport.generateCommands(
      for: module.sourceFiles.map(\.url), typeset: typeset,
      workDirectory: context.pluginWorkDirectoryURL,
      fontBundle: resources.isEmpty ? "main" : "module", resources: resources,
      targetName: "target \(module.name)")
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension TypesetGenerate: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let typeset = try TypesetPluginSupport.typeset(context.tool(named:))
      // An Xcode app target's resources go to the app bundle: `Bundle.main`.
      let resources = target.inputFiles.filter { $0.type == .resource }.map(\.url)
      return try TypesetPluginSupport.generateCommands(
        for: target.inputFiles.map(\.url), typeset: typeset,
        workDirectory: context.pluginWorkDirectoryURL, fontBundle: "main",
        resources: resources, targetName: "the Xcode target")
    }
  }
#endif

/// What the plugin decides, apart from the two plugin protocols.
enum TypesetPluginSupport {
  /// The package's generator executable (`typeset-cli generate`'s Swift path alone).
  static func typeset(_ tool: (String) throws -> PluginContext.Tool) throws -> URL {
    try tool("TypesetGenerateTool").url
  }

  /// The commands for the typography files among a target's files.
  ///
  /// - Parameters:
  ///   - fontBundle: `module` or `main`: the bundle the generated code finds the fonts in.
  ///   - resources: The target's resources (files, or folders copied whole), to warn about a
  ///     font the typography names that the app will not have at run time.
  static func generateCommands(
    for files: [URL], typeset: URL, workDirectory: URL, fontBundle: String, resources: [URL],
    targetName: String
  ) throws -> [Command] {
    let typographies = TypographyFiles.select(files, TypographyFiles.isTypography)
    let stems = TypographyFiles.outputStems(of: typographies)
    for typography in typographies {
      for font in fontFiles(of: typography) where !isResource(font, among: resources) {
        Diagnostics.warning(
          "\(typography.path): \(font.lastPathComponent) is not a resource of "
            + "\(targetName), so the app will not have it at run time; add it to the target's "
            + "resources (resources: [.copy(\"Fonts\")] in Package.swift)")
      }
    }
    return try typographies.map {
      try generateCommand(
        for: $0, stem: stems[$0]!, typeset: typeset, workDirectory: workDirectory,
        fontBundle: fontBundle)
    }
  }

  /// Whether `file` is one of `resources` or inside a folder that is one.
  static func isResource(_ file: URL, among resources: [URL]) -> Bool {
    let path = file.standardizedFileURL.path
    return resources.contains { resource in
      let folder = resource.standardizedFileURL.path
      return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
  }

  /// The plugin configuration beside a typography file.
  struct Configuration {
    var typeName: String?
    var accessLevel: String?
    let file: URL?
  }

  /// Reads `typeset-plugin.json` beside `typography`, if there is one.
  static func configuration(for typography: URL) throws -> Configuration {
    let file = typography.deletingLastPathComponent().appendingPathComponent("typeset-plugin.json")
    guard let data = FileManager.default.contents(atPath: file.path) else {
      return Configuration(typeName: nil, accessLevel: nil, file: nil)
    }
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw PluginError(
        "\(file.path): error: must be a JSON object such as {\"typeName\": \"BrandTypography\"}")
    }
    var configuration = Configuration(typeName: nil, accessLevel: nil, file: file)
    for (key, value) in object {
      guard let text = value as? String else {
        throw PluginError("\(file.path): error: \(key) must be a string")
      }
      switch key {
      case "typeName": configuration.typeName = text
      case "accessLevel": configuration.accessLevel = text
      default:
        throw PluginError(
          "\(file.path): error: unknown key \(key) (typeName and accessLevel are known)")
      }
    }
    return configuration
  }

  /// Every font file a typography names (`file` values anywhere in it), resolved as the
  /// typography's decoder resolves them: relative to the typography's folder.
  static func fontFiles(of typography: URL) -> [URL] {
    guard let data = FileManager.default.contents(atPath: typography.path) else { return [] }
    let object: Any?
    if typography.pathExtension == "plist" {
      object = try? PropertyListSerialization.propertyList(from: data, format: nil)
    } else {
      object = try? JSONSerialization.jsonObject(with: data)
    }
    var files: [String] = []
    func collect(_ value: Any?) {
      if let dictionary = value as? [String: Any] {
        for (key, member) in dictionary {
          if key == "file", let file = member as? String {
            files.append(file)
          } else {
            collect(member)
          }
        }
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    collect(object)
    let folder = typography.deletingLastPathComponent()
    return Set(files).sorted().map {
      $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : folder.appendingPathComponent($0)
    }
  }

  /// The command that writes the accessors of one typography file.
  static func generateCommand(
    for typography: URL, stem: String, typeset: URL, workDirectory: URL, fontBundle: String
  ) throws -> Command {
    let configuration = try configuration(for: typography)
    let output = workDirectory.appendingPathComponent("\(stem).swift")
    var arguments = [typography.path, "--swift", output.path, "--font-bundle", fontBundle]
    if let typeName = configuration.typeName { arguments += ["--type-name", typeName] }
    if let accessLevel = configuration.accessLevel { arguments += ["--access-level", accessLevel] }
    return .buildCommand(
      displayName: "Generating Swift accessors for \(typography.lastPathComponent) (\(stem))",
      executable: typeset,
      arguments: arguments,
      inputFiles: [typography] + (configuration.file.map { [$0] } ?? [])
        + fontFiles(of: typography),
      outputFiles: [output])
  }
}

/// A problem with the plugin's configuration, reported as a build error.
struct PluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
