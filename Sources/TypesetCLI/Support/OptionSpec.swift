/// One option a command accepts, such as `--category <category>` or the flag `--bold-text`.
public struct OptionSpec: Sendable {
  /// The long name with its dashes, such as `--category`.
  public let name: String
  /// The placeholder for the value in help (`category`), or `nil` for a flag without a value.
  public let valueName: String?
  /// One line of help.
  public let help: String
  /// The default, as shown in help, or `nil` for none.
  public let defaultValue: String?
  /// Whether the option may be given more than once (its values accumulate).
  public let isRepeatable: Bool
  /// The values the option accepts when they are a short list (formats, platforms, categories),
  /// for shell completion; empty otherwise.
  public internal(set) var choices: [String] = []

  /// Whether the option's value is a path, for shell completion.
  public var takesPath: Bool {
    guard let valueName else { return false }
    return ["file", "path", "folder"].contains(valueName) || valueName.contains(".")
  }

  /// An option that takes a value.
  public static func value(
    _ name: String, _ valueName: String, help: String, default defaultValue: String? = nil,
    repeatable: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name, valueName: valueName, help: help, defaultValue: defaultValue,
      isRepeatable: repeatable)
  }

  /// A flag: present or absent.
  public static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help, defaultValue: nil, isRepeatable: false)
  }
}
