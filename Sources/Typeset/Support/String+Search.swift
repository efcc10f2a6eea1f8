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
    guard mayInclude(target) else { return String(self) }
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
    guard mayInclude(other) else { return nil }
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

  /// Whether the text can hold `other`: not when the first byte of `other`'s UTF-8 is nowhere
  /// in the text's, since a match character by character would have it. Most texts hold no
  /// occurrence, and reading the bytes by index costs a fraction of splitting the text into
  /// characters (several times less in a debug build, where most of the tests run).
  private func mayInclude(_ other: some StringProtocol) -> Bool {
    guard let first = other.utf8.first else { return true }
    let found = utf8.withContiguousStorageIfAvailable { bytes in
      var index = 0
      while index < bytes.count {
        if bytes[index] == first { return true }
        index += 1
      }
      return false
    }
    return found ?? true
  }
}
