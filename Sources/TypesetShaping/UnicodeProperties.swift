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

/// A value of the Unicode `Script` property, named by its ISO 15924 code.
public struct UnicodeScript: Hashable, Sendable, CustomStringConvertible {
  /// The value's index in the generated table.
  let index: UInt8

  /// The script with ISO 15924 code `code` (`"Latn"`, `"Arab"`); `unknown` for another code.
  public init(code: String) {
    index = UInt8(UnicodeTables.scriptCodes.firstIndex(of: code) ?? Self.unknownIndex)
  }

  init(index: UInt8) { self.index = index }

  private static let unknownIndex = UnicodeTables.scriptCodes.firstIndex(of: "Zzzz") ?? 0

  /// The ISO 15924 code, such as `"Arab"`.
  public var code: String { UnicodeTables.scriptCodes[Int(index)] }
  /// The ISO 15924 code.
  public var description: String { code }

  /// `Common` (Zyyy): punctuation, digits and symbols shared by scripts.
  public static let common = UnicodeScript(code: "Zyyy")
  /// `Inherited` (Zinh): marks that take the script of their base.
  public static let inherited = UnicodeScript(code: "Zinh")
  /// `Unknown` (Zzzz): unassigned code points.
  public static let unknown = UnicodeScript(code: "Zzzz")

  /// Whether the script is Common, Inherited or Unknown, which take the script of their
  /// neighbours when text is itemised.
  public var isNeutral: Bool { self == .common || self == .inherited || self == .unknown }
}

/// A value of the Unicode `Bidi_Class` property (UAX #9, table 4).
public enum BidiClass: UInt8, Sendable, CaseIterable {
  /// L.
  case leftToRight
  /// R.
  case rightToLeft
  /// AL.
  case arabicLetter
  /// EN.
  case europeanNumber
  /// ES.
  case europeanSeparator
  /// ET.
  case europeanTerminator
  /// AN.
  case arabicNumber
  /// CS.
  case commonSeparator
  /// NSM.
  case nonspacingMark
  /// BN.
  case boundaryNeutral
  /// B.
  case paragraphSeparator
  /// S.
  case segmentSeparator
  /// WS.
  case whitespace
  /// ON.
  case otherNeutral
  /// LRE.
  case leftToRightEmbedding
  /// LRO.
  case leftToRightOverride
  /// RLE.
  case rightToLeftEmbedding
  /// RLO.
  case rightToLeftOverride
  /// PDF.
  case popDirectionalFormat
  /// LRI.
  case leftToRightIsolate
  /// RLI.
  case rightToLeftIsolate
  /// FSI.
  case firstStrongIsolate
  /// PDI.
  case popDirectionalIsolate
}

/// A value of the Unicode `Line_Break` property (UAX #14, table 1), by its short name.
public enum LineBreakClass: String, Sendable, CaseIterable {
  // The short names are the cases' raw values; UAX #14 table 1 describes each.
  /// AI, ambiguous (alphabetic or ideographic).
  case AI
  /// AL, alphabetic.
  case AL
  /// B2, break opportunity before and after.
  case B2
  /// BA, break after.
  case BA
  /// BB, break before.
  case BB
  /// BK, mandatory break.
  case BK
  /// CB, contingent break.
  case CB
  /// CJ, conditional Japanese starter.
  case CJ
  /// CL, close punctuation.
  case CL
  /// CM, combining mark.
  case CM
  /// CP, close parenthesis.
  case CP
  /// CR, carriage return.
  case CR
  /// EB, emoji base.
  case EB
  /// EM, emoji modifier.
  case EM
  /// EX, exclamation or interrogation.
  case EX
  /// GL, non-breaking glue.
  case GL
  /// H2, Hangul LV syllable.
  case H2
  /// H3, Hangul LVT syllable.
  case H3
  /// HL, Hebrew letter.
  case HL
  /// HY, hyphen.
  case HY
  /// ID, ideographic.
  case ID
  /// IN, inseparable.
  case IN
  /// IS, infix numeric separator.
  case IS
  /// JL, Hangul L jamo.
  case JL
  /// JT, Hangul T jamo.
  case JT
  /// JV, Hangul V jamo.
  case JV
  /// LF, line feed.
  case LF
  /// NL, next line.
  case NL
  /// NS, nonstarter.
  case NS
  /// NU, numeric.
  case NU
  /// OP, open punctuation.
  case OP
  /// PO, postfix numeric.
  case PO
  /// PR, prefix numeric.
  case PR
  /// QU, quotation.
  case QU
  /// RI, regional indicator.
  case RI
  /// SA, complex-context dependent (South East Asian).
  case SA
  /// SG, surrogate.
  case SG
  /// SP, space.
  case SP
  /// SY, symbols allowing break after.
  case SY
  /// WJ, word joiner.
  case WJ
  /// XX, unknown.
  case XX
  /// ZW, zero width space.
  case ZW
  /// ZWJ, zero width joiner.
  case ZWJ

  /// The cases in the order of the generated table's names.
  static let byIndex: [LineBreakClass] = UnicodeTables.lineBreakClassNames.map {
    LineBreakClass(rawValue: $0) ?? .XX
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
