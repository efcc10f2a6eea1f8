/// The Unicode properties shaping needs, read from tables generated from the Unicode Character
/// Database by `Scripts/unicode/generate-tables.py`.
///
/// ```swift
/// UnicodeProperties.script(of: "ا").code        // "Arab"
/// UnicodeProperties.bidiClass(of: "ا")          // .arabicLetter
/// UnicodeProperties.lineBreakClass(of: "。")   // .closePunctuation
/// ```
public enum UnicodeProperties {
  /// The Unicode version of the tables.
  public static var version: String { UnicodeTables.version }

  /// The `Script` property of `scalar`.
  public static func script(of scalar: Unicode.Scalar) -> UnicodeScript {
    if scalar.value < 0x10000 { return UnicodeScript(index: planeZeroScripts[Int(scalar.value)]) }
    return UnicodeScript(index: lookup(UnicodeTables.scripts, scalar.value))
  }

  /// The `Bidi_Class` property of `scalar`.
  public static func bidiClass(of scalar: Unicode.Scalar) -> BidiClass {
    if scalar.value < 0x10000 { return planeZeroBidiClasses[Int(scalar.value)] }
    return BidiClass(rawValue: lookup(UnicodeTables.bidiClasses, scalar.value)) ?? .leftToRight
  }

  /// The `Line_Break` property of `scalar`.
  public static func lineBreakClass(of scalar: Unicode.Scalar) -> LineBreakClass {
    LineBreakClass.byIndex[Int(lookup(UnicodeTables.lineBreakClasses, scalar.value))]
  }

  // The Basic Multilingual Plane's values, expanded once (64 KB each): a text's scalars are
  // nearly all there, and an array index is several times faster than a binary search.
  // Loops over a whole text read them through `withUnsafeBufferPointer`, with no bounds check
  // or lazy-initialisation check per character.
  static let planeZeroScripts = planeZero(UnicodeTables.scripts)
  static let planeZeroBidiClasses = planeZero(UnicodeTables.bidiClasses).map {
    BidiClass(rawValue: $0) ?? .leftToRight
  }

  /// The `Script` value (an index into `UnicodeTables.scriptCodes`) of the code point `value`,
  /// from `planeZero`, the buffer of ``planeZeroScripts``.
  @inline(__always)
  static func scriptIndex(of value: UInt32, in planeZero: UnsafeBufferPointer<UInt8>) -> UInt8 {
    value < 0x10000 ? planeZero[Int(value)] : lookup(UnicodeTables.scripts, value)
  }

  /// The `Bidi_Class` of the code point `value`, from `planeZero`, the buffer of
  /// ``planeZeroBidiClasses``.
  @inline(__always)
  static func bidiClass(of value: UInt32, in planeZero: UnsafeBufferPointer<BidiClass>)
    -> BidiClass
  {
    if value < 0x10000 { return planeZero[Int(value)] }
    return BidiClass(rawValue: lookup(UnicodeTables.bidiClasses, value)) ?? .leftToRight
  }

  private static func planeZero(_ table: [UInt32]) -> [UInt8] {
    var values = [UInt8](repeating: 0, count: 0x10000)
    for (index, entry) in table.enumerated() {
      let start = Int(entry >> 8)
      guard start < 0x10000 else { break }
      let end = index + 1 < table.count ? min(Int(table[index + 1] >> 8), 0x10000) : 0x10000
      for codePoint in start..<end { values[codePoint] = UInt8(truncatingIfNeeded: entry) }
    }
    return values
  }

  /// The value of the last range that starts at or before the code point `value`.
  static func lookup(_ table: [UInt32], _ value: UInt32) -> UInt8 {
    let key = value << 8 | 0xFF
    var low = 0
    var high = table.count
    while low < high {
      let middle = (low + high) / 2
      if table[middle] <= key { low = middle + 1 } else { high = middle }
    }
    return UInt8(truncatingIfNeeded: table[max(low - 1, 0)])
  }
}

extension UnicodeProperties {
  /// Whether `scalar` joins its neighbours in cursive scripts: `Joining_Type` D (dual), R
  /// (right), L (left) or C (join causing), as Arabic, Syriac, N'Ko and Mongolian letters do.
  public static func isJoining(_ scalar: Unicode.Scalar) -> Bool {
    let type = UnicodeTables.joiningTypeNames[Int(lookup(UnicodeTables.joiningTypes, scalar.value))]
    return type == "D" || type == "R" || type == "L" || type == "C"
  }
}
