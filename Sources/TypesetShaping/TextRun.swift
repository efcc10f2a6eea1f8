/// A run of a paragraph with one script and one bidi level, shaped as a unit.
public struct TextRun: Hashable, Sendable {
  /// The run's scalars, as offsets into the paragraph's scalars.
  public let range: Range<Int>
  /// The run's script (Common and Inherited take their neighbours' script).
  public let script: UnicodeScript
  /// The bidi level: odd runs are right to left.
  public let level: UInt8

  /// Whether the run is set right to left.
  public var isRightToLeft: Bool { level % 2 == 1 }

  /// Whether each script (by table index) is Han, Hiragana, Katakana or Bopomofo.
  static let isEastAsian: [Bool] = UnicodeTables.scriptCodes.map {
    ["Hani", "Hira", "Kana", "Bopo"].contains($0)
  }

  /// Splits `scalars` into runs of one script and one level.
  ///
  /// Common and Inherited characters (spaces, punctuation, digits, marks) join the run before
  /// them, or the first real script after them at the start of the text, as HarfBuzz's
  /// `hb_buffer_guess_segment_properties` and UAX #24's script runs do.
  ///
  /// ```swift
  /// let scalars = Array("Hello مرحبا".unicodeScalars)
  /// TextRun.itemize(scalars, levels: BidiLevels(scalars).levels).count   // 2
  /// ```
  public static func itemize(_ scalars: [Unicode.Scalar], levels: [UInt8]) -> [TextRun] {
    guard !scalars.isEmpty else { return [] }
    var scripts = scalars.map(UnicodeProperties.script(of:))
    let firstReal = scripts.first { !$0.isNeutral } ?? .common
    var current = firstReal
    for index in scripts.indices {
      if scripts[index].isNeutral { scripts[index] = current } else { current = scripts[index] }
    }
    // Han, Hiragana, Katakana and Bopomofo share one run (UAX #24's Script_Extensions give
    // them common characters; HarfBuzz shapes them alike), so that Japanese is not split at
    // every kana.
    for index in scripts.indices.dropFirst()
    where isEastAsian[Int(scripts[index].index)] && isEastAsian[Int(scripts[index - 1].index)] {
      scripts[index] = scripts[index - 1]
    }
    var runs: [TextRun] = []
    var start = 0
    for index in 1...scalars.count
    where index == scalars.count || scripts[index] != scripts[start]
      || levels[index] != levels[start]
    {
      runs.append(TextRun(range: start..<index, script: scripts[start], level: levels[start]))
      start = index
    }
    return runs
  }
}
