/// An option declared once, with its type: the command's parsing, help line and lookup all
/// come from the declaration, as with swift-argument-parser's `@Option` and `@Flag`.
///
/// ```swift
/// static let size = Option<Double?>(
///   "--size", "points", help: "The base size at large.", parse: NumberValue.positivePoints)
/// let base = try arguments.value(size)  // nil when --size was not given
/// ```
package protocol OptionDeclaration: Sendable {
  /// The untyped description the parser, help, the manual page and the completions read.
  var spec: OptionSpec { get set }
}

extension OptionDeclaration {
  /// The long name with its dashes, such as `--category`.
  package var name: String { spec.name }

  /// The same option with another help line (and, when given, another placeholder or default
  /// text), for a shared option whose help reads differently in one command; its parsing and
  /// completion stay the declaration's.
  package func help(
    _ help: String, valueName: String? = nil, defaultShownAs defaultText: String?? = nil
  ) -> Self {
    var copy = self
    copy.spec = OptionSpec(
      name: spec.name, valueName: spec.valueName.map { valueName ?? $0 }, help: help,
      defaultValue: defaultText ?? spec.defaultValue, isRepeatable: spec.isRepeatable,
      completion: spec.completion)
    return copy
  }

  /// The same option, offering `choices` to shell completion.
  package func offering(_ choices: [String]) -> Self {
    var copy = self
    copy.spec.completion = .list(choices)
    return copy
  }
}

/// A single-valued option (`--size 17` or `--size=17`); given twice is a usage error.
package struct Option<Value: Sendable>: OptionDeclaration {
  package var spec: OptionSpec
  /// The value when the option is not given.
  package let defaultValue: Value
  /// How the text after the option becomes a value.
  package let parse: @Sendable (String) throws(InvalidValue) -> Value

  /// An option whose value is `defaultValue` when not given; `defaultText` is how help shows
  /// that default.
  package init(
    _ name: String, _ valueName: String, help: String, default defaultValue: Value,
    shownAs defaultText: String?, completion: CompletionKind = .none,
    parse: @escaping @Sendable (String) throws(InvalidValue) -> Value
  ) {
    spec = .value(name, valueName, help: help, default: defaultText, completion: completion)
    self.defaultValue = defaultValue
    self.parse = parse
  }

}

extension Option {
  /// An optional option: `nil` when not given; help may still describe what happens then.
  package init<Wrapped: Sendable>(
    _ name: String, _ valueName: String, help: String, shownAs defaultText: String? = nil,
    completion: CompletionKind = .none,
    parse: @escaping @Sendable (String) throws(InvalidValue) -> Wrapped
  ) where Value == Wrapped? {
    self.init(
      name, valueName, help: help, default: nil, shownAs: defaultText, completion: completion,
      parse: { (text) throws(InvalidValue) -> Wrapped? in try parse(text) })
  }
}

extension Option {
  /// An option whose value is one of a few `words`, declared once for everything that names
  /// them: help lists them after `help` (each with its note), a text that is none of them is a
  /// usage error that lists them and suggests the closest, and shell completion offers them.
  ///
  /// ```swift
  /// static let bundle = Option<FontBundle>.choice(
  ///   "--font-bundle", "bundle", of: ["main", "module"], help: "Where the fonts are: ",
  ///   default: .main, shownAs: "main", parse: FontBundle.init(rawValue:))
  /// ```
  ///
  /// - Parameter parse: The value a text names, or `nil` when it names none (it may accept
  ///   other spellings of the words, such as another letter case).
  package static func choice(
    _ name: String, _ valueName: String, of words: [String], help: String = "",
    notes: [String: String] = [:], default defaultValue: Value, shownAs defaultText: String?,
    parse: @escaping @Sendable (String) -> Value?
  ) -> Option {
    let expected = HelpFormatter.list(words)
    return Option(
      name, valueName, help: help + HelpFormatter.list(words, notes: notes) + ".",
      default: defaultValue, shownAs: defaultText
    ) { (text) throws(InvalidValue) in
      guard let value = parse(text) else {
        throw InvalidValue(expected: expected, candidates: words)
      }
      return value
    }.offering(words)
  }
}

extension Option where Value == String? {
  /// An optional option whose value is its text, such as a path.
  package init(
    _ name: String, _ valueName: String, help: String, shownAs defaultText: String? = nil,
    completion: CompletionKind = .none
  ) {
    self.init(
      name, valueName, help: help, shownAs: defaultText, completion: completion, parse: { $0 })
  }
}

