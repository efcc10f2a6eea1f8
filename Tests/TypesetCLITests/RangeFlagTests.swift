import Testing
import TypesetCLI

/// Every numeric flag is checked against the engine's ranges: out of range is a usage error
/// (exit 64, CLI.md; a file's value out of range is exit 1) naming the flag, the value and the
/// range; so is text that is no number.
struct RangeFlagTests {
  static let cases: [(arguments: [String], message: String)] = [
    (["scale", "--size", "-3"], "--size: must be greater than 0 and at most 1000 pt (found -3)"),
    (["scale", "--size", "nan"], "--size: must be greater than 0 and at most 1000 pt (found nan)"),
    (["scale", "--size", "inf"], "--size: must be greater than 0 and at most 1000 pt (found inf)"),
    (
      ["scale", "--size", "1e308"],
      "--size: must be greater than 0 and at most 1000 pt (found 1e308)"
    ),
    (
      ["scale", "--strategy", "stepped", "--step", "-4", "--size", "17"],
      "--step: must be from 0 to 100 pt (found -4)"
    ),
    (
      ["scale", "--size", "17", "--minimum", "0"],
      "--minimum: must be greater than 0 and at most 1000 pt (found 0)"
    ),
    (
      ["scale", "--size", "17", "--maximum", "-inf"],
      "--maximum: must be greater than 0 and at most 1000 pt (found -inf)"
    ),
    (
      ["scale", "--strategy", "table", "--sizes", "1,2,3,4,5,6,7,8,9,10,11,-12"],
      "--sizes: size 12 (accessibility5) must be greater than 0 and at most 1000 pt (found -12)"
    ),
    (
      ["match", "/dev/null", "--size", "-1"],
      "--size: must be greater than 0 and at most 1000 pt (found -1)"
    ),
    (
      ["audit", "x.json", "--width", "0"],
      "--width: must be greater than 0 and at most 10000 pt (found 0)"
    ),
    (
      ["audit", "x.json", "--lines", "0"],
      "--lines: must be a whole number from 1 to 1000 (found 0)"
    ),
    (
      ["audit", "x.json", "--lines", "1.5"],
      "--lines: must be a whole number from 1 to 1000 (found 1.5)"
    ),
    (["specimen", "--scale", "4"], "--scale: must be a whole number from 1 to 3 (found 4)"),
    (
      ["specimen", "--width-guide", "-300"],
      "--width-guide: must be greater than 0 and at most 10000 pt (found -300)"
    ),
  ]

  @Test(arguments: cases.indices)
  func outOfRangeExits64NamingFlagValueAndRange(_ index: Int) {
    let (arguments, message) = Self.cases[index]
    let result = CommandRunner.run(arguments)
    #expect(result.code == .usage, "\(arguments): \(result.error)")
    #expect(result.error.contains(message), "\(arguments): \(result.error)")
    #expect(result.output.isEmpty)
  }

  /// Flags each within range whose curve gives a size out of range (5 pt less 6 pt per step
  /// at xSmall): the engine blames the strategy the flags describe, a usage error too.
  @Test func aCurveOutOfRangeIsAUsageErrorOfItsStrategy() {
    let result = CommandRunner.run([
      "scale", "--strategy", "stepped", "--step", "6", "--size", "5", "--style", "body",
    ])
    #expect(result.code == .usage, "\(result.error)")
    #expect(result.error.contains("--strategy: gives -13 pt at xSmall for body"), "\(result.error)")
    #expect(result.output.isEmpty)
  }

  @Test func textThatIsNoNumberIsAUsageError() {
    let result = CommandRunner.run(["scale", "--size", "abc"])
    #expect(result.code == .usage)
    #expect(
      result.error.contains(
        "invalid value 'abc' for --size: expected a number greater than 0 and at most 1000 pt"))
  }
}
