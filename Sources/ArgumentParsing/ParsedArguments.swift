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

  /// Whether an argument is an option rather than a value; negative numbers are values.
  private static func looksLikeOption(_ argument: String) -> Bool {
    argument.hasPrefix("--")
      || (argument.hasPrefix("-") && argument.count > 1
        && Double(argument) == nil)
  }
}
