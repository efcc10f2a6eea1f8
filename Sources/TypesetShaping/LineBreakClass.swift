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
