// The small text helpers of the command line's tables and option values, in one place.

extension StringProtocol {
  /// The text padded with spaces on the right to `length` characters.
  package func padding(toLength length: Int) -> String {
    count >= length ? String(self) : self + String(repeating: " ", count: length - count)
  }

  /// The text padded with spaces on the left to `length` characters.
  package func leftPadding(toLength length: Int) -> String {
    count >= length ? String(self) : String(repeating: " ", count: length - count) + self
  }

  /// The text without spaces at either end (a field of a comma-separated list).
  package func trimmingSpaces() -> String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }

  /// The text without trailing spaces (table rows whose last cells are empty).
  package func trimmingTrailingSpaces() -> String {
    var result = String(self)
    while result.last == " " { result.removeLast() }
    return result
  }

}
