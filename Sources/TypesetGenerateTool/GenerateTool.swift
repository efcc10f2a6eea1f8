// The TypesetGenerate plugin's generator: what `typeset-cli generate FILE --swift OUT` does,
// with the same Swift options, messages and exit codes (CLI.md), built from the engine and the
// Swift generator alone (and ArgumentParsing's `ExitCode`, the CLI's exit codes) so that an
// app's first build compiles neither the CLI nor the renderer nor the shaping tables.
// Scripts/check-examples.sh checks that both write the same file.
//
//     TypesetGenerateTool FILE --swift OUT [--type-name NAME] [--access-level LEVEL]
//                         [--font-bundle main|module]

import ArgumentParsing
import Foundation
import Typeset
import TypesetLoader
import TypesetSwiftGenerator

/// A failure that ends the run: its message for standard error and its exit code.
struct Failure: Error {
  let code: ExitCode
  let message: String
}

/// The command line: the typography file and the Swift options.
struct Arguments {
  var typography: String?
  var output: String?
  var options = SwiftGenerator.Options()
  var typeName: String?

  /// Reads `arguments` (without the executable's name).
  init(_ arguments: [String]) throws(Failure) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("--") else {
        guard typography == nil else { throw usage("unexpected argument \(argument)") }
        typography = argument
        continue
      }
      guard let value = remaining.popFirst() else {
        throw usage("\(argument) needs a value")
      }
      switch argument {
      case "--swift": output = value
      case "--type-name":
        guard SwiftGenerator.isTypeName(value) else {
          throw usage("--type-name: \(value) is not a Swift type name such as BrandTypography")
        }
        typeName = value
      case "--access-level":
        guard SwiftGenerator.accessLevels.contains(value) else {
          throw usage("--access-level: \(value) is not public, package or internal")
        }
        options.accessLevel = value
      case "--font-bundle":
        guard let bundle = SwiftGenerator.Options.FontBundle(rawValue: value) else {
          throw usage("--font-bundle: \(value) is not main or module")
        }
        options.fontBundle = bundle
      default:
        throw usage(
          "unknown option \(argument) (--swift, --type-name, --access-level and --font-bundle "
            + "are known)")
      }
    }
    guard typography != nil, output != nil else {
      throw usage(
        "usage: TypesetGenerateTool FILE --swift OUT [--type-name NAME] "
          + "[--access-level LEVEL] [--font-bundle main|module]")
    }
  }

  private func usage(_ message: String) -> Failure { Failure(code: .usage, message: message) }
}

/// Compiles the typography to Swift, printing its diagnostics as `FILE:LINE:COLUMN:` lines.
func generate(_ arguments: Arguments, report: (String) -> Void) throws(Failure) {
  guard let path = arguments.typography, let output = arguments.output else { return }
  let bytes: [UInt8]
  do {
    bytes = try TypographyDocument.readFile(path)
  } catch {
    throw Failure(code: .noInput, message: "\(path): \(error.reason)")
  }
  let result = TypographyDocument.parse(bytes, path: path)
  for diagnostic in result.diagnostics { report(diagnostic.formatted(file: path)) }
  guard let typography = result.typography else {
    let count = result.errors.count
    throw Failure(
      code: .failure,
      message: "\(path) is not a valid typography (\(count) error\(count == 1 ? "" : "s"))")
  }
  // The typography and its fonts are never written over (the same file by device and inode).
  if let target = FileIdentity(path: output) {
    let fonts = typography.families.flatMap { $0.faces.map(\.resolvedPath) }
    if let input = ([path] + fonts).first(where: { FileIdentity(path: $0) == target }) {
      throw Failure(
        code: .usage,
        message:
          "--swift \(output) is a file this run reads"
          + (input == output ? "" : " (\(input))")
          + "; writing it would replace it: choose another path")
    }
  }
  // Names two styles share are made unique by the generator's rule; say which.
  for warning in SwiftGenerator.identifiers(for: typography).warnings {
    let located = warning.located(at: typography.sourceLocations[warning.path])
    report(located.formatted(file: path))
  }
  var options = arguments.options
  options.typeName = arguments.typeName ?? SwiftGenerator.defaultTypeName(forFile: path)
  options.source = path.split(separator: "/").last.map(String.init) ?? path
  let source: String
  do {
    source = try SwiftGenerator.source(for: typography, options: options)
  } catch {
    throw Failure(code: .failure, message: "\(path): \(error)")
  }
  do {
    // Written beside the target, flushed, checked and renamed over it: a build never sees
    // half a file, and a failed write leaves the old one.
    try AtomicFile.write(Array(source.utf8), to: output)
  } catch {
    throw Failure(
      code: error.isUncreatable ? .cannotCreate : .ioError,
      message: "cannot write \(output): \(error.reason)")
  }
}

@main
enum GenerateTool {
  static func main() {
    let standardError = FileHandle.standardError
    let report = { (line: String) in standardError.write(Data((line + "\n").utf8)) }
    TemporaryFiles.removeOnInterrupt()
    do {
      let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
      try generate(arguments, report: report)
    } catch {
      report("TypesetGenerateTool: error: \(error.message)")
      exit(error.code.rawValue)
    }
  }
}
