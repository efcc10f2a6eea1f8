/// Where a paragraph may break, by the rules of UAX #14 that matter for short interface text.
///
/// Implemented: mandatory breaks (LB4–LB6), no break before spaces and a break after them
/// (LB7, LB18), combining marks and ZWJ stay with their base (LB9), word joiners and glue
/// (LB11, LB12), no break before closing punctuation, `!`, `?`, infix separators and `/` even
/// after spaces (LB13), none after opening punctuation (LB14), none before nonstarters,
/// hyphens and break-after characters and none after break-before ones (LB21), a break after
/// hyphens and break-after characters (LB21), and breaks before and after ideographs, emoji
/// and conditional Japanese starters (LB30's absence: ID, CJ, EB, EM and B2 break on both
/// sides). Simplified: South East Asian scripts (SA: Thai, Khmer, Lao, Myanmar) need a
/// dictionary and do not break inside a run; numbers, quotation marks and Hangul follow the
/// alphabetic default of no break.
///
/// ```swift
/// LineBreakOpportunities.offsets(in: Array("新しい本。".unicodeScalars))   // [1, 2, 3]
/// ```
public enum LineBreakOpportunities {
  /// The scalar offsets (1..<count) before which a line may break.
  public static func offsets(in scalars: [Unicode.Scalar]) -> [Int] {
    opportunities(in: scalars).map(\.offset)
  }

  /// The break opportunities of `scalars`, each as the offset of the scalar after it.
  public static func opportunities(in scalars: [Unicode.Scalar]) -> [(offset: Int, kind: Kind)] {
    var classes = scalars.map(UnicodeProperties.lineBreakClass(of:))
    // LB1: AI, SG and XX resolve to AL; CJ to ID (normal line breaking).
    for index in classes.indices {
      switch classes[index] {
      case .AI, .SG, .XX: classes[index] = .AL
      case .CJ: classes[index] = .ID
      default: break
      }
    }
    var result: [(offset: Int, kind: Kind)] = []
    // The class before the current position (marks folded into their base, LB9) and the last
    // one that is not a space (for LB13 and LB14, which look across spaces).
    var previous: LineBreakClass? = nil
    var lastNonSpace: LineBreakClass? = nil
    for index in classes.indices {
      var current = classes[index]
      if current == .CM || current == .ZWJ {
        // LB9: a mark after a base takes the base's class; LB10: alone it is alphabetic.
        if let previous, ![.SP, .BK, .CR, .LF, .NL, .ZW].contains(previous) { continue }
        current = .AL
      }
      if let previous, let kind = rule(before: previous, lastNonSpace: lastNonSpace, after: current)
      {
        result.append((index, kind))
      }
      previous = current
      if current != .SP { lastNonSpace = current }
    }
    return result
  }

  static let ideographic: Set<LineBreakClass> = [.ID, .EB, .EM, .B2, .H2, .H3, .JL, .JV, .JT]
  static let noBreakBefore: Set<LineBreakClass> = [.CL, .CP, .EX, .IS, .SY]

  /// The break between a character of class `before` and one of class `after`; `lastNonSpace`
  /// is the last class before them that is not a space.
  static func rule(
    before: LineBreakClass, lastNonSpace: LineBreakClass?, after: LineBreakClass
  ) -> Kind? {
    let spaces = before == .SP
    if [.BK, .CR, .LF, .NL].contains(before) { return .mandatory }
    if [.BK, .CR, .LF, .NL, .SP, .ZW, .CM, .ZWJ].contains(after) { return nil }
    if noBreakBefore.contains(after) { return nil }
    if lastNonSpace == .OP { return nil }
    if before == .ZW || (spaces && lastNonSpace == .ZW) { return .allowed }
    if after == .WJ || before == .WJ { return nil }
    if before == .GL || (after == .GL && !spaces) { return nil }
    if spaces { return .allowed }
    if [.NS, .BA, .HY].contains(after) || before == .BB { return nil }
    if before == .BA || before == .HY { return after == .NU ? nil : .allowed }
    if before == .SA && after == .SA { return nil }
    // Hangul syllables break like words (Korean puts spaces between words).
    let hangul: Set<LineBreakClass> = [.H2, .H3, .JL, .JV, .JT]
    if hangul.contains(before) && hangul.contains(after) { return nil }
    if ideographic.contains(before) || ideographic.contains(after) {
      // LB25-like: no break between an ideograph and a following postfix (％) or after a prefix.
      if after == .PO || before == .PR { return nil }
      return .allowed
    }
    return nil
  }
}
