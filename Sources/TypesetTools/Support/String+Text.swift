// The small text helpers of TypesetTools, in one place (no Foundation needed).

extension StringProtocol {
  /// The text without any of `characters` at either end.
  func trimming(_ characters: String) -> String {
    let set = Set(characters)
    guard let start = firstIndex(where: { !set.contains($0) }),
      let end = lastIndex(where: { !set.contains($0) })
    else { return "" }
    return String(self[start...end])
  }

  /// The text padded on the left with `fill` to `length` characters (`0041` for `41`).
  func leftPadding(toLength length: Int, with fill: Character) -> String {
    count >= length ? String(self) : String(repeating: fill, count: length - count) + self
  }
}
