/// What a charstring can see besides its own bytes: subroutines and, in CFF2, variations.
///
/// One context exists per Font DICT and is shared by every glyph that uses it (a class, so that
/// an interpreter holds it with one reference instead of copying its INDEXes).
final class CharstringContext: Sendable {
  /// 'CFF ' or 'CFF2', for errors.
  let tag: Tag
  /// CFF2 charstrings have no width, no `endchar`, and may `blend`.
  let isCFF2: Bool
  /// The Global Subrs INDEX.
  let globalSubroutines: CompactFontIndex
  /// The Subrs INDEX of the glyph's Private DICT (empty when there is none).
  let localSubroutines: CompactFontIndex
  /// Where the two INDEXes lie, for the interpreter's inner loop.
  let globalLayout: CompactFontIndex.Layout
  let localLayout: CompactFontIndex.Layout
  /// CFF2: the variation store `blend` reads.
  let variations: ItemVariationStore?
  /// CFF2: the Private DICT's `vsindex`, the item variation data used until a `vsindex` operator.
  let defaultVariationIndex: Int

  init(
    tag: Tag, isCFF2: Bool, globalSubroutines: CompactFontIndex,
    localSubroutines: CompactFontIndex, variations: ItemVariationStore?,
    defaultVariationIndex: Int
  ) {
    self.tag = tag
    self.isCFF2 = isCFF2
    self.globalSubroutines = globalSubroutines
    self.localSubroutines = localSubroutines
    self.globalLayout = globalSubroutines.layout
    self.localLayout = localSubroutines.layout
    self.variations = variations
    self.defaultVariationIndex = defaultVariationIndex
  }
}

/// The accented-character composition requested by `endchar` with four arguments (seac).
struct AccentComposition: Sendable, Equatable {
  /// The accent's offset from the base glyph's origin.
  let accentOffset: OutlinePoint
  /// Standard-encoding code of the base character.
  let baseCode: Int
  /// Standard-encoding code of the accent.
  let accentCode: Int
}

/// Runs a Type 2 (CFF) or CFF2 charstring and records its outline.
///
/// Adobe TN 5177 (Type 2 Charstring Format) and the OpenType CFF2 chapter. Hints are parsed only
/// to count stems, which `hintmask` and `cntrmask` need to know how many mask bytes follow.
/// Subroutines nest at most ``maximumSubroutineDepth`` levels (the Type 2 limit), and one glyph
/// may execute at most ``maximumOperations`` operators and operands, so no charstring hangs.
struct Type2CharstringInterpreter {
  static let maximumSubroutineDepth = 10
  static let maximumOperations = 200_000

  let context: CharstringContext
  /// CFF2: normalised coordinates in 'fvar' axis order to blend at; empty means the default.
  let coordinates: [Double]
  var builder: OutlineBuilder
  /// Added to every point; the accent offset when drawing the accent of a seac glyph.
  var origin = OutlinePoint(x: 0, y: 0)
  /// The argument stack, backed by a buffer while ``execute(_:)`` runs.
  var stack = OperandStack()
  var x = 0.0
  var y = 0.0
  var stemCount = 0
  var widthHandled = false
  var finished = false
  var operationsLeft = maximumOperations
  /// Set when the charstring ended with a seac-style `endchar`.
  var accentComposition: AccentComposition?
  var variationIndex: Int
  var regionScalars: [Double]?
  /// The whole file's bytes while ``execute(_:)`` runs (empty otherwise); charstrings and
  /// subroutines are ranges of it.
  private var file = UnsafeRawBufferPointer(start: nil, count: 0)
  /// Storage of the deprecated `put` and `get` operators: empty (all zeros) until the first
  /// `put`, as almost no font uses them.
  var transientArray: [Double] = []

  init(context: CharstringContext, coordinates: [Double] = [], builder: OutlineBuilder) {
    self.context = context
    self.coordinates = coordinates
    self.builder = builder
    self.variationIndex = context.defaultVariationIndex
    // CFF2 has no width operand.
    self.widthHandled = context.isCFF2
  }

  var maximumStack: Int { context.isCFF2 ? 513 : 48 }

  func malformed(_ reason: String) -> OpenTypeError {
    .malformedTable(context.tag, reason: reason)
  }

  /// Executes a glyph's charstring from a fresh state (subroutines and outline kept).
  mutating func execute(_ charstring: ByteReader) throws(OpenTypeError) {
    x = 0
    y = 0
    stemCount = 0
    widthHandled = context.isCFF2
    finished = false
    try charstring.bytes.withBytes { (bytes) throws(OpenTypeError) in
      try withUnsafeTemporaryAllocation(of: Double.self, capacity: maximumStack) {
        (buffer) throws(OpenTypeError) in
        file = bytes
        stack = OperandStack(buffer)
        defer {
          file = UnsafeRawBufferPointer(start: nil, count: 0)
          stack = OperandStack()
        }
        try run(charstring.offset..<charstring.limit, depth: 0)
      }
    }
    try builder.close()
  }

