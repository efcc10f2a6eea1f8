import ArgumentParsing
import DynamicType
import OpenType
import Typeset
import TypesetLoader
import TypesetReports

/// The options several commands share, declared once: the same name, parsing, messages and
/// (unless a command words it for itself) the same help line everywhere.
enum CommonOptions {
  /// The platforms' names, as `--platform` takes them.
  static let platforms = Platform.allCases.map(\.rawValue)

  /// `--platform <platform>` (default `ios`).
  static let platform = Option<Platform>.choice(
    "--platform", "platform", of: platforms, default: .iOS, shownAs: "ios",
    parse: Platform.init(parsing:))

  /// `--category <category>`, repeatable, in any common spelling.
  static let category = RepeatableOption<ContentSizeCategory>(
    "--category", "category", help: "A content size category in any common spelling."
  ) { (text) throws(InvalidValue) in
    guard let category = ContentSizeCategory(parsing: text) else {
      throw InvalidValue(
        expected: "a content size category such as large or AX3",
        candidates: ContentSizeCategory.suggestedSpellings)
    }
    return category
  }.offering(ContentSizeCategory.allCases.map(\.swiftUIName))

  /// `--bold-text`.
  static let boldText = Flag(
    "--bold-text", help: "Resolve with the Bold Text accessibility setting on.")

  /// `--config <file>`: the typography file.
  static let config = Option<String?>(
    "--config", "file", help: "The typography file (JSON or property list).", completion: .file)

  /// `--output <file>`: where to write; standard output when not given.
  static let output = Option<String?>(
    "--output", "file", help: "Where to write.", shownAs: "standard output", completion: .file)

  /// `--text-file <file>`: a file whose text to measure.
  static let textFile = Option<String?>(
    "--text-file", "file", help: "A UTF-8 file whose text to measure.", completion: .file)

  /// The text of `--text` or of the file `--text-file` names (one or the other), or `nil`.
  static func text(_ arguments: ParsedArguments) throws(CommandLineError) -> String? {
    let text = try arguments.value(Self.text)
    guard let path = try arguments.value(textFile) else { return text }
    guard text == nil else { throw .usage("give \(Self.text.name) or \(textFile.name), not both") }
    return String(decoding: try TypographyLoading.readFile(path), as: UTF8.self)
  }

  /// `--location <tag=value,...>`: a variable font's design-space location, such as
  /// `wght=700,wdth=90`; each tag one to four printable ASCII characters, given once.
  static let location = Option<[Tag: Double]?>(
    "--location", "tag=value,...", help: "A variation location, such as wght=700,wdth=90."
  ) { (text) throws(InvalidValue) in
    var location: [Tag: Double] = [:]
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pieces.count == 2, (1...4).contains(pieces[0].utf8.count),
        pieces[0].unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }),
        let value = Double(pieces[1]), value.isFinite
      else {
        throw InvalidValue(expected: "axis tags with values, such as wght=700,wdth=90")
      }
      // A tag given twice has no one value: keeping the last would drop the first unsaid.
      guard location[Tag(pieces[0])] == nil else {
        throw InvalidValue(expected: "each axis tag once (\(pieces[0]) is given twice)")
      }
      location[Tag(pieces[0])] = value
    }
    return location
  }

  /// `<file>`: the typography file a command reads, `-` for standard input; a command names
  /// what it does with it in the usage error when it is missing (`.missing("the typography
  /// file to audit")`).
  static let typography = ArgumentSpec(
    "file", help: "The typography file (JSON or property list), or - for standard input.",
    missing: "the typography file")

  /// `<font> ...`: font files and collections.
  static let fonts = ArgumentSpec(
    "font", help: "A font file or collection (.ttf, .otf, .ttc, .otc).", repeatable: true,
    missing: "the font files")

  /// `--text <string>`: a text to show or measure.
  static let text = Option<String?>("--text", "string", help: "A text to measure.")

  /// `--format <format>` accepting `formats`, the first of which is the default; help lists
  /// them, each with its note.
  static func format(_ formats: [OutputFormat], notes: [OutputFormat: String] = [:])
    -> Option<OutputFormat>
  {
    let names = formats.map(\.rawValue)
    let expected = HelpFormatter.list(names)
    let help = HelpFormatter.list(
      names, notes: Dictionary(uniqueKeysWithValues: notes.map { ($0.rawValue, $1) }))
    return Option(
      "--format", "format", help: help + ".", default: formats[0], shownAs: formats[0].rawValue
    ) { (text) throws(InvalidValue) in
      // The formats of this command, as its help lists them: not every format of the tool,
      // which the command would then refuse (validate --format xml listed csv).
      guard let format = OutputFormat(parsing: text) else {
        throw InvalidValue(expected: expected, candidates: names)
      }
      guard formats.contains(format) else {
        throw InvalidValue(expected: expected, shownValue: format.rawValue)
      }
      return format
    }.offering(names)
  }

  /// `--format` for commands that print a table or JSON only.
  static let tableOrJSON = format([.table, .json])
}

/// How the numbers options take are read: every numeric flag is checked against the engine's
/// ``ValueRange`` for the same value in a typography file, so a flag and a file accept the same
/// values and refuse them with the same words. Text that is not a number is a usage error
/// (exit 64); so is a number out of range, named with the flag, the value and the allowed range
/// (a typography file's value out of range is exit 1): `--size: must be greater than 0 and at most 1000 pt (found -3)`.
enum NumberValue {
  /// A parser of numbers within `range`.
  static func number(in range: ValueRange) -> @Sendable (String) throws(InvalidValue) -> Double {
    { (text) throws(InvalidValue) -> Double in
      guard let value = Double(text.trimmingSpaces()) else {
        throw InvalidValue(expected: range.wholeNumbers ? "\(range)" : "a number \(range)")
      }
      if let problem = range.problem(with: value, shownAs: text) {
        throw InvalidValue(expected: problem, outOfRange: true)
      }
      return value
    }
  }

  /// A parser of whole numbers within `range`.
  static func wholeNumber(in range: ValueRange) -> @Sendable (String) throws(InvalidValue) -> Int {
    { (text) throws(InvalidValue) -> Int in
      let value = try number(in: range)(text)
      return Int(value)
    }
  }

  /// A point size (``ValueRange/pointSize``): greater than 0 and at most 1000 pt.
  static let positivePoints = number(in: .pointSize)

  /// A parser of the numbers the typography file's `key` takes, within the key's range.
  static func number(for key: FormatKey) -> @Sendable (String) throws(InvalidValue) -> Double {
    guard let range = key.range else { preconditionFailure("\(key.name) takes no number") }
    return number(in: range)
  }
}
