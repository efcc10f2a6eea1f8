import Typeset

extension FieldPath {
  /// The path of a design token's value, from its dotted name (`font.body.$value.fontSize`).
  ///
  /// The Design Tokens Format Module forbids `.` in a token's or group's name (section 5.1.1,
  /// "Character restrictions"), so the dots of a token path separate its keys exactly; the
  /// empty text is the file as a whole.
  init(tokenPath: String) {
    self.init(
      keys: tokenPath.isEmpty
        ? [] : tokenPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
  }
}
