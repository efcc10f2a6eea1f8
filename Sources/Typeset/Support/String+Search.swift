extension StringProtocol {
  /// Whether `other` occurs in the text, compared character by character (an empty `other`
  /// always occurs).
  ///
  /// The standard library's `contains(_:)` for a string argument comes from
  /// `_StringProcessing` and needs iOS 16, tvOS 16 and watchOS 9, newer than the package's
  /// minimums; this needs nothing (Scripts/availability/check.py keeps the package free of
  /// the other).
  package func includes(_ other: some StringProtocol) -> Bool {
    firstOffset(of: other) != nil
  }

  /// The text with every occurrence of `target` replaced by `replacement`, left to right
  /// without overlaps: what `replacing(_:with:)` (iOS 16) does.
  package func replacingEvery(_ target: some StringProtocol, with replacement: String) -> String {
    let characters = Array(self)
    let pattern = Array(target)
    guard !pattern.isEmpty else { return String(self) }
    var result = ""
    var index = 0
    while index < characters.count {
      if index + pattern.count <= characters.count,
        characters[index..<index + pattern.count].elementsEqual(pattern)
      {
        result += replacement
        index += pattern.count
      } else {
        result.append(characters[index])
        index += 1
      }
    }
    return result
  }

  /// The offset in characters where `other` first occurs, or `nil`.
  private func firstOffset(of other: some StringProtocol) -> Int? {
    let characters = Array(self)
    let pattern = Array(other)
    guard !pattern.isEmpty else { return 0 }
    guard pattern.count <= characters.count else { return nil }
    for start in 0...(characters.count - pattern.count)
    where characters[start..<start + pattern.count].elementsEqual(pattern) {
      return start
    }
    return nil
  }
}