/// An option that may be given several times; its values accumulate in order.
package struct RepeatableOption<Element: Sendable>: OptionDeclaration {
  package var spec: OptionSpec
  /// How each value's text becomes a value.
  package let parse: @Sendable (String) throws(InvalidValue) -> Element

  /// A repeatable option; `defaultText` is how help shows what happens when it is not given.
  package init(
    _ name: String, _ valueName: String, help: String, shownAs defaultText: String? = nil,
    completion: CompletionKind = .none,
    parse: @escaping @Sendable (String) throws(InvalidValue) -> Element
  ) {
    spec = .value(
      name, valueName, help: help, default: defaultText, repeatable: true, completion: completion)
    self.parse = parse
  }

}

extension RepeatableOption where Element == String {
  /// A repeatable option whose values are their texts, such as paths.
  package init(
    _ name: String, _ valueName: String, help: String, shownAs defaultText: String? = nil,
    completion: CompletionKind = .none
  ) {
    self.init(
      name, valueName, help: help, shownAs: defaultText, completion: completion, parse: { $0 })
  }
}

extension Sequence where Element: Equatable {
  /// The elements, each once, in the order they first appear: how a command counts a value
  /// given twice to a repeatable option (`--style body --style body`) once.
  package func removingRepeats() -> [Element] {
    var kept: [Element] = []
    for element in self where !kept.contains(element) { kept.append(element) }
    return kept
  }
}

/// A flag: present or absent, without a value.
package struct Flag: OptionDeclaration {
  package var spec: OptionSpec

  /// A flag with its help line.
  package init(_ name: String, help: String) {
    spec = .flag(name, help: help)
  }
}

extension CommandSpec {
  /// A command's specification from its declared options, in the order help lists them.
  package init(
    name: String, abstract: String, discussion: String, arguments: [ArgumentSpec],
    options: [any OptionDeclaration], examples: [String]
  ) {
    self.init(
      name: name, abstract: abstract, discussion: discussion, arguments: arguments,
      options: options.map(\.spec), examples: examples)
  }
}

extension ParsedArguments {
  /// The value of `option`: the one given, parsed, or its default.
  ///
  /// - Throws: A usage error when the given text is not a valid value.
  package func value<Value>(_ option: Option<Value>) throws(CommandLineError) -> Value {
    guard let text = value(option.name) else { return option.defaultValue }
    do {
      return try option.parse(text)
    } catch {
      throw error.usageError(text, for: option.name)
    }
  }

  /// Every value of a repeatable option, parsed, in the order given.
  ///
  /// - Throws: A usage error for the first text that is not a valid value.
  package func values<Element>(_ option: RepeatableOption<Element>) throws(CommandLineError)
    -> [Element]
  {
    var values: [Element] = []
    for text in allValues(option.name) {
      do {
        values.append(try option.parse(text))
      } catch {
        throw error.usageError(text, for: option.name)
      }
    }
    return values
  }

  /// Whether a flag was given.
  package func isSet(_ flag: Flag) -> Bool {
    isSet(flag.name)
  }

  /// Whether an option was given at all, whatever its value.
  package func isGiven(_ option: any OptionDeclaration) -> Bool {
    !allValues(option.name).isEmpty || isSet(option.name)
  }
}

/// Why an option's text is not a valid value. Parsers say what was expected; the lookup adds
/// the option's name, so every message reads `invalid value 'X' for --name: expected …`.
package struct InvalidValue: Error {
  /// What the option accepts, such as `a number of points greater than 0`.
  package var expected: String
  /// Valid spellings, the closest of which is suggested.
  package var candidates: [String] = []
  /// The value as the message shows it, when not the text as given.
  package var shownValue: String?
  /// Whether the text is a value of the right kind outside its range: then
  /// ``expected`` is the range's whole sentence, shown without the usage error's wording (it
  /// is a usage error all the same: exit 64).
  package var outOfRange = false

  /// A reason with what the option accepts and, optionally, the spellings to suggest, the
  /// value as shown and whether it is out of range.
  package init(
    expected: String, candidates: [String] = [], shownValue: String? = nil,
    outOfRange: Bool = false
  ) {
    self.expected = expected
    self.candidates = candidates
    self.shownValue = shownValue
    self.outOfRange = outOfRange
  }

  /// The usage error for `text` given to `option`; for a value out of range, the range's
  /// sentence (`--size: must be greater than 0 and at most 1000 pt (found -3)`).
  package func usageError(_ text: String, for option: String) -> CommandLineError {
    if outOfRange { return .outOfRange("\(option): \(expected)") }
    return .invalidValue(
      shownValue ?? text, for: option, expected: expected, candidates: candidates)
  }
}
