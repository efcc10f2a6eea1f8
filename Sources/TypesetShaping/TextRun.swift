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

  /// Per script (by table index): bit 0 when it is neutral (Common, Inherited, Unknown), bit 1
  /// when it is Han, Hiragana, Katakana or Bopomofo.
  static let scriptFlags: [UInt8] = UnicodeTables.scriptCodes.map {
    (["Zyyy", "Zinh", "Zzzz"].contains($0) ? 1 : 0)
      | (["Hani", "Hira", "Kana", "Bopo"].contains($0) ? 2 : 0)
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
    scalars.map(\.value).withUnsafeBufferPointer { itemize(codePoints: $0, levels: levels) }
  }

  /// Splits the code points `codePoints` into runs, as ``itemize(_:levels:)`` does, in one pass.
  static func itemize(codePoints: UnsafeBufferPointer<UInt32>, levels: [UInt8]) -> [TextRun] {
    guard !codePoints.isEmpty else { return [] }
    precondition(levels.count == codePoints.count, "one level per code point")
    return UnicodeProperties.planeZeroScripts.withUnsafeBufferPointer { table in
      scriptFlags.withUnsafeBufferPointer { flags in
        levels.withUnsafeBufferPointer { levels in
          let neutral: UInt8 = 1
          let eastAsian: UInt8 = 2
          // The script of Common and Inherited characters before the first real one.
          var current = UnicodeScript.common.index
          for value in codePoints {
            let script = UnicodeProperties.scriptIndex(of: value, in: table)
            if flags[Int(script)] & neutral == 0 {
              current = script
              break
            }
          }
          var runs: [TextRun] = []
          var start = 0
          var runScript: UInt8 = 0
          var previous: UInt8 = 0
          for index in 0..<codePoints.count {
            // A neutral takes the last real script; Han, Hiragana, Katakana and Bopomofo
            // share one run (UAX #24's Script_Extensions give them common characters;
            // HarfBuzz shapes them alike), so that Japanese is not split at every kana.
            var script = UnicodeProperties.scriptIndex(of: codePoints[index], in: table)
            if flags[Int(script)] & neutral != 0 { script = current } else { current = script }
            if index == 0 {
              runScript = script
            } else {
              if flags[Int(script)] & eastAsian != 0, flags[Int(previous)] & eastAsian != 0 {
                script = previous
              }
              if script != runScript || levels[index] != levels[start] {
                runs.append(
                  TextRun(
                    range: start..<index, script: UnicodeScript(index: runScript),
                    level: levels[start]))
                start = index
                runScript = script
              }
            }
            previous = script
          }
          runs.append(
            TextRun(
              range: start..<codePoints.count, script: UnicodeScript(index: runScript),
              level: levels[start]))
          return runs
        }
      }
    }
  }

  /// ``itemize(_:levels:)`` as it was written first, a pass per rule (for tests that check
  /// the one-pass version against it).
  static func itemizeByRules(_ scalars: [Unicode.Scalar], levels: [UInt8]) -> [TextRun] {
    guard !scalars.isEmpty else { return [] }
    var scripts = scalars.map(UnicodeProperties.script(of:))
    let firstReal = scripts.first { !$0.isNeutral } ?? .common
    var current = firstReal
    for index in scripts.indices {
      if scripts[index].isNeutral { scripts[index] = current } else { current = scripts[index] }
    }
    let isEastAsian = scriptFlags.map { $0 & 2 != 0 }
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
