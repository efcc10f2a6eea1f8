/// A set of names a value or a key may be, and how strictly the engine reads them.
package struct FormatNames: Sendable {
  /// How a name written in the file is matched against ``names``.
  package enum Matching: Sendable {
    /// Exactly as listed.
    case exact
    /// In any letter case (and the aliases the engine knows, which the schema lists too).
    case ignoringCase
    /// In any common spelling the engine reads (letter case, separators, UIKit's names and
    /// raw strings): the schema offers ``names`` but leaves the spelling to the engine.
    case anySpelling
  }

  /// The names, in the order documentation lists them.
  package let names: [String]
  /// How a name is matched.
  package let matching: Matching

  /// Names matched as `matching` says.
  package init(_ names: [String], matching: Matching) {
    self.names = names
    self.matching = matching
  }
}
