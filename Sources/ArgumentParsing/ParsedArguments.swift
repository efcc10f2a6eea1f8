/// The options and arguments of one command line, checked against a ``CommandSpec``.
package struct ParsedArguments: Sendable {
  /// The values of each option that takes one, in the order given.
  package private(set) var values: [String: [String]] = [:]
  /// The flags that were given.
  package private(set) var flags: Set<String> = []
  /// The positional arguments.
  package private(set) var positionals: [String] = []
  /// Whether `--help` or `-h` was given.
  package private(set) var wantsHelp = false
  /// The names of the command's declared positional arguments, in order: where
  /// `value(_:)` finds each one's text.
  private let argumentNames: [String]

  /// The value of a single-valued option, or `nil` when it was not given.
  package func value(_ name: String) -> String? {
    values[name]?.last
  }

  /// Every value of a repeatable option, in order.
  package func allValues(_ name: String) -> [String] {
    values[name] ?? []
  }

  /// Whether a flag was given.
  package func isSet(_ flag: String) -> Bool {
    flags.contains(flag)
  }

  /// Parses `arguments` (without the program and command names) for `spec`.
  ///
  /// Values follow their option after a space or `=`; `--` ends the options. An unknown
  /// option, a missing value, a value given to a flag, a non-repeatable option given twice
  /// and too many positionals are usage errors.
  package init(_ arguments: [String], spec: CommandSpec) throws(CommandLineError) {
    argumentNames = spec.arguments.map(\.name)
    let byName = Dictionary(spec.options.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        wantsHelp = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = byName[name] else {
        throw .unknown("option", name, candidates: spec.optionsAndHelp.map(\.name))
      }
      guard option.valueName != nil else {
        if inlineValue != nil { throw .usage("\(name) is a flag and takes no value") }
        flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
        value = arguments[index]
        index += 1
      } else {
        throw .usage("\(name) needs a value <\(option.valueName ?? "value")>")
      }
      if !option.isRepeatable, values[name] != nil {
        throw .usage("\(name) was given more than once")
      }
      values[name, default: []].append(value)
    }
    if !wantsHelp, positionals.count > spec.maximumPositionals {
      let extra = positionals[spec.maximumPositionals]
      throw .usage("unexpected argument '\(extra)'")
    }
  }

  /// The text of the positional argument `argument` declares, by its place among the
  /// command's arguments.
  ///
  /// - Throws: `missingError` when it is not given.
  package func value(_ argument: ArgumentSpec) throws(CommandLineError) -> String {
    let index = place(of: argument)
    guard index < positionals.count else { throw argument.missingError }
    return positionals[index]
  }

  /// The text of the optional positional argument `argument` declares, or `nil` when it is
  /// not given.
  package func optionalValue(_ argument: ArgumentSpec) -> String? {
    let index = place(of: argument)
    return index < positionals.count ? positionals[index] : nil
  }

  /// The texts of the repeatable positional argument `argument` declares: every positional
  /// from its place on.
  ///
  /// - Throws: `missingError` when none is given and the argument is required.
  package func values(_ argument: ArgumentSpec) throws(CommandLineError) -> [String] {
    let index = place(of: argument)
    guard index < positionals.count else {
      if argument.isOptional { return [] }
      throw argument.missingError
    }
    return Array(positionals[index...])
  }

  /// The place of `argument` among the command's declared arguments; reading an argument the
  /// command does not declare is a mistake in the command, not in its command line.
  private func place(of argument: ArgumentSpec) -> Int {
    guard let index = argumentNames.firstIndex(of: argument.name) else {
      preconditionFailure("<\(argument.name)> is not an argument of this command")
    }
    return index
  }

  /// Whether an argument is an option rather than a value; negative numbers are values.
  private static func looksLikeOption(_ argument: String) -> Bool {
    argument.hasPrefix("--")
      || (argument.hasPrefix("-") && argument.count > 1
        && Double(argument) == nil)
  }
}
