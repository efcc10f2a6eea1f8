/// One problem found in a typography file: where it is and what is wrong.
///
/// ```
/// styles.body.size: must be greater than 0 (found -3)
/// styles.price.relativeTo: unknown text style "bdy" — did you mean "body"?
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious a problem is.
  public enum Severity: String, Hashable, Sendable {
    /// The file cannot be used as it is.
    case error
    /// The file works, but probably not as meant.
    case warning
  }

  /// Error or warning.
  public let severity: Severity
  /// The path of the value in the file, such as `styles.body.size`; empty for the whole file.
  public let path: String
  /// What is wrong, as a plain sentence without the path.
  public let message: String
  /// Where the value is in a JSON file; `nil` for property lists and for problems of the
  /// typography as a whole.
  public let location: SourceLocation?

  /// Creates a diagnostic.
  public init(_ severity: Severity, path: String, message: String, location: SourceLocation? = nil)
  {
    self.severity = severity
    self.path = path
    self.message = message
    self.location = location
  }

  /// `path: message`, or the message alone for the whole file.
  public var description: String {
    path.isEmpty ? message : "\(path): \(message)"
  }
}

/// A typography file that could not be used, with every problem found in it.
public struct TypographyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every diagnostic, errors and warnings, in the order found.
  public let diagnostics: [Diagnostic]

  /// Creates an error from diagnostics, at least one of which is an error.
  public init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  /// The errors only.
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

  /// One line per error.
  public var description: String {
    errors.map(\.description).joined(separator: "\n")
  }
}

/// Collects diagnostics during one pass over a typography, so every problem is reported at
/// once.
struct DiagnosticCollector {
  private(set) var diagnostics: [Diagnostic] = []

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  mutating func error(_ path: String, _ message: String, at location: SourceLocation? = nil) {
    diagnostics.append(Diagnostic(.error, path: path, message: message, location: location))
  }

  mutating func warning(_ path: String, _ message: String, at location: SourceLocation? = nil) {
    let diagnostic = Diagnostic(.warning, path: path, message: message, location: location)
    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
  }
}

/// "Did you mean …?" suggestions for misspelt names: styles, families, options, values.
public enum SpellingSuggestion {
  /// ` — did you mean "x"?` for the closest candidate, or an empty string when none is close.
  static func didYouMean(_ word: String, among candidates: [String]) -> String {
    guard let match = closest(to: word, in: candidates) else { return "" }
    return " — did you mean \"\(match)\"?"
  }

  /// The candidate closest to `word` by edit distance (ignoring letter case), if it is close
  /// enough to be a plausible typo: at most a third of the word's length, and at least 1.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let target = Array(word.lowercased())
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(target, Array(candidate.lowercased()))
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= max(1, (target.count + 2) / 3) else { return nil }
    return best.candidate
  }

  /// The Damerau–Levenshtein distance (with adjacent transpositions) between two words.
  public static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    var twoBack = [Int](repeating: 0, count: rhs.count + 1)
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for i in 1...lhs.count {
      current[0] = i
      for j in 1...rhs.count {
        let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
          current[j] = min(current[j], twoBack[j - 2] + 1)
        }
      }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[rhs.count]
  }
}
