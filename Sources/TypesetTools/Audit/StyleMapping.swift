import Typeset
import TypesetLoader

/// Which styles the strings of each key pattern are set in, so that an audit measures a string
/// only in the styles it is shown in.
///
/// Patterns match a string's key (a String Catalog's key without its language): `*` stands
/// for any run of characters, `?` for one character, anything else for itself. The first rule
/// whose pattern matches a key decides; a string that no rule matches (or that has no key, as
/// in plain text and JSON arrays) is measured in every style.
///
/// ```swift
/// let rule = try StyleMapping.Rule(parsing: "onboarding.*=title1,body")
/// let mapping = StyleMapping(rules: [rule])
/// mapping.styles(forKey: "onboarding.welcome")   // [title1, body]
/// ```
public struct StyleMapping: Hashable, Sendable {
  /// One pattern and its styles.
  public struct Rule: Hashable, Sendable {
    /// The key pattern.
    public let pattern: String
    /// The style names as written.
    public let styleNames: [String]
    /// Where the rule was written: `--styles-for onboarding.*=…` or `file:line:column`.
    public let source: String
    /// Whether the rule was given on the command line (a bad one is a usage error there).
    public let isFlag: Bool

    /// Creates a rule.
    public init(pattern: String, styleNames: [String], source: String, isFlag: Bool = false) {
      self.pattern = pattern
      self.styleNames = styleNames
      self.source = source
      self.isFlag = isFlag
    }

    /// A rule from `PATTERN=STYLE[,STYLE…]`, as the `--styles-for` flag takes it.
    ///
    /// - Throws: ``StyleMapping/Problem`` when the text has no `=`, no pattern or no style.
    public init(parsing text: String, source: String? = nil) throws(Problem) {
      guard let equals = text.lastIndex(of: "=") else {
        throw Problem(
          message:
            "expected PATTERN=STYLE[,STYLE…], such as onboarding.*=title1,body; found \"\(text)\"")
      }
      let pattern = String(text[..<equals]).trimming(" ")
      let styles = text[text.index(after: equals)...].split(
        separator: ",", omittingEmptySubsequences: false
      ).map { String($0).trimming(" ") }
      guard !pattern.isEmpty else {
        throw Problem(message: "\"\(text)\" has no key pattern before '='")
      }
      guard !styles.contains(where: \.isEmpty) else {
        throw Problem(message: "\"\(text)\" has an empty style name after '='")
      }
      self.init(
        pattern: pattern, styleNames: styles, source: source ?? "--styles-for \(text)",
        isFlag: source == nil)
    }
  }

  /// A rule that cannot be read or names a style the typography does not have.
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, with where when it is known.
    public let message: String
    /// The rule, when the problem is one of a rule's styles.
    public let rule: Rule?

    /// Creates a problem.
    public init(message: String, rule: Rule? = nil) {
      self.message = message
      self.rule = rule
    }

    /// The message.
    public var description: String { message }
  }

  /// The rules, in the order they are tried.
  public var rules: [Rule]

  /// A mapping of `rules`; with none, every string is measured in every style.
  public init(rules: [Rule] = []) {
    self.rules = rules
  }

  /// Whether there are no rules.
  public var isEmpty: Bool { rules.isEmpty }

  /// The rules of a styles file: a JSON object from key pattern to a style name or an array of
  /// them, such as `{"onboarding.*": ["title1", "body"], "checkout.button": "headline"}`.
  ///
  /// - Throws: ``StringsFile/ReadError`` naming the file, and the line and column of what is
  ///   wrong.
  public static func read(_ path: String) throws(StringsFile.ReadError) -> [Rule] {
    let bytes: [UInt8]
    do {
      bytes = try TypographyDocument.readFile(path)
    } catch {
      throw StringsFile.ReadError(file: path, reason: error.reason, isUnreadable: true)
    }
    return try parse(bytes, file: path)
  }

  /// The rules of a styles file's bytes; `file` names it in messages.
  public static func parse(_ bytes: [UInt8], file: String) throws(StringsFile.ReadError) -> [Rule] {
    let root: ConfigNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw StringsFile.ReadError(
        file: file, reason: "not valid JSON at \(error.location): \(error.message)")
    }
    guard case .object(let members) = root.kind else {
      throw StringsFile.ReadError(
        file: file,
        reason:
          "must be a JSON object from key pattern to styles, such as {\"onboarding.*\": [\"title1\", \"body\"]}"
      )
    }
    var rules: [Rule] = []
    for member in members {
      let place = member.keyLocation.map { "\(file):\($0)" } ?? file
      let at = member.keyLocation.map { "\($0): " } ?? ""
      var names: [String] = []
      switch member.value.kind {
      case .string(let name): names = [name]
      case .array(let elements):
        for element in elements {
          guard case .string(let name) = element.kind, !name.isEmpty else {
            throw StringsFile.ReadError(
              file: file, reason: "\(at)\"\(member.key)\": every style must be a style name")
          }
          names.append(name)
        }
      default:
        throw StringsFile.ReadError(
          file: file, reason: "\(at)\"\(member.key)\": must be a style name or an array of them")
      }
      guard !member.key.isEmpty, !names.isEmpty else {
        throw StringsFile.ReadError(
          file: file, reason: "\(at)a rule needs a key pattern and at least one style")
      }
      rules.append(Rule(pattern: member.key, styleNames: names, source: place))
    }
    return rules
  }

  /// Problems of the rules against `typography`: style names it does not have, each with the
  /// closest name it does have.
  public func problems(in typography: Typography) -> [Problem] {
    let known = typography.styleNames.map(\.description)
    var problems: [Problem] = []
    for rule in rules {
      for name in rule.styleNames where typography.definition(of: StyleName(parsing: name)) == nil {
        problems.append(
          Problem(
            message: "\(rule.source): unknown style \"\(name)\""
              + SpellingSuggestion.didYouMean(name, among: known), rule: rule))
      }
    }
    return problems
  }

  /// The styles of the first rule whose pattern matches `key`, or `nil` when none does (or
  /// there is no key).
  public func styles(forKey key: String?) -> [StyleName]? {
    guard let key, let rule = rule(forKey: key) else { return nil }
    return rule.styleNames.map(StyleName.init(parsing:))
  }

  /// The first rule whose pattern matches `key`.
  public func rule(forKey key: String) -> Rule? {
    rules.first { Self.matches($0.pattern, key) }
  }

  /// Whether `key` matches the glob `pattern` (`*` any run, `?` one character).
  public static func matches(_ pattern: String, _ key: String) -> Bool {
    let pattern = Array(pattern)
    let key = Array(key)
    // Iterative glob matching with one backtracking point for the last `*`.
    var p = 0
    var k = 0
    var star: Int? = nil
    var resume = 0
    while k < key.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == key[k] {
        p += 1
        k += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = k
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        k = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
