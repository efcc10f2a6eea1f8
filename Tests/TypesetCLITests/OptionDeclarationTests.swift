import ArgumentParsing
import Testing
import Typeset

@testable import TypesetCLI

/// Typed option declarations: parsing, lookup and help all come from one declaration.
struct OptionDeclarationTests {
  static let size = Option<Double?>(
    "--size", "points", help: "A size.", parse: NumberValue.positivePoints)
  static let count = Option<Int>(
    "--count", "number", help: "How many.", default: 3, shownAs: "3"
  ) { (text) throws(InvalidValue) in
    guard let value = Int(text) else { throw InvalidValue(expected: "a whole number") }
    return value
  }
  static let category = CommonOptions.category
  static let verbose = Flag("--verbose", help: "Say more.")

  static let spec = CommandSpec(
    name: "test", abstract: "Test the declarations.", discussion: "", arguments: [],
    options: [size, count, category, verbose], examples: [])

  static func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedArguments {
    try ParsedArguments(arguments, spec: spec)
  }

  @Test func valuesAreTypedAfterASpaceOrAnEqualsSign() throws {
    let spaced = try Self.parse(["--size", "17.5", "--count", "5", "--verbose"])
    #expect(try spaced.value(Self.size) == 17.5)
    #expect(try spaced.value(Self.count) == 5)
    #expect(spaced.isSet(Self.verbose))
    let equals = try Self.parse(["--size=17.5", "--count=5"])
    #expect(try equals.value(Self.size) == 17.5)
    #expect(try equals.value(Self.count) == 5)
    #expect(!equals.isSet(Self.verbose))
  }

  @Test func absentOptionsGiveTheirDefaults() throws {
    let parsed = try Self.parse([])
    #expect(try parsed.value(Self.size) == nil)
    #expect(try parsed.value(Self.count) == 3)
    #expect(try parsed.values(Self.category).isEmpty)
    #expect(!parsed.isGiven(Self.size))
  }

  @Test func repeatableOptionsAccumulateInOrder() throws {
    let parsed = try Self.parse(["--category", "AX3", "--category=xSmall", "--category", "L"])
    #expect(try parsed.values(Self.category) == [.accessibility3, .xSmall, .large])
    #expect(parsed.isGiven(Self.category))
  }

  @Test func aSingleValuedOptionGivenTwiceIsAUsageError() {
    #expect(throws: CommandLineError.usage("--size was given more than once")) {
      try Self.parse(["--size", "17", "--size=18"])
    }
  }

  @Test func unknownOptionsSuggestTheClosestDeclaredName() {
    #expect(
      throws: CommandLineError.usage("unknown option '--cuont'; did you mean '--count'?")
    ) {
      try Self.parse(["--cuont", "2"])
    }
    #expect(throws: CommandLineError.usage("unknown option '--zzzzzz'")) {
      try Self.parse(["--zzzzzz"])
    }
  }

  @Test func badValuesNameTheOptionAndWhatItExpects() throws {
    let parsed = try Self.parse(["--size", "-3", "--count", "x", "--category", "AX9"])
    #expect(
      throws: CommandLineError.outOfRange(
        "--size: must be greater than 0 and at most 1000 pt (found -3)")
    ) {
      try parsed.value(Self.size)
    }
    #expect(
      throws: CommandLineError.usage("invalid value 'x' for --count: expected a whole number")
    ) {
      try parsed.value(Self.count)
    }
    #expect(throws: CommandLineError.self) { try parsed.values(Self.category) }
  }

  @Test func helpComesFromTheDeclarations() {
    let help = HelpFormatter.help(for: Self.spec, program: "typeset-cli")
    // The names column is as wide as the longest name (21) and two spaces.
    #expect(help.contains("\n  --size <points>        A size.\n"))
    #expect(help.contains("\n  --count <number>       How many. (default: 3)\n"))
    #expect(
      help.contains(
        "\n  --category <category>  A content size category in any common spelling.\n"
          + String(repeating: " ", count: 25) + "Repeatable.\n"))
    #expect(help.contains("\n  --verbose              Say more.\n"))
  }

  @Test func aSharedOptionKeepsItsParsingUnderAnotherHelpLine() throws {
    let worded = CommonOptions.platform.help("The platform.", defaultShownAs: "watchos")
    #expect(worded.spec.help == "The platform.")
    #expect(worded.spec.defaultValue == "watchos")
    #expect(worded.name == CommonOptions.platform.name)
    let spec = CommandSpec(
      name: "t", abstract: "", discussion: "", arguments: [], options: [worded], examples: [])
    let parsed = try ParsedArguments(["--platform=watchOS"], spec: spec)
    #expect(try parsed.value(worded) == .watchOS)
  }
}
