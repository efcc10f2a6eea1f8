import ArgumentParsing
import Foundation
import Testing
import TypesetCLI

/// Runs `typeset-cli` in-process and collects what it writes.
final class CommandRunner: @unchecked Sendable {
  private(set) var standardOutput = ""
  private(set) var standardError = ""

  /// Runs the command line with `arguments` and returns the exit code.
  static func run(_ arguments: [String]) -> (code: ExitCode, output: String, error: String) {
    let runner = CommandRunner()
    let output = CommandOutput(
      output: { runner.standardOutput += $0 }, error: { runner.standardError += $0 })
    let code = TypesetCommandLine.run(arguments, output: output)
    return (code, runner.standardOutput, runner.standardError)
  }

  /// Runs the command line and parses its standard output as JSON.
  static func json(_ arguments: [String]) throws -> [[String: Any]] {
    let result = run(arguments)
    guard result.code == .success else {
      throw RunError(message: result.error)
    }
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    guard let rows = object as? [[String: Any]] else { throw RunError(message: "not an array") }
    return rows
  }

  struct RunError: Error {
    let message: String
  }

  /// Apple's reference tables, `Reference/dynamic-type.json` at the package root.
  static func reference() throws -> [String: Any] {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: TypographyCommandTests.root)
        .appendingPathComponent("Reference/dynamic-type.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }
}
