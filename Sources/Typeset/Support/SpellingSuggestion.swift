/// "Did you mean …?" suggestions for misspelt names: styles, families, options, values.
package enum SpellingSuggestion {
  /// ` — did you mean "x"?` for the closest candidate, or an empty string when none is close.
  package static func didYouMean(_ word: String, among candidates: [String]) -> String {
    guard let match = closest(to: word, in: candidates) else { return "" }
    return " — did you mean \"\(match)\"?"
  }

  /// The candidate closest to `word` by edit distance (ignoring letter case), if it is close
  /// enough to be a plausible typo: at most a third of the word's length, and at least 1.
  /// An empty (or blank) word has no closest spelling: any one-letter candidate is one edit
  /// away, and suggesting it (`did you mean 'S'?` for `--category ""`) misleads.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    guard !word.allSatisfy(\.isWhitespace) else { return nil }
    let length = word.count
    let limit = max(1, (length + 2) / 3)
    // A candidate whose length differs by more than the limit is farther than it, so the
    // distance of a long value (a 50 MB string) to short names is never computed.
    let near = candidates.filter { abs($0.count - length) <= limit }
    guard !near.isEmpty else { return nil }
    let target = Array(word.lowercased())
    var best: (candidate: String, distance: Int)?
    for candidate in near {
      let distance = editDistance(target, Array(candidate.lowercased()))
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= limit else { return nil }
    return best.candidate
  }

  /// The Damerau–Levenshtein distance (with adjacent transpositions) between two words.
  package static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
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
