import ArgumentParsing
import Testing
import Typeset
import TypesetTools

@testable import TypesetCLI

struct CommandLineTests {
  @Test(arguments: [
    (["scale", "--categroy", "AX5"], "unknown option '--categroy'; did you mean '--category'?"),
    (["scael"], "unknown command 'scael'; did you mean 'scale'?"),
    (["scale", "--category", "huge"], "invalid value 'huge' for --category"),
    (["scale", "--style", "bdy"], "did you mean 'body'?"),
    (["scale", "--size", "abc"], "invalid value 'abc' for --size"),
    (["scale", "--size"], "--size needs a value"),
    (["scale", "--format", "yaml"], "invalid value 'yaml' for --format"),
    (["scale", "--platform", "andriod"], "invalid value 'andriod' for --platform"),
    (["scale", "--platform", "ios", "--platform", "macos"], "--platform was given more than once"),
    (["scale", "typography.json", "stray"], "unexpected argument 'stray'"),
    (["scale", "--step", "2"], "--step needs --strategy or --size"),
    (["scale", "--strategy", "fixed", "--size", "17", "--step", "2"], "--step applies to"),
    (["scale", "--strategy", "table", "--sizes", "1,2"], "needs 12 sizes"),
    (["scale", "--strategy", "fontmetric"], "did you mean 'fontMetrics'?"),
    (["--bogus"], "unknown option '--bogus'"),
    (["help", "scael"], "unknown command 'scael'"),
  ])
  func usageErrorsExit64WithOneReadableLine(arguments: [String], message: String) {
    let result = CommandRunner.run(arguments)
    #expect(result.code == .usage)
    #expect(result.output.isEmpty)
    #expect(result.error.contains(message), "\(result.error)")
    #expect(result.error.split(separator: "\n").count == 1)
    #expect(result.error.contains("(see 'typeset"))
  }

  @Test func helpAndVersion() {
    let overview = CommandRunner.run(["--help"])
    #expect(overview.code == .success)
    #expect(overview.output.contains("USAGE: typeset-cli <command>"))
    #expect(overview.output.contains("scale"))
    #expect(CommandRunner.run([]).output == overview.output)
    #expect(CommandRunner.run(["help"]).output == overview.output)
    let scaleHelp = CommandRunner.run(["help", "scale"])
    #expect(scaleHelp.code == .success)
    #expect(scaleHelp.output.contains("--category <category>"))
    #expect(scaleHelp.output.contains("(default: ios)"))
    #expect(scaleHelp.output.contains("EXAMPLES:"))
    #expect(CommandRunner.run(["scale", "--help"]).output == scaleHelp.output)
    #expect(CommandRunner.run(["scale", "-h"]).output == scaleHelp.output)
    for text in [overview.output, scaleHelp.output] {
      for line in text.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    }
    let version = CommandRunner.run(["--version"])
    #expect(version.code == .success)
    #expect(version.output.hasPrefix("typeset-cli "))
  }

  static let spec = CommandSpec(
    name: "test", abstract: "", arguments: [ArgumentSpec("file", help: "")],
    options: [
      .value("--category", "category", help: "", repeatable: true),
      .value("--size", "points", help: ""),
      .flag("--bold-text", help: ""),
    ])

  @Test func parserAcceptsBothValueSpellingsAndRepeats() throws {
    let parsed = try ParsedArguments(
      ["--category=AX1", "--category", "large", "--size", "-2.5", "--bold-text", "file.json"],
      spec: Self.spec)
    #expect(parsed.allValues("--category") == ["AX1", "large"])
    #expect(parsed.value("--size") == "-2.5")
    #expect(parsed.isSet("--bold-text"))
    #expect(parsed.positionals == ["file.json"])
  }

  @Test func parserStopsAtDoubleDashAndRejectsFlagValues() throws {
    let parsed = try ParsedArguments(["--", "--size"], spec: Self.spec)
    #expect(parsed.positionals == ["--size"])
    #expect(throws: CommandLineError.usage("--bold-text is a flag and takes no value")) {
      try ParsedArguments(["--bold-text=yes"], spec: Self.spec)
    }
    #expect(throws: CommandLineError.usage("--size needs a value <points>")) {
      try ParsedArguments(["--size", "--bold-text"], spec: Self.spec)
    }
  }

  @Test func suggestionsNeedToBeClose() {
    #expect(SpellingSuggestion.editDistance(Array("categroy"), Array("category")) == 1)
    #expect(SpellingSuggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(
      SpellingSuggestion.closest(to: "--categroy", in: ["--category", "--style"]) == "--category")
    #expect(SpellingSuggestion.closest(to: "zzz", in: ["--category", "--style"]) == nil)
  }

  @Test func jsonEscapesAndKeepsKeyOrder() {
    let value = JSONValue.object([
      ("b", .string("quote \" backslash \\ newline \n tab \t bell \u{7}")),
      ("a", .array([.number(17), .number(16.5), .null, .bool(true), .number(.infinity)])),
    ])
    #expect(
      value.serialized(indent: 0)
        == #"{"b":"quote \" backslash \\ newline \n tab \t bell \u0007","a":[17,16.5,null,true,null]}"#
    )
  }
}
