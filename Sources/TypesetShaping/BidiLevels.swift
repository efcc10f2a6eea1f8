/// Bidi embedding levels of a paragraph, by the rules of UAX #9 that change a line's width and
/// the order of its runs.
///
/// Implemented: the paragraph level from the first strong character (P2, P3; isolates are
/// skipped), the weak types (W1–W7), the neutrals (N1, N2) and the implicit levels (I1, I2).
/// Simplified: explicit embeddings, overrides and isolates (X1–X10) are treated as boundary
/// neutrals, so their content keeps the paragraph's direction; paired brackets (N0) resolve as
/// other neutrals. Plain text from string catalogs rarely uses either.
///
/// ```swift
/// let levels = BidiLevels(Array("abc אבג".unicodeScalars))
/// levels.paragraphLevel   // 0
/// levels.levels           // [0, 0, 0, 0, 1, 1, 1]
/// ```
public struct BidiLevels: Sendable {
  /// The paragraph embedding level: 0 left to right, 1 right to left.
  public let paragraphLevel: UInt8
  /// The resolved level of each scalar: even left to right, odd right to left.
  public let levels: [UInt8]

  /// Resolves the levels of `scalars`, one paragraph.
  ///
  /// - Parameters:
  ///   - scalars: The paragraph's text.
  ///   - paragraphLevel: A level to use instead of the first strong character's.
  public init(_ scalars: [Unicode.Scalar], paragraphLevel: UInt8? = nil) {
    let codePoints = scalars.map(\.value)
    self = codePoints.withUnsafeBufferPointer {
      BidiLevels(codePoints: $0, paragraphLevel: paragraphLevel)
    }
  }

  /// Resolves the levels of the paragraph `codePoints`, as ``init(_:paragraphLevel:)`` does.
  ///
  /// A paragraph whose characters all keep the paragraph's direction takes a short cut: at
  /// level 0 without R, AL, AN, RLE, RLO, RLI or FSI, and at an odd level without L, EN or AN,
  /// every rule leaves each character at the paragraph level.
  init(codePoints: UnsafeBufferPointer<UInt32>, paragraphLevel: UInt8? = nil) {
    // The classes present, one bit each, and the paragraph level, without storing a class per
    // character: most paragraphs take a short cut and need no more.
    let table = UnicodeProperties.planeZeroBidiClasses
    var seen: UInt32 = 0
    let level = table.withUnsafeBufferPointer { table in
      for value in codePoints {
        seen |= 1 << UnicodeProperties.bidiClass(of: value, in: table).rawValue
      }
      return paragraphLevel
        ?? Self.firstStrongLevel(
          codePoints.lazy.map { UnicodeProperties.bidiClass(of: $0, in: table) })
    }
    self.paragraphLevel = level
    // Text without right-to-left characters or Arabic numbers stays at level 0.
    if level == 0, seen & Self.rightToLeftOrNumberMask == 0 {
      levels = [UInt8](repeating: 0, count: codePoints.count)
      return
    }
    // Right-to-left text without left-to-right characters or numbers stays at its level.
    if level % 2 == 1, seen & Self.leftToRightOrNumberMask == 0 {
      levels = [UInt8](repeating: level, count: codePoints.count)
      return
    }
    var types = table.withUnsafeBufferPointer { table in
      codePoints.map { UnicodeProperties.bidiClass(of: $0, in: table) }
    }
    levels = Self.resolvedLevels(&types, paragraphLevel: level)
  }

  /// The levels of `scalars` by every rule, without the short cuts of
  /// ``init(codePoints:paragraphLevel:)`` (for tests that check the short cuts).
  static func levelsWithoutShortCuts(_ scalars: [Unicode.Scalar], paragraphLevel: UInt8? = nil)
    -> [UInt8]
  {
    var types = scalars.map(UnicodeProperties.bidiClass(of:))
    return resolvedLevels(&types, paragraphLevel: paragraphLevel ?? firstStrongLevel(types))
  }

  /// W1–W7, N1–N2 and I1–I2 over `types` in a paragraph at `level`.
  static func resolvedLevels(_ types: inout [BidiClass], paragraphLevel level: UInt8) -> [UInt8] {
    let embedding: BidiClass = level % 2 == 0 ? .leftToRight : .rightToLeft
    Self.resolveWeakTypes(&types, start: embedding)
    Self.resolveNeutrals(&types, embedding: embedding)
    return types.map { type in
      switch type {
      case .leftToRight: return level % 2 == 0 ? level : level + 1
      case .rightToLeft: return level % 2 == 0 ? level + 1 : level
      case .europeanNumber, .arabicNumber: return level % 2 == 0 ? level + 2 : level + 1
      default: return level
      }
    }
  }

  /// The classes of ``isRightToLeftOrNumber(_:)``, one bit each (`1 << rawValue`).
  static let rightToLeftOrNumberMask: UInt32 = BidiClass.allCases.reduce(0) {
    isRightToLeftOrNumber($1) ? $0 | 1 << $1.rawValue : $0
  }

  /// L, EN and AN, one bit each: the classes that can leave a character of a right-to-left
  /// paragraph at another level.
  static let leftToRightOrNumberMask: UInt32 =
    1 << BidiClass.leftToRight.rawValue | 1 << BidiClass.europeanNumber.rawValue
    | 1 << BidiClass.arabicNumber.rawValue

