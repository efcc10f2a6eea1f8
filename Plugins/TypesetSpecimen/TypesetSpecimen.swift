// `swift package --allow-writing-to-package-directory typeset-specimen`: writes a specimen of
// each typography file of the package's targets with `typeset-cli specimen`.
//
//   swift package --allow-writing-to-package-directory typeset-specimen \
//     [--target NAME …] [--output-directory DIR] [--format html|png|svg] [`typeset-cli specimen` options …]
//
// Specimens go to DIR (default `Specimens` in the package), one per typography file, named
// after the target, the file's folder and its name (`App-Resources_typography_json.html`). Options the
// plugin does not know (`--category`, `--text`, `--bold-text`, `--platform`, …) are passed to
// `typeset-cli specimen`.

import Foundation
import PackagePlugin

@main
struct TypesetSpecimen: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let directories = extractor.extractOption(named: "output-directory")
    let formats = extractor.extractOption(named: "format")
    let passed = extractor.remainingArguments
    let format = formats.last ?? "html"
    guard ["html", "png", "svg"].contains(format) else {
      throw SpecimenFailure("--format must be html, png or svg (found \(format))")
    }
    let output =
      directories.last.map { URL(fileURLWithPath: $0, relativeTo: context.package.directoryURL) }
      ?? context.package.directoryURL.appendingPathComponent("Specimens")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let typeset = try context.tool(named: "TypesetTool").url
    var modules = context.package.targets.compactMap { $0 as? SourceModuleTarget }
    if !names.isEmpty {
      for name in names where !modules.contains(where: { $0.name == name }) {
        throw SpecimenFailure("no source target named \(name)")
      }
      modules = modules.filter { names.contains($0.name) }
    }
    var written = 0
    for module in modules {
      let files = TypographyFiles.select(
        module.sourceFiles.map(\.url), TypographyFiles.isTypography)
      let stems = TypographyFiles.outputStems(of: files)
      for typography in files {
        let stem = stems[typography]!
        let file = output.appendingPathComponent("\(module.name)-\(stem).\(format)")
        let process = Process()
        process.executableURL = typeset
        process.arguments = ["specimen", typography.path, "--output", file.path] + passed
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
          throw SpecimenFailure("typeset-cli specimen failed for \(typography.path)")
        }
        written += 1
      }
    }
    if written == 0 {
      Diagnostics.warning(
        "no typography files found (typography.json, typography.plist, *.typography.json)")
    }
  }
}

/// Why the command failed, printed by SwiftPM.
struct SpecimenFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
