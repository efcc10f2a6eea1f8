import ArgumentParsing
import Foundation
import Testing

@testable import TypesetCLI

/// Positional arguments read by their declarations (``ArgumentSpec``), the usage error each one
/// gives when it is missing, options over a few words (`Option.choice`) and the exit codes.
struct ArgumentDeclarationTests {
  static let file = ArgumentSpec("file", help: "A file.", missing: "the file to test")
  static let fonts = ArgumentSpec(
    "font", help: "A font.", repeatable: true, missing: "the fonts to test")
  static let output = ArgumentSpec("output", help: "Where to write.", optional: true)

  static func parse(_ arguments: [String], _ declared: [ArgumentSpec]) throws(CommandLineError)
    -> ParsedArguments
  {
    try ParsedArguments(arguments, spec: CommandSpec(name: "t", abstract: "", arguments: declared))
  }

  @Test func eachArgumentIsReadAtItsDeclaredPlace() throws {
    let parsed = try Self.parse(["a.json", "x.ttf", "y.ttf"], [Self.file, Self.fonts])
    #expect(try parsed.value(Self.file) == "a.json")
    #expect(try parsed.values(Self.fonts) == ["x.ttf", "y.ttf"])
    let two = try Self.parse(["a.json", "out.svg"], [Self.file, Self.output])
    #expect(two.optionalValue(Self.output) == "out.svg")
    #expect(try Self.parse(["a.json"], [Self.file, Self.output]).optionalValue(Self.output) == nil)
  }