  private mutating func push(_ value: Double) throws(OpenTypeError) {
    guard !stack.isFull else {
      throw .limitExceeded(context.tag, reason: "charstring stack exceeds \(maximumStack)")
    }
    stack.append(value)
  }

  /// Runs the charstring in `range` of ``file``, reading it through a raw pointer: the
  /// interpreter's inner loop, kept free of reference counting.
  private mutating func run(_ range: Range<Int>, depth: Int) throws(OpenTypeError) {
    let tag = context.tag
    let local = context.localLayout
    let global = context.globalLayout
    var cursor = try RawCursor(file, range: range)
    while cursor.hasMore, !finished {
      operationsLeft -= 1
      guard operationsLeft >= 0 else {
        throw .limitExceeded(
          tag, reason: "charstring runs more than \(Self.maximumOperations) operations")
      }
      let b0 = try cursor.byte()
      switch b0 {
      case 32...246:
        try push(Double(b0 - 139))
      case 247...250:
        try push(Double((b0 - 247) * 256 + (try cursor.byte()) + 108))
      case 251...254:
        try push(Double(-(b0 - 251) * 256 - (try cursor.byte()) - 108))
      case 28:
        try push(Double(Int16(truncatingIfNeeded: try cursor.word())))
      case 255:
        var value = 0
        for _ in 0..<4 { value = value << 8 | (try cursor.byte()) }
        try push(Double(Int32(truncatingIfNeeded: value)) / 65536)
      case 10, 29:
        guard let operand = stack.popLast() else {
          throw malformed("subroutine call without index")
        }
        let subroutines = b0 == 10 ? local : global
        let index = try Self.unbiased(operand, count: subroutines.count)
        guard depth < Self.maximumSubroutineDepth else {
          throw .limitExceeded(
            tag, reason: "subroutines nest deeper than \(Self.maximumSubroutineDepth)")
        }
        guard index >= 0, index < subroutines.count else {
          throw malformed("call to missing subroutine \(index)")
        }
        try run(try subroutines.itemRange(index, in: file, tag: tag), depth: depth + 1)
      case 11:
        return
      case 12:
        try executeEscaped(try cursor.byte())
      case 19, 20:
        // hintmask, cntrmask: operands left on the stack are implicit vstem hints.
        try countStems()
        try cursor.skip((stemCount + 7) / 8)
      default:
        try executeOperator(b0)
      }
    }
  }

  /// Type 2 subroutine numbers are biased by the size of the INDEX (TN 5177, section 4.7).
  static func unbiased(_ operand: Double, count: Int) throws(OpenTypeError) -> Int {
    let bias = count < 1240 ? 107 : count < 33900 ? 1131 : 32768
    guard operand.isFinite, abs(operand) < 1e9 else { return -1 }
    return Int(operand) + bias
  }

  /// Drops the width operand if the first stack-clearing operator has one more operand than it
  /// takes (TN 5177, section 4.1).
  mutating func takeWidth(hasExtraOperand: Bool) {
    if !widthHandled {
      widthHandled = true
      if hasExtraOperand, !stack.isEmpty { stack.removeFirst() }
    }
  }

  /// hstem, vstem, hstemhm, vstemhm and the implicit vstem of hintmask: pairs of operands.
  mutating func countStems() throws(OpenTypeError) {
    takeWidth(hasExtraOperand: stack.count % 2 == 1)
    stemCount += stack.count / 2
    guard stemCount <= 96 * 8 else { throw malformed("too many stem hints") }
    stack.removeAll()
  }

  /// Moves the current point and draws to it with the chosen segment.
  mutating func lineBy(_ dx: Double, _ dy: Double) throws(OpenTypeError) {
    x += dx
    y += dy
    try builder.line(to: point())
  }

  mutating func curveBy(
    _ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double, _ dx3: Double, _ dy3: Double
  ) throws(OpenTypeError) {
    let control1 = OutlinePoint(x: origin.x + x + dx1, y: origin.y + y + dy1)
    let control2 = OutlinePoint(x: control1.x + dx2, y: control1.y + dy2)
    x += dx1 + dx2 + dx3
    y += dy1 + dy2 + dy3
    try builder.cubic(control1, control2, point())
  }

  mutating func moveBy(_ dx: Double, _ dy: Double) throws(OpenTypeError) {
    x += dx
    y += dy
    try builder.move(to: point())
  }

  func point() -> OutlinePoint {
    OutlinePoint(x: origin.x + x, y: origin.y + y)
  }
}
