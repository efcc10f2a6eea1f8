import DynamicType
import Typeset

/// Reading the options several commands share, with the same messages everywhere.
enum CommonOptions {
  /// `--platform` (default `ios`).
  static func platform(_ arguments: ParsedArguments) throws(CommandLineError) -> Platform {
    let text = arguments.value("--platform") ?? "ios"
    guard let platform = Platform(parsing: text) else {
      throw .invalidValue(
        text, for: "--platform", expected: "ios, ios7, watchos, macos, tvos or visionos",
        candidates: Platform.allCases.map(\.rawValue))
    }
    return platform
  }

  /// A `--category` value in any common spelling.
  static func category(_ text: String) throws(CommandLineError) -> ContentSizeCategory {
    guard let category = ContentSizeCategory(parsing: text) else {
      throw .invalidValue(
        text, for: "--category", expected: "a content size category such as large or AX3",
        candidates: ContentSizeCategory.suggestedSpellings)
    }
    return category
  }

  /// `--format` for commands that print a table or JSON only.
  static func tableOrJSON(_ arguments: ParsedArguments) throws(CommandLineError) -> OutputFormat {
    let format = try OutputFormat.parse(arguments.value("--format"))
    guard format == .table || format == .json else {
      throw .invalidValue(format.rawValue, for: "--format", expected: "table or json")
    }
    return format
  }
}