  @Test func aMissingArgumentIsAUsageErrorInItsDeclaredWords() throws {
    let none = try Self.parse([], [Self.file, Self.fonts])
    #expect(throws: CommandLineError.usage("missing the file to test")) {
      try none.value(Self.file)
    }
    let noFonts = try Self.parse(["a.json"], [Self.file, Self.fonts])
    #expect(throws: CommandLineError.usage("missing the fonts to test")) {
      try noFonts.values(Self.fonts)
    }
    // Without its own words, the message names the placeholder.
    let plain = ArgumentSpec("tokens.json", help: "Tokens.")
    #expect(throws: CommandLineError.usage("missing <tokens.json>")) {
      try Self.parse([], [plain]).value(plain)
    }
    // A shared argument worded for one command keeps everything else.
    let worded = Self.file.missing("the file to audit")
    #expect(worded.missing == "the file to audit")
    #expect(worded.name == Self.file.name && worded.help == Self.file.help)
    #expect(Self.file.optional("Optional.").missing == Self.file.missing)
  }

  /// Every command with a required argument, run without it: exit 64 and one line, worded as
  /// the command declares the argument, pointing at the command's help.
  @Test(arguments: [
    (["audit"], "missing the typography file to audit"),
    (["validate"], "missing the typography file to validate"),
    (["generate"], "missing the typography file to generate from"),
    (["explain"], "missing the typography file to explain (or - for standard input)"),
    (
      ["explain", "typography.json"],
      "missing the style to explain, such as body or a custom style's name"
    ),
    (
      ["explain", "--config", "typography.json"],
      "missing the style to explain, such as body or a custom style's name"
    ),
    (["import"], "missing the tokens file to import"),
    (["init"], "missing the font files to describe"),
    (["inspect"], "missing the font files to inspect"),
    (["match"], "missing the font files to compare"),
    (["measure", "--text", "Hi"], "missing the font files to measure"),
    (["completions"], "missing the shell: bash, zsh, fish"),
  ])
  func aCommandWithoutItsArgumentSaysWhatIsMissing(arguments: [String], message: String) {
    let result = CommandRunner.run(arguments)
    #expect(result.code == .usage)
    #expect(result.output.isEmpty)
    #expect(
      result.error
        == "typeset-cli \(arguments[0]): error: \(message) (see 'typeset-cli help \(arguments[0])')\n"
    )
  }

  /// Every command that takes a required argument declares the words of its usage error, rather
  /// than naming only its placeholder.
  @Test func everyRequiredArgumentIsWorded() {
    for command in TypesetCommandLine.commands {
      for argument in command.spec.arguments where !argument.isOptional {
        #expect(argument.missing != "<\(argument.name)>", "\(command.spec.name) <\(argument.name)>")
      }
    }
  }

  enum Fruit: String, CaseIterable, Sendable {
    case apple, pear
  }

  static let fruit = Option<Fruit>.choice(
    "--fruit", "fruit", of: Fruit.allCases.map(\.rawValue), help: "The fruit: ",
    notes: ["pear": "ripe"], default: .apple, shownAs: "apple", parse: Fruit.init(rawValue:))

  @Test func aChoiceIsDeclaredOnceForHelpMessagesAndCompletion() throws {
    #expect(Self.fruit.spec.help == "The fruit: apple or pear (ripe).")
    #expect(Self.fruit.spec.completion == .list(["apple", "pear"]))
    let spec = CommandSpec(name: "t", abstract: "", options: [Self.fruit.spec])
    #expect(try ParsedArguments(["--fruit", "pear"], spec: spec).value(Self.fruit) == .pear)
    #expect(try ParsedArguments([], spec: spec).value(Self.fruit) == .apple)
    #expect(
      throws: CommandLineError.usage(
        "invalid value 'paer' for --fruit: expected apple or pear; did you mean 'pear'?")
    ) {
      try ParsedArguments(["--fruit", "paer"], spec: spec).value(Self.fruit)
    }
  }

  @Test func listsReadAsASentence() {
    #expect(HelpFormatter.list(["ios"]) == "ios")
    #expect(HelpFormatter.list(["a", "b"]) == "a or b")
    #expect(HelpFormatter.list(["a", "b", "c"], notes: ["c": "see"]) == "a, b or c (see)")
  }

  /// The statuses of `sysexits.h` (and 0 and 1), in the order the manual page lists them.
  @Test func exitCodesAreTheSysexitsNumbers() {
    #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 64, 66, 70, 73, 74])
    #expect(ExitCode.usage.rawValue == 64 && ExitCode.noInput.rawValue == 66)
    #expect(ExitCode.cannotCreate.rawValue == 73 && ExitCode.ioError.rawValue == 74)
  }

  @Test func theManualPageListsEveryExitCodeWithItsMeaning() {
    let page = CommandRunner.run(["help", "--man"]).output
    let section = String(page[page.range(of: ".SH EXIT STATUS\n")!.upperBound...])
    let entries = ExitCode.allCases.map {
      ".TP\n.B \($0.rawValue)\n\(ManPage.escaped($0.meaning))\n"
    }
    #expect(section.hasPrefix(entries.joined() + ".SH SEE ALSO\n"))
    #expect(section.contains(".B 70\nan internal error\n"))
  }

  @Test func anErrorLinePointsAtTheHelpOfItsCommand() {
    let usage = CommandLineError.usage("bad")
    #expect(usage.line(program: "p", command: "c") == "p c: error: bad (see 'p help c')")
    #expect(usage.line(program: "p", command: nil) == "p: error: bad (see 'p --help')")
    #expect(CommandLineError.noInput("gone").line(program: "p", command: "c") == "p c: error: gone")
    #expect(CommandLineError.unusable("x", unreadable: true).exitCode == .noInput)
    #expect(CommandLineError.unusable("x", unreadable: false).exitCode == .failure)
  }

  @Test func aValueGivenTwiceCountsOnceInTheOrderGiven() {
    #expect([3, 1, 3, 2, 1].removingRepeats() == [3, 1, 2])
    #expect([Float]().removingRepeats().isEmpty)
  }

  /// A clock the test moves by hand.
  final class Clock: @unchecked Sendable {
    var now = 100.0
  }

  @Test func progressShowsAfterItsThresholdOncePerStageAndQuarter() {
    let clock = Clock()
    var lines: [String] = []
    let progress = Progress(prefix: "p c", isTerminal: true, clock: { clock.now }) {
      lines.append($0)
    }
    progress.report("drawing", 0.5)
    #expect(lines.isEmpty)  // within the first second
    clock.now += 1.5
    progress.report("drawing", 0.5, detail: "2 of 4")
    progress.report("drawing", 0.6)  // the same quarter
    progress.report("drawing", 0.75)
    progress.report("writing", 0.75)
    progress.finish()
    #expect(
      lines == [
        "p c: drawing 50 % (2 of 4)", "p c: drawing 75 %", "p c: writing 75 %", "p c: done",
      ])
  }

  @Test func progressSaysNothingOffATerminalOrWhenNothingWasReported() {
    let clock = Clock()
    var lines: [String] = []
    let piped = Progress(prefix: "p", isTerminal: false, clock: { clock.now }) { lines.append($0) }
    clock.now += 5
    piped.report("drawing", 0.5)
    piped.finish()
    let quick = Progress(prefix: "p", isTerminal: true, clock: { clock.now }) { lines.append($0) }
    quick.finish()
    #expect(lines.isEmpty)
  }

  /// The README's sentence and the DocC article's table of exit codes name the same numbers as
  /// `ExitCode`, in its order.
  @Test func theDocumentedExitCodesAreExitCodesCases() throws {
    let root = TypographyCommandTests.root
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    let sentence = try #require(readme.range(of: "\nExit codes: "))
    let paragraph = String(readme[sentence.upperBound...]).components(separatedBy: "\n\n")[0]
    let listed = paragraph.split(separator: ",").compactMap {
      Int32($0.trimmingCharacters(in: .whitespacesAndNewlines).prefix(while: \.isNumber))
    }
    let codes = ExitCode.allCases.map(\.rawValue)
    #expect(listed == codes, "\(paragraph)")
    let article = try String(
      contentsOfFile: root
        + "/Sources/TypesetCLI/Documentation.docc/Articles/TheTypesetCommandLine.md",
      encoding: .utf8)
    let table = article.components(separatedBy: "### Exit codes\n")[1]
      .trimmingCharacters(in: .newlines).components(separatedBy: "\n\n")[0]
    let rows = table.split(separator: "\n").dropFirst(2).compactMap {
      Int32($0.dropFirst(2).prefix(while: \.isNumber))
    }
    #expect(rows == codes, "\(table)")
  }
}