  static func isRightToLeftOrNumber(_ type: BidiClass) -> Bool {
    switch type {
    case .rightToLeft, .arabicLetter, .arabicNumber, .rightToLeftEmbedding, .rightToLeftOverride,
      .rightToLeftIsolate, .firstStrongIsolate:
      return true
    default: return false
    }
  }

  /// P2–P3: 1 when the first strong character outside isolates is R or AL, else 0.
  static func firstStrongLevel(_ types: some Sequence<BidiClass>) -> UInt8 {
    var isolates = 0
    for type in types {
      switch type {
      case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate: isolates += 1
      case .popDirectionalIsolate: isolates = max(0, isolates - 1)
      case .leftToRight where isolates == 0: return 0
      case .rightToLeft where isolates == 0, .arabicLetter where isolates == 0: return 1
      default: break
      }
    }
    return 0
  }

  /// Whether a class is removed by X9 (here: every explicit formatting character too).
  static func isRemoved(_ type: BidiClass) -> Bool {
    switch type {
    case .boundaryNeutral, .leftToRightEmbedding, .leftToRightOverride, .rightToLeftEmbedding,
      .rightToLeftOverride, .popDirectionalFormat, .leftToRightIsolate, .rightToLeftIsolate,
      .firstStrongIsolate, .popDirectionalIsolate:
      return true
    default: return false
    }
  }

  /// W1–W7 over the paragraph as one isolating run sequence whose sos is `start`.
  static func resolveWeakTypes(_ types: inout [BidiClass], start: BidiClass) {
    let indices = types.indices.filter { !isRemoved(types[$0]) }
    for index in types.indices where isRemoved(types[index]) { types[index] = .otherNeutral }
    // W1: a mark takes the type of the character before it (sos at the start).
    var previous = start
    for index in indices {
      if types[index] == .nonspacingMark { types[index] = previous }
      previous = types[index]
    }
    // W2: EN after AL (looking back to the last strong type) is AN. W3: AL is R.
    var lastStrong = start
    for index in indices {
      switch types[index] {
      case .leftToRight, .rightToLeft: lastStrong = types[index]
      case .arabicLetter:
        lastStrong = .arabicLetter
        types[index] = .rightToLeft
      case .europeanNumber where lastStrong == .arabicLetter: types[index] = .arabicNumber
      default: break
      }
    }
    // W4: one ES between ENs is EN; one CS between two numbers of the same type takes it.
    for (position, index) in indices.enumerated() where position > 0 && position + 1 < indices.count
    {
      let before = types[indices[position - 1]]
      let after = types[indices[position + 1]]
      if types[index] == .europeanSeparator, before == .europeanNumber, after == .europeanNumber {
        types[index] = .europeanNumber
      } else if types[index] == .commonSeparator, before == after,
        before == .europeanNumber || before == .arabicNumber
      {
        types[index] = before
      }
    }
    // W5: a sequence of ETs next to an EN is EN.
    var position = 0
    while position < indices.count {
      guard types[indices[position]] == .europeanTerminator else {
        position += 1
        continue
      }
      var end = position
      while end < indices.count, types[indices[end]] == .europeanTerminator { end += 1 }
      let touches =
        (position > 0 && types[indices[position - 1]] == .europeanNumber)
        || (end < indices.count && types[indices[end]] == .europeanNumber)
      if touches { for inner in position..<end { types[indices[inner]] = .europeanNumber } }
      position = end
    }
    // W6: remaining separators and terminators are ON. W7: EN after L (or sos L) is L.
    lastStrong = start
    for index in indices {
      switch types[index] {
      case .europeanSeparator, .europeanTerminator, .commonSeparator: types[index] = .otherNeutral
      case .leftToRight, .rightToLeft: lastStrong = types[index]
      case .europeanNumber where lastStrong == .leftToRight: types[index] = .leftToRight
      default: break
      }
    }
  }

  /// N1–N2: a run of neutrals between two characters of the same direction (numbers count as
  /// R) takes it; any other takes the embedding direction.
  static func resolveNeutrals(_ types: inout [BidiClass], embedding: BidiClass) {
    func direction(_ type: BidiClass) -> BidiClass? {
      switch type {
      case .leftToRight: return .leftToRight
      case .rightToLeft, .europeanNumber, .arabicNumber: return .rightToLeft
      default: return nil
      }
    }
    var index = 0
    while index < types.count {
      guard direction(types[index]) == nil else {
        index += 1
        continue
      }
      var end = index
      while end < types.count, direction(types[end]) == nil { end += 1 }
      let before = index > 0 ? direction(types[index - 1])! : embedding
      let after = end < types.count ? direction(types[end])! : embedding
      let resolved = before == after ? before : embedding
      for inner in index..<end { types[inner] = resolved }
      index = end
    }
  }

  /// L2: the visual order of the items `0..<levels.count` of a line whose items have `levels`:
  /// from the highest level down to the lowest odd one, every run at that level or higher is
  /// reversed.
  public static func visualOrder(_ levels: [UInt8]) -> [Int] {
    var order = Array(levels.indices)
    guard let highest = levels.max(), let lowest = levels.min() else { return order }
    let lowestOdd = lowest % 2 == 1 ? lowest : lowest + 1
    var level = highest
    while level >= lowestOdd {
      var start = 0
      while start < order.count {
        guard levels[order[start]] >= level else {
          start += 1
          continue
        }
        var end = start
        while end < order.count, levels[order[end]] >= level { end += 1 }
        order[start..<end].reverse()
        start = end
      }
      if level == 0 { break }
      level -= 1
    }
    return order
  }
}
