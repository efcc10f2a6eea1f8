// `swift package typeset-audit`: audits each typography file of the package's targets against
// the `.strings` and `.xcstrings` files of the same target, with `typeset-cli audit`.
//
//   swift package typeset-audit [--target NAME …] [any `typeset-cli audit` option …]
//
// Options the plugin does not know (`--width`, `--lines`, `--platform`, `--format`,
// `--styles-for`, `--styles-file`) are passed to `typeset-cli audit`. The command fails when any
// audit reports an error.

import Foundation
import PackagePlugin

@main
struct TypesetAudit: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let passed = extractor.remainingArguments
    let typeset = try context.tool(named: "TypesetTool").url
    let modules = try context.package.targets(named: names.isEmpty ? nil : names)
    var failures: [String] = []
    var audited = 0
    for module in modules {
      let files = module.sourceFiles.map(\.url)
      let strings = TypographyFiles.select(files, TypographyFiles.isStrings)
      for typography in TypographyFiles.select(files, TypographyFiles.isTypography) {
        audited += 1
        guard !strings.isEmpty else {
          Diagnostics.warning(
            "\(typography.path): target \(module.name) has no .strings or .xcstrings files to audit"
          )
          continue
        }
        var command = ["audit", typography.path]
        for file in strings { command += ["--strings", file.path] }
        let status = try run(typeset, command + passed)
        if status != 0 { failures.append("\(module.name): \(typography.lastPathComponent)") }
      }
    }
    if audited == 0 {
      Diagnostics.warning(
        "no typography files found (typography.json, typography.plist, *.typography.json)")
    }
    guard failures.isEmpty else {
      throw PluginFailure(
        "typeset-cli audit reported problems in \(failures.joined(separator: ", "))")
    }
  }

  /// Runs the tool with its output on ours and returns its exit status.
  func run(_ executable: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// Which targets a command plugin works on.
extension Package {
  /// The source targets called `names`, or every source target when `names` is `nil`.
  func targets(named names: [String]?) throws -> [SourceModuleTarget] {
    let modules = targets.compactMap { $0 as? SourceModuleTarget }
    guard let names else { return modules }
    return try names.map { name in
      guard let module = modules.first(where: { $0.name == name }) else {
        throw PluginFailure("no source target named \(name)")
      }
      return module
    }
  }
}

/// Why the command failed, printed by SwiftPM.
struct PluginFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
